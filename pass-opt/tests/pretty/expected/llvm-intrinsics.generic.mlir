"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i32, f32, vector<4xf32>, f64, ptr, ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>, %arg3: f64, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64):
    %0 = "llvm.intr.smax"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "llvm.intr.smin"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "llvm.intr.umax"(%arg0, %arg0) : (i32, i32) -> i32
    %3 = "llvm.intr.umin"(%arg0, %arg0) {tag} : (i32, i32) -> i32
    %4 = "llvm.intr.maxnum"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %5 = "llvm.intr.minnum"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %6 = "llvm.intr.maximum"(%arg2, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %7 = "llvm.intr.minimum"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %8 = "llvm.intr.copysign"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %9 = "llvm.intr.pow"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32, f32) -> f32
    %10 = "llvm.intr.fabs"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %11 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
    %12 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = true}> : (i32) -> i32
    %13 = "llvm.intr.ctpop"(%arg0) : (i32) -> i32
    %14 = "llvm.intr.ceil"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %15 = "llvm.intr.floor"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %16 = "llvm.intr.round"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %17 = "llvm.intr.roundeven"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %18 = "llvm.intr.sqrt"(%arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
    %19 = "llvm.intr.uadd.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.intr.memcpy"(%arg4, %arg5, %arg6) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %20 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f64) -> f32
    %21 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 1 : i64, roundingmode = 1 : i64}> : (f64) -> f32
    %22 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 2 : i64, roundingmode = 2 : i64}> {tag} : (f64) -> f32
    %23 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 0 : i64, roundingmode = 3 : i64}> : (f64) -> f32
    %24 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f64) -> f32
    %25 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 0 : i64, roundingmode = 7 : i64}> : (f64) -> f32
    %26 = "llvm.intr.smax"(%arg0, %arg0) : (i32, i32) -> i32
    "llvm.return"(%20) : (f32) -> ()
  }) : () -> ()
}) : () -> ()


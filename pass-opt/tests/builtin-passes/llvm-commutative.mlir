"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %2 = "llvm.add"(%0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3 = "llvm.mul"(%0, %2) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %4 = "llvm.and"(%0, %3) : (i32, i32) -> i32
    %5 = "llvm.or"(%0, %4) : (i32, i32) -> i32
    %6 = "llvm.xor"(%0, %5) : (i32, i32) -> i32
    %7 = "llvm.fadd"(%1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %8 = "llvm.fmul"(%1, %7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %9 = "llvm.fptosi"(%8) : (f32) -> i32
    %10 = "llvm.add"(%6, %9) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.return"(%10) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, vector<4xi32>)>, linkage = #llvm.linkage<external>, sym_name = "integers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg16: i32, %arg17: i32, %arg18: vector<4xi32>):
    %57 = "llvm.add"(%arg16, %arg17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %58 = "llvm.add"(%arg16, %arg17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %59 = "llvm.sub"(%arg16, %arg17) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %60 = "llvm.mul"(%arg16, %arg17) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
    %61 = "llvm.shl"(%arg16, %arg17) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %62 = "llvm.udiv"(%arg16, %arg17) <{isExact}> : (i32, i32) -> i32
    %63 = "llvm.sdiv"(%arg16, %arg17) : (i32, i32) -> i32
    %64 = "llvm.urem"(%arg16, %arg17) : (i32, i32) -> i32
    %65 = "llvm.srem"(%arg16, %arg17) : (i32, i32) -> i32
    %66 = "llvm.and"(%arg16, %arg17) : (i32, i32) -> i32
    %67 = "llvm.or"(%arg16, %arg17) <{isDisjoint}> : (i32, i32) -> i32
    %68 = "llvm.xor"(%arg16, %arg17) {tag = 1 : i32} : (i32, i32) -> i32
    %69 = "llvm.lshr"(%arg16, %arg17) <{isExact}> : (i32, i32) -> i32
    %70 = "llvm.ashr"(%arg16, %arg17) : (i32, i32) -> i32
    %71 = "llvm.add"(%arg18, %arg18) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %72 = "llvm.sdiv"(%arg16, %arg17) <{isExact}> : (i32, i32) -> i32
    %73 = "llvm.mul"(%arg16, %arg17) <{overflowFlags = 3 : i32}> {tag} : (i32, i32) -> i32
    "llvm.return"(%57) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "floats", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg13: f32, %arg14: f32, %arg15: vector<4xf32>):
    %49 = "llvm.fadd"(%arg13, %arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %50 = "llvm.fsub"(%arg13, %arg14) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %51 = "llvm.fmul"(%arg13, %arg14) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
    %52 = "llvm.fdiv"(%arg15, %arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %53 = "llvm.frem"(%arg13, %arg14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %54 = "llvm.fneg"(%arg13) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
    %55 = "llvm.fneg"(%arg15) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %56 = "llvm.fadd"(%arg13, %arg14) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32) -> f32
    "llvm.return"(%49) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (i32, i32, ptr, f32, vector<4xf32>, vector<2xi64>)>, linkage = #llvm.linkage<external>, sym_name = "compares", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg7: i32, %arg8: i32, %arg9: !llvm.ptr, %arg10: f32, %arg11: vector<4xf32>, %arg12: vector<2xi64>):
    %20 = "llvm.icmp"(%arg7, %arg8) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %21 = "llvm.icmp"(%arg7, %arg8) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %22 = "llvm.icmp"(%arg7, %arg8) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %23 = "llvm.icmp"(%arg7, %arg8) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %24 = "llvm.icmp"(%arg7, %arg8) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %25 = "llvm.icmp"(%arg7, %arg8) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %26 = "llvm.icmp"(%arg7, %arg8) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %27 = "llvm.icmp"(%arg7, %arg8) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %28 = "llvm.icmp"(%arg7, %arg8) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %29 = "llvm.icmp"(%arg7, %arg8) <{predicate = 9 : i64}> {tag} : (i32, i32) -> i1
    %30 = "llvm.icmp"(%arg9, %arg9) <{predicate = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    %31 = "llvm.icmp"(%arg12, %arg12) <{predicate = 2 : i64}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi1>
    %32 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %33 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
    %34 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %35 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %36 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %37 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %38 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %39 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %40 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %41 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %42 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %43 = "llvm.fcmp"(%arg11, %arg11) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %44 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %45 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %46 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %47 = "llvm.fcmp"(%arg10, %arg10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %48 = "llvm.icmp"(%arg7, %arg8) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "llvm.return"(%20) : (i1) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1, i32, f32, f64, ptr, vector<2xi1>, vector<2xi32>)>, linkage = #llvm.linkage<external>, sym_name = "selects_and_casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: vector<2xi1>, %arg6: vector<2xi32>):
    %0 = "llvm.select"(%arg0, %arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %1 = "llvm.select"(%arg0, %arg2, %arg2) <{fastmathFlags = #llvm.fastmath<fast>}> : (i1, f32, f32) -> f32
    %2 = "llvm.select"(%arg5, %arg6, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3 = "llvm.sext"(%arg1) : (i32) -> i64
    %4 = "llvm.zext"(%arg1) : (i32) -> i64
    %5 = "llvm.zext"(%arg1) <{nonNeg}> : (i32) -> i64
    %6 = "llvm.trunc"(%3) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %7 = "llvm.trunc"(%3) <{overflowFlags = 1 : i32}> : (i64) -> i8
    %8 = "llvm.sitofp"(%arg1) : (i32) -> f32
    %9 = "llvm.uitofp"(%arg1) : (i32) -> f32
    %10 = "llvm.uitofp"(%arg1) <{nonNeg}> {tag} : (i32) -> f64
    %11 = "llvm.fptosi"(%arg2) : (f32) -> i32
    %12 = "llvm.fptoui"(%arg2) : (f32) -> i32
    %13 = "llvm.fpext"(%arg2) : (f32) -> f64
    %14 = "llvm.fptrunc"(%arg3) : (f64) -> f16
    %15 = "llvm.bitcast"(%arg2) : (f32) -> i32
    %16 = "llvm.inttoptr"(%3) : (i64) -> !llvm.ptr
    %17 = "llvm.ptrtoint"(%arg4) : (!llvm.ptr) -> i64
    %18 = "llvm.sext"(%arg6) : (vector<2xi32>) -> vector<2xi64>
    %19 = "llvm.zext"(%arg1) <{nonNeg}> : (i32) -> i64
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


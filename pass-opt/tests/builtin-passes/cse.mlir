"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, index, index, index) -> (i32, i32, i32, i32), sym_name = "regions"}> ({
  ^bb0(%arg6: i32, %arg7: i1, %arg8: index, %arg9: index, %arg10: index):
    %24 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %25 = "scf.if"(%arg7) ({
      %60 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%60) : (i32) -> ()
    }, {
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i1) -> i32
    %26 = "scf.if"(%arg7) ({
      %58 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %59 = "arith.addi"(%arg6, %58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%59) : (i32) -> ()
    }, {
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i1) -> i32
    %27 = "scf.for"(%arg8, %arg9, %arg10, %arg6) ({
    ^bb0(%arg13: index, %arg14: i32):
      %57 = "arith.muli"(%arg14, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%57) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %28 = "scf.for"(%arg8, %arg9, %arg10, %arg6) ({
    ^bb0(%arg11: index, %arg12: i32):
      %56 = "arith.muli"(%arg12, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%56) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %29 = "scf.if"(%arg7) ({
      %53 = "arith.addi"(%24, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %54 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %55 = "arith.addi"(%53, %54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%55) : (i32) -> ()
    }, {
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i1) -> i32
    %30 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %31 = "arith.muli"(%30, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %32 = "test.op"() ({
      %52 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%52) : (i32) -> ()
    }) : () -> i32
    %33 = "scf.execute_region"() ({
      %50 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%50)[^bb1] : (i32) -> ()
    ^bb1(%51: i32):  // pred: ^bb0
      "scf.yield"(%51) : (i32) -> ()
    }) : () -> i32
    %34 = "scf.execute_region"() ({
      %48 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%48)[^bb1] : (i32) -> ()
    ^bb1(%49: i32):  // pred: ^bb0
      "scf.yield"(%49) : (i32) -> ()
    }) : () -> i32
    %35 = "scf.execute_region"() ({
      %47 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%47) : (i32) -> ()
    }) : () -> i32
    %36 = "scf.execute_region"() ({
      %46 = "arith.addi"(%arg6, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%46) : (i32) -> ()
    }) : () -> i32
    "test.use"(%35, %36, %33, %34, %32) : (i32, i32, i32, i32, i32) -> ()
    %37 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %38 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %39 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %40 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %41 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %42 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
    %43 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
    %44 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> {bar} : (i32, i32) -> i32
    %45 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "test.use"(%37, %38, %39, %40, %41, %42, %43, %44, %45) : (i32, i32, i32, i64, i32, i32, i32, i32, i32) -> ()
    "func.return"(%25, %26, %27, %28) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "cfg"}> ({
  ^bb0(%arg4: i32, %arg5: i1):
    %12 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %13 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%13)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %15 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%15)[^bb3] : (i32) -> ()
  ^bb3(%16: i32):  // 2 preds: ^bb1, ^bb2
    %17 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.addi"(%17, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%18)[^bb5] : (i32) -> ()
  ^bb4:  // no predecessors
    %19 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%20)[^bb5] : (i32) -> ()
  ^bb5(%21: i32):  // 3 preds: ^bb3, ^bb4, ^bb5
    %22 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %23 = "arith.addi"(%22, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg5, %23)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb6:  // pred: ^bb5
    "func.return"(%23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "calls"}> ({
  ^bb0(%arg3: i32):
    %6 = "func.call"(%arg3) <{callee = @calls}> : (i32) -> i32
    %7 = "func.call"(%arg3) <{callee = @calls}> : (i32) -> i32
    %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "builtin.unrealized_conversion_cast"(%8) : (i32) -> i64
    %10 = "builtin.unrealized_conversion_cast"(%8) : (i32) -> i64
    %11 = "builtin.unrealized_conversion_cast"(%8) : (i32) -> i64
    "test.use"(%9, %10) : (i64, i64) -> ()
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i32, i32), sym_name = "nested_commutative"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %5 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg2) ({
      %4 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f0"}> ({
  ^bb0(%arg8: i32, %arg9: i1):
    "cf.cond_br"(%arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg8) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %25 = "arith.muli"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%25) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32, %arg7: i1):
    "cf.cond_br"(%arg7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg6)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %15 = "arith.muli"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%15)[^bb3] : (i32) -> ()
  ^bb3(%16: i32):  // 2 preds: ^bb1, ^bb2
    %17 = "arith.addi"(%16, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg7)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    "cf.br"(%17)[^bb6] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %18 = "arith.muli"(%17, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%18)[^bb6] : (i32) -> ()
  ^bb6(%19: i32):  // 2 preds: ^bb4, ^bb5
    %20 = "arith.addi"(%19, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "scf.if"(%arg7) ({
      %24 = "func.call"(%20, %arg7) <{callee = @f1}> : (i32, i1) -> i32
      "scf.yield"(%24) : (i32) -> ()
    }, {
      "scf.yield"(%20) : (i32) -> ()
    }) : (i1) -> i32
    %22 = "arith.addi"(%21, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg7)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:  // pred: ^bb6
    "func.return"(%22) : (i32) -> ()
  ^bb8:  // pred: ^bb6
    %23 = "arith.muli"(%22, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f2"}> ({
  ^bb0(%arg4: i32, %arg5: i1):
    %11 = "scf.if"(%arg5) ({
      %14 = "func.call"(%arg4, %arg5) <{callee = @f1}> : (i32, i1) -> i32
      "scf.yield"(%14) : (i32) -> ()
    }, {
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (i1) -> i32
    %12 = "arith.addi"(%11, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%12) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %13 = "arith.muli"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f3", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32, %arg3: i1):
    %8 = "func.call"(%arg2, %arg3) <{callee = @f3}> : (i32, i1) -> i32
    %9 = "arith.addi"(%8, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%9) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %10 = "arith.muli"(%9, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f4", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg0)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%0)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    %2 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "func.call"(%2, %arg1) <{callee = @f4}> : (i32, i1) -> i32
    %4 = "arith.addi"(%3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "scf.if"(%arg1) ({
      %7 = "func.call"(%4, %arg1) <{callee = @f2}> : (i32, i1) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "arith.addi"(%5, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


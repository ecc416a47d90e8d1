"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "multi", sym_visibility = "private"}> ({
  ^bb0(%arg2: i1, %arg3: i32):
    "cf.cond_br"(%arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %10 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  ^bb2(%11: i32):  // pred: ^bb0
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%0)[^bb3] : (i32) -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    %3 = "scf.if"(%arg0) ({
      %8 = "func.call"(%arg0, %2) <{callee = @multi}> : (i1, i32) -> i32
      %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "cf.cond_br"(%arg0, %3)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb4:  // pred: ^bb3
    %4 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%4)[^bb6] : (i32) -> ()
  ^bb5(%5: i32):  // pred: ^bb3
    "cf.br"(%5)[^bb6] : (i32) -> ()
  ^bb6(%6: i32):  // 2 preds: ^bb4, ^bb5
    %7 = "arith.addi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "noret"}> ({
    "func.call"() <{callee = @eff}> : () -> ()
    "func.call"() <{callee = @eff}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "eff", sym_visibility = "private"}> ({
    "foo.effect"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


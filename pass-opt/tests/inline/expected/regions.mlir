"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ref_only", sym_visibility = "private"}> ({
  ^bb0(%arg14: i32):
    "func.return"(%arg14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "takes_ref"}> ({
    %16 = "func.constant"() <{value = @ref_only}> : () -> ((i32) -> i32)
    "func.return"(%16) : ((i32) -> i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> (i32, i32), sym_name = "multi", sym_visibility = "private"}> ({
  ^bb0(%arg12: i1, %arg13: i32):
    "cf.cond_br"(%arg12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg13, %arg13) : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    %14 = "arith.addi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%14)[^bb3] : (i32) -> ()
  ^bb3(%15: i32):  // pred: ^bb2
    "func.return"(%15, %arg13) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg5: i1, %arg6: i32):
    %2 = "scf.execute_region"() ({
      "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "cf.br"(%arg6, %arg6)[^bb4] : (i32, i32) -> ()
    ^bb2:  // pred: ^bb0
      %10 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%10)[^bb3] : (i32) -> ()
    ^bb3(%11: i32):  // pred: ^bb2
      "cf.br"(%11, %arg6)[^bb4] : (i32, i32) -> ()
    ^bb4(%12: i32, %13: i32):  // 2 preds: ^bb1, ^bb3
      "scf.yield"(%12) : (i32) -> ()
    }) : () -> i32
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "scf.for"(%3, %4, %5, %2) ({
    ^bb0(%arg10: index, %arg11: i32):
      %9 = "arith.muli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7:2 = "scf.while"(%6) ({
    ^bb0(%arg9: i32):
      %8:2 = "func.call"(%arg5, %arg9) <{callee = @multi}> : (i1, i32) -> (i32, i32)
      "scf.condition"(%arg5, %8#0, %8#1) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg7: i32, %arg8: i32):
      "scf.yield"(%arg7) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"(%7#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "while_after"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0:2 = "scf.while"(%arg1) ({
    ^bb0(%arg4: i32):
      "scf.condition"(%arg0, %arg4, %arg4) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg2: i32, %arg3: i32):
      %1:2 = "func.call"(%arg0, %arg2) <{callee = @multi}> : (i1, i32) -> (i32, i32)
      "scf.yield"(%1#0) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    "func.return"(%0#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


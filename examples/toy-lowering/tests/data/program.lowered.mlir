"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "toy_print", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "square_plus"}> ({
  ^bb0(%arg1: i64, %arg2: i64):
    %11 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %12 = "arith.addi"(%11, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%12) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "main"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "arith.index_cast"(%arg0) : (i64) -> index
    "cf.br"(%2, %0)[^bb1] : (index, i64) -> ()
  ^bb1(%5: index, %6: i64):  // 2 preds: ^bb0, ^bb2
    %7 = "arith.cmpi"(%5, %4) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%7)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %8 = "arith.muli"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %9 = "arith.addi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%9, %8)[^bb1] : (index, i64) -> ()
  ^bb3:  // pred: ^bb1
    %10 = "func.call"(%6, %3) <{callee = @square_plus}> : (i64, i64) -> i64
    "func.call"(%10) <{callee = @toy_print}> : (i64) -> ()
    "func.return"(%10) : (i64) -> ()
  }) : () -> ()
}) : () -> ()


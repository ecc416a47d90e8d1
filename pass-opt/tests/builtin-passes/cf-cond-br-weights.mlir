"builtin.module"() ({
  "func.func"() <{function_type = (i1, i64, i64) -> i64, sym_name = "skip_forwarders"}> ({
  ^bb0(%arg4: i1, %arg5: i64, %arg6: i64):
    "cf.cond_br"(%arg4)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 97>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg5)[^bb3] : (i64) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg6)[^bb3] : (i64) -> ()
  ^bb3(%5: i64):  // 2 preds: ^bb1, ^bb2
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i64) -> i64, sym_name = "one_side"}> ({
  ^bb0(%arg2: i1, %arg3: i64):
    %2 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%2)[^bb3] : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "arith.muli"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"(%3)[^bb3] : (i64) -> ()
  ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
    "func.return"(%4) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "constant_condition"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%0, %arg0, %arg1)[^bb1, ^bb1] <{branch_weights = array<i32: 10, 90>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb0
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()


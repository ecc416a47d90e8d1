"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg1: i1, %arg2: i32, %arg3: i64):
    "cf.cond_br"(%arg1, %arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> {attr = "kept"} : (i1, i32, i64) -> ()
  ^bb1(%0: i32, %1: i64):  // pred: ^bb0
    "cf.assert"(%arg1) <{msg = "with \22quotes\22 and a newline\0A"}> : (i1) -> ()
    "cf.br"(%0)[^bb3] : (i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb2
    "cf.cond_br"(%arg1, %arg2)[^bb3, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "generic_inside"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


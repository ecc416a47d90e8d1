"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "test.cond"() : () -> ()
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "test.x"() : () -> ()
    "cf.br"(%arg2)[^bb2] : (i32) -> ()
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


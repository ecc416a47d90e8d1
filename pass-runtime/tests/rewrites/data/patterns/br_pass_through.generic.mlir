// pattern: 
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "test.cond"() : () -> ()
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "test.x"() : () -> ()
    "cf.br"(%arg2)[^bb2] : (i32) -> ()
  ^bb2(%0: i32):  // pred: ^bb1
    "cf.br"(%0)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 2 preds: ^bb0, ^bb2
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


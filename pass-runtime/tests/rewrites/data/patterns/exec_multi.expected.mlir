"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "test.before"() : () -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "cf.cond_br"(%arg0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %0 = "test.foo"() : () -> i32
    "cf.br"(%0)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb1
    %1 = "test.bar"() : () -> i32
    "cf.br"(%1)[^bb4] : (i32) -> ()
  ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
    "test.after"(%2) : (i32) -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


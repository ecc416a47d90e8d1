"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "test.a"(%0) : (i1) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "test.b"(%1) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// pattern: MultiBlockExecuteInliner
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "test.before"() : () -> ()
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "test.foo"() : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "test.bar"() : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : () -> i32
    "test.after"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// pattern: (anonymous namespace)::RemoveStaticCondition
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%0) ({
      "test.foo"(%arg0) : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "test.after"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


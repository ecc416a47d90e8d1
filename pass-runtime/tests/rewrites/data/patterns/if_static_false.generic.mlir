// pattern: (anonymous namespace)::RemoveStaticCondition
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "scf.if"(%0) ({
      %3 = "test.foo"(%arg0) : (i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "test.bar"(%arg1) : (i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "test.use"(%1) : (i32) -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


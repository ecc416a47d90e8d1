// pattern: (anonymous namespace)::ReplaceIfYieldWithConditionOrValue
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i1, i1, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2:4 = "scf.if"(%arg0) ({
      %3 = "test.foo"() : () -> i1
      "scf.yield"(%0, %1, %arg1, %3) : (i1, i1, i32, i1) -> ()
    }, {
      "scf.yield"(%1, %0, %arg1, %0) : (i1, i1, i32, i1) -> ()
    }) : (i1) -> (i1, i1, i32, i1)
    "func.return"(%2#0, %2#1, %2#2, %2#3) : (i1, i1, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()


// pattern: (anonymous namespace)::WhileConditionTruth
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %2 = "test.cond"(%arg3) : (i32) -> i1
      "scf.condition"(%2, %arg3, %2) : (i1, i32, i1) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: i1):
      %1 = "test.body"(%arg1, %arg2) : (i32, i1) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (i32) -> (i32, i1)
    "func.return"(%0#0, %0#1) : (i32, i1) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1:2 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %3 = "test.cond"(%arg3) : (i32) -> i1
      "scf.condition"(%3, %arg3, %3) : (i1, i32, i1) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: i1):
      %2 = "test.body"(%arg1, %0) : (i32, i1) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i32) -> (i32, i1)
    "func.return"(%1#0, %1#1) : (i32, i1) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i1, i1, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1
    %3:4 = "scf.if"(%arg0) ({
      %4 = "test.foo"() : () -> i1
      "scf.yield"(%0, %1, %arg1, %4) : (i1, i1, i32, i1) -> ()
    }, {
      "scf.yield"(%1, %0, %arg1, %0) : (i1, i1, i32, i1) -> ()
    }) : (i1) -> (i1, i1, i32, i1)
    "func.return"(%arg0, %2, %arg1, %3#3) : (i1, i1, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.andi"(%arg0, %arg1) : (i1, i1) -> i1
    "scf.if"(%0) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%arg0) ({
      "test.then"(%1) : (i1) -> ()
      "scf.if"(%1) ({
        "test.nested"(%1) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"(%0) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "test.after"(%arg0) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "p", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.region"() ({
      "foo.x"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "nest", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "pub"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "foo.sym"() {sym_name = "x", sym_visibility = "private"} : () -> ()
  "builtin.module"() <{sym_name = "m4", sym_visibility = "nested"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "in_m4"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "nest_m4", sym_visibility = "nested"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m5", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "in_m5"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m6"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "nest_m6", sym_visibility = "nested"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "priv_m6", sym_visibility = "private"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()


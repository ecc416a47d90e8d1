"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "live", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nest", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "pub"}> ({
    "foo.op"() {uses = [@live, @m2::@inner]} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "anon_dead", sym_visibility = "private"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "anon_pub"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m1"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "in_m1"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m2", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "inner2"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m3", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner3"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()


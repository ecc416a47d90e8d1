"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "named"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner", sym_visibility = "private"}> ({
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "builtin.module"() ({
      "func.func"() <{function_type = () -> (), sym_name = "deep"}> ({
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) {test.b} : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "in_generic"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) {test.generic} : () -> ()
}) {test.attr = [1, 2], test.unit} : () -> ()


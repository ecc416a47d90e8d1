"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dead_private_decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "dead_nested_decl", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "live_private_decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "live_nested_decl", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "pub"}> ({
    "test.use"() {uses = [@live_private_decl, @live_nested_decl]} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "pub_module"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "kept_nested_decl", sym_visibility = "nested"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "dead_nested_decl_in_module", sym_visibility = "nested"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "used_private_decl", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "used_nested_def", sym_visibility = "nested"}> ({
      "test.use"() {uses = [@used_private_decl]} : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "hidden_module", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "nested_decl_in_hidden", sym_visibility = "nested"}> ({
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "nested_module", sym_visibility = "nested"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "nested_decl_in_nested", sym_visibility = "nested"}> ({
    }) : () -> ()
  }) : () -> ()
  "test.use"() {uses = [@pub_module::@used_nested_def, @pub_module::@kept_nested_decl, @hidden_module, @nested_module]} : () -> ()
}) : () -> ()


// A function declaration must not be public (by default or by name); nested
// and private ones are accepted.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "public_by_default"}> ({
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "public_by_name", sym_visibility = "public"}> ({
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "private_decl", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

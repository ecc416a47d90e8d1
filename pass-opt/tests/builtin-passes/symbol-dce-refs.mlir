"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b", sym_visibility = "private"}> ({
    "func.call"() <{callee = @a}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "c", sym_visibility = "private"}> ({
    "test.x"() {refs = {inner = [@b, @nonexistent::@q]}} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "entry"}> ({
    "test.y"() ({
      "test.z"() {r = @c} : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "mm", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "deep", sym_visibility = "nested"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "deep_priv", sym_visibility = "private"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "builtin.module"() <{sym_name = "inner"}> ({
      "func.func"() <{function_type = () -> (), sym_name = "deeper", sym_visibility = "nested"}> ({
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "user", sym_visibility = "private"}> ({
    "test.w"() {r = @mm::@inner::@deeper} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "test.top"() {r = @user} : () -> ()
  "test.sym"() {sym_name = "unreg", sym_visibility = "private"} : () -> ()
  "test.top2"() {r = @unreg} : () -> ()
}) : () -> ()


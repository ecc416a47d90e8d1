"builtin.module"() ({
  "foo.wrap2"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
    "foo.end"() : () -> ()
  }, {
    "foo.end"() : () -> ()
  }) : () -> ()
}) : () -> ()


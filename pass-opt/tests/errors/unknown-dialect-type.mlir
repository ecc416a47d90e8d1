"builtin.module"() ({
  "func.func"() <{function_type = (!mydialect.thing) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !mydialect.thing):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

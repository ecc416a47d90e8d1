"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = [1 : i64]}> ({
^bb0:
"func.return"() : () -> ()
}) : () -> ()

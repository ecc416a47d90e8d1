"func.func"() <{function_type = () -> (), sym_name = "f", no_inline = 1 : i64}> ({
^bb0:
"func.return"() : () -> ()
}) : () -> ()

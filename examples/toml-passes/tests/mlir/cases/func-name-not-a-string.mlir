"func.func"() <{function_type = () -> (), sym_name = 1 : i64}> ({
^bb0:
"func.return"() : () -> ()
}) : () -> ()

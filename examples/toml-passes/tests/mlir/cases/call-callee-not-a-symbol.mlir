"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
"func.call"() <{callee = "f"}> : () -> ()
"func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = i32, sym_name = "f"}> ({
^bb0:
"func.return"() : () -> ()
}) : () -> ()

"func.func"() <{sym_visibility = "private"}> ({
^bb0:
"func.return"() : () -> ()
}) : () -> ()

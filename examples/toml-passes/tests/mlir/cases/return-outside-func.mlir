"builtin.module"() ({
"func.return"() : () -> ()
}) : () -> ()

"builtin.module"() ({
^bb0:
}) {llvm.data_layout = "e"} : () -> ()

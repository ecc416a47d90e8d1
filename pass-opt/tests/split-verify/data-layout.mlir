"builtin.module"() ({
^bb0:
}) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} : () -> ()

// -----

"builtin.module"() ({
^bb0:
}) {llvm.data_layout = "bogus"} : () -> ()

// -----

"builtin.module"() ({
^bb0:
}) {llvm.data_layout = 3 : i64} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) {llvm.data_layout = "e-p:64:63"} : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
^bb0:
}) {llvm.data_layout = "e-i64:64--n8"} : () -> ()

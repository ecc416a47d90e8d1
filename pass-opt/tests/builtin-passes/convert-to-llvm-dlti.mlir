"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%0)[^bb1] : (index) -> ()
  ^bb1(%1: index):  // pred: ^bb0
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} : () -> ()


"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<private>, sym_name = "ifunc5"}> : () -> ()

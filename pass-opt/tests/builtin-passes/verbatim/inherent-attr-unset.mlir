// The generic form with its properties written out: an inherent entry of
// the attribute dictionary goes through MLIR's setInherentAttr. A value that
// converts sets the property, one that does not leaves it unset, without its
// default (`addr_space`), and either is ignored where the properties set it.
"llvm.mlir.global"() <{global_type = i64, linkage = #llvm.linkage<external>, sym_name = "unset"}> ({
}) {addr_space = "x"} : () -> ()
"llvm.mlir.global"() <{global_type = i64, linkage = #llvm.linkage<external>, sym_name = "converted"}> ({
}) {addr_space = 3 : i32} : () -> ()
"llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "set"}> ({
}) {addr_space = 2 : i32} : () -> ()

// llvm.mlir.alias and llvm.mlir.ifunc in their pretty forms (linkage,
// visibility, thread_local, unnamed_addr, attributes), and both written in
// the generic form without their default properties.
llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias internal hidden thread_local unnamed_addr @b {tag} : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<private>, sym_name = "c"}> ({
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}) : () -> ()
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifunc : !llvm.func<void (ptr, i64)>, !llvm.ptr @resolver
llvm.mlir.ifunc internal hidden local_unnamed_addr @ifunc2 : !llvm.func<i32 ()>, !llvm.ptr @resolver {tag}
llvm.mlir.ifunc weak protected unnamed_addr @ifunc3 : !llvm.func<i32 ()>, !llvm.ptr @resolver {address_space = 0 : i32, tag = 2 : i32}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce>, resolver = @resolver, resolver_type = !llvm.ptr, sym_name = "ifunc4"}> : () -> ()

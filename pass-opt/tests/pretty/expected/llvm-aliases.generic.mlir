"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, value = 1 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %3 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    "llvm.return"(%3) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<internal>, sym_name = "b", thread_local_, unnamed_addr = 2 : i64, visibility_ = 1 : i64}> ({
    %2 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    "llvm.return"(%2) : (!llvm.ptr) -> ()
  }) {tag} : () -> ()
  "llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<private>, sym_name = "c", visibility_ = 0 : i64}> ({
    %1 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    "llvm.return"(%1) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "resolver", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    "llvm.return"(%0) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void (ptr, i64)>, linkage = #llvm.linkage<external>, resolver = @resolver, resolver_type = !llvm.ptr, sym_name = "ifunc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
  "llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<internal>, resolver = @resolver, resolver_type = !llvm.ptr, sym_name = "ifunc2", unnamed_addr = 1 : i64, visibility_ = 1 : i64}> {tag} : () -> ()
  "llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<weak>, resolver = @resolver, resolver_type = !llvm.ptr, sym_name = "ifunc3", unnamed_addr = 2 : i64, visibility_ = 2 : i64}> {tag = 2 : i32} : () -> ()
  "llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce>, resolver = @resolver, resolver_type = !llvm.ptr, sym_name = "ifunc4", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
}) : () -> ()


module {
  llvm.mlir.global external @g(1 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.alias external @a : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias internal hidden thread_local unnamed_addr @b {tag} : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias private @c : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @resolver() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.ifunc external @ifunc : !llvm.func<void (ptr, i64)>, !llvm.ptr @resolver
  llvm.mlir.ifunc internal hidden local_unnamed_addr @ifunc2 : !llvm.func<i32 ()>, !llvm.ptr @resolver {tag}
  llvm.mlir.ifunc weak protected unnamed_addr @ifunc3 : !llvm.func<i32 ()>, !llvm.ptr @resolver {tag = 2 : i32}
  llvm.mlir.ifunc linkonce @ifunc4 : !llvm.func<void ()>, !llvm.ptr @resolver
}

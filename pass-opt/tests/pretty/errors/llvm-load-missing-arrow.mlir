llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr
  llvm.return
}

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[x] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

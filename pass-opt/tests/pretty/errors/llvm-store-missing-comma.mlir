llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v %p : i32, !llvm.ptr
  llvm.return
}

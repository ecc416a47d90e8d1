llvm.func @f(%p: !llvm.ptr) {
  llvm.call %p() : () -> ()
  llvm.return
}

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic relaxed {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

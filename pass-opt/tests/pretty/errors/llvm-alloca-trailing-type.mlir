llvm.func @f(%n: i64) {
  %0 = llvm.alloca %n x i32 : !llvm.ptr
  llvm.return
}

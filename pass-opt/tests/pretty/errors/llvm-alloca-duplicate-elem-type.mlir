llvm.func @f(%n: i64) {
  %0 = llvm.alloca %n x i32 {elem_type = i32} : (i64) -> !llvm.ptr
  llvm.return
}

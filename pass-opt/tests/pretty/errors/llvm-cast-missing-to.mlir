llvm.func @f(%a: i32) {
  %0 = llvm.sext %a : i32 i64
  llvm.return
}

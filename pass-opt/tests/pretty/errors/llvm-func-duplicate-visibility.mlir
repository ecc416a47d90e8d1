llvm.func @f() attributes {visibility_ = 1 : i64} {
  llvm.return
}

llvm.func @f() attributes {a = #llvm.} {
  llvm.return
}

llvm.func @g()
llvm.func @f() {
  llvm.call @g() : () -> !llvm.void
  llvm.return
}

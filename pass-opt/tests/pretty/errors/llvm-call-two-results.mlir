llvm.func @g()
llvm.func @f() {
  %0:2 = llvm.call @g() : () -> (i32, i32)
  llvm.return
}

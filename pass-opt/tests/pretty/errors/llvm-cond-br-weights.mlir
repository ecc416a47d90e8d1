llvm.func @f(%c: i1) {
  llvm.cond_br %c weights(3), ^bb1, ^bb1
^bb1:
  llvm.return
}

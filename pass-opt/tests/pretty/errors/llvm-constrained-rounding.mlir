llvm.func @f(%d: f64) {
  %0 = llvm.intr.experimental.constrained.fptrunc %d sideways ignore : f64 to f32
  llvm.return
}

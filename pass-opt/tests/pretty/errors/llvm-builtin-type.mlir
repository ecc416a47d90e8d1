func.func private @f(!llvm.i8)

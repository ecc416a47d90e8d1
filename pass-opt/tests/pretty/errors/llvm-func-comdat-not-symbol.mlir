llvm.func @f() comdat(42)

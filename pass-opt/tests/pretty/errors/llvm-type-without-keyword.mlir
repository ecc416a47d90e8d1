func.func private @f() -> (!llvm.)

llvm.func @f() -> (i32, i32)

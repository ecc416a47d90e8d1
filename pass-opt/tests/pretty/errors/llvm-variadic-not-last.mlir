llvm.func @f(i32, ..., i64)

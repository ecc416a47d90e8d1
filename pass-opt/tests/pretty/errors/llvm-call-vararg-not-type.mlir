llvm.func @f() { %0 = llvm.call @g() vararg(42) : () -> i32 }

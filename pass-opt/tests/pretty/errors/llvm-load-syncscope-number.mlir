llvm.func @f(%p: !llvm.ptr) { %0 = llvm.load %p atomic syncscope(1) acquire : !llvm.ptr -> i32 }

llvm.func @f(%p: !llvm.ptr) { %0 = llvm.getelementptr inbounds| %p[0] : (!llvm.ptr) -> !llvm.ptr, i8 }

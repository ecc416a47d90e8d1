llvm.func @f(%p: !llvm.ptr) { %0 = llvm.call %p : !llvm.ptr }

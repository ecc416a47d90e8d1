llvm.func @f(%p: !llvm.struct<(i32)>) { %0 = llvm.extractvalue %p[99999999999999999999] : !llvm.struct<(i32)> }

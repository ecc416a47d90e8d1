llvm.mlir.global internal @g(42 : i32)

llvm.mlir.global internal @g(42 : i32) : i32, i64

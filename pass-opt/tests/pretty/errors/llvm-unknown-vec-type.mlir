// `vec` is no longer an LLVM type keyword in MLIR 22.
llvm.func @vec_arg(!llvm.vec<4 x ptr>)

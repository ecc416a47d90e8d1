// found by the parse_pretty fuzz target: a decimal integer literal read as
// a float, which the generic form then printed as one.
llvm.mlir.global external @ext() {addr_space = 0 : f64} : i64

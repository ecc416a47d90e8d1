// Found by the parse_pretty fuzz target: an unknown `!llvm.` type was kept
// verbatim, and llvm.mlir.global's pretty form then dropped it.
llvm.mlir.global private constant @str("hello\00") : !llvm.rray<6 x i8>

// A struct type needs its parameters (found by the parse_pretty fuzz target:
// the argument was dropped).
llvm.func @f(%a: !llvm.struct)

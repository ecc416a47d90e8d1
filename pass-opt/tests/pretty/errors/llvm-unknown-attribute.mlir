// Found by the parse_pretty fuzz target: an unknown `#llvm.` attribute was
// kept verbatim, and llvm.mlir.ifunc's pretty form then dropped it.
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.dinkage<linkonce>, resolver = @resolver, resolver_type = !llvm.ptr, sym_name = "ifunc4"}> : () -> ()

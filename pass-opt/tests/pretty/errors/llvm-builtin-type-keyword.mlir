// A builtin type after `!llvm.` is not an LLVM type.
func.func private @f() -> !llvm.i64

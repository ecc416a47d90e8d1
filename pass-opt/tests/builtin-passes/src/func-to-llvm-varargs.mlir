// Variadic functions (func.varargs = true) become variadic llvm.funcs; the
// attributes convert-func-to-llvm rejects are reported as errors, the
// function staying and the pass succeeding, as in MLIR 22.
func.func @sum(%n: i32) -> i32 attributes { func.varargs = true } {
  return %n : i32
}
func.func private @printf_like(!llvm.ptr) -> i32 attributes { func.varargs = true }
func.func private @none() attributes { func.varargs = true }
func.func private @not_variadic(i64) attributes { func.varargs = false }
func.func private @wrapped(i32) attributes { func.varargs = true, llvm.emit_c_interface }
func.func private @bad_linkage(i32) attributes { llvm.linkage = "internal" }
func.func private @bad_readnone(i32) attributes { llvm.readnone = 1 : i32 }

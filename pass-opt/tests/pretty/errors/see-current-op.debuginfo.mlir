// With --mlir-print-debuginfo the op in the note carries its location, as
// MLIR's default printing flags do.
func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

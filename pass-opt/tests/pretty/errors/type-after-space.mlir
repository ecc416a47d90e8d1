// A word that is no type, after a space: mlir-opt 22 reports it right
// after the colon (MLIR's emitWrongTokenError), not at the word.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a :   quux
  return %0 : i32
}

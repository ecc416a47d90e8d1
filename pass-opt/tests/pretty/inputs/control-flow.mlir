// The cf ops in their pretty forms, declared through passgen with MLIR's
// formats: successor operand groups, branch weights, a string attribute,
// loops and blocks without predecessors.
func.func @branches(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i64), ^bb2 {attr = "kept"}
^bb1(%x: i32, %y: i64):
  cf.assert %c, "with \"quotes\" and a newline\n"
  cf.br ^bb3(%x : i32)
^bb2:
  cf.cond_br %c weights([3, 7]), ^bb3(%a : i32), ^bb2
^bb3(%z: i32):
  return %z : i32
}

func.func @generic_inside(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"() [^bb2] : () -> ()
^bb2:
  return
}

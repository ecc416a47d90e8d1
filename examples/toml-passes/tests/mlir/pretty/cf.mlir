// Ops of cf in their pretty forms: successors with optional operand groups,
// AttrSizedOperandSegments, an optional dense array attribute, a string
// attribute.
func.func @branches(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i64)
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb3(%a, %b : i32, i64), ^bb4 {hint}
^bb3(%y: i32, %z: i64):
  cf.br ^bb4
^bb4:
  cf.assert %c, "with \"quotes\"" {note = 1}
  return %a : i32
}

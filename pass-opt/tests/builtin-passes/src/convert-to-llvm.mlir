func.func @f(%a: index, %b: index, %p: i1) -> index {
  %c = arith.addi %a, %b : index
  cf.assert %p, "boom"
  cf.cond_br %p, ^bb1(%c : index), ^bb1(%a : index)
^bb1(%d: index):
  %e = arith.muli %d, %d : index
  return %e : index
}
func.func private @g(i32) -> (i32, f32)
func.func @h(%x: i32) -> i32 {
  %r:2 = call @g(%x) : (i32) -> (i32, f32)
  return %r#0 : i32
}

// Pretty and generic forms mixed, forward references to values and blocks.
func.func @mixed(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %r = "arith.addi"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  return %r : i32
^bb2:
  %x = arith.addi %a, %a overflow<nuw> : i32
  cf.br ^bb1
}

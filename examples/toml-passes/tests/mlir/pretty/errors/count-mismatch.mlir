func.func @f(%c: i1, %a: i32) {
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32, %y: i32):
  return
}

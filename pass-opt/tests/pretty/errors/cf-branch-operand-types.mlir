func.func @f(%a: i32) {
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}

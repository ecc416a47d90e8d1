func.func @f(%i: i32) {
  cf.switch %i : i32, [
    42: ^bb1
  ]
^bb1:
  return
}

func.func @f(%i: i64) {
  cf.switch %i : i64, [
    default: ^bb1,
    18446744073709551613: ^bb1
  ]
^bb1:
  return
}

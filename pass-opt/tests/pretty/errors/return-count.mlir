func.func @f(%a: i32) {
  return %a, %a : i32
}

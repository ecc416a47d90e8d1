func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<bogus> : i32
  return
}

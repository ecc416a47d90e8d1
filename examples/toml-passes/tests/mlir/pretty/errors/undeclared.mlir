func.func @f(%a: i32) {
  %0 = arith.addi %a, %b : i32
  return
}

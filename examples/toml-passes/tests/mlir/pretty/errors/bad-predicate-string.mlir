func.func @f(%a: i32) {
  %0 = arith.cmpi "bogus", %a, %a : i32
  return
}

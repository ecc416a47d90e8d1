func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = func.call @f(%x) : (i32) -> i32
  %s = arith.addi %r, %c : i32
  return %c : i32
}
func.func @g(%x: i32) -> i32 {
  %r = func.call @f(%x) : (i32) -> i32
  return %r : i32
}
func.func private @h(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %s = arith.addi %x, %c : i32
  return %s : i32
}
func.func @k() -> i32 {
  %c = arith.constant 3 : i32
  %r = func.call @h(%c) : (i32) -> i32
  return %r : i32
}

func.func private @same_args(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  return %s : i32
}
func.func private @different_args(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %x, %c1 : i32
  return %s : i32
}
func.func private @never_called(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %c1, %c1 : i32
  return %s : i32
}
func.func private @escapes(%x: i32) -> i32 {
  return %x : i32
}
func.func private @declared(i32) -> i32
func.func @public(%x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  return %c9 : i32
}
func.func @caller(%u: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = func.call @same_args(%c2, %c3) : (i32, i32) -> i32
  %b = func.call @same_args(%c2, %c3) : (i32, i32) -> i32
  %d = func.call @different_args(%c2) : (i32) -> i32
  %e = func.call @different_args(%c3) : (i32) -> i32
  %f = func.call @escapes(%c2) : (i32) -> i32
  %g = func.call @declared(%c2) : (i32) -> i32
  %h = func.call @public(%u) : (i32) -> i32
  %ref = func.constant @escapes : (i32) -> i32
  return %a, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32
}
module @inner {
  func.func private @nested(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @nested_caller() -> i32 {
    %c8 = arith.constant 8 : i32
    %r = func.call @nested(%c8) : (i32) -> i32
    return %r : i32
  }
}

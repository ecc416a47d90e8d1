func.func @zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %c5) -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %c5) -> i32 {
    scf.yield %c7 : i32
  }
  return %r : i32
}
func.func @many(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %c5) -> i32 {
    scf.yield %a : i32
  }
  return %r : i32
}

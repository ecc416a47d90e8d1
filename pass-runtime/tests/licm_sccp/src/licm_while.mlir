func.func @while_nest(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    %inv = arith.muli %b, %b : i32
    %cc = arith.cmpi slt, %arg, %inv : i32
    scf.condition(%cc) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %f = scf.for %i = %c0 to %n step %c1 iter_args(%x = %arg2) -> i32 {
      %p = arith.addi %arg2, %b : i32
      %q = arith.addi %a, %b : i32
      %s = arith.addi %x, %p : i32
      %t = arith.addi %s, %q : i32
      scf.yield %t : i32
    }
    scf.yield %f : i32
  }
  return %w : i32
}

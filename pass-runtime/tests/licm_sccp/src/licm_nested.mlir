func.func @nest(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> i32 {
      %r3 = scf.for %k = %c0 to %n step %c1 iter_args(%acc3 = %acc2) -> i32 {
        %x = arith.muli %a, %b : i32
        %y = arith.addi %x, %ii : i32
        %jj = arith.index_cast %j : index to i32
        %z = arith.addi %y, %jj : i32
        %c7 = arith.constant 7 : i32
        %w = arith.muli %x, %c7 : i32
        %kk = arith.index_cast %k : index to i32
        %s = arith.addi %acc3, %kk : i32
        %t = arith.addi %s, %z : i32
        %u = arith.addi %t, %w : i32
        scf.yield %u : i32
      }
      %q = arith.subi %a, %b : i32
      %q2 = arith.addi %r3, %q : i32
      scf.yield %q2 : i32
    }
    scf.yield %r2 : i32
  }
  return %r : i32
}
func.func @empty_and_terminator_only(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = arith.constant 1 : i32
    }
  }
  return
}

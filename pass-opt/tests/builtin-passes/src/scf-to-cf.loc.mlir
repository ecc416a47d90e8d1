func.func @a(%lb: index, %ub: index, %st: index, %c: i1, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
    %y = scf.for %j = %lb to %ub step %st iter_args(%b = %acc) -> (i32) {
      %z = scf.if %c -> (i32) {
        scf.yield %b : i32
      } else {
        %q = arith.addi %b, %b : i32
        scf.yield %q : i32
      }
      scf.yield %z : i32
    }
    scf.if %c {
      "test.foo"() : () -> ()
    }
    scf.yield %y : i32
  } loc("forloc")
  scf.for unsigned %k = %lb to %ub step %st {
    scf.if %c {
      "test.bar"() : () -> ()
    } else {
      "test.baz"() : () -> ()
    }
  }
  scf.for %k = %lb to %ub step %st {
  }
  return %r : i32
}

func.func @e(%c: i1, %x: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %r:2 = scf.execute_region -> (i32, i64) {
    %k = arith.constant 7 : i64
    cf.cond_br %c, ^bb1(%x : i32), ^bb2
  ^bb1(%v: i32):
    %s = arith.addi %v, %v : i32
    scf.yield %s, %k : i32, i64
  ^bb2:
    %f = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
      %n = scf.execute_region -> i32 {
        %m = arith.muli %a, %a : i32
        scf.yield %m : i32
      }
      scf.yield %n : i32
    }
    scf.yield %f, %k : i32, i64
  } loc("execloc")
  scf.execute_region {
    "test.side"() : () -> ()
    scf.yield
  }
  scf.execute_region no_inline {
    "test.noinline"() : () -> ()
    scf.yield
  }
  return %r#0 : i32
}

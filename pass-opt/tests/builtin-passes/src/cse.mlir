func.func @regions(%a: i32, %b: i1, %lb: index, %ub: index, %st: index) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = scf.if %b -> i32 {
    %x = arith.addi %a, %c1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %b -> i32 {
    %c1b = arith.constant 1 : i32
    %x = arith.addi %a, %c1b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> i32 {
    %y = arith.muli %acc, %acc : i32
    scf.yield %y : i32
  }
  %3 = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> i32 {
    %y = arith.muli %acc, %acc : i32
    scf.yield %y : i32
  }
  %4 = scf.if %b -> i32 {
    %z = arith.addi %c1, %a : i32
    %w = arith.addi %a, %c1 : i32
    %v = arith.addi %z, %w : i32
    scf.yield %v : i32
  } else {
    scf.yield %a : i32
  }
  %d1 = arith.addi %a, %a : i32
  %d2 = arith.muli %d1, %d1 : i32
  %e = "test.op"() ({
    %q = arith.addi %a, %c1 : i32
    "test.use"(%q) : (i32) -> ()
  }) : () -> (i32)
  %r = scf.execute_region -> i32 {
    %q = arith.addi %a, %c1 : i32
    cf.br ^bb1(%q : i32)
  ^bb1(%qq: i32):
    scf.yield %qq : i32
  }
  %r2 = scf.execute_region -> i32 {
    %q = arith.addi %a, %c1 : i32
    cf.br ^bb1(%q : i32)
  ^bb1(%qq: i32):
    scf.yield %qq : i32
  }
  %s1 = scf.execute_region -> i32 {
    %q = arith.addi %a, %c1 : i32
    scf.yield %q : i32
  }
  %s2 = scf.execute_region -> i32 {
    %q = arith.addi %a, %c1 : i32
    scf.yield %q : i32
  }
  "test.use"(%s1, %s2, %r, %r2, %e) : (i32, i32, i32, i32, i32) -> ()
  %f1 = arith.addi %a, %a : i32 loc("f1.mlir":1:1)
  %f2 = arith.addi %a, %a : i32 loc(unknown)
  %c1_32 = arith.constant 1 : i32 loc(unknown)
  %c1_64 = arith.constant 1 : i64 loc("x":2:2)
  %c1_32b = arith.constant 1 : i32 loc("x":3:3)
  %ca = arith.addi %a, %a {foo} : i32
  %cb = arith.addi %a, %a {foo} : i32
  %cc = arith.addi %a, %a {bar} : i32
  %ov = arith.addi %a, %a overflow<nsw> : i32
  "test.use"(%f1, %f2, %c1_32, %c1_64, %c1_32b, %ca, %cb, %cc, %ov) : (i32, i32, i32, i64, i32, i32, i32, i32, i32) -> ()
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
func.func @cfg(%a: i32, %b: i1) -> i32 {
  %c = arith.addi %a, %a : i32
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %d = arith.addi %a, %a : i32
  %e = arith.muli %a, %a : i32
  cf.br ^bb3(%d : i32)
^bb2:
  %f = arith.muli %a, %a : i32
  cf.br ^bb3(%f : i32)
^bb3(%x: i32):
  %g = arith.muli %a, %a : i32
  %h = arith.addi %g, %x : i32
  cf.br ^bb5(%h : i32)
^bb4:
  %u1 = arith.muli %a, %a : i32
  %u2 = arith.muli %a, %a : i32
  cf.br ^bb5(%u2 : i32)
^bb5(%y: i32):
  %k = arith.muli %a, %a : i32
  %l = arith.addi %k, %y : i32
  cf.cond_br %b, ^bb5(%l : i32), ^bb6
^bb6:
  return %l : i32
}
func.func @calls(%a: i32) -> i32 {
  %0 = func.call @calls(%a) : (i32) -> i32
  %1 = func.call @calls(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = builtin.unrealized_conversion_cast %2 : i32 to i64
  %4 = builtin.unrealized_conversion_cast %2 : i32 to i64
  %5 = builtin.unrealized_conversion_cast %2 : i32 to i64
  "test.use"(%3, %4) : (i64, i64) -> ()
  return %2 : i32
}
func.func @nested_commutative(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32, i32) {
  // Inside the regions compared, operands are compared in order: these two
  // stay (MLIR only reorders the operands of the ops it looks up).
  %0 = scf.if %c -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %x = arith.addi %b, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %2 = arith.muli %a, %b : i32
  %3 = arith.muli %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

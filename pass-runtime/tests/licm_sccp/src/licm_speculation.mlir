func.func @f(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %d1 = arith.divsi %a, %b : i32
    %d2 = arith.divui %a, %b : i32
    %d3 = arith.remsi %a, %b : i32
    %d4 = arith.remui %a, %b : i32
    %d5 = arith.floordivsi %a, %b : i32
    %d6 = arith.ceildivsi %a, %b : i32
    %d7 = arith.ceildivui %a, %b : i32
    %c3 = arith.constant 3 : i32
    %d8 = arith.divsi %a, %c3 : i32
    %cm1 = arith.constant -1 : i32
    %d9 = arith.divsi %a, %cm1 : i32
    %d10 = arith.divui %a, %cm1 : i32
    %cond = arith.cmpi slt, %a, %b : i32
    %if = scf.if %cond -> i32 {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    %in = scf.for %j = %c0 to %n step %c1 iter_args(%q = %a) -> i32 {
      %y = arith.muli %q, %b : i32
      scf.yield %y : i32
    }
    %in2 = scf.for %j = %c0 to %n step %c2 iter_args(%q = %a) -> i32 {
      %y = arith.muli %q, %b : i32
      scf.yield %y : i32
    }
    %w = scf.while (%arg = %a) : (i32) -> i32 {
      %cc = arith.cmpi slt, %arg, %b : i32
      scf.condition(%cc) %arg : i32
    } do {
    ^bb0(%arg2: i32):
      %z = arith.addi %a, %b : i32
      scf.yield %z : i32
    }
    %e = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    %s1 = arith.addi %d1, %d2 : i32
    %s2 = arith.addi %acc, %s1 : i32
    scf.yield %s2 : i32
  }
  return %r : i32
}

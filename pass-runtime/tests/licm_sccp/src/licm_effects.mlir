func.func private @effect(i32) -> i32
func.func @effects(%a: i32, %b: i32, %n: index, %cond: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %call = func.call @effect(%a) : (i32) -> i32
    %after = arith.addi %call, %b : i32
    %pure = arith.addi %a, %b : i32
    %if_pure = scf.if %cond -> i32 {
      %m = arith.muli %a, %pure : i32
      scf.yield %m : i32
    } else {
      scf.yield %b : i32
    }
    %if_effect = scf.if %cond -> i32 {
      %m = func.call @effect(%b) : (i32) -> i32
      scf.yield %m : i32
    } else {
      scf.yield %b : i32
    }
    %if_uses_iv = scf.if %cond -> index {
      scf.yield %i : index
    } else {
      scf.yield %c0 : index
    }
    %loop1 = scf.for %j = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
      %y = arith.addi %x, %b : i32
      scf.yield %y : i32
    }
    %loop2 = scf.for %j = %c0 to %n step %c2 iter_args(%x = %a) -> i32 {
      %y = arith.addi %x, %b : i32
      scf.yield %y : i32
    }
    %w = scf.while (%arg = %a) : (i32) -> i32 {
      %inv = arith.muli %b, %b : i32
      %cc = arith.cmpi slt, %arg, %inv : i32
      scf.condition(%cc) %arg : i32
    } do {
    ^bb0(%arg2: i32):
      %z = arith.xori %a, %b : i32
      %z2 = arith.addi %arg2, %z : i32
      scf.yield %z2 : i32
    }
    %e = scf.execute_region -> i32 {
      %v = arith.addi %a, %a : i32
      scf.yield %v : i32
    }
    %d1 = arith.divsi %a, %b : i32
    %c3 = arith.constant 3 : i32
    %d2 = arith.divsi %a, %c3 : i32
    %cm1 = arith.constant -1 : i32
    %d3 = arith.divsi %a, %cm1 : i32
    %d4 = arith.divui %a, %cm1 : i32
    %cz = arith.constant 0 : i32
    %d5 = arith.divui %a, %cz : i32
    %d6 = arith.ceildivsi %a, %c3 : i32
    %d7 = arith.ceildivui %a, %b : i32
    %d8 = arith.remsi %a, %b : i32
    %s1 = arith.addi %after, %if_pure : i32
    %s2 = arith.addi %s1, %if_effect : i32
    %s3 = arith.addi %s2, %loop1 : i32
    %s4 = arith.addi %s3, %loop2 : i32
    %s5 = arith.addi %s4, %w : i32
    %s6 = arith.addi %s5, %e : i32
    %s7 = arith.addi %s6, %d1 : i32
    %s8 = arith.addi %s7, %acc : i32
    scf.yield %s8 : i32
  }
  return %r : i32
}

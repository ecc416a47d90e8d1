func.func @if_const(%x: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %x : i32
  }
  %b = scf.if %false -> i32 {
    scf.yield %x : i32
  } else {
    %s = arith.addi %c1, %c2 : i32
    scf.yield %s : i32
  }
  return %a, %b : i32, i32
}
func.func @if_same_both(%cond: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %a = scf.if %cond -> i32 {
    %t = arith.addi %c1, %c1 : i32
    %u = arith.addi %t, %c1 : i32
    scf.yield %u : i32
  } else {
    scf.yield %c3 : i32
  }
  %b = scf.if %cond -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c3 : i32
  }
  return %b : i32
}
func.func @if_no_else(%x: i32) -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  scf.if %false {
    %d = arith.addi %c1, %c1 : i32
    func.call @use(%d) : (i32) -> ()
  }
  %true = arith.constant true
  scf.if %true {
    %d = arith.addi %c1, %c1 : i32
    func.call @use(%d) : (i32) -> ()
  }
  return %c1 : i32
}
func.func private @use(i32)
func.func @nested_if(%cond: i1, %x: i32) -> i32 {
  %true = arith.constant true
  %c5 = arith.constant 5 : i32
  %r = scf.if %cond -> i32 {
    %in = scf.if %true -> i32 {
      scf.yield %c5 : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %in : i32
  } else {
    scf.yield %c5 : i32
  }
  return %r : i32
}
func.func @for_iter_const(%n: index, %x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %c0_i32 = arith.constant 0 : i32
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c5, %b = %c0_i32, %c = %c5) -> (i32, i32, i32) {
    %b2 = arith.addi %b, %c5 : i32
    %c2 = arith.muli %c, %c5 : i32
    %m = arith.maxsi %a, %a : i32
    scf.yield %m, %b2, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @for_iv(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c7) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %z = arith.subi %ii, %ii : i32
    %s = arith.addi %a, %z : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @while_false(%x: i32) -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @while_unknown(%x: i32, %cond: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%a = %c1, %k = %c1) : (i32, i32) -> (i32, i32) {
    scf.condition(%cond) %a, %k : i32, i32
  } do {
  ^bb0(%b: i32, %k2: i32):
    %n = arith.addi %b, %x : i32
    scf.yield %n, %k2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @execute_region(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.execute_region -> i32 {
    %d = arith.muli %c2, %c2 : i32
    scf.yield %d : i32
  }
  %s = arith.addi %r, %x : i32
  return %s : i32
}

// Random call graph (cycles, private functions, multi-block callees, calls
// in scf.if), from a generator of the inliner's tests.
module {
  func.func @f0(%x: i32, %c: i1) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %x : i32
  ^bb2:
    %m = arith.muli %x, %x : i32
    return %m : i32
  }
  func.func private @f1(%x: i32, %c: i1) -> i32 {
    %r1 = func.call @f0(%x, %c) : (i32, i1) -> i32
    %a2 = arith.addi %r1, %x : i32
    %r3 = func.call @f0(%a2, %c) : (i32, i1) -> i32
    %a4 = arith.addi %r3, %x : i32
    %r5 = scf.if %c -> (i32) {
      %s5 = func.call @f1(%a4, %c) : (i32, i1) -> i32
      scf.yield %s5 : i32
    } else {
      scf.yield %a4 : i32
    }
    %a6 = arith.addi %r5, %x : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %a6 : i32
  ^bb2:
    %m = arith.muli %a6, %a6 : i32
    return %m : i32
  }
  func.func @f2(%x: i32, %c: i1) -> i32 {
    %r1 = scf.if %c -> (i32) {
      %s1 = func.call @f1(%x, %c) : (i32, i1) -> i32
      scf.yield %s1 : i32
    } else {
      scf.yield %x : i32
    }
    %a2 = arith.addi %r1, %x : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %a2 : i32
  ^bb2:
    %m = arith.muli %a2, %a2 : i32
    return %m : i32
  }
  func.func private @f3(%x: i32, %c: i1) -> i32 {
    %r1 = func.call @f3(%x, %c) : (i32, i1) -> i32
    %a2 = arith.addi %r1, %x : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %a2 : i32
  ^bb2:
    %m = arith.muli %a2, %a2 : i32
    return %m : i32
  }
  func.func private @f4(%x: i32, %c: i1) -> i32 {
    %r1 = func.call @f0(%x, %c) : (i32, i1) -> i32
    %a2 = arith.addi %r1, %x : i32
    %r3 = func.call @f4(%a2, %c) : (i32, i1) -> i32
    %a4 = arith.addi %r3, %x : i32
    %r5 = scf.if %c -> (i32) {
      %s5 = func.call @f2(%a4, %c) : (i32, i1) -> i32
      scf.yield %s5 : i32
    } else {
      scf.yield %a4 : i32
    }
    %a6 = arith.addi %r5, %x : i32
    return %a6 : i32
  }
}

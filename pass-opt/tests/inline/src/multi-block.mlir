// Callees with several blocks: the caller's block is split and returns become
// cf.br; not into a single-block region (scf.if); calls without results.
module {
  func.func private @multi(%c: i1, %a: i32) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%a : i32)
  ^bb1:
    %x = arith.addi %a, %a : i32
    return %x : i32
  ^bb2(%y: i32):
    return %y : i32
  }
  func.func private @single(%a: i32) -> i32 {
    %x = arith.muli %a, %a : i32
    return %x : i32
  }
  func.func @caller(%c: i1, %a: i32) -> i32 {
    %0 = func.call @multi(%c, %a) : (i1, i32) -> i32
    %1 = scf.if %c -> (i32) {
      %2 = func.call @multi(%c, %0) : (i1, i32) -> i32
      %3 = func.call @single(%2) : (i32) -> i32
      scf.yield %3 : i32
    } else {
      scf.yield %0 : i32
    }
    %4 = func.call @multi(%c, %1) : (i1, i32) -> i32
    %5 = arith.addi %4, %0 : i32
    return %5 : i32
  }
  func.func @noret() {
    func.call @eff() : () -> ()
    func.call @eff() : () -> ()
    return
  }
  func.func private @eff() {
    "foo.effect"() : () -> ()
    return
  }
}

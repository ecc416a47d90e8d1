// Calls in regions: multi-block callee into scf.execute_region (allowed) and
// scf.while (single-block), single-block callee into scf.for.
module {
  func.func private @ref_only(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @takes_ref() -> ((i32) -> i32) {
    %f = func.constant @ref_only : (i32) -> i32
    return %f : (i32) -> i32
  }
  func.func private @multi(%c: i1, %a: i32) -> (i32, i32) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %a, %a : i32, i32
  ^bb2:
    %x = arith.addi %a, %a : i32
    cf.br ^bb3(%x : i32)
  ^bb3(%y: i32):
    return %y, %a : i32, i32
  }
  func.func private @single(%a: i32) -> i32 {
    %x = arith.muli %a, %a : i32
    return %x : i32
  }
  func.func @caller(%c: i1, %a: i32) -> i32 {
    %0 = scf.execute_region -> i32 {
      %1:2 = func.call @multi(%c, %a) : (i1, i32) -> (i32, i32)
      scf.yield %1#0 : i32
    }
    %lb = arith.constant 0 : index
    %ub = arith.constant 4 : index
    %st = arith.constant 1 : index
    %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %0) -> (i32) {
      %s = func.call @single(%acc) : (i32) -> i32
      scf.yield %s : i32
    }
    %w:2 = scf.while (%x = %r) : (i32) -> (i32, i32) {
      %m:2 = func.call @multi(%c, %x) : (i1, i32) -> (i32, i32)
      scf.condition(%c) %m#0, %m#1 : i32, i32
    } do {
    ^bb0(%p: i32, %q: i32):
      scf.yield %p : i32
    }
    return %w#0 : i32
  }
  func.func @while_after(%c: i1, %a: i32) -> i32 {
    %w:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
      scf.condition(%c) %x, %x : i32, i32
    } do {
    ^bb0(%p: i32, %q: i32):
      %m:2 = func.call @multi(%c, %p) : (i1, i32) -> (i32, i32)
      scf.yield %m#0 : i32
    }
    return %w#0 : i32
  }
}

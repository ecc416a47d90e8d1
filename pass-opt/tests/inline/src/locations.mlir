// Inlined ops get callsite(callee at call) locations, chained for ops that
// already have a call-site location; none for a call at an unknown location.
module {
  func.func private @leaf(%a: i32) -> i32 {
    %c = arith.constant 1 : i32 loc("leaf.c")
    %r = arith.addi %a, %c : i32 loc(callsite("inner" at "outer"))
    return %r : i32 loc(unknown)
  }
  func.func @mid(%a: i32) -> i32 {
    %0 = func.call @leaf(%a) : (i32) -> i32 loc("mid.call")
    %1 = func.call @leaf(%0) : (i32) -> i32 loc(unknown)
    return %1 : i32
  }
  func.func @top(%a: i32) -> i32 {
    %0 = func.call @mid(%a) : (i32) -> i32 loc("top.call")
    return %0 : i32
  }
  func.func private @multi(%c: i1, %a: i32) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%a : i32) loc("m.br")
  ^bb1:
    return %a : i32 loc("m.ret1")
  ^bb2(%y: i32 loc("m.arg")):
    return %y : i32 loc("m.ret2")
  }
  func.func @cm(%c: i1, %a: i32) -> i32 {
    %0 = func.call @multi(%c, %a) : (i1, i32) -> i32 loc("cm.call")
    return %0 : i32
  }
}

// Calls with results: a private callee used once (inlined, then erased), a
// public one used twice (inlined, kept), an unused private function (erased)
// and a call to a declaration (kept).
module {
  func.func private @leaf(%a: i32) -> i32 {
    %c = arith.constant 1 : i32
    %r = arith.addi %a, %c : i32
    return %r : i32
  }
  func.func @pub(%a: i32) -> i32 {
    %r = arith.muli %a, %a : i32
    return %r : i32
  }
  func.func @caller(%a: i32) -> (i32, i32) {
    %0 = func.call @leaf(%a) : (i32) -> i32
    %1 = func.call @pub(%0) : (i32) -> i32
    %2 = func.call @pub(%1) : (i32) -> i32
    return %1, %2 : i32, i32
  }
  func.func private @unused(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @decl(i32) -> i32
  func.func @calls_decl(%a: i32) -> i32 {
    %0 = func.call @decl(%a) : (i32) -> i32
    return %0 : i32
  }
}

// Not inlined: no_inline on the call or on the callee, and a callee with an
// op of an unknown dialect.
module {
  func.func @noret() {
    func.call @eff() : () -> ()
    func.call @eff2() : () -> ()
    return
  }
  func.func private @eff() {
    "foo.effect"() : () -> ()
    return
  }
  func.func private @eff2() {
    %c = arith.constant 1 : i32
    return
  }
  func.func @nocall(%a: i32) -> i32 {
    %0 = func.call @callee(%a) {no_inline} : (i32) -> i32
    %1 = func.call @callee_noinline(%0) : (i32) -> i32
    return %1 : i32
  }
  func.func private @callee(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @callee_noinline(%a: i32) -> i32 attributes {no_inline} {
    return %a : i32
  }
}

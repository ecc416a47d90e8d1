// What is erased: private functions without uses (even one whose only caller
// is a dead function is kept, as MLIR counts); public functions in a private
// module are kept; references from non-call ops keep a function alive.
module {
  module @m attributes {sym_visibility = "private"} {
    func.func @pubunused(%a: i32) -> i32 {
      return %a : i32
    }
    func.func private @priv(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    func.func @user(%a: i32) -> i32 {
      %0 = func.call @priv(%a) : (i32) -> i32
      %1 = func.call @priv(%0) : (i32) -> i32
      return %1 : i32
    }
  }
  func.func private @u(%a: i32) -> i32 {
    %0 = func.call @p(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func private @p(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  func.func @outer(%a: i32) -> i32 {
    %0 = "foo.call"(%a) {callee = @m::@user} : (i32) -> i32
    return %0 : i32
  }
  "foo.keep"() {f = @kept} : () -> ()
  func.func private @kept() {
    return
  }
}

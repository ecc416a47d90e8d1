// Constants and dead code in functions of a module and in nested modules
// (one with no side effect at all: modules are symbols, never dead), for
// `canonicalize` scheduled on the module itself.
module {
  func.func @f(%a: i32) {
    "u.op"() : () -> ()
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c1b = arith.constant 1 : i32
    "u.use"(%c1, %c2, %c1b) : (i32, i32, i32) -> ()
    %dead = arith.muli %a, %a : i32
    return
  }
  module @inner {
    func.func @g(%b: i32) -> i32 {
      %c3 = arith.constant 3 : i32
      "u.op"() : () -> ()
      %c3b = arith.constant 3 : i32
      "u.use"(%c3b) : (i32) -> ()
      return %c3 : i32
    }
  }
  module @pure {
    func.func private @p(%a: i32) -> i32 {
      %m = arith.muli %a, %a : i32
      return %m : i32
    }
  }
  %c9 = "arith.constant"() {value = 9 : i32} : () -> i32
  "u.top"(%c9) : (i32) -> ()
}

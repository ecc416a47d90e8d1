// Nested modules: calls resolve in the nearest symbol table (two @f), the
// inlined functions of nested modules are simplified in place.
module {
  func.func private @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  module @m {
    func.func private @f(%a: i32) -> i32 {
      %0 = arith.muli %a, %a : i32
      return %0 : i32
    }
    func.func @g(%a: i32) -> i32 {
      %0 = func.call @f(%a) : (i32) -> i32
      %1 = func.call @h(%0) : (i32) -> i32
      return %1 : i32
    }
    func.func private @h(%a: i32) -> i32 {
      %0 = func.call @f(%a) : (i32) -> i32
      return %0 : i32
    }
    module @inner {
      func.func @k(%a: i32) -> i32 {
        %0 = func.call @k2(%a) : (i32) -> i32
        return %0 : i32
      }
      func.func private @k2(%a: i32) -> i32 {
        %c = arith.constant 3 : i32
        %0 = arith.subi %a, %c : i32
        return %0 : i32
      }
    }
  }
  func.func @top(%a: i32) -> i32 {
    %0 = func.call @f(%a) : (i32) -> i32
    %1 = "foo.call"(%0) {callee = @m::@g} : (i32) -> i32
    return %1 : i32
  }
}

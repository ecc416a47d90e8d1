module {
  module @lib attributes {sym_visibility = "public"} {
    func.func nested @helper(%x: i32, %y: i32) -> (i32, i32) {
      %s = arith.addi %x, %y : i32
      return %s, %y : i32, i32
    }
    func.func private @hidden(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @entry() -> (i32, i32, i32) {
      %c2 = arith.constant 2 : i32
      %c3 = arith.constant 3 : i32
      %r:2 = call @helper(%c2, %c3) : (i32, i32) -> (i32, i32)
      %h = call @hidden(%c3) : (i32) -> i32
      return %r#0, %r#1, %h : i32, i32, i32
    }
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @helper(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @entry() -> i32 {
      %c4 = arith.constant 4 : i32
      %r = call @helper(%c4) : (i32) -> i32
      return %r : i32
    }
  }
}

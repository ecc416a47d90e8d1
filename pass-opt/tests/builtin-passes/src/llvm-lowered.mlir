// Functions and calls, to run inline, symbol-dce, sccp and canonicalize on
// after convert-cf-to-llvm,convert-func-to-llvm (llvm.func is a callable).
module {
  func.func private @dead(%x: i32) -> i32 {
    return %x : i32
  }
  func.func private @pair(%x: i32) -> (i32, i32) {
    return %x, %x : i32, i32
  }
  func.func private @pick(%c: i1, %a: i32, %b: index) -> (i32, index) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %a, %b : i32, index
  ^bb2:
    %z = "test.z"() : () -> index
    return %a, %z : i32, index
  }
  func.func private @plus_one(%x: i32) -> i32 {
    %c = arith.constant 1 : i32
    %y = arith.addi %x, %c : i32
    return %y : i32
  }
  func.func private @ext(i32) -> i32
  func.func @main(%c: i1, %x: i32, %i: index) -> index {
    %a:2 = call @pair(%x) : (i32) -> (i32, i32)
    %b = call @ext(%a#1) : (i32) -> i32
    %k = arith.constant 4 : i32
    %p = call @plus_one(%k) : (i32) -> i32
    %r:2 = call @pick(%c, %b, %i) : (i1, i32, index) -> (i32, index)
    "test.use"(%r#0, %p) : (i32, i32) -> ()
    return %r#1 : index
  }
}

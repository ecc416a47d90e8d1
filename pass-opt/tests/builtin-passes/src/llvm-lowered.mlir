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
  // A constant condition: MLIR's LLVM branches do not tell SCCP which
  // successor it selects, so both stay live.
  func.func @constant_condition(%x: i32) -> i32 {
    %f = arith.constant false
    %c0 = arith.constant 0 : i32
    cf.cond_br %f, ^bb1, ^bb2
  ^bb1:
    %y = arith.muli %x, %c0 : i32
    cf.br ^bb3(%y : i32)
  ^bb2:
    cf.br ^bb3(%c0 : i32)
  ^bb3(%r: i32):
    return %r : i32
  }
}

// A one-region op of an unknown dialect in the caller (MLIR 22 crashes on
// this): the call next to it is inlined.
module {
  func.func @user() {
    func.call @p() : () -> ()
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    return
  }
  func.func private @p() {
    %c = arith.constant 1 : i32
    return
  }
}

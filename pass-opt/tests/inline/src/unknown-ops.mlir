// Ops of an unknown dialect: nothing is inlined into their regions; a symbol
// reference in their attributes keeps a private function alive.
module {
  func.func @user() {
    func.call @p() : () -> ()
    "foo.two"() ({
      func.call @p() : () -> ()
      "foo.end"() : () -> ()
    }, {
      "foo.end"() : () -> ()
    }) : () -> ()
    "foo.none"() {ref = @q} : () -> ()
    func.call @q() : () -> ()
    return
  }
  func.func private @p() {
    %c = arith.constant 1 : i32
    return
  }
  func.func private @q() {
    %c = arith.constant 2 : i32
    return
  }
}

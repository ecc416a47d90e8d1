module {
  func.func private @p() { return }
  func.func @f() {
    "foo.region"() ({
      "foo.x"() : () -> ()
    }) : () -> ()
    return
  }
}

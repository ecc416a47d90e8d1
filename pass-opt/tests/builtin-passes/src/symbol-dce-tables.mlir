module {
  func.func private @dead() { return }
  func.func private @live() { return }
  func.func nested @nest() { return }
  func.func @pub() {
    "foo.op"() {uses = [@live, @m2::@inner]} : () -> ()
    return
  }
  module {
    func.func private @anon_dead() { return }
    func.func @anon_pub() { return }
  }
  module @m1 {
    func.func @in_m1() { return }
  }
  module @m2 attributes {sym_visibility = "private"} {
    func.func @inner() { return }
    func.func @inner2() { return }
  }
  module @m3 attributes {sym_visibility = "private"} {
    func.func @inner3() { return }
  }
}

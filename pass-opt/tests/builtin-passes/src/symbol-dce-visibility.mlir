module {
  func.func nested @nest() { return }
  func.func @pub() { return }
  "foo.sym"() {sym_name = "x", sym_visibility = "private"} : () -> ()
  module @m4 attributes {sym_visibility = "nested"} {
    func.func @in_m4() { return }
    func.func nested @nest_m4() { return }
  }
  module @m5 attributes {sym_visibility = "private"} {
    func.func @in_m5() { return }
  }
  module @m6 {
    func.func nested @nest_m6() { return }
    func.func private @priv_m6() { return }
  }
}

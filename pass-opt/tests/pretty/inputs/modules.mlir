module @outer attributes {test.attr = [1, 2], test.unit} {
  module {
  }
  module @named {
    func.func private @inner()
  }
  builtin.module attributes {test.b} {
    module {
      func.func @deep() {
        return
      }
    }
  }
  "builtin.module"() ({
    func.func @in_generic() {
      "func.return"() : () -> ()
    }
  }) {test.generic} : () -> ()
}

module @outer attributes {test.attr = [1, 2], test.unit} {
  module {
  }
  module @named {
    func.func private @inner()
  }
  module attributes {test.b} {
    module {
      func.func @deep() {
        return
      }
    }
  }
  module attributes {test.generic} {
    func.func @in_generic() {
      return
    }
  }
}


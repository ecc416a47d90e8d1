module {
  func.func @f() {
    return
  } // the end


module {
  func.func @a() {
    return
  }
  "test.top"() : () -> ()
  func.func private @b(i32) -> i32
}


module {
  func.func private @a() { return }
  func.func private @b() {
    func.call @a() : () -> ()
    return
  }
  func.func private @c() {
    "test.x"() {refs = {inner = [@b, @nonexistent::@q]}} : () -> ()
    return
  }
  func.func @entry() {
    "test.y"() ({
      "test.z"() {r = @c} : () -> ()
    }) : () -> ()
    return
  }
  module @mm attributes {sym_visibility = "private"} {
    func.func nested @deep() { return }
    func.func private @deep_priv() { return }
    module @inner {
      func.func nested @deeper() { return }
    }
  }
  func.func private @user() {
    "test.w"() {r = @mm::@inner::@deeper} : () -> ()
    return
  }
  "test.top"() {r = @user} : () -> ()
  "test.sym"() {sym_name = "unreg", sym_visibility = "private"} : () -> ()
  "test.top2"() {r = @unreg} : () -> ()
}

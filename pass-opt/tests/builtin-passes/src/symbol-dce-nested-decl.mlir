module {
  func.func private @dead_private_decl()
  func.func nested @dead_nested_decl()
  func.func private @live_private_decl()
  func.func nested @live_nested_decl()
  func.func @pub() {
    "test.use"() {uses = [@live_private_decl, @live_nested_decl]} : () -> ()
    return
  }
  module @pub_module {
    func.func nested @kept_nested_decl()
    func.func nested @dead_nested_decl_in_module()
    func.func private @used_private_decl()
    func.func nested @used_nested_def() {
      "test.use"() {uses = [@used_private_decl]} : () -> ()
      return
    }
  }
  module @hidden_module attributes {sym_visibility = "private"} {
    func.func nested @nested_decl_in_hidden()
  }
  module @nested_module attributes {sym_visibility = "nested"} {
    func.func nested @nested_decl_in_nested()
  }
  "test.use"() {uses = [@pub_module::@used_nested_def, @pub_module::@kept_nested_decl, @hidden_module, @nested_module]} : () -> ()
}

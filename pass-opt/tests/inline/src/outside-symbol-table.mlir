// A private function that is not directly in a symbol table is never
// discarded; an unused one in the module is.
module {
  "foo.wrap2"() ({
    func.func private @g(%a: i32) -> i32 {
      return %a : i32
    }
    "foo.end"() : () -> ()
  }, {
    "foo.end"() : () -> ()
  }) : () -> ()
  func.func private @unused() {
    return
  }
}

// Top-level ops without an explicit module get the implicit one.
func.func @a() {
  return
}
"test.top"() : () -> ()
func.func private @b(i32) -> i32

func.func @f() {
  %0 = "foo.x"() : () -> (() -> ())
  call_indirect %0( : () -> ()
  return
}

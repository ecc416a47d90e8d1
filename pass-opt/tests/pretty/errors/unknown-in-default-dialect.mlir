func.func @f() {
  %0 = foo
  return
}

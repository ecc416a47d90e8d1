func.func @f() {
  %0 = constant 3 : () -> ()
  return
}

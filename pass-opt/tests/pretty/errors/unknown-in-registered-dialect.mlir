func.func @f() {
  func.frobnicate
  return
}

func.func f() {
  return
}

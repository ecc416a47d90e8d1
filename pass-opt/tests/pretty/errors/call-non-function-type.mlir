func.func @f() {
  call @f() : i32
  return
}

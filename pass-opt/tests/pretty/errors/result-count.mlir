func.func @g() -> i32
func.func @f() {
  %a, %b = call @g() : () -> i32
  return
}

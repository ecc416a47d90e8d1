func.func @f() -> i64 {
  %0 = "foo.x"() : () -> i32
  return %0 : i64
}

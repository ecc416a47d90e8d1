func.func private @f(i32, %a: i32)

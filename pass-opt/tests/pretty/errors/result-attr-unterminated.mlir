func.func @f() -> (i32 {a.b}, f32 {

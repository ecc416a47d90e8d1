module {
  func.func private @decl(i32, f32 {test.x}) -> (i32 {test.r}, f32) attributes {test.y}
  func.func private @no_results(i32)
  func.func private @one_result() -> i32
  func.func private @function_result() -> ((i32) -> i32)
  func.func private @function_result_attr() -> (i32 {test.a = 1 : i64})
  func.func private @many(i1, i8, index, f64, tensor<4xf32>, memref<?xi32>, vector<2xf16>) -> (i1, i8)
  func.func nested @nested_decl()
  func.func public @public_def(%arg0: i32 {test.first}, %arg1: i64) -> (i64 {test.res}) attributes {no_inline, test.z = "s"} {
    return %arg1 : i64
  }
  func.func @"quoted name"(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @shadow(%arg0: i32, %arg1: i32) -> (i32, i32) {
    return %arg0, %arg1 : i32, i32
  }
  func.func private @empty_arg_attrs(i32, f32)
}


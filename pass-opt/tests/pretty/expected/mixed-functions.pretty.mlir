module @m attributes {foo.bar = 1 : i32} {
  func.func private @decl(i32, f32 {foo.x}) -> (i32 {foo.r}, f32) attributes {foo.y}
  func.func nested @nd(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @f(%arg0: i32, %arg1: i32 {foo.z = 1 : i64}) -> i32 {
    %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32
    %f = constant @f : (i32, i32) -> i32
    %f_0 = constant @f : (i32, i32) -> i32
    %1 = call_indirect %f(%arg0, %0) : (i32, i32) -> i32
    %2 = "foo.f"() : () -> f32
    %3:2 = "foo.two"() : () -> (i32, i32)
    %4:2 = call @decl(%1, %2) : (i32, f32) -> (i32, f32)
    "foo.region"() ({
    ^bb0(%arg2: i32):
      "foo.yield"(%arg2) : (i32) -> ()
    }) : () -> ()
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    return %3#1 : i32
  }
  func.func @g() {
    return
  }
}


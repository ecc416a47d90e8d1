module @m attributes {foo.bar = 1 : i32} {
  func.func private @decl(i32, f32 {foo.x}) -> (i32 {foo.r}, f32) attributes {foo.y}
  func.func nested @nd(%a: i32) -> i32 { return %a : i32 }
  func.func @f(%a: i32, %b: i32 {foo.z = 1}) -> i32 {
    %c = "foo.add"(%a, %b) : (i32, i32) -> i32
    %f = func.constant @f : (i32, i32) -> i32
    %g = constant @f : (i32, i32) -> i32
    %r = call_indirect %f(%a, %c) : (i32, i32) -> i32
    %y = "foo.f"() : () -> f32
    %s:2 = "foo.two"() : () -> (i32, i32)
    %x:2 = func.call @decl(%r, %y) : (i32, f32) -> (i32, f32)
    "foo.region"() ({
      ^bb0(%q: i32):
      "foo.yield"(%q) : (i32) -> ()
    }) : () -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    func.return %s#1 : i32
  }
  func.func @g() {
    return
  }
}

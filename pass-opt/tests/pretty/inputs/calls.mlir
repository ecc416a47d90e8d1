func.func private @ext(i32) -> (i32, f32)
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @calls(%a: i32) -> (i32, f32) {
  %0 = call @callee(%a) {test.attr} : (i32) -> i32
  %r:2 = func.call @ext(%0) : (i32) -> (i32, f32)
  %f = constant @callee : (i32) -> i32
  %g = func.constant {test.c} @callee : (i32) -> i32
  %1 = call_indirect %f(%r#0) : (i32) -> i32
  %2 = func.call_indirect %g(%1) {test.i} : (i32) -> i32
  "test.use"(%2) : (i32) -> ()
  call @calls(%2) : (i32) -> (i32, f32)
  "test.region"() ({
    %f_0 = constant @callee : (i32) -> i32
    %h = func.constant @callee : (i32) -> i32
    "test.use"(%f_0, %h) : ((i32) -> i32, (i32) -> i32) -> ()
  }) : () -> ()
  return %r#0, %r#1 : i32, f32
}

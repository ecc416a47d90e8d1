module {
  func.func private @ext(i32) -> (i32, f32)
  func.func @callee(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @calls(%arg0: i32) -> (i32, f32) {
    %0 = call @callee(%arg0) {test.attr} : (i32) -> i32
    %1:2 = call @ext(%0) : (i32) -> (i32, f32)
    %f = constant @callee : (i32) -> i32
    %f_0 = constant {test.c} @callee : (i32) -> i32
    %2 = call_indirect %f(%1#0) : (i32) -> i32
    %3 = call_indirect %f_0(%2) {test.i} : (i32) -> i32
    "test.use"(%3) : (i32) -> ()
    %4:2 = call @calls(%3) : (i32) -> (i32, f32)
    "test.region"() ({
      %f_1 = func.constant @callee : (i32) -> i32
      %f_2 = func.constant @callee : (i32) -> i32
      "test.use"(%f_1, %f_2) : ((i32) -> i32, (i32) -> i32) -> ()
    }) : () -> ()
    return %1#0, %1#1 : i32, f32
  }
}

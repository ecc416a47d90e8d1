module {
  %0 = "foo.x"() : () -> i32
  func.func @f(%arg0: i32) -> i32 {
    %2 = "foo.y"(%arg0) : (i32) -> i32
    %f = constant @f : (i32) -> i32
    "foo.r"() ({
      %f_0 = func.constant @f : (i32) -> i32
      %3 = "foo.z"() : () -> i32
      "foo.t"() : () -> ()
    }, {
      %f_0 = func.constant @f : (i32) -> i32
      %3 = "foo.z"() : () -> i32
      "foo.t"() : () -> ()
    }) : () -> ()
    return %2 : i32
  }
  %1 = "foo.x"() : () -> i32
}


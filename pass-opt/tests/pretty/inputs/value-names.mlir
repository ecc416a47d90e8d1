%0 = "foo.x"() : () -> i32
func.func @f(%a: i32) -> i32 {
  %b = "foo.y"(%a) : (i32) -> i32
  %f = func.constant @f : (i32) -> i32
  "foo.r"() ({
    %f2 = func.constant @f : (i32) -> i32
    %q = "foo.z"() : () -> i32
    "foo.t"() : () -> ()
  }, {
    %f3 = func.constant @f : (i32) -> i32
    %q = "foo.z"() : () -> i32
    "foo.t"() : () -> ()
  }) : () -> ()
  return %b : i32
}
%1 = "foo.x"() : () -> i32

"builtin.module"() ({
  %0 = "foo.x"() : () -> i32
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %2 = "foo.y"(%arg0) : (i32) -> i32
    %3 = "func.constant"() <{value = @f}> : () -> ((i32) -> i32)
    "foo.r"() ({
      %6 = "func.constant"() <{value = @f}> : () -> ((i32) -> i32)
      %7 = "foo.z"() : () -> i32
      "foo.t"() : () -> ()
    }, {
      %4 = "func.constant"() <{value = @f}> : () -> ((i32) -> i32)
      %5 = "foo.z"() : () -> i32
      "foo.t"() : () -> ()
    }) : () -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  %1 = "foo.x"() : () -> i32
}) : () -> ()


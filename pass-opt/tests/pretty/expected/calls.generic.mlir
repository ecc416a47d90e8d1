"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee"}> ({
  ^bb0(%arg1: i32):
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "calls"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @callee}> {test.attr} : (i32) -> i32
    %1:2 = "func.call"(%0) <{callee = @ext}> : (i32) -> (i32, f32)
    %2 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
    %3 = "func.constant"() <{value = @callee}> {test.c} : () -> ((i32) -> i32)
    %4 = "func.call_indirect"(%2, %1#0) : ((i32) -> i32, i32) -> i32
    %5 = "func.call_indirect"(%3, %4) {test.i} : ((i32) -> i32, i32) -> i32
    "test.use"(%5) : (i32) -> ()
    %6:2 = "func.call"(%5) <{callee = @calls}> : (i32) -> (i32, f32)
    "test.region"() ({
      %7 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
      %8 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
      "test.use"(%7, %8) : ((i32) -> i32, (i32) -> i32) -> ()
    }) : () -> ()
    "func.return"(%1#0, %1#1) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()


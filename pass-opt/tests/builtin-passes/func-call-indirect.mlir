"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "direct"}> ({
  ^bb0(%arg3: i32, %arg4: f32):
    %1 = "func.constant"() <{value = @callee}> : () -> ((i32, f32) -> (i32, f32))
    %2:2 = "func.call_indirect"(%1, %arg3, %arg4) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
    "func.return"(%2#0, %2#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = ((i32, f32) -> (i32, f32), i32, f32) -> i32, sym_name = "indirect"}> ({
  ^bb0(%arg0: (i32, f32) -> (i32, f32), %arg1: i32, %arg2: f32):
    %0:2 = "func.call_indirect"(%arg0, %arg1, %arg2) {x.tag} : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
    "func.return"(%0#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


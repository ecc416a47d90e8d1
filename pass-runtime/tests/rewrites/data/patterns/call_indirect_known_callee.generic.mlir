// pattern: 
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.constant"() <{value = @g}> : () -> ((i32) -> i32)
    %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


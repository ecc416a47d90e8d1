"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "toy_print", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "id"}> ({
  ^bb0(%arg2: i64):
    "func.call"(%arg2) <{callee = @toy_print}> : (i64) -> ()
    "func.return"(%arg2) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i1) -> (), sym_name = "twice"}> ({
  ^bb0(%arg0: i64, %arg1: i1):
    %0 = "func.call"(%arg0) <{callee = @id}> : (i64) -> i64
    %1 = "func.call"(%0) <{callee = @id}> : (i64) -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


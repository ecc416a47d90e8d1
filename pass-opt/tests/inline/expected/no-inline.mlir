"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "noret"}> ({
    "func.call"() <{callee = @eff}> : () -> ()
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "eff", sym_visibility = "private"}> ({
    "foo.effect"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nocall"}> ({
  ^bb0(%arg2: i32):
    %0 = "func.call"(%arg2) <{callee = @callee, no_inline}> : (i32) -> i32
    %1 = "func.call"(%0) <{callee = @callee_noinline}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, no_inline, sym_name = "callee_noinline", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


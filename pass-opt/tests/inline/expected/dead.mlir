"builtin.module"() ({
  "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "pubunused"}> ({
    ^bb0(%arg3: i32):
      "func.return"(%arg3) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "user"}> ({
    ^bb0(%arg2: i32):
      %2 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%3) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "outer"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.call"(%arg0) {callee = @m::@user} : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
  "foo.keep"() {f = @kept} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kept", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


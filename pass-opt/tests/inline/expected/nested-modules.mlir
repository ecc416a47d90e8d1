"builtin.module"() ({
  "builtin.module"() <{sym_name = "m"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg2: i32):
      %4 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.muli"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%5) : (i32) -> ()
    }) : () -> ()
    "builtin.module"() <{sym_name = "inner"}> ({
      "func.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
      ^bb0(%arg1: i32):
        %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "func.return"(%3) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "foo.call"(%0) {callee = @m::@g} : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


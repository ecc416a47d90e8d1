"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "if_const"}> ({
  ^bb0(%arg20: i32):
    %29 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %30 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %32 = "arith.constant"() <{value = false}> : () -> i1
    %33 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%31, %29) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "if_same_both"}> ({
  ^bb0(%arg18: i1, %arg19: i32):
    %26 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %28 = "scf.if"(%arg18) ({
      "scf.yield"(%27) : (i32) -> ()
    }, {
      "scf.yield"(%26) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%28) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "if_no_else"}> ({
  ^bb0(%arg17: i32):
    %21 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = true}> : () -> i1
    %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%24) ({
      %25 = "arith.addi"(%23, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.call"(%25) <{callee = @use}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%22) ({
      "func.call"(%21) <{callee = @use}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "nested_if"}> ({
  ^bb0(%arg15: i1, %arg16: i32):
    %19 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> (i32, i32, i32), sym_name = "for_iter_const"}> ({
  ^bb0(%arg9: index, %arg10: i32):
    %12 = "arith.constant"() <{value = 25 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17:3 = "scf.for"(%16, %arg9, %15, %14, %13, %14) ({
    ^bb0(%arg11: index, %arg12: i32, %arg13: i32, %arg14: i32):
      %18 = "arith.addi"(%arg13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%14, %18, %14) : (i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32) -> (i32, i32, i32)
    "func.return"(%14, %17#1, %14) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "for_iv"}> ({
  ^bb0(%arg8: i32):
    %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_false"}> ({
  ^bb0(%arg7: i32):
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "while_unknown"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4:2 = "scf.while"(%3, %3) ({
    ^bb0(%arg5: i32, %arg6: i32):
      "scf.condition"(%arg2, %arg5, %3) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg3: i32, %arg4: i32):
      %5 = "arith.addi"(%arg3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5, %3) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "func.return"(%4#0, %3) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


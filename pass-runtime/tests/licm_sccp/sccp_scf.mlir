"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "if_const"}> ({
  ^bb0(%arg24: i32):
    %42 = "arith.constant"() <{value = true}> : () -> i1
    %43 = "arith.constant"() <{value = false}> : () -> i1
    %44 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %45 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %46 = "scf.if"(%42) ({
      "scf.yield"(%44) : (i32) -> ()
    }, {
      "scf.yield"(%arg24) : (i32) -> ()
    }) : (i1) -> i32
    %47 = "scf.if"(%43) ({
      "scf.yield"(%arg24) : (i32) -> ()
    }, {
      %48 = "arith.addi"(%44, %45) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%48) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%46, %47) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "if_same_both"}> ({
  ^bb0(%arg22: i1, %arg23: i32):
    %36 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %37 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %38 = "scf.if"(%arg22) ({
      %40 = "arith.addi"(%36, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %41 = "arith.addi"(%40, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%41) : (i32) -> ()
    }, {
      "scf.yield"(%37) : (i32) -> ()
    }) : (i1) -> i32
    %39 = "scf.if"(%arg22) ({
      "scf.yield"(%36) : (i32) -> ()
    }, {
      "scf.yield"(%37) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%39) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "if_no_else"}> ({
  ^bb0(%arg21: i32):
    %31 = "arith.constant"() <{value = false}> : () -> i1
    %32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.if"(%31) ({
      %35 = "arith.addi"(%32, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.call"(%35) <{callee = @use}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %33 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%33) ({
      %34 = "arith.addi"(%32, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.call"(%34) <{callee = @use}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%32) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "nested_if"}> ({
  ^bb0(%arg19: i1, %arg20: i32):
    %27 = "arith.constant"() <{value = true}> : () -> i1
    %28 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %29 = "scf.if"(%arg19) ({
      %30 = "scf.if"(%27) ({
        "scf.yield"(%28) : (i32) -> ()
      }, {
        "scf.yield"(%arg20) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%30) : (i32) -> ()
    }, {
      "scf.yield"(%28) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%29) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> (i32, i32, i32), sym_name = "for_iter_const"}> ({
  ^bb0(%arg13: index, %arg14: i32):
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %23:3 = "scf.for"(%19, %arg13, %20, %21, %22, %21) ({
    ^bb0(%arg15: index, %arg16: i32, %arg17: i32, %arg18: i32):
      %24 = "arith.addi"(%arg17, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %25 = "arith.muli"(%arg18, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "arith.maxsi"(%arg16, %arg16) : (i32, i32) -> i32
      "scf.yield"(%26, %24, %arg16) : (i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32) -> (i32, i32, i32)
    "func.return"(%23#0, %23#1, %23#2) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "for_iv"}> ({
  ^bb0(%arg10: i32):
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 4 : index}> : () -> index
    %14 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %15 = "scf.for"(%11, %13, %12, %14) ({
    ^bb0(%arg11: index, %arg12: i32):
      %16 = "arith.index_cast"(%arg11) : (index) -> i32
      %17 = "arith.subi"(%16, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "arith.addi"(%arg12, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%18) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_false"}> ({
  ^bb0(%arg7: i32):
    %7 = "arith.constant"() <{value = false}> : () -> i1
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "scf.while"(%8) ({
    ^bb0(%arg9: i32):
      "scf.condition"(%7, %arg9) : (i1, i32) -> ()
    }, {
    ^bb0(%arg8: i32):
      %10 = "arith.addi"(%arg8, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "while_unknown"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5:2 = "scf.while"(%4, %4) ({
    ^bb0(%arg5: i32, %arg6: i32):
      "scf.condition"(%arg2, %arg5, %arg6) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg3: i32, %arg4: i32):
      %6 = "arith.addi"(%arg3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6, %arg4) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "func.return"(%5#0, %5#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "scf.execute_region"() ({
      %3 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    %2 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "nest"}> ({
  ^bb0(%arg4: i32, %arg5: i32, %arg6: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "scf.for"(%3, %arg6, %4, %arg4) ({
    ^bb0(%arg7: index, %arg8: i32):
      %6 = "arith.index_cast"(%arg7) : (index) -> i32
      %7 = "scf.for"(%3, %arg6, %4, %arg8) ({
      ^bb0(%arg9: index, %arg10: i32):
        %8 = "scf.for"(%3, %arg6, %4, %arg10) ({
        ^bb0(%arg11: index, %arg12: i32):
          %11 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %12 = "arith.addi"(%11, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %13 = "arith.index_cast"(%arg9) : (index) -> i32
          %14 = "arith.addi"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %15 = "arith.constant"() <{value = 7 : i32}> : () -> i32
          %16 = "arith.muli"(%11, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %17 = "arith.index_cast"(%arg11) : (index) -> i32
          %18 = "arith.addi"(%arg12, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %19 = "arith.addi"(%18, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %20 = "arith.addi"(%19, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%20) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        %9 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "empty_and_terminator_only"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg3: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg1: index):
      "scf.for"(%0, %arg0, %1) ({
      ^bb0(%arg2: index):
        %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


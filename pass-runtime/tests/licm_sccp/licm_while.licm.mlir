"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "while_nest"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.while"(%arg0) ({
    ^bb0(%arg6: i32):
      %9 = "arith.cmpi"(%arg6, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%9, %arg6) : (i1, i32) -> ()
    }, {
    ^bb0(%arg3: i32):
      %5 = "arith.addi"(%arg3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "scf.for"(%0, %arg2, %1, %arg3) ({
      ^bb0(%arg4: index, %arg5: i32):
        %7 = "arith.addi"(%arg5, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %8 = "arith.addi"(%7, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%8) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


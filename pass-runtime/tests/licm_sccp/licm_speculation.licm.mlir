"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
    %4 = "arith.remui"(%arg0, %arg1) : (i32, i32) -> i32
    %5 = "arith.floordivsi"(%arg0, %arg1) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7 = "arith.divsi"(%arg0, %6) : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %9 = "arith.divui"(%arg0, %8) : (i32, i32) -> i32
    %10 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %11 = "scf.if"(%10) ({
      %28 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%28) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %12 = "scf.for"(%0, %arg2, %1, %arg0) ({
    ^bb0(%arg9: index, %arg10: i32):
      %27 = "arith.muli"(%arg10, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%27) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %13 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "scf.for"(%0, %arg2, %1, %arg0) ({
    ^bb0(%arg3: index, %arg4: i32):
      %15 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
      %16 = "arith.divui"(%arg0, %arg1) : (i32, i32) -> i32
      %17 = "arith.ceildivsi"(%arg0, %arg1) : (i32, i32) -> i32
      %18 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
      %19 = "arith.divsi"(%arg0, %8) : (i32, i32) -> i32
      %20 = "scf.for"(%0, %arg2, %2, %arg0) ({
      ^bb0(%arg7: index, %arg8: i32):
        %26 = "arith.muli"(%arg8, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%26) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %21 = "scf.while"(%arg0) ({
      ^bb0(%arg6: i32):
        %25 = "arith.cmpi"(%arg6, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "scf.condition"(%25, %arg6) : (i1, i32) -> ()
      }, {
      ^bb0(%arg5: i32):
        "scf.yield"(%13) : (i32) -> ()
      }) : (i32) -> i32
      %22 = "scf.execute_region"() ({
        "scf.yield"(%arg0) : (i32) -> ()
      }) : () -> i32
      %23 = "arith.addi"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %24 = "arith.addi"(%arg4, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%24) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


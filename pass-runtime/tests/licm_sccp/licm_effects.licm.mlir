"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "effect", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, i1) -> i32, sym_name = "effects"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg3) ({
      %41 = "arith.muli"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%41) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "scf.for"(%0, %arg2, %1, %arg0) ({
    ^bb0(%arg10: index, %arg11: i32):
      %40 = "arith.addi"(%arg11, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%40) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %9 = "arith.divsi"(%arg0, %8) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %11 = "arith.divui"(%arg0, %10) : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %13 = "arith.ceildivsi"(%arg0, %8) : (i32, i32) -> i32
    %14 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
    %15 = "scf.for"(%0, %arg2, %1, %arg0) ({
    ^bb0(%arg4: index, %arg5: i32):
      %16 = "func.call"(%arg0) <{callee = @effect}> : (i32) -> i32
      %17 = "arith.addi"(%16, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "scf.if"(%arg3) ({
        %39 = "func.call"(%arg1) <{callee = @effect}> : (i32) -> i32
        "scf.yield"(%39) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %19 = "scf.if"(%arg3) ({
        "scf.yield"(%arg4) : (index) -> ()
      }, {
        "scf.yield"(%0) : (index) -> ()
      }) : (i1) -> index
      %20 = "scf.for"(%0, %arg2, %2, %arg0) ({
      ^bb0(%arg8: index, %arg9: i32):
        %38 = "arith.addi"(%arg9, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%38) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %21 = "scf.while"(%arg0) ({
      ^bb0(%arg7: i32):
        %37 = "arith.cmpi"(%arg7, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "scf.condition"(%37, %arg7) : (i1, i32) -> ()
      }, {
      ^bb0(%arg6: i32):
        %36 = "arith.addi"(%arg6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%36) : (i32) -> ()
      }) : (i32) -> i32
      %22 = "scf.execute_region"() ({
        %35 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%35) : (i32) -> ()
      }) : () -> i32
      %23 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
      %24 = "arith.divsi"(%arg0, %10) : (i32, i32) -> i32
      %25 = "arith.divui"(%arg0, %12) : (i32, i32) -> i32
      %26 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
      %27 = "arith.addi"(%17, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.addi"(%27, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %29 = "arith.addi"(%28, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %30 = "arith.addi"(%29, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %31 = "arith.addi"(%30, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %32 = "arith.addi"(%31, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %33 = "arith.addi"(%32, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %34 = "arith.addi"(%33, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%34) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


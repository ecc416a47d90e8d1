"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "effect", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, i1) -> i32, sym_name = "effects"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "scf.for"(%0, %arg2, %1, %arg0) ({
    ^bb0(%arg4: index, %arg5: i32):
      %4 = "func.call"(%arg0) <{callee = @effect}> : (i32) -> i32
      %5 = "arith.addi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "scf.if"(%arg3) ({
        %41 = "arith.muli"(%arg0, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%41) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %8 = "scf.if"(%arg3) ({
        %40 = "func.call"(%arg1) <{callee = @effect}> : (i32) -> i32
        "scf.yield"(%40) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %9 = "scf.if"(%arg3) ({
        "scf.yield"(%arg4) : (index) -> ()
      }, {
        "scf.yield"(%0) : (index) -> ()
      }) : (i1) -> index
      %10 = "scf.for"(%0, %arg2, %1, %arg0) ({
      ^bb0(%arg10: index, %arg11: i32):
        %39 = "arith.addi"(%arg11, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%39) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %11 = "scf.for"(%0, %arg2, %2, %arg0) ({
      ^bb0(%arg8: index, %arg9: i32):
        %38 = "arith.addi"(%arg9, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%38) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %12 = "scf.while"(%arg0) ({
      ^bb0(%arg7: i32):
        %36 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %37 = "arith.cmpi"(%arg7, %36) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "scf.condition"(%37, %arg7) : (i1, i32) -> ()
      }, {
      ^bb0(%arg6: i32):
        %34 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
        %35 = "arith.addi"(%arg6, %34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%35) : (i32) -> ()
      }) : (i32) -> i32
      %13 = "scf.execute_region"() ({
        %33 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%33) : (i32) -> ()
      }) : () -> i32
      %14 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
      %15 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %16 = "arith.divsi"(%arg0, %15) : (i32, i32) -> i32
      %17 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %18 = "arith.divsi"(%arg0, %17) : (i32, i32) -> i32
      %19 = "arith.divui"(%arg0, %17) : (i32, i32) -> i32
      %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %21 = "arith.divui"(%arg0, %20) : (i32, i32) -> i32
      %22 = "arith.ceildivsi"(%arg0, %15) : (i32, i32) -> i32
      %23 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
      %24 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
      %25 = "arith.addi"(%5, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "arith.addi"(%25, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %27 = "arith.addi"(%26, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.addi"(%27, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %29 = "arith.addi"(%28, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %30 = "arith.addi"(%29, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %31 = "arith.addi"(%30, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %32 = "arith.addi"(%31, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%32) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


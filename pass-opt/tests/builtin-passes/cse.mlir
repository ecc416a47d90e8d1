"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, index, index, index) -> (i32, i32, i32, i32), sym_name = "regions"}> ({
  ^bb0(%arg3: i32, %arg4: i1, %arg5: index, %arg6: index, %arg7: index):
    %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "scf.if"(%arg4) ({
      %54 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%54) : (i32) -> ()
    }, {
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i1) -> i32
    %20 = "scf.if"(%arg4) ({
      %52 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %53 = "arith.addi"(%arg3, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%53) : (i32) -> ()
    }, {
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i1) -> i32
    %21 = "scf.for"(%arg5, %arg6, %arg7, %arg3) ({
    ^bb0(%arg10: index, %arg11: i32):
      %51 = "arith.muli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%51) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %22 = "scf.for"(%arg5, %arg6, %arg7, %arg3) ({
    ^bb0(%arg8: index, %arg9: i32):
      %50 = "arith.muli"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%50) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %23 = "scf.if"(%arg4) ({
      %47 = "arith.addi"(%18, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %48 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %49 = "arith.addi"(%47, %48) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%49) : (i32) -> ()
    }, {
      "scf.yield"(%arg3) : (i32) -> ()
    }) : (i1) -> i32
    %24 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %25 = "arith.muli"(%24, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %26 = "test.op"() ({
      %46 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%46) : (i32) -> ()
    }) : () -> i32
    %27 = "scf.execute_region"() ({
      %44 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%44)[^bb1] : (i32) -> ()
    ^bb1(%45: i32):  // pred: ^bb0
      "scf.yield"(%45) : (i32) -> ()
    }) : () -> i32
    %28 = "scf.execute_region"() ({
      %42 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%42)[^bb1] : (i32) -> ()
    ^bb1(%43: i32):  // pred: ^bb0
      "scf.yield"(%43) : (i32) -> ()
    }) : () -> i32
    %29 = "scf.execute_region"() ({
      %41 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%41) : (i32) -> ()
    }) : () -> i32
    %30 = "scf.execute_region"() ({
      %40 = "arith.addi"(%arg3, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%40) : (i32) -> ()
    }) : () -> i32
    "test.use"(%29, %30, %27, %28, %26) : (i32, i32, i32, i32, i32) -> ()
    %31 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %32 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %33 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %34 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %35 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %36 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
    %37 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> {foo} : (i32, i32) -> i32
    %38 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> {bar} : (i32, i32) -> i32
    %39 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "test.use"(%31, %32, %33, %34, %35, %36, %37, %38, %39) : (i32, i32, i32, i64, i32, i32, i32, i32, i32) -> ()
    "func.return"(%19, %20, %21, %22) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "cfg"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    %6 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %7 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%7)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %9 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%9)[^bb3] : (i32) -> ()
  ^bb3(%10: i32):  // 2 preds: ^bb1, ^bb2
    %11 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.addi"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%12)[^bb5] : (i32) -> ()
  ^bb4:  // no predecessors
    %13 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%14)[^bb5] : (i32) -> ()
  ^bb5(%15: i32):  // 3 preds: ^bb3, ^bb4, ^bb5
    %16 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.addi"(%16, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg2, %17)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb6:  // pred: ^bb5
    "func.return"(%17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "calls"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @calls}> : (i32) -> i32
    %1 = "func.call"(%arg0) <{callee = @calls}> : (i32) -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i32) -> i64
    %4 = "builtin.unrealized_conversion_cast"(%2) : (i32) -> i64
    %5 = "builtin.unrealized_conversion_cast"(%2) : (i32) -> i64
    "test.use"(%3, %4) : (i64, i64) -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


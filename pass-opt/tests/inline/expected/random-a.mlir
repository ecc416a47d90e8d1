"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32, %arg7: i1):
    %40 = "func.call"(%arg6, %arg7) <{callee = @f0}> : (i32, i1) -> i32
    %41 = "arith.addi"(%40, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %42 = "func.call"(%41, %arg7) <{callee = @f1}> : (i32, i1) -> i32
    %43 = "arith.addi"(%42, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%43) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32, %arg5: i1):
    %33 = "func.call"(%arg4, %arg5) <{callee = @f3}> : (i32, i1) -> i32
    %34 = "arith.addi"(%33, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %35 = "func.call"(%34, %arg5) <{callee = @f5}> : (i32, i1) -> i32
    %36 = "arith.addi"(%35, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %37 = "func.call"(%36, %arg5) <{callee = @f1}> : (i32, i1) -> i32
    %38 = "arith.addi"(%37, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%38) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %39 = "arith.muli"(%38, %38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%39) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f3", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32, %arg3: i1):
    %22 = "func.call"(%arg2, %arg3) <{callee = @f0}> : (i32, i1) -> i32
    %23 = "arith.addi"(%22, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %24 = "scf.if"(%arg3) ({
      %32 = "func.call"(%23, %arg3) <{callee = @f1}> : (i32, i1) -> i32
      "scf.yield"(%32) : (i32) -> ()
    }, {
      "scf.yield"(%23) : (i32) -> ()
    }) : (i1) -> i32
    %25 = "arith.addi"(%24, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %26 = "func.call"(%25, %arg3) <{callee = @f1}> : (i32, i1) -> i32
    %27 = "arith.addi"(%26, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %28 = "func.call"(%27, %arg3) <{callee = @f1}> : (i32, i1) -> i32
    %29 = "arith.addi"(%28, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %30 = "arith.addi"(%29, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%30) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %31 = "arith.muli"(%30, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%31) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f5", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "func.call"(%arg0, %arg1) <{callee = @f0}> : (i32, i1) -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "scf.if"(%arg1) ({
      %21 = "func.call"(%1, %arg1) <{callee = @f1}> : (i32, i1) -> i32
      "scf.yield"(%21) : (i32) -> ()
    }, {
      "scf.yield"(%1) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "func.call"(%3, %arg1) <{callee = @f1}> : (i32, i1) -> i32
    %5 = "arith.addi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "func.call"(%5, %arg1) <{callee = @f1}> : (i32, i1) -> i32
    %7 = "arith.addi"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.addi"(%7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%8)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%9)[^bb3] : (i32) -> ()
  ^bb3(%10: i32):  // 2 preds: ^bb1, ^bb2
    %11 = "arith.addi"(%10, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "func.call"(%11, %arg1) <{callee = @f5}> : (i32, i1) -> i32
    %13 = "arith.addi"(%12, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "scf.if"(%arg1) ({
      %16 = "func.call"(%13, %arg1) <{callee = @f1}> : (i32, i1) -> i32
      %17 = "arith.addi"(%16, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "func.call"(%17, %arg1) <{callee = @f1}> : (i32, i1) -> i32
      %19 = "arith.addi"(%18, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "arith.addi"(%19, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%20) : (i32) -> ()
    }, {
      "scf.yield"(%13) : (i32) -> ()
    }) : (i1) -> i32
    %15 = "arith.addi"(%14, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg6: i32):
    %38 = "func.call"(%arg6) <{callee = @b}> : (i32) -> i32
    %39 = "arith.muli"(%38, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %40 = "arith.addi"(%39, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %41 = "arith.subi"(%40, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %42 = "arith.muli"(%41, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %43 = "arith.addi"(%42, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %44 = "arith.subi"(%43, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %45 = "arith.muli"(%44, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %46 = "arith.addi"(%45, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %47 = "arith.subi"(%46, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %48 = "arith.muli"(%47, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %49 = "arith.addi"(%48, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %50 = "arith.subi"(%49, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %51 = "arith.muli"(%50, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%51) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "b", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32):
    %34 = "func.call"(%arg5) <{callee = @b}> : (i32) -> i32
    %35 = "arith.muli"(%34, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %36 = "arith.addi"(%35, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %37 = "arith.subi"(%36, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%37) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32):
    %32 = "func.call"(%arg4) <{callee = @q}> : (i32) -> i32
    %33 = "func.call"(%32) <{callee = @q}> : (i32) -> i32
    "func.return"(%33) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "q", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32):
    %31 = "func.call"(%arg3) <{callee = @p}> : (i32) -> i32
    "func.return"(%31) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "user"}> ({
  ^bb0(%arg2: i32):
    %2 = "func.call"(%arg2) <{callee = @p}> : (i32) -> i32
    %3 = "func.call"(%2) <{callee = @p}> : (i32) -> i32
    %4 = "func.call"(%3) <{callee = @p}> : (i32) -> i32
    %5 = "func.call"(%4) <{callee = @p}> : (i32) -> i32
    %6 = "func.call"(%5) <{callee = @p}> : (i32) -> i32
    %7 = "func.call"(%6) <{callee = @p}> : (i32) -> i32
    %8 = "func.call"(%7) <{callee = @p}> : (i32) -> i32
    %9 = "func.call"(%8) <{callee = @p}> : (i32) -> i32
    %10 = "func.call"(%9) <{callee = @p}> : (i32) -> i32
    %11 = "func.call"(%10) <{callee = @p}> : (i32) -> i32
    %12 = "func.call"(%11) <{callee = @p}> : (i32) -> i32
    %13 = "func.call"(%12) <{callee = @p}> : (i32) -> i32
    %14 = "func.call"(%13) <{callee = @p}> : (i32) -> i32
    %15 = "func.call"(%14) <{callee = @p}> : (i32) -> i32
    %16 = "func.call"(%15) <{callee = @p}> : (i32) -> i32
    %17 = "func.call"(%16) <{callee = @p}> : (i32) -> i32
    %18 = "func.call"(%17) <{callee = @b}> : (i32) -> i32
    %19 = "arith.muli"(%18, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.addi"(%19, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "arith.subi"(%20, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %22 = "arith.muli"(%21, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %23 = "arith.addi"(%22, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %24 = "arith.subi"(%23, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %25 = "arith.muli"(%24, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %26 = "arith.addi"(%25, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %27 = "arith.subi"(%26, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %28 = "arith.muli"(%27, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %29 = "arith.addi"(%28, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %30 = "arith.subi"(%29, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%30) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "self"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "scf.if"(%arg1) ({
      %1 = "func.call"(%arg0, %arg1) <{callee = @self}> : (i32, i1) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


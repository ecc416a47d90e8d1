#loc2 = loc("src/random-c.mlir":4:17)
#loc3 = loc("src/random-c.mlir":4:26)
#loc9 = loc("src/random-c.mlir":12:25)
#loc10 = loc("src/random-c.mlir":12:34)
#loc25 = loc("src/random-c.mlir":31:17)
#loc26 = loc("src/random-c.mlir":31:26)
#loc37 = loc("src/random-c.mlir":46:25)
#loc38 = loc("src/random-c.mlir":46:34)
#loc46 = loc("src/random-c.mlir":56:25)
#loc47 = loc("src/random-c.mlir":56:34)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f0"}> ({
  ^bb0(%arg8: i32 loc("src/random-c.mlir":4:17), %arg9: i1 loc("src/random-c.mlir":4:26)):
    "cf.cond_br"(%arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    "func.return"(%arg8) : (i32) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    %22 = "arith.muli"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%22) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32 loc("src/random-c.mlir":12:25), %arg7: i1 loc("src/random-c.mlir":12:34)):
    %14 = "func.call"(%arg6, %arg7) <{callee = @f0}> : (i32, i1) -> i32 loc(#loc11)
    %15 = "arith.addi"(%14, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    %16 = "func.call"(%15, %arg7) <{callee = @f0}> : (i32, i1) -> i32 loc(#loc13)
    %17 = "arith.addi"(%16, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
    %18 = "scf.if"(%arg7) ({
      %21 = "func.call"(%17, %arg7) <{callee = @f1}> : (i32, i1) -> i32 loc(#loc16)
      "scf.yield"(%21) : (i32) -> () loc(#loc17)
    }, {
      "scf.yield"(%17) : (i32) -> () loc(#loc18)
    }) : (i1) -> i32 loc(#loc15)
    %19 = "arith.addi"(%18, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc19)
    "cf.cond_br"(%arg7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc20)
  ^bb1:  // pred: ^bb0
    "func.return"(%19) : (i32) -> () loc(#loc21)
  ^bb2:  // pred: ^bb0
    %20 = "arith.muli"(%19, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc22)
    "func.return"(%20) : (i32) -> () loc(#loc23)
  }) : () -> () loc(#loc8)
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f2"}> ({
  ^bb0(%arg4: i32 loc("src/random-c.mlir":31:17), %arg5: i1 loc("src/random-c.mlir":31:26)):
    %10 = "scf.if"(%arg5) ({
      %13 = "func.call"(%arg4, %arg5) <{callee = @f1}> : (i32, i1) -> i32 loc(#loc28)
      "scf.yield"(%13) : (i32) -> () loc(#loc29)
    }, {
      "scf.yield"(%arg4) : (i32) -> () loc(#loc30)
    }) : (i1) -> i32 loc(#loc27)
    %11 = "arith.addi"(%10, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc31)
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc32)
  ^bb1:  // pred: ^bb0
    "func.return"(%11) : (i32) -> () loc(#loc33)
  ^bb2:  // pred: ^bb0
    %12 = "arith.muli"(%11, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc34)
    "func.return"(%12) : (i32) -> () loc(#loc35)
  }) : () -> () loc(#loc24)
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f3", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32 loc("src/random-c.mlir":46:25), %arg3: i1 loc("src/random-c.mlir":46:34)):
    %7 = "func.call"(%arg2, %arg3) <{callee = @f3}> : (i32, i1) -> i32 loc(#loc39)
    %8 = "arith.addi"(%7, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc40)
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc41)
  ^bb1:  // pred: ^bb0
    "func.return"(%8) : (i32) -> () loc(#loc42)
  ^bb2:  // pred: ^bb0
    %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc43)
    "func.return"(%9) : (i32) -> () loc(#loc44)
  }) : () -> () loc(#loc36)
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f4", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("src/random-c.mlir":56:25), %arg1: i1 loc("src/random-c.mlir":56:34)):
    %0 = "func.call"(%arg0, %arg1) <{callee = @f0}> : (i32, i1) -> i32 loc(#loc48)
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc49)
    %2 = "func.call"(%1, %arg1) <{callee = @f4}> : (i32, i1) -> i32 loc(#loc50)
    %3 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc51)
    %4 = "scf.if"(%arg1) ({
      %6 = "func.call"(%3, %arg1) <{callee = @f2}> : (i32, i1) -> i32 loc(#loc53)
      "scf.yield"(%6) : (i32) -> () loc(#loc54)
    }, {
      "scf.yield"(%3) : (i32) -> () loc(#loc55)
    }) : (i1) -> i32 loc(#loc52)
    %5 = "arith.addi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc56)
    "func.return"(%5) : (i32) -> () loc(#loc57)
  }) : () -> () loc(#loc45)
}) : () -> () loc(#loc)
#loc = loc("src/random-c.mlir":3:1)
#loc1 = loc("src/random-c.mlir":4:3)
#loc4 = loc("src/random-c.mlir":5:5)
#loc5 = loc("src/random-c.mlir":7:5)
#loc6 = loc("src/random-c.mlir":9:10)
#loc7 = loc("src/random-c.mlir":10:5)
#loc8 = loc("src/random-c.mlir":12:3)
#loc11 = loc("src/random-c.mlir":13:11)
#loc12 = loc("src/random-c.mlir":14:11)
#loc13 = loc("src/random-c.mlir":15:11)
#loc14 = loc("src/random-c.mlir":16:11)
#loc15 = loc("src/random-c.mlir":17:11)
#loc16 = loc("src/random-c.mlir":18:13)
#loc17 = loc("src/random-c.mlir":19:7)
#loc18 = loc("src/random-c.mlir":21:7)
#loc19 = loc("src/random-c.mlir":23:11)
#loc20 = loc("src/random-c.mlir":24:5)
#loc21 = loc("src/random-c.mlir":26:5)
#loc22 = loc("src/random-c.mlir":28:10)
#loc23 = loc("src/random-c.mlir":29:5)
#loc24 = loc("src/random-c.mlir":31:3)
#loc27 = loc("src/random-c.mlir":32:11)
#loc28 = loc("src/random-c.mlir":33:13)
#loc29 = loc("src/random-c.mlir":34:7)
#loc30 = loc("src/random-c.mlir":36:7)
#loc31 = loc("src/random-c.mlir":38:11)
#loc32 = loc("src/random-c.mlir":39:5)
#loc33 = loc("src/random-c.mlir":41:5)
#loc34 = loc("src/random-c.mlir":43:10)
#loc35 = loc("src/random-c.mlir":44:5)
#loc36 = loc("src/random-c.mlir":46:3)
#loc39 = loc("src/random-c.mlir":47:11)
#loc40 = loc("src/random-c.mlir":48:11)
#loc41 = loc("src/random-c.mlir":49:5)
#loc42 = loc("src/random-c.mlir":51:5)
#loc43 = loc("src/random-c.mlir":53:10)
#loc44 = loc("src/random-c.mlir":54:5)
#loc45 = loc("src/random-c.mlir":56:3)
#loc48 = loc("src/random-c.mlir":57:11)
#loc49 = loc("src/random-c.mlir":58:11)
#loc50 = loc("src/random-c.mlir":59:11)
#loc51 = loc("src/random-c.mlir":60:11)
#loc52 = loc("src/random-c.mlir":61:11)
#loc53 = loc("src/random-c.mlir":62:13)
#loc54 = loc("src/random-c.mlir":63:7)
#loc55 = loc("src/random-c.mlir":65:7)
#loc56 = loc("src/random-c.mlir":67:11)
#loc57 = loc("src/random-c.mlir":68:5)


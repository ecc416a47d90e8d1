#loc2 = loc("src/canonicalize-forall.loc.mlir":1:36)
#loc7 = loc("src/canonicalize-forall.loc.mlir":5:15)
#loc11 = loc("src/canonicalize-forall.loc.mlir":10:29)
#loc13 = loc("src/canonicalize-forall.loc.mlir":11:15)
#loc14 = loc("src/canonicalize-forall.loc.mlir":11:19)
#loc19 = loc("src/canonicalize-forall.loc.mlir":17:15)
#loc20 = loc("src/canonicalize-forall.loc.mlir":17:19)
#loc24 = loc("src/canonicalize-forall.loc.mlir":22:22)
#loc26 = loc("src/canonicalize-forall.loc.mlir":23:20)
#loc27 = loc("src/canonicalize-forall.loc.mlir":23:43)
#loc31 = loc("src/canonicalize-forall.loc.mlir":28:19)
#loc33 = loc("src/canonicalize-forall.loc.mlir":29:15)
#loc34 = loc("src/canonicalize-forall.loc.mlir":29:19)
#loc38 = loc("src/canonicalize-forall.loc.mlir":34:26)
#loc39 = loc("src/canonicalize-forall.loc.mlir":34:45)
#loc41 = loc("src/canonicalize-forall.loc.mlir":35:22)
#loc42 = loc("src/canonicalize-forall.loc.mlir":35:45)
#loc43 = loc("src/canonicalize-forall.loc.mlir":35:54)
#loc47 = loc("src/canonicalize-forall.loc.mlir":40:31)
#loc48 = loc("src/canonicalize-forall.loc.mlir":40:42)
#loc50 = loc("src/canonicalize-forall.loc.mlir":41:20)
#loc51 = loc("src/canonicalize-forall.loc.mlir":41:24)
#loc52 = loc("src/canonicalize-forall.loc.mlir":41:51)
#loc56 = loc("src/canonicalize-forall.loc.mlir":46:35)
#loc57 = loc("src/canonicalize-forall.loc.mlir":46:46)
#loc60 = loc("src/canonicalize-forall.loc.mlir":48:20)
#loc61 = loc("src/canonicalize-forall.loc.mlir":48:24)
#loc62 = loc("src/canonicalize-forall.loc.mlir":48:74)
#loc66 = loc("src/canonicalize-forall.loc.mlir":53:34)
#loc70 = loc("src/canonicalize-forall.loc.mlir":56:15)
#loc71 = loc("src/canonicalize-forall.loc.mlir":56:19)
#loc75 = loc("src/canonicalize-forall.loc.mlir":61:22)
#loc79 = loc("src/canonicalize-forall.loc.mlir":64:15)
#loc80 = loc("src/canonicalize-forall.loc.mlir":64:19)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "dynamic_constant_bounds"}> ({
  ^bb0(%arg32: i32 loc("src/canonicalize-forall.loc.mlir":1:36)):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index loc(#loc4)
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc5)
    "scf.forall"(%9, %10, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg33: index loc("src/canonicalize-forall.loc.mlir":5:15)):
      "test.use"(%arg33, %arg32) : (index, i32) -> () loc(#loc8)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc6)
    }) : (index, index, index) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index) -> (), sym_name = "single_iteration"}> ({
  ^bb0(%arg29: index loc("src/canonicalize-forall.loc.mlir":10:29)):
    "scf.forall"(%arg29) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg30: index loc("src/canonicalize-forall.loc.mlir":11:15), %arg31: index loc("src/canonicalize-forall.loc.mlir":11:19)):
      "test.use"(%arg30, %arg31) : (index, index) -> () loc(#loc15)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc12)
    }) : (index) -> () loc(#loc12)
    "func.return"() : () -> () loc(#loc16)
  }) : () -> () loc(#loc10)
  "func.func"() <{function_type = () -> (), sym_name = "all_single"}> ({
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 3, 0>, staticStep = array<i64: 1, 5>, staticUpperBound = array<i64: 4, 5>}> ({
    ^bb0(%arg27: index loc("src/canonicalize-forall.loc.mlir":17:15), %arg28: index loc("src/canonicalize-forall.loc.mlir":17:19)):
      "test.use"(%arg27, %arg28) : (index, index) -> () loc(#loc21)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc18)
    }) : () -> () loc(#loc18)
    "func.return"() : () -> () loc(#loc22)
  }) : () -> () loc(#loc17)
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "zero_trip"}> ({
  ^bb0(%arg24: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":22:22)):
    %8 = "scf.forall"(%arg24) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 0>}> ({
    ^bb0(%arg25: index loc("src/canonicalize-forall.loc.mlir":23:20), %arg26: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":23:43)):
      "test.use"(%arg25, %arg26) : (index, tensor<4xf32>) -> () loc(#loc28)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc25)
    }) : (tensor<4xf32>) -> tensor<4xf32> loc(#loc25)
    "func.return"(%8) : (tensor<4xf32>) -> () loc(#loc29)
  }) : () -> () loc(#loc23)
  "func.func"() <{function_type = (index) -> (), sym_name = "mapped"}> ({
  ^bb0(%arg21: index loc("src/canonicalize-forall.loc.mlir":28:19)):
    "scf.forall"(%arg21) <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg22: index loc("src/canonicalize-forall.loc.mlir":29:15), %arg23: index loc("src/canonicalize-forall.loc.mlir":29:19)):
      "test.use"(%arg22, %arg23) : (index, index) -> () loc(#loc35)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc32)
    }) : (index) -> () loc(#loc32)
    "func.return"() : () -> () loc(#loc36)
  }) : () -> () loc(#loc30)
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "unused_output"}> ({
  ^bb0(%arg16: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":34:26), %arg17: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":34:45)):
    %7:2 = "scf.forall"(%arg16, %arg17) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg18: index loc("src/canonicalize-forall.loc.mlir":35:22), %arg19: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":35:45), %arg20: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":35:54)):
      "test.use"(%arg18, %arg19) : (index, tensor<4xf32>) -> () loc(#loc44)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc40)
    }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) loc(#loc40)
    "func.return"(%7#0) : (tensor<4xf32>) -> () loc(#loc45)
  }) : () -> () loc(#loc37)
  "func.func"() <{function_type = (index, tensor<4xf32>) -> tensor<4xf32>, sym_name = "output_not_updated"}> ({
  ^bb0(%arg11: index loc("src/canonicalize-forall.loc.mlir":40:31), %arg12: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":40:42)):
    %6 = "scf.forall"(%arg11, %arg12) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 5>}> ({
    ^bb0(%arg13: index loc("src/canonicalize-forall.loc.mlir":41:20), %arg14: index loc("src/canonicalize-forall.loc.mlir":41:24), %arg15: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":41:51)):
      "test.use"(%arg13, %arg14, %arg15) : (index, index, tensor<4xf32>) -> () loc(#loc53)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc49)
    }) : (index, tensor<4xf32>) -> tensor<4xf32> loc(#loc49)
    "func.return"(%6) : (tensor<4xf32>) -> () loc(#loc54)
  }) : () -> () loc(#loc46)
  "func.func"() <{function_type = (index, tensor<4xf32>) -> tensor<4xf32>, sym_name = "forall_partial_outputs"}> ({
  ^bb0(%arg6: index loc("src/canonicalize-forall.loc.mlir":46:35), %arg7: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":46:46)):
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc58)
    %5 = "scf.forall"(%arg6, %4, %arg7) <{operandSegmentSizes = array<i32: 0, 1, 1, 1>, staticLowerBound = array<i64: 0, 2>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 3>}> ({
    ^bb0(%arg8: index loc("src/canonicalize-forall.loc.mlir":48:20), %arg9: index loc("src/canonicalize-forall.loc.mlir":48:24), %arg10: tensor<4xf32> loc("src/canonicalize-forall.loc.mlir":48:74)):
      "test.use"(%arg8, %arg9, %arg10) : (index, index, tensor<4xf32>) -> () loc(#loc63)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc59)
    }) : (index, index, tensor<4xf32>) -> tensor<4xf32> loc(#loc59)
    "func.return"(%5) : (tensor<4xf32>) -> () loc(#loc64)
  }) : () -> () loc(#loc55)
  "func.func"() <{function_type = (index) -> (), sym_name = "forall_dynamic_single"}> ({
  ^bb0(%arg3: index loc("src/canonicalize-forall.loc.mlir":53:34)):
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc67)
    %3 = "arith.addi"(%arg3, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc68)
    "scf.forall"(%arg3, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
    ^bb0(%arg4: index loc("src/canonicalize-forall.loc.mlir":56:15), %arg5: index loc("src/canonicalize-forall.loc.mlir":56:19)):
      "test.use"(%arg4, %arg5) : (index, index) -> () loc(#loc72)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc69)
    }) : (index, index) -> () loc(#loc69)
    "func.return"() : () -> () loc(#loc73)
  }) : () -> () loc(#loc65)
  "func.func"() <{function_type = (index) -> (), sym_name = "forall_ub"}> ({
  ^bb0(%arg0: index loc("src/canonicalize-forall.loc.mlir":61:22)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc76)
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc(#loc77)
    "scf.forall"(%arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
    ^bb0(%arg1: index loc("src/canonicalize-forall.loc.mlir":64:15), %arg2: index loc("src/canonicalize-forall.loc.mlir":64:19)):
      "test.use"(%arg1, %arg2) : (index, index) -> () loc(#loc81)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc78)
    }) : (index, index) -> () loc(#loc78)
    "func.return"() : () -> () loc(#loc82)
  }) : () -> () loc(#loc74)
}) : () -> () loc(#loc)
#loc = loc("src/canonicalize-forall.loc.mlir":0:0)
#loc1 = loc("src/canonicalize-forall.loc.mlir":1:1)
#loc3 = loc("src/canonicalize-forall.loc.mlir":2:9)
#loc4 = loc("src/canonicalize-forall.loc.mlir":3:9)
#loc5 = loc("src/canonicalize-forall.loc.mlir":4:9)
#loc6 = loc("src/canonicalize-forall.loc.mlir":5:3)
#loc8 = loc("src/canonicalize-forall.loc.mlir":6:5)
#loc9 = loc("src/canonicalize-forall.loc.mlir":8:3)
#loc10 = loc("src/canonicalize-forall.loc.mlir":10:1)
#loc12 = loc("src/canonicalize-forall.loc.mlir":11:3)
#loc15 = loc("src/canonicalize-forall.loc.mlir":12:5)
#loc16 = loc("src/canonicalize-forall.loc.mlir":14:3)
#loc17 = loc("src/canonicalize-forall.loc.mlir":16:1)
#loc18 = loc("src/canonicalize-forall.loc.mlir":17:3)
#loc21 = loc("src/canonicalize-forall.loc.mlir":18:5)
#loc22 = loc("src/canonicalize-forall.loc.mlir":20:3)
#loc23 = loc("src/canonicalize-forall.loc.mlir":22:1)
#loc25 = loc("src/canonicalize-forall.loc.mlir":23:8)
#loc28 = loc("src/canonicalize-forall.loc.mlir":24:5)
#loc29 = loc("src/canonicalize-forall.loc.mlir":26:3)
#loc30 = loc("src/canonicalize-forall.loc.mlir":28:1)
#loc32 = loc("src/canonicalize-forall.loc.mlir":29:3)
#loc35 = loc("src/canonicalize-forall.loc.mlir":30:5)
#loc36 = loc("src/canonicalize-forall.loc.mlir":32:3)
#loc37 = loc("src/canonicalize-forall.loc.mlir":34:1)
#loc40 = loc("src/canonicalize-forall.loc.mlir":35:10)
#loc44 = loc("src/canonicalize-forall.loc.mlir":36:5)
#loc45 = loc("src/canonicalize-forall.loc.mlir":38:3)
#loc46 = loc("src/canonicalize-forall.loc.mlir":40:1)
#loc49 = loc("src/canonicalize-forall.loc.mlir":41:8)
#loc53 = loc("src/canonicalize-forall.loc.mlir":42:5)
#loc54 = loc("src/canonicalize-forall.loc.mlir":44:3)
#loc55 = loc("src/canonicalize-forall.loc.mlir":46:1)
#loc58 = loc("src/canonicalize-forall.loc.mlir":47:9)
#loc59 = loc("src/canonicalize-forall.loc.mlir":48:8)
#loc63 = loc("src/canonicalize-forall.loc.mlir":49:5)
#loc64 = loc("src/canonicalize-forall.loc.mlir":51:3)
#loc65 = loc("src/canonicalize-forall.loc.mlir":53:1)
#loc67 = loc("src/canonicalize-forall.loc.mlir":54:9)
#loc68 = loc("src/canonicalize-forall.loc.mlir":55:9)
#loc69 = loc("src/canonicalize-forall.loc.mlir":56:3)
#loc72 = loc("src/canonicalize-forall.loc.mlir":57:5)
#loc73 = loc("src/canonicalize-forall.loc.mlir":59:3)
#loc74 = loc("src/canonicalize-forall.loc.mlir":61:1)
#loc76 = loc("src/canonicalize-forall.loc.mlir":62:9)
#loc77 = loc("src/canonicalize-forall.loc.mlir":63:9)
#loc78 = loc("src/canonicalize-forall.loc.mlir":64:3)
#loc81 = loc("src/canonicalize-forall.loc.mlir":65:5)
#loc82 = loc("src/canonicalize-forall.loc.mlir":67:3)


"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32) -> (), sym_name = "parallel_invariant"}> ({
  ^bb0(%arg25: index, %arg26: index, %arg27: index, %arg28: i32, %arg29: i32):
    "scf.parallel"(%arg25, %arg25, %arg26, %arg26, %arg27, %arg27) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg30: index, %arg31: index):
      %15 = "arith.addi"(%arg28, %arg29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.index_cast"(%arg30) : (index) -> i32
      %17 = "arith.muli"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "arith.muli"(%15, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%17, %18) : (i32, i32) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, f32, f32) -> f32, sym_name = "parallel_reduce"}> ({
  ^bb0(%arg17: index, %arg18: index, %arg19: index, %arg20: f32, %arg21: f32):
    %11 = "scf.parallel"(%arg17, %arg18, %arg19, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg22: index):
      %12 = "arith.mulf"(%arg20, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.reduce"(%12) ({
      ^bb0(%arg23: f32, %arg24: f32):
        %13 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %14 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%14) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%11) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i32, tensor<8xi32>) -> tensor<8xi32>, sym_name = "forall_invariant"}> ({
  ^bb0(%arg11: index, %arg12: i32, %arg13: i32, %arg14: tensor<8xi32>):
    %7 = "scf.forall"(%arg11, %arg14) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg15: index, %arg16: tensor<8xi32>):
      %8 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.index_cast"(%arg15) : (index) -> i32
      %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%10) : (i32) -> ()
      "test.use"(%arg16) : (tensor<8xi32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%7) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "forall_static"}> ({
  ^bb0(%arg8: i32):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 2>, staticUpperBound = array<i64: 4, 8>}> ({
    ^bb0(%arg9: index, %arg10: index):
      %5 = "arith.muli"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "test.use"(%5, %6, %arg9) : (i32, i32, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "index_switch"}> ({
  ^bb0(%arg6: index, %arg7: i32):
    %3 = "scf.index_switch"(%arg6) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg7) : (i32) -> ()
    }, {
      %4 = "arith.addi"(%arg7, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index):
      "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg5: index):
        %0 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %1 = "arith.index_cast"(%arg4) : (index) -> i32
        %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "test.use"(%2) : (i32) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


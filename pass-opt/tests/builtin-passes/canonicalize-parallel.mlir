"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "single_iteration_dims"}> ({
  ^bb0(%arg57: index, %arg58: index, %arg59: index):
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%33, %arg57, %34, %arg58, %34, %arg59) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg60: index, %arg61: index):
      "test.use"(%arg60, %arg61) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "all_single"}> ({
  ^bb0(%arg52: f32):
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 1 : index}> : () -> index
    %28 = "arith.constant"() <{value = 4 : index}> : () -> index
    %29 = "arith.constant"() <{value = 5 : index}> : () -> index
    %30 = "scf.parallel"(%26, %28, %27, %29, %27, %27, %arg52) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg53: index, %arg54: index):
      %31 = "test.val"(%arg53, %arg54) : (index, index) -> f32
      "scf.reduce"(%31) ({
      ^bb0(%arg55: f32, %arg56: f32):
        %32 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%32) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    "func.return"(%30) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index, index) -> f32, sym_name = "zero_trip"}> ({
  ^bb0(%arg45: f32, %arg46: index, %arg47: index):
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "scf.parallel"(%22, %arg46, %21, %arg47, %22, %22, %arg45) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg48: index, %arg49: index):
      %24 = "test.val"(%arg48, %arg49) : (index, index) -> f32
      "scf.reduce"(%24) ({
      ^bb0(%arg50: f32, %arg51: f32):
        %25 = "arith.addf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%25) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    "func.return"(%23) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "equal_bounds"}> ({
  ^bb0(%arg42: index, %arg43: index):
    "scf.parallel"(%arg42, %arg42, %arg43) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg44: index):
      "test.use"(%arg44) : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested"}> ({
  ^bb0(%arg36: index, %arg37: index, %arg38: index):
    "scf.parallel"(%arg36, %arg37, %arg38) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg39: index):
      "scf.parallel"(%arg36, %arg36, %arg37, %arg37, %arg38, %arg38) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg40: index, %arg41: index):
        "test.use"(%arg39, %arg40, %arg41) : (index, index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested_dependent"}> ({
  ^bb0(%arg31: index, %arg32: index, %arg33: index):
    "scf.parallel"(%arg31, %arg32, %arg33) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg34: index):
      "scf.parallel"(%arg34, %arg32, %arg33) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg35: index):
        "test.use"(%arg34, %arg35) : (index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "all_single_no_results"}> ({
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%19, %20, %20) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg30: index):
      "test.use"(%arg30) : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "empty_body"}> ({
  ^bb0(%arg26: index, %arg27: index, %arg28: index):
    "scf.parallel"(%arg26, %arg27, %arg28) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg29: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested_single"}> ({
  ^bb0(%arg20: index, %arg21: index, %arg22: index):
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%17, %arg20, %18, %arg21, %18, %arg22) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg23: index, %arg24: index):
      "scf.parallel"(%arg20, %arg21, %arg22) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg25: index):
        "test.use"(%arg23, %arg25, %arg24) : (index, index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, f32) -> (f32, i32), sym_name = "partial_reduce"}> ({
  ^bb0(%arg11: index, %arg12: index, %arg13: f32):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %12:2 = "scf.parallel"(%9, %arg11, %10, %arg12, %10, %10, %arg13, %11) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg14: index, %arg15: index):
      %13 = "test.val"(%arg14, %arg15) : (index, index) -> f32
      %14 = "test.ival"(%arg14) : (index) -> i32
      "scf.reduce"(%13, %14) ({
      ^bb0(%arg18: f32, %arg19: f32):
        %16 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%16) : (f32) -> ()
      }, {
      ^bb0(%arg16: i32, %arg17: i32):
        %15 = "arith.muli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%15) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, index, index, index, f32, i32) -> (f32, i32)
    "func.return"(%12#0, %12#1) : (f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, i32) -> (f32, i32), sym_name = "all_single_two_reductions"}> ({
  ^bb0(%arg4: f32, %arg5: i32):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4:2 = "scf.parallel"(%2, %3, %3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg6: index):
      %5 = "test.val"(%arg6) : (index) -> f32
      %6 = "test.ival"(%arg6) : (index) -> i32
      "scf.reduce"(%5, %6) ({
      ^bb0(%arg9: f32, %arg10: f32):
        %8 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%8) : (f32) -> ()
      }, {
      ^bb0(%arg7: i32, %arg8: i32):
        %7 = "arith.muli"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%7) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, f32, i32) -> (f32, i32)
    "func.return"(%4#0, %4#1) : (f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "parallel_ub"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    "scf.parallel"(%arg0, %arg0, %1, %arg1, %0, %0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index, %arg3: index):
      "test.use"(%arg2, %arg3) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


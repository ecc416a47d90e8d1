"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "single_iteration_dims"}> ({
  ^bb0(%arg53: index, %arg54: index, %arg55: index):
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%31, %arg53, %32, %arg54, %32, %arg55) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg56: index, %arg57: index):
      "test.use"(%arg56, %arg57) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "all_single"}> ({
  ^bb0(%arg48: f32):
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26 = "arith.constant"() <{value = 4 : index}> : () -> index
    %27 = "arith.constant"() <{value = 5 : index}> : () -> index
    %28 = "scf.parallel"(%24, %26, %25, %27, %25, %25, %arg48) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg49: index, %arg50: index):
      %29 = "test.val"(%arg49, %arg50) : (index, index) -> f32
      "scf.reduce"(%29) ({
      ^bb0(%arg51: f32, %arg52: f32):
        %30 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%30) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    "func.return"(%28) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index, index) -> f32, sym_name = "zero_trip"}> ({
  ^bb0(%arg41: f32, %arg42: index, %arg43: index):
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "scf.parallel"(%20, %arg42, %19, %arg43, %20, %20, %arg41) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg44: index, %arg45: index):
      %22 = "test.val"(%arg44, %arg45) : (index, index) -> f32
      "scf.reduce"(%22) ({
      ^bb0(%arg46: f32, %arg47: f32):
        %23 = "arith.addf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%23) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    "func.return"(%21) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "equal_bounds"}> ({
  ^bb0(%arg38: index, %arg39: index):
    "scf.parallel"(%arg38, %arg38, %arg39) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg40: index):
      "test.use"(%arg40) : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested"}> ({
  ^bb0(%arg32: index, %arg33: index, %arg34: index):
    "scf.parallel"(%arg32, %arg33, %arg34) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg35: index):
      "scf.parallel"(%arg32, %arg32, %arg33, %arg33, %arg34, %arg34) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg36: index, %arg37: index):
        "test.use"(%arg35, %arg36, %arg37) : (index, index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested_dependent"}> ({
  ^bb0(%arg27: index, %arg28: index, %arg29: index):
    "scf.parallel"(%arg27, %arg28, %arg29) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg30: index):
      "scf.parallel"(%arg30, %arg28, %arg29) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg31: index):
        "test.use"(%arg30, %arg31) : (index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "all_single_no_results"}> ({
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%17, %18, %18) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg26: index):
      "test.use"(%arg26) : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "empty_body"}> ({
  ^bb0(%arg22: index, %arg23: index, %arg24: index):
    "scf.parallel"(%arg22, %arg23, %arg24) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg25: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested_single"}> ({
  ^bb0(%arg16: index, %arg17: index, %arg18: index):
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%15, %arg16, %16, %arg17, %16, %arg18) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg19: index, %arg20: index):
      "scf.parallel"(%arg16, %arg17, %arg18) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg21: index):
        "test.use"(%arg19, %arg21, %arg20) : (index, index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, f32) -> (f32, i32), sym_name = "partial_reduce"}> ({
  ^bb0(%arg7: index, %arg8: index, %arg9: f32):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10:2 = "scf.parallel"(%7, %arg7, %8, %arg8, %8, %8, %arg9, %9) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg10: index, %arg11: index):
      %11 = "test.val"(%arg10, %arg11) : (index, index) -> f32
      %12 = "test.ival"(%arg10) : (index) -> i32
      "scf.reduce"(%11, %12) ({
      ^bb0(%arg14: f32, %arg15: f32):
        %14 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%14) : (f32) -> ()
      }, {
      ^bb0(%arg12: i32, %arg13: i32):
        %13 = "arith.muli"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%13) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, index, index, index, f32, i32) -> (f32, i32)
    "func.return"(%10#0, %10#1) : (f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, i32) -> (f32, i32), sym_name = "all_single_two_reductions"}> ({
  ^bb0(%arg0: f32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2:2 = "scf.parallel"(%0, %1, %1, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg2: index):
      %3 = "test.val"(%arg2) : (index) -> f32
      %4 = "test.ival"(%arg2) : (index) -> i32
      "scf.reduce"(%3, %4) ({
      ^bb0(%arg5: f32, %arg6: f32):
        %6 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%6) : (f32) -> ()
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %5 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%5) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, f32, i32) -> (f32, i32)
    "func.return"(%2#0, %2#1) : (f32, i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cond_br_true"}> ({
  ^bb0(%arg5: i32):
    %29 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %30 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %32 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%32, %31, %arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%33: i32):  // pred: ^bb0
    "cf.br"(%31)[^bb3] : (i32) -> ()
  ^bb2(%34: i32):  // pred: ^bb0
    "cf.br"(%34)[^bb3] : (i32) -> ()
  ^bb3(%35: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%29) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cond_br_unknown"}> ({
  ^bb0(%arg3: i1, %arg4: i32):
    %25 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.cond_br"(%arg3, %25, %25)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%26: i32):  // pred: ^bb0
    "cf.br"(%25)[^bb3] : (i32) -> ()
  ^bb2(%27: i32):  // pred: ^bb0
    "cf.br"(%arg4)[^bb3] : (i32) -> ()
  ^bb3(%28: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%28) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "same_on_both_edges"}> ({
  ^bb0(%arg2: i1):
    %22 = "arith.constant"() <{value = 25 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "cf.cond_br"(%arg2, %23, %23)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%24: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%22) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "loop_constant_arg"}> ({
  ^bb0(%arg1: i32):
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.br"(%15, %16)[^bb1] : (i32, i32) -> ()
  ^bb1(%17: i32, %18: i32):  // 2 preds: ^bb0, ^bb1
    %19 = "arith.cmpi"(%18, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %20 = "arith.addi"(%18, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%19, %15, %15, %20)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb2(%21: i32):  // pred: ^bb1
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "switch_const"}> ({
    %9 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "cf.switch"(%12, %11, %10, %9)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
  ^bb1(%13: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "switch_default"}> ({
    %4 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "cf.switch"(%6, %5, %4)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%7: i32):  // pred: ^bb0
    "func.return"(%5) : (i32) -> ()
  ^bb2(%8: i32):  // pred: ^bb0
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead_block_uses"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "self_loop"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "entered_two_cycle"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "three_cycle"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "chain_into_cycle"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "cycle_with_arguments"}> ({
  ^bb0(%arg8: i32, %arg9: i32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "cycle_with_argument_used"}> ({
  ^bb0(%arg7: i32):
    "cf.br"(%arg7)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    "u.use"(%0) : (i32) -> ()
    "cf.br"(%0)[^bb1] : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_into_cycle"}> ({
  ^bb0(%arg6: i1):
    "cf.cond_br"(%arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "constant_cond_br_into_cycle"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_one_side_cycle"}> ({
  ^bb0(%arg5: i1):
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_chain_to_self_loop"}> ({
  ^bb0(%arg4: i1):
    "cf.cond_br"(%arg4)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cf.br"()[^bb2] : () -> ()
  ^bb3:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "chain_to_cycle_through_work"}> ({
  ^bb0(%arg3: i1):
    "cf.cond_br"(%arg3)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "u.work"() : () -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb3:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_into_cycle"}> ({
  ^bb0(%arg2: i32):
    "cf.switch"(%arg2)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb3
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "unreachable_cycle"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "two_cycles_entered_from_each"}> ({
  ^bb0(%arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb2
    "cf.br"()[^bb2] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "loop_with_exit"}> ({
  ^bb0(%arg0: i1):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


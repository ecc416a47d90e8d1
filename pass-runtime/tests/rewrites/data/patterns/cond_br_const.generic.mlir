// pattern: (anonymous namespace)::SimplifyConstCondBranchPred
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%0, %arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "func.return"(%1) : (i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb0
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


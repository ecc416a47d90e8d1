"builtin.module"() ({
  "scf.execute_region"() ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.constant"() <{value = dense<5> : vector<1xi32>}> : () -> vector<1xi32>
    "cf.switch"(%0, %0)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    "cf.assert"(%1) <{msg = "m"}> : (i1) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "scf.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()

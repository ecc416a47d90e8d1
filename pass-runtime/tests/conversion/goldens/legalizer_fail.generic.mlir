"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "fail_to_convert_illegal_op"}> ({
    %0 = "test.illegal_op_f"() : () -> i32 loc(#loc2)
    "func.return"(%0) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_fail.mlir":0:0)
#loc1 = loc("legalizer_fail.mlir":1:1)
#loc2 = loc("legalizer_fail.mlir":2:13)
#loc3 = loc("legalizer_fail.mlir":3:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "fail_to_convert_illegal_op_in_region"}> ({
    "test.region_builder"() : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_fail.mlir":5:9)
#loc1 = loc("legalizer_fail.mlir":6:1)
#loc2 = loc("legalizer_fail.mlir":7:3)
#loc3 = loc("legalizer_fail.mlir":8:3)

// -----
#loc3 = loc("legalizer_fail.mlir":13:10)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "fail_to_convert_region"}> ({
    "test.region"() ({
    ^bb0(%arg0: i64 loc("legalizer_fail.mlir":13:10)):
      "test.region_builder"() : () -> () loc(#loc4)
      "test.valid"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_fail.mlir":10:9)
#loc1 = loc("legalizer_fail.mlir":11:1)
#loc2 = loc("legalizer_fail.mlir":12:3)
#loc4 = loc("legalizer_fail.mlir":14:7)
#loc5 = loc("legalizer_fail.mlir":15:7)
#loc6 = loc("legalizer_fail.mlir":17:3)

// -----
#loc2 = loc("legalizer_fail.mlir":20:44)
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i32, sym_name = "rollback_after_partial_progress"}> ({
  ^bb0(%arg0: i64 loc("legalizer_fail.mlir":20:44)):
    %0 = "test.illegal_op_a"() : () -> i32 loc(#loc3)
    %1 = "test.illegal_op_c"() : () -> i32 loc(#loc4)
    %2 = "test.illegal_op_f"() : () -> i32 loc(#loc5)
    "func.return"(%0) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_fail.mlir":19:9)
#loc1 = loc("legalizer_fail.mlir":20:1)
#loc3 = loc("legalizer_fail.mlir":21:8)
#loc4 = loc("legalizer_fail.mlir":22:8)
#loc5 = loc("legalizer_fail.mlir":23:8)
#loc6 = loc("legalizer_fail.mlir":24:3)

// -----
#loc3 = loc("legalizer_fail.mlir":29:10)
#loc4 = loc("legalizer_fail.mlir":29:20)
#loc5 = loc("legalizer_fail.mlir":29:34)
#loc6 = loc("legalizer_fail.mlir":29:44)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "remap_moved_region_args"}> ({
    "test.region"() ({
    ^bb0(%arg0: i64 loc("legalizer_fail.mlir":29:10), %arg1: i16 loc("legalizer_fail.mlir":29:20), %arg2: i64 loc("legalizer_fail.mlir":29:34), %arg3: f32 loc("legalizer_fail.mlir":29:44)):
      "test.invalid"(%arg0, %arg2, %arg3) : (i64, i64, f32) -> () loc(#loc7)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_fail.mlir":26:9)
#loc1 = loc("legalizer_fail.mlir":27:1)
#loc2 = loc("legalizer_fail.mlir":28:3)
#loc7 = loc("legalizer_fail.mlir":30:7)
#loc8 = loc("legalizer_fail.mlir":32:3)


"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "multi_level_mapping"}> ({
    %0 = "test.type_producer"() : () -> i32 loc(#loc2)
    "test.type_consumer"(%0) : (i32) -> () loc(#loc3)
    "test.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":0:0)
#loc1 = loc("legalizer_full.mlir":1:1)
#loc2 = loc("legalizer_full.mlir":2:13)
#loc3 = loc("legalizer_full.mlir":3:3)
#loc4 = loc("legalizer_full.mlir":4:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dropped_region_with_illegal_ops"}> ({
    "test.drop_region_op"() ({
      %0 = "test.illegal_op_f"() : () -> i32 loc(#loc3)
      "test.return"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "test.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":6:9)
#loc1 = loc("legalizer_full.mlir":7:1)
#loc2 = loc("legalizer_full.mlir":8:3)
#loc3 = loc("legalizer_full.mlir":9:16)
#loc4 = loc("legalizer_full.mlir":10:5)
#loc5 = loc("legalizer_full.mlir":12:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "replace_non_root_illegal_op"}> ({
    %0 = "test.replace_non_root"() : () -> i32 loc(#loc2)
    "test.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":14:9)
#loc1 = loc("legalizer_full.mlir":15:1)
#loc2 = loc("legalizer_full.mlir":16:13)
#loc3 = loc("legalizer_full.mlir":17:3)

// -----
#loc6 = loc("legalizer_full.mlir":25:29)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "recursively_legal_invalid_op"}> ({
    "builtin.module"() ({
      %1 = "test.illegal_op_f"() : () -> i32 loc(#loc3)
    }) {test.recursively_legal} : () -> () loc(#loc2)
    "builtin.module"() ({
      "func.func"() <{function_type = (i64) -> (), sym_name = "dynamic_func"}> ({
      ^bb0(%arg0: i64 loc("legalizer_full.mlir":25:29)):
        %0 = "test.illegal_op_f"() : () -> i32 loc(#loc7)
        "test.return"() : () -> () loc(#loc8)
      }) {test.recursively_legal} : () -> () loc(#loc5)
    }) : () -> () loc(#loc4)
    "test.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":19:9)
#loc1 = loc("legalizer_full.mlir":20:1)
#loc2 = loc("legalizer_full.mlir":21:3)
#loc3 = loc("legalizer_full.mlir":22:16)
#loc4 = loc("legalizer_full.mlir":24:3)
#loc5 = loc("legalizer_full.mlir":25:5)
#loc7 = loc("legalizer_full.mlir":26:18)
#loc8 = loc("legalizer_full.mlir":27:7)
#loc9 = loc("legalizer_full.mlir":30:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_unknown_dynamically_legal"}> ({
    "foo.unknown_op"() {test.dynamically_legal} : () -> () loc(#loc2)
    "foo.unknown_op"() : () -> () loc(#loc3)
    "test.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":33:1)
#loc1 = loc("legalizer_full.mlir":34:3)
#loc2 = loc("legalizer_full.mlir":35:5)
#loc3 = loc("legalizer_full.mlir":36:5)
#loc4 = loc("legalizer_full.mlir":37:5)

// -----
#loc2 = loc("legalizer_full.mlir":41:48)
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "full_conversion_converts_everything"}> ({
  ^bb0(%arg0: i64 loc("legalizer_full.mlir":41:48)):
    %0 = "test.illegal_op_a"() : () -> i32 loc(#loc3)
    "test.invalid"(%arg0) : (i64) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":40:9)
#loc1 = loc("legalizer_full.mlir":41:1)
#loc3 = loc("legalizer_full.mlir":42:8)
#loc4 = loc("legalizer_full.mlir":43:3)

// -----
#loc2 = loc("legalizer_full.mlir":46:39)
#loc3 = loc("legalizer_full.mlir":46:51)
"builtin.module"() ({
  "func.func"() <{function_type = (i64, f32) -> (), sym_name = "full_conversion_rolls_back"}> ({
  ^bb0(%arg0: i64 loc("legalizer_full.mlir":46:39), %arg1: f32 loc("legalizer_full.mlir":46:51)):
    %0 = "test.illegal_op_c"() : () -> i32 loc(#loc4)
    "foo.unknown_op"(%0) : (i32) -> () loc(#loc5)
    "test.return"(%arg1) : (f32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_full.mlir":45:9)
#loc1 = loc("legalizer_full.mlir":46:1)
#loc4 = loc("legalizer_full.mlir":47:8)
#loc5 = loc("legalizer_full.mlir":48:3)
#loc6 = loc("legalizer_full.mlir":49:3)


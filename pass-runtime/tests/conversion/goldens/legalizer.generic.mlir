"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "verifyDirectPattern"}> ({
    %0 = "test.illegal_op_a"() : () -> i32 loc(#loc2)
    "func.return"(%0) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":0:0)
#loc1 = loc("legalizer.mlir":1:1)
#loc2 = loc("legalizer.mlir":2:13)
#loc3 = loc("legalizer.mlir":3:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "verifyLargerBenefit"}> ({
    %0 = "test.illegal_op_c"() : () -> i32 loc(#loc2)
    "func.return"(%0) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":5:9)
#loc1 = loc("legalizer.mlir":6:1)
#loc2 = loc("legalizer.mlir":7:13)
#loc3 = loc("legalizer.mlir":8:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> (), sym_name = "remap_input_1_to_0", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":10:9)
#loc1 = loc("legalizer.mlir":11:1)

// -----
#loc2 = loc("legalizer.mlir":13:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "remap_input_1_to_1"}> ({
  ^bb0(%arg0: i64 loc("legalizer.mlir":13:31)):
    "test.invalid"(%arg0) : (i64) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":12:9)
#loc1 = loc("legalizer.mlir":13:1)
#loc3 = loc("legalizer.mlir":14:3)

// -----
#loc2 = loc("legalizer.mlir":17:31)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "remap_input_1_to_N"}> ({
  ^bb0(%arg0: f32 loc("legalizer.mlir":17:31)):
    "test.return"(%arg0) : (f32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":16:9)
#loc1 = loc("legalizer.mlir":17:1)
#loc3 = loc("legalizer.mlir":18:3)

// -----
#loc2 = loc("legalizer.mlir":21:45)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "remap_input_1_to_N_remaining_use"}> ({
  ^bb0(%arg0: f32 loc("legalizer.mlir":21:45)):
    "work"(%arg0) : (f32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":20:9)
#loc1 = loc("legalizer.mlir":21:1)
#loc3 = loc("legalizer.mlir":22:3)

// -----
#loc2 = loc("legalizer.mlir":25:37)
"builtin.module"() ({
  "func.func"() <{function_type = (i42) -> (), sym_name = "remap_materialize_1_to_1"}> ({
  ^bb0(%arg0: i42 loc("legalizer.mlir":25:37)):
    "test.return"(%arg0) : (i42) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":24:9)
#loc1 = loc("legalizer.mlir":25:1)
#loc3 = loc("legalizer.mlir":26:3)

// -----
#loc2 = loc("legalizer.mlir":29:32)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "remap_input_to_self"}> ({
  ^bb0(%arg0: index loc("legalizer.mlir":29:32)):
    "work"(%arg0) : (index) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":28:9)
#loc1 = loc("legalizer.mlir":29:1)
#loc3 = loc("legalizer.mlir":30:3)

// -----
#loc2 = loc("legalizer.mlir":33:24)
#loc3 = loc("legalizer.mlir":33:36)
#loc4 = loc("legalizer.mlir":33:50)
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i16, i64) -> (i64, i64), sym_name = "remap_multi"}> ({
  ^bb0(%arg0: i64 loc("legalizer.mlir":33:24), %arg1: i16 loc("legalizer.mlir":33:36), %arg2: i64 loc("legalizer.mlir":33:50)):
    "test.invalid"(%arg0, %arg2) : (i64, i64) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":32:9)
#loc1 = loc("legalizer.mlir":33:1)
#loc5 = loc("legalizer.mlir":34:2)

// -----
#loc3 = loc("legalizer.mlir":39:10)
#loc4 = loc("legalizer.mlir":39:20)
#loc5 = loc("legalizer.mlir":39:34)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "no_remap_nested"}> ({
    "foo.region"() ({
    ^bb0(%arg0: i64 loc("legalizer.mlir":39:10), %arg1: i16 loc("legalizer.mlir":39:20), %arg2: i64 loc("legalizer.mlir":39:34)):
      "test.invalid"(%arg0, %arg2) : (i64, i64) -> () loc(#loc6)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":36:9)
#loc1 = loc("legalizer.mlir":37:1)
#loc2 = loc("legalizer.mlir":38:3)
#loc6 = loc("legalizer.mlir":40:7)
#loc7 = loc("legalizer.mlir":42:3)

// -----
#loc3 = loc("legalizer.mlir":47:10)
#loc4 = loc("legalizer.mlir":47:20)
#loc5 = loc("legalizer.mlir":47:34)
#loc6 = loc("legalizer.mlir":47:44)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "remap_drop_region"}> ({
    "test.drop_region_op"() ({
    ^bb0(%arg0: i64 loc("legalizer.mlir":47:10), %arg1: i16 loc("legalizer.mlir":47:20), %arg2: i64 loc("legalizer.mlir":47:34), %arg3: f32 loc("legalizer.mlir":47:44)):
      "test.invalid"(%arg0, %arg2, %arg3) : (i64, i64, f32) -> () loc(#loc7)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":44:9)
#loc1 = loc("legalizer.mlir":45:1)
#loc2 = loc("legalizer.mlir":46:3)
#loc7 = loc("legalizer.mlir":48:7)
#loc8 = loc("legalizer.mlir":50:3)

// -----
#loc2 = loc("legalizer.mlir":53:33)
#loc3 = loc("legalizer.mlir":53:44)
"builtin.module"() ({
  "func.func"() <{function_type = (i16, i64) -> (), sym_name = "dropped_input_in_use"}> ({
  ^bb0(%arg0: i16 loc("legalizer.mlir":53:33), %arg1: i64 loc("legalizer.mlir":53:44)):
    "work"(%arg0) : (i16) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":52:9)
#loc1 = loc("legalizer.mlir":53:1)
#loc4 = loc("legalizer.mlir":54:3)

// -----
#loc2 = loc("legalizer.mlir":57:35)
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> i8, sym_name = "up_to_date_replacement"}> ({
  ^bb0(%arg0: i8 loc("legalizer.mlir":57:35)):
    %0 = "test.rewrite"(%arg0) : (i8) -> i8 loc(#loc3)
    %1 = "test.rewrite"(%0) : (i8) -> i8 loc(#loc4)
    "func.return"(%1) : (i8) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":56:9)
#loc1 = loc("legalizer.mlir":57:1)
#loc3 = loc("legalizer.mlir":58:13)
#loc4 = loc("legalizer.mlir":59:13)
#loc5 = loc("legalizer.mlir":60:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "create_block"}> ({
    "test.create_block"() : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":62:9)
#loc1 = loc("legalizer.mlir":63:1)
#loc2 = loc("legalizer.mlir":64:3)
#loc3 = loc("legalizer.mlir":65:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "create_illegal_block"}> ({
    "test.create_illegal_block"() : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":67:9)
#loc1 = loc("legalizer.mlir":68:1)
#loc2 = loc("legalizer.mlir":69:3)
#loc3 = loc("legalizer.mlir":70:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "undo_block_erase"}> ({
    "test.undo_block_erase"() ({
      "unregistered.return"()[^bb1] : () -> () loc(#loc3)
    ^bb1:  // pred: ^bb0
      "unregistered.return"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":72:9)
#loc1 = loc("legalizer.mlir":73:1)
#loc2 = loc("legalizer.mlir":74:3)
#loc3 = loc("legalizer.mlir":75:5)
#loc4 = loc("legalizer.mlir":77:5)
#loc5 = loc("legalizer.mlir":79:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "blackhole"}> ({
    %0 = "test.blackhole_producer"() : () -> i32 loc(#loc2)
    "test.blackhole"(%0) : (i32) -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":81:9)
#loc1 = loc("legalizer.mlir":82:1)
#loc2 = loc("legalizer.mlir":83:12)
#loc3 = loc("legalizer.mlir":84:3)
#loc4 = loc("legalizer.mlir":85:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_move_op_before_rollback"}> ({
    "test.one_region_op"() ({
      %0 = "test.hoist_me"() : () -> i32 loc(#loc3)
      "test.valid"(%0) : (i32) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "test.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":87:9)
#loc1 = loc("legalizer.mlir":88:1)
#loc2 = loc("legalizer.mlir":89:3)
#loc3 = loc("legalizer.mlir":90:10)
#loc4 = loc("legalizer.mlir":91:5)
#loc5 = loc("legalizer.mlir":93:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "replace_non_root"}> ({
    %0 = "test.replace_non_root"() : () -> i32 loc(#loc2)
    "func.return"(%0) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":95:9)
#loc1 = loc("legalizer.mlir":96:1)
#loc2 = loc("legalizer.mlir":97:8)
#loc3 = loc("legalizer.mlir":98:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "type_producer_chain"}> ({
    %0 = "test.type_producer"() : () -> i32 loc(#loc2)
    "test.type_consumer"(%0) : (i32) -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":100:9)
#loc1 = loc("legalizer.mlir":101:1)
#loc2 = loc("legalizer.mlir":102:8)
#loc3 = loc("legalizer.mlir":103:3)
#loc4 = loc("legalizer.mlir":104:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "bounded_recursion"}> ({
    "test.recursive_rewrite"() <{depth = 3 : i64}> : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer.mlir":106:9)
#loc1 = loc("legalizer.mlir":107:1)
#loc2 = loc("legalizer.mlir":108:3)
#loc3 = loc("legalizer.mlir":109:3)


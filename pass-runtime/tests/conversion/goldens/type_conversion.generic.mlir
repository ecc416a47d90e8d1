#loc2 = loc("type_conversion.mlir":2:3)
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> (), sym_name = "test_invalid_arg_materialization"}> ({
  ^bb0(%arg0: i16 loc("type_conversion.mlir":2:3)):
    "foo.return"(%arg0) : (i16) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":0:0)
#loc1 = loc("type_conversion.mlir":1:1)
#loc3 = loc("type_conversion.mlir":3:3)

// -----
#loc2 = loc("type_conversion.mlir":6:43)
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "test_valid_arg_materialization"}> ({
  ^bb0(%arg0: i64 loc("type_conversion.mlir":6:43)):
    "foo.return"(%arg0) : (i64) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":5:9)
#loc1 = loc("type_conversion.mlir":6:1)
#loc3 = loc("type_conversion.mlir":7:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_invalid_result_materialization"}> ({
    %0 = "test.type_producer"() : () -> f16 loc(#loc2)
    "foo.return"(%0) : (f16) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":9:9)
#loc1 = loc("type_conversion.mlir":10:1)
#loc2 = loc("type_conversion.mlir":11:13)
#loc3 = loc("type_conversion.mlir":12:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_transitive_use_materialization"}> ({
    %0 = "test.another_type_producer"() : () -> f32 loc(#loc2)
    "foo.return"(%0) : (f32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":14:9)
#loc1 = loc("type_conversion.mlir":15:1)
#loc2 = loc("type_conversion.mlir":16:13)
#loc3 = loc("type_conversion.mlir":17:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_transitive_use_invalid_materialization"}> ({
    %0 = "test.another_type_producer"() : () -> f16 loc(#loc2)
    "foo.return"(%0) : (f16) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":19:9)
#loc1 = loc("type_conversion.mlir":20:1)
#loc2 = loc("type_conversion.mlir":21:13)
#loc3 = loc("type_conversion.mlir":22:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_valid_result_legalization"}> ({
    %0 = "test.type_producer"() : () -> f32 loc(#loc2)
    "foo.return"(%0) : (f32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":24:9)
#loc1 = loc("type_conversion.mlir":25:1)
#loc2 = loc("type_conversion.mlir":26:13)
#loc3 = loc("type_conversion.mlir":27:3)

// -----
#loc3 = loc("type_conversion.mlir":32:8)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_signature_conversion_undo"}> ({
    "test.signature_conversion_undo"() ({
    ^bb0(%arg0: f32 loc("type_conversion.mlir":32:8)):
      "test.type_consumer"(%arg0) : (f32) -> () loc(#loc4)
      "test.return"(%arg0) : (f32) -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":29:9)
#loc1 = loc("type_conversion.mlir":30:1)
#loc2 = loc("type_conversion.mlir":31:3)
#loc4 = loc("type_conversion.mlir":33:5)
#loc5 = loc("type_conversion.mlir":34:5)
#loc6 = loc("type_conversion.mlir":36:3)

// -----
#loc3 = loc("type_conversion.mlir":41:10)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_block_argument_not_converted"}> ({
    "test.unsupported_block_arg_type"() ({
    ^bb0(%arg0: index loc("type_conversion.mlir":41:10)):
      "test.return"(%arg0) : (index) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":38:9)
#loc1 = loc("type_conversion.mlir":39:1)
#loc2 = loc("type_conversion.mlir":40:3)
#loc4 = loc("type_conversion.mlir":42:7)
#loc5 = loc("type_conversion.mlir":44:3)

// -----
#loc3 = loc("type_conversion.mlir":49:8)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_signature_conversion_no_converter"}> ({
    "test.signature_conversion_no_converter"() ({
    ^bb0(%arg0: f32 loc("type_conversion.mlir":49:8)):
      "test.type_consumer"(%arg0) : (f32) -> () loc(#loc4)
      "test.return"(%arg0) : (f32) -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":46:9)
#loc1 = loc("type_conversion.mlir":47:1)
#loc2 = loc("type_conversion.mlir":48:3)
#loc4 = loc("type_conversion.mlir":50:5)
#loc5 = loc("type_conversion.mlir":51:5)
#loc6 = loc("type_conversion.mlir":53:3)

// -----
#loc3 = loc("type_conversion.mlir":58:8)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test_signature_conversion_no_converter_legal_user"}> ({
    "test.signature_conversion_no_converter"() ({
    ^bb0(%arg0: f32 loc("type_conversion.mlir":58:8)):
      "test.replace_with_legal_op"(%arg0) : (f32) -> () loc(#loc4)
      "test.return"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("type_conversion.mlir":55:9)
#loc1 = loc("type_conversion.mlir":56:1)
#loc2 = loc("type_conversion.mlir":57:3)
#loc4 = loc("type_conversion.mlir":59:5)
#loc5 = loc("type_conversion.mlir":60:5)
#loc6 = loc("type_conversion.mlir":62:3)


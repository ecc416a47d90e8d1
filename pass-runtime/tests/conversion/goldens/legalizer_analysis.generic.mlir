#loc2 = loc("legalizer_analysis.mlir":1:17)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "test"}> ({
  ^bb0(%arg0: f32 loc("legalizer_analysis.mlir":1:17)):
    %0 = "test.illegal_op_a"() : () -> i32 loc(#loc3)
    "foo.region"() ({
      "test.invalid"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("legalizer_analysis.mlir":0:0)
#loc1 = loc("legalizer_analysis.mlir":1:1)
#loc3 = loc("legalizer_analysis.mlir":2:13)
#loc4 = loc("legalizer_analysis.mlir":3:3)
#loc5 = loc("legalizer_analysis.mlir":4:7)
#loc6 = loc("legalizer_analysis.mlir":6:3)


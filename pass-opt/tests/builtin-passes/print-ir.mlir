#loc2 = loc("src/print-ir.loc.mlir":3:16)
#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("src/print-ir.loc.mlir":3:16)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> {m = #map} : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%0) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("src/print-ir.loc.mlir":2:1)
#loc1 = loc("x.mlir":3:4)
#loc3 = loc("a.mlir":1:1)
#loc4 = loc("b":2:2)
#loc5 = loc("src/print-ir.loc.mlir":5:5)
#loc6 = loc(fused[#loc3, #loc4])


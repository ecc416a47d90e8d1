#loc3 = loc("src/outside-symbol-table.mlir":5:26)
"builtin.module"() ({
  "foo.wrap2"() ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32 loc("src/outside-symbol-table.mlir":5:26)):
      "func.return"(%arg0) : (i32) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "foo.end"() : () -> () loc(#loc5)
  }, {
    "foo.end"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "unused", sym_visibility = "private"}> ({
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("src/outside-symbol-table.mlir":3:1)
#loc1 = loc("src/outside-symbol-table.mlir":4:3)
#loc2 = loc("src/outside-symbol-table.mlir":5:5)
#loc4 = loc("src/outside-symbol-table.mlir":6:7)
#loc5 = loc("src/outside-symbol-table.mlir":8:5)
#loc6 = loc("src/outside-symbol-table.mlir":10:5)
#loc7 = loc("src/outside-symbol-table.mlir":12:3)
#loc8 = loc("src/outside-symbol-table.mlir":13:5)


#loc2 = loc("src/cf-assert.loc.mlir":4:16)
#loc3 = loc("src/cf-assert.loc.mlir":4:24)
#loc10 = loc("src/cf-assert.loc.mlir":11:18)
#loc14 = loc("src/cf-assert.loc.mlir":16:16)
#loc15 = loc("src/cf-assert.loc.mlir":16:24)
#loc18 = loc("src/cf-assert.loc.mlir":19:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "a"}> ({
  ^bb0(%arg3: i1 loc("src/cf-assert.loc.mlir":4:16), %arg4: i1 loc("src/cf-assert.loc.mlir":4:24)):
    "cf.assert"(%arg3) <{msg = "first"}> : (i1) -> () loc(#loc4)
    "cf.assert"(%arg4) <{msg = "second \22quoted\22 \C3\A9"}> : (i1) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "builtin.module"() <{sym_name = "inner"}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "abort", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    }) : () -> () loc(#loc8)
    "func.func"() <{function_type = (i1) -> (), sym_name = "b"}> ({
    ^bb0(%arg2: i1 loc("src/cf-assert.loc.mlir":11:18)):
      "cf.assert"(%arg2) <{msg = "third"}> : (i1) -> () loc(#loc11)
      "func.return"() : () -> () loc(#loc12)
    }) : () -> () loc(#loc9)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (i1, index) -> index, sym_name = "e"}> ({
  ^bb0(%arg0: i1 loc("src/cf-assert.loc.mlir":16:16), %arg1: index loc("src/cf-assert.loc.mlir":16:24)):
    "cf.assert"(%arg0) <{msg = ""}> : (i1) -> () loc(#loc16)
    "cf.br"(%arg1)[^bb1] : (index) -> () loc(#loc17)
  ^bb1(%0: index loc("src/cf-assert.loc.mlir":19:8)):  // pred: ^bb0
    "func.return"(%0) : (index) -> () loc(#loc19)
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("src/cf-assert.loc.mlir":3:1)
#loc1 = loc("src/cf-assert.loc.mlir":4:3)
#loc4 = loc("src/cf-assert.loc.mlir":5:5)
#loc5 = loc("src/cf-assert.loc.mlir":6:5)
#loc6 = loc("src/cf-assert.loc.mlir":7:5)
#loc7 = loc("src/cf-assert.loc.mlir":9:3)
#loc8 = loc("src/cf-assert.loc.mlir":10:5)
#loc9 = loc("src/cf-assert.loc.mlir":11:5)
#loc11 = loc("src/cf-assert.loc.mlir":12:7)
#loc12 = loc("src/cf-assert.loc.mlir":13:7)
#loc13 = loc("src/cf-assert.loc.mlir":16:3)
#loc16 = loc("src/cf-assert.loc.mlir":17:5)
#loc17 = loc("src/cf-assert.loc.mlir":18:5)
#loc19 = loc("src/cf-assert.loc.mlir":20:5)


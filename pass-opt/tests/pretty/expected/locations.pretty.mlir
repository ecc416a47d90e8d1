#loc2 = loc("arg.c":1:2)
#loc3 = loc("locations.mlir":3:42)
module @m {
  func.func @f(%arg0: i32 loc("arg.c":1:2), %arg1: i32 loc("locations.mlir":3:42)) -> i32 {
    %0 = "test.op"(%arg0, %arg1) : (i32, i32) -> i32 loc(#loc4)
    return %0 : i32 loc(#loc5)
  } loc(#loc1)
  func.func private @decl(i32) loc(#loc6)
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("func.c":5:6)
#loc4 = loc("file.c":3:4)
#loc5 = loc("ret.c":7:8)
#loc6 = loc("locations.mlir":7:3)


module @m {
  func.func @f(%arg0: i32 loc("arg.c":1:2), %arg1: i32 loc("locations.mlir":3:42)) -> i32 {
    %0 = "test.op"(%arg0, %arg1) : (i32, i32) -> i32 loc("file.c":3:4)
    return %0 : i32 loc("ret.c":7:8)
  } loc("func.c":5:6)
  func.func private @decl(i32) loc("locations.mlir":7:3)
} loc(unknown)

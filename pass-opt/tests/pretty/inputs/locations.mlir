#loc = loc("file.c":3:4)
module @m {
  func.func @f(%a: i32 loc("arg.c":1:2), %b: i32) -> i32 {
    %0 = "test.op"(%a, %b) : (i32, i32) -> i32 loc(#loc)
    return %0 : i32 loc("ret.c":7:8)
  } loc("func.c":5:6)
  func.func private @decl(i32 loc("decl-arg":1:1))
} loc(unknown)

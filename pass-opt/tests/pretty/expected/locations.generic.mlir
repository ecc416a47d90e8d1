#loc2 = loc("arg.c":1:2)
#loc3 = loc("locations.mlir":3:42)
"builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("arg.c":1:2), %arg1: i32 loc("locations.mlir":3:42)):
    %0 = "test.op"(%arg0, %arg1) : (i32, i32) -> i32 loc(#loc4)
    "func.return"(%0) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc(unknown)
#loc1 = loc("func.c":5:6)
#loc4 = loc("file.c":3:4)
#loc5 = loc("ret.c":7:8)
#loc6 = loc("locations.mlir":7:3)


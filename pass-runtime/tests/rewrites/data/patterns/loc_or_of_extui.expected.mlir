#loc2 = loc("<stdin>":2:14)
#loc3 = loc("<stdin>":2:22)
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i8 loc("<stdin>":2:14), %arg1: i8 loc("<stdin>":2:22)):
    %0 = "arith.ori"(%arg0, %arg1) : (i8, i8) -> i8 loc(#loc8)
    %1 = "arith.extui"(%0) : (i8) -> i32 loc(#loc8)
    "func.return"(%1) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc4 = loc("o")
#loc5 = loc("x")
#loc6 = loc("y")
#loc7 = loc("r")
#loc8 = loc(fused[#loc4, #loc5, #loc6])


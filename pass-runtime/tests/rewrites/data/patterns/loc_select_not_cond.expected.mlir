#loc2 = loc("<stdin>":2:14)
#loc3 = loc("<stdin>":2:22)
#loc4 = loc("<stdin>":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1 loc("<stdin>":2:14), %arg1: i32 loc("<stdin>":2:22), %arg2: i32 loc("<stdin>":2:31)):
    %0 = "arith.select"(%arg0, %arg2, %arg1) : (i1, i32, i32) -> i32 loc(#loc8)
    "func.return"(%0) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc5 = loc("sel")
#loc6 = loc("t")
#loc7 = loc("r")
#loc8 = loc(fused[#loc5, #loc6])


#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc6)
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%1) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("y")
#loc4 = loc("c1")
#loc5 = loc("r")
#loc6 = loc(fused[#loc3, #loc4])


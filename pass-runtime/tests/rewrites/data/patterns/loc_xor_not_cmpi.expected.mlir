#loc2 = loc("<stdin>":2:14)
#loc3 = loc("<stdin>":2:23)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("<stdin>":2:14), %arg1: i32 loc("<stdin>":2:23)):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1 loc(#loc7)
    "func.return"(%0) : (i1) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc4 = loc("not")
#loc5 = loc("cmp")
#loc6 = loc("r")
#loc7 = loc(fused[#loc4, #loc5])


// pattern: (anonymous namespace)::SubILHSAddConstant
// debuginfo
#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc4)
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %3 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%3) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("c1")
#loc4 = loc("c2")
#loc5 = loc("x")
#loc6 = loc("y")
#loc7 = loc("r")


// pattern: SelectToExtUI
// debuginfo
#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
    %2 = "arith.select"(%arg0, %0, %1) : (i1, i32, i32) -> i32 loc(#loc5)
    "func.return"(%2) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("c0")
#loc4 = loc("c1")
#loc5 = loc("sel")
#loc6 = loc("r")


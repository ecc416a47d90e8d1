// pattern: (anonymous namespace)::SelectNotCond
// debuginfo
#loc2 = loc("<stdin>":2:14)
#loc3 = loc("<stdin>":2:22)
#loc4 = loc("<stdin>":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1 loc("<stdin>":2:14), %arg1: i32 loc("<stdin>":2:22), %arg2: i32 loc("<stdin>":2:31)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc5)
    %1 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1 loc(#loc6)
    %2 = "arith.select"(%1, %arg1, %arg2) : (i1, i32, i32) -> i32 loc(#loc7)
    "func.return"(%2) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc5 = loc("t")
#loc6 = loc("not")
#loc7 = loc("sel")
#loc8 = loc("r")


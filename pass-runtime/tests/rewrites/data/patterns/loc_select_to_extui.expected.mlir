#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    %1 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1 loc(#loc3)
    %2 = "arith.extui"(%1) : (i1) -> i32 loc(#loc3)
    "func.return"(%2) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("sel")
#loc4 = loc("r")


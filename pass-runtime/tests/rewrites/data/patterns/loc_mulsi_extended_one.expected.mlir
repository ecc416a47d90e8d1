#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.cmpi"(%arg0, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc3)
    %2 = "arith.extsi"(%1) : (i1) -> i32 loc(#loc3)
    "func.return"(%arg0, %2) : (i32, i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("mul")
#loc4 = loc("r")


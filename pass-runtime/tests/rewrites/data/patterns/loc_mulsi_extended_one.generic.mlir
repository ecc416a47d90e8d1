// pattern: (anonymous namespace)::MulSIExtendedRHSOne
// debuginfo
#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %1:2 = "arith.mulsi_extended"(%arg0, %0) : (i32, i32) -> (i32, i32) loc(#loc4)
    "func.return"(%1#0, %1#1) : (i32, i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("c1")
#loc4 = loc("mul")
#loc5 = loc("r")


// pattern: (anonymous namespace)::TruncIShrSIToTrunciShrUI
// debuginfo
#loc2 = loc("<stdin>":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i64 loc("<stdin>":2:14)):
    %0 = "arith.constant"() <{value = 32 : i64}> : () -> i64 loc(#loc3)
    %1 = "arith.shrsi"(%arg0, %0) : (i64, i64) -> i64 loc(#loc4)
    %2 = "arith.trunci"(%1) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc5)
    "func.return"(%2) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc3 = loc("c32")
#loc4 = loc("shr")
#loc5 = loc("tr")
#loc6 = loc("r")


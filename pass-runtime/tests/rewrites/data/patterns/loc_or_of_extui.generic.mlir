// pattern: (anonymous namespace)::OrOfExtUI
// debuginfo
#loc2 = loc("<stdin>":2:14)
#loc3 = loc("<stdin>":2:22)
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i8 loc("<stdin>":2:14), %arg1: i8 loc("<stdin>":2:22)):
    %0 = "arith.extui"(%arg0) : (i8) -> i32 loc(#loc4)
    %1 = "arith.extui"(%arg1) : (i8) -> i32 loc(#loc5)
    %2 = "arith.ori"(%0, %1) : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%2) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":2:1)
#loc4 = loc("x")
#loc5 = loc("y")
#loc6 = loc("o")
#loc7 = loc("r")


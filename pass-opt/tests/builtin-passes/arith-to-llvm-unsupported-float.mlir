"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>, i1, i4) -> (f4E2M1FN, i1, i4, f4E2M1FN, vector<2xf4E2M1FN>), sym_name = "fp4"}> ({
  ^bb0(%arg0: f4E2M1FN, %arg1: f4E2M1FN, %arg2: vector<2xf4E2M1FN>, %arg3: i1, %arg4: i4):
    %0 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f4E2M1FN, f4E2M1FN) -> f4E2M1FN
    %1 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf4E2M1FN>) -> vector<2xf4E2M1FN>
    %2 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f4E2M1FN, f4E2M1FN) -> i1
    %3 = "arith.select"(%arg3, %arg0, %0) : (i1, f4E2M1FN, f4E2M1FN) -> f4E2M1FN
    %4 = "arith.bitcast"(%3) : (f4E2M1FN) -> i4
    %5 = "arith.bitcast"(%arg4) : (i4) -> f4E2M1FN
    %6 = "arith.extf"(%arg0) : (f4E2M1FN) -> f32
    %7 = "arith.fptosi"(%6) : (f32) -> i32
    %8 = "arith.uitofp"(%arg4) : (i4) -> f4E2M1FN
    "func.return"(%8, %2, %4, %5, %1) : (f4E2M1FN, i1, i4, f4E2M1FN, vector<2xf4E2M1FN>) -> ()
  }) : () -> ()
}) : () -> ()


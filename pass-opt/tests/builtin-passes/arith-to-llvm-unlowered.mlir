"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>, tf32, f8E4M3FN, vector<[2]x3xf32>, vector<2x3xi32>, i32, ui32) -> (), sym_name = "unlowered"}> ({
  ^bb0(%arg0: tensor<4xi32>, %arg1: tf32, %arg2: f8E4M3FN, %arg3: vector<[2]x3xf32>, %arg4: vector<2x3xi32>, %arg5: i32, %arg6: ui32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %1 = "arith.constant"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
    %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (tf32, tf32) -> tf32
    %3 = "arith.constant"() <{value = 1.000000e+00 : tf32}> : () -> tf32
    %4 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %5 = "arith.extf"(%arg2) : (f8E4M3FN) -> f32
    %6 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %7 = "arith.bitcast"(%arg2) : (f8E4M3FN) -> i8
    %8 = "arith.negf"(%arg3) <{fastmath = #arith.fastmath<none>}> : (vector<[2]x3xf32>) -> vector<[2]x3xf32>
    %9:2 = "arith.mulsi_extended"(%arg4, %arg4) : (vector<2x3xi32>, vector<2x3xi32>) -> (vector<2x3xi32>, vector<2x3xi32>)
    %10:2 = "arith.addui_extended"(%arg4, %arg4) : (vector<2x3xi32>, vector<2x3xi32>) -> (vector<2x3xi32>, vector<2x3xi1>)
    %11 = "arith.sitofp"(%arg5) : (i32) -> tf32
    %12 = "arith.uitofp"(%arg5) : (i32) -> f8E5M2
    %13 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9#0, %9#1, %10#0, %10#1, %11, %12, %13, %arg6) : (tensor<4xi32>, tensor<4xi32>, tf32, tf32, f8E4M3FN, f32, f8E4M3FN, i8, vector<[2]x3xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi1>, tf32, f8E5M2, tensor<4xi1>, ui32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


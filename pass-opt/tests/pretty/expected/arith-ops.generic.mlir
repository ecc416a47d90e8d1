"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i64, index, i1, i1, f32, f64, vector<4xi32>, tensor<2xf32>, i8), sym_name = "constants"}> ({
    %53 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %54 = "arith.constant"() <{value = -7 : i64}> : () -> i64
    %55 = "arith.constant"() <{value = 3 : index}> : () -> index
    %56 = "arith.constant"() <{value = true}> : () -> i1
    %57 = "arith.constant"() <{value = false}> : () -> i1
    %58 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %59 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %60 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %61 = "arith.constant"() <{value = dense<2.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %62 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "func.return"(%53, %54, %55, %56, %57, %58, %59, %60, %61, %62) : (i32, i64, index, i1, i1, f32, f64, vector<4xi32>, tensor<2xf32>, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "integers"}> ({
  ^bb0(%arg13: i32, %arg14: i32, %arg15: index):
    %33 = "arith.addi"(%arg13, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %34 = "arith.subi"(%33, %arg14) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %35 = "arith.muli"(%34, %arg13) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %36 = "arith.shli"(%35, %arg14) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %37 = "arith.divsi"(%36, %arg14) <{isExact}> : (i32, i32) -> i32
    %38 = "arith.divui"(%37, %arg14) : (i32, i32) -> i32
    %39 = "arith.remsi"(%38, %arg13) : (i32, i32) -> i32
    %40 = "arith.andi"(%39, %arg13) {tag = "kept"} : (i32, i32) -> i32
    %41 = "arith.ori"(%40, %arg14) : (i32, i32) -> i32
    %42 = "arith.xori"(%41, %arg13) : (i32, i32) -> i32
    %43 = "arith.shrsi"(%42, %arg14) <{isExact}> : (i32, i32) -> i32
    %44 = "arith.shrui"(%43, %arg14) : (i32, i32) -> i32
    %45 = "arith.maxsi"(%44, %arg13) : (i32, i32) -> i32
    %46 = "arith.minui"(%45, %arg14) : (i32, i32) -> i32
    %47 = "arith.ceildivsi"(%46, %arg14) : (i32, i32) -> i32
    %48 = "arith.floordivsi"(%47, %arg14) : (i32, i32) -> i32
    %49 = "arith.addi"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %50:2 = "arith.addui_extended"(%48, %arg13) : (i32, i32) -> (i32, i1)
    %51:2 = "arith.mulsi_extended"(%50#0, %arg14) : (i32, i32) -> (i32, i32)
    %52:2 = "arith.mului_extended"(%51#0, %51#1) : (i32, i32) -> (i32, i32)
    "func.return"(%52#1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, vector<4xf32>) -> f32, sym_name = "floats"}> ({
  ^bb0(%arg10: f32, %arg11: f32, %arg12: vector<4xf32>):
    %24 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %25 = "arith.subf"(%24, %arg11) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %26 = "arith.mulf"(%25, %arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %27 = "arith.divf"(%26, %arg11) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
    %28 = "arith.remf"(%27, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %29 = "arith.negf"(%28) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    %30 = "arith.maximumf"(%29, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %31 = "arith.minnumf"(%30, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %32 = "arith.addf"(%arg12, %arg12) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%31) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f64, f64, vector<4xi32>, vector<4xi32>) -> (i1, vector<4xi32>), sym_name = "compare"}> ({
  ^bb0(%arg4: i32, %arg5: i32, %arg6: f64, %arg7: f64, %arg8: vector<4xi32>, %arg9: vector<4xi32>):
    %14 = "arith.cmpi"(%arg4, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %15 = "arith.cmpi"(%arg4, %arg5) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %16 = "arith.cmpi"(%arg8, %arg9) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %17 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %18 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<nnan>, predicate = 13 : i64}> : (f64, f64) -> i1
    %19 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %20 = "arith.select"(%14, %arg4, %arg5) : (i1, i32, i32) -> i32
    %21 = "arith.select"(%16, %arg8, %arg9) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %22 = "arith.select"(%15, %arg8, %arg9) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %23 = "arith.andi"(%17, %18) : (i1, i1) -> i1
    "func.return"(%23, %21) : (i1, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, index, vector<2xi16>) -> (i64, f64), sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<2xi16>):
    %0 = "arith.extsi"(%arg0) : (i32) -> i64
    %1 = "arith.extui"(%arg0) : (i32) -> i64
    %2 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i16
    %3 = "arith.sitofp"(%arg0) : (i32) -> f32
    %4 = "arith.uitofp"(%2) : (i16) -> f64
    %5 = "arith.fptosi"(%arg1) : (f32) -> i32
    %6 = "arith.fptoui"(%arg1) : (f32) -> i8
    %7 = "arith.extf"(%arg1) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
    %8 = "arith.truncf"(%7) <{roundingmode = 1 : i32}> : (f64) -> f32
    %9 = "arith.truncf"(%7) <{fastmath = #arith.fastmath<fast>, roundingmode = 4 : i32}> : (f64) -> f16
    %10 = "arith.index_cast"(%arg2) : (index) -> i32
    %11 = "arith.index_castui"(%arg0) : (i32) -> index
    %12 = "arith.bitcast"(%arg1) : (f32) -> i32
    %13 = "arith.extsi"(%arg3) : (vector<2xi16>) -> vector<2xi32>
    "func.return"(%1, %4) : (i64, f64) -> ()
  }) : () -> ()
}) : () -> ()


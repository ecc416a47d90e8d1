"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "int_ops_i32"}> ({
  ^bb0(%arg29: i32, %arg30: i32):
    %117 = "arith.addi"(%arg29, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %118 = "arith.addi"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %119 = "arith.subi"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %120 = "arith.muli"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %121 = "arith.divsi"(%arg29, %arg30) : (i32, i32) -> i32
    %122 = "arith.divui"(%arg29, %arg30) <{isExact}> : (i32, i32) -> i32
    %123 = "arith.remsi"(%arg29, %arg30) : (i32, i32) -> i32
    %124 = "arith.remui"(%arg29, %arg30) : (i32, i32) -> i32
    %125 = "arith.andi"(%arg29, %arg30) : (i32, i32) -> i32
    %126 = "arith.ori"(%arg29, %arg30) : (i32, i32) -> i32
    %127 = "arith.xori"(%arg29, %arg30) : (i32, i32) -> i32
    %128 = "arith.shli"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %129 = "arith.shrsi"(%arg29, %arg30) : (i32, i32) -> i32
    %130 = "arith.shrui"(%arg29, %arg30) <{isExact}> : (i32, i32) -> i32
    %131 = "arith.maxsi"(%arg29, %arg30) : (i32, i32) -> i32
    %132 = "arith.minsi"(%arg29, %arg30) : (i32, i32) -> i32
    %133 = "arith.maxui"(%arg29, %arg30) : (i32, i32) -> i32
    %134 = "arith.minui"(%arg29, %arg30) : (i32, i32) -> i32
    %135 = "arith.cmpi"(%arg29, %arg30) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %136 = "arith.cmpi"(%arg29, %arg30) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %137 = "arith.cmpi"(%arg29, %arg30) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %138 = "arith.cmpi"(%arg29, %arg30) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %139 = "arith.cmpi"(%arg29, %arg30) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %140 = "arith.cmpi"(%arg29, %arg30) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %141 = "arith.cmpi"(%arg29, %arg30) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %142 = "arith.cmpi"(%arg29, %arg30) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %143 = "arith.cmpi"(%arg29, %arg30) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %144 = "arith.cmpi"(%arg29, %arg30) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %145 = "arith.select"(%135, %arg29, %arg30) : (i1, i32, i32) -> i32
    %146 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %147 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %148 = "arith.ceildivsi"(%arg29, %arg30) : (i32, i32) -> i32
    %149 = "arith.floordivsi"(%arg29, %arg30) : (i32, i32) -> i32
    %150 = "arith.ceildivui"(%arg29, %arg30) : (i32, i32) -> i32
    %151:2 = "arith.addui_extended"(%arg29, %arg30) : (i32, i32) -> (i32, i1)
    %152:2 = "arith.mulsi_extended"(%arg29, %arg30) : (i32, i32) -> (i32, i32)
    %153:2 = "arith.mului_extended"(%arg29, %arg30) : (i32, i32) -> (i32, i32)
    "test.use"(%117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "test.use"(%135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32) -> ()
    "test.use"(%148, %149, %150, %151#0, %151#1, %152#0, %152#1, %153#0, %153#1) : (i32, i32, i32, i32, i1, i32, i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64, i1) -> i64, sym_name = "int_ops_i64"}> ({
  ^bb0(%arg26: i64, %arg27: i64, %arg28: i1):
    %102 = "arith.addi"(%arg26, %arg27) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %103 = "arith.subi"(%102, %arg27) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %104 = "arith.muli"(%103, %arg26) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %105 = "arith.divsi"(%104, %arg27) : (i64, i64) -> i64
    %106 = "arith.remui"(%105, %arg27) : (i64, i64) -> i64
    %107 = "arith.shli"(%106, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %108 = "arith.shrsi"(%107, %arg26) : (i64, i64) -> i64
    %109 = "arith.maxui"(%108, %arg27) : (i64, i64) -> i64
    %110 = "arith.minsi"(%109, %arg26) : (i64, i64) -> i64
    %111 = "arith.select"(%arg28, %110, %arg26) : (i1, i64, i64) -> i64
    %112 = "arith.cmpi"(%111, %arg27) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %113 = "arith.constant"() <{value = 1000000000000 : i64}> : () -> i64
    %114 = "arith.xori"(%111, %113) : (i64, i64) -> i64
    %115 = "arith.ceildivsi"(%114, %arg27) : (i64, i64) -> i64
    %116:2 = "arith.mulsi_extended"(%115, %arg26) : (i64, i64) -> (i64, i64)
    "test.use"(%112, %116#1) : (i1, i64) -> ()
    "func.return"(%116#0) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, i32, i64) -> index, sym_name = "index_ops"}> ({
  ^bb0(%arg22: index, %arg23: index, %arg24: i32, %arg25: i64):
    %81 = "arith.addi"(%arg22, %arg23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %82 = "arith.subi"(%81, %arg23) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %83 = "arith.muli"(%82, %arg22) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %84 = "arith.divui"(%83, %arg23) : (index, index) -> index
    %85 = "arith.remsi"(%84, %arg23) : (index, index) -> index
    %86 = "arith.andi"(%85, %arg22) : (index, index) -> index
    %87 = "arith.shrui"(%86, %arg23) : (index, index) -> index
    %88 = "arith.maxsi"(%87, %arg22) : (index, index) -> index
    %89 = "arith.cmpi"(%88, %arg23) <{predicate = 7 : i64}> : (index, index) -> i1
    %90 = "arith.select"(%89, %88, %arg23) : (i1, index, index) -> index
    %91 = "arith.constant"() <{value = 4 : index}> : () -> index
    %92 = "arith.addi"(%90, %91) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %93 = "arith.index_cast"(%92) : (index) -> i32
    %94 = "arith.index_cast"(%arg24) : (i32) -> index
    %95 = "arith.index_castui"(%92) : (index) -> i32
    %96 = "arith.index_castui"(%arg24) : (i32) -> index
    %97 = "arith.index_cast"(%92) : (index) -> i64
    %98 = "arith.index_cast"(%arg25) : (i64) -> index
    %99 = "arith.index_castui"(%arg25) : (i64) -> index
    %100 = "arith.floordivsi"(%92, %arg23) : (index, index) -> index
    %101 = "arith.ceildivui"(%100, %arg22) : (index, index) -> index
    "test.use"(%93, %94, %95, %96, %97, %98, %99) : (i32, index, i32, index, i64, index, index) -> ()
    "func.return"(%101) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "float_ops_f32"}> ({
  ^bb0(%arg20: f32, %arg21: f32):
    %55 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %56 = "arith.subf"(%arg20, %arg21) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %57 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %58 = "arith.divf"(%arg20, %arg21) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
    %59 = "arith.remf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %60 = "arith.negf"(%arg20) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    %61 = "arith.maximumf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %62 = "arith.minimumf"(%arg20, %arg21) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
    %63 = "arith.maxnumf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %64 = "arith.minnumf"(%arg20, %arg21) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %65 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %66 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %67 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %68 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %69 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %70 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %71 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %72 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<nnan>, predicate = 8 : i64}> : (f32, f32) -> i1
    %73 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %74 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %75 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %76 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %77 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %78 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %79 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %80 = "arith.select"(%65, %55, %79) : (i1, f32, f32) -> f32
    "test.use"(%55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
    "func.return"(%80) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "float_ops_f64"}> ({
  ^bb0(%arg18: f64, %arg19: f64):
    %47 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %48 = "arith.mulf"(%47, %arg19) <{fastmath = #arith.fastmath<contract>}> : (f64, f64) -> f64
    %49 = "arith.divf"(%48, %arg18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %50 = "arith.maxnumf"(%49, %arg19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %51 = "arith.constant"() <{value = 1.000000e-03 : f64}> : () -> f64
    %52 = "arith.subf"(%50, %51) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %53 = "arith.cmpf"(%52, %arg18) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %54 = "arith.cmpf"(%52, %arg18) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    "test.use"(%53, %54) : (i1, i1) -> ()
    "func.return"(%52) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64, f32, f64, f16, bf16, index) -> (), sym_name = "casts"}> ({
  ^bb0(%arg11: i32, %arg12: i64, %arg13: f32, %arg14: f64, %arg15: f16, %arg16: bf16, %arg17: index):
    %25 = "arith.extsi"(%arg11) : (i32) -> i64
    %26 = "arith.extui"(%arg11) : (i32) -> i64
    %27 = "arith.trunci"(%arg12) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %28 = "arith.trunci"(%arg12) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i16
    %29 = "arith.sitofp"(%arg11) : (i32) -> f32
    %30 = "arith.uitofp"(%arg12) : (i64) -> f64
    %31 = "arith.fptosi"(%arg13) : (f32) -> i32
    %32 = "arith.fptoui"(%arg14) : (f64) -> i64
    %33 = "arith.extf"(%arg13) : (f32) -> f64
    %34 = "arith.extf"(%arg15) : (f16) -> f32
    %35 = "arith.extf"(%arg16) <{fastmath = #arith.fastmath<fast>}> : (bf16) -> f64
    %36 = "arith.truncf"(%arg14) : (f64) -> f32
    %37 = "arith.truncf"(%arg13) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f16
    %38 = "arith.truncf"(%arg14) <{roundingmode = 0 : i32}> : (f64) -> f32
    %39 = "arith.truncf"(%arg14) <{roundingmode = 1 : i32}> : (f64) -> f32
    %40 = "arith.truncf"(%arg14) <{roundingmode = 2 : i32}> : (f64) -> f32
    %41 = "arith.truncf"(%arg14) <{roundingmode = 3 : i32}> : (f64) -> f32
    %42 = "arith.truncf"(%arg14) <{roundingmode = 4 : i32}> : (f64) -> bf16
    %43 = "arith.bitcast"(%arg13) : (f32) -> i32
    %44 = "arith.bitcast"(%arg11) : (i32) -> f32
    %45 = "arith.bitcast"(%arg11) : (i32) -> i32
    %46 = "arith.bitcast"(%arg12) : (i64) -> f64
    "test.use"(%25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46) : (i64, i64, i32, i16, f32, f64, i32, i64, f64, f32, f64, f32, f16, f32, f32, f32, f32, bf16, i32, f32, i32, f64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xindex>, vector<2xf32>, vector<2x3xi32>, vector<2x2x2xf32>, vector<2x3xi1>, vector<[4]xi32>, i1) -> (), sym_name = "vectors"}> ({
  ^bb0(%arg3: vector<4xi32>, %arg4: vector<4xindex>, %arg5: vector<2xf32>, %arg6: vector<2x3xi32>, %arg7: vector<2x2x2xf32>, %arg8: vector<2x3xi1>, %arg9: vector<[4]xi32>, %arg10: i1):
    %8 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %9 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    %10 = "arith.mulf"(%arg5, %arg5) <{fastmath = #arith.fastmath<fast>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %11 = "arith.subi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
    %12 = "arith.negf"(%arg7) <{fastmath = #arith.fastmath<none>}> : (vector<2x2x2xf32>) -> vector<2x2x2xf32>
    %13 = "arith.cmpi"(%arg6, %arg6) <{predicate = 2 : i64}> : (vector<2x3xi32>, vector<2x3xi32>) -> vector<2x3xi1>
    %14 = "arith.cmpf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<2x2x2xf32>, vector<2x2x2xf32>) -> vector<2x2x2xi1>
    %15 = "arith.select"(%arg8, %arg6, %arg6) : (vector<2x3xi1>, vector<2x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
    %16 = "arith.index_cast"(%arg4) : (vector<4xindex>) -> vector<4xi32>
    %17 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %18 = "arith.constant"() <{value = dense<5> : vector<4xindex>}> : () -> vector<4xindex>
    %19 = "arith.constant"() <{value = dense<1.500000e+00> : vector<2x3xf32>}> : () -> vector<2x3xf32>
    %20 = "arith.addi"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
    %21 = "arith.extsi"(%arg6) : (vector<2x3xi32>) -> vector<2x3xi64>
    %22:2 = "arith.mului_extended"(%arg3, %arg3) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %23 = "arith.ceildivsi"(%arg3, %arg3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %24 = "arith.select"(%arg10, %arg6, %arg6) : (i1, vector<2x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
    "test.use"(%8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22#0, %22#1, %23, %24) : (vector<4xi32>, vector<4xindex>, vector<2xf32>, vector<2x3xi32>, vector<2x2x2xf32>, vector<2x3xi1>, vector<2x2x2xi1>, vector<2x3xi32>, vector<4xi32>, vector<4xi32>, vector<4xindex>, vector<2x3xf32>, vector<[4]xi32>, vector<2x3xi64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2x3xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, index, i1) -> index, sym_name = "attributes_and_regions"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> {tag = "kept", unit} : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 3 : index}> {origin = 1 : i64} : () -> index
    %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> {note} : (i32, i32) -> i1
    %3 = "scf.if"(%arg2) ({
      %7 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%7) : (index) -> ()
    }, {
      %6 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%6) : (index) -> ()
    }) : (i1) -> index
    "cf.br"(%3)[^bb1] : (index) -> ()
  ^bb1(%4: index):  // pred: ^bb0
    %5 = "arith.subi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "test.use"(%0, %2) : (i32, i1) -> ()
    "func.return"(%5) : (index) -> ()
  }) : () -> ()
}) : () -> ()


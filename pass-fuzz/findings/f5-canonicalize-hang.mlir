// Finding F5 (docs/reliability.md): `canonicalize` on this module does not finish
// in 20 s, in pass-opt nor in mlir-opt-22 (even with region-simplify=disabled or
// max-num-rewrites=10000). Made by seed 2206 of pass-fuzz (2026-11-26) with the
// pipeline builtin.module(any(loop-invariant-code-motion,cse),convert-scf-to-cf),
// then reduced to its input to canonicalize:
//   pass-opt --canonicalize pass-fuzz/findings/f5-canonicalize-hang.mlir
"builtin.module"() ({
  "builtin.module"() <{sym_name = "m0"}> ({
    "func.func"() <{function_type = (f32, f64) -> (i32, f64), sym_name = "f0", sym_visibility = "private"}> ({
    ^bb0(%arg0: f32, %arg1: f64):
      %153 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "func.return"(%153, %arg1) : (i32, f64) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i1, f32, f64) -> (), sym_name = "f1", sym_visibility = "private"}> ({
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index) -> (f64, f32), sym_name = "f0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> f64, sym_name = "f1"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = true}> : () -> i1
    "cf.switch"(%0, %1, %0)[^bb2] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (i32, i1, i32) -> ()
  ^bb2(%2: i1, %3: i32):  // 2 preds: ^bb1, ^bb78
    %4 = "arith.ceildivsi"(%3, %3) : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 42 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.cmpi"(%5, %6) <{predicate = 1 : i64}> : (index, index) -> i1
    "cf.cond_br"(%7)[^bb3, ^bb24] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    "cf.cond_br"(%7)[^bb4, ^bb21] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %8 = "arith.index_cast"(%6) : (index) -> i32
    "cf.switch"(%8)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb5:  // pred: ^bb4
    "cf.cond_br"(%2)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
    "cf.br"()[^bb19] : () -> ()
  ^bb7:  // pred: ^bb5
    "cf.cond_br"(%7)[^bb8, ^bb16] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb8:  // pred: ^bb7
    "cf.cond_br"(%7)[^bb9, ^bb10] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb9:  // pred: ^bb8
    %11 = "arith.constant"() <{value = 1.000000e+10 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    "cf.br"(%12)[^bb11] : (f64) -> ()
  ^bb10:  // pred: ^bb8
    %13 = "func.call"() <{callee = @f1}> : () -> f64
    "cf.br"(%13)[^bb11] : (f64) -> ()
  ^bb11(%14: f64):  // 2 preds: ^bb9, ^bb10
    "cf.br"()[^bb12] : () -> ()
  ^bb12:  // pred: ^bb11
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    "cf.br"(%6, %15)[^bb13] : (index, index) -> ()
  ^bb13(%16: index, %17: index):  // 2 preds: ^bb12, ^bb14
    %18 = "arith.cmpi"(%16, %15) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%18)[^bb14, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb14:  // pred: ^bb13
    %19:2 = "func.call"(%1, %6) <{callee = @f0}> : (i1, index) -> (f64, f32)
    %20 = "arith.addi"(%16, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%20, %17)[^bb13] : (index, index) -> ()
  ^bb15:  // pred: ^bb13
    %21 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    "cf.br"(%21, %17)[^bb17] : (f32, index) -> ()
  ^bb16:  // pred: ^bb7
    %22 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = 2147483647 : index}> : () -> index
    "cf.br"(%22, %23)[^bb17] : (f32, index) -> ()
  ^bb17(%24: f32, %25: index):  // 2 preds: ^bb15, ^bb16
    "cf.br"()[^bb18] : () -> ()
  ^bb18:  // pred: ^bb17
    %26 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.br"()[^bb19] : () -> ()
  ^bb19:  // 2 preds: ^bb6, ^bb18
    %27 = "arith.bitcast"(%3) : (i32) -> f32
    %28 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.br"(%27, %28)[^bb20] : (f32, i32) -> ()
  ^bb20(%29: f32, %30: i32):  // pred: ^bb19
    %31 = "func.call"() <{callee = @f1}> : () -> f64
    %32 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "cf.br"(%31, %32)[^bb22] : (f64, f32) -> ()
  ^bb21:  // pred: ^bb3
    %33 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    %34 = "arith.constant"() <{value = 1.000000e+10 : f64}> : () -> f64
    %35 = "arith.constant"() <{value = 1.000000e+10 : f32}> : () -> f32
    "cf.br"(%34, %35)[^bb22] : (f64, f32) -> ()
  ^bb22(%36: f64, %37: f32):  // 2 preds: ^bb20, ^bb21
    "cf.br"()[^bb23] : () -> ()
  ^bb23:  // pred: ^bb22
    %38 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "cf.br"(%38)[^bb77] : (i64) -> ()
  ^bb24:  // pred: ^bb2
    "cf.cond_br"(%7)[^bb25, ^bb55] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb25:  // pred: ^bb24
    %39 = "arith.maxui"(%4, %3) : (i32, i32) -> i32
    "cf.cond_br"(%7)[^bb26, ^bb49] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb26:  // pred: ^bb25
    %40 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %41 = "arith.subi"(%40, %40) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "arith.constant"() <{value = 3 : index}> : () -> index
    %44 = "arith.shrui"(%1, %7) : (i1, i1) -> i1
    %45 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %46 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %47 = "arith.mulf"(%46, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "cf.br"(%6, %40)[^bb27] : (index, i64) -> ()
  ^bb27(%48: index, %49: i64):  // 2 preds: ^bb26, ^bb38
    %50 = "arith.cmpi"(%48, %42) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%50)[^bb28, ^bb39] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb28:  // pred: ^bb27
    %51:2 = "func.call"(%2, %5) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.cond_br"(%1)[^bb29, ^bb33] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb29:  // pred: ^bb28
    %52 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%52)[^bb30, ^bb31] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb30:  // pred: ^bb29
    "cf.br"()[^bb32] : () -> ()
  ^bb31:  // pred: ^bb29
    %53:2 = "func.call"(%52, %6) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.br"()[^bb32] : () -> ()
  ^bb32:  // 2 preds: ^bb30, ^bb31
    %54 = "func.call"() <{callee = @f1}> : () -> f64
    "cf.br"(%49)[^bb37] : (i64) -> ()
  ^bb33:  // pred: ^bb28
    %55 = "arith.constant"() <{value = 7 : index}> : () -> index
    %56 = "arith.constant"() <{value = false}> : () -> i1
    "cf.br"(%6, %56)[^bb34] : (index, i1) -> ()
  ^bb34(%57: index, %58: i1):  // 2 preds: ^bb33, ^bb35
    %59 = "arith.cmpi"(%57, %55) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%59)[^bb35, ^bb36] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb35:  // pred: ^bb34
    %60 = "arith.addi"(%57, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%60, %7)[^bb34] : (index, i1) -> ()
  ^bb36:  // pred: ^bb34
    "cf.br"(%41)[^bb37] : (i64) -> ()
  ^bb37(%61: i64):  // 2 preds: ^bb32, ^bb36
    "cf.br"()[^bb38] : () -> ()
  ^bb38:  // pred: ^bb37
    %62 = "arith.addi"(%48, %43) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%62, %41)[^bb27] : (index, i64) -> ()
  ^bb39:  // pred: ^bb27
    %63 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %64 = "arith.subf"(%63, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %65 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %66 = "arith.remf"(%63, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %67 = "arith.select"(%7, %7, %2) : (i1, i1, i1) -> i1
    %68 = "arith.constant"() <{value = 2 : index}> : () -> index
    %69 = "arith.constant"() <{value = false}> : () -> i1
    %70 = "arith.subi"(%7, %69) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %71 = "arith.constant"() <{value = -2 : index}> : () -> index
    %72 = "llvm.mlir.constant"() <{value = -2 : i32}> : () -> i32
    %73 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.br"(%65)[^bb40] : (f64) -> ()
  ^bb40(%74: f64):  // 2 preds: ^bb39, ^bb47
    "cf.br"(%68, %39)[^bb41] : (index, i32) -> ()
  ^bb41(%75: index, %76: i32):  // 2 preds: ^bb40, ^bb45
    %77:2 = "func.call"(%2, %68) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.br"(%7)[^bb42] : (i1) -> ()
  ^bb42(%78: i1):  // 2 preds: ^bb41, ^bb43
    "cf.cond_br"(%67)[^bb43, ^bb44] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb43:  // pred: ^bb42
    %79 = "func.call"() <{callee = @f1}> : () -> f64
    %80:2 = "func.call"(%1, %75) <{callee = @f0}> : (i1, index) -> (f64, f32)
    %81:2 = "func.call"(%7, %71) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.br"(%2)[^bb42] : (i1) -> ()
  ^bb44:  // pred: ^bb42
    %82 = "func.call"() <{callee = @f1}> : () -> f64
    "cf.cond_br"(%67)[^bb45, ^bb46] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb45:  // pred: ^bb44
    %83:2 = "func.call"(%7, %6) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.br"(%42, %39)[^bb41] : (index, i32) -> ()
  ^bb46:  // pred: ^bb44
    "cf.cond_br"(%1)[^bb47, ^bb48] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb47:  // pred: ^bb46
    "cf.br"(%65)[^bb40] : (f64) -> ()
  ^bb48:  // pred: ^bb46
    "cf.br"(%3)[^bb50] : (i32) -> ()
  ^bb49:  // pred: ^bb25
    %84 = "llvm.mlir.constant"() <{value = -2 : i64}> : () -> i64
    %85 = "arith.constant"() <{value = 0 : index}> : () -> index
    "cf.br"(%3)[^bb50] : (i32) -> ()
  ^bb50(%86: i32):  // 2 preds: ^bb48, ^bb49
    "cf.br"()[^bb51] : () -> ()
  ^bb51:  // pred: ^bb50
    %87 = "arith.select"(%7, %5, %5) : (i1, index, index) -> index
    %88 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %89 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %90 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    "cf.br"(%3)[^bb52] : (i32) -> ()
  ^bb52(%91: i32):  // 2 preds: ^bb51, ^bb53
    %92:2 = "func.call"(%1, %87) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.cond_br"(%1, %89)[^bb53, ^bb54] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb53(%93: i32):  // pred: ^bb52
    "cf.br"(%39)[^bb52] : (i32) -> ()
  ^bb54:  // pred: ^bb52
    %94 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.br"(%94, %94)[^bb75] : (f32, f32) -> ()
  ^bb55:  // pred: ^bb24
    %95 = "arith.cmpi"(%4, %4) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %96 = "arith.cmpi"(%4, %4) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %97 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %98 = "arith.mulf"(%97, %97) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "cf.cond_br"(%95)[^bb56, ^bb70] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb56:  // pred: ^bb55
    "cf.cond_br"(%7)[^bb57, ^bb58] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb57:  // pred: ^bb56
    %99 = "arith.constant"() <{value = -1 : index}> : () -> index
    "cf.br"(%99, %5)[^bb59] : (index, index) -> ()
  ^bb58:  // pred: ^bb56
    %100 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %101 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%6, %6)[^bb59] : (index, index) -> ()
  ^bb59(%102: index, %103: index):  // 2 preds: ^bb57, ^bb58
    "cf.br"()[^bb60] : () -> ()
  ^bb60:  // pred: ^bb59
    %104:2 = "func.call"(%95, %6) <{callee = @f0}> : (i1, index) -> (f64, f32)
    %105 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %106 = "arith.fptoui"(%105) : (f32) -> i64
    %107 = "arith.index_cast"(%6) : (index) -> i32
    "cf.switch"(%107)[^bb68, ^bb61, ^bb67] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[8, 0]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb61:  // pred: ^bb60
    %108 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%108)[^bb62, ^bb63] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb62:  // pred: ^bb61
    "cf.br"()[^bb66] : () -> ()
  ^bb63:  // pred: ^bb61
    %109 = "arith.ceildivsi"(%2, %96) : (i1, i1) -> i1
    %110 = "arith.constant"() <{value = 255 : index}> : () -> index
    %111 = "arith.index_cast"(%110) : (index) -> i32
    "cf.switch"(%111)[^bb64] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb64:  // pred: ^bb63
    %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %113 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %114 = "func.call"() <{callee = @f1}> : () -> f64
    "cf.br"()[^bb65] : () -> ()
  ^bb65:  // pred: ^bb64
    "cf.br"()[^bb66] : () -> ()
  ^bb66:  // 2 preds: ^bb62, ^bb65
    %115 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    %116 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    "cf.br"(%116)[^bb69] : (i64) -> ()
  ^bb67:  // pred: ^bb60
    %117 = "arith.constant"() <{value = false}> : () -> i1
    %118 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.br"(%118)[^bb69] : (i64) -> ()
  ^bb68:  // pred: ^bb60
    %119 = "arith.constant"() <{value = false}> : () -> i1
    %120 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.br"(%106)[^bb69] : (i64) -> ()
  ^bb69(%121: i64):  // 3 preds: ^bb66, ^bb67, ^bb68
    %122 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.br"()[^bb74] : () -> ()
  ^bb70:  // pred: ^bb55
    %123 = "arith.constant"() <{value = 255 : index}> : () -> index
    %124 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %125 = "arith.fptoui"(%124) : (f32) -> i64
    %126 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %127 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %128 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %129 = "arith.extsi"(%0) : (i32) -> i64
    %130 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    %131 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %132 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %133 = "arith.constant"() <{value = 2147483647 : index}> : () -> index
    %134 = "arith.constant"() <{value = 3 : index}> : () -> index
    "cf.br"(%3)[^bb71] : (i32) -> ()
  ^bb71(%135: i32):  // 2 preds: ^bb70, ^bb72
    %136 = "arith.cmpi"(%131, %135) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%136, %124)[^bb72, ^bb73] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb72(%137: f32):  // pred: ^bb71
    %138:2 = "func.call"(%95, %123) <{callee = @f0}> : (i1, index) -> (f64, f32)
    "cf.br"(%4)[^bb71] : (i32) -> ()
  ^bb73:  // pred: ^bb71
    "cf.br"()[^bb74] : () -> ()
  ^bb74:  // 2 preds: ^bb69, ^bb73
    %139 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    "cf.br"(%139, %139)[^bb75] : (f32, f32) -> ()
  ^bb75(%140: f32, %141: f32):  // 2 preds: ^bb54, ^bb74
    "cf.br"()[^bb76] : () -> ()
  ^bb76:  // pred: ^bb75
    %142 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "cf.br"(%142)[^bb77] : (i64) -> ()
  ^bb77(%143: i64):  // 2 preds: ^bb23, ^bb76
    "cf.br"()[^bb78] : () -> ()
  ^bb78:  // pred: ^bb77
    %144 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    "cf.switch"(%143, %144, %7, %3)[^bb79, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i64, i64, i1, i32) -> ()
  ^bb79(%145: i64):  // pred: ^bb78
    %146 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    "cf.br"(%146)[^bb80] : (f32) -> ()
  ^bb80(%147: f32):  // pred: ^bb79
    %148 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %149 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%1, %148, %149, %148, %149)[^bb81, ^bb81] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i1, i32, i1) -> ()
  ^bb81(%150: i32, %151: i1):  // 2 preds: ^bb80, ^bb80
    %152 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    "func.return"(%152) : (f64) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1, f32, index) -> i32, sym_name = "ops"}> ({
  ^bb0(%arg0: i32, %arg1: i1, %arg2: f32, %arg3: index):
    %0 = "func.constant"() <{value = @ext}> : () -> ((i32) -> i32)
    %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32
    %2 = "func.call"(%1) <{callee = @ext}> : (i32) -> i32
    %3:2 = "scf.while"(%arg0) ({
    ^bb0(%arg6: i32):
      %10 = "arith.cmpi"(%arg6, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%10, %arg6, %arg6) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg4: i32, %arg5: i32):
      %9 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    %4 = "scf.execute_region"() ({
      "scf.yield"(%3#1) : (i32) -> ()
    }) : () -> i32
    %5 = "builtin.unrealized_conversion_cast"(%4) : (i32) -> i64
    "cf.assert"(%arg1) <{msg = "must \22hold\22"}> : (i1) -> ()
    "cf.switch"(%arg0, %arg0, %4)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %7 = "arith.maxnumf"(%arg2, %arg2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %8 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


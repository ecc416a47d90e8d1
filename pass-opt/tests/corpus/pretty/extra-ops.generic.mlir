module {
  func.func private @ext(i32) -> i32
  func.func @ops(%arg0: i32, %arg1: i1, %arg2: f32, %arg3: index) -> i32 {
    %f = constant @ext : (i32) -> i32
    %0 = call_indirect %f(%arg0) : (i32) -> i32
    %1 = call @ext(%0) : (i32) -> i32
    %2:2 = scf.while (%arg4 = %arg0) : (i32) -> (i32, i32) {
      %8 = arith.cmpi slt, %arg4, %1 : i32
      scf.condition(%8) %arg4, %arg4 : i32, i32
    } do {
    ^bb0(%arg4: i32, %arg5: i32):
      %8 = arith.addi %arg4, %arg5 : i32
      scf.yield %8 : i32
    }
    %3 = scf.execute_region -> i32 {
      scf.yield %2#1 : i32
    }
    %4 = builtin.unrealized_conversion_cast %3 : i32 to i64
    cf.assert %arg1, "must \22hold\22"
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg0 : i32),
      42: ^bb2,
      7: ^bb1(%3 : i32)
    ]
  ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %6 = arith.maxnumf %arg2, %arg2 fastmath<nnan,ninf> : f32
    %7 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
    return %7 : i32
  }
}


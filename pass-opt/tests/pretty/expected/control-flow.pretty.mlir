module {
  func.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i64), ^bb2 {attr = "kept"}
  ^bb1(%0: i32, %1: i64):  // pred: ^bb0
    cf.assert %arg0, "with \22quotes\22 and a newline\0A"
    cf.br ^bb3(%0 : i32)
  ^bb2:  // 2 preds: ^bb0, ^bb2
    cf.cond_br %arg0 weights([3, 7]), ^bb3(%arg1 : i32), ^bb2
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    return %2 : i32
  }
  func.func @generic_inside(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}


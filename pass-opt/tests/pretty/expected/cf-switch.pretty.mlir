module {
  func.func @switches(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i8) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      42: ^bb2(%arg1, %arg2 : i32, i64),
      4294967293: ^bb3
    ] {note = "cases"}
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    cf.switch %0 : i32, [
      default: ^bb3]
  ^bb2(%1: i32, %2: i64):  // pred: ^bb0
    cf.switch %arg3 : i8, [
      default: ^bb3,
      255: ^bb3,
      44: ^bb1(%1 : i32)
    ]
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
    return
  }
}


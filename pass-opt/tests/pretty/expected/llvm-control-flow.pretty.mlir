#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module {
  llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.cond_br %arg0 weights([3, 7]), ^bb3, ^bb4(%arg1, %arg2 : i32, i64) {tag}
  ^bb3:  // 2 preds: ^bb2, ^bb3
    llvm.switch %arg1 : i32, ^bb5 [
      1: ^bb3,
      -2: ^bb4(%arg1, %arg2 : i32, i64),
      2147483647: ^bb5
    ]
  ^bb4(%1: i32, %2: i64):  // 2 preds: ^bb2, ^bb3
    llvm.switch %1 : i32, ^bb6(%1 : i32) [
    ]
  ^bb5:  // 2 preds: ^bb3, ^bb3
    llvm.switch %arg2 : i64, ^bb6(%arg1 : i32) [
      7: ^bb6(%arg1 : i32)
    ] {branch_weights = array<i32: 1, 2>}
  ^bb6(%3: i32):  // 3 preds: ^bb4, ^bb5, ^bb5
    llvm.br ^bb7 {loop_annotation = #loop_annotation}
  ^bb7:  // pred: ^bb6
    llvm.return %3 : i32
  }
  llvm.func @no_value() {
    llvm.return
  }
  llvm.func @dead(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // 2 preds: ^bb0, ^bb2
    llvm.unreachable {tag}
  ^bb2:  // pred: ^bb0
    llvm.br ^bb1
  }
}


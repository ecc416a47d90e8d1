#loop_annotation = #llvm.loop_annotation<mustProgress = true>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "branches", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i1, %arg2: i32, %arg3: i64):
    "llvm.cond_br"(%arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "llvm.cond_br"(%arg1, %arg2, %arg3)[^bb3, ^bb4] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 2>}> {tag} : (i1, i32, i64) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb3
    "llvm.switch"(%arg2, %arg2, %arg3)[^bb5, ^bb3, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 2, 0>, case_values = dense<[1, -2, 2147483647]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i64) -> ()
  ^bb4(%1: i32, %2: i64):  // 2 preds: ^bb2, ^bb3
    "llvm.switch"(%1, %1)[^bb6] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  ^bb5:  // 2 preds: ^bb3, ^bb3
    "llvm.switch"(%arg3, %arg2, %arg2)[^bb6, ^bb6] <{branch_weights = array<i32: 1, 2>, case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i64, i32, i32) -> ()
  ^bb6(%3: i32):  // 3 preds: ^bb4, ^bb5, ^bb5
    "llvm.br"()[^bb7] <{loop_annotation = #loop_annotation}> : () -> ()
  ^bb7:  // pred: ^bb6
    "llvm.return"(%3) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "no_value", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1)>, linkage = #llvm.linkage<external>, sym_name = "dead", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i1):
    "llvm.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "llvm.unreachable"() {tag} : () -> ()
  ^bb2:  // pred: ^bb0
    "llvm.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()


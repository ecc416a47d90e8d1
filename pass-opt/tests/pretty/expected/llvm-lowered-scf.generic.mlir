"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i64, i64, i64, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "loops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: i64, %arg6: i64, %arg7: i64, %arg8: i32, %arg9: f32):
    "llvm.br"(%arg5)[^bb1] : (i64) -> ()
  ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb2
    %11 = "llvm.icmp"(%10, %arg6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%11)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %12 = "llvm.add"(%10, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%12)[^bb1] : (i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.br"(%arg5)[^bb4] : (i64) -> ()
  ^bb4(%13: i64):  // 2 preds: ^bb3, ^bb8
    %14 = "builtin.unrealized_conversion_cast"(%13) : (i64) -> index
    %15 = "llvm.icmp"(%13, %arg6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%15)[^bb5, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    "test.use"(%14) : (index) -> ()
    "llvm.br"(%13)[^bb6] : (i64) -> ()
  ^bb6(%16: i64):  // 2 preds: ^bb5, ^bb7
    %17 = "builtin.unrealized_conversion_cast"(%16) : (i64) -> index
    %18 = "llvm.icmp"(%16, %arg6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%18)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:  // pred: ^bb6
    "test.use"(%14, %17) : (index, index) -> ()
    %19 = "llvm.add"(%16, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%19)[^bb6] : (i64) -> ()
  ^bb8:  // pred: ^bb6
    %20 = "llvm.add"(%13, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%20)[^bb4] : (i64) -> ()
  ^bb9:  // pred: ^bb4
    "llvm.br"(%arg5, %arg8)[^bb10] : (i64, i32) -> ()
  ^bb10(%21: i64, %22: i32):  // 2 preds: ^bb9, ^bb11
    %23 = "builtin.unrealized_conversion_cast"(%21) : (i64) -> index
    %24 = "llvm.icmp"(%21, %arg6) <{predicate = 6 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%24)[^bb11, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb11:  // pred: ^bb10
    %25 = "test.add"(%22, %23) : (i32, index) -> i32
    %26 = "llvm.add"(%21, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%26, %25)[^bb10] : (i64, i32) -> ()
  ^bb12:  // pred: ^bb10
    "llvm.br"(%arg5, %22, %arg9)[^bb13] : (i64, i32, f32) -> ()
  ^bb13(%27: i64, %28: i32, %29: f32):  // 2 preds: ^bb12, ^bb17
    %30 = "llvm.icmp"(%27, %arg6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%30)[^bb14, ^bb18] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb14:  // pred: ^bb13
    "llvm.br"(%arg5, %29)[^bb15] : (i64, f32) -> ()
  ^bb15(%31: i64, %32: f32):  // 2 preds: ^bb14, ^bb16
    %33 = "llvm.icmp"(%31, %arg6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%33)[^bb16, ^bb17] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb16:  // pred: ^bb15
    %34 = "llvm.add"(%31, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%34, %32)[^bb15] : (i64, f32) -> ()
  ^bb17:  // pred: ^bb15
    %35 = "llvm.add"(%27, %arg7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%35, %28, %32)[^bb13] : (i64, i32, f32) -> ()
  ^bb18:  // pred: ^bb13
    %36 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %37 = "llvm.insertvalue"(%36, %28) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %38 = "llvm.insertvalue"(%37, %29) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%38) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i8 (i64, i64, i64, i8)>, linkage = #llvm.linkage<external>, sym_name = "integer_ivs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i64, %arg2: i64, %arg3: i64, %arg4: i8):
    "llvm.br"(%arg1)[^bb1] : (i64) -> ()
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = "llvm.icmp"(%3, %arg2) <{predicate = 6 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "test.use"(%3) : (i64) -> ()
    %5 = "llvm.add"(%3, %arg3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%5)[^bb1] : (i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.br"(%arg4, %arg4)[^bb4] : (i8, i8) -> ()
  ^bb4(%6: i8, %7: i8):  // 2 preds: ^bb3, ^bb5
    %8 = "llvm.icmp"(%6, %arg4) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "llvm.cond_br"(%8)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    %9 = "llvm.add"(%6, %arg4) <{overflowFlags = 0 : i32}> : (i8, i8) -> i8
    "llvm.br"(%9, %6)[^bb4] : (i8, i8) -> ()
  ^bb6:  // pred: ^bb4
    "llvm.return"(%7) : (i8) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "from_generic", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64):
    "llvm.br"(%arg0)[^bb1] : (i64) -> ()
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    %1 = "llvm.icmp"(%0, %arg0) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %2 = "llvm.add"(%0, %arg0) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%2)[^bb1] : (i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "scalars", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i32):
    %11 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
    %14 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "llvm.or"(%12, %13) : (i32, i32) -> i32
    %17 = "llvm.or"(%12, %11) <{isDisjoint}> : (i32, i32) -> i32
    %18 = "llvm.or"(%arg1, %11) : (i32, i32) -> i32
    %19 = "llvm.or"(%arg1, %15) : (i32, i32) -> i32
    %20 = "llvm.or"(%arg1, %arg1) : (i32, i32) -> i32
    %21 = "llvm.shl"(%12, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %22 = "llvm.shl"(%12, %14) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %23 = "llvm.shl"(%arg1, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %24 = "llvm.shl"(%15, %13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %25 = "llvm.add"(%16, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %26 = "llvm.add"(%25, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %27 = "llvm.add"(%26, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %28 = "llvm.add"(%27, %20) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %29 = "llvm.add"(%28, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %30 = "llvm.add"(%29, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %31 = "llvm.add"(%30, %23) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %32 = "llvm.add"(%31, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.return"(%32) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "wide", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64):
    %4 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 63 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.shl"(%4, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %8 = "llvm.shl"(%4, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %9 = "llvm.or"(%7, %4) : (i64, i64) -> i64
    %10 = "llvm.add"(%8, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.return"(%10) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<2xi32> ()>, linkage = #llvm.linkage<external>, sym_name = "vectors", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %1 = "llvm.mlir.constant"() <{value = dense<[4, 8]> : vector<2xi32>}> : () -> vector<2xi32>
    %2 = "llvm.or"(%0, %1) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3 = "llvm.shl"(%2, %0) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "llvm.return"(%3) : (vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()


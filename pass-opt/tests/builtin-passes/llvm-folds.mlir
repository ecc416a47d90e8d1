"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, vector<2xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i32, %arg2: vector<2xi32>):
    %15 = "llvm.icmp"(%arg1, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "test.use"(%15) : (i1) -> ()
    %16 = "llvm.icmp"(%arg1, %arg1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "test.use"(%16) : (i1) -> ()
    %17 = "llvm.icmp"(%arg1, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "test.use"(%17) : (i1) -> ()
    %18 = "llvm.icmp"(%arg1, %arg1) <{predicate = 3 : i64}> : (i32, i32) -> i1
    "test.use"(%18) : (i1) -> ()
    %19 = "llvm.icmp"(%arg1, %arg1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "test.use"(%19) : (i1) -> ()
    %20 = "llvm.icmp"(%arg1, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "test.use"(%20) : (i1) -> ()
    %21 = "llvm.icmp"(%arg1, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "test.use"(%21) : (i1) -> ()
    %22 = "llvm.icmp"(%arg1, %arg1) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "test.use"(%22) : (i1) -> ()
    %23 = "llvm.icmp"(%arg1, %arg1) <{predicate = 8 : i64}> : (i32, i32) -> i1
    "test.use"(%23) : (i1) -> ()
    %24 = "llvm.icmp"(%arg1, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "test.use"(%24) : (i1) -> ()
    %25 = "llvm.icmp"(%arg2, %arg2) <{predicate = 0 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
    "test.use"(%25) : (vector<2xi1>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "llvm.add"(%0, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3 = "llvm.mul"(%2, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %4 = "llvm.icmp"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %5 = "llvm.select"(%4, %3, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %6 = "llvm.and"(%arg0, %arg0) : (i32, i32) -> i32
    %7 = "llvm.intr.smin"(%6, %0) : (i32, i32) -> i32
    %8 = "llvm.sub"(%7, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %9 = "llvm.xor"(%8, %5) : (i32, i32) -> i32
    %10 = "llvm.trunc"(%9) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %11 = "llvm.zext"(%10) : (i8) -> i32
    %12 = "llvm.shl"(%11, %0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %13 = "llvm.or"(%12, %0) : (i32, i32) -> i32
    %14 = "llvm.sdiv"(%13, %1) : (i32, i32) -> i32
    "llvm.return"(%14) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<internal>, sym_name = "pick", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1 = "llvm.icmp"(%0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "llvm.call"(%arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @pick, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i32
    %3 = "llvm.icmp"(%2, %arg0) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %4 = "llvm.select"(%3, %2, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    "llvm.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "void_decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.nonnull, llvm.noundef}, {}], function_type = !llvm.func<i64 (ptr, f64)>, linkage = #llvm.linkage<external>, res_attrs = [{llvm.signext}], sym_name = "decl_attrs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noundef}, {}], function_type = !llvm.func<i32 (i32, f32)>, linkage = #llvm.linkage<internal>, passthrough = ["nounwind"], res_attrs = [{llvm.zeroext}], sym_name = "internal_fn", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg4: i32, %arg5: f32):
    "llvm.return"(%arg4) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<private>, sym_name = "cc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, dso_local, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak>, sym_name = "vis", unnamed_addr = 1 : i64, visibility_ = 1 : i64}> ({
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<cc_10>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce_odr>, sym_name = "all_keywords", sym_visibility = "private", unnamed_addr = 2 : i64, visibility_ = 2 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "variadic", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: i32):
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (...)>, linkage = #llvm.linkage<external>, sym_name = "only_variadic", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (ptr)>, linkage = #llvm.linkage<external>, sym_name = "returns_struct", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: !llvm.ptr):
    %6 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %8 = "llvm.mlir.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %9 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %10 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %11 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %12 = "llvm.mlir.undef"() : () -> i32
    %13 = "llvm.mlir.zero"() {tag} : () -> !llvm.ptr
    %14 = "llvm.insertvalue"(%11, %6) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %15 = "llvm.insertvalue"(%14, %7) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    %16 = "llvm.extractvalue"(%15) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %17 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)>
    %18 = "llvm.extractvalue"(%17) <{position = array<i64: 1, 0, 1>}> {tag} : (!llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)>) -> !llvm.ptr
    %19 = "llvm.insertvalue"(%17, %arg2) <{position = array<i64: 1, 1, 1>}> : (!llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)>, !llvm.ptr) -> !llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)>
    %20 = "llvm.extractvalue"(%19) <{position = array<i64: 1>}> : (!llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)>) -> !llvm.array<2 x struct<(i64, ptr)>>
    %21 = "llvm.extractvalue"(%15) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %22 = "llvm.mlir.constant"() <{value = "text"}> : () -> !llvm.array<4 x i8>
    "llvm.return"(%15) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "calls", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "llvm.call"(%arg0, %arg1, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @decl, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, f32, i32) -> i32
    %1 = "llvm.call"(%arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @internal_fn, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, f32) -> i32
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @cc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %2 = "llvm.mlir.addressof"() <{global_name = @internal_fn}> : () -> !llvm.ptr
    %3 = "llvm.call"(%2, %arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (!llvm.ptr, i32, f32) -> i32
    "llvm.call"() <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, callee = @cc, fastmathFlags = #llvm.fastmath<none>, no_unwind, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @cc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<coldcc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @cc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<notail>, callee = @void_decl, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %4 = "llvm.call"(%arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, arg_attrs = [{llvm.noundef}, {}], callee = @internal_fn, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, res_attrs = [{llvm.zeroext}]}> : (i32, f32) -> i32
    %5 = "llvm.call"(%arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @internal_fn, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, f32) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


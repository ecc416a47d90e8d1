// Invalid `llvm` ops in the generic form, one case per chunk (see README.md).

// case: icmp-result-i32
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: icmp-predicate-out-of-range
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.icmp"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----
// case: icmp-operand-mismatch
"x.wrap"() ({
^bb0(%a: i32, %b: i64):
  %0 = "llvm.icmp"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
}) : () -> ()

// -----
// case: icmp-float-operands
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: icmp-pointers-valid
"x.wrap"() ({
^bb0(%a: !llvm.ptr):
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
}) : () -> ()

// -----
// case: icmp-no-predicate
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.icmp"(%a, %a) : (i32, i32) -> i1
}) : () -> ()

// -----
// case: fcmp-integer-operands
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.fcmp"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----
// case: fcmp-predicate-out-of-range
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.fcmp"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, predicate = 40 : i64}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: extractvalue-of-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (i32) -> i32
}) : () -> ()

// -----
// case: extractvalue-position-out-of-range
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>):
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f32)>) -> i32
}) : () -> ()

// -----
// case: extractvalue-result-type
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>):
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32
}) : () -> ()

// -----
// case: extractvalue-too-deep
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>):
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0, 0>}> : (!llvm.struct<(i32, f32)>) -> i32
}) : () -> ()

// -----
// case: extractvalue-no-position
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>):
  %0 = "llvm.extractvalue"(%s) : (!llvm.struct<(i32, f32)>) -> i32
}) : () -> ()

// -----
// case: extractvalue-array-valid
"x.wrap"() ({
^bb0(%s: !llvm.array<4 x i64>):
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 3>}> : (!llvm.array<4 x i64>) -> i64
}) : () -> ()

// -----
// case: insertvalue-value-type
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>, %v: i64):
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i64) -> !llvm.struct<(i32, f32)>
}) : () -> ()

// -----
// case: insertvalue-of-integer
"x.wrap"() ({
^bb0(%s: i32, %v: i32):
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: insertvalue-result-type
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>, %v: i32):
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, i32)>
}) : () -> ()

// -----
// case: call-undefined-callee
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @nowhere, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-operand-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i64):
  "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-operand-count
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-result-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "g", visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i64
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-of-a-global
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-of-a-func-func
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-indirect-not-pointer
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: addressof-undefined
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @nowhere}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: addressof-of-func-func
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: addressof-address-space
"llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: addressof-result-i64
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> i64
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: func-builtin-function-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = () -> (), linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----
// case: func-entry-argument-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i64):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: func-entry-argument-count
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: func-no-function-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----
// case: func-linkage-bogus
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<everywhere>, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----
// case: return-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i64)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i64):
  "llvm.return"(%a) : (i64) -> ()
}) : () -> ()

// -----
// case: return-missing-value
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: return-in-func-func
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: load-from-integer
"x.wrap"() ({
^bb0(%p: i64):
  %0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (i64) -> i32
}) : () -> ()

// -----
// case: store-to-integer
"x.wrap"() ({
^bb0(%v: i32, %p: i64):
  "llvm.store"(%v, %p) <{ordering = 0 : i64}> : (i32, i64) -> ()
}) : () -> ()

// -----
// case: load-ordering-out-of-range
"x.wrap"() ({
^bb0(%p: !llvm.ptr):
  %0 = "llvm.load"(%p) <{ordering = 12 : i64}> : (!llvm.ptr) -> i32
}) : () -> ()

// -----
// case: add-mixed-types
"x.wrap"() ({
^bb0(%a: i32, %b: i64):
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
}) : () -> ()

// -----
// case: add-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
}) : () -> ()

// -----
// case: fadd-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: fadd-fastmath-bogus
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = #llvm.fastmath<bogus>}> : (f32, f32) -> f32
}) : () -> ()

// -----
// case: sext-narrowing
"x.wrap"() ({
^bb0(%a: i64):
  %0 = "llvm.sext"(%a) : (i64) -> i32
}) : () -> ()

// -----
// case: trunc-widening
"x.wrap"() ({
^bb0(%a: i8):
  %0 = "llvm.trunc"(%a) : (i8) -> i32
}) : () -> ()

// -----
// case: zext-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.zext"(%a) : (f32) -> f64
}) : () -> ()

// -----
// case: bitcast-size-mismatch
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.bitcast"(%a) : (i32) -> i64
}) : () -> ()

// -----
// case: inttoptr-to-integer
"x.wrap"() ({
^bb0(%a: i64):
  %0 = "llvm.inttoptr"(%a) : (i64) -> i32
}) : () -> ()

// -----
// case: ptrtoint-from-integer
"x.wrap"() ({
^bb0(%a: i64):
  %0 = "llvm.ptrtoint"(%a) : (i64) -> i64
}) : () -> ()

// -----
// case: select-condition-i32
"x.wrap"() ({
^bb0(%c: i32, %a: f32):
  %0 = "llvm.select"(%c, %a, %a) <{fastmathFlags = #llvm.fastmath<none>}> : (i32, f32, f32) -> f32
}) : () -> ()

// -----
// case: br-operand-type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i64):
  "llvm.br"(%a)[^bb1] : (i64) -> ()
^bb1(%b: i32):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-condition-i32
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%c: i32):
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: switch-case-count
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-type-mismatch
"x.wrap"() ({
  %0 = "llvm.mlir.constant"() <{value = 1.0 : f32}> : () -> i32
}) : () -> ()

// -----
// case: constant-no-value
"x.wrap"() ({
  %0 = "llvm.mlir.constant"() : () -> i32
}) : () -> ()

// -----
// case: alloca-no-element-type
"x.wrap"() ({
^bb0(%n: i32):
  %0 = "llvm.alloca"(%n) : (i32) -> !llvm.ptr
}) : () -> ()

// -----
// case: alloca-result-integer
"x.wrap"() ({
^bb0(%n: i32):
  %0 = "llvm.alloca"(%n) <{elem_type = i32}> : (i32) -> i64
}) : () -> ()

// -----
// case: getelementptr-missing-dynamic-index
"x.wrap"() ({
^bb0(%p: !llvm.ptr):
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
}) : () -> ()

// -----
// case: getelementptr-base-integer
"x.wrap"() ({
^bb0(%p: i64):
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (i64) -> !llvm.ptr
}) : () -> ()

// -----
// case: unreachable-with-operand
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.unreachable"(%a) : (i32) -> ()
}) : () -> ()

// -----
// case: global-no-type
"llvm.mlir.global"() <{addr_space = 0 : i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()

// -----
// case: global-value-type-mismatch
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = "text"}> ({
}) : () -> ()

// -----
// case: global-string-value-of-its-length-valid
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "g", value = "\FF\00"}> ({
}) : () -> ()

// -----
// case: global-string-value-counts-bytes
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<1 x i8>, linkage = #llvm.linkage<internal>, sym_name = "g", value = "\C3\A9"}> ({
}) : () -> ()

// -----
// case: zero-of-integer-valid
"x.wrap"() ({
  %0 = "llvm.mlir.zero"() : () -> i32
}) : () -> ()

// -----
// case: undef-of-builtin-function
"x.wrap"() ({
  %0 = "llvm.mlir.undef"() : () -> (() -> ())
}) : () -> ()

// -----
// case: add-two-results
"x.wrap"() ({
^bb0(%a: i32):
  %0:2 = "llvm.add"(%a, %a) <{overflowFlags = 0 : i32}> : (i32, i32) -> (i32, i32)
}) : () -> ()

// -----
// case: add-one-operand
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.add"(%a) <{overflowFlags = 0 : i32}> : (i32) -> i32
}) : () -> ()

// -----
// case: sub-overflow-flags-string
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.sub"(%a, %a) <{overflowFlags = "nsw"}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: fadd-fastmath-integer
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = 1 : i32}> : (f32, f32) -> f32
}) : () -> ()

// -----
// case: fneg-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.fneg"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
}) : () -> ()

// -----
// case: fcmp-result-i32
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.fcmp"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i32
}) : () -> ()

// -----
// case: icmp-predicate-string
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.icmp"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> i1
}) : () -> ()

// -----
// case: icmp-vector-scalar-result
"x.wrap"() ({
^bb0(%a: vector<2xi32>):
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (vector<2xi32>, vector<2xi32>) -> i1
}) : () -> ()

// -----
// case: select-value-types
"x.wrap"() ({
^bb0(%c: i1, %a: i32, %b: i64):
  %0 = "llvm.select"(%c, %a, %b) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i64) -> i32
}) : () -> ()

// -----
// case: trunc-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.trunc"(%a) <{overflowFlags = 0 : i32}> : (f32) -> i16
}) : () -> ()

// -----
// case: sitofp-to-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.sitofp"(%a) : (i32) -> i64
}) : () -> ()

// -----
// case: smax-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.intr.smax"(%a, %a) : (f32, f32) -> f32
}) : () -> ()

// -----
// case: maxnum-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.intr.maxnum"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: ctlz-no-is-zero-poison
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.intr.ctlz"(%a) : (i32) -> i32
}) : () -> ()

// -----
// case: ctpop-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.intr.ctpop"(%a) : (f32) -> f32
}) : () -> ()

// -----
// case: fabs-result-type
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.intr.fabs"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f64
}) : () -> ()

// -----
// case: uadd-with-overflow-operand-types
"x.wrap"() ({
^bb0(%a: i32, %b: i64):
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i64) -> !llvm.struct<(i32, i1)>
}) : () -> ()

// -----
// case: memcpy-integer-destination
"x.wrap"() ({
^bb0(%d: i64, %s: !llvm.ptr, %n: i64):
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (i64, !llvm.ptr, i64) -> ()
}) : () -> ()

// -----
// case: memcpy-no-volatile-flag
"x.wrap"() ({
^bb0(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64):
  "llvm.intr.memcpy"(%d, %s, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
}) : () -> ()

// -----
// case: constant-two-results
"x.wrap"() ({
  %0:2 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> (i32, i32)
}) : () -> ()

// -----
// case: poison-with-operand
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.mlir.poison"(%a) : (i32) -> i32
}) : () -> ()

// -----
// case: cond-br-weights-count
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%c: i1):
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: switch-float-value
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: f32):
  "llvm.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: return-two-operands
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----
// case: call-two-results
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  %0:2 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> (i32, i32)
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-cconv-integer
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.call"(%a) <{CConv = 1 : i64, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: func-linkage-integer
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = 0 : i64, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----
// case: func-visibility-out-of-range
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 5 : i64}> ({
}) : () -> ()

// -----
// case: global-address-space-string
"llvm.mlir.global"() <{addr_space = "one", global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()

// -----
// case: load-ordering-three
"x.wrap"() ({
^bb0(%p: !llvm.ptr):
  %0 = "llvm.load"(%p) <{ordering = 3 : i64}> : (!llvm.ptr) -> i32
}) : () -> ()

// -----
// case: store-with-result
"x.wrap"() ({
^bb0(%a: i32, %p: !llvm.ptr):
  %0 = "llvm.store"(%a, %p) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> i32
}) : () -> ()

// -----
// case: alloca-float-size
"x.wrap"() ({
^bb0(%n: f32):
  %0 = "llvm.alloca"(%n) <{elem_type = i32}> : (f32) -> !llvm.ptr
}) : () -> ()

// -----
// case: getelementptr-float-index
"x.wrap"() ({
^bb0(%p: !llvm.ptr, %i: f32):
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, f32) -> !llvm.ptr
}) : () -> ()

// -----
// case: addressof-no-global-name
"x.wrap"() ({
  %0 = "llvm.mlir.addressof"() : () -> !llvm.ptr
}) : () -> ()

// -----
// case: unreachable-with-result
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0():
  %0 = "llvm.unreachable"() : () -> i32
}) : () -> ()

// -----
// case: br-two-successors
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0():
  "llvm.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: fcmp-predicate-string
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.fcmp"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, predicate = "oeq"}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: ifunc-no-resolver
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver_type = !llvm.func<ptr ()>, sym_name = "f"}> : () -> ()

// -----
// case: alias-no-linkage
"llvm.mlir.alias"() <{alias_type = i32, sym_name = "a"}> ({
}) : () -> ()

// -----
// case: zero-two-results
"x.wrap"() ({
  %0:2 = "llvm.mlir.zero"() : () -> (i32, i32)
}) : () -> ()

// -----
// case: extractvalue-position-i32
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>):
  %0 = "llvm.extractvalue"(%s) <{position = array<i32: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
}) : () -> ()

// -----
// case: insertvalue-result-not-aggregate
"x.wrap"() ({
^bb0(%s: !llvm.struct<(i32, f32)>, %a: i32):
  %0 = "llvm.insertvalue"(%s, %a) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> i32
}) : () -> ()

// -----
// case: call-tail-call-kind-string
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = "tail", callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: call-op-bundle-sizes-mismatch
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: icmp-vector-valid
"x.wrap"() ({
^bb0(%a: vector<2xi32>):
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi1>
}) : () -> ()

// -----
// case: mul-overflow-flags-attribute-valid
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.mul"(%a, %a) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "llvm.add"(%a, %a) <{overflowFlags = 3 : i64}> : (i32, i32) -> i32
}) : () -> ()

// RUN: pass-opt %s --mlir-print-op-generic --pass-pipeline='builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "arith"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %7 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.muli"(%7, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.divsi"(%8, %arg5) : (i32, i32) -> i32
    %10 = "arith.cmpi"(%9, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %11 = "arith.select"(%10, %9, %arg5) : (i1, i32, i32) -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i64, f64, i32), sym_name = "casts"}> ({
  ^bb0(%arg3: i32, %arg4: f32):
    %4 = "arith.extsi"(%arg3) : (i32) -> i64
    %5 = "arith.extf"(%arg4) : (f32) -> f64
    %6 = "arith.fptosi"(%arg4) : (f32) -> i32
    "func.return"(%4, %5, %6) : (i64, f64, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "loop"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg0, %1, %0) ({
    ^bb0(%arg1: index, %arg2: index):
      %3 = "arith.addi"(%arg2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%3) : (index) -> ()
    }) : (index, index, index, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "arith", visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[V1:%[[:alnum:]_.$-]+]]: i32, [[V2:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: [[V3:%[[:alnum:]_.$-]+]] = "llvm.add"([[V1]], [[V2]]) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: [[V4:%[[:alnum:]_.$-]+]] = "llvm.mul"([[V3]], [[V2]]) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: [[V5:%[[:alnum:]_.$-]+]] = "llvm.sdiv"([[V4]], [[V1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V6:%[[:alnum:]_.$-]+]] = "llvm.icmp"([[V5]], [[V1]]) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: [[V7:%[[:alnum:]_.$-]+]] = "llvm.select"([[V6]], [[V5]], [[V1]]) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// CHECK-NEXT: "llvm.return"([[V7]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, f64, i32)> (i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "casts", visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[V8:%[[:alnum:]_.$-]+]]: i32, [[V9:%[[:alnum:]_.$-]+]]: f32):
// CHECK-NEXT: [[V10:%[[:alnum:]_.$-]+]] = "llvm.sext"([[V8]]) : (i32) -> i64
// CHECK-NEXT: [[V11:%[[:alnum:]_.$-]+]] = "llvm.fpext"([[V9]]) : (f32) -> f64
// CHECK-NEXT: [[V12:%[[:alnum:]_.$-]+]] = "llvm.fptosi"([[V9]]) : (f32) -> i32
// CHECK-NEXT: [[V13:%[[:alnum:]_.$-]+]] = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, f64, i32)>
// CHECK-NEXT: [[V14:%[[:alnum:]_.$-]+]] = "llvm.insertvalue"([[V13]], [[V10]]) <{position = array<i64: 0>}> : (!llvm.struct<(i64, f64, i32)>, i64) -> !llvm.struct<(i64, f64, i32)>
// CHECK-NEXT: [[V15:%[[:alnum:]_.$-]+]] = "llvm.insertvalue"([[V14]], [[V11]]) <{position = array<i64: 1>}> : (!llvm.struct<(i64, f64, i32)>, f64) -> !llvm.struct<(i64, f64, i32)>
// CHECK-NEXT: [[V16:%[[:alnum:]_.$-]+]] = "llvm.insertvalue"([[V15]], [[V12]]) <{position = array<i64: 2>}> : (!llvm.struct<(i64, f64, i32)>, i32) -> !llvm.struct<(i64, f64, i32)>
// CHECK-NEXT: "llvm.return"([[V16]]) : (!llvm.struct<(i64, f64, i32)>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "loop", visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[V17:%[[:alnum:]_.$-]+]]: i64):
// CHECK-NEXT: [[V18:%[[:alnum:]_.$-]+]] = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
// CHECK-NEXT: [[V19:%[[:alnum:]_.$-]+]] = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT: "llvm.br"([[V18]], [[V18]])[^bb1] : (i64, i64) -> ()
// CHECK-NEXT: ^bb1([[V20:%[[:alnum:]_.$-]+]]: i64, [[V21:%[[:alnum:]_.$-]+]]: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: [[V22:%[[:alnum:]_.$-]+]] = "llvm.icmp"([[V20]], [[V17]]) <{predicate = 2 : i64}> : (i64, i64) -> i1
// CHECK-NEXT: "llvm.cond_br"([[V22]])[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: [[V23:%[[:alnum:]_.$-]+]] = "llvm.add"([[V21]], [[V20]]) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT: [[V24:%[[:alnum:]_.$-]+]] = "llvm.add"([[V20]], [[V19]]) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT: "llvm.br"([[V24]], [[V23]])[^bb1] : (i64, i64) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "llvm.return"([[V21]]) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

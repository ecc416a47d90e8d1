// RUN: pass-opt %s --mlir-print-op-generic --sccp | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "hoist"}> ({
  ^bb0(%arg1: i32, %arg2: i32, %arg3: index):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "scf.for"(%7, %arg3, %8, %arg1) ({
    ^bb0(%arg4: index, %arg5: i32):
      %10 = "arith.muli"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "arith.addi"(%arg5, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "propagate"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%3)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %4 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%5)[^bb3] : (i32) -> ()
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "hoist"}> ({
// CHECK-NEXT: ^bb0([[V1:%[[:alnum:]_.$-]+]]: i32, [[V2:%[[:alnum:]_.$-]+]]: i32, [[V3:%[[:alnum:]_.$-]+]]: index):
// CHECK-NEXT: [[V4:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT: [[V5:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: [[V6:%[[:alnum:]_.$-]+]] = "scf.for"([[V5]], [[V3]], [[V4]], [[V1]]) ({
// CHECK-NEXT: ^bb0([[V7:%[[:alnum:]_.$-]+]]: index, [[V8:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: [[V9:%[[:alnum:]_.$-]+]] = "arith.muli"([[V1]], [[V2]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V10:%[[:alnum:]_.$-]+]] = "arith.addi"([[V8]], [[V9]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"([[V10]]) : (i32) -> ()
// CHECK-NEXT: }) : (index, index, index, i32) -> i32
// CHECK-NEXT: "func.return"([[V6]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i1) -> i32, sym_name = "propagate"}> ({
// CHECK-NEXT: ^bb0([[V11:%[[:alnum:]_.$-]+]]: i1):
// CHECK-NEXT: [[V12:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 4 : i32}> : () -> i32
// CHECK-NEXT: [[V13:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 6 : i32}> : () -> i32
// CHECK-NEXT: [[V14:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 3 : i32}> : () -> i32
// CHECK-NEXT: [[V15:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 2 : i32}> : () -> i32
// CHECK-NEXT: [[V16:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: "cf.cond_br"([[V11]])[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "cf.br"([[V13]])[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "cf.br"([[V13]])[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb3([[V17:%[[:alnum:]_.$-]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "func.return"([[V13]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

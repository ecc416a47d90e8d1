// RUN: pass-opt %s --mlir-print-op-generic --pass-pipeline='builtin.module(func.func(cse,canonicalize))' | FileCheck %s
// RUN: pass-opt %s --mlir-print-op-generic --pass-pipeline='builtin.module(func.func(cse,canonicalize))' | FileCheck %s --check-prefix=COUNTS
// RUN: pass-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// cse then canonicalize: the duplicate constants become one, the duplicate
// additions one, and `x - x` folds to that constant.

"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%a: i32, %b: i32):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %c0b = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%2, %c0b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0, %3, %c0) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: sym_name = "f"
// CHECK-SAME:  ({
// CHECK-NEXT:  ^bb0([[A:%[^:]+]]: i32, [[B:%[^:]+]]: i32):
// CHECK-DAG:   [[ZERO:%[^ ]+]] = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-DAG:   [[SUM:%[^ ]+]] = "arith.addi"([[A]], [[B]])
// CHECK-NOT:   "arith.subi"
// CHECK:       "func.return"([[SUM]], [[ZERO]], [[ZERO]]) : (i32, i32, i32) -> ()

// COUNTS-COUNT-1: "arith.constant"
// COUNTS-COUNT-1: "arith.addi"
// COUNTS-NOT:     "arith.

// RUN: pass-opt %s --canonicalize | FileCheck %s

// pass-opt prints the pretty form by default, as mlir-opt: the checks
// below are mlir-opt-22's default output (tools/generate-checks.py).
func.func @fold(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.muli %a, %s : i32
  return %r : i32
}
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  return %r : index
}

// CHECK: module {
// CHECK-LABEL: func.func @fold(
// CHECK-SAME: [[V1:%[[:alnum:]_.$-]+]]: i32) -> i32 {
// CHECK-NEXT: [[V2:%[[:alnum:]_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT: [[V3:%[[:alnum:]_.$-]+]] = arith.muli [[V1]], [[V2]] : i32
// CHECK-NEXT: return [[V3]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: [[V4:%[[:alnum:]_.$-]+]]: index) -> index {
// CHECK-NEXT: [[V5:%[[:alnum:]_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V6:%[[:alnum:]_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V7:%[[:alnum:]_.$-]+]] = scf.for [[V8:%[[:alnum:]_.$-]+]] = [[V5]] to [[V4]] step [[V6]] iter_args([[V9:%[[:alnum:]_.$-]+]] = [[V5]]) -> (index) {
// CHECK-NEXT: [[V10:%[[:alnum:]_.$-]+]] = arith.addi [[V9]], [[V8]] : index
// CHECK-NEXT: scf.yield [[V10]] : index
// CHECK-NEXT: }
// CHECK-NEXT: return [[V7]] : index
// CHECK-NEXT: }
// CHECK-NEXT: }

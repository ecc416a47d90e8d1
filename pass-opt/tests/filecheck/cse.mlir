// RUN: pass-opt %s --mlir-print-op-generic --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "redundant"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %12 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.muli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.muli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.subi"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%16) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i64), sym_name = "constants"}> ({
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "func.return"(%9, %10, %11) : (i32, i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "nested"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg1, %1, %arg0) ({
    ^bb0(%arg2: index, %arg3: index):
      %6 = "arith.addi"(%arg3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%8) : (index) -> ()
    }) : (index, index, index, index) -> index
    %3 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%5) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "redundant"}> ({
// CHECK-NEXT: ^bb0([[V1:%[[:alnum:]_.$-]+]]: i32, [[V2:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: [[V3:%[[:alnum:]_.$-]+]] = "arith.addi"([[V1]], [[V2]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V4:%[[:alnum:]_.$-]+]] = "arith.muli"([[V3]], [[V3]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V5:%[[:alnum:]_.$-]+]] = "arith.subi"([[V4]], [[V4]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "func.return"([[V5]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = () -> (i32, i32, i64), sym_name = "constants"}> ({
// CHECK-NEXT: [[V6:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: [[V7:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : i64}> : () -> i64
// CHECK-NEXT: "func.return"([[V6]], [[V6]], [[V7]]) : (i32, i32, i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (index, index) -> index, sym_name = "nested"}> ({
// CHECK-NEXT: ^bb0([[V8:%[[:alnum:]_.$-]+]]: index, [[V9:%[[:alnum:]_.$-]+]]: index):
// CHECK-NEXT: [[V10:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: [[V11:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT: [[V12:%[[:alnum:]_.$-]+]] = "scf.for"([[V10]], [[V9]], [[V11]], [[V8]]) ({
// CHECK-NEXT: ^bb0([[V13:%[[:alnum:]_.$-]+]]: index, [[V14:%[[:alnum:]_.$-]+]]: index):
// CHECK-NEXT: [[V15:%[[:alnum:]_.$-]+]] = "arith.addi"([[V14]], [[V13]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: [[V16:%[[:alnum:]_.$-]+]] = "arith.addi"([[V15]], [[V11]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: "scf.yield"([[V16]]) : (index) -> ()
// CHECK-NEXT: }) : (index, index, index, index) -> index
// CHECK-NEXT: [[V17:%[[:alnum:]_.$-]+]] = "arith.addi"([[V12]], [[V8]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: [[V18:%[[:alnum:]_.$-]+]] = "arith.muli"([[V17]], [[V17]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: "func.return"([[V18]]) : (index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

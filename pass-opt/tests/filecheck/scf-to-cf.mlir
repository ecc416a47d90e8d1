// RUN: pass-opt %s --mlir-print-op-generic --convert-scf-to-cf | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "sum"}> ({
  ^bb0(%arg6: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "scf.for"(%8, %arg6, %9, %8) ({
    ^bb0(%arg7: index, %arg8: index):
      %11 = "arith.addi"(%arg8, %arg7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%11) : (index) -> ()
    }) : (index, index, index, index) -> index
    "func.return"(%10) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "choose"}> ({
  ^bb0(%arg3: i1, %arg4: i32, %arg5: i32):
    %5 = "scf.if"(%arg3) ({
      %7 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      %6 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "count_down"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "scf.while"(%arg0) ({
    ^bb0(%arg2: i32):
      %4 = "arith.cmpi"(%arg2, %0) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "scf.condition"(%4, %arg2) : (i1, i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %3 = "arith.subi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (index) -> index, sym_name = "sum"}> ({
// CHECK-NEXT: ^bb0([[V1:%[[:alnum:]_.$-]+]]: index):
// CHECK-NEXT: [[V2:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: [[V3:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT: "cf.br"([[V2]], [[V2]])[^bb1] : (index, index) -> ()
// CHECK-NEXT: ^bb1([[V4:%[[:alnum:]_.$-]+]]: index, [[V5:%[[:alnum:]_.$-]+]]: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: [[V6:%[[:alnum:]_.$-]+]] = "arith.cmpi"([[V4]], [[V1]]) <{predicate = 2 : i64}> : (index, index) -> i1
// CHECK-NEXT: "cf.cond_br"([[V6]])[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: [[V7:%[[:alnum:]_.$-]+]] = "arith.addi"([[V5]], [[V4]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: [[V8:%[[:alnum:]_.$-]+]] = "arith.addi"([[V4]], [[V3]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: "cf.br"([[V8]], [[V7]])[^bb1] : (index, index) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "func.return"([[V5]]) : (index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "choose"}> ({
// CHECK-NEXT: ^bb0([[V9:%[[:alnum:]_.$-]+]]: i1, [[V10:%[[:alnum:]_.$-]+]]: i32, [[V11:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: "cf.cond_br"([[V9]])[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: [[V12:%[[:alnum:]_.$-]+]] = "arith.addi"([[V10]], [[V11]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "cf.br"([[V12]])[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: [[V13:%[[:alnum:]_.$-]+]] = "arith.subi"([[V10]], [[V11]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "cf.br"([[V13]])[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb3([[V14:%[[:alnum:]_.$-]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "cf.br"()[^bb4] : () -> ()
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "func.return"([[V14]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32) -> i32, sym_name = "count_down"}> ({
// CHECK-NEXT: ^bb0([[V15:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: [[V16:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT: [[V17:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: "cf.br"([[V15]])[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1([[V18:%[[:alnum:]_.$-]+]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: [[V19:%[[:alnum:]_.$-]+]] = "arith.cmpi"([[V18]], [[V16]]) <{predicate = 4 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: "cf.cond_br"([[V19]], [[V18]])[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb2([[V20:%[[:alnum:]_.$-]+]]: i32):  // pred: ^bb1
// CHECK-NEXT: [[V21:%[[:alnum:]_.$-]+]] = "arith.subi"([[V20]], [[V17]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "cf.br"([[V21]])[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "func.return"([[V18]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

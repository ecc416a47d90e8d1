// RUN: pass-opt %s --mlir-print-op-generic --canonicalize | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "fold_constants"}> ({
    %16 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %18 = "arith.addi"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.muli"(%18, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.subi"(%19, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64) -> (i32, i32, i64, i32), sym_name = "identities"}> ({
  ^bb0(%arg5: i32, %arg6: i64):
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.addi"(%arg5, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.muli"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "arith.ori"(%arg6, %13) : (i64, i64) -> i64
    %15 = "arith.subi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%11, %12, %14, %15) : (i32, i32, i64, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (i32, i1, i32), sym_name = "select_and_cmp"}> ({
  ^bb0(%arg3: i32, %arg4: i1):
    %4 = "arith.select"(%arg4, %arg3, %arg3) : (i1, i32, i32) -> i32
    %5 = "arith.cmpi"(%arg3, %arg3) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8 = "arith.select"(%6, %7, %arg3) : (i1, i32, i32) -> i32
    "func.return"(%4, %5, %8) : (i32, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead_code"}> ({
  ^bb0(%arg2: i32):
    %2 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "scf_if_constant"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "scf.if"(%0) ({
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = () -> i32, sym_name = "fold_constants"}> ({
// CHECK-NEXT: [[V1:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 13 : i32}> : () -> i32
// CHECK-NEXT: "func.return"([[V1]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32, i64) -> (i32, i32, i64, i32), sym_name = "identities"}> ({
// CHECK-NEXT: ^bb0([[V2:%[[:alnum:]_.$-]+]]: i32, [[V3:%[[:alnum:]_.$-]+]]: i64):
// CHECK-NEXT: [[V4:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT: "func.return"([[V2]], [[V2]], [[V3]], [[V4]]) : (i32, i32, i64, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32, i1) -> (i32, i1, i32), sym_name = "select_and_cmp"}> ({
// CHECK-NEXT: ^bb0([[V5:%[[:alnum:]_.$-]+]]: i32, [[V6:%[[:alnum:]_.$-]+]]: i1):
// CHECK-NEXT: [[V7:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT: [[V8:%[[:alnum:]_.$-]+]] = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: "func.return"([[V5]], [[V8]], [[V7]]) : (i32, i1, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32) -> i32, sym_name = "dead_code"}> ({
// CHECK-NEXT: ^bb0([[V9:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: "func.return"([[V9]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "scf_if_constant"}> ({
// CHECK-NEXT: ^bb0([[V10:%[[:alnum:]_.$-]+]]: i32, [[V11:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: "func.return"([[V10]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

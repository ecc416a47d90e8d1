// RUN: pass-opt %s --mlir-print-op-generic --inline | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "square", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32):
    %5 = "arith.muli"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add_squares", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %2 = "func.call"(%arg3) <{callee = @square}> : (i32) -> i32
    %3 = "func.call"(%arg4) <{callee = @square}> : (i32) -> i32
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "entry"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %0 = "func.call"(%arg1, %arg2) <{callee = @add_squares}> : (i32, i32) -> i32
    %1 = "func.call"(%0) <{callee = @square}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unused", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "entry"}> ({
// CHECK-NEXT: ^bb0([[V1:%[[:alnum:]_.$-]+]]: i32, [[V2:%[[:alnum:]_.$-]+]]: i32):
// CHECK-NEXT: [[V3:%[[:alnum:]_.$-]+]] = "arith.muli"([[V1]], [[V1]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V4:%[[:alnum:]_.$-]+]] = "arith.muli"([[V2]], [[V2]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V5:%[[:alnum:]_.$-]+]] = "arith.addi"([[V3]], [[V4]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V6:%[[:alnum:]_.$-]+]] = "arith.muli"([[V5]], [[V5]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "func.return"([[V6]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

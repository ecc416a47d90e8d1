// RUN: pass-opt %s --mlir-print-op-generic --cse | FileCheck %s

// A deliberately wrong test: cse leaves one addition, not two. The harness
// must fail it and point at the wrong CHECK line (tests/filecheck.rs).

"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32):
    %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: sym_name = "f"
// CHECK:       [[X:%[0-9]+]] = "arith.addi"
// CHECK-NEXT:  [[Y:%[0-9]+]] = "arith.addi"
// CHECK-NEXT:  "arith.muli"([[X]], [[Y]])

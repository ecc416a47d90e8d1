// RUN: pass-opt %s --mlir-print-op-generic --symbol-dce | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dead", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "used_by_dead", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "caller_dead", sym_visibility = "private"}> ({
    "func.call"() <{callee = @used_by_dead}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "live", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "public"}> ({
    "func.call"() <{callee = @live}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_visibility", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = () -> (), sym_name = "live", sym_visibility = "private"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = () -> (), sym_name = "public"}> ({
// CHECK-NEXT: "func.call"() <{callee = @live}> : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

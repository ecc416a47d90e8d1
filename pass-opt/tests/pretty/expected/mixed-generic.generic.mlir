"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.cmpi"(%3, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "func.call"(%3, %3) <{callee = @f}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "generic_with_pretty_body"}> ({
    "func.call"() <{callee = @g}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "scf.execute_region"() ({
      %0 = "func.constant"() <{value = @g}> : () -> (() -> ())
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


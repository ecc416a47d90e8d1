"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> index, sym_name = "f"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: i1):
    %1 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.assert"(%arg3) <{msg = "boom"}> : (i1) -> ()
    "cf.cond_br"(%arg3, %1, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb0
    %3 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "func.call"(%arg0) <{callee = @g}> : (i32) -> (i32, f32)
    "func.return"(%0#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x2xf32>, memref<8xi32, strided<[1], offset: 4>>) -> memref<4x2xf32>, sym_name = "static"}> ({
  ^bb0(%arg13: memref<4x2xf32>, %arg14: memref<8xi32, strided<[1], offset: 4>>):
    "func.return"(%arg13) : (memref<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<f32, 3>, i64) -> (memref<f32, 3>, i64), sym_name = "zero_d"}> ({
  ^bb0(%arg11: memref<f32, 3>, %arg12: i64):
    "func.return"(%arg11, %arg12) : (memref<f32, 3>, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x2xf32>, memref<8xi32, strided<[1], offset: 4>>) -> (memref<4x2xf32>, i32), sym_name = "caller"}> ({
  ^bb0(%arg9: memref<4x2xf32>, %arg10: memref<8xi32, strided<[1], offset: 4>>):
    %3 = "func.call"(%arg9, %arg10) <{callee = @static}> : (memref<4x2xf32>, memref<8xi32, strided<[1], offset: 4>>) -> memref<4x2xf32>
    %4 = "test.i32"() : () -> i32
    "func.return"(%3, %4) : (memref<4x2xf32>, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "dynamic"}> ({
  ^bb0(%arg8: memref<?xf32>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xi32, strided<[?], offset: 4>>) -> (), sym_name = "dynamic_stride"}> ({
  ^bb0(%arg7: memref<8xi32, strided<[?], offset: 4>>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "unranked"}> ({
  ^bb0(%arg6: memref<*xf32>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> memref<?xf32>, sym_name = "dynamic_result"}> ({
  ^bb0(%arg5: memref<4xf32>):
    %2 = "test.op"(%arg5) : (memref<4xf32>) -> memref<?xf32>
    "func.return"(%2) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<*xf32>) -> (), sym_name = "calls_rejected"}> ({
  ^bb0(%arg3: memref<4xf32>, %arg4: memref<*xf32>):
    %1 = "func.call"(%arg3) <{callee = @dynamic_result}> : (memref<4xf32>) -> memref<?xf32>
    "func.call"(%arg4) <{callee = @unranked}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "with_c_interface"}> ({
  ^bb0(%arg2: memref<4xf32>):
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf32>, sym_name = "marked"}> ({
  ^bb0(%arg1: memref<4xf32>):
    "func.return"(%arg1) : (memref<4xf32>) -> ()
  }) {llvm.bareptr} : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf32>, sym_name = "calls_marked"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "func.call"(%arg0) <{callee = @marked}> : (memref<4xf32>) -> memref<4xf32>
    "func.return"(%0) : (memref<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()


#loc2 = loc("src/func-to-llvm-c-interface.loc.mlir":3:20)
#loc3 = loc("src/func-to-llvm-c-interface.loc.mlir":3:42)
#loc4 = loc("src/func-to-llvm-c-interface.loc.mlir":3:54)
#loc7 = loc("src/func-to-llvm-c-interface.loc.mlir":6:20)
#loc10 = loc("src/func-to-llvm-c-interface.loc.mlir":9:20)
#loc11 = loc("src/func-to-llvm-c-interface.loc.mlir":9:41)
#loc14 = loc("src/func-to-llvm-c-interface.loc.mlir":12:23)
#loc20 = loc("src/func-to-llvm-c-interface.loc.mlir":18:19)
#loc21 = loc("src/func-to-llvm-c-interface.loc.mlir":18:43)
#loc22 = loc("src/func-to-llvm-c-interface.loc.mlir":18:57)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, i32, memref<*xf32>) -> memref<4xf32>, sym_name = "defined"}> ({
  ^bb0(%arg7: memref<4xf32> loc("src/func-to-llvm-c-interface.loc.mlir":3:20), %arg8: i32 loc("src/func-to-llvm-c-interface.loc.mlir":3:42), %arg9: memref<*xf32> loc("src/func-to-llvm-c-interface.loc.mlir":3:54)):
    "func.return"(%arg7) : (memref<4xf32>) -> () loc(#loc5)
  }) {llvm.emit_c_interface} : () -> () loc(#loc1)
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (i32) -> i32, res_attrs = [{llvm.zeroext}], sym_name = "scalars"}> ({
  ^bb0(%arg6: i32 loc("src/func-to-llvm-c-interface.loc.mlir":6:20)):
    "func.return"(%arg6) : (i32) -> () loc(#loc8)
  }) {foo, llvm.emit_c_interface} : () -> () loc(#loc6)
  "func.func"() <{arg_attrs = [{test.a}, {}], function_type = (i32, memref<2x?xi8, 1>) -> (i32, i32), sym_name = "several"}> ({
  ^bb0(%arg4: i32 loc("src/func-to-llvm-c-interface.loc.mlir":9:20), %arg5: memref<2x?xi8, 1> loc("src/func-to-llvm-c-interface.loc.mlir":9:41)):
    "func.return"(%arg4, %arg4) : (i32, i32) -> () loc(#loc12)
  }) {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>} : () -> () loc(#loc9)
  "func.func"() <{function_type = (memref<f32>) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg3: memref<f32> loc("src/func-to-llvm-c-interface.loc.mlir":12:23)):
    "func.return"() : () -> () loc(#loc15)
  }) {llvm.emit_c_interface} : () -> () loc(#loc13)
  "func.func"() <{arg_attrs = [{test.a}, {}, {}], function_type = (memref<?x4xf32>, index, memref<*xi8>) -> (memref<2xf32>, i64), sym_name = "external", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> () loc(#loc16)
  "func.func"() <{function_type = (memref<f32>) -> (), sym_name = "external_void", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> () loc(#loc17)
  "func.func"() <{arg_attrs = [{llvm.signext}], function_type = (i64) -> f32, sym_name = "external_scalar", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> () loc(#loc18)
  "func.func"() <{function_type = (memref<?x4xf32>, index, memref<*xi8>) -> i64, sym_name = "caller"}> ({
  ^bb0(%arg0: memref<?x4xf32> loc("src/func-to-llvm-c-interface.loc.mlir":18:19), %arg1: index loc("src/func-to-llvm-c-interface.loc.mlir":18:43), %arg2: memref<*xi8> loc("src/func-to-llvm-c-interface.loc.mlir":18:57)):
    %0:2 = "func.call"(%arg0, %arg1, %arg2) <{callee = @external}> : (memref<?x4xf32>, index, memref<*xi8>) -> (memref<2xf32>, i64) loc(#loc23)
    "func.return"(%0#1) : (i64) -> () loc(#loc24)
  }) : () -> () loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("src/func-to-llvm-c-interface.loc.mlir":0:0)
#loc1 = loc("src/func-to-llvm-c-interface.loc.mlir":3:1)
#loc5 = loc("src/func-to-llvm-c-interface.loc.mlir":4:3)
#loc6 = loc("src/func-to-llvm-c-interface.loc.mlir":6:1)
#loc8 = loc("src/func-to-llvm-c-interface.loc.mlir":7:3)
#loc9 = loc("src/func-to-llvm-c-interface.loc.mlir":9:1)
#loc12 = loc("src/func-to-llvm-c-interface.loc.mlir":10:3)
#loc13 = loc("src/func-to-llvm-c-interface.loc.mlir":12:1)
#loc15 = loc("src/func-to-llvm-c-interface.loc.mlir":13:3)
#loc16 = loc("src/func-to-llvm-c-interface.loc.mlir":15:1)
#loc17 = loc("src/func-to-llvm-c-interface.loc.mlir":16:1)
#loc18 = loc("src/func-to-llvm-c-interface.loc.mlir":17:1)
#loc19 = loc("src/func-to-llvm-c-interface.loc.mlir":18:1)
#loc23 = loc("src/func-to-llvm-c-interface.loc.mlir":19:10)
#loc24 = loc("src/func-to-llvm-c-interface.loc.mlir":20:3)


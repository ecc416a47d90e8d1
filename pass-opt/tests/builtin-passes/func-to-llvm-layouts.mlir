#map = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 * 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32, #map>) -> memref<4x8xf32, #map>, sym_name = "affine_static"}> ({
  ^bb0(%arg3: memref<4x8xf32, #map>):
    "func.return"(%arg3) : (memref<4x8xf32, #map>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, #map1>) -> (), sym_name = "affine_symbols"}> ({
  ^bb0(%arg2: memref<4x8xf32, #map1>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xi8, #map2>) -> (), sym_name = "affine_column_major"}> ({
  ^bb0(%arg1: memref<4x8xi8, #map2>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, #map>) -> (), sym_name = "caller"}> ({
  ^bb0(%arg0: memref<4x8xf32, #map>):
    %0 = "func.call"(%arg0) <{callee = @affine_static}> : (memref<4x8xf32, #map>) -> memref<4x8xf32, #map>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


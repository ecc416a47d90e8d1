// Memref arguments and results: descriptors expanded in signatures, rebuilt
// in entry blocks, unpacked for calls, returned whole (several results packed).
func.func @one_d(%arg0: memref<4xf32>) -> memref<4xf32> {
  return %arg0 : memref<4xf32>
}
func.func @n_d(%arg0: memref<2x3x4xi32>, %arg1: index) -> (index, memref<2x3x4xi32>) {
  return %arg1, %arg0 : index, memref<2x3x4xi32>
}
func.func @zero_d(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}
func.func @dynamic(%arg0: memref<?x8xf32>, %arg1: memref<?x?x?xi8>) -> (memref<?x?x?xi8>, memref<?x8xf32>) {
  return %arg1, %arg0 : memref<?x?x?xi8>, memref<?x8xf32>
}
func.func @strided(%arg0: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg1: memref<16xi16, strided<[2], offset: 3>>) -> memref<16xi16, strided<[2], offset: 3>> {
  return %arg1 : memref<16xi16, strided<[2], offset: 3>>
}
func.func @spaces(%arg0: memref<8xf32, 1>, %arg1: memref<?xindex, 3>, %arg2: memref<*xf32, 2>) -> memref<8xf32, 1> {
  return %arg0 : memref<8xf32, 1>
}
func.func @unranked(%arg0: memref<*xf32>, %arg1: i32) -> (i32, memref<*xf32>) {
  return %arg1, %arg0 : i32, memref<*xf32>
}
func.func private @external(memref<2x3xi32>, memref<*xi8>) -> (memref<2x3xi32>, index)
func.func private @external_unranked(memref<*xi8>) -> memref<*xi8>
func.func @caller(%arg0: memref<2x3xi32>, %arg1: memref<*xi8>, %arg2: memref<?x8xf32>) -> (index, memref<2x3xi32>) {
  %0:2 = call @external(%arg0, %arg1) : (memref<2x3xi32>, memref<*xi8>) -> (memref<2x3xi32>, index)
  %1 = call @external_unranked(%arg1) : (memref<*xi8>) -> memref<*xi8>
  %2 = "test.use"(%1) : (memref<*xi8>) -> memref<?x?x?xi8>
  %3:2 = call @dynamic(%arg2, %2) : (memref<?x8xf32>, memref<?x?x?xi8>) -> (memref<?x?x?xi8>, memref<?x8xf32>)
  %4 = "test.use"(%3#1) : (memref<?x8xf32>) -> memref<f64>
  %5 = call @zero_d(%4) : (memref<f64>) -> memref<f64>
  return %0#1, %0#0 : index, memref<2x3xi32>
}
func.func @indirect(%f: (memref<2xf32>, memref<*xf32>) -> memref<*xf32>, %a: memref<2xf32>, %b: memref<*xf32>) -> memref<*xf32> {
  %0 = call_indirect %f(%a, %b) : (memref<2xf32>, memref<*xf32>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
module @inner {
  func.func @nested(%arg0: memref<*xi8>) -> memref<*xi8> {
    %0 = call @nested(%arg0) : (memref<*xi8>) -> memref<*xi8>
    return %0 : memref<*xi8>
  }
}

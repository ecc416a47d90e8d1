// Memrefs as bare pointers: static shapes (identity or static strided
// layouts, memory spaces) convert, descriptors rebuilt from constants;
// dynamic and unranked ones do not (those functions stay as they are).
func.func @static(%arg0: memref<4x2xf32>, %arg1: memref<8xi32, strided<[1], offset: 4>>) -> memref<4x2xf32> {
  return %arg0 : memref<4x2xf32>
}
func.func @zero_d(%arg0: memref<f32, 3>, %arg1: i64) -> (memref<f32, 3>, i64) {
  return %arg0, %arg1 : memref<f32, 3>, i64
}
func.func @caller(%arg0: memref<4x2xf32>, %arg1: memref<8xi32, strided<[1], offset: 4>>) -> (memref<4x2xf32>, i32) {
  %0 = call @static(%arg0, %arg1) : (memref<4x2xf32>, memref<8xi32, strided<[1], offset: 4>>) -> memref<4x2xf32>
  %1 = "test.i32"() : () -> i32
  return %0, %1 : memref<4x2xf32>, i32
}
func.func @dynamic(%arg0: memref<?xf32>) {
  return
}
func.func @dynamic_stride(%arg0: memref<8xi32, strided<[?], offset: 4>>) {
  return
}
func.func @unranked(%arg0: memref<*xf32>) {
  return
}
func.func @dynamic_result(%arg0: memref<4xf32>) -> memref<?xf32> {
  %0 = "test.op"(%arg0) : (memref<4xf32>) -> memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @calls_rejected(%arg0: memref<4xf32>, %arg1: memref<*xf32>) {
  %0 = call @dynamic_result(%arg0) : (memref<4xf32>) -> memref<?xf32>
  call @unranked(%arg1) : (memref<*xf32>) -> ()
  return
}
func.func @with_c_interface(%arg0: memref<4xf32>) attributes {llvm.emit_c_interface} {
  return
}
// `llvm.bareptr` asks for bare pointers for one function and calls to it.
func.func @marked(%arg0: memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr} {
  return %arg0 : memref<4xf32>
}
func.func @calls_marked(%arg0: memref<4xf32>) -> memref<4xf32> {
  %0 = call @marked(%arg0) : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

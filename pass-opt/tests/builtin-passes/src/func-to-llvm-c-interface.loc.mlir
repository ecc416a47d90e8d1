// `llvm.emit_c_interface`: `_mlir_ciface_` wrappers taking memrefs through
// pointers to their descriptors, for defined and for external functions.
func.func @defined(%arg0: memref<4xf32>, %arg1: i32, %arg2: memref<*xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  return %arg0 : memref<4xf32>
}
func.func @scalars(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, foo} {
  return %arg0 : i32
}
func.func @several(%arg0: i32 {test.a}, %arg1: memref<2x?xi8, 1>) -> (i32, i32) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>} {
  return %arg0, %arg0 : i32, i32
}
func.func @no_results(%arg0: memref<f32>) attributes {llvm.emit_c_interface} {
  return
}
func.func private @external(memref<?x4xf32> {test.a}, index, memref<*xi8>) -> (memref<2xf32>, i64) attributes {llvm.emit_c_interface}
func.func private @external_void(memref<f32>) attributes {llvm.emit_c_interface}
func.func private @external_scalar(i64 {llvm.signext}) -> f32 attributes {llvm.emit_c_interface}
func.func @caller(%arg0: memref<?x4xf32>, %arg1: index, %arg2: memref<*xi8>) -> i64 {
  %0:2 = call @external(%arg0, %arg1, %arg2) : (memref<?x4xf32>, index, memref<*xi8>) -> (memref<2xf32>, i64)
  return %0#1 : i64
}

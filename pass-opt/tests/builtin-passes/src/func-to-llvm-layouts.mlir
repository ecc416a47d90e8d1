// Memref layouts: single-result affine maps that are linear in the
// dimensions are strided (static, or dynamic with symbols), and pass as
// descriptors or, when static, bare pointers; other maps do not convert.
func.func @affine_static(%arg0: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>> {
  return %arg0 : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>
}
func.func @affine_symbols(%arg0: memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>>) {
  return
}
func.func @affine_column_major(%arg0: memref<4x8xi8, affine_map<(d0, d1) -> (d0 + d1 * 4)>>) {
  return
}
func.func @caller(%arg0: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) {
  %0 = call @affine_static(%arg0) : (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>
  return
}

// Element types and dimension lists of the builtin shaped types and
// `complex`, one case per chunk (see README.md): which types each holds,
// the `x` after each dimension, and MLIR's words where they are wrong.

// case: memref-4x-foo-bar
func.func private @f(memref<4x!foo.bar>)

// -----
// case: vector-2x-foo-bar
func.func private @f(vector<2x!foo.bar>)

// -----
// case: complex-foo-bar
func.func private @f(complex<!foo.bar>)

// -----
// case: memref-4xcomplex-f32
func.func private @f(memref<4xcomplex<f32>>)

// -----
// case: memref-4xvector-2xf32
func.func private @f(memref<4xvector<2xf32>>)

// -----
// case: memref-4xmemref-2xf32
func.func private @f(memref<4xmemref<2xf32>>)

// -----
// case: memref-4xtensor-2xf32
func.func private @f(memref<4xtensor<2xf32>>)

// -----
// case: memref-4xtuple-i32
func.func private @f(memref<4xtuple<i32>>)

// -----
// case: memref-4xnone
func.func private @f(memref<4xnone>)

// -----
// case: vector-2xindex
func.func private @f(vector<2xindex>)

// -----
// case: vector-2xcomplex-f32
func.func private @f(vector<2xcomplex<f32>>)

// -----
// case: vector-2xvector-2xf32
func.func private @f(vector<2xvector<2xf32>>)

// -----
// case: vector-2xnone
func.func private @f(vector<2xnone>)

// -----
// case: complex-index
func.func private @f(complex<index>)

// -----
// case: complex-complex-f32
func.func private @f(complex<complex<f32>>)

// -----
// case: tensor-2xtensor-2xf32
func.func private @f(tensor<2xtensor<2xf32>>)

// -----
// case: tensor-2x-llvm-void
func.func private @f(tensor<2x!llvm.void>)

// -----
// case: memref-x-llvm-ptr
func.func private @f(memref<*x!llvm.ptr>)

// -----
// case: tensor-2x-i32-i32
func.func private @f(tensor<2x(i32) -> i32>)

// -----
// case: memref-2x-llvm-ptr-1
func.func private @f(memref<2x!llvm.ptr<1>>)

// -----
// case: vector-2x-llvm-ptr-1
func.func private @f(vector<2x!llvm.ptr<1>>)

// -----
// case: vector-2x-llvm-array-2-x-i8
func.func private @f(vector<2x!llvm.array<2 x i8>>)

// -----
// case: tensor-xnone
func.func private @f(tensor<*xnone>)

// -----
// case: tensor-2xnone
func.func private @f(tensor<2xnone>)

// -----
// case: tensor-2x-foo-bar
func.func private @f(tensor<2x!foo.bar>)

// -----
// case: tensor-2xmemref-2xf32
func.func private @f(tensor<2xmemref<2xf32>>)

// -----
// case: tensor-2xtuple
func.func private @f(tensor<2xtuple<>>)

// -----
// case: memref-2x-llvm-struct-i32
func.func private @f(memref<2x!llvm.struct<(i32)>>)

// -----
// case: complex-i1
func.func private @f(complex<i1>)

// -----
// case: vector-4-x-llvm-ptr
func.func private @f(vector<[4]x!llvm.ptr>)

// -----
// case: memref-xnone
func.func private @f(memref<*xnone>)

// -----
// case: memref-two-memory-spaces
func.func @f() {
  "foo"() : () -> (memref<4xf32, 1, 2>)
  return
}

// -----
// case: memref-layout-after-memory-space
func.func @f() {
  "foo"() : () -> (memref<4xf32, 1, affine_map<(d0) -> (d0 + 1)>>)
  return
}

// -----
// case: unranked-memref-two-memory-spaces
func.func @f() {
  "foo"() : () -> (memref<*xf32, 1, 2>)
  return
}

// -----
// case: unranked-memref-layout
func.func @f() {
  "foo"() : () -> (memref<*xf32, affine_map<(d0) -> (d0)>>)
  return
}

// -----
// case: memref-layouts-and-memory-space
func.func @f() {
  "foo"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>, 1>, memref<4xf32, strided<[1]>, affine_map<(d0) -> (d0)>>, memref<4xf32, affine_map<(d0) -> (d0 * 2)>, "x">)
  return
}

// -----
// case: tensor-dimension-without-x
"test.a"() : () -> tensor<4>

// -----
// case: tensor-dynamic-dimension-without-x
"test.a"() : () -> tensor<?>

// -----
// case: memref-last-dimension-without-x
"test.a"() : () -> memref<4x4>

// -----
// case: unranked-tensor-without-x
"test.a"() : () -> tensor<*>

// -----
// case: dimensions-spaced-valid
"test.a"() : () -> tensor<4 x ? x f32>

// -----
// case: scalable-dimension-unclosed
"test.a"() : () -> vector<[4xf32>

// -----
// case: scalable-dimension-without-x
"test.a"() : () -> vector<[4]>

// -----
// case: vector-stray-bracket
"test.a"() : () -> vector<4]xf32>

// -----
// case: memref-element-without-comma
"test.a"() : () -> memref<4xf32 1>

// -----
// case: memref-layout-without-comma
"test.a"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>* 1>

// -----
// case: memref-empty-after-comma
"test.a"() : () -> memref<4xf32,>

// -----
// case: memref-affine-layout-rank
"x.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d1, d0)>>

// -----
// case: memref-identity-layout-rank
"x.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0, d1)>>

// -----
// case: memref-strided-layout-rank
"x.a"() : () -> memref<4xf32, strided<[1, 1]>>

// -----
// case: memref-strided-bad-token
"x.a"() : () -> memref<4xf32, strided<[?,# 1], offset: ?>>

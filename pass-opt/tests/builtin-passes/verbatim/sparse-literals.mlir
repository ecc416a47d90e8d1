// Sparse literals as written (the empty ones print as `sparse<>`, the
// values of an attribute without index too) and dense float literals given
// as bits.
"test.a"() {
  a = sparse<[[0, 0], [1, 1]], [1, 2]> : tensor<2x2xi32>,
  b = sparse<[], []> : tensor<0xi32>,
  c = sparse<[[]], [1]> : tensor<i32>,
  d = sparse<> : tensor<2x2xf32>,
  e = sparse<0, 5> : tensor<2x2xi32>,
  f = sparse<[[0, 0], [1, 1]], 5> : tensor<2x2xi32>,
  g = sparse<[0, 3], [0x40A00000, 1.5]> : tensor<4xf32>,
  h = dense<[1.0, 0x7FC00000]> : tensor<2xf32>,
  i = array<f32: 0x40A00000, -2.5>
} : () -> ()

#m2 = affine_map<(i, j)[N] -> (i + N, j floordiv 4, (i + j) mod 3)>
#s2 = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 10 >= 0, d0 == 3)>
module attributes {test.mod = "x"} {
  func.func @attrs() attributes {
      a0 = 0.1 : f16, a1 = -0.0 : bf16, a2 = 3.14159265358979 : f64, a3 = 1.0e-7 : f64, a4 = 65504.0 : f16,
      a5 = 0x7F800000 : f32, a6 = 1.5 : f80, a7 = 2.5 : f128, a8 = 0.5 : tf32, a9 = 1.0 : f8E4M3FN, a10 = -2.0 : f8E5M2,
      b0 = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, b1 = dense<"0x0102030405060708"> : tensor<2xi32>,
      b2 = dense<[[true, false], [false, false]]> : tensor<2x2xi1>, b3 = dense<7> : vector<2x[4]xi16>,
      b4 = dense<> : tensor<0xi32>, b5 = dense<[1.5, -2.25, 3.0]> : tensor<3xbf16>, b6 = dense<5> : tensor<i64>,
      c0 = array<f32: 1.0, 2.5>, c1 = array<i1: true, false>, c2 = array<i64>, c3 = array<i8: -128, 127>,
      d0 = sparse<[[1], [3]], [10, 20]> : tensor<8xi32>, d1 = #m2, d2 = #s2, d3 = distinct[5]<"x">, d4 = distinct[5]<"x">,
      e0 = @"quoted sym", e1 = @a::@"b c", e2 = "tab\09nl\0A\FF", e3 = {nested = {deep = [[], {}, unit]}}, e4 = unit,
      f0 = tuple<>, f1 = complex<i8>, f2 = (i32, (f32) -> f64) -> ((i8) -> i1), f3 = memref<*xf32, 4>, f4 = memref<?x8xi8, strided<[8, 1], offset: ?>, 1>,
      f5 = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, f6 = memref<4xf32, affine_map<(d0) -> (d0)>>, f7 = tensor<?x?xf32, {enc = 1}>,
      f8 = vector<[2]x[4]xf32>, f9 = ui7, f10 = si128, f11 = i1024, f12 = f8E4M3FNUZ, f13 = f4E2M1FN,
      g0 = 18446744073709551615 : ui64, g1 = -9223372036854775808 : i64, g2 = 255 : i8, g3 = -1 : index, g4 = true, g5 = false,
      h0 = loc("a.c":1:2), h1 = "typed" : i32, h2 = [1.0, 2.0 : f32], h3 = dense_resource<blob2> : tensor<3xi8>
  } {
    return
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob2: "0x01000000010203"
    }
  }
#-}

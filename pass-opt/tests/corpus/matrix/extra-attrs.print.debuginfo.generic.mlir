#distinct = distinct[0]<"x">
#loc2 = loc("a.c":1:2)
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4, (d0 + d1) mod 3)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 10 >= 0, d0 - 3 == 0)>
module attributes {test.mod = "x"} {
  func.func @attrs() attributes {a0 = 9.997550e-02 : f16, a1 = -0.000000e+00 : bf16, a10 = -2.000000e+00 : f8E5M2, a2 = 3.14159265358979 : f64, a3 = 9.9999999999999995E-8 : f64, a4 = 6.550400e+04 : f16, a5 = 0x7F800000 : f32, a6 = 1.500000e+00 : f80, a7 = 2.500000e+00 : f128, a8 = 5.000000e-01 : tf32, a9 = 1.000000e+00 : f8E4M3FN, b0 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>, b1 = dense<[67305985, 134678021]> : tensor<2xi32>, b2 = dense<[[true, false], [false, false]]> : tensor<2x2xi1>, b3 = dense<7> : vector<2x[4]xi16>, b4 = dense<> : tensor<0xi32>, b5 = dense<[1.500000e+00, -2.250000e+00, 3.000000e+00]> : tensor<3xbf16>, b6 = dense<5> : tensor<i64>, c0 = array<f32: 1.000000e+00, 2.500000e+00>, c1 = array<i1: true, false>, c2 = array<i64>, c3 = array<i8: -128, 127>, d0 = sparse<[[1], [3]], [10, 20]> : tensor<8xi32>, d1 = #map, d2 = #set, d3 = #distinct, d4 = #distinct, e0 = @"quoted sym", e1 = @a::@"b c", e2 = "tab\09nl\0A\FF", e3 = {nested = {deep = [[], {}, unit]}}, e4, f0 = tuple<>, f1 = complex<i8>, f10 = si128, f11 = i1024, f12 = f8E4M3FNUZ, f13 = f4E2M1FN, f2 = (i32, (f32) -> f64) -> ((i8) -> i1), f3 = memref<*xf32, 4>, f4 = memref<?x8xi8, strided<[8, 1], offset: ?>, 1>, f5 = memref<4x4xf32, #map1>, f6 = memref<4xf32>, f7 = tensor<?x?xf32, {enc = 1 : i64}>, f8 = vector<[2]x[4]xf32>, f9 = ui7, g0 = 18446744073709551615 : ui64, g1 = -9223372036854775808 : i64, g2 = -1 : i8, g3 = -1 : index, g4 = true, g5 = false, h0 = #loc2, h1 = "typed" : i32, h2 = [1.000000e+00, 2.000000e+00 : f32], h3 = dense_resource<blob2> : tensor<3xi8>} {
    return loc(#loc3)
  } loc(#loc1)
} loc(#loc)
#loc = loc("extra-attrs.generic.mlir":6:1)
#loc1 = loc("extra-attrs.generic.mlir":7:3)
#loc3 = loc("extra-attrs.generic.mlir":8:5)

{-#
  dialect_resources: {
    builtin: {
      blob2: "0x01000000010203"
    }
  }
#-}


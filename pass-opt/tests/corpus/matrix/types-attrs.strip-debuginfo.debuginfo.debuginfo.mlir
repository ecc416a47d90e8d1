#distinct = distinct[0]<{a = 1 : i64}>
#loc = loc(unknown)
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
module attributes {test.flag, test.name = "types \22and\22 attrs\0A"} {
  func.func @ints(%arg0: i1 loc(unknown), %arg1: i7 loc(unknown), %arg2: si16 loc(unknown), %arg3: ui64 loc(unknown), %arg4: index loc(unknown), %arg5: i128 loc(unknown)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i1, i7, si16, ui64, index, i128) -> () loc(#loc)
    return loc(#loc)
  } loc(#loc)
  func.func @floats(%arg0: f16 loc(unknown), %arg1: bf16 loc(unknown), %arg2: f32 loc(unknown), %arg3: f64 loc(unknown), %arg4: f80 loc(unknown), %arg5: f128 loc(unknown), %arg6: tf32 loc(unknown), %arg7: f8E4M3FN loc(unknown), %arg8: f8E5M2 loc(unknown)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2) -> () loc(#loc)
    return loc(#loc)
  } loc(#loc)
  func.func @shaped(%arg0: vector<4xf32> loc(unknown), %arg1: vector<[4]x2xi8> loc(unknown), %arg2: tensor<?x3xf32> loc(unknown), %arg3: tensor<*xi32> loc(unknown), %arg4: memref<4x?xf32> loc(unknown), %arg5: memref<8xf32, strided<[2], offset: ?>> loc(unknown), %arg6: memref<2x2xf32, #map, 3> loc(unknown), %arg7: complex<f64> loc(unknown), %arg8: tuple<i32, f32, tuple<>> loc(unknown), %arg9: none loc(unknown), %arg10: tensor<2x2xf32, "enc"> loc(unknown)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (vector<4xf32>, vector<[4]x2xi8>, tensor<?x3xf32>, tensor<*xi32>, memref<4x?xf32>, memref<8xf32, strided<[2], offset: ?>>, memref<2x2xf32, #map, 3>, complex<f64>, tuple<i32, f32, tuple<>>, none, tensor<2x2xf32, "enc">) -> () loc(#loc)
    return loc(#loc)
  } loc(#loc)
  func.func @attrs() -> (i32, i32) {
    %0:2 = "test.multi"() {arr = [1, "two", [3 : i32]], big = 123456789012345678901234567890 : i128, boolean = true, d = -2.500000e-03 : f64, darr = array<i32: 1, 2, 3>, dense_bool = dense<[true, false]> : vector<2xi1>, dense_hex = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, dense_splat = dense<1.000000e+00> : tensor<4xf32>, dense_vals = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dict = {a = 1 : i64, b = "x"}, dist = #distinct, earr = array<f64>, f = 1.500000e+00 : f32, fty = (i32, f32) -> index, hexf = 0x7FC00000 : f32, int = 42 : i64, m = #map, neg = -7 : i8, nested = @foo::@bar::@baz, opq = #unreg<"custom<anything [goes] {here}>">, opq2 = !unreg<"ty<1>">, res = dense_resource<blob1> : tensor<2xi32>, s = "with \22escapes\22 \\ and \09 tab", set = #set, sparse = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, sym = @foo, ty = i32, typed_dialect = !quant.uniform<i8:f32, 1.000000e-01>, u, unit_attr} : () -> (i32, i32) loc(#loc)
    return %0#0, %0#1 : i32, i32 loc(#loc)
  } loc(#loc)
  func.func @locs(%arg0: i32 loc(unknown)) {
    "test.a"() : () -> () loc(#loc)
    "test.b"() : () -> () loc(#loc)
    "test.c"() : () -> () loc(#loc)
    "test.d"() : () -> () loc(#loc)
    "test.e"() : () -> () loc(#loc)
    "test.f"() : () -> () loc(#loc)
    return loc(#loc)
  } loc(#loc)
  func.func @regions_and_blocks(%arg0: i1 loc(unknown), %arg1: i32 loc(unknown)) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 loc(#loc)
  ^bb1(%0: i32 loc(unknown)):  // pred: ^bb0
    cf.br ^bb3(%0 : i32) loc(#loc)
  ^bb2:  // pred: ^bb0
    %1 = "test.graph"() ({
      "test.inner"() : () -> () loc(#loc)
    }, {
    ^bb0(%arg2: f32 loc(unknown)):
      "test.inner2"(%arg2) : (f32) -> () loc(#loc)
    }) : () -> i32 loc(#loc)
    cf.br ^bb3(%1 : i32) loc(#loc)
  ^bb3(%2: i32 loc(unknown)):  // 2 preds: ^bb1, ^bb2
    return %2 : i32 loc(#loc)
  } loc(#loc)
} loc(#loc)

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}


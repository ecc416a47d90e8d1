#distinct = distinct[0]<{a = 1 : i64}>
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
module attributes {test.flag, test.name = "types \22and\22 attrs\0A"} {
  func.func @ints(%arg0: i1, %arg1: i7, %arg2: si16, %arg3: ui64, %arg4: index, %arg5: i128) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i1, i7, si16, ui64, index, i128) -> ()
    return
  }
  func.func @floats(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64, %arg4: f80, %arg5: f128, %arg6: tf32, %arg7: f8E4M3FN, %arg8: f8E5M2) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2) -> ()
    return
  }
  func.func @shaped(%arg0: vector<4xf32>, %arg1: vector<[4]x2xi8>, %arg2: tensor<?x3xf32>, %arg3: tensor<*xi32>, %arg4: memref<4x?xf32>, %arg5: memref<8xf32, strided<[2], offset: ?>>, %arg6: memref<2x2xf32, #map, 3>, %arg7: complex<f64>, %arg8: tuple<i32, f32, tuple<>>, %arg9: none, %arg10: tensor<2x2xf32, "enc">) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (vector<4xf32>, vector<[4]x2xi8>, tensor<?x3xf32>, tensor<*xi32>, memref<4x?xf32>, memref<8xf32, strided<[2], offset: ?>>, memref<2x2xf32, #map, 3>, complex<f64>, tuple<i32, f32, tuple<>>, none, tensor<2x2xf32, "enc">) -> ()
    return
  }
  func.func @attrs() -> (i32, i32) {
    %0:2 = "test.multi"() {arr = [1, "two", [3 : i32]], big = 123456789012345678901234567890 : i128, boolean = true, d = -2.500000e-03 : f64, darr = array<i32: 1, 2, 3>, dense_bool = dense<[true, false]> : vector<2xi1>, dense_hex = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, dense_splat = dense<1.000000e+00> : tensor<4xf32>, dense_vals = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dict = {a = 1 : i64, b = "x"}, dist = #distinct, earr = array<f64>, f = 1.500000e+00 : f32, fty = (i32, f32) -> index, hexf = 0x7FC00000 : f32, int = 42 : i64, m = #map, neg = -7 : i8, nested = @foo::@bar::@baz, opq = #unreg<"custom<anything [goes] {here}>">, opq2 = !unreg<"ty<1>">, res = dense_resource<blob1> : tensor<2xi32>, s = "with \22escapes\22 \\ and \09 tab", set = #set, sparse = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, sym = @foo, ty = i32, typed_dialect = !quant.uniform<i8:f32, 1.000000e-01>, u, unit_attr} : () -> (i32, i32)
    return %0#0, %0#1 : i32, i32
  }
  func.func @locs(%arg0: i32) {
    "test.a"() : () -> ()
    "test.b"() : () -> ()
    "test.c"() : () -> ()
    "test.d"() : () -> ()
    "test.e"() : () -> ()
    "test.f"() : () -> ()
    return
  }
  func.func @regions_and_blocks(%arg0: i1, %arg1: i32) -> i32 {
    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    %0 = "test.graph"() ({
      "test.inner"() : () -> ()
    }, {
    ^bb0(%arg2: f32):
      "test.inner2"(%arg2) : (f32) -> ()
    }) : () -> i32
    cf.br ^bb2(%0 : i32)
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
    return %1 : i32
  }
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}


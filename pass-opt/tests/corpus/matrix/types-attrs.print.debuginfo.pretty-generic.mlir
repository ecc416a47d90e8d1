#distinct = distinct[0]<{a = 1 : i64}>
#loc2 = loc("pretty/types-attrs.generic.mlir":5:19)
#loc3 = loc("pretty/types-attrs.generic.mlir":5:30)
#loc4 = loc("pretty/types-attrs.generic.mlir":5:41)
#loc5 = loc("pretty/types-attrs.generic.mlir":5:54)
#loc6 = loc("pretty/types-attrs.generic.mlir":5:67)
#loc7 = loc("pretty/types-attrs.generic.mlir":5:81)
#loc11 = loc("pretty/types-attrs.generic.mlir":9:21)
#loc12 = loc("pretty/types-attrs.generic.mlir":9:33)
#loc13 = loc("pretty/types-attrs.generic.mlir":9:46)
#loc14 = loc("pretty/types-attrs.generic.mlir":9:58)
#loc15 = loc("pretty/types-attrs.generic.mlir":9:70)
#loc16 = loc("pretty/types-attrs.generic.mlir":9:82)
#loc17 = loc("pretty/types-attrs.generic.mlir":9:95)
#loc18 = loc("pretty/types-attrs.generic.mlir":9:108)
#loc19 = loc("pretty/types-attrs.generic.mlir":9:125)
#loc23 = loc("pretty/types-attrs.generic.mlir":13:21)
#loc24 = loc("pretty/types-attrs.generic.mlir":13:43)
#loc25 = loc("pretty/types-attrs.generic.mlir":13:68)
#loc26 = loc("pretty/types-attrs.generic.mlir":13:92)
#loc27 = loc("pretty/types-attrs.generic.mlir":13:114)
#loc28 = loc("pretty/types-attrs.generic.mlir":13:138)
#loc29 = loc("pretty/types-attrs.generic.mlir":13:185)
#loc30 = loc("pretty/types-attrs.generic.mlir":13:218)
#loc31 = loc("pretty/types-attrs.generic.mlir":13:239)
#loc32 = loc("pretty/types-attrs.generic.mlir":13:272)
#loc33 = loc("pretty/types-attrs.generic.mlir":13:285)
#loc40 = loc("pretty/types-attrs.generic.mlir":21:19)
#loc49 = loc("pretty/types-attrs.generic.mlir":30:33)
#loc50 = loc("pretty/types-attrs.generic.mlir":30:44)
#loc52 = loc("pretty/types-attrs.generic.mlir":32:8)
#loc56 = loc("pretty/types-attrs.generic.mlir":38:10)
#loc59 = loc("pretty/types-attrs.generic.mlir":42:8)
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
module attributes {test.flag, test.name = "types \22and\22 attrs\0A"} {
  func.func @ints(%arg0: i1 loc("pretty/types-attrs.generic.mlir":5:19), %arg1: i7 loc("pretty/types-attrs.generic.mlir":5:30), %arg2: si16 loc("pretty/types-attrs.generic.mlir":5:41), %arg3: ui64 loc("pretty/types-attrs.generic.mlir":5:54), %arg4: index loc("pretty/types-attrs.generic.mlir":5:67), %arg5: i128 loc("pretty/types-attrs.generic.mlir":5:81)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i1, i7, si16, ui64, index, i128) -> () loc(#loc8)
    return loc(#loc9)
  } loc(#loc1)
  func.func @floats(%arg0: f16 loc("pretty/types-attrs.generic.mlir":9:21), %arg1: bf16 loc("pretty/types-attrs.generic.mlir":9:33), %arg2: f32 loc("pretty/types-attrs.generic.mlir":9:46), %arg3: f64 loc("pretty/types-attrs.generic.mlir":9:58), %arg4: f80 loc("pretty/types-attrs.generic.mlir":9:70), %arg5: f128 loc("pretty/types-attrs.generic.mlir":9:82), %arg6: tf32 loc("pretty/types-attrs.generic.mlir":9:95), %arg7: f8E4M3FN loc("pretty/types-attrs.generic.mlir":9:108), %arg8: f8E5M2 loc("pretty/types-attrs.generic.mlir":9:125)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2) -> () loc(#loc20)
    return loc(#loc21)
  } loc(#loc10)
  func.func @shaped(%arg0: vector<4xf32> loc("pretty/types-attrs.generic.mlir":13:21), %arg1: vector<[4]x2xi8> loc("pretty/types-attrs.generic.mlir":13:43), %arg2: tensor<?x3xf32> loc("pretty/types-attrs.generic.mlir":13:68), %arg3: tensor<*xi32> loc("pretty/types-attrs.generic.mlir":13:92), %arg4: memref<4x?xf32> loc("pretty/types-attrs.generic.mlir":13:114), %arg5: memref<8xf32, strided<[2], offset: ?>> loc("pretty/types-attrs.generic.mlir":13:138), %arg6: memref<2x2xf32, #map, 3> loc("pretty/types-attrs.generic.mlir":13:185), %arg7: complex<f64> loc("pretty/types-attrs.generic.mlir":13:218), %arg8: tuple<i32, f32, tuple<>> loc("pretty/types-attrs.generic.mlir":13:239), %arg9: none loc("pretty/types-attrs.generic.mlir":13:272), %arg10: tensor<2x2xf32, "enc"> loc("pretty/types-attrs.generic.mlir":13:285)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (vector<4xf32>, vector<[4]x2xi8>, tensor<?x3xf32>, tensor<*xi32>, memref<4x?xf32>, memref<8xf32, strided<[2], offset: ?>>, memref<2x2xf32, #map, 3>, complex<f64>, tuple<i32, f32, tuple<>>, none, tensor<2x2xf32, "enc">) -> () loc(#loc34)
    return loc(#loc35)
  } loc(#loc22)
  func.func @attrs() -> (i32, i32) {
    %0:2 = "test.multi"() {arr = [1, "two", [3 : i32]], big = 123456789012345678901234567890 : i128, boolean = true, d = -2.500000e-03 : f64, darr = array<i32: 1, 2, 3>, dense_bool = dense<[true, false]> : vector<2xi1>, dense_hex = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, dense_splat = dense<1.000000e+00> : tensor<4xf32>, dense_vals = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dict = {a = 1 : i64, b = "x"}, dist = #distinct, earr = array<f64>, f = 1.500000e+00 : f32, fty = (i32, f32) -> index, hexf = 0x7FC00000 : f32, int = 42 : i64, m = #map, neg = -7 : i8, nested = @foo::@bar::@baz, opq = #unreg<"custom<anything [goes] {here}>">, opq2 = !unreg<"ty<1>">, res = dense_resource<blob1> : tensor<2xi32>, s = "with \22escapes\22 \\ and \09 tab", set = #set, sparse = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, sym = @foo, ty = i32, typed_dialect = !quant.uniform<i8:f32, 1.000000e-01>, u, unit_attr} : () -> (i32, i32) loc(#loc37)
    return %0#0, %0#1 : i32, i32 loc(#loc38)
  } loc(#loc36)
  func.func @locs(%arg0: i32 loc("pretty/types-attrs.generic.mlir":21:19)) {
    "test.a"() : () -> () loc(#loc41)
    "test.b"() : () -> () loc(#loc42)
    "test.c"() : () -> () loc(#loc43)
    "test.d"() : () -> () loc(#loc44)
    "test.e"() : () -> () loc(#loc45)
    "test.f"() : () -> () loc(#loc46)
    return loc(#loc47)
  } loc(#loc39)
  func.func @regions_and_blocks(%arg0: i1 loc("pretty/types-attrs.generic.mlir":30:33), %arg1: i32 loc("pretty/types-attrs.generic.mlir":30:44)) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 loc(#loc51)
  ^bb1(%0: i32 loc("pretty/types-attrs.generic.mlir":32:8)):  // pred: ^bb0
    cf.br ^bb3(%0 : i32) loc(#loc53)
  ^bb2:  // pred: ^bb0
    %1 = "test.graph"() ({
      "test.inner"() : () -> () loc(#loc55)
    }, {
    ^bb0(%arg2: f32 loc("pretty/types-attrs.generic.mlir":38:10)):
      "test.inner2"(%arg2) : (f32) -> () loc(#loc57)
    }) : () -> i32 loc(#loc54)
    cf.br ^bb3(%1 : i32) loc(#loc58)
  ^bb3(%2: i32 loc("pretty/types-attrs.generic.mlir":42:8)):  // 2 preds: ^bb1, ^bb2
    return %2 : i32 loc(#loc60)
  } loc(#loc48)
} loc(#loc)
#loc = loc("pretty/types-attrs.generic.mlir":4:1)
#loc1 = loc("pretty/types-attrs.generic.mlir":5:3)
#loc8 = loc("pretty/types-attrs.generic.mlir":6:5)
#loc9 = loc("pretty/types-attrs.generic.mlir":7:5)
#loc10 = loc("pretty/types-attrs.generic.mlir":9:3)
#loc20 = loc("pretty/types-attrs.generic.mlir":10:5)
#loc21 = loc("pretty/types-attrs.generic.mlir":11:5)
#loc22 = loc("pretty/types-attrs.generic.mlir":13:3)
#loc34 = loc("pretty/types-attrs.generic.mlir":14:5)
#loc35 = loc("pretty/types-attrs.generic.mlir":15:5)
#loc36 = loc("pretty/types-attrs.generic.mlir":17:3)
#loc37 = loc("pretty/types-attrs.generic.mlir":18:12)
#loc38 = loc("pretty/types-attrs.generic.mlir":19:5)
#loc39 = loc("pretty/types-attrs.generic.mlir":21:3)
#loc41 = loc("pretty/types-attrs.generic.mlir":22:5)
#loc42 = loc("pretty/types-attrs.generic.mlir":23:5)
#loc43 = loc("pretty/types-attrs.generic.mlir":24:5)
#loc44 = loc("pretty/types-attrs.generic.mlir":25:5)
#loc45 = loc("pretty/types-attrs.generic.mlir":26:5)
#loc46 = loc("pretty/types-attrs.generic.mlir":27:5)
#loc47 = loc("pretty/types-attrs.generic.mlir":28:5)
#loc48 = loc("pretty/types-attrs.generic.mlir":30:3)
#loc51 = loc("pretty/types-attrs.generic.mlir":31:5)
#loc53 = loc("pretty/types-attrs.generic.mlir":33:5)
#loc54 = loc("pretty/types-attrs.generic.mlir":35:10)
#loc55 = loc("pretty/types-attrs.generic.mlir":36:7)
#loc57 = loc("pretty/types-attrs.generic.mlir":39:7)
#loc58 = loc("pretty/types-attrs.generic.mlir":41:5)
#loc60 = loc("pretty/types-attrs.generic.mlir":43:5)

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}


#distinct = distinct[0]<{a = 1 : i64}>
#loc2 = loc("<stdin>":5:19)
#loc3 = loc("<stdin>":5:27)
#loc4 = loc("<stdin>":5:35)
#loc5 = loc("<stdin>":5:45)
#loc6 = loc("<stdin>":5:55)
#loc7 = loc("<stdin>":5:66)
#loc11 = loc("<stdin>":9:21)
#loc12 = loc("<stdin>":9:30)
#loc13 = loc("<stdin>":9:40)
#loc14 = loc("<stdin>":9:49)
#loc15 = loc("<stdin>":9:58)
#loc16 = loc("<stdin>":9:67)
#loc17 = loc("<stdin>":9:77)
#loc18 = loc("<stdin>":9:87)
#loc19 = loc("<stdin>":9:101)
#loc23 = loc("<stdin>":13:21)
#loc24 = loc("<stdin>":13:40)
#loc25 = loc("<stdin>":13:62)
#loc26 = loc("<stdin>":13:83)
#loc27 = loc("<stdin>":14:21)
#loc28 = loc("<stdin>":14:42)
#loc29 = loc("<stdin>":14:86)
#loc30 = loc("<stdin>":15:21)
#loc31 = loc("<stdin>":15:39)
#loc32 = loc("<stdin>":15:69)
#loc33 = loc("<stdin>":15:79)
#loc40 = loc("args.mlir":1:2)
#loc50 = loc("<stdin>":43:33)
#loc51 = loc("<stdin>":43:41)
#loc55 = loc("<stdin>":51:10)
#loc58 = loc("<stdin>":55:8)
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
module attributes {test.flag, test.name = "types \22and\22 attrs\0A"} {
  func.func @ints(%arg0: i1 loc("<stdin>":5:19), %arg1: i7 loc("<stdin>":5:27), %arg2: si16 loc("<stdin>":5:35), %arg3: ui64 loc("<stdin>":5:45), %arg4: index loc("<stdin>":5:55), %arg5: i128 loc("<stdin>":5:66)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i1, i7, si16, ui64, index, i128) -> () loc(#loc8)
    return loc(#loc9)
  } loc(#loc1)
  func.func @floats(%arg0: f16 loc("<stdin>":9:21), %arg1: bf16 loc("<stdin>":9:30), %arg2: f32 loc("<stdin>":9:40), %arg3: f64 loc("<stdin>":9:49), %arg4: f80 loc("<stdin>":9:58), %arg5: f128 loc("<stdin>":9:67), %arg6: tf32 loc("<stdin>":9:77), %arg7: f8E4M3FN loc("<stdin>":9:87), %arg8: f8E5M2 loc("<stdin>":9:101)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2) -> () loc(#loc20)
    return loc(#loc21)
  } loc(#loc10)
  func.func @shaped(%arg0: vector<4xf32> loc("<stdin>":13:21), %arg1: vector<[4]x2xi8> loc("<stdin>":13:40), %arg2: tensor<?x3xf32> loc("<stdin>":13:62), %arg3: tensor<*xi32> loc("<stdin>":13:83), %arg4: memref<4x?xf32> loc("<stdin>":14:21), %arg5: memref<8xf32, strided<[2], offset: ?>> loc("<stdin>":14:42), %arg6: memref<2x2xf32, #map, 3> loc("<stdin>":14:86), %arg7: complex<f64> loc("<stdin>":15:21), %arg8: tuple<i32, f32, tuple<>> loc("<stdin>":15:39), %arg9: none loc("<stdin>":15:69), %arg10: tensor<2x2xf32, "enc"> loc("<stdin>":15:79)) {
    "test.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) : (vector<4xf32>, vector<[4]x2xi8>, tensor<?x3xf32>, tensor<*xi32>, memref<4x?xf32>, memref<8xf32, strided<[2], offset: ?>>, memref<2x2xf32, #map, 3>, complex<f64>, tuple<i32, f32, tuple<>>, none, tensor<2x2xf32, "enc">) -> () loc(#loc34)
    return loc(#loc35)
  } loc(#loc22)
  func.func @attrs() -> (i32, i32) {
    %0:2 = "test.multi"() {arr = [1, "two", [3 : i32]], big = 123456789012345678901234567890 : i128, boolean = true, d = -2.500000e-03 : f64, darr = array<i32: 1, 2, 3>, dense_bool = dense<[true, false]> : vector<2xi1>, dense_hex = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, dense_splat = dense<1.000000e+00> : tensor<4xf32>, dense_vals = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dict = {a = 1 : i64, b = "x"}, dist = #distinct, earr = array<f64>, f = 1.500000e+00 : f32, fty = (i32, f32) -> index, hexf = 0x7FC00000 : f32, int = 42 : i64, m = #map, neg = -7 : i8, nested = @foo::@bar::@baz, opq = #unreg<"custom<anything [goes] {here}>">, opq2 = !unreg<"ty<1>">, res = dense_resource<blob1> : tensor<2xi32>, s = "with \22escapes\22 \\ and \09 tab", set = #set, sparse = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, sym = @foo, ty = i32, typed_dialect = !quant.uniform<i8:f32, 1.000000e-01>, u, unit_attr} : () -> (i32, i32) loc(#loc37)
    return %0#0, %0#1 : i32, i32 loc(#loc38)
  } loc(#loc36)
  func.func @locs(%arg0: i32 loc("args.mlir":1:2)) {
    "test.a"() : () -> () loc(#loc41)
    "test.b"() : () -> () loc(#loc42)
    "test.c"() : () -> () loc(#loc60)
    "test.d"() : () -> () loc(#loc61)
    "test.e"() : () -> () loc(#loc62)
    "test.f"() : () -> () loc(#loc63)
    return loc(#loc48)
  } loc(#loc39)
  func.func @regions_and_blocks(%arg0: i1 loc("<stdin>":43:33), %arg1: i32 loc("<stdin>":43:41)) -> i32 {
    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1 loc(#loc52)
  ^bb1:  // pred: ^bb0
    %0 = "test.graph"() ({
      "test.inner"() : () -> () loc(#loc54)
    }, {
    ^bb0(%arg2: f32 loc("<stdin>":51:10)):
      "test.inner2"(%arg2) : (f32) -> () loc(#loc56)
    }) : () -> i32 loc(#loc53)
    cf.br ^bb2(%0 : i32) loc(#loc57)
  ^bb2(%1: i32 loc("<stdin>":55:8)):  // 2 preds: ^bb0, ^bb1
    return %1 : i32 loc(#loc59)
  } loc(#loc49)
} loc(#loc)
#loc = loc("<stdin>":4:1)
#loc1 = loc("<stdin>":5:3)
#loc8 = loc("<stdin>":6:5)
#loc9 = loc("<stdin>":7:5)
#loc10 = loc("<stdin>":9:3)
#loc20 = loc("<stdin>":10:5)
#loc21 = loc("<stdin>":11:5)
#loc22 = loc("<stdin>":13:3)
#loc34 = loc("<stdin>":16:5)
#loc35 = loc("<stdin>":17:5)
#loc36 = loc("<stdin>":19:3)
#loc37 = loc("<stdin>":20:12)
#loc38 = loc("<stdin>":32:5)
#loc39 = loc("<stdin>":34:3)
#loc41 = loc("file.mlir":10:8)
#loc42 = loc(unknown)
#loc43 = loc("inner.mlir":3:4)
#loc44 = loc("callee.mlir":1:1)
#loc45 = loc("caller.mlir":2:2)
#loc46 = loc("a.mlir":1:1)
#loc47 = loc("b.mlir":2:2)
#loc48 = loc("<stdin>":41:5)
#loc49 = loc("<stdin>":43:3)
#loc52 = loc("<stdin>":44:5)
#loc53 = loc("<stdin>":48:10)
#loc54 = loc("<stdin>":49:7)
#loc56 = loc("<stdin>":52:7)
#loc57 = loc("<stdin>":54:5)
#loc59 = loc("<stdin>":56:5)
#loc60 = loc("named"(#loc43))
#loc61 = loc(callsite(#loc44 at #loc45))
#loc62 = loc(fused[#loc46, #loc47])
#loc63 = loc(fused<"meta">[#loc46])

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}


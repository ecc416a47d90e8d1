#loc2 = loc("src/func-to-llvm.loc.mlir":4:20)
#loc3 = loc("src/func-to-llvm.loc.mlir":4:29)
#loc8 = loc("src/func-to-llvm.loc.mlir":10:18)
#loc13 = loc("src/func-to-llvm.loc.mlir":15:27)
#loc14 = loc("src/func-to-llvm.loc.mlir":15:56)
#loc15 = loc("src/func-to-llvm.loc.mlir":15:65)
#loc18 = loc("src/func-to-llvm.loc.mlir":18:30)
#loc24 = loc("src/func-to-llvm.loc.mlir":25:21)
#loc25 = loc("src/func-to-llvm.loc.mlir":25:30)
#loc35 = loc("src/func-to-llvm.loc.mlir":35:23)
#loc36 = loc("src/func-to-llvm.loc.mlir":35:41)
#loc37 = loc("src/func-to-llvm.loc.mlir":35:50)
#loc45 = loc("src/func-to-llvm.loc.mlir":43:20)
#loc46 = loc("src/func-to-llvm.loc.mlir":43:30)
#loc47 = loc("src/func-to-llvm.loc.mlir":43:40)
#loc48 = loc("src/func-to-llvm.loc.mlir":43:49)
#loc49 = loc("src/func-to-llvm.loc.mlir":43:59)
#loc50 = loc("src/func-to-llvm.loc.mlir":43:73)
#loc51 = loc("src/func-to-llvm.loc.mlir":43:91)
#loc52 = loc("src/func-to-llvm.loc.mlir":43:112)
#loc56 = loc("src/func-to-llvm.loc.mlir":47:28)
#loc60 = loc("src/func-to-llvm.loc.mlir":51:29)
#loc64 = loc("src/func-to-llvm.loc.mlir":55:21)
#loc65 = loc("src/func-to-llvm.loc.mlir":55:29)
#loc67 = loc("src/func-to-llvm.loc.mlir":57:8)
#loc70 = loc("src/func-to-llvm.loc.mlir":61:8)
#loc74 = loc("src/func-to-llvm.loc.mlir":65:26)
#loc79 = loc("src/func-to-llvm.loc.mlir":71:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> (i32, index), sym_name = "multi"}> ({
  ^bb0(%arg24: i32 loc("src/func-to-llvm.loc.mlir":4:20), %arg25: index loc("src/func-to-llvm.loc.mlir":4:29)):
    "func.return"(%arg24, %arg25) : (i32, index) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "zero"}> ({
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (index) -> index, sym_name = "one"}> ({
  ^bb0(%arg23: index loc("src/func-to-llvm.loc.mlir":10:18)):
    "func.return"(%arg23) : (index) -> () loc(#loc9)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (i32) -> (i32, i64), sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc10)
  "func.func"() <{function_type = (index) -> (), sym_name = "ext_none", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc11)
  "func.func"() <{arg_attrs = [{foo.bar = 1 : i32}, {}, {llvm.byval = i32}], function_type = (i32, i64, !llvm.ptr) -> i32, res_attrs = [{llvm.zeroext}], sym_name = "attrs", sym_visibility = "nested"}> ({
  ^bb0(%arg20: i32 loc("src/func-to-llvm.loc.mlir":15:27), %arg21: i64 loc("src/func-to-llvm.loc.mlir":15:56), %arg22: !llvm.ptr loc("src/func-to-llvm.loc.mlir":15:65)):
    "func.return"(%arg20) : (i32) -> () loc(#loc16)
  }) {foo = 3 : i64, func.varargs = false, llvm.linkage = #llvm.linkage<internal>, llvm.readnone} : () -> () loc(#loc12)
  "func.func"() <{function_type = (i32) -> (i32, f32), res_attrs = [{a.b}, {}], sym_name = "multi_res_attrs"}> ({
  ^bb0(%arg19: i32 loc("src/func-to-llvm.loc.mlir":18:30)):
    %15 = "test.f"() : () -> f32 loc(#loc19)
    "test.op"() ({
      "test.inner"() : () -> () loc(#loc21)
    }) : () -> () loc(#loc20)
    "func.return"(%arg19, %15) : (i32, f32) -> () loc(#loc22)
  }) : () -> () loc(#loc17)
  "func.func"() <{function_type = (i32, index) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg17: i32 loc("src/func-to-llvm.loc.mlir":25:21), %arg18: index loc("src/func-to-llvm.loc.mlir":25:30)):
    %10:2 = "func.call"(%arg17, %arg18) <{callee = @multi}> : (i32, index) -> (i32, index) loc(#loc26)
    "func.call"() <{callee = @zero}> : () -> () loc(#loc27)
    %11:2 = "func.call"(%arg17) <{callee = @ext}> {call.attr} : (i32) -> (i32, i64) loc(#loc28)
    %12 = "func.call"(%arg18) <{callee = @one}> : (index) -> index loc(#loc29)
    "func.call"(%12) <{callee = @ext_none}> : (index) -> () loc(#loc30)
    %13 = "func.call"(%10#0, %12) <{callee = @caller}> : (i32, index) -> i32 loc(#loc31)
    %14 = "func.call"(%arg18) <{callee = @one, no_inline}> : (index) -> index loc(#loc32)
    "func.return"(%13) : (i32) -> () loc(#loc33)
  }) : () -> () loc(#loc23)
  "func.func"() <{function_type = ((i32) -> i32, i32, index) -> i32, sym_name = "indirect"}> ({
  ^bb0(%arg14: (i32) -> i32 loc("src/func-to-llvm.loc.mlir":35:23), %arg15: i32 loc("src/func-to-llvm.loc.mlir":35:41), %arg16: index loc("src/func-to-llvm.loc.mlir":35:50)):
    %6 = "func.constant"() <{value = @caller}> : () -> ((i32, index) -> i32) loc(#loc38)
    %7 = "func.call_indirect"(%arg14, %arg15) : ((i32) -> i32, i32) -> i32 loc(#loc39)
    %8 = "func.constant"() <{value = @multi}> : () -> ((i32, index) -> (i32, index)) loc(#loc40)
    %9:2 = "func.call_indirect"(%8, %arg15, %arg16) : ((i32, index) -> (i32, index), i32, index) -> (i32, index) loc(#loc41)
    "test.use"(%6, %9#1) : ((i32, index) -> i32, index) -> () loc(#loc42)
    "func.return"(%7) : (i32) -> () loc(#loc43)
  }) : () -> () loc(#loc34)
  "func.func"() <{function_type = (si16, ui64, f16, bf16, f8E4M3FN, complex<f32>, vector<4xindex>, vector<2x3xi32>) -> (vector<[4]xi8>, f128), sym_name = "types"}> ({
  ^bb0(%arg6: si16 loc("src/func-to-llvm.loc.mlir":43:20), %arg7: ui64 loc("src/func-to-llvm.loc.mlir":43:30), %arg8: f16 loc("src/func-to-llvm.loc.mlir":43:40), %arg9: bf16 loc("src/func-to-llvm.loc.mlir":43:49), %arg10: f8E4M3FN loc("src/func-to-llvm.loc.mlir":43:59), %arg11: complex<f32> loc("src/func-to-llvm.loc.mlir":43:73), %arg12: vector<4xindex> loc("src/func-to-llvm.loc.mlir":43:91), %arg13: vector<2x3xi32> loc("src/func-to-llvm.loc.mlir":43:112)):
    %5:2 = "test.make"(%arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13) : (si16, ui64, f16, bf16, f8E4M3FN, complex<f32>, vector<4xindex>, vector<2x3xi32>) -> (vector<[4]xi8>, f128) loc(#loc53)
    "func.return"(%5#0, %5#1) : (vector<[4]xi8>, f128) -> () loc(#loc54)
  }) : () -> () loc(#loc44)
  "func.func"() <{function_type = (tensor<4xf32>) -> i32, sym_name = "unconvertible"}> ({
  ^bb0(%arg5: tensor<4xf32> loc("src/func-to-llvm.loc.mlir":47:28)):
    %4 = "test.c"(%arg5) : (tensor<4xf32>) -> i32 loc(#loc57)
    "func.return"(%4) : (i32) -> () loc(#loc58)
  }) : () -> () loc(#loc55)
  "func.func"() <{function_type = (i32) -> tensor<2xi32>, sym_name = "returns_tensor"}> ({
  ^bb0(%arg4: i32 loc("src/func-to-llvm.loc.mlir":51:29)):
    %3 = "test.t"(%arg4) : (i32) -> tensor<2xi32> loc(#loc61)
    "func.return"(%3) : (tensor<2xi32>) -> () loc(#loc62)
  }) : () -> () loc(#loc59)
  "func.func"() <{function_type = (i1, index) -> index, sym_name = "blocks"}> ({
  ^bb0(%arg2: i1 loc("src/func-to-llvm.loc.mlir":55:21), %arg3: index loc("src/func-to-llvm.loc.mlir":55:29)):
    "cf.cond_br"(%arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> () loc(#loc66)
  ^bb1(%1: index loc("src/func-to-llvm.loc.mlir":57:8)):  // pred: ^bb0
    "cf.br"(%1)[^bb3] : (index) -> () loc(#loc68)
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg3)[^bb3] : (index) -> () loc(#loc69)
  ^bb3(%2: index loc("src/func-to-llvm.loc.mlir":61:8)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%2) : (index) -> () loc(#loc71)
  }) : () -> () loc(#loc63)
  "test.unregistered"() ({
    "func.func"() <{function_type = (index) -> index, sym_name = "in_region"}> ({
    ^bb0(%arg1: index loc("src/func-to-llvm.loc.mlir":65:26)):
      "func.return"(%arg1) : (index) -> () loc(#loc75)
    }) : () -> () loc(#loc73)
  }) : () -> () loc(#loc72)
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (index) -> index, sym_name = "inner_ext", sym_visibility = "private"}> ({
    }) : () -> () loc(#loc77)
    "func.func"() <{function_type = (index) -> index, sym_name = "inner_call"}> ({
    ^bb0(%arg0: index loc("src/func-to-llvm.loc.mlir":71:27)):
      %0 = "func.call"(%arg0) <{callee = @inner_ext}> : (index) -> index loc(#loc80)
      "func.return"(%0) : (index) -> () loc(#loc81)
    }) : () -> () loc(#loc78)
  }) : () -> () loc(#loc76)
}) : () -> () loc(#loc)
#loc = loc("src/func-to-llvm.loc.mlir":3:1)
#loc1 = loc("src/func-to-llvm.loc.mlir":4:3)
#loc4 = loc("src/func-to-llvm.loc.mlir":5:5)
#loc5 = loc("src/func-to-llvm.loc.mlir":7:3)
#loc6 = loc("src/func-to-llvm.loc.mlir":8:5)
#loc7 = loc("src/func-to-llvm.loc.mlir":10:3)
#loc9 = loc("src/func-to-llvm.loc.mlir":11:5)
#loc10 = loc("src/func-to-llvm.loc.mlir":13:3)
#loc11 = loc("src/func-to-llvm.loc.mlir":14:3)
#loc12 = loc("src/func-to-llvm.loc.mlir":15:3)
#loc16 = loc("src/func-to-llvm.loc.mlir":16:5)
#loc17 = loc("src/func-to-llvm.loc.mlir":18:3)
#loc19 = loc("src/func-to-llvm.loc.mlir":19:10)
#loc20 = loc("src/func-to-llvm.loc.mlir":20:5)
#loc21 = loc("src/func-to-llvm.loc.mlir":21:7)
#loc22 = loc("src/func-to-llvm.loc.mlir":23:5)
#loc23 = loc("src/func-to-llvm.loc.mlir":25:3)
#loc26 = loc("src/func-to-llvm.loc.mlir":26:12)
#loc27 = loc("src/func-to-llvm.loc.mlir":27:5)
#loc28 = loc("src/func-to-llvm.loc.mlir":28:12)
#loc29 = loc("src/func-to-llvm.loc.mlir":29:10)
#loc30 = loc("src/func-to-llvm.loc.mlir":30:5)
#loc31 = loc("src/func-to-llvm.loc.mlir":31:12)
#loc32 = loc("src/func-to-llvm.loc.mlir":32:15)
#loc33 = loc("src/func-to-llvm.loc.mlir":33:5)
#loc34 = loc("src/func-to-llvm.loc.mlir":35:3)
#loc38 = loc("src/func-to-llvm.loc.mlir":36:10)
#loc39 = loc("src/func-to-llvm.loc.mlir":37:10)
#loc40 = loc("src/func-to-llvm.loc.mlir":38:10)
#loc41 = loc("src/func-to-llvm.loc.mlir":39:12)
#loc42 = loc("src/func-to-llvm.loc.mlir":40:5)
#loc43 = loc("src/func-to-llvm.loc.mlir":41:5)
#loc44 = loc("src/func-to-llvm.loc.mlir":43:3)
#loc53 = loc("src/func-to-llvm.loc.mlir":44:12)
#loc54 = loc("src/func-to-llvm.loc.mlir":45:5)
#loc55 = loc("src/func-to-llvm.loc.mlir":47:3)
#loc57 = loc("src/func-to-llvm.loc.mlir":48:10)
#loc58 = loc("src/func-to-llvm.loc.mlir":49:5)
#loc59 = loc("src/func-to-llvm.loc.mlir":51:3)
#loc61 = loc("src/func-to-llvm.loc.mlir":52:10)
#loc62 = loc("src/func-to-llvm.loc.mlir":53:5)
#loc63 = loc("src/func-to-llvm.loc.mlir":55:3)
#loc66 = loc("src/func-to-llvm.loc.mlir":56:5)
#loc68 = loc("src/func-to-llvm.loc.mlir":58:5)
#loc69 = loc("src/func-to-llvm.loc.mlir":60:5)
#loc71 = loc("src/func-to-llvm.loc.mlir":62:5)
#loc72 = loc("src/func-to-llvm.loc.mlir":64:3)
#loc73 = loc("src/func-to-llvm.loc.mlir":65:5)
#loc75 = loc("src/func-to-llvm.loc.mlir":66:7)
#loc76 = loc("src/func-to-llvm.loc.mlir":69:3)
#loc77 = loc("src/func-to-llvm.loc.mlir":70:5)
#loc78 = loc("src/func-to-llvm.loc.mlir":71:5)
#loc80 = loc("src/func-to-llvm.loc.mlir":72:12)
#loc81 = loc("src/func-to-llvm.loc.mlir":73:7)


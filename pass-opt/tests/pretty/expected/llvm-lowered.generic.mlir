"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg56: i32, %arg57: i32, %arg58: i64, %arg59: f32):
    %374 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %375 = "llvm.mlir.constant"() <{value = false}> : () -> i1
    %376 = "llvm.select"(%375, %374, %arg56) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %377 = "llvm.icmp"(%arg56, %376) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%377)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %378 = "llvm.add"(%arg57, %arg56) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%378)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %379 = "llvm.mul"(%arg57, %arg56) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%379)[^bb3] : (i32) -> ()
  ^bb3(%380: i32):  // 2 preds: ^bb1, ^bb2
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %381 = "llvm.add"(%arg57, %arg56) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %382 = "llvm.add"(%374, %376) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %383 = "llvm.icmp"(%arg57, %382) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%383)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    %384 = "llvm.add"(%374, %374) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%384)[^bb7] : (i32) -> ()
  ^bb6:  // pred: ^bb4
    %385 = "llvm.mul"(%374, %374) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%385)[^bb7] : (i32) -> ()
  ^bb7(%386: i32):  // 2 preds: ^bb5, ^bb6
    "llvm.br"()[^bb8] : () -> ()
  ^bb8:  // pred: ^bb7
    %387 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %388 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %389 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    "llvm.br"(%387, %382)[^bb9] : (i64, i32) -> ()
  ^bb9(%390: i64, %391: i32):  // 2 preds: ^bb8, ^bb10
    %392 = "llvm.icmp"(%390, %388) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%392)[^bb10, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb10:  // pred: ^bb9
    %393 = "llvm.trunc"(%390) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %394 = "llvm.mul"(%381, %382) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %395 = "llvm.add"(%391, %393) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %396 = "llvm.xor"(%395, %394) : (i32, i32) -> i32
    %397 = "llvm.add"(%390, %389) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%397, %396)[^bb9] : (i64, i32) -> ()
  ^bb11:  // pred: ^bb9
    %398 = "llvm.icmp"(%381, %380) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %399 = "llvm.select"(%398, %386, %391) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %400 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %401 = "llvm.add"(%arg58, %400) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %402 = "llvm.trunc"(%401) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %403 = "llvm.icmp"(%391, %374) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %404 = "llvm.select"(%403, %380, %376) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %405 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %406 = "llvm.intr.smin"(%380, %399) : (i32, i32) -> i32
    %407 = "llvm.intr.smin"(%380, %399) : (i32, i32) -> i32
    %408 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %409 = "llvm.insertvalue"(%408, %407) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %410 = "llvm.insertvalue"(%409, %arg59) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%410) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg52: i32, %arg53: i32, %arg54: i64, %arg55: f32):
    %342 = "llvm.call"(%arg52, %arg52, %arg54, %arg55) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %343 = "llvm.extractvalue"(%342) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %344 = "llvm.extractvalue"(%342) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %345 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %346 = "llvm.icmp"(%arg52, %345) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %347 = "llvm.select"(%346, %345, %arg52) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %348 = "llvm.intr.smin"(%343, %345) : (i32, i32) -> i32
    %349 = "llvm.intr.smin"(%343, %345) : (i32, i32) -> i32
    %350 = "llvm.icmp"(%343, %345) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %351 = "llvm.select"(%350, %349, %345) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %352 = "llvm.call"(%arg52, %348, %arg54, %arg55) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %353 = "llvm.extractvalue"(%352) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %354 = "llvm.extractvalue"(%352) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %355 = "llvm.sub"(%351, %arg53) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %356 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %357 = "llvm.icmp"(%351, %356) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %358 = "llvm.select"(%357, %arg52, %349) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %359 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %360 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %361 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    "llvm.br"(%359, %arg53)[^bb1] : (i64, i32) -> ()
  ^bb1(%362: i64, %363: i32):  // 2 preds: ^bb0, ^bb2
    %364 = "llvm.icmp"(%362, %360) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%364)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %365 = "llvm.trunc"(%362) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %366 = "llvm.mul"(%351, %arg52) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %367 = "llvm.add"(%363, %365) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %368 = "llvm.xor"(%367, %366) : (i32, i32) -> i32
    %369 = "llvm.add"(%362, %361) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%369, %368)[^bb1] : (i64, i32) -> ()
  ^bb3:  // pred: ^bb1
    %370 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %371 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %372 = "llvm.insertvalue"(%371, %370) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %373 = "llvm.insertvalue"(%372, %354) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%373) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg48: i32, %arg49: i32, %arg50: i64, %arg51: f32):
    %308 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %309 = "llvm.call"(%arg49, %308, %arg50, %arg51) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %310 = "llvm.extractvalue"(%309) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %311 = "llvm.extractvalue"(%309) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %312 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %313 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %314 = "llvm.call"(%arg49, %313, %arg50, %311) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %315 = "llvm.extractvalue"(%314) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %316 = "llvm.extractvalue"(%314) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %317 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %318 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %319 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    "llvm.br"(%317, %312)[^bb1] : (i64, i32) -> ()
  ^bb1(%320: i64, %321: i32):  // 2 preds: ^bb0, ^bb2
    %322 = "llvm.icmp"(%320, %318) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%322)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %323 = "llvm.trunc"(%320) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %324 = "llvm.mul"(%arg49, %313) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %325 = "llvm.add"(%321, %323) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %326 = "llvm.xor"(%325, %324) : (i32, i32) -> i32
    %327 = "llvm.add"(%320, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%327, %326)[^bb1] : (i64, i32) -> ()
  ^bb3:  // pred: ^bb1
    %328 = "llvm.icmp"(%315, %312) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%328)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %329 = "llvm.add"(%310, %312) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%329)[^bb6] : (i32) -> ()
  ^bb5:  // pred: ^bb3
    %330 = "llvm.mul"(%310, %312) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%330)[^bb6] : (i32) -> ()
  ^bb6(%331: i32):  // 2 preds: ^bb4, ^bb5
    "llvm.br"()[^bb7] : () -> ()
  ^bb7:  // pred: ^bb6
    %332 = "llvm.and"(%310, %313) : (i32, i32) -> i32
    %333 = "llvm.xor"(%315, %arg48) : (i32, i32) -> i32
    %334 = "llvm.fadd"(%arg51, %316) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %335 = "llvm.call"(%310, %321, %arg50, %334) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %336 = "llvm.extractvalue"(%335) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %337 = "llvm.extractvalue"(%335) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %338 = "llvm.or"(%331, %315) : (i32, i32) -> i32
    %339 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %340 = "llvm.insertvalue"(%339, %338) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %341 = "llvm.insertvalue"(%340, %337) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%341) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f3", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg44: i32, %arg45: i32, %arg46: i64, %arg47: f32):
    %290 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %291 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %292 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %293 = "llvm.fsub"(%arg47, %arg47) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %294 = "llvm.or"(%arg45, %292) : (i32, i32) -> i32
    %295 = "llvm.or"(%arg45, %292) : (i32, i32) -> i32
    %296 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %297 = "llvm.icmp"(%arg44, %291) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%297)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.br"(%arg45)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "llvm.br"(%290)[^bb3] : (i32) -> ()
  ^bb3(%298: i32):  // 2 preds: ^bb1, ^bb2
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %299 = "llvm.fmul"(%arg47, %293) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %300 = "llvm.and"(%arg44, %291) : (i32, i32) -> i32
    %301 = "llvm.call"(%294, %291, %arg46, %299) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %302 = "llvm.extractvalue"(%301) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %303 = "llvm.extractvalue"(%301) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %304 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %305 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %306 = "llvm.insertvalue"(%305, %304) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %307 = "llvm.insertvalue"(%306, %303) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%307) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f4", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg40: i32, %arg41: i32, %arg42: i64, %arg43: f32):
    %266 = "llvm.call"(%arg40, %arg41, %arg42, %arg43) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %267 = "llvm.extractvalue"(%266) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %268 = "llvm.extractvalue"(%266) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %269 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %270 = "llvm.mul"(%267, %arg40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %271 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %272 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
    %273 = "llvm.mul"(%267, %272) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %274 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
    %275 = "llvm.icmp"(%270, %arg40) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%275)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %276 = "llvm.add"(%arg41, %arg41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%276)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %277 = "llvm.mul"(%arg41, %arg41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%277)[^bb3] : (i32) -> ()
  ^bb3(%278: i32):  // 2 preds: ^bb1, ^bb2
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %279 = "llvm.intr.smax"(%273, %272) : (i32, i32) -> i32
    %280 = "llvm.intr.smax"(%273, %272) : (i32, i32) -> i32
    %281 = "llvm.icmp"(%273, %270) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%281)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    %282 = "llvm.add"(%arg40, %274) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%282)[^bb7] : (i32) -> ()
  ^bb6:  // pred: ^bb4
    %283 = "llvm.mul"(%arg40, %274) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%283)[^bb7] : (i32) -> ()
  ^bb7(%284: i32):  // 2 preds: ^bb5, ^bb6
    "llvm.br"()[^bb8] : () -> ()
  ^bb8:  // pred: ^bb7
    %285 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %286 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %287 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %288 = "llvm.insertvalue"(%287, %286) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %289 = "llvm.insertvalue"(%288, %268) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%289) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "f5", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg36: i32, %arg37: i32, %arg38: i64, %arg39: f32):
    %231 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %232 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %233 = "llvm.fsub"(%arg39, %arg39) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %234 = "llvm.icmp"(%232, %arg37) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%234)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %235 = "llvm.add"(%arg36, %arg36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%235)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %236 = "llvm.mul"(%arg36, %arg36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%236)[^bb3] : (i32) -> ()
  ^bb3(%237: i32):  // 2 preds: ^bb1, ^bb2
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %238 = "llvm.fsub"(%arg39, %arg39) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %239 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %240 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %241 = "llvm.call"(%237, %237, %arg38, %arg39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f3, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %242 = "llvm.extractvalue"(%241) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %243 = "llvm.extractvalue"(%241) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %244 = "llvm.mlir.constant"() <{value = false}> : () -> i1
    %245 = "llvm.select"(%244, %231, %237) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %246 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %247 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %248 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    "llvm.br"(%246, %arg36)[^bb5] : (i64, i32) -> ()
  ^bb5(%249: i64, %250: i32):  // 2 preds: ^bb4, ^bb6
    %251 = "llvm.icmp"(%249, %247) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%251)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    %252 = "llvm.trunc"(%249) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %253 = "llvm.add"(%250, %252) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %254 = "llvm.xor"(%253, %240) : (i32, i32) -> i32
    %255 = "llvm.add"(%249, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%255, %254)[^bb5] : (i64, i32) -> ()
  ^bb7:  // pred: ^bb5
    %256 = "llvm.call"(%232, %242, %arg38, %arg39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %257 = "llvm.extractvalue"(%256) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %258 = "llvm.extractvalue"(%256) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %259 = "llvm.add"(%250, %242) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %260 = "llvm.call"(%250, %arg36, %arg38, %233) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %261 = "llvm.extractvalue"(%260) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
    %262 = "llvm.extractvalue"(%260) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %263 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %264 = "llvm.insertvalue"(%263, %261) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %265 = "llvm.insertvalue"(%264, %262) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%265) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "unused0", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg32: i32, %arg33: i32, %arg34: i64, %arg35: f32):
    %208 = "llvm.add"(%arg32, %arg32) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %209 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %210 = "llvm.icmp"(%208, %arg32) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %211 = "llvm.select"(%210, %208, %arg33) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %212 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %213 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %214 = "llvm.add"(%arg34, %213) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %215 = "llvm.trunc"(%214) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %216 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %217 = "llvm.add"(%arg34, %216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %218 = "llvm.trunc"(%217) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %219 = "llvm.add"(%215, %212) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %220 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %221 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %222 = "llvm.trunc"(%221) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %223 = "llvm.add"(%219, %215) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %224 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %225 = "llvm.fmul"(%arg35, %arg35) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %226 = "llvm.icmp"(%223, %212) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %227 = "llvm.select"(%226, %215, %222) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %228 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %229 = "llvm.insertvalue"(%228, %227) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %230 = "llvm.insertvalue"(%229, %225) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%230) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "unused1", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg28: i32, %arg29: i32, %arg30: i64, %arg31: f32):
    %187 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %188 = "llvm.add"(%arg29, %arg28) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %189 = "llvm.add"(%188, %188) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %190 = "llvm.add"(%arg28, %187) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %191 = "llvm.add"(%arg28, %187) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %192 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %193 = "llvm.add"(%188, %191) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %194 = "llvm.add"(%189, %arg28) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %195 = "llvm.mul"(%arg29, %187) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %196 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %197 = "llvm.add"(%arg30, %196) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %198 = "llvm.trunc"(%197) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %199 = "llvm.add"(%198, %187) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %200 = "llvm.add"(%198, %187) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %201 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %202 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %203 = "llvm.add"(%197, %202) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %204 = "llvm.trunc"(%203) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %205 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %206 = "llvm.insertvalue"(%205, %204) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %207 = "llvm.insertvalue"(%206, %arg31) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%207) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "unused2", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg24: i32, %arg25: i32, %arg26: i64, %arg27: f32):
    %167 = "llvm.add"(%arg25, %arg24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %168 = "llvm.add"(%167, %arg24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %169 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %170 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %171 = "llvm.add"(%arg26, %170) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %172 = "llvm.trunc"(%171) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %173 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %174 = "llvm.or"(%arg25, %167) : (i32, i32) -> i32
    %175 = "llvm.or"(%arg25, %167) : (i32, i32) -> i32
    %176 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %177 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %178 = "llvm.trunc"(%177) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %179 = "llvm.add"(%168, %169) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %180 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
    %181 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %182 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %183 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %184 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
    %185 = "llvm.insertvalue"(%184, %183) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %186 = "llvm.insertvalue"(%185, %arg27) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
    "llvm.return"(%186) : (!llvm.struct<(i32, f32)>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m0"}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "m0_f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i64, %arg23: f32):
      %144 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %145 = "llvm.add"(%arg22, %144) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %146 = "llvm.trunc"(%145) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %147 = "llvm.fsub"(%arg23, %arg23) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %148 = "llvm.icmp"(%146, %arg21) <{predicate = 7 : i64}> : (i32, i32) -> i1
      %149 = "llvm.select"(%148, %arg20, %146) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %150 = "llvm.fmul"(%147, %147) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %151 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
      %152 = "llvm.add"(%arg20, %arg20) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %153 = "llvm.icmp"(%146, %149) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%153)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %154 = "llvm.add"(%arg20, %149) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%154)[^bb3] : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %155 = "llvm.mul"(%arg20, %149) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%155)[^bb3] : (i32) -> ()
    ^bb3(%156: i32):  // 2 preds: ^bb1, ^bb2
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      %157 = "llvm.add"(%152, %arg20) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %158 = "llvm.icmp"(%149, %152) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %159 = "llvm.select"(%158, %146, %156) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %160 = "llvm.add"(%arg20, %152) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %161 = "llvm.xor"(%149, %arg21) : (i32, i32) -> i32
      %162 = "llvm.xor"(%149, %arg21) : (i32, i32) -> i32
      %163 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %164 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
      %165 = "llvm.insertvalue"(%164, %163) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
      %166 = "llvm.insertvalue"(%165, %150) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
      "llvm.return"(%166) : (!llvm.struct<(i32, f32)>) -> ()
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "m0_f1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i64, %arg19: f32):
      %110 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %111 = "llvm.add"(%arg18, %110) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %112 = "llvm.trunc"(%111) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %113 = "llvm.mlir.constant"() <{value = false}> : () -> i1
      "llvm.cond_br"(%113)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %114 = "llvm.add"(%112, %arg16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%114)[^bb3] : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %115 = "llvm.mul"(%112, %arg16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%115)[^bb3] : (i32) -> ()
    ^bb3(%116: i32):  // 2 preds: ^bb1, ^bb2
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      %117 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %118 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %119 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      "llvm.br"(%117, %116)[^bb5] : (i64, i32) -> ()
    ^bb5(%120: i64, %121: i32):  // 2 preds: ^bb4, ^bb6
      %122 = "llvm.icmp"(%120, %118) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%122)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb6:  // pred: ^bb5
      %123 = "llvm.trunc"(%120) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %124 = "llvm.mul"(%arg16, %116) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %125 = "llvm.add"(%121, %123) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %126 = "llvm.xor"(%125, %124) : (i32, i32) -> i32
      %127 = "llvm.add"(%120, %119) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%127, %126)[^bb5] : (i64, i32) -> ()
    ^bb7:  // pred: ^bb5
      %128 = "llvm.icmp"(%112, %116) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%128)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb8:  // pred: ^bb7
      %129 = "llvm.add"(%116, %112) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%129)[^bb10] : (i32) -> ()
    ^bb9:  // pred: ^bb7
      %130 = "llvm.mul"(%116, %112) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%130)[^bb10] : (i32) -> ()
    ^bb10(%131: i32):  // 2 preds: ^bb8, ^bb9
      "llvm.br"()[^bb11] : () -> ()
    ^bb11:  // pred: ^bb10
      %132 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %133 = "llvm.add"(%116, %132) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %134 = "llvm.fsub"(%arg19, %arg19) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %135 = "llvm.add"(%arg16, %116) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %136 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %137 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %138 = "llvm.add"(%arg16, %131) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %139 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %140 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %141 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
      %142 = "llvm.insertvalue"(%141, %140) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
      %143 = "llvm.insertvalue"(%142, %134) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
      "llvm.return"(%143) : (!llvm.struct<(i32, f32)>) -> ()
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "m0_f2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg12: i32, %arg13: i32, %arg14: i64, %arg15: f32):
      %80 = "llvm.mlir.constant"() <{value = false}> : () -> i1
      "llvm.cond_br"(%80)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %81 = "llvm.add"(%arg12, %arg13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%81)[^bb3] : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %82 = "llvm.mul"(%arg12, %arg13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%82)[^bb3] : (i32) -> ()
    ^bb3(%83: i32):  // 2 preds: ^bb1, ^bb2
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      %84 = "llvm.and"(%83, %arg13) : (i32, i32) -> i32
      %85 = "llvm.and"(%83, %arg13) : (i32, i32) -> i32
      %86 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %87 = "llvm.intr.smax"(%84, %85) : (i32, i32) -> i32
      %88 = "llvm.intr.smax"(%84, %85) : (i32, i32) -> i32
      %89 = "llvm.add"(%arg13, %88) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %90 = "llvm.add"(%88, %arg13) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %91 = "llvm.add"(%89, %89) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %92 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
      %93 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %94 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %95 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      "llvm.br"(%93, %83)[^bb5] : (i64, i32) -> ()
    ^bb5(%96: i64, %97: i32):  // 2 preds: ^bb4, ^bb6
      %98 = "llvm.icmp"(%96, %94) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%98)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb6:  // pred: ^bb5
      %99 = "llvm.trunc"(%96) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %100 = "llvm.mul"(%84, %92) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %101 = "llvm.add"(%97, %99) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %102 = "llvm.xor"(%101, %100) : (i32, i32) -> i32
      %103 = "llvm.add"(%96, %95) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%103, %102)[^bb5] : (i64, i32) -> ()
    ^bb7:  // pred: ^bb5
      %104 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %105 = "llvm.icmp"(%84, %104) <{predicate = 9 : i64}> : (i32, i32) -> i1
      %106 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %107 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
      %108 = "llvm.insertvalue"(%107, %106) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
      %109 = "llvm.insertvalue"(%108, %arg15) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
      "llvm.return"(%109) : (!llvm.struct<(i32, f32)>) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m1"}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "m1_f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg8: i32, %arg9: i32, %arg10: i64, %arg11: f32):
      %52 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %53 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %54 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      "llvm.br"(%52, %arg9)[^bb1] : (i64, i32) -> ()
    ^bb1(%55: i64, %56: i32):  // 2 preds: ^bb0, ^bb2
      %57 = "llvm.icmp"(%55, %53) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%57)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %58 = "llvm.trunc"(%55) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %59 = "llvm.mul"(%arg8, %arg8) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %60 = "llvm.add"(%56, %58) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %61 = "llvm.xor"(%60, %59) : (i32, i32) -> i32
      %62 = "llvm.add"(%55, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%62, %61)[^bb1] : (i64, i32) -> ()
    ^bb3:  // pred: ^bb1
      %63 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %64 = "llvm.add"(%arg8, %63) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %65 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %67 = "llvm.icmp"(%arg8, %66) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %68 = "llvm.select"(%67, %arg8, %64) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %69 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %70 = "llvm.add"(%arg10, %69) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %71 = "llvm.trunc"(%70) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %72 = "llvm.icmp"(%arg8, %65) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %73 = "llvm.select"(%72, %68, %66) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %74 = "llvm.icmp"(%arg8, %arg8) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %75 = "llvm.select"(%74, %66, %arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %76 = "llvm.add"(%71, %71) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %77 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
      %78 = "llvm.insertvalue"(%77, %76) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
      %79 = "llvm.insertvalue"(%78, %arg11) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
      "llvm.return"(%79) : (!llvm.struct<(i32, f32)>) -> ()
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "m1_f1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg4: i32, %arg5: i32, %arg6: i64, %arg7: f32):
      %20 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %21 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %22 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      "llvm.br"(%20, %arg4)[^bb1] : (i64, i32) -> ()
    ^bb1(%23: i64, %24: i32):  // 2 preds: ^bb0, ^bb2
      %25 = "llvm.icmp"(%23, %21) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%25)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %26 = "llvm.trunc"(%23) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %27 = "llvm.mul"(%arg5, %arg4) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %28 = "llvm.add"(%24, %26) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %29 = "llvm.xor"(%28, %27) : (i32, i32) -> i32
      %30 = "llvm.add"(%23, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%30, %29)[^bb1] : (i64, i32) -> ()
    ^bb3:  // pred: ^bb1
      %31 = "llvm.intr.smax"(%arg4, %arg5) : (i32, i32) -> i32
      %32 = "llvm.intr.smax"(%arg4, %arg5) : (i32, i32) -> i32
      %33 = "llvm.mlir.constant"() <{value = false}> : () -> i1
      "llvm.cond_br"(%33)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %34 = "llvm.add"(%31, %31) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%34)[^bb6] : (i32) -> ()
    ^bb5:  // pred: ^bb3
      %35 = "llvm.mul"(%31, %31) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%35)[^bb6] : (i32) -> ()
    ^bb6(%36: i32):  // 2 preds: ^bb4, ^bb5
      "llvm.br"()[^bb7] : () -> ()
    ^bb7:  // pred: ^bb6
      %37 = "llvm.sub"(%24, %arg4) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %38 = "llvm.fadd"(%arg7, %arg7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %39 = "llvm.icmp"(%arg5, %31) <{predicate = 7 : i64}> : (i32, i32) -> i1
      %40 = "llvm.select"(%39, %24, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %41 = "llvm.sub"(%arg4, %36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %42 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %43 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
      %45 = "llvm.icmp"(%24, %43) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%45)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb8:  // pred: ^bb7
      %46 = "llvm.add"(%41, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%46)[^bb10] : (i32) -> ()
    ^bb9:  // pred: ^bb7
      %47 = "llvm.mul"(%41, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%47)[^bb10] : (i32) -> ()
    ^bb10(%48: i32):  // 2 preds: ^bb8, ^bb9
      "llvm.br"()[^bb11] : () -> ()
    ^bb11:  // pred: ^bb10
      %49 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
      %50 = "llvm.insertvalue"(%49, %48) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
      %51 = "llvm.insertvalue"(%50, %38) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
      "llvm.return"(%51) : (!llvm.struct<(i32, f32)>) -> ()
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (i32, i32, i64, f32)>, linkage = #llvm.linkage<external>, sym_name = "m1_f2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32):
      %0 = "llvm.add"(%arg1, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %1 = "llvm.fsub"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %2 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %3 = "llvm.add"(%arg2, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %4 = "llvm.trunc"(%3) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %5 = "llvm.add"(%4, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %6 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %7 = "llvm.add"(%arg2, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %8 = "llvm.trunc"(%7) <{overflowFlags = 0 : i32}> : (i64) -> i32
      %9 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %10 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %11 = "llvm.intr.smin"(%5, %9) : (i32, i32) -> i32
      %12 = "llvm.fadd"(%1, %1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %13 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %14 = "llvm.fadd"(%1, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %15 = "llvm.icmp"(%11, %arg1) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %16 = "llvm.select"(%15, %10, %13) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %17 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f32)>
      %18 = "llvm.insertvalue"(%17, %16) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
      %19 = "llvm.insertvalue"(%18, %14) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
      "llvm.return"(%19) : (!llvm.struct<(i32, f32)>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()


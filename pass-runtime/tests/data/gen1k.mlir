"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f0"}> ({
  ^bb0(%arg4654: i32, %arg4655: i32, %arg4656: index, %arg4657: f32):
    %8356 = "arith.subi"(%arg4655, %arg4655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8357 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8358 = "arith.addi"(%8357, %8356) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8359 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8360 = "arith.addi"(%arg4656, %8359) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8361 = "arith.index_cast"(%8360) : (index) -> i32
    "func.return"(%8361, %arg4657) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f1"}> ({
  ^bb0(%arg4650: i32, %arg4651: i32, %arg4652: index, %arg4653: f32):
    %8347 = "arith.subf"(%arg4653, %arg4653) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8348 = "arith.cmpi"(%arg4650, %arg4650) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %8349 = "arith.select"(%8348, %arg4651, %arg4650) : (i1, i32, i32) -> i32
    %8350 = "arith.cmpi"(%arg4650, %8349) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8351 = "arith.select"(%8350, %arg4650, %arg4651) : (i1, i32, i32) -> i32
    %8352 = "arith.cmpi"(%8349, %8351) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8353 = "scf.if"(%8352) ({
      %8355 = "arith.addi"(%8351, %8351) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8355) : (i32) -> ()
    }, {
      %8354 = "arith.muli"(%8351, %8351) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8354) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%8353, %8347) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f2"}> ({
  ^bb0(%arg4646: i32, %arg4647: i32, %arg4648: index, %arg4649: f32):
    %8342 = "arith.minsi"(%arg4646, %arg4647) : (i32, i32) -> i32
    %8343 = "arith.minsi"(%arg4646, %arg4647) : (i32, i32) -> i32
    %8344 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8345 = "arith.maxsi"(%8342, %8343) : (i32, i32) -> i32
    %8346 = "arith.xori"(%8344, %8344) : (i32, i32) -> i32
    "func.return"(%8346, %arg4649) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f3"}> ({
  ^bb0(%arg4642: i32, %arg4643: i32, %arg4644: index, %arg4645: f32):
    %8334 = "arith.xori"(%arg4642, %arg4643) : (i32, i32) -> i32
    %8335 = "arith.cmpi"(%8334, %arg4643) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %8336 = "arith.select"(%8335, %8334, %8334) : (i1, i32, i32) -> i32
    %8337 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8338 = "arith.addi"(%arg4644, %8337) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8339 = "arith.index_cast"(%8338) : (index) -> i32
    %8340 = "arith.cmpi"(%8334, %8334) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %8341 = "arith.select"(%8340, %arg4642, %arg4642) : (i1, i32, i32) -> i32
    "func.return"(%8341, %arg4645) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f4"}> ({
  ^bb0(%arg4638: i32, %arg4639: i32, %arg4640: index, %arg4641: f32):
    %8326 = "arith.subf"(%arg4641, %arg4641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8327 = "arith.muli"(%arg4639, %arg4638) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8328 = "arith.muli"(%arg4639, %arg4638) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8329 = "arith.maxsi"(%arg4638, %arg4638) : (i32, i32) -> i32
    %8330 = "arith.cmpi"(%8328, %8329) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8331 = "scf.if"(%8330) ({
      %8333 = "arith.addi"(%8327, %8329) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8333) : (i32) -> ()
    }, {
      %8332 = "arith.muli"(%8327, %8329) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8332) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%8331, %8326) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f5"}> ({
  ^bb0(%arg4634: i32, %arg4635: i32, %arg4636: index, %arg4637: f32):
    %8320:2 = "func.call"(%arg4634, %arg4634, %arg4636, %arg4637) <{callee = @f2}> : (i32, i32, index, f32) -> (i32, f32)
    %8321 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8322 = "arith.addf"(%8320#1, %8320#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8323 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8324 = "arith.addi"(%arg4636, %8323) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8325 = "arith.index_cast"(%8324) : (index) -> i32
    "func.return"(%8325, %8322) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f6"}> ({
  ^bb0(%arg4630: i32, %arg4631: i32, %arg4632: index, %arg4633: f32):
    %8316:2 = "func.call"(%arg4631, %arg4631, %arg4632, %arg4633) <{callee = @f2}> : (i32, i32, index, f32) -> (i32, f32)
    %8317 = "arith.maxsi"(%8316#0, %8316#0) : (i32, i32) -> i32
    %8318 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8319 = "arith.andi"(%8316#0, %8317) : (i32, i32) -> i32
    "func.return"(%8319, %8316#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f7"}> ({
  ^bb0(%arg4626: i32, %arg4627: i32, %arg4628: index, %arg4629: f32):
    %8309 = "arith.subf"(%arg4629, %arg4629) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8310 = "arith.cmpi"(%arg4627, %arg4626) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8311 = "scf.if"(%8310) ({
      %8315 = "arith.addi"(%arg4627, %arg4626) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8315) : (i32) -> ()
    }, {
      %8314 = "arith.muli"(%arg4627, %arg4626) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8314) : (i32) -> ()
    }) : (i1) -> i32
    %8312 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %8313 = "arith.xori"(%8311, %8311) : (i32, i32) -> i32
    "func.return"(%8313, %8309) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f8"}> ({
  ^bb0(%arg4622: i32, %arg4623: i32, %arg4624: index, %arg4625: f32):
    %8302 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8303:2 = "func.call"(%arg4623, %arg4623, %arg4624, %arg4625) <{callee = @f0}> : (i32, i32, index, f32) -> (i32, f32)
    %8304 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8305 = "arith.addi"(%arg4624, %8304) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8306 = "arith.index_cast"(%8305) : (index) -> i32
    %8307 = "arith.xori"(%8302, %8306) : (i32, i32) -> i32
    %8308 = "arith.xori"(%8302, %8306) : (i32, i32) -> i32
    "func.return"(%8308, %8303#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f9"}> ({
  ^bb0(%arg4618: i32, %arg4619: i32, %arg4620: index, %arg4621: f32):
    %8292 = "arith.cmpi"(%arg4618, %arg4618) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8293 = "scf.if"(%8292) ({
      %8301 = "arith.addi"(%arg4618, %arg4619) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8301) : (i32) -> ()
    }, {
      %8300 = "arith.muli"(%arg4618, %arg4619) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8300) : (i32) -> ()
    }) : (i1) -> i32
    %8294 = "arith.subf"(%arg4621, %arg4621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8295 = "arith.maxsi"(%8293, %8293) : (i32, i32) -> i32
    %8296 = "arith.maxsi"(%8293, %8293) : (i32, i32) -> i32
    %8297 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8298 = "arith.addi"(%arg4620, %8297) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8299 = "arith.index_cast"(%8298) : (index) -> i32
    "func.return"(%8299, %8294) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f10"}> ({
  ^bb0(%arg4614: i32, %arg4615: i32, %arg4616: index, %arg4617: f32):
    %8288 = "arith.subi"(%arg4614, %arg4615) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8289 = "arith.minsi"(%arg4615, %arg4614) : (i32, i32) -> i32
    %8290 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8291 = "arith.subi"(%8288, %8288) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8291, %arg4617) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f11"}> ({
  ^bb0(%arg4610: i32, %arg4611: i32, %arg4612: index, %arg4613: f32):
    %8282 = "arith.cmpi"(%arg4611, %arg4610) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %8283 = "arith.select"(%8282, %arg4611, %arg4611) : (i1, i32, i32) -> i32
    %8284 = "arith.mulf"(%arg4613, %arg4613) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8285 = "arith.cmpi"(%arg4611, %8283) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8286 = "arith.select"(%8285, %arg4611, %arg4610) : (i1, i32, i32) -> i32
    %8287:2 = "func.call"(%arg4611, %arg4610, %arg4612, %8284) <{callee = @f5}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8287#0, %8287#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f12"}> ({
  ^bb0(%arg4604: i32, %arg4605: i32, %arg4606: index, %arg4607: f32):
    %8269 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8270 = "arith.addi"(%arg4606, %8269) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8271 = "arith.index_cast"(%8270) : (index) -> i32
    %8272 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8273 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8274 = "arith.constant"() <{value = 16 : index}> : () -> index
    %8275 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8276 = "scf.for"(%8273, %8274, %8275, %8271) ({
    ^bb0(%arg4608: index, %arg4609: i32):
      %8278 = "arith.index_cast"(%arg4608) : (index) -> i32
      %8279 = "arith.muli"(%8271, %arg4605) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8280 = "arith.addi"(%arg4609, %8278) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8281 = "arith.xori"(%8280, %8279) : (i32, i32) -> i32
      "scf.yield"(%8281) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %8277:2 = "func.call"(%arg4604, %arg4605, %arg4606, %arg4607) <{callee = @f8}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8277#0, %8277#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f13"}> ({
  ^bb0(%arg4600: i32, %arg4601: i32, %arg4602: index, %arg4603: f32):
    %8261:2 = "func.call"(%arg4601, %arg4600, %arg4602, %arg4603) <{callee = @f8}> : (i32, i32, index, f32) -> (i32, f32)
    %8262 = "arith.cmpi"(%arg4600, %8261#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8263 = "scf.if"(%8262) ({
      %8268 = "arith.addi"(%arg4601, %arg4600) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8268) : (i32) -> ()
    }, {
      %8267 = "arith.muli"(%arg4601, %arg4600) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8267) : (i32) -> ()
    }) : (i1) -> i32
    %8264 = "arith.cmpi"(%8263, %arg4600) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %8265 = "arith.select"(%8264, %arg4600, %8261#0) : (i1, i32, i32) -> i32
    %8266 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%8266, %8261#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f14"}> ({
  ^bb0(%arg4596: i32, %arg4597: i32, %arg4598: index, %arg4599: f32):
    %8254 = "arith.addf"(%arg4599, %arg4599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8255 = "arith.muli"(%arg4596, %arg4596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8256:2 = "func.call"(%arg4596, %arg4597, %arg4598, %arg4599) <{callee = @f8}> : (i32, i32, index, f32) -> (i32, f32)
    %8257 = "arith.cmpi"(%arg4597, %8255) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8258 = "scf.if"(%8257) ({
      %8260 = "arith.addi"(%8256#0, %arg4596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8260) : (i32) -> ()
    }, {
      %8259 = "arith.muli"(%8256#0, %arg4596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8259) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%8258, %8256#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f15"}> ({
  ^bb0(%arg4590: i32, %arg4591: i32, %arg4592: index, %arg4593: f32):
    %8243 = "arith.addf"(%arg4593, %arg4593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8244 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8245 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8246 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8247 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8248 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8249 = "scf.for"(%8246, %8247, %8248, %8245) ({
    ^bb0(%arg4594: index, %arg4595: i32):
      %8250 = "arith.index_cast"(%arg4594) : (index) -> i32
      %8251 = "arith.muli"(%8244, %arg4591) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8252 = "arith.addi"(%arg4595, %8250) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8253 = "arith.xori"(%8252, %8251) : (i32, i32) -> i32
      "scf.yield"(%8253) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%8249, %8243) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f16"}> ({
  ^bb0(%arg4584: i32, %arg4585: i32, %arg4586: index, %arg4587: f32):
    %8229 = "arith.xori"(%arg4585, %arg4585) : (i32, i32) -> i32
    %8230 = "arith.andi"(%arg4585, %arg4585) : (i32, i32) -> i32
    %8231 = "arith.andi"(%arg4585, %arg4585) : (i32, i32) -> i32
    %8232 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8233 = "arith.addi"(%arg4586, %8232) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8234 = "arith.index_cast"(%8233) : (index) -> i32
    %8235 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8236 = "arith.constant"() <{value = 16 : index}> : () -> index
    %8237 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8238 = "scf.for"(%8235, %8236, %8237, %arg4585) ({
    ^bb0(%arg4588: index, %arg4589: i32):
      %8239 = "arith.index_cast"(%arg4588) : (index) -> i32
      %8240 = "arith.muli"(%arg4584, %8229) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8241 = "arith.addi"(%arg4589, %8239) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8242 = "arith.xori"(%8241, %8240) : (i32, i32) -> i32
      "scf.yield"(%8242) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%8238, %arg4587) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f17"}> ({
  ^bb0(%arg4580: i32, %arg4581: i32, %arg4582: index, %arg4583: f32):
    %8222 = "arith.subf"(%arg4583, %arg4583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8223 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8224 = "arith.addi"(%arg4582, %8223) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8225 = "arith.index_cast"(%8224) : (index) -> i32
    %8226 = "arith.minsi"(%8225, %arg4581) : (i32, i32) -> i32
    %8227 = "arith.cmpi"(%arg4580, %arg4581) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %8228 = "arith.select"(%8227, %arg4581, %8225) : (i1, i32, i32) -> i32
    "func.return"(%8228, %8222) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f18"}> ({
  ^bb0(%arg4576: i32, %arg4577: i32, %arg4578: index, %arg4579: f32):
    %8214 = "arith.cmpi"(%arg4577, %arg4576) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8215 = "arith.select"(%8214, %arg4577, %arg4576) : (i1, i32, i32) -> i32
    %8216:2 = "func.call"(%arg4577, %8215, %arg4578, %arg4579) <{callee = @f15}> : (i32, i32, index, f32) -> (i32, f32)
    %8217 = "arith.addf"(%8216#1, %arg4579) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8218 = "arith.cmpi"(%arg4576, %arg4576) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8219 = "scf.if"(%8218) ({
      %8221 = "arith.addi"(%8216#0, %arg4577) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8221) : (i32) -> ()
    }, {
      %8220 = "arith.muli"(%8216#0, %arg4577) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8220) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%8219, %8217) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f19"}> ({
  ^bb0(%arg4572: i32, %arg4573: i32, %arg4574: index, %arg4575: f32):
    %8208 = "arith.maxsi"(%arg4572, %arg4572) : (i32, i32) -> i32
    %8209 = "arith.cmpi"(%arg4572, %arg4572) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %8210 = "arith.select"(%8209, %arg4573, %arg4572) : (i1, i32, i32) -> i32
    %8211 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8212 = "arith.cmpi"(%8211, %8208) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8213 = "arith.select"(%8212, %arg4572, %arg4572) : (i1, i32, i32) -> i32
    "func.return"(%8213, %arg4575) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f20"}> ({
  ^bb0(%arg4568: i32, %arg4569: i32, %arg4570: index, %arg4571: f32):
    %8204:2 = "func.call"(%arg4568, %arg4568, %arg4570, %arg4571) <{callee = @f15}> : (i32, i32, index, f32) -> (i32, f32)
    %8205:2 = "func.call"(%arg4568, %arg4568, %arg4570, %arg4571) <{callee = @f14}> : (i32, i32, index, f32) -> (i32, f32)
    %8206 = "arith.subf"(%8204#1, %8204#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8207 = "arith.maxsi"(%8204#0, %8205#0) : (i32, i32) -> i32
    "func.return"(%8207, %8206) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f21"}> ({
  ^bb0(%arg4564: i32, %arg4565: i32, %arg4566: index, %arg4567: f32):
    %8198 = "arith.andi"(%arg4565, %arg4564) : (i32, i32) -> i32
    %8199 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8200 = "arith.addi"(%arg4566, %8199) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8201 = "arith.index_cast"(%8200) : (index) -> i32
    %8202 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8203:2 = "func.call"(%arg4565, %arg4564, %8199, %arg4567) <{callee = @f15}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8203#0, %8203#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f22"}> ({
  ^bb0(%arg4560: i32, %arg4561: i32, %arg4562: index, %arg4563: f32):
    %8192:2 = "func.call"(%arg4560, %arg4560, %arg4562, %arg4563) <{callee = @f21}> : (i32, i32, index, f32) -> (i32, f32)
    %8193 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8194 = "arith.andi"(%8192#0, %8193) : (i32, i32) -> i32
    %8195 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8196 = "arith.addi"(%arg4562, %8195) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8197 = "arith.index_cast"(%8196) : (index) -> i32
    "func.return"(%8197, %8192#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f23"}> ({
  ^bb0(%arg4556: i32, %arg4557: i32, %arg4558: index, %arg4559: f32):
    %8184 = "arith.ori"(%arg4557, %arg4557) : (i32, i32) -> i32
    %8185 = "arith.ori"(%arg4557, %arg4557) : (i32, i32) -> i32
    %8186 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8187 = "arith.addi"(%arg4558, %8186) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8188 = "arith.index_cast"(%8187) : (index) -> i32
    %8189 = "arith.addf"(%arg4559, %arg4559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8190 = "arith.cmpi"(%8185, %8188) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %8191 = "arith.select"(%8190, %8188, %arg4556) : (i1, i32, i32) -> i32
    "func.return"(%8191, %8189) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f24"}> ({
  ^bb0(%arg4552: i32, %arg4553: i32, %arg4554: index, %arg4555: f32):
    %8173 = "arith.subf"(%arg4555, %arg4555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8174 = "arith.cmpi"(%arg4552, %arg4553) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8175 = "scf.if"(%8174) ({
      %8183 = "arith.addi"(%arg4552, %arg4552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8183) : (i32) -> ()
    }, {
      %8182 = "arith.muli"(%arg4552, %arg4552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8182) : (i32) -> ()
    }) : (i1) -> i32
    %8176 = "arith.cmpi"(%arg4552, %arg4553) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8177 = "arith.select"(%8176, %arg4552, %arg4552) : (i1, i32, i32) -> i32
    %8178 = "arith.cmpi"(%arg4553, %arg4553) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8179 = "scf.if"(%8178) ({
      %8181 = "arith.addi"(%arg4552, %8175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8181) : (i32) -> ()
    }, {
      %8180 = "arith.muli"(%arg4552, %8175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8180) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%8179, %8173) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f25"}> ({
  ^bb0(%arg4546: i32, %arg4547: i32, %arg4548: index, %arg4549: f32):
    %8162 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8163 = "arith.maxsi"(%arg4546, %8162) : (i32, i32) -> i32
    %8164 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8165 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8166 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8167 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8168 = "scf.for"(%8165, %8166, %8167, %arg4546) ({
    ^bb0(%arg4550: index, %arg4551: i32):
      %8169 = "arith.index_cast"(%arg4550) : (index) -> i32
      %8170 = "arith.muli"(%8162, %8163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8171 = "arith.addi"(%arg4551, %8169) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8172 = "arith.xori"(%8171, %8170) : (i32, i32) -> i32
      "scf.yield"(%8172) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%8168, %arg4549) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f26"}> ({
  ^bb0(%arg4542: i32, %arg4543: i32, %arg4544: index, %arg4545: f32):
    %8153 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8154 = "arith.addi"(%arg4544, %8153) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8155 = "arith.index_cast"(%8154) : (index) -> i32
    %8156 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8157 = "arith.maxsi"(%8156, %arg4542) : (i32, i32) -> i32
    %8158 = "arith.maxsi"(%8156, %arg4542) : (i32, i32) -> i32
    %8159 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8160 = "arith.addi"(%8153, %8159) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8161 = "arith.index_cast"(%8160) : (index) -> i32
    "func.return"(%8161, %arg4545) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f27"}> ({
  ^bb0(%arg4538: i32, %arg4539: i32, %arg4540: index, %arg4541: f32):
    %8149 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8150 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8151 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8152 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%8152, %arg4541) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f28"}> ({
  ^bb0(%arg4534: i32, %arg4535: i32, %arg4536: index, %arg4537: f32):
    %8144:2 = "func.call"(%arg4535, %arg4535, %arg4536, %arg4537) <{callee = @f21}> : (i32, i32, index, f32) -> (i32, f32)
    %8145 = "arith.cmpi"(%arg4534, %arg4535) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8146 = "arith.select"(%8145, %8144#0, %8144#0) : (i1, i32, i32) -> i32
    %8147 = "arith.addf"(%8144#1, %8144#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8148 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%8148, %8147) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f29"}> ({
  ^bb0(%arg4530: i32, %arg4531: i32, %arg4532: index, %arg4533: f32):
    %8138 = "arith.cmpi"(%arg4530, %arg4530) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %8139 = "arith.select"(%8138, %arg4530, %arg4531) : (i1, i32, i32) -> i32
    %8140:2 = "func.call"(%arg4530, %arg4530, %arg4532, %arg4533) <{callee = @f28}> : (i32, i32, index, f32) -> (i32, f32)
    %8141 = "arith.cmpi"(%8140#0, %8139) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %8142 = "arith.select"(%8141, %arg4531, %8140#0) : (i1, i32, i32) -> i32
    %8143 = "arith.addf"(%arg4533, %arg4533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%8142, %8143) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f30"}> ({
  ^bb0(%arg4524: i32, %arg4525: i32, %arg4526: index, %arg4527: f32):
    %8124 = "arith.cmpi"(%arg4525, %arg4525) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8125 = "scf.if"(%8124) ({
      %8137 = "arith.addi"(%arg4524, %arg4525) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8137) : (i32) -> ()
    }, {
      %8136 = "arith.muli"(%arg4524, %arg4525) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8136) : (i32) -> ()
    }) : (i1) -> i32
    %8126 = "arith.addi"(%arg4524, %arg4524) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8127 = "arith.xori"(%8125, %8126) : (i32, i32) -> i32
    %8128 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8129 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8130 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8131 = "scf.for"(%8128, %8129, %8130, %8125) ({
    ^bb0(%arg4528: index, %arg4529: i32):
      %8132 = "arith.index_cast"(%arg4528) : (index) -> i32
      %8133 = "arith.muli"(%8126, %arg4524) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8134 = "arith.addi"(%arg4529, %8132) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8135 = "arith.xori"(%8134, %8133) : (i32, i32) -> i32
      "scf.yield"(%8135) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%8131, %arg4527) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f31"}> ({
  ^bb0(%arg4520: i32, %arg4521: i32, %arg4522: index, %arg4523: f32):
    %8118 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8119 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8120 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8121 = "arith.addi"(%arg4522, %8120) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8122 = "arith.index_cast"(%8121) : (index) -> i32
    %8123 = "arith.andi"(%8122, %8119) : (i32, i32) -> i32
    "func.return"(%8123, %arg4523) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f32"}> ({
  ^bb0(%arg4516: i32, %arg4517: i32, %arg4518: index, %arg4519: f32):
    %8114 = "arith.subi"(%arg4516, %arg4517) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8115 = "arith.addf"(%arg4519, %arg4519) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8116:2 = "func.call"(%arg4517, %arg4516, %arg4518, %8115) <{callee = @f29}> : (i32, i32, index, f32) -> (i32, f32)
    %8117:2 = "func.call"(%8114, %8114, %arg4518, %8116#1) <{callee = @f30}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8117#0, %8117#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f33"}> ({
  ^bb0(%arg4512: i32, %arg4513: i32, %arg4514: index, %arg4515: f32):
    %8108 = "arith.cmpi"(%arg4513, %arg4512) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8109 = "arith.select"(%8108, %arg4512, %arg4512) : (i1, i32, i32) -> i32
    %8110 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %8111 = "arith.subi"(%8110, %arg4513) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8112 = "arith.subi"(%8110, %arg4513) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8113 = "arith.addf"(%arg4515, %arg4515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%8112, %8113) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f34"}> ({
  ^bb0(%arg4508: i32, %arg4509: i32, %arg4510: index, %arg4511: f32):
    %8100 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8101 = "arith.addi"(%arg4510, %8100) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8102 = "arith.index_cast"(%8101) : (index) -> i32
    %8103 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8104 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8105 = "arith.addi"(%arg4510, %8104) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8106 = "arith.index_cast"(%8105) : (index) -> i32
    %8107 = "arith.andi"(%8106, %arg4508) : (i32, i32) -> i32
    "func.return"(%8107, %arg4511) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f35"}> ({
  ^bb0(%arg4502: i32, %arg4503: i32, %arg4504: index, %arg4505: f32):
    %8088 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8089 = "arith.xori"(%8088, %8088) : (i32, i32) -> i32
    %8090 = "arith.xori"(%8088, %8088) : (i32, i32) -> i32
    %8091 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8092 = "arith.constant"() <{value = 16 : index}> : () -> index
    %8093 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8094 = "scf.for"(%8091, %8092, %8093, %arg4502) ({
    ^bb0(%arg4506: index, %arg4507: i32):
      %8096 = "arith.index_cast"(%arg4506) : (index) -> i32
      %8097 = "arith.muli"(%arg4502, %8088) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8098 = "arith.addi"(%arg4507, %8096) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8099 = "arith.xori"(%8098, %8097) : (i32, i32) -> i32
      "scf.yield"(%8099) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %8095:2 = "func.call"(%arg4502, %arg4503, %arg4504, %arg4505) <{callee = @f30}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8095#0, %8095#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f36"}> ({
  ^bb0(%arg4498: i32, %arg4499: i32, %arg4500: index, %arg4501: f32):
    %8083 = "arith.addf"(%arg4501, %arg4501) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8084 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8085 = "arith.cmpi"(%arg4499, %arg4499) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %8086 = "arith.select"(%8085, %8084, %arg4498) : (i1, i32, i32) -> i32
    %8087 = "arith.mulf"(%arg4501, %8083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%8086, %8087) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f37"}> ({
  ^bb0(%arg4492: i32, %arg4493: i32, %arg4494: index, %arg4495: f32):
    %8072 = "arith.minsi"(%arg4493, %arg4493) : (i32, i32) -> i32
    %8073 = "arith.addf"(%arg4495, %arg4495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8074 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8075 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8076 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8077 = "scf.for"(%8074, %8075, %8076, %8072) ({
    ^bb0(%arg4496: index, %arg4497: i32):
      %8079 = "arith.index_cast"(%arg4496) : (index) -> i32
      %8080 = "arith.muli"(%arg4493, %8072) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8081 = "arith.addi"(%arg4497, %8079) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8082 = "arith.xori"(%8081, %8080) : (i32, i32) -> i32
      "scf.yield"(%8082) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %8078 = "arith.addi"(%arg4493, %8072) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8078, %8073) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f38"}> ({
  ^bb0(%arg4488: i32, %arg4489: i32, %arg4490: index, %arg4491: f32):
    %8068 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8069 = "arith.addf"(%arg4491, %arg4491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8070 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8071 = "arith.subf"(%arg4491, %arg4491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%8070, %8071) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f39"}> ({
  ^bb0(%arg4484: i32, %arg4485: i32, %arg4486: index, %arg4487: f32):
    %8063 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8064 = "arith.subi"(%arg4484, %arg4484) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8065 = "arith.addi"(%arg4484, %arg4485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8066 = "arith.addi"(%arg4485, %arg4485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8067 = "arith.addi"(%arg4485, %arg4485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8067, %arg4487) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f40"}> ({
  ^bb0(%arg4480: i32, %arg4481: i32, %arg4482: index, %arg4483: f32):
    %8053 = "arith.addf"(%arg4483, %arg4483) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8054 = "arith.muli"(%arg4480, %arg4481) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8055 = "arith.muli"(%arg4480, %arg4481) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8056 = "arith.cmpi"(%8055, %8054) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8057 = "scf.if"(%8056) ({
      %8062 = "arith.addi"(%8055, %arg4481) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8062) : (i32) -> ()
    }, {
      %8061 = "arith.muli"(%8055, %arg4481) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8061) : (i32) -> ()
    }) : (i1) -> i32
    %8058 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8059 = "arith.addi"(%arg4482, %8058) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8060 = "arith.index_cast"(%8059) : (index) -> i32
    "func.return"(%8060, %8053) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f41"}> ({
  ^bb0(%arg4476: i32, %arg4477: i32, %arg4478: index, %arg4479: f32):
    %8046 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8047 = "arith.addi"(%arg4478, %8046) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8048 = "arith.index_cast"(%8047) : (index) -> i32
    %8049 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %8050 = "arith.muli"(%arg4476, %arg4476) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8051 = "arith.muli"(%arg4476, %arg4476) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8052 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%8052, %arg4479) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f42"}> ({
  ^bb0(%arg4472: i32, %arg4473: i32, %arg4474: index, %arg4475: f32):
    %8041 = "arith.mulf"(%arg4475, %arg4475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8042 = "arith.cmpi"(%arg4472, %arg4473) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8043 = "arith.select"(%8042, %arg4473, %arg4473) : (i1, i32, i32) -> i32
    %8044:2 = "func.call"(%arg4473, %arg4473, %arg4474, %arg4475) <{callee = @f34}> : (i32, i32, index, f32) -> (i32, f32)
    %8045:2 = "func.call"(%8044#0, %arg4472, %arg4474, %8044#1) <{callee = @f36}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8045#0, %8045#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f43"}> ({
  ^bb0(%arg4466: i32, %arg4467: i32, %arg4468: index, %arg4469: f32):
    %8028 = "arith.maxsi"(%arg4466, %arg4467) : (i32, i32) -> i32
    %8029 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8030 = "arith.addi"(%arg4468, %8029) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8031 = "arith.index_cast"(%8030) : (index) -> i32
    %8032 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8033 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8034 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8035 = "scf.for"(%8032, %8033, %8034, %arg4467) ({
    ^bb0(%arg4470: index, %arg4471: i32):
      %8037 = "arith.index_cast"(%arg4470) : (index) -> i32
      %8038 = "arith.muli"(%8031, %8031) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8039 = "arith.addi"(%arg4471, %8037) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8040 = "arith.xori"(%8039, %8038) : (i32, i32) -> i32
      "scf.yield"(%8040) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %8036 = "arith.subi"(%8035, %8035) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8036, %arg4469) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f44"}> ({
  ^bb0(%arg4460: i32, %arg4461: i32, %arg4462: index, %arg4463: f32):
    %8014 = "arith.cmpi"(%arg4460, %arg4460) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %8015 = "arith.select"(%8014, %arg4460, %arg4460) : (i1, i32, i32) -> i32
    %8016 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8017 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8018 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8019 = "scf.for"(%8016, %8017, %8018, %8015) ({
    ^bb0(%arg4464: index, %arg4465: i32):
      %8024 = "arith.index_cast"(%arg4464) : (index) -> i32
      %8025 = "arith.muli"(%8015, %8015) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8026 = "arith.addi"(%arg4465, %8024) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8027 = "arith.xori"(%8026, %8025) : (i32, i32) -> i32
      "scf.yield"(%8027) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %8020 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8021 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8022 = "arith.addi"(%arg4462, %8021) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8023 = "arith.index_cast"(%8022) : (index) -> i32
    "func.return"(%8023, %arg4463) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f45"}> ({
  ^bb0(%arg4456: i32, %arg4457: i32, %arg4458: index, %arg4459: f32):
    %8009:2 = "func.call"(%arg4457, %arg4457, %arg4458, %arg4459) <{callee = @f37}> : (i32, i32, index, f32) -> (i32, f32)
    %8010 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8011 = "arith.muli"(%8009#0, %8009#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8012 = "arith.muli"(%8009#0, %8009#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8013 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%8013, %8009#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f46"}> ({
  ^bb0(%arg4452: i32, %arg4453: i32, %arg4454: index, %arg4455: f32):
    %8005 = "arith.addi"(%arg4452, %arg4452) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8006 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8007 = "arith.andi"(%arg4453, %8006) : (i32, i32) -> i32
    %8008:2 = "func.call"(%8007, %arg4453, %arg4454, %arg4455) <{callee = @f43}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%8008#0, %8008#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f47"}> ({
  ^bb0(%arg4448: i32, %arg4449: i32, %arg4450: index, %arg4451: f32):
    %7997 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7998 = "arith.addi"(%arg4450, %7997) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7999 = "arith.index_cast"(%7998) : (index) -> i32
    %8000 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8001 = "arith.addi"(%arg4450, %8000) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8002 = "arith.index_cast"(%8001) : (index) -> i32
    %8003:2 = "func.call"(%arg4448, %arg4448, %8000, %arg4451) <{callee = @f43}> : (i32, i32, index, f32) -> (i32, f32)
    %8004 = "arith.muli"(%8002, %7999) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8004, %8003#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f48"}> ({
  ^bb0(%arg4444: i32, %arg4445: i32, %arg4446: index, %arg4447: f32):
    %7992 = "arith.cmpi"(%arg4445, %arg4445) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7993 = "arith.select"(%7992, %arg4445, %arg4444) : (i1, i32, i32) -> i32
    %7994 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7995 = "arith.subf"(%arg4447, %arg4447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7996 = "arith.minsi"(%arg4444, %7993) : (i32, i32) -> i32
    "func.return"(%7996, %7995) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f49"}> ({
  ^bb0(%arg4440: i32, %arg4441: i32, %arg4442: index, %arg4443: f32):
    %7983 = "arith.cmpi"(%arg4440, %arg4440) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7984 = "arith.select"(%7983, %arg4441, %arg4440) : (i1, i32, i32) -> i32
    %7985 = "arith.maxsi"(%arg4441, %arg4440) : (i32, i32) -> i32
    %7986 = "arith.maxsi"(%arg4441, %arg4440) : (i32, i32) -> i32
    %7987 = "arith.andi"(%arg4441, %7986) : (i32, i32) -> i32
    %7988 = "arith.cmpi"(%7985, %7984) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7989 = "scf.if"(%7988) ({
      %7991 = "arith.addi"(%arg4441, %7986) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7991) : (i32) -> ()
    }, {
      %7990 = "arith.muli"(%arg4441, %7986) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7990) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7989, %arg4443) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f50"}> ({
  ^bb0(%arg4436: i32, %arg4437: i32, %arg4438: index, %arg4439: f32):
    %7978:2 = "func.call"(%arg4437, %arg4437, %arg4438, %arg4439) <{callee = @f49}> : (i32, i32, index, f32) -> (i32, f32)
    %7979:2 = "func.call"(%arg4436, %arg4436, %arg4438, %arg4439) <{callee = @f42}> : (i32, i32, index, f32) -> (i32, f32)
    %7980 = "arith.addi"(%7979#0, %arg4436) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7981 = "arith.addi"(%7979#0, %arg4436) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7982 = "arith.minsi"(%7979#0, %arg4436) : (i32, i32) -> i32
    "func.return"(%7982, %7979#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f51"}> ({
  ^bb0(%arg4432: i32, %arg4433: i32, %arg4434: index, %arg4435: f32):
    %7970 = "arith.cmpi"(%arg4433, %arg4432) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7971 = "scf.if"(%7970) ({
      %7977 = "arith.addi"(%arg4432, %arg4433) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7977) : (i32) -> ()
    }, {
      %7976 = "arith.muli"(%arg4432, %arg4433) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7976) : (i32) -> ()
    }) : (i1) -> i32
    %7972 = "arith.maxsi"(%arg4433, %arg4432) : (i32, i32) -> i32
    %7973 = "arith.maxsi"(%arg4433, %arg4432) : (i32, i32) -> i32
    %7974 = "arith.subf"(%arg4435, %arg4435) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7975:2 = "func.call"(%arg4433, %7972, %arg4434, %7974) <{callee = @f48}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7975#0, %7975#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f52"}> ({
  ^bb0(%arg4428: i32, %arg4429: i32, %arg4430: index, %arg4431: f32):
    %7966 = "arith.subf"(%arg4431, %arg4431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7967:2 = "func.call"(%arg4429, %arg4428, %arg4430, %7966) <{callee = @f48}> : (i32, i32, index, f32) -> (i32, f32)
    %7968:2 = "func.call"(%7967#0, %arg4428, %arg4430, %arg4431) <{callee = @f48}> : (i32, i32, index, f32) -> (i32, f32)
    %7969 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%7969, %7968#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f53"}> ({
  ^bb0(%arg4424: i32, %arg4425: i32, %arg4426: index, %arg4427: f32):
    %7962 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7963 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7964 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7965 = "arith.xori"(%7964, %arg4424) : (i32, i32) -> i32
    "func.return"(%7965, %arg4427) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f54"}> ({
  ^bb0(%arg4420: i32, %arg4421: i32, %arg4422: index, %arg4423: f32):
    %7956 = "arith.ori"(%arg4421, %arg4421) : (i32, i32) -> i32
    %7957 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7958 = "arith.addi"(%arg4422, %7957) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7959 = "arith.index_cast"(%7958) : (index) -> i32
    %7960 = "arith.andi"(%7959, %7959) : (i32, i32) -> i32
    %7961 = "arith.addi"(%7959, %arg4420) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7961, %arg4423) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f55"}> ({
  ^bb0(%arg4416: i32, %arg4417: i32, %arg4418: index, %arg4419: f32):
    %7949 = "arith.cmpi"(%arg4416, %arg4416) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7950 = "arith.select"(%7949, %arg4417, %arg4417) : (i1, i32, i32) -> i32
    %7951 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7952 = "arith.addi"(%arg4418, %7951) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7953 = "arith.index_cast"(%7952) : (index) -> i32
    %7954 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7955 = "arith.addf"(%arg4419, %arg4419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7954, %7955) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f56"}> ({
  ^bb0(%arg4412: i32, %arg4413: i32, %arg4414: index, %arg4415: f32):
    %7945 = "arith.subf"(%arg4415, %arg4415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7946 = "arith.addf"(%7945, %arg4415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7947 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7948:2 = "func.call"(%arg4413, %arg4413, %arg4414, %7945) <{callee = @f49}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7948#0, %7948#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f57"}> ({
  ^bb0(%arg4408: i32, %arg4409: i32, %arg4410: index, %arg4411: f32):
    %7941 = "arith.ori"(%arg4409, %arg4409) : (i32, i32) -> i32
    %7942 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7943 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7944 = "arith.andi"(%7942, %7943) : (i32, i32) -> i32
    "func.return"(%7944, %arg4411) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f58"}> ({
  ^bb0(%arg4404: i32, %arg4405: i32, %arg4406: index, %arg4407: f32):
    %7932 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7933 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7934 = "arith.addi"(%arg4406, %7933) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7935 = "arith.index_cast"(%7934) : (index) -> i32
    %7936 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7937 = "arith.cmpi"(%7932, %arg4404) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7938 = "scf.if"(%7937) ({
      %7940 = "arith.addi"(%7935, %arg4404) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7940) : (i32) -> ()
    }, {
      %7939 = "arith.muli"(%7935, %arg4404) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7939) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7938, %arg4407) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f59"}> ({
  ^bb0(%arg4400: i32, %arg4401: i32, %arg4402: index, %arg4403: f32):
    %7925 = "arith.minsi"(%arg4401, %arg4400) : (i32, i32) -> i32
    %7926 = "arith.maxsi"(%arg4401, %arg4401) : (i32, i32) -> i32
    %7927 = "arith.maxsi"(%arg4401, %arg4401) : (i32, i32) -> i32
    %7928 = "arith.addi"(%7925, %7925) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7929 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7930 = "arith.addi"(%arg4402, %7929) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7931 = "arith.index_cast"(%7930) : (index) -> i32
    "func.return"(%7931, %arg4403) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f60"}> ({
  ^bb0(%arg4394: i32, %arg4395: i32, %arg4396: index, %arg4397: f32):
    %7912 = "arith.maxsi"(%arg4394, %arg4395) : (i32, i32) -> i32
    %7913 = "arith.maxsi"(%arg4394, %arg4395) : (i32, i32) -> i32
    %7914 = "arith.muli"(%arg4394, %arg4394) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7915 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7916 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7917 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7918 = "scf.for"(%7915, %7916, %7917, %7912) ({
    ^bb0(%arg4398: index, %arg4399: i32):
      %7921 = "arith.index_cast"(%arg4398) : (index) -> i32
      %7922 = "arith.muli"(%arg4394, %7913) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7923 = "arith.addi"(%arg4399, %7921) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7924 = "arith.xori"(%7923, %7922) : (i32, i32) -> i32
      "scf.yield"(%7924) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7919 = "arith.minsi"(%7913, %7912) : (i32, i32) -> i32
    %7920 = "arith.minsi"(%7913, %7912) : (i32, i32) -> i32
    "func.return"(%7920, %arg4397) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f61"}> ({
  ^bb0(%arg4390: i32, %arg4391: i32, %arg4392: index, %arg4393: f32):
    %7905 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7906 = "arith.addi"(%arg4392, %7905) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7907 = "arith.index_cast"(%7906) : (index) -> i32
    %7908 = "arith.addf"(%arg4393, %arg4393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7909:2 = "func.call"(%7907, %arg4391, %7906, %7908) <{callee = @f55}> : (i32, i32, index, f32) -> (i32, f32)
    %7910 = "arith.cmpi"(%7909#0, %arg4390) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7911 = "arith.select"(%7910, %arg4391, %arg4391) : (i1, i32, i32) -> i32
    "func.return"(%7911, %7909#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f62"}> ({
  ^bb0(%arg4386: i32, %arg4387: i32, %arg4388: index, %arg4389: f32):
    %7900 = "arith.subi"(%arg4386, %arg4386) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7901 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7902 = "arith.muli"(%7901, %7901) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7903 = "arith.muli"(%7901, %7901) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7904 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7904, %arg4389) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f63"}> ({
  ^bb0(%arg4382: i32, %arg4383: i32, %arg4384: index, %arg4385: f32):
    %7894 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7895 = "arith.maxsi"(%arg4383, %7894) : (i32, i32) -> i32
    %7896 = "arith.maxsi"(%arg4383, %7894) : (i32, i32) -> i32
    %7897 = "arith.xori"(%arg4383, %7895) : (i32, i32) -> i32
    %7898 = "arith.xori"(%arg4383, %7895) : (i32, i32) -> i32
    %7899 = "arith.minsi"(%arg4382, %7897) : (i32, i32) -> i32
    "func.return"(%7899, %arg4385) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f64"}> ({
  ^bb0(%arg4378: i32, %arg4379: i32, %arg4380: index, %arg4381: f32):
    %7888 = "arith.subf"(%arg4381, %arg4381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7889 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7890 = "arith.addi"(%arg4380, %7889) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7891 = "arith.index_cast"(%7890) : (index) -> i32
    %7892 = "arith.minsi"(%arg4379, %arg4378) : (i32, i32) -> i32
    %7893 = "arith.subi"(%7891, %arg4379) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7893, %7888) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f65"}> ({
  ^bb0(%arg4370: i32, %arg4371: i32, %arg4372: index, %arg4373: f32):
    %7866 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7867 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7868 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7869 = "scf.for"(%7866, %7867, %7868, %arg4370) ({
    ^bb0(%arg4376: index, %arg4377: i32):
      %7884 = "arith.index_cast"(%arg4376) : (index) -> i32
      %7885 = "arith.muli"(%arg4370, %arg4371) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7886 = "arith.addi"(%arg4377, %7884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7887 = "arith.xori"(%7886, %7885) : (i32, i32) -> i32
      "scf.yield"(%7887) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7870 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7871 = "arith.addi"(%arg4372, %7870) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7872 = "arith.index_cast"(%7871) : (index) -> i32
    %7873 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7874 = "arith.addi"(%arg4372, %7873) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7875 = "arith.index_cast"(%7874) : (index) -> i32
    %7876 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7877 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7878 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7879 = "scf.for"(%7876, %7877, %7878, %7869) ({
    ^bb0(%arg4374: index, %arg4375: i32):
      %7880 = "arith.index_cast"(%arg4374) : (index) -> i32
      %7881 = "arith.muli"(%7875, %7869) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7882 = "arith.addi"(%arg4375, %7880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7883 = "arith.xori"(%7882, %7881) : (i32, i32) -> i32
      "scf.yield"(%7883) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7879, %arg4373) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f66"}> ({
  ^bb0(%arg4366: i32, %arg4367: i32, %arg4368: index, %arg4369: f32):
    %7858 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7859 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7860 = "arith.addi"(%arg4368, %7859) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7861 = "arith.index_cast"(%7860) : (index) -> i32
    %7862 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7863 = "arith.addi"(%7859, %7862) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7864 = "arith.index_cast"(%7863) : (index) -> i32
    %7865 = "arith.subf"(%arg4369, %arg4369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7864, %7865) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f67"}> ({
  ^bb0(%arg4362: i32, %arg4363: i32, %arg4364: index, %arg4365: f32):
    %7852 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7853 = "arith.addi"(%arg4364, %7852) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7854 = "arith.index_cast"(%7853) : (index) -> i32
    %7855:2 = "func.call"(%arg4363, %arg4363, %7852, %arg4365) <{callee = @f64}> : (i32, i32, index, f32) -> (i32, f32)
    %7856 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7857 = "arith.xori"(%arg4363, %7854) : (i32, i32) -> i32
    "func.return"(%7857, %7855#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f68"}> ({
  ^bb0(%arg4358: i32, %arg4359: i32, %arg4360: index, %arg4361: f32):
    %7847 = "arith.subi"(%arg4359, %arg4359) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7848:2 = "func.call"(%7847, %arg4358, %arg4360, %arg4361) <{callee = @f67}> : (i32, i32, index, f32) -> (i32, f32)
    %7849 = "arith.ori"(%arg4358, %arg4359) : (i32, i32) -> i32
    %7850 = "arith.muli"(%7847, %7849) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7851 = "arith.muli"(%7847, %7849) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7851, %7848#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f69"}> ({
  ^bb0(%arg4354: i32, %arg4355: i32, %arg4356: index, %arg4357: f32):
    %7840 = "arith.addf"(%arg4357, %arg4357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7841 = "arith.cmpi"(%arg4355, %arg4354) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7842 = "scf.if"(%7841) ({
      %7846 = "arith.addi"(%arg4355, %arg4355) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7846) : (i32) -> ()
    }, {
      %7845 = "arith.muli"(%arg4355, %arg4355) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7845) : (i32) -> ()
    }) : (i1) -> i32
    %7843 = "arith.mulf"(%7840, %7840) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7844:2 = "func.call"(%7842, %arg4355, %arg4356, %7840) <{callee = @f62}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7844#0, %7844#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f70"}> ({
  ^bb0(%arg4350: i32, %arg4351: i32, %arg4352: index, %arg4353: f32):
    %7835 = "arith.xori"(%arg4350, %arg4350) : (i32, i32) -> i32
    %7836 = "arith.xori"(%arg4350, %arg4350) : (i32, i32) -> i32
    %7837 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7838 = "arith.andi"(%arg4350, %arg4350) : (i32, i32) -> i32
    %7839:2 = "func.call"(%7838, %7835, %arg4352, %arg4353) <{callee = @f69}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7839#0, %7839#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f71"}> ({
  ^bb0(%arg4346: i32, %arg4347: i32, %arg4348: index, %arg4349: f32):
    %7829 = "arith.muli"(%arg4347, %arg4346) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7830:2 = "func.call"(%7829, %arg4346, %arg4348, %arg4349) <{callee = @f67}> : (i32, i32, index, f32) -> (i32, f32)
    %7831 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7832 = "arith.addi"(%arg4348, %7831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7833 = "arith.index_cast"(%7832) : (index) -> i32
    %7834 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%7834, %7830#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f72"}> ({
  ^bb0(%arg4342: i32, %arg4343: i32, %arg4344: index, %arg4345: f32):
    %7822 = "arith.minsi"(%arg4342, %arg4343) : (i32, i32) -> i32
    %7823 = "arith.minsi"(%arg4342, %arg4343) : (i32, i32) -> i32
    %7824 = "arith.maxsi"(%7822, %7823) : (i32, i32) -> i32
    %7825 = "arith.maxsi"(%7822, %7823) : (i32, i32) -> i32
    %7826 = "arith.cmpi"(%arg4342, %7823) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7827 = "arith.select"(%7826, %7825, %7822) : (i1, i32, i32) -> i32
    %7828 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7828, %arg4345) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f73"}> ({
  ^bb0(%arg4338: i32, %arg4339: i32, %arg4340: index, %arg4341: f32):
    %7818 = "arith.maxsi"(%arg4338, %arg4339) : (i32, i32) -> i32
    %7819:2 = "func.call"(%arg4339, %arg4338, %arg4340, %arg4341) <{callee = @f68}> : (i32, i32, index, f32) -> (i32, f32)
    %7820 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7821 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%7821, %7819#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f74"}> ({
  ^bb0(%arg4334: i32, %arg4335: i32, %arg4336: index, %arg4337: f32):
    %7812 = "arith.subf"(%arg4337, %arg4337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7813 = "arith.minsi"(%arg4335, %arg4335) : (i32, i32) -> i32
    %7814 = "arith.subf"(%arg4337, %arg4337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7815 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7816 = "arith.addi"(%arg4336, %7815) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7817 = "arith.index_cast"(%7816) : (index) -> i32
    "func.return"(%7817, %7814) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f75"}> ({
  ^bb0(%arg4328: i32, %arg4329: i32, %arg4330: index, %arg4331: f32):
    %7799 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7800 = "arith.addi"(%arg4330, %7799) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7801 = "arith.index_cast"(%7800) : (index) -> i32
    %7802 = "arith.andi"(%arg4329, %arg4328) : (i32, i32) -> i32
    %7803 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7804 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7805 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7806 = "scf.for"(%7803, %7804, %7805, %arg4329) ({
    ^bb0(%arg4332: index, %arg4333: i32):
      %7808 = "arith.index_cast"(%arg4332) : (index) -> i32
      %7809 = "arith.muli"(%7802, %arg4329) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7810 = "arith.addi"(%arg4333, %7808) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7811 = "arith.xori"(%7810, %7809) : (i32, i32) -> i32
      "scf.yield"(%7811) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7807 = "arith.muli"(%7802, %arg4328) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7807, %arg4331) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f76"}> ({
  ^bb0(%arg4324: i32, %arg4325: i32, %arg4326: index, %arg4327: f32):
    %7791 = "arith.addf"(%arg4327, %arg4327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7792 = "arith.cmpi"(%arg4325, %arg4325) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7793 = "scf.if"(%7792) ({
      %7798 = "arith.addi"(%arg4324, %arg4325) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7798) : (i32) -> ()
    }, {
      %7797 = "arith.muli"(%arg4324, %arg4325) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7797) : (i32) -> ()
    }) : (i1) -> i32
    %7794:2 = "func.call"(%arg4324, %arg4325, %arg4326, %7791) <{callee = @f68}> : (i32, i32, index, f32) -> (i32, f32)
    %7795 = "arith.ori"(%7793, %7793) : (i32, i32) -> i32
    %7796 = "arith.ori"(%7793, %7793) : (i32, i32) -> i32
    "func.return"(%7796, %7794#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f77"}> ({
  ^bb0(%arg4320: i32, %arg4321: i32, %arg4322: index, %arg4323: f32):
    %7786 = "arith.cmpi"(%arg4320, %arg4320) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7787 = "arith.select"(%7786, %arg4320, %arg4321) : (i1, i32, i32) -> i32
    %7788 = "arith.subi"(%arg4320, %arg4321) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7789 = "arith.xori"(%arg4321, %arg4321) : (i32, i32) -> i32
    %7790 = "arith.subf"(%arg4323, %arg4323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7789, %7790) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f78"}> ({
  ^bb0(%arg4314: i32, %arg4315: i32, %arg4316: index, %arg4317: f32):
    %7773 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7774 = "arith.addi"(%arg4316, %7773) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7775 = "arith.index_cast"(%7774) : (index) -> i32
    %7776 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7777 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7778 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7779 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7780 = "scf.for"(%7777, %7778, %7779, %arg4314) ({
    ^bb0(%arg4318: index, %arg4319: i32):
      %7782 = "arith.index_cast"(%arg4318) : (index) -> i32
      %7783 = "arith.muli"(%arg4315, %7775) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7784 = "arith.addi"(%arg4319, %7782) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7785 = "arith.xori"(%7784, %7783) : (i32, i32) -> i32
      "scf.yield"(%7785) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7781 = "arith.mulf"(%arg4317, %arg4317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7780, %7781) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f79"}> ({
  ^bb0(%arg4310: i32, %arg4311: i32, %arg4312: index, %arg4313: f32):
    %7768 = "arith.minsi"(%arg4311, %arg4311) : (i32, i32) -> i32
    %7769 = "arith.addf"(%arg4313, %arg4313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7770 = "arith.subi"(%7768, %arg4311) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7771 = "arith.subi"(%7768, %arg4311) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7772 = "arith.mulf"(%7769, %arg4313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7771, %7772) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f80"}> ({
  ^bb0(%arg4302: i32, %arg4303: i32, %arg4304: index, %arg4305: f32):
    %7747:2 = "func.call"(%arg4303, %arg4303, %arg4304, %arg4305) <{callee = @f79}> : (i32, i32, index, f32) -> (i32, f32)
    %7748 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7749 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7750 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7751 = "scf.for"(%7748, %7749, %7750, %7747#0) ({
    ^bb0(%arg4308: index, %arg4309: i32):
      %7764 = "arith.index_cast"(%arg4308) : (index) -> i32
      %7765 = "arith.muli"(%arg4302, %7747#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7766 = "arith.addi"(%arg4309, %7764) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7767 = "arith.xori"(%7766, %7765) : (i32, i32) -> i32
      "scf.yield"(%7767) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7752 = "arith.cmpi"(%7747#0, %7747#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7753 = "scf.if"(%7752) ({
      %7763 = "arith.addi"(%7747#0, %7751) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7763) : (i32) -> ()
    }, {
      %7762 = "arith.muli"(%7747#0, %7751) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7762) : (i32) -> ()
    }) : (i1) -> i32
    %7754 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7755 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7756 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7757 = "scf.for"(%7754, %7755, %7756, %7747#0) ({
    ^bb0(%arg4306: index, %arg4307: i32):
      %7758 = "arith.index_cast"(%arg4306) : (index) -> i32
      %7759 = "arith.muli"(%arg4302, %7751) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7760 = "arith.addi"(%arg4307, %7758) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7761 = "arith.xori"(%7760, %7759) : (i32, i32) -> i32
      "scf.yield"(%7761) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7757, %7747#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f81"}> ({
  ^bb0(%arg4298: i32, %arg4299: i32, %arg4300: index, %arg4301: f32):
    %7741 = "arith.cmpi"(%arg4299, %arg4299) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7742 = "arith.select"(%7741, %arg4299, %arg4298) : (i1, i32, i32) -> i32
    %7743 = "arith.andi"(%7742, %arg4299) : (i32, i32) -> i32
    %7744 = "arith.subi"(%7742, %7743) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7745 = "arith.subi"(%7742, %7743) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7746 = "arith.andi"(%7743, %7744) : (i32, i32) -> i32
    "func.return"(%7746, %arg4301) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f82"}> ({
  ^bb0(%arg4294: i32, %arg4295: i32, %arg4296: index, %arg4297: f32):
    %7735 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7736 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7737 = "arith.addi"(%arg4296, %7736) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7738 = "arith.index_cast"(%7737) : (index) -> i32
    %7739 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7740 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7740, %arg4297) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f83"}> ({
  ^bb0(%arg4290: i32, %arg4291: i32, %arg4292: index, %arg4293: f32):
    %7728 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7729 = "arith.addi"(%arg4292, %7728) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7730 = "arith.index_cast"(%7729) : (index) -> i32
    %7731:2 = "func.call"(%arg4291, %arg4291, %arg4292, %arg4293) <{callee = @f80}> : (i32, i32, index, f32) -> (i32, f32)
    %7732 = "arith.xori"(%arg4291, %7730) : (i32, i32) -> i32
    %7733 = "arith.xori"(%arg4291, %7730) : (i32, i32) -> i32
    %7734:2 = "func.call"(%7730, %7731#0, %arg4292, %7731#1) <{callee = @f82}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7734#0, %7734#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f84"}> ({
  ^bb0(%arg4286: i32, %arg4287: i32, %arg4288: index, %arg4289: f32):
    %7724 = "arith.subi"(%arg4287, %arg4286) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7725 = "arith.ori"(%arg4287, %7724) : (i32, i32) -> i32
    %7726 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7727 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7727, %arg4289) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f85"}> ({
  ^bb0(%arg4282: i32, %arg4283: i32, %arg4284: index, %arg4285: f32):
    %7717 = "arith.minsi"(%arg4283, %arg4282) : (i32, i32) -> i32
    %7718 = "arith.cmpi"(%arg4282, %arg4282) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7719 = "scf.if"(%7718) ({
      %7723 = "arith.addi"(%7717, %arg4283) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7723) : (i32) -> ()
    }, {
      %7722 = "arith.muli"(%7717, %arg4283) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7722) : (i32) -> ()
    }) : (i1) -> i32
    %7720 = "arith.subi"(%7717, %7719) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7721 = "arith.subf"(%arg4285, %arg4285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7720, %7721) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f86"}> ({
  ^bb0(%arg4278: i32, %arg4279: i32, %arg4280: index, %arg4281: f32):
    %7712 = "arith.ori"(%arg4279, %arg4278) : (i32, i32) -> i32
    %7713 = "arith.ori"(%arg4279, %arg4278) : (i32, i32) -> i32
    %7714 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7715 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7716 = "arith.addf"(%arg4281, %arg4281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7715, %7716) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f87"}> ({
  ^bb0(%arg4274: i32, %arg4275: i32, %arg4276: index, %arg4277: f32):
    %7706 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7707 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7708 = "arith.addi"(%arg4276, %7707) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7709 = "arith.index_cast"(%7708) : (index) -> i32
    %7710 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7711:2 = "func.call"(%7709, %7709, %7708, %arg4277) <{callee = @f80}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7711#0, %7711#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f88"}> ({
  ^bb0(%arg4270: i32, %arg4271: i32, %arg4272: index, %arg4273: f32):
    %7701 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7702 = "arith.subi"(%arg4271, %arg4270) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7703 = "arith.subi"(%arg4271, %arg4270) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7704 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7705 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7705, %arg4273) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f89"}> ({
  ^bb0(%arg4266: i32, %arg4267: i32, %arg4268: index, %arg4269: f32):
    %7695 = "arith.cmpi"(%arg4267, %arg4267) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7696 = "arith.select"(%7695, %arg4267, %arg4267) : (i1, i32, i32) -> i32
    %7697 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7698 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7699 = "arith.cmpi"(%arg4266, %arg4266) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7700 = "arith.select"(%7699, %7696, %7698) : (i1, i32, i32) -> i32
    "func.return"(%7700, %arg4269) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f90"}> ({
  ^bb0(%arg4262: i32, %arg4263: i32, %arg4264: index, %arg4265: f32):
    %7688 = "arith.cmpi"(%arg4263, %arg4262) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7689 = "scf.if"(%7688) ({
      %7694 = "arith.addi"(%arg4262, %arg4262) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7694) : (i32) -> ()
    }, {
      %7693 = "arith.muli"(%arg4262, %arg4262) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7693) : (i32) -> ()
    }) : (i1) -> i32
    %7690 = "arith.minsi"(%7689, %7689) : (i32, i32) -> i32
    %7691 = "arith.minsi"(%arg4263, %arg4262) : (i32, i32) -> i32
    %7692 = "arith.maxsi"(%7690, %arg4262) : (i32, i32) -> i32
    "func.return"(%7692, %arg4265) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f91"}> ({
  ^bb0(%arg4258: i32, %arg4259: i32, %arg4260: index, %arg4261: f32):
    %7684:2 = "func.call"(%arg4258, %arg4259, %arg4260, %arg4261) <{callee = @f84}> : (i32, i32, index, f32) -> (i32, f32)
    %7685 = "arith.xori"(%arg4258, %arg4258) : (i32, i32) -> i32
    %7686 = "arith.subf"(%7684#1, %arg4261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7687 = "arith.mulf"(%7686, %7684#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7685, %7687) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f92"}> ({
  ^bb0(%arg4252: i32, %arg4253: i32, %arg4254: index, %arg4255: f32):
    %7673 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7674 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7675 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7676 = "scf.for"(%7673, %7674, %7675, %arg4253) ({
    ^bb0(%arg4256: index, %arg4257: i32):
      %7680 = "arith.index_cast"(%arg4256) : (index) -> i32
      %7681 = "arith.muli"(%arg4252, %arg4253) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7682 = "arith.addi"(%arg4257, %7680) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7683 = "arith.xori"(%7682, %7681) : (i32, i32) -> i32
      "scf.yield"(%7683) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7677:2 = "func.call"(%arg4253, %7676, %arg4254, %arg4255) <{callee = @f86}> : (i32, i32, index, f32) -> (i32, f32)
    %7678:2 = "func.call"(%arg4253, %7676, %arg4254, %arg4255) <{callee = @f86}> : (i32, i32, index, f32) -> (i32, f32)
    %7679 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7679, %7678#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f93"}> ({
  ^bb0(%arg4248: i32, %arg4249: i32, %arg4250: index, %arg4251: f32):
    %7667 = "arith.addf"(%arg4251, %arg4251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7668 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7669 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7670 = "arith.addi"(%arg4250, %7669) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7671 = "arith.index_cast"(%7670) : (index) -> i32
    %7672:2 = "func.call"(%7668, %7668, %7669, %7667) <{callee = @f85}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7672#0, %7672#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f94"}> ({
  ^bb0(%arg4244: i32, %arg4245: i32, %arg4246: index, %arg4247: f32):
    %7661 = "arith.mulf"(%arg4247, %arg4247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7662 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7663 = "arith.addi"(%arg4246, %7662) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7664 = "arith.index_cast"(%7663) : (index) -> i32
    %7665:2 = "func.call"(%arg4244, %7664, %arg4246, %arg4247) <{callee = @f86}> : (i32, i32, index, f32) -> (i32, f32)
    %7666 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%7666, %7665#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f95"}> ({
  ^bb0(%arg4240: i32, %arg4241: i32, %arg4242: index, %arg4243: f32):
    %7655 = "arith.subi"(%arg4240, %arg4240) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7656 = "arith.addi"(%arg4241, %arg4240) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7657 = "arith.addf"(%arg4243, %arg4243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7658 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7659 = "arith.addi"(%arg4242, %7658) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7660 = "arith.index_cast"(%7659) : (index) -> i32
    "func.return"(%7660, %7657) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f96"}> ({
  ^bb0(%arg4236: i32, %arg4237: i32, %arg4238: index, %arg4239: f32):
    %7647 = "arith.subf"(%arg4239, %arg4239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7648 = "arith.ori"(%arg4237, %arg4237) : (i32, i32) -> i32
    %7649 = "arith.ori"(%arg4237, %arg4237) : (i32, i32) -> i32
    %7650 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7651 = "arith.cmpi"(%7649, %7649) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7652 = "scf.if"(%7651) ({
      %7654 = "arith.addi"(%arg4237, %7648) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7654) : (i32) -> ()
    }, {
      %7653 = "arith.muli"(%arg4237, %7648) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7653) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7652, %7647) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f97"}> ({
  ^bb0(%arg4232: i32, %arg4233: i32, %arg4234: index, %arg4235: f32):
    %7640 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7641 = "arith.addi"(%arg4234, %7640) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7642 = "arith.index_cast"(%7641) : (index) -> i32
    %7643:2 = "func.call"(%7642, %arg4233, %arg4234, %arg4235) <{callee = @f89}> : (i32, i32, index, f32) -> (i32, f32)
    %7644 = "arith.muli"(%arg4233, %7643#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7645 = "arith.muli"(%arg4233, %7643#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7646:2 = "func.call"(%7643#0, %7643#0, %arg4234, %7643#1) <{callee = @f94}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7646#0, %7646#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f98"}> ({
  ^bb0(%arg4226: i32, %arg4227: i32, %arg4228: index, %arg4229: f32):
    %7623 = "arith.cmpi"(%arg4227, %arg4227) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7624 = "scf.if"(%7623) ({
      %7639 = "arith.addi"(%arg4227, %arg4227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7639) : (i32) -> ()
    }, {
      %7638 = "arith.muli"(%arg4227, %arg4227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7638) : (i32) -> ()
    }) : (i1) -> i32
    %7625 = "arith.addf"(%arg4229, %arg4229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7626 = "arith.cmpi"(%arg4226, %7624) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7627 = "scf.if"(%7626) ({
      %7637 = "arith.addi"(%arg4227, %7624) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7637) : (i32) -> ()
    }, {
      %7636 = "arith.muli"(%arg4227, %7624) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7636) : (i32) -> ()
    }) : (i1) -> i32
    %7628 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7629 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7630 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7631 = "scf.for"(%7628, %7629, %7630, %7627) ({
    ^bb0(%arg4230: index, %arg4231: i32):
      %7632 = "arith.index_cast"(%arg4230) : (index) -> i32
      %7633 = "arith.muli"(%7627, %7627) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7634 = "arith.addi"(%arg4231, %7632) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7635 = "arith.xori"(%7634, %7633) : (i32, i32) -> i32
      "scf.yield"(%7635) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7631, %7625) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f99"}> ({
  ^bb0(%arg4220: i32, %arg4221: i32, %arg4222: index, %arg4223: f32):
    %7608 = "arith.maxsi"(%arg4220, %arg4221) : (i32, i32) -> i32
    %7609 = "arith.cmpi"(%arg4220, %arg4220) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7610 = "arith.select"(%7609, %7608, %7608) : (i1, i32, i32) -> i32
    %7611 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7612 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7613 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7614 = "scf.for"(%7611, %7612, %7613, %arg4220) ({
    ^bb0(%arg4224: index, %arg4225: i32):
      %7619 = "arith.index_cast"(%arg4224) : (index) -> i32
      %7620 = "arith.muli"(%arg4221, %7610) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7621 = "arith.addi"(%arg4225, %7619) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7622 = "arith.xori"(%7621, %7620) : (i32, i32) -> i32
      "scf.yield"(%7622) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7615 = "arith.cmpi"(%arg4220, %arg4220) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7616 = "scf.if"(%7615) ({
      %7618 = "arith.addi"(%arg4220, %7614) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7618) : (i32) -> ()
    }, {
      %7617 = "arith.muli"(%arg4220, %7614) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7617) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7616, %arg4223) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f100"}> ({
  ^bb0(%arg4216: i32, %arg4217: i32, %arg4218: index, %arg4219: f32):
    %7603 = "arith.ori"(%arg4216, %arg4217) : (i32, i32) -> i32
    %7604 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7605 = "arith.cmpi"(%7604, %7603) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %7606 = "arith.select"(%7605, %7604, %arg4216) : (i1, i32, i32) -> i32
    %7607 = "arith.addi"(%7606, %7603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7607, %arg4219) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f101"}> ({
  ^bb0(%arg4212: i32, %arg4213: i32, %arg4214: index, %arg4215: f32):
    %7594 = "arith.muli"(%arg4213, %arg4212) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7595 = "arith.muli"(%arg4213, %arg4212) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7596:2 = "func.call"(%arg4213, %7594, %arg4214, %arg4215) <{callee = @f96}> : (i32, i32, index, f32) -> (i32, f32)
    %7597 = "arith.ori"(%arg4213, %7596#0) : (i32, i32) -> i32
    %7598 = "arith.ori"(%arg4213, %7596#0) : (i32, i32) -> i32
    %7599 = "arith.cmpi"(%arg4212, %7596#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7600 = "scf.if"(%7599) ({
      %7602 = "arith.addi"(%7597, %7594) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7602) : (i32) -> ()
    }, {
      %7601 = "arith.muli"(%7597, %7594) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7601) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7600, %7596#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f102"}> ({
  ^bb0(%arg4204: i32, %arg4205: i32, %arg4206: index, %arg4207: f32):
    %7575 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7576 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7577 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7578 = "scf.for"(%7575, %7576, %7577, %arg4204) ({
    ^bb0(%arg4210: index, %arg4211: i32):
      %7590 = "arith.index_cast"(%arg4210) : (index) -> i32
      %7591 = "arith.muli"(%arg4205, %arg4204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7592 = "arith.addi"(%arg4211, %7590) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7593 = "arith.xori"(%7592, %7591) : (i32, i32) -> i32
      "scf.yield"(%7593) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7579 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7580 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7581 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7582 = "scf.for"(%7579, %7580, %7581, %arg4204) ({
    ^bb0(%arg4208: index, %arg4209: i32):
      %7586 = "arith.index_cast"(%arg4208) : (index) -> i32
      %7587 = "arith.muli"(%arg4205, %arg4204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7588 = "arith.addi"(%arg4209, %7586) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7589 = "arith.xori"(%7588, %7587) : (i32, i32) -> i32
      "scf.yield"(%7589) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7583 = "arith.andi"(%arg4205, %arg4204) : (i32, i32) -> i32
    %7584 = "arith.maxsi"(%7578, %7583) : (i32, i32) -> i32
    %7585 = "arith.maxsi"(%7578, %7583) : (i32, i32) -> i32
    "func.return"(%7585, %arg4207) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f103"}> ({
  ^bb0(%arg4198: i32, %arg4199: i32, %arg4200: index, %arg4201: f32):
    %7561:2 = "func.call"(%arg4199, %arg4198, %arg4200, %arg4201) <{callee = @f98}> : (i32, i32, index, f32) -> (i32, f32)
    %7562 = "arith.cmpi"(%arg4199, %arg4199) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7563 = "arith.select"(%7562, %7561#0, %arg4199) : (i1, i32, i32) -> i32
    %7564 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7565 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7566 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7567 = "scf.for"(%7564, %7565, %7566, %arg4199) ({
    ^bb0(%arg4202: index, %arg4203: i32):
      %7571 = "arith.index_cast"(%arg4202) : (index) -> i32
      %7572 = "arith.muli"(%7561#0, %arg4198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7573 = "arith.addi"(%arg4203, %7571) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7574 = "arith.xori"(%7573, %7572) : (i32, i32) -> i32
      "scf.yield"(%7574) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7568 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7569 = "arith.addi"(%arg4200, %7568) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7570 = "arith.index_cast"(%7569) : (index) -> i32
    "func.return"(%7570, %7561#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f104"}> ({
  ^bb0(%arg4194: i32, %arg4195: i32, %arg4196: index, %arg4197: f32):
    %7553 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7554 = "arith.subi"(%arg4194, %arg4195) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7555 = "arith.subi"(%arg4194, %arg4195) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7556 = "arith.cmpi"(%7555, %7555) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7557 = "scf.if"(%7556) ({
      %7560 = "arith.addi"(%arg4194, %7554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7560) : (i32) -> ()
    }, {
      %7559 = "arith.muli"(%arg4194, %7554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7559) : (i32) -> ()
    }) : (i1) -> i32
    %7558:2 = "func.call"(%arg4194, %7554, %arg4196, %arg4197) <{callee = @f100}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7558#0, %7558#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f105"}> ({
  ^bb0(%arg4190: i32, %arg4191: i32, %arg4192: index, %arg4193: f32):
    %7549:2 = "func.call"(%arg4191, %arg4190, %arg4192, %arg4193) <{callee = @f99}> : (i32, i32, index, f32) -> (i32, f32)
    %7550 = "arith.minsi"(%arg4191, %arg4191) : (i32, i32) -> i32
    %7551 = "arith.minsi"(%7550, %7550) : (i32, i32) -> i32
    %7552 = "arith.addi"(%7551, %7549#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7552, %7549#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f106"}> ({
  ^bb0(%arg4184: i32, %arg4185: i32, %arg4186: index, %arg4187: f32):
    %7537 = "arith.mulf"(%arg4187, %arg4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7538 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7539 = "arith.muli"(%7538, %arg4184) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7540 = "arith.muli"(%7538, %arg4184) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7541 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7542 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7543 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7544 = "scf.for"(%7541, %7542, %7543, %7538) ({
    ^bb0(%arg4188: index, %arg4189: i32):
      %7545 = "arith.index_cast"(%arg4188) : (index) -> i32
      %7546 = "arith.muli"(%arg4184, %7538) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7547 = "arith.addi"(%arg4189, %7545) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7548 = "arith.xori"(%7547, %7546) : (i32, i32) -> i32
      "scf.yield"(%7548) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7544, %7537) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f107"}> ({
  ^bb0(%arg4180: i32, %arg4181: i32, %arg4182: index, %arg4183: f32):
    %7533 = "arith.addf"(%arg4183, %arg4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7534:2 = "func.call"(%arg4181, %arg4180, %arg4182, %7533) <{callee = @f99}> : (i32, i32, index, f32) -> (i32, f32)
    %7535 = "arith.minsi"(%arg4180, %arg4181) : (i32, i32) -> i32
    %7536:2 = "func.call"(%arg4180, %arg4180, %arg4182, %arg4183) <{callee = @f100}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7536#0, %7536#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f108"}> ({
  ^bb0(%arg4172: i32, %arg4173: i32, %arg4174: index, %arg4175: f32):
    %7515 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7516 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7517 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7518 = "scf.for"(%7515, %7516, %7517, %arg4172) ({
    ^bb0(%arg4178: index, %arg4179: i32):
      %7529 = "arith.index_cast"(%arg4178) : (index) -> i32
      %7530 = "arith.muli"(%arg4173, %arg4172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7531 = "arith.addi"(%arg4179, %7529) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7532 = "arith.xori"(%7531, %7530) : (i32, i32) -> i32
      "scf.yield"(%7532) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7519 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7520 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7521 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7522 = "scf.for"(%7519, %7520, %7521, %7518) ({
    ^bb0(%arg4176: index, %arg4177: i32):
      %7525 = "arith.index_cast"(%arg4176) : (index) -> i32
      %7526 = "arith.muli"(%arg4173, %arg4172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7527 = "arith.addi"(%arg4177, %7525) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7528 = "arith.xori"(%7527, %7526) : (i32, i32) -> i32
      "scf.yield"(%7528) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7523 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7524 = "arith.minsi"(%7523, %7518) : (i32, i32) -> i32
    "func.return"(%7524, %arg4175) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f109"}> ({
  ^bb0(%arg4168: i32, %arg4169: i32, %arg4170: index, %arg4171: f32):
    %7510 = "arith.cmpi"(%arg4168, %arg4168) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7511 = "arith.select"(%7510, %arg4168, %arg4169) : (i1, i32, i32) -> i32
    %7512 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7513 = "arith.maxsi"(%7512, %arg4169) : (i32, i32) -> i32
    %7514:2 = "func.call"(%7511, %arg4168, %arg4170, %arg4171) <{callee = @f105}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7514#0, %7514#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f110"}> ({
  ^bb0(%arg4164: i32, %arg4165: i32, %arg4166: index, %arg4167: f32):
    %7503 = "arith.mulf"(%arg4167, %arg4167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7504 = "arith.xori"(%arg4165, %arg4165) : (i32, i32) -> i32
    %7505 = "arith.cmpi"(%arg4164, %arg4165) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7506 = "scf.if"(%7505) ({
      %7509 = "arith.addi"(%arg4165, %arg4164) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7509) : (i32) -> ()
    }, {
      %7508 = "arith.muli"(%arg4165, %arg4164) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7508) : (i32) -> ()
    }) : (i1) -> i32
    %7507 = "arith.maxsi"(%7504, %7506) : (i32, i32) -> i32
    "func.return"(%7507, %7503) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f111"}> ({
  ^bb0(%arg4160: i32, %arg4161: i32, %arg4162: index, %arg4163: f32):
    %7494:2 = "func.call"(%arg4160, %arg4160, %arg4162, %arg4163) <{callee = @f109}> : (i32, i32, index, f32) -> (i32, f32)
    %7495 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7496 = "arith.addi"(%arg4162, %7495) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7497 = "arith.index_cast"(%7496) : (index) -> i32
    %7498:2 = "func.call"(%7494#0, %7497, %7496, %7494#1) <{callee = @f110}> : (i32, i32, index, f32) -> (i32, f32)
    %7499 = "arith.cmpi"(%arg4161, %7494#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7500 = "scf.if"(%7499) ({
      %7502 = "arith.addi"(%arg4160, %arg4160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7502) : (i32) -> ()
    }, {
      %7501 = "arith.muli"(%arg4160, %arg4160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7501) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7500, %7498#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f112"}> ({
  ^bb0(%arg4152: i32, %arg4153: i32, %arg4154: index, %arg4155: f32):
    %7474 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7475 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7476 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7477 = "scf.for"(%7474, %7475, %7476, %arg4153) ({
    ^bb0(%arg4158: index, %arg4159: i32):
      %7490 = "arith.index_cast"(%arg4158) : (index) -> i32
      %7491 = "arith.muli"(%arg4152, %arg4152) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7492 = "arith.addi"(%arg4159, %7490) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7493 = "arith.xori"(%7492, %7491) : (i32, i32) -> i32
      "scf.yield"(%7493) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7478 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7479 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7480 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7481 = "scf.for"(%7478, %7479, %7480, %arg4152) ({
    ^bb0(%arg4156: index, %arg4157: i32):
      %7486 = "arith.index_cast"(%arg4156) : (index) -> i32
      %7487 = "arith.muli"(%7477, %7477) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7488 = "arith.addi"(%arg4157, %7486) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7489 = "arith.xori"(%7488, %7487) : (i32, i32) -> i32
      "scf.yield"(%7489) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7482 = "arith.subi"(%arg4153, %arg4153) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7483 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7484 = "arith.addi"(%arg4154, %7483) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7485 = "arith.index_cast"(%7484) : (index) -> i32
    "func.return"(%7485, %arg4155) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f113"}> ({
  ^bb0(%arg4148: i32, %arg4149: i32, %arg4150: index, %arg4151: f32):
    %7467 = "arith.cmpi"(%arg4148, %arg4148) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7468 = "arith.select"(%7467, %arg4149, %arg4149) : (i1, i32, i32) -> i32
    %7469 = "arith.addi"(%7468, %arg4149) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7470 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7471 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7472 = "arith.addi"(%arg4150, %7471) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7473 = "arith.index_cast"(%7472) : (index) -> i32
    "func.return"(%7473, %arg4151) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f114"}> ({
  ^bb0(%arg4142: i32, %arg4143: i32, %arg4144: index, %arg4145: f32):
    %7456 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7457 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7458 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7459 = "scf.for"(%7456, %7457, %7458, %arg4143) ({
    ^bb0(%arg4146: index, %arg4147: i32):
      %7463 = "arith.index_cast"(%arg4146) : (index) -> i32
      %7464 = "arith.muli"(%arg4143, %arg4142) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7465 = "arith.addi"(%arg4147, %7463) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7466 = "arith.xori"(%7465, %7464) : (i32, i32) -> i32
      "scf.yield"(%7466) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7460 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7461 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7462 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7462, %arg4145) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f115"}> ({
  ^bb0(%arg4138: i32, %arg4139: i32, %arg4140: index, %arg4141: f32):
    %7450 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7451 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7452 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7453 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7454 = "arith.addi"(%arg4140, %7453) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7455 = "arith.index_cast"(%7454) : (index) -> i32
    "func.return"(%7455, %arg4141) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f116"}> ({
  ^bb0(%arg4134: i32, %arg4135: i32, %arg4136: index, %arg4137: f32):
    %7439 = "arith.cmpi"(%arg4134, %arg4134) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7440 = "scf.if"(%7439) ({
      %7449 = "arith.addi"(%arg4134, %arg4135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7449) : (i32) -> ()
    }, {
      %7448 = "arith.muli"(%arg4134, %arg4135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7448) : (i32) -> ()
    }) : (i1) -> i32
    %7441 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7442 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7443 = "arith.addi"(%arg4136, %7442) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7444 = "arith.index_cast"(%7443) : (index) -> i32
    %7445 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7446 = "arith.addi"(%7442, %7445) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7447 = "arith.index_cast"(%7446) : (index) -> i32
    "func.return"(%7447, %arg4137) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f117"}> ({
  ^bb0(%arg4128: i32, %arg4129: i32, %arg4130: index, %arg4131: f32):
    %7428 = "arith.maxsi"(%arg4128, %arg4129) : (i32, i32) -> i32
    %7429 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7430 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7431 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7432 = "scf.for"(%7429, %7430, %7431, %7428) ({
    ^bb0(%arg4132: index, %arg4133: i32):
      %7435 = "arith.index_cast"(%arg4132) : (index) -> i32
      %7436 = "arith.muli"(%7428, %arg4128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7437 = "arith.addi"(%arg4133, %7435) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7438 = "arith.xori"(%7437, %7436) : (i32, i32) -> i32
      "scf.yield"(%7438) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7433:2 = "func.call"(%7432, %7428, %arg4130, %arg4131) <{callee = @f113}> : (i32, i32, index, f32) -> (i32, f32)
    %7434 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7434, %7433#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f118"}> ({
  ^bb0(%arg4124: i32, %arg4125: i32, %arg4126: index, %arg4127: f32):
    %7422 = "arith.addi"(%arg4125, %arg4125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7423 = "arith.cmpi"(%arg4124, %arg4125) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %7424 = "arith.select"(%7423, %arg4125, %arg4124) : (i1, i32, i32) -> i32
    %7425 = "arith.xori"(%7424, %arg4124) : (i32, i32) -> i32
    %7426 = "arith.cmpi"(%7425, %arg4125) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7427 = "arith.select"(%7426, %7424, %7422) : (i1, i32, i32) -> i32
    "func.return"(%7427, %arg4127) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f119"}> ({
  ^bb0(%arg4120: i32, %arg4121: i32, %arg4122: index, %arg4123: f32):
    %7414 = "arith.cmpi"(%arg4120, %arg4120) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7415 = "arith.select"(%7414, %arg4121, %arg4120) : (i1, i32, i32) -> i32
    %7416 = "arith.subi"(%arg4121, %arg4121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7417 = "arith.subi"(%arg4121, %arg4121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7418 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7419 = "arith.addi"(%arg4122, %7418) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7420 = "arith.index_cast"(%7419) : (index) -> i32
    %7421:2 = "func.call"(%7416, %7415, %7418, %arg4123) <{callee = @f113}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7421#0, %7421#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f120"}> ({
  ^bb0(%arg4116: i32, %arg4117: i32, %arg4118: index, %arg4119: f32):
    %7409 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7410 = "arith.cmpi"(%7409, %7409) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7411 = "arith.select"(%7410, %arg4117, %arg4117) : (i1, i32, i32) -> i32
    %7412 = "arith.maxsi"(%7411, %arg4117) : (i32, i32) -> i32
    %7413 = "arith.mulf"(%arg4119, %arg4119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7412, %7413) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f121"}> ({
  ^bb0(%arg4112: i32, %arg4113: i32, %arg4114: index, %arg4115: f32):
    %7402 = "arith.cmpi"(%arg4112, %arg4113) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7403 = "scf.if"(%7402) ({
      %7408 = "arith.addi"(%arg4112, %arg4112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7408) : (i32) -> ()
    }, {
      %7407 = "arith.muli"(%arg4112, %arg4112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7407) : (i32) -> ()
    }) : (i1) -> i32
    %7404 = "arith.mulf"(%arg4115, %arg4115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7405 = "arith.muli"(%7403, %arg4112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7406:2 = "func.call"(%7405, %arg4112, %arg4114, %7404) <{callee = @f113}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7406#0, %7406#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f122"}> ({
  ^bb0(%arg4108: i32, %arg4109: i32, %arg4110: index, %arg4111: f32):
    %7396 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7397 = "arith.addi"(%arg4110, %7396) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7398 = "arith.index_cast"(%7397) : (index) -> i32
    %7399 = "arith.subi"(%arg4109, %7398) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7400 = "arith.addf"(%arg4111, %arg4111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7401 = "arith.xori"(%arg4108, %7399) : (i32, i32) -> i32
    "func.return"(%7401, %7400) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f123"}> ({
  ^bb0(%arg4102: i32, %arg4103: i32, %arg4104: index, %arg4105: f32):
    %7381 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7382 = "arith.addi"(%arg4104, %7381) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7383 = "arith.index_cast"(%7382) : (index) -> i32
    %7384 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7385 = "arith.addi"(%7381, %7384) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7386 = "arith.index_cast"(%7385) : (index) -> i32
    %7387 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7388 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7389 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7390 = "scf.for"(%7387, %7388, %7389, %7386) ({
    ^bb0(%arg4106: index, %arg4107: i32):
      %7392 = "arith.index_cast"(%arg4106) : (index) -> i32
      %7393 = "arith.muli"(%arg4102, %7386) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7394 = "arith.addi"(%arg4107, %7392) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7395 = "arith.xori"(%7394, %7393) : (i32, i32) -> i32
      "scf.yield"(%7395) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7391:2 = "func.call"(%7383, %7386, %arg4104, %arg4105) <{callee = @f116}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7391#0, %7391#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f124"}> ({
  ^bb0(%arg4098: i32, %arg4099: i32, %arg4100: index, %arg4101: f32):
    %7374 = "arith.addf"(%arg4101, %arg4101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7375 = "arith.cmpi"(%arg4098, %arg4099) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7376 = "scf.if"(%7375) ({
      %7380 = "arith.addi"(%arg4099, %arg4098) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7380) : (i32) -> ()
    }, {
      %7379 = "arith.muli"(%arg4099, %arg4098) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7379) : (i32) -> ()
    }) : (i1) -> i32
    %7377:2 = "func.call"(%arg4098, %arg4098, %arg4100, %arg4101) <{callee = @f116}> : (i32, i32, index, f32) -> (i32, f32)
    %7378 = "arith.subi"(%arg4098, %arg4099) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7378, %7377#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f125"}> ({
  ^bb0(%arg4094: i32, %arg4095: i32, %arg4096: index, %arg4097: f32):
    %7368 = "arith.addf"(%arg4097, %arg4097) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7369 = "arith.maxsi"(%arg4094, %arg4094) : (i32, i32) -> i32
    %7370 = "arith.maxsi"(%arg4094, %arg4094) : (i32, i32) -> i32
    %7371 = "arith.cmpi"(%7369, %arg4095) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7372 = "arith.select"(%7371, %arg4095, %7370) : (i1, i32, i32) -> i32
    %7373 = "arith.xori"(%arg4094, %7370) : (i32, i32) -> i32
    "func.return"(%7373, %7368) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f126"}> ({
  ^bb0(%arg4090: i32, %arg4091: i32, %arg4092: index, %arg4093: f32):
    %7362 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7363 = "arith.minsi"(%arg4091, %arg4091) : (i32, i32) -> i32
    %7364 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7365 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7366 = "arith.addi"(%arg4092, %7365) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7367 = "arith.index_cast"(%7366) : (index) -> i32
    "func.return"(%7367, %arg4093) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f127"}> ({
  ^bb0(%arg4086: i32, %arg4087: i32, %arg4088: index, %arg4089: f32):
    %7351:2 = "func.call"(%arg4086, %arg4086, %arg4088, %arg4089) <{callee = @f121}> : (i32, i32, index, f32) -> (i32, f32)
    %7352 = "arith.cmpi"(%arg4086, %arg4086) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7353 = "scf.if"(%7352) ({
      %7361 = "arith.addi"(%arg4086, %arg4086) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7361) : (i32) -> ()
    }, {
      %7360 = "arith.muli"(%arg4086, %arg4086) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7360) : (i32) -> ()
    }) : (i1) -> i32
    %7354 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7355 = "arith.addi"(%arg4088, %7354) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7356 = "arith.index_cast"(%7355) : (index) -> i32
    %7357 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7358 = "arith.addi"(%arg4088, %7357) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7359 = "arith.index_cast"(%7358) : (index) -> i32
    "func.return"(%7359, %7351#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f128"}> ({
  ^bb0(%arg4082: i32, %arg4083: i32, %arg4084: index, %arg4085: f32):
    %7345 = "arith.minsi"(%arg4082, %arg4083) : (i32, i32) -> i32
    %7346 = "arith.minsi"(%arg4082, %arg4083) : (i32, i32) -> i32
    %7347 = "arith.subi"(%arg4083, %7345) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7348 = "arith.subi"(%arg4083, %7345) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7349 = "arith.mulf"(%arg4085, %arg4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7350 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%7350, %7349) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f129"}> ({
  ^bb0(%arg4078: i32, %arg4079: i32, %arg4080: index, %arg4081: f32):
    %7340 = "arith.subf"(%arg4081, %arg4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7341 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7342 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7343 = "arith.xori"(%7342, %7342) : (i32, i32) -> i32
    %7344 = "arith.xori"(%7342, %7342) : (i32, i32) -> i32
    "func.return"(%7344, %7340) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f130"}> ({
  ^bb0(%arg4072: i32, %arg4073: i32, %arg4074: index, %arg4075: f32):
    %7328 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7329 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7330 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7331 = "scf.for"(%7328, %7329, %7330, %arg4073) ({
    ^bb0(%arg4076: index, %arg4077: i32):
      %7336 = "arith.index_cast"(%arg4076) : (index) -> i32
      %7337 = "arith.muli"(%arg4072, %arg4072) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7338 = "arith.addi"(%arg4077, %7336) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7339 = "arith.xori"(%7338, %7337) : (i32, i32) -> i32
      "scf.yield"(%7339) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7332:2 = "func.call"(%arg4072, %arg4072, %arg4074, %arg4075) <{callee = @f127}> : (i32, i32, index, f32) -> (i32, f32)
    %7333 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7334 = "arith.cmpi"(%7332#0, %arg4072) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7335 = "arith.select"(%7334, %7332#0, %7332#0) : (i1, i32, i32) -> i32
    "func.return"(%7335, %7332#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f131"}> ({
  ^bb0(%arg4068: i32, %arg4069: i32, %arg4070: index, %arg4071: f32):
    %7322 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7323 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7324 = "arith.muli"(%7322, %7322) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7325 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7326 = "arith.addi"(%arg4070, %7325) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7327 = "arith.index_cast"(%7326) : (index) -> i32
    "func.return"(%7327, %arg4071) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f132"}> ({
  ^bb0(%arg4064: i32, %arg4065: i32, %arg4066: index, %arg4067: f32):
    %7318 = "arith.andi"(%arg4065, %arg4064) : (i32, i32) -> i32
    %7319:2 = "func.call"(%7318, %arg4064, %arg4066, %arg4067) <{callee = @f129}> : (i32, i32, index, f32) -> (i32, f32)
    %7320 = "arith.subf"(%7319#1, %7319#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7321:2 = "func.call"(%arg4065, %arg4065, %arg4066, %arg4067) <{callee = @f128}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7321#0, %7321#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f133"}> ({
  ^bb0(%arg4058: i32, %arg4059: i32, %arg4060: index, %arg4061: f32):
    %7307 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7308 = "arith.maxsi"(%7307, %arg4059) : (i32, i32) -> i32
    %7309 = "arith.mulf"(%arg4061, %arg4061) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7310 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7311 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7312 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7313 = "scf.for"(%7310, %7311, %7312, %arg4058) ({
    ^bb0(%arg4062: index, %arg4063: i32):
      %7314 = "arith.index_cast"(%arg4062) : (index) -> i32
      %7315 = "arith.muli"(%7307, %arg4058) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7316 = "arith.addi"(%arg4063, %7314) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7317 = "arith.xori"(%7316, %7315) : (i32, i32) -> i32
      "scf.yield"(%7317) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7313, %7309) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f134"}> ({
  ^bb0(%arg4054: i32, %arg4055: i32, %arg4056: index, %arg4057: f32):
    %7300 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7301 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7302 = "arith.addi"(%arg4056, %7301) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7303 = "arith.index_cast"(%7302) : (index) -> i32
    %7304 = "arith.andi"(%7303, %7303) : (i32, i32) -> i32
    %7305 = "arith.andi"(%7303, %7303) : (i32, i32) -> i32
    %7306 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%7306, %arg4057) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f135"}> ({
  ^bb0(%arg4050: i32, %arg4051: i32, %arg4052: index, %arg4053: f32):
    %7290 = "arith.cmpi"(%arg4050, %arg4051) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7291 = "scf.if"(%7290) ({
      %7299 = "arith.addi"(%arg4051, %arg4050) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7299) : (i32) -> ()
    }, {
      %7298 = "arith.muli"(%arg4051, %arg4050) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7298) : (i32) -> ()
    }) : (i1) -> i32
    %7292 = "arith.cmpi"(%7291, %arg4051) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7293 = "scf.if"(%7292) ({
      %7297 = "arith.addi"(%7291, %arg4051) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7297) : (i32) -> ()
    }, {
      %7296 = "arith.muli"(%7291, %arg4051) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7296) : (i32) -> ()
    }) : (i1) -> i32
    %7294 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7295:2 = "func.call"(%arg4050, %7293, %arg4052, %arg4053) <{callee = @f127}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7295#0, %7295#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f136"}> ({
  ^bb0(%arg4046: i32, %arg4047: i32, %arg4048: index, %arg4049: f32):
    %7280 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7281 = "arith.addi"(%arg4048, %7280) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7282 = "arith.index_cast"(%7281) : (index) -> i32
    %7283 = "arith.cmpi"(%arg4046, %arg4046) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7284 = "scf.if"(%7283) ({
      %7289 = "arith.addi"(%arg4047, %arg4047) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7289) : (i32) -> ()
    }, {
      %7288 = "arith.muli"(%arg4047, %arg4047) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7288) : (i32) -> ()
    }) : (i1) -> i32
    %7285 = "arith.addf"(%arg4049, %arg4049) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7286 = "arith.cmpi"(%7282, %7282) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7287 = "arith.select"(%7286, %arg4046, %7282) : (i1, i32, i32) -> i32
    "func.return"(%7287, %7285) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f137"}> ({
  ^bb0(%arg4042: i32, %arg4043: i32, %arg4044: index, %arg4045: f32):
    %7272 = "arith.addi"(%arg4043, %arg4043) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7273 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7274 = "arith.cmpi"(%arg4042, %7272) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7275 = "scf.if"(%7274) ({
      %7279 = "arith.addi"(%arg4042, %arg4042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7279) : (i32) -> ()
    }, {
      %7278 = "arith.muli"(%arg4042, %arg4042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7278) : (i32) -> ()
    }) : (i1) -> i32
    %7276 = "arith.xori"(%7275, %7273) : (i32, i32) -> i32
    %7277 = "arith.xori"(%7275, %7273) : (i32, i32) -> i32
    "func.return"(%7277, %arg4045) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f138"}> ({
  ^bb0(%arg4036: i32, %arg4037: i32, %arg4038: index, %arg4039: f32):
    %7258 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7259 = "arith.addi"(%arg4038, %7258) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7260 = "arith.index_cast"(%7259) : (index) -> i32
    %7261 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7262 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7263 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7264 = "scf.for"(%7261, %7262, %7263, %arg4037) ({
    ^bb0(%arg4040: index, %arg4041: i32):
      %7268 = "arith.index_cast"(%arg4040) : (index) -> i32
      %7269 = "arith.muli"(%7260, %arg4036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7270 = "arith.addi"(%arg4041, %7268) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7271 = "arith.xori"(%7270, %7269) : (i32, i32) -> i32
      "scf.yield"(%7271) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7265 = "arith.cmpi"(%arg4037, %7264) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7266 = "arith.select"(%7265, %arg4036, %arg4036) : (i1, i32, i32) -> i32
    %7267 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7267, %arg4039) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f139"}> ({
  ^bb0(%arg4030: i32, %arg4031: i32, %arg4032: index, %arg4033: f32):
    %7243 = "arith.addi"(%arg4030, %arg4031) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7244 = "arith.cmpi"(%arg4030, %arg4031) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7245 = "scf.if"(%7244) ({
      %7257 = "arith.addi"(%arg4030, %arg4030) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7257) : (i32) -> ()
    }, {
      %7256 = "arith.muli"(%arg4030, %arg4030) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7256) : (i32) -> ()
    }) : (i1) -> i32
    %7246 = "arith.minsi"(%arg4031, %7245) : (i32, i32) -> i32
    %7247 = "arith.minsi"(%arg4031, %7245) : (i32, i32) -> i32
    %7248 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7249 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7250 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7251 = "scf.for"(%7248, %7249, %7250, %arg4031) ({
    ^bb0(%arg4034: index, %arg4035: i32):
      %7252 = "arith.index_cast"(%arg4034) : (index) -> i32
      %7253 = "arith.muli"(%7243, %7243) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7254 = "arith.addi"(%arg4035, %7252) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7255 = "arith.xori"(%7254, %7253) : (i32, i32) -> i32
      "scf.yield"(%7255) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7251, %arg4033) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f140"}> ({
  ^bb0(%arg4026: i32, %arg4027: i32, %arg4028: index, %arg4029: f32):
    %7236 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7237 = "arith.addi"(%arg4028, %7236) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7238 = "arith.index_cast"(%7237) : (index) -> i32
    %7239 = "arith.xori"(%arg4026, %arg4027) : (i32, i32) -> i32
    %7240 = "arith.xori"(%arg4026, %arg4027) : (i32, i32) -> i32
    %7241:2 = "func.call"(%7239, %7240, %7236, %arg4029) <{callee = @f134}> : (i32, i32, index, f32) -> (i32, f32)
    %7242 = "arith.subf"(%arg4029, %7241#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7241#0, %7242) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f141"}> ({
  ^bb0(%arg4020: i32, %arg4021: i32, %arg4022: index, %arg4023: f32):
    %7225 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7226 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7227 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7228 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7229 = "scf.for"(%7226, %7227, %7228, %arg4020) ({
    ^bb0(%arg4024: index, %arg4025: i32):
      %7232 = "arith.index_cast"(%arg4024) : (index) -> i32
      %7233 = "arith.muli"(%arg4021, %arg4021) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7234 = "arith.addi"(%arg4025, %7232) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7235 = "arith.xori"(%7234, %7233) : (i32, i32) -> i32
      "scf.yield"(%7235) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7230:2 = "func.call"(%arg4021, %arg4021, %arg4022, %arg4023) <{callee = @f136}> : (i32, i32, index, f32) -> (i32, f32)
    %7231 = "arith.xori"(%arg4021, %arg4020) : (i32, i32) -> i32
    "func.return"(%7231, %7230#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f142"}> ({
  ^bb0(%arg4016: i32, %arg4017: i32, %arg4018: index, %arg4019: f32):
    %7221 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7222 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7223:2 = "func.call"(%7221, %7222, %arg4018, %arg4019) <{callee = @f134}> : (i32, i32, index, f32) -> (i32, f32)
    %7224 = "arith.mulf"(%7223#1, %arg4019) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7223#0, %7224) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f143"}> ({
  ^bb0(%arg4010: i32, %arg4011: i32, %arg4012: index, %arg4013: f32):
    %7208 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7209 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7210 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7211 = "scf.for"(%7208, %7209, %7210, %arg4010) ({
    ^bb0(%arg4014: index, %arg4015: i32):
      %7217 = "arith.index_cast"(%arg4014) : (index) -> i32
      %7218 = "arith.muli"(%arg4011, %arg4011) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7219 = "arith.addi"(%arg4015, %7217) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7220 = "arith.xori"(%7219, %7218) : (i32, i32) -> i32
      "scf.yield"(%7220) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7212 = "arith.minsi"(%arg4011, %7211) : (i32, i32) -> i32
    %7213 = "arith.minsi"(%arg4011, %7211) : (i32, i32) -> i32
    %7214:2 = "func.call"(%arg4010, %7212, %arg4012, %arg4013) <{callee = @f140}> : (i32, i32, index, f32) -> (i32, f32)
    %7215 = "arith.cmpi"(%7214#0, %arg4011) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7216 = "arith.select"(%7215, %arg4010, %7211) : (i1, i32, i32) -> i32
    "func.return"(%7216, %7214#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f144"}> ({
  ^bb0(%arg4006: i32, %arg4007: i32, %arg4008: index, %arg4009: f32):
    %7203 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7204 = "arith.andi"(%arg4007, %arg4007) : (i32, i32) -> i32
    %7205 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7206 = "arith.cmpi"(%7203, %7205) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7207 = "arith.select"(%7206, %7203, %7205) : (i1, i32, i32) -> i32
    "func.return"(%7207, %arg4009) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f145"}> ({
  ^bb0(%arg4000: i32, %arg4001: i32, %arg4002: index, %arg4003: f32):
    %7190 = "arith.addf"(%arg4003, %arg4003) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7191 = "arith.muli"(%arg4001, %arg4000) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7192 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7193 = "arith.addi"(%arg4002, %7192) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7194 = "arith.index_cast"(%7193) : (index) -> i32
    %7195 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7196 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7197 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7198 = "scf.for"(%7195, %7196, %7197, %arg4000) ({
    ^bb0(%arg4004: index, %arg4005: i32):
      %7199 = "arith.index_cast"(%arg4004) : (index) -> i32
      %7200 = "arith.muli"(%7194, %7194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7201 = "arith.addi"(%arg4005, %7199) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7202 = "arith.xori"(%7201, %7200) : (i32, i32) -> i32
      "scf.yield"(%7202) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7198, %7190) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f146"}> ({
  ^bb0(%arg3994: i32, %arg3995: i32, %arg3996: index, %arg3997: f32):
    %7178 = "arith.xori"(%arg3995, %arg3994) : (i32, i32) -> i32
    %7179 = "arith.xori"(%arg3995, %arg3994) : (i32, i32) -> i32
    %7180 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7181 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7182 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7183 = "scf.for"(%7180, %7181, %7182, %arg3994) ({
    ^bb0(%arg3998: index, %arg3999: i32):
      %7186 = "arith.index_cast"(%arg3998) : (index) -> i32
      %7187 = "arith.muli"(%arg3994, %7179) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7188 = "arith.addi"(%arg3999, %7186) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7189 = "arith.xori"(%7188, %7187) : (i32, i32) -> i32
      "scf.yield"(%7189) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7184 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7185:2 = "func.call"(%7183, %7179, %arg3996, %arg3997) <{callee = @f140}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7185#0, %7185#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f147"}> ({
  ^bb0(%arg3988: i32, %arg3989: i32, %arg3990: index, %arg3991: f32):
    %7165 = "arith.maxsi"(%arg3988, %arg3989) : (i32, i32) -> i32
    %7166 = "arith.maxsi"(%arg3988, %arg3989) : (i32, i32) -> i32
    %7167 = "arith.ori"(%7165, %7165) : (i32, i32) -> i32
    %7168 = "arith.ori"(%7165, %7165) : (i32, i32) -> i32
    %7169 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7170 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7171 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7172 = "scf.for"(%7169, %7170, %7171, %arg3989) ({
    ^bb0(%arg3992: index, %arg3993: i32):
      %7174 = "arith.index_cast"(%arg3992) : (index) -> i32
      %7175 = "arith.muli"(%7168, %arg3988) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7176 = "arith.addi"(%arg3993, %7174) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7177 = "arith.xori"(%7176, %7175) : (i32, i32) -> i32
      "scf.yield"(%7177) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7173 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%7173, %arg3991) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f148"}> ({
  ^bb0(%arg3984: i32, %arg3985: i32, %arg3986: index, %arg3987: f32):
    %7159 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7160 = "arith.addi"(%arg3986, %7159) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7161 = "arith.index_cast"(%7160) : (index) -> i32
    %7162 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %7163:2 = "func.call"(%arg3985, %arg3984, %7159, %arg3987) <{callee = @f147}> : (i32, i32, index, f32) -> (i32, f32)
    %7164 = "arith.addf"(%arg3987, %arg3987) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7163#0, %7164) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f149"}> ({
  ^bb0(%arg3980: i32, %arg3981: i32, %arg3982: index, %arg3983: f32):
    %7150 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7151 = "arith.addi"(%arg3982, %7150) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7152 = "arith.index_cast"(%7151) : (index) -> i32
    %7153 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7154 = "arith.addi"(%7151, %7153) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7155 = "arith.index_cast"(%7154) : (index) -> i32
    %7156 = "arith.cmpi"(%7155, %7155) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7157 = "arith.select"(%7156, %7152, %arg3981) : (i1, i32, i32) -> i32
    %7158:2 = "func.call"(%7152, %arg3980, %7151, %arg3983) <{callee = @f142}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7158#0, %7158#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f150"}> ({
  ^bb0(%arg3976: i32, %arg3977: i32, %arg3978: index, %arg3979: f32):
    %7145 = "arith.mulf"(%arg3979, %arg3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7146 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7147 = "arith.muli"(%arg3977, %arg3977) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7148 = "arith.muli"(%7146, %7146) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7149 = "arith.muli"(%7146, %7146) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7149, %7145) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f151"}> ({
  ^bb0(%arg3972: i32, %arg3973: i32, %arg3974: index, %arg3975: f32):
    %7140 = "arith.andi"(%arg3973, %arg3972) : (i32, i32) -> i32
    %7141 = "arith.subf"(%arg3975, %arg3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7142 = "arith.cmpi"(%7140, %arg3973) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7143 = "arith.select"(%7142, %7140, %arg3973) : (i1, i32, i32) -> i32
    %7144 = "arith.maxsi"(%7143, %7140) : (i32, i32) -> i32
    "func.return"(%7144, %7141) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f152"}> ({
  ^bb0(%arg3968: i32, %arg3969: i32, %arg3970: index, %arg3971: f32):
    %7130 = "arith.cmpi"(%arg3968, %arg3969) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7131 = "scf.if"(%7130) ({
      %7139 = "arith.addi"(%arg3968, %arg3968) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7139) : (i32) -> ()
    }, {
      %7138 = "arith.muli"(%arg3968, %arg3968) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7138) : (i32) -> ()
    }) : (i1) -> i32
    %7132 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7133 = "arith.addi"(%arg3970, %7132) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7134 = "arith.index_cast"(%7133) : (index) -> i32
    %7135 = "arith.andi"(%7131, %7134) : (i32, i32) -> i32
    %7136 = "arith.andi"(%7131, %7134) : (i32, i32) -> i32
    %7137:2 = "func.call"(%arg3968, %7135, %arg3970, %arg3971) <{callee = @f147}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7137#0, %7137#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f153"}> ({
  ^bb0(%arg3964: i32, %arg3965: i32, %arg3966: index, %arg3967: f32):
    %7125 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7126 = "arith.cmpi"(%arg3964, %arg3964) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %7127 = "arith.select"(%7126, %7125, %7125) : (i1, i32, i32) -> i32
    %7128 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7129 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%7129, %arg3967) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f154"}> ({
  ^bb0(%arg3960: i32, %arg3961: i32, %arg3962: index, %arg3963: f32):
    %7120:2 = "func.call"(%arg3960, %arg3961, %arg3962, %arg3963) <{callee = @f149}> : (i32, i32, index, f32) -> (i32, f32)
    %7121:2 = "func.call"(%7120#0, %arg3961, %arg3962, %7120#1) <{callee = @f151}> : (i32, i32, index, f32) -> (i32, f32)
    %7122 = "arith.cmpi"(%arg3961, %7120#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7123 = "arith.select"(%7122, %7120#0, %arg3961) : (i1, i32, i32) -> i32
    %7124 = "arith.ori"(%arg3961, %7121#0) : (i32, i32) -> i32
    "func.return"(%7124, %7121#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f155"}> ({
  ^bb0(%arg3956: i32, %arg3957: i32, %arg3958: index, %arg3959: f32):
    %7116 = "arith.subf"(%arg3959, %arg3959) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7117 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7118 = "arith.minsi"(%arg3957, %7117) : (i32, i32) -> i32
    %7119 = "arith.mulf"(%7116, %7116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7118, %7119) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f156"}> ({
  ^bb0(%arg3950: i32, %arg3951: i32, %arg3952: index, %arg3953: f32):
    %7103 = "arith.ori"(%arg3950, %arg3950) : (i32, i32) -> i32
    %7104 = "arith.ori"(%arg3950, %arg3950) : (i32, i32) -> i32
    %7105 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7106 = "arith.minsi"(%7105, %7103) : (i32, i32) -> i32
    %7107 = "arith.minsi"(%7105, %7103) : (i32, i32) -> i32
    %7108 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7109 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7110 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7111 = "scf.for"(%7108, %7109, %7110, %7103) ({
    ^bb0(%arg3954: index, %arg3955: i32):
      %7112 = "arith.index_cast"(%arg3954) : (index) -> i32
      %7113 = "arith.muli"(%7105, %7106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7114 = "arith.addi"(%arg3955, %7112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7115 = "arith.xori"(%7114, %7113) : (i32, i32) -> i32
      "scf.yield"(%7115) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%7111, %arg3953) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f157"}> ({
  ^bb0(%arg3944: i32, %arg3945: i32, %arg3946: index, %arg3947: f32):
    %7090 = "arith.subf"(%arg3947, %arg3947) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7091 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7092 = "arith.addi"(%arg3946, %7091) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7093 = "arith.index_cast"(%7092) : (index) -> i32
    %7094 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7095 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7096 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7097 = "scf.for"(%7094, %7095, %7096, %7093) ({
    ^bb0(%arg3948: index, %arg3949: i32):
      %7099 = "arith.index_cast"(%arg3948) : (index) -> i32
      %7100 = "arith.muli"(%arg3945, %7093) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7101 = "arith.addi"(%arg3949, %7099) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7102 = "arith.xori"(%7101, %7100) : (i32, i32) -> i32
      "scf.yield"(%7102) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7098 = "arith.andi"(%arg3945, %arg3945) : (i32, i32) -> i32
    "func.return"(%7098, %7090) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f158"}> ({
  ^bb0(%arg3940: i32, %arg3941: i32, %arg3942: index, %arg3943: f32):
    %7085 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7086 = "arith.minsi"(%arg3941, %7085) : (i32, i32) -> i32
    %7087 = "arith.mulf"(%arg3943, %arg3943) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7088 = "arith.cmpi"(%7085, %arg3941) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %7089 = "arith.select"(%7088, %arg3940, %7086) : (i1, i32, i32) -> i32
    "func.return"(%7089, %7087) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f159"}> ({
  ^bb0(%arg3936: i32, %arg3937: i32, %arg3938: index, %arg3939: f32):
    %7078 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7079 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7080 = "arith.cmpi"(%arg3936, %7079) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7081 = "scf.if"(%7080) ({
      %7084 = "arith.addi"(%arg3937, %7079) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7084) : (i32) -> ()
    }, {
      %7083 = "arith.muli"(%arg3937, %7079) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7083) : (i32) -> ()
    }) : (i1) -> i32
    %7082:2 = "func.call"(%arg3936, %7079, %arg3938, %arg3939) <{callee = @f151}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7082#0, %7082#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f160"}> ({
  ^bb0(%arg3932: i32, %arg3933: i32, %arg3934: index, %arg3935: f32):
    %7070 = "arith.ori"(%arg3932, %arg3932) : (i32, i32) -> i32
    %7071 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7072 = "arith.addi"(%arg3934, %7071) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7073 = "arith.index_cast"(%7072) : (index) -> i32
    %7074:2 = "func.call"(%7070, %arg3932, %7071, %arg3935) <{callee = @f153}> : (i32, i32, index, f32) -> (i32, f32)
    %7075 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7076 = "arith.addi"(%7072, %7075) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7077 = "arith.index_cast"(%7076) : (index) -> i32
    "func.return"(%7077, %7074#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f161"}> ({
  ^bb0(%arg3928: i32, %arg3929: i32, %arg3930: index, %arg3931: f32):
    %7063 = "arith.cmpi"(%arg3928, %arg3929) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7064 = "arith.select"(%7063, %arg3929, %arg3929) : (i1, i32, i32) -> i32
    %7065:2 = "func.call"(%arg3929, %7064, %arg3930, %arg3931) <{callee = @f158}> : (i32, i32, index, f32) -> (i32, f32)
    %7066 = "arith.andi"(%7065#0, %arg3928) : (i32, i32) -> i32
    %7067 = "arith.andi"(%7065#0, %arg3928) : (i32, i32) -> i32
    %7068 = "arith.andi"(%7064, %7066) : (i32, i32) -> i32
    %7069 = "arith.andi"(%7064, %7066) : (i32, i32) -> i32
    "func.return"(%7069, %7065#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f162"}> ({
  ^bb0(%arg3924: i32, %arg3925: i32, %arg3926: index, %arg3927: f32):
    %7056 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7057 = "arith.addi"(%arg3926, %7056) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7058 = "arith.index_cast"(%7057) : (index) -> i32
    %7059 = "arith.andi"(%7058, %arg3924) : (i32, i32) -> i32
    %7060 = "arith.andi"(%7058, %arg3924) : (i32, i32) -> i32
    %7061 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7062:2 = "func.call"(%7060, %7060, %arg3926, %arg3927) <{callee = @f160}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7062#0, %7062#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f163"}> ({
  ^bb0(%arg3920: i32, %arg3921: i32, %arg3922: index, %arg3923: f32):
    %7049:2 = "func.call"(%arg3921, %arg3921, %arg3922, %arg3923) <{callee = @f158}> : (i32, i32, index, f32) -> (i32, f32)
    %7050 = "arith.maxsi"(%arg3920, %7049#0) : (i32, i32) -> i32
    %7051 = "arith.andi"(%arg3921, %7050) : (i32, i32) -> i32
    %7052 = "arith.cmpi"(%7049#0, %7049#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7053 = "scf.if"(%7052) ({
      %7055 = "arith.addi"(%arg3920, %arg3920) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7055) : (i32) -> ()
    }, {
      %7054 = "arith.muli"(%arg3920, %arg3920) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7054) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7053, %7049#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f164"}> ({
  ^bb0(%arg3916: i32, %arg3917: i32, %arg3918: index, %arg3919: f32):
    %7042 = "arith.muli"(%arg3916, %arg3917) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7043 = "arith.muli"(%arg3916, %arg3917) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7044 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7045 = "arith.addi"(%arg3918, %7044) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7046 = "arith.index_cast"(%7045) : (index) -> i32
    %7047 = "arith.maxsi"(%7046, %7046) : (i32, i32) -> i32
    %7048 = "arith.ori"(%7047, %7046) : (i32, i32) -> i32
    "func.return"(%7048, %arg3919) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f165"}> ({
  ^bb0(%arg3912: i32, %arg3913: i32, %arg3914: index, %arg3915: f32):
    %7035 = "arith.cmpi"(%arg3912, %arg3912) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7036 = "arith.select"(%7035, %arg3913, %arg3912) : (i1, i32, i32) -> i32
    %7037 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7038 = "arith.mulf"(%arg3915, %arg3915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7039 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7040 = "arith.addi"(%arg3914, %7039) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7041 = "arith.index_cast"(%7040) : (index) -> i32
    "func.return"(%7041, %7038) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f166"}> ({
  ^bb0(%arg3906: i32, %arg3907: i32, %arg3908: index, %arg3909: f32):
    %7021 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7022 = "arith.constant"() <{value = 16 : index}> : () -> index
    %7023 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7024 = "scf.for"(%7021, %7022, %7023, %arg3907) ({
    ^bb0(%arg3910: index, %arg3911: i32):
      %7031 = "arith.index_cast"(%arg3910) : (index) -> i32
      %7032 = "arith.muli"(%arg3907, %arg3907) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7033 = "arith.addi"(%arg3911, %7031) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7034 = "arith.xori"(%7033, %7032) : (i32, i32) -> i32
      "scf.yield"(%7034) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7025:2 = "func.call"(%arg3906, %arg3906, %arg3908, %arg3909) <{callee = @f158}> : (i32, i32, index, f32) -> (i32, f32)
    %7026 = "arith.minsi"(%arg3907, %7024) : (i32, i32) -> i32
    %7027 = "arith.cmpi"(%arg3907, %arg3907) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7028 = "scf.if"(%7027) ({
      %7030 = "arith.addi"(%7024, %arg3906) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7030) : (i32) -> ()
    }, {
      %7029 = "arith.muli"(%7024, %arg3906) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7029) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7028, %7025#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f167"}> ({
  ^bb0(%arg3902: i32, %arg3903: i32, %arg3904: index, %arg3905: f32):
    %7016 = "arith.addf"(%arg3905, %arg3905) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7017 = "arith.xori"(%arg3902, %arg3903) : (i32, i32) -> i32
    %7018 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %7019 = "arith.cmpi"(%arg3902, %7017) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %7020 = "arith.select"(%7019, %arg3902, %arg3902) : (i1, i32, i32) -> i32
    "func.return"(%7020, %7016) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f168"}> ({
  ^bb0(%arg3898: i32, %arg3899: i32, %arg3900: index, %arg3901: f32):
    %7012 = "arith.xori"(%arg3898, %arg3899) : (i32, i32) -> i32
    %7013:2 = "func.call"(%arg3899, %arg3899, %arg3900, %arg3901) <{callee = @f161}> : (i32, i32, index, f32) -> (i32, f32)
    %7014 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7015 = "arith.subf"(%7013#1, %arg3901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7014, %7015) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f169"}> ({
  ^bb0(%arg3894: i32, %arg3895: i32, %arg3896: index, %arg3897: f32):
    %7007:2 = "func.call"(%arg3894, %arg3895, %arg3896, %arg3897) <{callee = @f162}> : (i32, i32, index, f32) -> (i32, f32)
    %7008 = "arith.andi"(%arg3894, %7007#0) : (i32, i32) -> i32
    %7009 = "arith.minsi"(%7007#0, %7008) : (i32, i32) -> i32
    %7010 = "arith.xori"(%7008, %7008) : (i32, i32) -> i32
    %7011 = "arith.xori"(%7008, %7008) : (i32, i32) -> i32
    "func.return"(%7011, %7007#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f170"}> ({
  ^bb0(%arg3890: i32, %arg3891: i32, %arg3892: index, %arg3893: f32):
    %7003 = "arith.addf"(%arg3893, %arg3893) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7004 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7005 = "arith.ori"(%7004, %arg3890) : (i32, i32) -> i32
    %7006 = "arith.ori"(%arg3890, %arg3891) : (i32, i32) -> i32
    "func.return"(%7006, %7003) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f171"}> ({
  ^bb0(%arg3886: i32, %arg3887: i32, %arg3888: index, %arg3889: f32):
    %6996 = "arith.subi"(%arg3886, %arg3887) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6997:2 = "func.call"(%arg3887, %6996, %arg3888, %arg3889) <{callee = @f166}> : (i32, i32, index, f32) -> (i32, f32)
    %6998 = "arith.cmpi"(%6996, %6997#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6999 = "scf.if"(%6998) ({
      %7002 = "arith.addi"(%arg3886, %6997#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7002) : (i32) -> ()
    }, {
      %7001 = "arith.muli"(%arg3886, %6997#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7001) : (i32) -> ()
    }) : (i1) -> i32
    %7000:2 = "func.call"(%6996, %6997#0, %arg3888, %6997#1) <{callee = @f167}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%7000#0, %7000#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f172"}> ({
  ^bb0(%arg3882: i32, %arg3883: i32, %arg3884: index, %arg3885: f32):
    %6992 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6993 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6994 = "arith.addf"(%arg3885, %arg3885) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6995 = "arith.andi"(%arg3883, %arg3883) : (i32, i32) -> i32
    "func.return"(%6995, %6994) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f173"}> ({
  ^bb0(%arg3878: i32, %arg3879: i32, %arg3880: index, %arg3881: f32):
    %6988 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6989:2 = "func.call"(%arg3879, %arg3878, %arg3880, %arg3881) <{callee = @f172}> : (i32, i32, index, f32) -> (i32, f32)
    %6990:2 = "func.call"(%6989#0, %6988, %arg3880, %6989#1) <{callee = @f170}> : (i32, i32, index, f32) -> (i32, f32)
    %6991 = "arith.subf"(%6990#1, %arg3881) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6990#0, %6991) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f174"}> ({
  ^bb0(%arg3874: i32, %arg3875: i32, %arg3876: index, %arg3877: f32):
    %6981 = "arith.addi"(%arg3875, %arg3875) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6982 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6983 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6984 = "arith.addi"(%arg3876, %6983) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6985 = "arith.index_cast"(%6984) : (index) -> i32
    %6986 = "arith.muli"(%arg3875, %6982) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6987 = "arith.muli"(%arg3875, %6982) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6987, %arg3877) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f175"}> ({
  ^bb0(%arg3870: i32, %arg3871: i32, %arg3872: index, %arg3873: f32):
    %6972:2 = "func.call"(%arg3870, %arg3871, %arg3872, %arg3873) <{callee = @f168}> : (i32, i32, index, f32) -> (i32, f32)
    %6973 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6974 = "arith.addi"(%arg3872, %6973) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6975 = "arith.index_cast"(%6974) : (index) -> i32
    %6976 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6977 = "arith.addi"(%arg3872, %6976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6978 = "arith.index_cast"(%6977) : (index) -> i32
    %6979 = "arith.cmpi"(%6975, %6975) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6980 = "arith.select"(%6979, %arg3871, %6972#0) : (i1, i32, i32) -> i32
    "func.return"(%6980, %6972#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f176"}> ({
  ^bb0(%arg3864: i32, %arg3865: i32, %arg3866: index, %arg3867: f32):
    %6961 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6962 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6963 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6964 = "scf.for"(%6961, %6962, %6963, %arg3864) ({
    ^bb0(%arg3868: index, %arg3869: i32):
      %6968 = "arith.index_cast"(%arg3868) : (index) -> i32
      %6969 = "arith.muli"(%arg3865, %arg3864) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6970 = "arith.addi"(%arg3869, %6968) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6971 = "arith.xori"(%6970, %6969) : (i32, i32) -> i32
      "scf.yield"(%6971) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6965 = "arith.muli"(%6964, %6964) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6966 = "arith.subi"(%arg3865, %arg3865) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6967:2 = "func.call"(%arg3864, %6966, %arg3866, %arg3867) <{callee = @f171}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6967#0, %6967#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f177"}> ({
  ^bb0(%arg3860: i32, %arg3861: i32, %arg3862: index, %arg3863: f32):
    %6952 = "arith.xori"(%arg3861, %arg3861) : (i32, i32) -> i32
    %6953 = "arith.xori"(%arg3861, %arg3861) : (i32, i32) -> i32
    %6954 = "arith.ori"(%6952, %6953) : (i32, i32) -> i32
    %6955 = "arith.cmpi"(%6953, %6953) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6956 = "arith.select"(%6955, %arg3861, %6952) : (i1, i32, i32) -> i32
    %6957 = "arith.cmpi"(%6956, %arg3861) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6958 = "scf.if"(%6957) ({
      %6960 = "arith.addi"(%6952, %arg3860) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6960) : (i32) -> ()
    }, {
      %6959 = "arith.muli"(%6952, %arg3860) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6959) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6958, %arg3863) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f178"}> ({
  ^bb0(%arg3854: i32, %arg3855: i32, %arg3856: index, %arg3857: f32):
    %6939 = "arith.cmpi"(%arg3855, %arg3855) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6940 = "arith.select"(%6939, %arg3854, %arg3854) : (i1, i32, i32) -> i32
    %6941 = "arith.cmpi"(%arg3854, %6940) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6942 = "arith.select"(%6941, %6940, %arg3855) : (i1, i32, i32) -> i32
    %6943 = "arith.andi"(%arg3854, %6940) : (i32, i32) -> i32
    %6944 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6945 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6946 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6947 = "scf.for"(%6944, %6945, %6946, %arg3854) ({
    ^bb0(%arg3858: index, %arg3859: i32):
      %6948 = "arith.index_cast"(%arg3858) : (index) -> i32
      %6949 = "arith.muli"(%6942, %arg3855) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6950 = "arith.addi"(%arg3859, %6948) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6951 = "arith.xori"(%6950, %6949) : (i32, i32) -> i32
      "scf.yield"(%6951) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6947, %arg3857) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f179"}> ({
  ^bb0(%arg3850: i32, %arg3851: i32, %arg3852: index, %arg3853: f32):
    %6934 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6935 = "arith.xori"(%arg3850, %6934) : (i32, i32) -> i32
    %6936 = "arith.ori"(%arg3851, %arg3851) : (i32, i32) -> i32
    %6937 = "arith.ori"(%arg3851, %arg3851) : (i32, i32) -> i32
    %6938 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%6938, %arg3853) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f180"}> ({
  ^bb0(%arg3846: i32, %arg3847: i32, %arg3848: index, %arg3849: f32):
    %6929 = "arith.xori"(%arg3847, %arg3847) : (i32, i32) -> i32
    %6930 = "arith.xori"(%arg3847, %arg3846) : (i32, i32) -> i32
    %6931 = "arith.xori"(%arg3847, %arg3846) : (i32, i32) -> i32
    %6932 = "arith.mulf"(%arg3849, %arg3849) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6933 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%6933, %6932) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f181"}> ({
  ^bb0(%arg3842: i32, %arg3843: i32, %arg3844: index, %arg3845: f32):
    %6919 = "arith.cmpi"(%arg3842, %arg3842) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6920 = "scf.if"(%6919) ({
      %6928 = "arith.addi"(%arg3842, %arg3843) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6928) : (i32) -> ()
    }, {
      %6927 = "arith.muli"(%arg3842, %arg3843) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6927) : (i32) -> ()
    }) : (i1) -> i32
    %6921 = "arith.ori"(%arg3842, %arg3843) : (i32, i32) -> i32
    %6922 = "arith.cmpi"(%6920, %6920) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6923 = "scf.if"(%6922) ({
      %6926 = "arith.addi"(%6920, %arg3842) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6926) : (i32) -> ()
    }, {
      %6925 = "arith.muli"(%6920, %arg3842) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6925) : (i32) -> ()
    }) : (i1) -> i32
    %6924 = "arith.maxsi"(%6920, %6923) : (i32, i32) -> i32
    "func.return"(%6924, %arg3845) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f182"}> ({
  ^bb0(%arg3838: i32, %arg3839: i32, %arg3840: index, %arg3841: f32):
    %6912 = "arith.addi"(%arg3839, %arg3839) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6913 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6914 = "arith.addi"(%arg3840, %6913) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6915 = "arith.index_cast"(%6914) : (index) -> i32
    %6916:2 = "func.call"(%6915, %arg3839, %6914, %arg3841) <{callee = @f174}> : (i32, i32, index, f32) -> (i32, f32)
    %6917 = "arith.cmpi"(%6912, %arg3838) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6918 = "arith.select"(%6917, %arg3839, %arg3838) : (i1, i32, i32) -> i32
    "func.return"(%6918, %6916#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f183"}> ({
  ^bb0(%arg3834: i32, %arg3835: i32, %arg3836: index, %arg3837: f32):
    %6907 = "arith.addf"(%arg3837, %arg3837) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6908 = "arith.cmpi"(%arg3835, %arg3834) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6909 = "arith.select"(%6908, %arg3834, %arg3834) : (i1, i32, i32) -> i32
    %6910:2 = "func.call"(%arg3835, %6909, %arg3836, %6907) <{callee = @f179}> : (i32, i32, index, f32) -> (i32, f32)
    %6911 = "arith.addf"(%6910#1, %arg3837) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6910#0, %6911) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f184"}> ({
  ^bb0(%arg3830: i32, %arg3831: i32, %arg3832: index, %arg3833: f32):
    %6901 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6902 = "arith.subf"(%arg3833, %arg3833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6903 = "arith.cmpi"(%6901, %arg3831) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6904 = "arith.select"(%6903, %6901, %arg3830) : (i1, i32, i32) -> i32
    %6905 = "arith.andi"(%6904, %6904) : (i32, i32) -> i32
    %6906 = "arith.andi"(%6904, %6904) : (i32, i32) -> i32
    "func.return"(%6906, %6902) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f185"}> ({
  ^bb0(%arg3824: i32, %arg3825: i32, %arg3826: index, %arg3827: f32):
    %6889 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6890 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6891 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6892 = "scf.for"(%6889, %6890, %6891, %arg3824) ({
    ^bb0(%arg3828: index, %arg3829: i32):
      %6897 = "arith.index_cast"(%arg3828) : (index) -> i32
      %6898 = "arith.muli"(%arg3825, %arg3825) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6899 = "arith.addi"(%arg3829, %6897) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6900 = "arith.xori"(%6899, %6898) : (i32, i32) -> i32
      "scf.yield"(%6900) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6893 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6894 = "arith.cmpi"(%6893, %arg3825) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6895 = "arith.select"(%6894, %arg3825, %6892) : (i1, i32, i32) -> i32
    %6896:2 = "func.call"(%6895, %arg3824, %arg3826, %arg3827) <{callee = @f180}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6896#0, %6896#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f186"}> ({
  ^bb0(%arg3820: i32, %arg3821: i32, %arg3822: index, %arg3823: f32):
    %6882 = "arith.addi"(%arg3821, %arg3821) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6883 = "arith.addi"(%arg3821, %arg3821) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6884 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6885:2 = "func.call"(%6882, %6884, %arg3822, %arg3823) <{callee = @f184}> : (i32, i32, index, f32) -> (i32, f32)
    %6886 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6887 = "arith.addi"(%arg3822, %6886) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6888 = "arith.index_cast"(%6887) : (index) -> i32
    "func.return"(%6888, %6885#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f187"}> ({
  ^bb0(%arg3816: i32, %arg3817: i32, %arg3818: index, %arg3819: f32):
    %6875:2 = "func.call"(%arg3817, %arg3816, %arg3818, %arg3819) <{callee = @f180}> : (i32, i32, index, f32) -> (i32, f32)
    %6876 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6877 = "arith.cmpi"(%arg3817, %arg3816) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6878 = "scf.if"(%6877) ({
      %6881 = "arith.addi"(%6875#0, %6876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6881) : (i32) -> ()
    }, {
      %6880 = "arith.muli"(%6875#0, %6876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6880) : (i32) -> ()
    }) : (i1) -> i32
    %6879 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%6879, %6875#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f188"}> ({
  ^bb0(%arg3812: i32, %arg3813: i32, %arg3814: index, %arg3815: f32):
    %6868 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6869 = "arith.cmpi"(%arg3812, %6868) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6870 = "arith.select"(%6869, %arg3813, %arg3812) : (i1, i32, i32) -> i32
    %6871 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6872 = "arith.addi"(%arg3814, %6871) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6873 = "arith.index_cast"(%6872) : (index) -> i32
    %6874:2 = "func.call"(%6873, %6873, %arg3814, %arg3815) <{callee = @f187}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6874#0, %6874#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f189"}> ({
  ^bb0(%arg3806: i32, %arg3807: i32, %arg3808: index, %arg3809: f32):
    %6856 = "arith.cmpi"(%arg3806, %arg3806) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6857 = "arith.select"(%6856, %arg3807, %arg3806) : (i1, i32, i32) -> i32
    %6858 = "arith.addf"(%arg3809, %arg3809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6859 = "arith.ori"(%arg3807, %arg3807) : (i32, i32) -> i32
    %6860 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6861 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6862 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6863 = "scf.for"(%6860, %6861, %6862, %6859) ({
    ^bb0(%arg3810: index, %arg3811: i32):
      %6864 = "arith.index_cast"(%arg3810) : (index) -> i32
      %6865 = "arith.muli"(%arg3806, %6859) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6866 = "arith.addi"(%arg3811, %6864) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6867 = "arith.xori"(%6866, %6865) : (i32, i32) -> i32
      "scf.yield"(%6867) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6863, %6858) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f190"}> ({
  ^bb0(%arg3802: i32, %arg3803: i32, %arg3804: index, %arg3805: f32):
    %6851 = "arith.subf"(%arg3805, %arg3805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6852 = "arith.xori"(%arg3802, %arg3803) : (i32, i32) -> i32
    %6853 = "arith.xori"(%arg3802, %arg3803) : (i32, i32) -> i32
    %6854:2 = "func.call"(%6852, %6853, %arg3804, %6851) <{callee = @f186}> : (i32, i32, index, f32) -> (i32, f32)
    %6855 = "arith.addi"(%arg3802, %arg3803) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6855, %6854#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f191"}> ({
  ^bb0(%arg3796: i32, %arg3797: i32, %arg3798: index, %arg3799: f32):
    %6839 = "arith.cmpi"(%arg3796, %arg3796) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6840 = "arith.select"(%6839, %arg3796, %arg3796) : (i1, i32, i32) -> i32
    %6841 = "arith.muli"(%arg3796, %arg3797) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6842 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6843 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6844 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6845 = "scf.for"(%6842, %6843, %6844, %arg3797) ({
    ^bb0(%arg3800: index, %arg3801: i32):
      %6847 = "arith.index_cast"(%arg3800) : (index) -> i32
      %6848 = "arith.muli"(%arg3796, %arg3796) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6849 = "arith.addi"(%arg3801, %6847) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6850 = "arith.xori"(%6849, %6848) : (i32, i32) -> i32
      "scf.yield"(%6850) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6846:2 = "func.call"(%6845, %arg3797, %arg3798, %arg3799) <{callee = @f186}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6846#0, %6846#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f192"}> ({
  ^bb0(%arg3792: i32, %arg3793: i32, %arg3794: index, %arg3795: f32):
    %6832 = "arith.cmpi"(%arg3793, %arg3792) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6833 = "arith.select"(%6832, %arg3792, %arg3792) : (i1, i32, i32) -> i32
    %6834 = "arith.maxsi"(%6833, %6833) : (i32, i32) -> i32
    %6835 = "arith.maxsi"(%6833, %6833) : (i32, i32) -> i32
    %6836 = "arith.minsi"(%6833, %6834) : (i32, i32) -> i32
    %6837 = "arith.andi"(%6834, %arg3792) : (i32, i32) -> i32
    %6838 = "arith.andi"(%6834, %arg3792) : (i32, i32) -> i32
    "func.return"(%6838, %arg3795) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f193"}> ({
  ^bb0(%arg3788: i32, %arg3789: i32, %arg3790: index, %arg3791: f32):
    %6827 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6828 = "arith.cmpi"(%arg3788, %6827) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6829 = "arith.select"(%6828, %arg3789, %arg3789) : (i1, i32, i32) -> i32
    %6830 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6831 = "arith.mulf"(%arg3791, %arg3791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6830, %6831) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f194"}> ({
  ^bb0(%arg3782: i32, %arg3783: i32, %arg3784: index, %arg3785: f32):
    %6815 = "arith.subi"(%arg3783, %arg3783) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6816 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6817 = "arith.muli"(%6815, %6815) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6818 = "arith.muli"(%6815, %6815) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6819 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6820 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6821 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6822 = "scf.for"(%6819, %6820, %6821, %6816) ({
    ^bb0(%arg3786: index, %arg3787: i32):
      %6823 = "arith.index_cast"(%arg3786) : (index) -> i32
      %6824 = "arith.muli"(%6815, %6816) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6825 = "arith.addi"(%arg3787, %6823) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6826 = "arith.xori"(%6825, %6824) : (i32, i32) -> i32
      "scf.yield"(%6826) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6822, %arg3785) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f195"}> ({
  ^bb0(%arg3776: i32, %arg3777: i32, %arg3778: index, %arg3779: f32):
    %6804 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6805 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6806 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6807 = "scf.for"(%6804, %6805, %6806, %arg3776) ({
    ^bb0(%arg3780: index, %arg3781: i32):
      %6811 = "arith.index_cast"(%arg3780) : (index) -> i32
      %6812 = "arith.muli"(%arg3776, %arg3777) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6813 = "arith.addi"(%arg3781, %6811) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6814 = "arith.xori"(%6813, %6812) : (i32, i32) -> i32
      "scf.yield"(%6814) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6808 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6809 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6810 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%6810, %arg3779) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f196"}> ({
  ^bb0(%arg3772: i32, %arg3773: i32, %arg3774: index, %arg3775: f32):
    %6799:2 = "func.call"(%arg3773, %arg3773, %arg3774, %arg3775) <{callee = @f189}> : (i32, i32, index, f32) -> (i32, f32)
    %6800 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6801 = "arith.ori"(%6799#0, %6800) : (i32, i32) -> i32
    %6802 = "arith.andi"(%6800, %arg3772) : (i32, i32) -> i32
    %6803 = "arith.andi"(%6800, %arg3772) : (i32, i32) -> i32
    "func.return"(%6803, %6799#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f197"}> ({
  ^bb0(%arg3768: i32, %arg3769: i32, %arg3770: index, %arg3771: f32):
    %6794 = "arith.ori"(%arg3768, %arg3769) : (i32, i32) -> i32
    %6795 = "arith.addi"(%arg3769, %arg3769) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6796 = "arith.addi"(%arg3769, %arg3769) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6797 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6798:2 = "func.call"(%6796, %6794, %arg3770, %arg3771) <{callee = @f193}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6798#0, %6798#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f198"}> ({
  ^bb0(%arg3764: i32, %arg3765: i32, %arg3766: index, %arg3767: f32):
    %6786 = "arith.subi"(%arg3765, %arg3764) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6787 = "arith.subi"(%arg3765, %arg3764) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6788 = "arith.cmpi"(%arg3765, %arg3765) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6789 = "arith.select"(%6788, %arg3764, %6787) : (i1, i32, i32) -> i32
    %6790 = "arith.cmpi"(%6789, %arg3764) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6791 = "arith.select"(%6790, %6786, %6789) : (i1, i32, i32) -> i32
    %6792 = "arith.cmpi"(%arg3764, %arg3764) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6793 = "arith.select"(%6792, %6786, %6786) : (i1, i32, i32) -> i32
    "func.return"(%6793, %arg3767) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f199"}> ({
  ^bb0(%arg3760: i32, %arg3761: i32, %arg3762: index, %arg3763: f32):
    %6780 = "arith.cmpi"(%arg3761, %arg3760) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6781 = "arith.select"(%6780, %arg3760, %arg3761) : (i1, i32, i32) -> i32
    %6782 = "arith.addf"(%arg3763, %arg3763) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6783 = "arith.cmpi"(%arg3760, %arg3761) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6784 = "arith.select"(%6783, %arg3761, %6781) : (i1, i32, i32) -> i32
    %6785 = "arith.subf"(%6782, %6782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6784, %6785) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f200"}> ({
  ^bb0(%arg3756: i32, %arg3757: i32, %arg3758: index, %arg3759: f32):
    %6774:2 = "func.call"(%arg3756, %arg3756, %arg3758, %arg3759) <{callee = @f199}> : (i32, i32, index, f32) -> (i32, f32)
    %6775 = "arith.minsi"(%6774#0, %arg3757) : (i32, i32) -> i32
    %6776 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6777 = "arith.addi"(%arg3758, %6776) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6778 = "arith.index_cast"(%6777) : (index) -> i32
    %6779 = "arith.andi"(%6775, %arg3756) : (i32, i32) -> i32
    "func.return"(%6779, %6774#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f201"}> ({
  ^bb0(%arg3752: i32, %arg3753: i32, %arg3754: index, %arg3755: f32):
    %6769:2 = "func.call"(%arg3753, %arg3752, %arg3754, %arg3755) <{callee = @f195}> : (i32, i32, index, f32) -> (i32, f32)
    %6770 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6771 = "arith.xori"(%arg3753, %6769#0) : (i32, i32) -> i32
    %6772 = "arith.xori"(%arg3753, %6769#0) : (i32, i32) -> i32
    %6773 = "arith.subi"(%arg3753, %6771) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6773, %6769#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f202"}> ({
  ^bb0(%arg3748: i32, %arg3749: i32, %arg3750: index, %arg3751: f32):
    %6759 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6760 = "arith.addi"(%arg3750, %6759) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6761 = "arith.index_cast"(%6760) : (index) -> i32
    %6762:2 = "func.call"(%arg3749, %6761, %6759, %arg3751) <{callee = @f197}> : (i32, i32, index, f32) -> (i32, f32)
    %6763 = "arith.cmpi"(%6762#0, %6762#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6764 = "scf.if"(%6763) ({
      %6768 = "arith.addi"(%6761, %arg3748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6768) : (i32) -> ()
    }, {
      %6767 = "arith.muli"(%6761, %arg3748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6767) : (i32) -> ()
    }) : (i1) -> i32
    %6765 = "arith.maxsi"(%6764, %6764) : (i32, i32) -> i32
    %6766 = "arith.maxsi"(%6764, %6764) : (i32, i32) -> i32
    "func.return"(%6766, %6762#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f203"}> ({
  ^bb0(%arg3744: i32, %arg3745: i32, %arg3746: index, %arg3747: f32):
    %6751 = "arith.mulf"(%arg3747, %arg3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6752 = "arith.cmpi"(%arg3745, %arg3744) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6753 = "arith.select"(%6752, %arg3745, %arg3744) : (i1, i32, i32) -> i32
    %6754 = "arith.cmpi"(%arg3744, %arg3744) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6755 = "scf.if"(%6754) ({
      %6758 = "arith.addi"(%6753, %6753) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6758) : (i32) -> ()
    }, {
      %6757 = "arith.muli"(%6753, %6753) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6757) : (i32) -> ()
    }) : (i1) -> i32
    %6756 = "arith.andi"(%6753, %6755) : (i32, i32) -> i32
    "func.return"(%6756, %6751) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f204"}> ({
  ^bb0(%arg3740: i32, %arg3741: i32, %arg3742: index, %arg3743: f32):
    %6740 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6741 = "arith.cmpi"(%arg3741, %arg3740) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6742 = "scf.if"(%6741) ({
      %6750 = "arith.addi"(%arg3740, %6740) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6750) : (i32) -> ()
    }, {
      %6749 = "arith.muli"(%arg3740, %6740) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6749) : (i32) -> ()
    }) : (i1) -> i32
    %6743 = "arith.cmpi"(%arg3741, %arg3741) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6744 = "scf.if"(%6743) ({
      %6748 = "arith.addi"(%6742, %arg3741) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6748) : (i32) -> ()
    }, {
      %6747 = "arith.muli"(%6742, %arg3741) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6747) : (i32) -> ()
    }) : (i1) -> i32
    %6745 = "arith.xori"(%arg3740, %arg3740) : (i32, i32) -> i32
    %6746 = "arith.xori"(%arg3740, %arg3740) : (i32, i32) -> i32
    "func.return"(%6746, %arg3743) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f205"}> ({
  ^bb0(%arg3736: i32, %arg3737: i32, %arg3738: index, %arg3739: f32):
    %6734:2 = "func.call"(%arg3736, %arg3736, %arg3738, %arg3739) <{callee = @f201}> : (i32, i32, index, f32) -> (i32, f32)
    %6735 = "arith.andi"(%arg3736, %arg3737) : (i32, i32) -> i32
    %6736:2 = "func.call"(%arg3737, %arg3736, %arg3738, %6734#1) <{callee = @f198}> : (i32, i32, index, f32) -> (i32, f32)
    %6737 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6738 = "arith.addi"(%arg3738, %6737) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6739 = "arith.index_cast"(%6738) : (index) -> i32
    "func.return"(%6739, %6736#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f206"}> ({
  ^bb0(%arg3732: i32, %arg3733: i32, %arg3734: index, %arg3735: f32):
    %6728 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6729 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6730 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6731 = "arith.addi"(%arg3734, %6730) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6732 = "arith.index_cast"(%6731) : (index) -> i32
    %6733 = "arith.addi"(%6728, %arg3732) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6733, %arg3735) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f207"}> ({
  ^bb0(%arg3728: i32, %arg3729: i32, %arg3730: index, %arg3731: f32):
    %6724 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6725 = "arith.maxsi"(%arg3729, %arg3729) : (i32, i32) -> i32
    %6726 = "arith.subf"(%arg3731, %arg3731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6727 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%6727, %6726) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f208"}> ({
  ^bb0(%arg3724: i32, %arg3725: i32, %arg3726: index, %arg3727: f32):
    %6716 = "arith.cmpi"(%arg3724, %arg3725) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6717 = "scf.if"(%6716) ({
      %6723 = "arith.addi"(%arg3724, %arg3724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6723) : (i32) -> ()
    }, {
      %6722 = "arith.muli"(%arg3724, %arg3724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6722) : (i32) -> ()
    }) : (i1) -> i32
    %6718 = "arith.andi"(%6717, %arg3725) : (i32, i32) -> i32
    %6719 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6720 = "arith.cmpi"(%6718, %arg3724) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6721 = "arith.select"(%6720, %6718, %6718) : (i1, i32, i32) -> i32
    "func.return"(%6721, %arg3727) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f209"}> ({
  ^bb0(%arg3718: i32, %arg3719: i32, %arg3720: index, %arg3721: f32):
    %6705 = "arith.xori"(%arg3719, %arg3718) : (i32, i32) -> i32
    %6706:2 = "func.call"(%arg3718, %arg3718, %arg3720, %arg3721) <{callee = @f206}> : (i32, i32, index, f32) -> (i32, f32)
    %6707:2 = "func.call"(%arg3718, %6705, %arg3720, %6706#1) <{callee = @f202}> : (i32, i32, index, f32) -> (i32, f32)
    %6708 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6709 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6710 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6711 = "scf.for"(%6708, %6709, %6710, %arg3719) ({
    ^bb0(%arg3722: index, %arg3723: i32):
      %6712 = "arith.index_cast"(%arg3722) : (index) -> i32
      %6713 = "arith.muli"(%arg3718, %arg3718) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6714 = "arith.addi"(%arg3723, %6712) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6715 = "arith.xori"(%6714, %6713) : (i32, i32) -> i32
      "scf.yield"(%6715) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6711, %6707#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f210"}> ({
  ^bb0(%arg3714: i32, %arg3715: i32, %arg3716: index, %arg3717: f32):
    %6698:2 = "func.call"(%arg3714, %arg3715, %arg3716, %arg3717) <{callee = @f204}> : (i32, i32, index, f32) -> (i32, f32)
    %6699 = "arith.muli"(%arg3715, %6698#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6700 = "arith.minsi"(%6699, %6698#0) : (i32, i32) -> i32
    %6701 = "arith.cmpi"(%6700, %6698#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6702 = "scf.if"(%6701) ({
      %6704 = "arith.addi"(%arg3715, %arg3714) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6704) : (i32) -> ()
    }, {
      %6703 = "arith.muli"(%arg3715, %arg3714) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6703) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6702, %6698#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f211"}> ({
  ^bb0(%arg3708: i32, %arg3709: i32, %arg3710: index, %arg3711: f32):
    %6687 = "arith.addf"(%arg3711, %arg3711) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6688 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6689 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6690 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6691 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6692 = "scf.for"(%6689, %6690, %6691, %arg3709) ({
    ^bb0(%arg3712: index, %arg3713: i32):
      %6694 = "arith.index_cast"(%arg3712) : (index) -> i32
      %6695 = "arith.muli"(%arg3708, %arg3709) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6696 = "arith.addi"(%arg3713, %6694) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6697 = "arith.xori"(%6696, %6695) : (i32, i32) -> i32
      "scf.yield"(%6697) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6693 = "arith.mulf"(%arg3711, %6687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6692, %6693) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f212"}> ({
  ^bb0(%arg3700: i32, %arg3701: i32, %arg3702: index, %arg3703: f32):
    %6667 = "arith.cmpi"(%arg3700, %arg3701) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6668 = "arith.select"(%6667, %arg3701, %arg3700) : (i1, i32, i32) -> i32
    %6669 = "arith.cmpi"(%arg3700, %arg3701) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6670 = "arith.select"(%6669, %arg3700, %arg3700) : (i1, i32, i32) -> i32
    %6671 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6672 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6673 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6674 = "scf.for"(%6671, %6672, %6673, %6670) ({
    ^bb0(%arg3706: index, %arg3707: i32):
      %6683 = "arith.index_cast"(%arg3706) : (index) -> i32
      %6684 = "arith.muli"(%arg3701, %arg3700) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6685 = "arith.addi"(%arg3707, %6683) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6686 = "arith.xori"(%6685, %6684) : (i32, i32) -> i32
      "scf.yield"(%6686) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6675 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6676 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6677 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6678 = "scf.for"(%6675, %6676, %6677, %arg3700) ({
    ^bb0(%arg3704: index, %arg3705: i32):
      %6679 = "arith.index_cast"(%arg3704) : (index) -> i32
      %6680 = "arith.muli"(%arg3701, %6670) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6681 = "arith.addi"(%arg3705, %6679) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6682 = "arith.xori"(%6681, %6680) : (i32, i32) -> i32
      "scf.yield"(%6682) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6678, %arg3703) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f213"}> ({
  ^bb0(%arg3696: i32, %arg3697: i32, %arg3698: index, %arg3699: f32):
    %6663 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6664 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6665 = "arith.addi"(%6663, %6663) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6666 = "arith.muli"(%arg3696, %arg3696) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6666, %arg3699) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f214"}> ({
  ^bb0(%arg3692: i32, %arg3693: i32, %arg3694: index, %arg3695: f32):
    %6659:2 = "func.call"(%arg3692, %arg3693, %arg3694, %arg3695) <{callee = @f210}> : (i32, i32, index, f32) -> (i32, f32)
    %6660 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6661 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6662:2 = "func.call"(%arg3693, %6659#0, %arg3694, %arg3695) <{callee = @f206}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6662#0, %6662#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f215"}> ({
  ^bb0(%arg3688: i32, %arg3689: i32, %arg3690: index, %arg3691: f32):
    %6651 = "arith.xori"(%arg3688, %arg3689) : (i32, i32) -> i32
    %6652 = "arith.xori"(%arg3688, %arg3689) : (i32, i32) -> i32
    %6653 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6654 = "arith.cmpi"(%6652, %6652) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6655 = "scf.if"(%6654) ({
      %6658 = "arith.addi"(%6653, %arg3688) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6658) : (i32) -> ()
    }, {
      %6657 = "arith.muli"(%6653, %arg3688) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6657) : (i32) -> ()
    }) : (i1) -> i32
    %6656:2 = "func.call"(%6651, %6653, %arg3690, %arg3691) <{callee = @f213}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6656#0, %6656#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f216"}> ({
  ^bb0(%arg3684: i32, %arg3685: i32, %arg3686: index, %arg3687: f32):
    %6647 = "arith.subf"(%arg3687, %arg3687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6648 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6649 = "arith.xori"(%arg3685, %6648) : (i32, i32) -> i32
    %6650 = "arith.subf"(%6647, %arg3687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6649, %6650) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f217"}> ({
  ^bb0(%arg3678: i32, %arg3679: i32, %arg3680: index, %arg3681: f32):
    %6636 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6637 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6638 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6639 = "scf.for"(%6636, %6637, %6638, %arg3679) ({
    ^bb0(%arg3682: index, %arg3683: i32):
      %6643 = "arith.index_cast"(%arg3682) : (index) -> i32
      %6644 = "arith.muli"(%arg3679, %arg3678) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6645 = "arith.addi"(%arg3683, %6643) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6646 = "arith.xori"(%6645, %6644) : (i32, i32) -> i32
      "scf.yield"(%6646) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6640 = "arith.subi"(%6639, %arg3679) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6641 = "arith.addf"(%arg3681, %arg3681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6642:2 = "func.call"(%6639, %6640, %arg3680, %6641) <{callee = @f216}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6642#0, %6642#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f218"}> ({
  ^bb0(%arg3674: i32, %arg3675: i32, %arg3676: index, %arg3677: f32):
    %6632 = "arith.maxsi"(%arg3675, %arg3675) : (i32, i32) -> i32
    %6633 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6634 = "arith.minsi"(%arg3675, %arg3675) : (i32, i32) -> i32
    %6635 = "arith.minsi"(%arg3674, %arg3674) : (i32, i32) -> i32
    "func.return"(%6635, %arg3677) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f219"}> ({
  ^bb0(%arg3670: i32, %arg3671: i32, %arg3672: index, %arg3673: f32):
    %6624 = "arith.cmpi"(%arg3670, %arg3671) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6625 = "scf.if"(%6624) ({
      %6631 = "arith.addi"(%arg3670, %arg3671) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6631) : (i32) -> ()
    }, {
      %6630 = "arith.muli"(%arg3670, %arg3671) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6630) : (i32) -> ()
    }) : (i1) -> i32
    %6626 = "arith.cmpi"(%arg3671, %arg3671) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6627 = "arith.select"(%6626, %arg3670, %arg3671) : (i1, i32, i32) -> i32
    %6628 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6629:2 = "func.call"(%arg3670, %arg3671, %arg3672, %arg3673) <{callee = @f215}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6629#0, %6629#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f220"}> ({
  ^bb0(%arg3666: i32, %arg3667: i32, %arg3668: index, %arg3669: f32):
    %6620:2 = "func.call"(%arg3666, %arg3666, %arg3668, %arg3669) <{callee = @f219}> : (i32, i32, index, f32) -> (i32, f32)
    %6621 = "arith.muli"(%arg3666, %6620#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6622 = "arith.addf"(%6620#1, %6620#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6623:2 = "func.call"(%arg3667, %arg3667, %arg3668, %arg3669) <{callee = @f215}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6623#0, %6623#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f221"}> ({
  ^bb0(%arg3660: i32, %arg3661: i32, %arg3662: index, %arg3663: f32):
    %6607 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6608 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6609 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6610 = "scf.for"(%6607, %6608, %6609, %arg3660) ({
    ^bb0(%arg3664: index, %arg3665: i32):
      %6616 = "arith.index_cast"(%arg3664) : (index) -> i32
      %6617 = "arith.muli"(%arg3660, %arg3661) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6618 = "arith.addi"(%arg3665, %6616) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6619 = "arith.xori"(%6618, %6617) : (i32, i32) -> i32
      "scf.yield"(%6619) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6611 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6612 = "arith.addi"(%arg3662, %6611) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6613 = "arith.index_cast"(%6612) : (index) -> i32
    %6614 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6615 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%6615, %arg3663) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f222"}> ({
  ^bb0(%arg3654: i32, %arg3655: i32, %arg3656: index, %arg3657: f32):
    %6596:2 = "func.call"(%arg3655, %arg3654, %arg3656, %arg3657) <{callee = @f219}> : (i32, i32, index, f32) -> (i32, f32)
    %6597 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6598 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6599 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6600 = "scf.for"(%6597, %6598, %6599, %arg3655) ({
    ^bb0(%arg3658: index, %arg3659: i32):
      %6603 = "arith.index_cast"(%arg3658) : (index) -> i32
      %6604 = "arith.muli"(%arg3655, %arg3655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6605 = "arith.addi"(%arg3659, %6603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6606 = "arith.xori"(%6605, %6604) : (i32, i32) -> i32
      "scf.yield"(%6606) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6601 = "arith.ori"(%arg3655, %arg3654) : (i32, i32) -> i32
    %6602:2 = "func.call"(%6596#0, %6596#0, %arg3656, %6596#1) <{callee = @f214}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6602#0, %6602#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f223"}> ({
  ^bb0(%arg3650: i32, %arg3651: i32, %arg3652: index, %arg3653: f32):
    %6589 = "arith.xori"(%arg3650, %arg3651) : (i32, i32) -> i32
    %6590:2 = "func.call"(%arg3650, %6589, %arg3652, %arg3653) <{callee = @f221}> : (i32, i32, index, f32) -> (i32, f32)
    %6591 = "arith.cmpi"(%6590#0, %6589) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6592 = "scf.if"(%6591) ({
      %6595 = "arith.addi"(%6590#0, %arg3650) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6595) : (i32) -> ()
    }, {
      %6594 = "arith.muli"(%6590#0, %arg3650) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6594) : (i32) -> ()
    }) : (i1) -> i32
    %6593 = "arith.xori"(%arg3650, %6590#0) : (i32, i32) -> i32
    "func.return"(%6593, %6590#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f224"}> ({
  ^bb0(%arg3646: i32, %arg3647: i32, %arg3648: index, %arg3649: f32):
    %6581 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6582 = "arith.addi"(%arg3648, %6581) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6583 = "arith.index_cast"(%6582) : (index) -> i32
    %6584:2 = "func.call"(%arg3646, %arg3647, %arg3648, %arg3649) <{callee = @f220}> : (i32, i32, index, f32) -> (i32, f32)
    %6585:2 = "func.call"(%6583, %arg3647, %arg3648, %arg3649) <{callee = @f219}> : (i32, i32, index, f32) -> (i32, f32)
    %6586 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6587 = "arith.addi"(%arg3648, %6586) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6588 = "arith.index_cast"(%6587) : (index) -> i32
    "func.return"(%6588, %6585#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f225"}> ({
  ^bb0(%arg3642: i32, %arg3643: i32, %arg3644: index, %arg3645: f32):
    %6576 = "arith.maxsi"(%arg3643, %arg3643) : (i32, i32) -> i32
    %6577 = "arith.cmpi"(%arg3643, %arg3642) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6578 = "arith.select"(%6577, %arg3643, %6576) : (i1, i32, i32) -> i32
    %6579 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6580 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%6580, %arg3645) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f226"}> ({
  ^bb0(%arg3638: i32, %arg3639: i32, %arg3640: index, %arg3641: f32):
    %6570 = "arith.addi"(%arg3639, %arg3638) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6571 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6572 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6573 = "arith.addi"(%arg3640, %6572) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6574 = "arith.index_cast"(%6573) : (index) -> i32
    %6575 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%6575, %arg3641) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f227"}> ({
  ^bb0(%arg3632: i32, %arg3633: i32, %arg3634: index, %arg3635: f32):
    %6557 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6558 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6559 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6560 = "scf.for"(%6557, %6558, %6559, %arg3632) ({
    ^bb0(%arg3636: index, %arg3637: i32):
      %6566 = "arith.index_cast"(%arg3636) : (index) -> i32
      %6567 = "arith.muli"(%arg3632, %arg3633) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6568 = "arith.addi"(%arg3637, %6566) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6569 = "arith.xori"(%6568, %6567) : (i32, i32) -> i32
      "scf.yield"(%6569) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6561 = "arith.subi"(%arg3633, %arg3633) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6562 = "arith.subi"(%arg3633, %arg3633) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6563 = "arith.cmpi"(%6560, %arg3633) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6564 = "arith.select"(%6563, %arg3633, %arg3633) : (i1, i32, i32) -> i32
    %6565 = "arith.mulf"(%arg3635, %arg3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6564, %6565) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f228"}> ({
  ^bb0(%arg3628: i32, %arg3629: i32, %arg3630: index, %arg3631: f32):
    %6550 = "arith.muli"(%arg3628, %arg3629) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6551 = "arith.muli"(%arg3628, %arg3629) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6552 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6553 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6554 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6555 = "arith.addi"(%arg3630, %6554) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6556 = "arith.index_cast"(%6555) : (index) -> i32
    "func.return"(%6556, %arg3631) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f229"}> ({
  ^bb0(%arg3624: i32, %arg3625: i32, %arg3626: index, %arg3627: f32):
    %6540 = "arith.addi"(%arg3625, %arg3624) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6541 = "arith.addi"(%arg3625, %arg3624) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6542 = "arith.cmpi"(%6540, %6541) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6543 = "scf.if"(%6542) ({
      %6549 = "arith.addi"(%6540, %6541) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6549) : (i32) -> ()
    }, {
      %6548 = "arith.muli"(%6540, %6541) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6548) : (i32) -> ()
    }) : (i1) -> i32
    %6544 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6545 = "arith.addi"(%arg3626, %6544) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6546 = "arith.index_cast"(%6545) : (index) -> i32
    %6547:2 = "func.call"(%6540, %arg3625, %arg3626, %arg3627) <{callee = @f225}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6547#0, %6547#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f230"}> ({
  ^bb0(%arg3620: i32, %arg3621: i32, %arg3622: index, %arg3623: f32):
    %6535 = "arith.subi"(%arg3621, %arg3621) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6536 = "arith.subi"(%arg3621, %arg3621) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6537:2 = "func.call"(%6535, %6535, %arg3622, %arg3623) <{callee = @f223}> : (i32, i32, index, f32) -> (i32, f32)
    %6538:2 = "func.call"(%6536, %6535, %arg3622, %arg3623) <{callee = @f224}> : (i32, i32, index, f32) -> (i32, f32)
    %6539 = "arith.subf"(%6538#1, %arg3623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6538#0, %6539) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f231"}> ({
  ^bb0(%arg3616: i32, %arg3617: i32, %arg3618: index, %arg3619: f32):
    %6530 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6531 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6532 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6533 = "arith.cmpi"(%6532, %arg3616) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6534 = "arith.select"(%6533, %6530, %6530) : (i1, i32, i32) -> i32
    "func.return"(%6534, %arg3619) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f232"}> ({
  ^bb0(%arg3612: i32, %arg3613: i32, %arg3614: index, %arg3615: f32):
    %6522 = "arith.cmpi"(%arg3612, %arg3612) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6523 = "scf.if"(%6522) ({
      %6529 = "arith.addi"(%arg3613, %arg3612) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6529) : (i32) -> ()
    }, {
      %6528 = "arith.muli"(%arg3613, %arg3612) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6528) : (i32) -> ()
    }) : (i1) -> i32
    %6524 = "arith.subf"(%arg3615, %arg3615) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6525 = "arith.muli"(%6523, %arg3613) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6526 = "arith.muli"(%6523, %arg3613) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6527 = "arith.andi"(%6523, %6526) : (i32, i32) -> i32
    "func.return"(%6527, %6524) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f233"}> ({
  ^bb0(%arg3606: i32, %arg3607: i32, %arg3608: index, %arg3609: f32):
    %6511:2 = "func.call"(%arg3606, %arg3606, %arg3608, %arg3609) <{callee = @f225}> : (i32, i32, index, f32) -> (i32, f32)
    %6512 = "arith.subf"(%arg3609, %6511#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6513:2 = "func.call"(%6511#0, %arg3606, %arg3608, %arg3609) <{callee = @f229}> : (i32, i32, index, f32) -> (i32, f32)
    %6514 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6515 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6516 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6517 = "scf.for"(%6514, %6515, %6516, %6511#0) ({
    ^bb0(%arg3610: index, %arg3611: i32):
      %6518 = "arith.index_cast"(%arg3610) : (index) -> i32
      %6519 = "arith.muli"(%6511#0, %arg3607) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6520 = "arith.addi"(%arg3611, %6518) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6521 = "arith.xori"(%6520, %6519) : (i32, i32) -> i32
      "scf.yield"(%6521) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6517, %6513#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f234"}> ({
  ^bb0(%arg3602: i32, %arg3603: i32, %arg3604: index, %arg3605: f32):
    %6507 = "arith.maxsi"(%arg3603, %arg3602) : (i32, i32) -> i32
    %6508 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6509 = "arith.subf"(%arg3605, %arg3605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6510:2 = "func.call"(%arg3603, %arg3602, %arg3604, %6509) <{callee = @f232}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6510#0, %6510#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f235"}> ({
  ^bb0(%arg3598: i32, %arg3599: i32, %arg3600: index, %arg3601: f32):
    %6503 = "arith.addi"(%arg3598, %arg3599) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6504 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6505:2 = "func.call"(%arg3599, %6503, %arg3600, %arg3601) <{callee = @f230}> : (i32, i32, index, f32) -> (i32, f32)
    %6506 = "arith.xori"(%6505#0, %6503) : (i32, i32) -> i32
    "func.return"(%6506, %6505#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f236"}> ({
  ^bb0(%arg3594: i32, %arg3595: i32, %arg3596: index, %arg3597: f32):
    %6498 = "arith.subi"(%arg3595, %arg3594) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6499 = "arith.muli"(%arg3594, %6498) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6500 = "arith.muli"(%arg3594, %6498) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6501:2 = "func.call"(%6498, %arg3594, %arg3596, %arg3597) <{callee = @f231}> : (i32, i32, index, f32) -> (i32, f32)
    %6502 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%6502, %6501#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f237"}> ({
  ^bb0(%arg3590: i32, %arg3591: i32, %arg3592: index, %arg3593: f32):
    %6491 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6492:2 = "func.call"(%6491, %6491, %arg3592, %arg3593) <{callee = @f232}> : (i32, i32, index, f32) -> (i32, f32)
    %6493 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6494 = "arith.cmpi"(%6491, %6491) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6495 = "scf.if"(%6494) ({
      %6497 = "arith.addi"(%6493, %6491) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6497) : (i32) -> ()
    }, {
      %6496 = "arith.muli"(%6493, %6491) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6496) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6495, %6492#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f238"}> ({
  ^bb0(%arg3586: i32, %arg3587: i32, %arg3588: index, %arg3589: f32):
    %6484 = "arith.cmpi"(%arg3586, %arg3586) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6485 = "scf.if"(%6484) ({
      %6490 = "arith.addi"(%arg3587, %arg3586) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6490) : (i32) -> ()
    }, {
      %6489 = "arith.muli"(%arg3587, %arg3586) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6489) : (i32) -> ()
    }) : (i1) -> i32
    %6486:2 = "func.call"(%arg3586, %6485, %arg3588, %arg3589) <{callee = @f234}> : (i32, i32, index, f32) -> (i32, f32)
    %6487 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6488 = "arith.addf"(%6486#1, %arg3589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6487, %6488) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f239"}> ({
  ^bb0(%arg3582: i32, %arg3583: i32, %arg3584: index, %arg3585: f32):
    %6477 = "arith.subi"(%arg3583, %arg3583) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6478 = "arith.ori"(%6477, %6477) : (i32, i32) -> i32
    %6479 = "arith.cmpi"(%6478, %6477) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6480 = "scf.if"(%6479) ({
      %6483 = "arith.addi"(%arg3582, %arg3582) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6483) : (i32) -> ()
    }, {
      %6482 = "arith.muli"(%arg3582, %arg3582) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6482) : (i32) -> ()
    }) : (i1) -> i32
    %6481 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%6481, %arg3585) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f240"}> ({
  ^bb0(%arg3576: i32, %arg3577: i32, %arg3578: index, %arg3579: f32):
    %6465 = "arith.andi"(%arg3577, %arg3576) : (i32, i32) -> i32
    %6466 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6467 = "arith.xori"(%6465, %6465) : (i32, i32) -> i32
    %6468 = "arith.xori"(%6465, %6465) : (i32, i32) -> i32
    %6469 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6470 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6471 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6472 = "scf.for"(%6469, %6470, %6471, %6467) ({
    ^bb0(%arg3580: index, %arg3581: i32):
      %6473 = "arith.index_cast"(%arg3580) : (index) -> i32
      %6474 = "arith.muli"(%6468, %6468) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6475 = "arith.addi"(%arg3581, %6473) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6476 = "arith.xori"(%6475, %6474) : (i32, i32) -> i32
      "scf.yield"(%6476) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6472, %arg3579) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f241"}> ({
  ^bb0(%arg3570: i32, %arg3571: i32, %arg3572: index, %arg3573: f32):
    %6450 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6451 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6452 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6453 = "scf.for"(%6450, %6451, %6452, %arg3570) ({
    ^bb0(%arg3574: index, %arg3575: i32):
      %6461 = "arith.index_cast"(%arg3574) : (index) -> i32
      %6462 = "arith.muli"(%arg3571, %arg3571) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6463 = "arith.addi"(%arg3575, %6461) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6464 = "arith.xori"(%6463, %6462) : (i32, i32) -> i32
      "scf.yield"(%6464) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6454 = "arith.cmpi"(%arg3571, %arg3570) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6455 = "scf.if"(%6454) ({
      %6460 = "arith.addi"(%arg3570, %6453) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6460) : (i32) -> ()
    }, {
      %6459 = "arith.muli"(%arg3570, %6453) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6459) : (i32) -> ()
    }) : (i1) -> i32
    %6456 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6457 = "arith.cmpi"(%arg3571, %6455) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6458 = "arith.select"(%6457, %arg3570, %6455) : (i1, i32, i32) -> i32
    "func.return"(%6458, %arg3573) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f242"}> ({
  ^bb0(%arg3562: i32, %arg3563: i32, %arg3564: index, %arg3565: f32):
    %6429 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6430 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6431 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6432 = "scf.for"(%6429, %6430, %6431, %arg3562) ({
    ^bb0(%arg3568: index, %arg3569: i32):
      %6446 = "arith.index_cast"(%arg3568) : (index) -> i32
      %6447 = "arith.muli"(%arg3563, %arg3562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6448 = "arith.addi"(%arg3569, %6446) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6449 = "arith.xori"(%6448, %6447) : (i32, i32) -> i32
      "scf.yield"(%6449) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6433 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6434 = "arith.cmpi"(%arg3562, %6433) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6435 = "scf.if"(%6434) ({
      %6445 = "arith.addi"(%arg3563, %arg3563) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6445) : (i32) -> ()
    }, {
      %6444 = "arith.muli"(%arg3563, %arg3563) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6444) : (i32) -> ()
    }) : (i1) -> i32
    %6436 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6437 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6438 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6439 = "scf.for"(%6436, %6437, %6438, %6433) ({
    ^bb0(%arg3566: index, %arg3567: i32):
      %6440 = "arith.index_cast"(%arg3566) : (index) -> i32
      %6441 = "arith.muli"(%6433, %arg3562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6442 = "arith.addi"(%arg3567, %6440) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6443 = "arith.xori"(%6442, %6441) : (i32, i32) -> i32
      "scf.yield"(%6443) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6439, %arg3565) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f243"}> ({
  ^bb0(%arg3558: i32, %arg3559: i32, %arg3560: index, %arg3561: f32):
    %6422 = "arith.addf"(%arg3561, %arg3561) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6423:2 = "func.call"(%arg3559, %arg3559, %arg3560, %6422) <{callee = @f241}> : (i32, i32, index, f32) -> (i32, f32)
    %6424:2 = "func.call"(%arg3559, %arg3558, %arg3560, %arg3561) <{callee = @f238}> : (i32, i32, index, f32) -> (i32, f32)
    %6425 = "arith.cmpi"(%6424#0, %6424#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6426 = "scf.if"(%6425) ({
      %6428 = "arith.addi"(%6424#0, %6423#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6428) : (i32) -> ()
    }, {
      %6427 = "arith.muli"(%6424#0, %6423#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6427) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6426, %6424#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f244"}> ({
  ^bb0(%arg3552: i32, %arg3553: i32, %arg3554: index, %arg3555: f32):
    %6411 = "arith.ori"(%arg3552, %arg3552) : (i32, i32) -> i32
    %6412 = "arith.maxsi"(%arg3552, %6411) : (i32, i32) -> i32
    %6413 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6414 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6415 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6416 = "scf.for"(%6413, %6414, %6415, %6412) ({
    ^bb0(%arg3556: index, %arg3557: i32):
      %6418 = "arith.index_cast"(%arg3556) : (index) -> i32
      %6419 = "arith.muli"(%6412, %6412) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6420 = "arith.addi"(%arg3557, %6418) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6421 = "arith.xori"(%6420, %6419) : (i32, i32) -> i32
      "scf.yield"(%6421) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6417 = "arith.maxsi"(%arg3552, %6412) : (i32, i32) -> i32
    "func.return"(%6417, %arg3555) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f245"}> ({
  ^bb0(%arg3548: i32, %arg3549: i32, %arg3550: index, %arg3551: f32):
    %6404 = "arith.mulf"(%arg3551, %arg3551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6405 = "arith.cmpi"(%arg3549, %arg3548) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6406 = "scf.if"(%6405) ({
      %6410 = "arith.addi"(%arg3549, %arg3549) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6410) : (i32) -> ()
    }, {
      %6409 = "arith.muli"(%arg3549, %arg3549) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6409) : (i32) -> ()
    }) : (i1) -> i32
    %6407 = "arith.addi"(%arg3548, %arg3549) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6408 = "arith.addf"(%6404, %arg3551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6407, %6408) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f246"}> ({
  ^bb0(%arg3544: i32, %arg3545: i32, %arg3546: index, %arg3547: f32):
    %6398:2 = "func.call"(%arg3545, %arg3545, %arg3546, %arg3547) <{callee = @f240}> : (i32, i32, index, f32) -> (i32, f32)
    %6399:2 = "func.call"(%arg3545, %6398#0, %arg3546, %6398#1) <{callee = @f244}> : (i32, i32, index, f32) -> (i32, f32)
    %6400 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6401 = "arith.addi"(%arg3546, %6400) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6402 = "arith.index_cast"(%6401) : (index) -> i32
    %6403 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%6403, %6399#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f247"}> ({
  ^bb0(%arg3540: i32, %arg3541: i32, %arg3542: index, %arg3543: f32):
    %6391 = "arith.addi"(%arg3540, %arg3541) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6392 = "arith.cmpi"(%arg3540, %6391) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6393 = "scf.if"(%6392) ({
      %6397 = "arith.addi"(%6391, %6391) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6397) : (i32) -> ()
    }, {
      %6396 = "arith.muli"(%6391, %6391) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6396) : (i32) -> ()
    }) : (i1) -> i32
    %6394:2 = "func.call"(%arg3540, %6393, %arg3542, %arg3543) <{callee = @f243}> : (i32, i32, index, f32) -> (i32, f32)
    %6395 = "arith.addi"(%6391, %6391) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6395, %6394#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f248"}> ({
  ^bb0(%arg3534: i32, %arg3535: i32, %arg3536: index, %arg3537: f32):
    %6377 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6378 = "arith.cmpi"(%arg3535, %6377) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6379 = "scf.if"(%6378) ({
      %6390 = "arith.addi"(%arg3534, %6377) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6390) : (i32) -> ()
    }, {
      %6389 = "arith.muli"(%arg3534, %6377) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6389) : (i32) -> ()
    }) : (i1) -> i32
    %6380 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6381 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6382 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6383 = "scf.for"(%6380, %6381, %6382, %arg3535) ({
    ^bb0(%arg3538: index, %arg3539: i32):
      %6385 = "arith.index_cast"(%arg3538) : (index) -> i32
      %6386 = "arith.muli"(%arg3534, %arg3535) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6387 = "arith.addi"(%arg3539, %6385) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6388 = "arith.xori"(%6387, %6386) : (i32, i32) -> i32
      "scf.yield"(%6388) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6384 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%6384, %arg3537) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f249"}> ({
  ^bb0(%arg3528: i32, %arg3529: i32, %arg3530: index, %arg3531: f32):
    %6366 = "arith.addf"(%arg3531, %arg3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6367 = "arith.ori"(%arg3528, %arg3529) : (i32, i32) -> i32
    %6368 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6369 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6370 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6371 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6372 = "scf.for"(%6369, %6370, %6371, %6367) ({
    ^bb0(%arg3532: index, %arg3533: i32):
      %6373 = "arith.index_cast"(%arg3532) : (index) -> i32
      %6374 = "arith.muli"(%arg3528, %arg3529) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6375 = "arith.addi"(%arg3533, %6373) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6376 = "arith.xori"(%6375, %6374) : (i32, i32) -> i32
      "scf.yield"(%6376) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6372, %6366) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f250"}> ({
  ^bb0(%arg3524: i32, %arg3525: i32, %arg3526: index, %arg3527: f32):
    %6361 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6362 = "arith.minsi"(%arg3524, %6361) : (i32, i32) -> i32
    %6363 = "arith.minsi"(%arg3524, %6361) : (i32, i32) -> i32
    %6364 = "arith.addf"(%arg3527, %arg3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6365 = "arith.mulf"(%6364, %6364) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6363, %6365) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f251"}> ({
  ^bb0(%arg3520: i32, %arg3521: i32, %arg3522: index, %arg3523: f32):
    %6357 = "arith.andi"(%arg3520, %arg3521) : (i32, i32) -> i32
    %6358 = "arith.subi"(%arg3520, %arg3520) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6359 = "arith.addf"(%arg3523, %arg3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6360 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%6360, %6359) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f252"}> ({
  ^bb0(%arg3516: i32, %arg3517: i32, %arg3518: index, %arg3519: f32):
    %6349 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6350 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6351 = "arith.addi"(%arg3518, %6350) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6352 = "arith.index_cast"(%6351) : (index) -> i32
    %6353 = "arith.cmpi"(%6352, %arg3516) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6354 = "arith.select"(%6353, %6352, %6349) : (i1, i32, i32) -> i32
    %6355 = "arith.xori"(%6352, %6349) : (i32, i32) -> i32
    %6356 = "arith.xori"(%6352, %6349) : (i32, i32) -> i32
    "func.return"(%6356, %arg3519) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f253"}> ({
  ^bb0(%arg3508: i32, %arg3509: i32, %arg3510: index, %arg3511: f32):
    %6331 = "arith.mulf"(%arg3511, %arg3511) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6332 = "arith.addf"(%6331, %6331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6333 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6334 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6335 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6336 = "scf.for"(%6333, %6334, %6335, %arg3508) ({
    ^bb0(%arg3514: index, %arg3515: i32):
      %6345 = "arith.index_cast"(%arg3514) : (index) -> i32
      %6346 = "arith.muli"(%arg3509, %arg3508) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6347 = "arith.addi"(%arg3515, %6345) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6348 = "arith.xori"(%6347, %6346) : (i32, i32) -> i32
      "scf.yield"(%6348) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6337 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6338 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6339 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6340 = "scf.for"(%6337, %6338, %6339, %arg3508) ({
    ^bb0(%arg3512: index, %arg3513: i32):
      %6341 = "arith.index_cast"(%arg3512) : (index) -> i32
      %6342 = "arith.muli"(%6336, %arg3509) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6343 = "arith.addi"(%arg3513, %6341) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6344 = "arith.xori"(%6343, %6342) : (i32, i32) -> i32
      "scf.yield"(%6344) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6340, %6332) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f254"}> ({
  ^bb0(%arg3504: i32, %arg3505: i32, %arg3506: index, %arg3507: f32):
    %6327 = "arith.addf"(%arg3507, %arg3507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6328 = "arith.xori"(%arg3504, %arg3505) : (i32, i32) -> i32
    %6329 = "arith.mulf"(%arg3507, %6327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6330 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%6330, %6329) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f255"}> ({
  ^bb0(%arg3500: i32, %arg3501: i32, %arg3502: index, %arg3503: f32):
    %6320 = "arith.addf"(%arg3503, %arg3503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6321 = "arith.cmpi"(%arg3500, %arg3500) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6322 = "scf.if"(%6321) ({
      %6326 = "arith.addi"(%arg3501, %arg3501) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6326) : (i32) -> ()
    }, {
      %6325 = "arith.muli"(%arg3501, %arg3501) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6325) : (i32) -> ()
    }) : (i1) -> i32
    %6323 = "arith.addf"(%arg3503, %arg3503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6324 = "arith.ori"(%arg3501, %6322) : (i32, i32) -> i32
    "func.return"(%6324, %6323) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f256"}> ({
  ^bb0(%arg3496: i32, %arg3497: i32, %arg3498: index, %arg3499: f32):
    %6316 = "arith.ori"(%arg3496, %arg3496) : (i32, i32) -> i32
    %6317:2 = "func.call"(%6316, %arg3497, %arg3498, %arg3499) <{callee = @f252}> : (i32, i32, index, f32) -> (i32, f32)
    %6318 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6319 = "arith.minsi"(%6317#0, %arg3496) : (i32, i32) -> i32
    "func.return"(%6319, %6317#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f257"}> ({
  ^bb0(%arg3492: i32, %arg3493: i32, %arg3494: index, %arg3495: f32):
    %6312:2 = "func.call"(%arg3492, %arg3492, %arg3494, %arg3495) <{callee = @f250}> : (i32, i32, index, f32) -> (i32, f32)
    %6313 = "arith.xori"(%arg3493, %arg3492) : (i32, i32) -> i32
    %6314 = "arith.subf"(%6312#1, %6312#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6315 = "arith.subf"(%6312#1, %6314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6313, %6315) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f258"}> ({
  ^bb0(%arg3488: i32, %arg3489: i32, %arg3490: index, %arg3491: f32):
    %6306:2 = "func.call"(%arg3488, %arg3488, %arg3490, %arg3491) <{callee = @f255}> : (i32, i32, index, f32) -> (i32, f32)
    %6307 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6308 = "arith.addi"(%arg3490, %6307) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6309 = "arith.index_cast"(%6308) : (index) -> i32
    %6310 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6311 = "arith.maxsi"(%6309, %6309) : (i32, i32) -> i32
    "func.return"(%6311, %6306#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f259"}> ({
  ^bb0(%arg3484: i32, %arg3485: i32, %arg3486: index, %arg3487: f32):
    %6295:2 = "func.call"(%arg3485, %arg3484, %arg3486, %arg3487) <{callee = @f255}> : (i32, i32, index, f32) -> (i32, f32)
    %6296 = "arith.cmpi"(%6295#0, %arg3485) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6297 = "scf.if"(%6296) ({
      %6305 = "arith.addi"(%6295#0, %arg3484) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6305) : (i32) -> ()
    }, {
      %6304 = "arith.muli"(%6295#0, %arg3484) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6304) : (i32) -> ()
    }) : (i1) -> i32
    %6298 = "arith.cmpi"(%arg3484, %6295#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6299 = "scf.if"(%6298) ({
      %6303 = "arith.addi"(%arg3485, %arg3485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6303) : (i32) -> ()
    }, {
      %6302 = "arith.muli"(%arg3485, %arg3485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6302) : (i32) -> ()
    }) : (i1) -> i32
    %6300 = "arith.addi"(%arg3485, %arg3484) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6301 = "arith.addi"(%arg3485, %arg3484) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6301, %6295#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f260"}> ({
  ^bb0(%arg3478: i32, %arg3479: i32, %arg3480: index, %arg3481: f32):
    %6282:2 = "func.call"(%arg3479, %arg3479, %arg3480, %arg3481) <{callee = @f255}> : (i32, i32, index, f32) -> (i32, f32)
    %6283 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6284 = "arith.addi"(%arg3480, %6283) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6285 = "arith.index_cast"(%6284) : (index) -> i32
    %6286 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6287 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6288 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6289 = "scf.for"(%6286, %6287, %6288, %6285) ({
    ^bb0(%arg3482: index, %arg3483: i32):
      %6291 = "arith.index_cast"(%arg3482) : (index) -> i32
      %6292 = "arith.muli"(%6282#0, %6285) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6293 = "arith.addi"(%arg3483, %6291) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6294 = "arith.xori"(%6293, %6292) : (i32, i32) -> i32
      "scf.yield"(%6294) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6290 = "arith.xori"(%6282#0, %arg3479) : (i32, i32) -> i32
    "func.return"(%6290, %6282#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f261"}> ({
  ^bb0(%arg3474: i32, %arg3475: i32, %arg3476: index, %arg3477: f32):
    %6276 = "arith.muli"(%arg3474, %arg3475) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6277 = "arith.muli"(%arg3474, %arg3475) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6278 = "arith.addf"(%arg3477, %arg3477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6279 = "arith.subi"(%6276, %6276) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6280 = "arith.subi"(%6276, %6276) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6281 = "arith.andi"(%6276, %arg3474) : (i32, i32) -> i32
    "func.return"(%6281, %6278) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f262"}> ({
  ^bb0(%arg3470: i32, %arg3471: i32, %arg3472: index, %arg3473: f32):
    %6269 = "arith.xori"(%arg3470, %arg3470) : (i32, i32) -> i32
    %6270 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6271 = "arith.addi"(%arg3472, %6270) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6272 = "arith.index_cast"(%6271) : (index) -> i32
    %6273 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6274 = "arith.andi"(%6273, %6272) : (i32, i32) -> i32
    %6275 = "arith.andi"(%6273, %6272) : (i32, i32) -> i32
    "func.return"(%6275, %arg3473) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f263"}> ({
  ^bb0(%arg3466: i32, %arg3467: i32, %arg3468: index, %arg3469: f32):
    %6265:2 = "func.call"(%arg3466, %arg3466, %arg3468, %arg3469) <{callee = @f255}> : (i32, i32, index, f32) -> (i32, f32)
    %6266:2 = "func.call"(%arg3467, %arg3467, %arg3468, %6265#1) <{callee = @f258}> : (i32, i32, index, f32) -> (i32, f32)
    %6267 = "arith.ori"(%arg3466, %arg3466) : (i32, i32) -> i32
    %6268:2 = "func.call"(%6267, %6266#0, %arg3468, %arg3469) <{callee = @f262}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6268#0, %6268#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f264"}> ({
  ^bb0(%arg3462: i32, %arg3463: i32, %arg3464: index, %arg3465: f32):
    %6259:2 = "func.call"(%arg3462, %arg3463, %arg3464, %arg3465) <{callee = @f261}> : (i32, i32, index, f32) -> (i32, f32)
    %6260 = "arith.muli"(%arg3463, %arg3462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6261 = "arith.muli"(%arg3463, %arg3462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6262 = "arith.cmpi"(%6260, %arg3462) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6263 = "arith.select"(%6262, %6259#0, %6260) : (i1, i32, i32) -> i32
    %6264 = "arith.subf"(%6259#1, %arg3465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6263, %6264) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f265"}> ({
  ^bb0(%arg3458: i32, %arg3459: i32, %arg3460: index, %arg3461: f32):
    %6254 = "arith.maxsi"(%arg3459, %arg3459) : (i32, i32) -> i32
    %6255:2 = "func.call"(%6254, %arg3458, %arg3460, %arg3461) <{callee = @f259}> : (i32, i32, index, f32) -> (i32, f32)
    %6256:2 = "func.call"(%arg3459, %arg3459, %arg3460, %arg3461) <{callee = @f263}> : (i32, i32, index, f32) -> (i32, f32)
    %6257 = "arith.cmpi"(%arg3458, %6255#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6258 = "arith.select"(%6257, %arg3459, %6256#0) : (i1, i32, i32) -> i32
    "func.return"(%6258, %6256#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f266"}> ({
  ^bb0(%arg3452: i32, %arg3453: i32, %arg3454: index, %arg3455: f32):
    %6243 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6244 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6245 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6246 = "scf.for"(%6243, %6244, %6245, %arg3453) ({
    ^bb0(%arg3456: index, %arg3457: i32):
      %6250 = "arith.index_cast"(%arg3456) : (index) -> i32
      %6251 = "arith.muli"(%arg3452, %arg3453) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6252 = "arith.addi"(%arg3457, %6250) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6253 = "arith.xori"(%6252, %6251) : (i32, i32) -> i32
      "scf.yield"(%6253) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6247 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6248:2 = "func.call"(%arg3452, %arg3452, %arg3454, %arg3455) <{callee = @f263}> : (i32, i32, index, f32) -> (i32, f32)
    %6249:2 = "func.call"(%6246, %6248#0, %arg3454, %arg3455) <{callee = @f260}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6249#0, %6249#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f267"}> ({
  ^bb0(%arg3448: i32, %arg3449: i32, %arg3450: index, %arg3451: f32):
    %6236:2 = "func.call"(%arg3449, %arg3449, %arg3450, %arg3451) <{callee = @f265}> : (i32, i32, index, f32) -> (i32, f32)
    %6237 = "arith.cmpi"(%arg3448, %arg3449) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6238 = "scf.if"(%6237) ({
      %6242 = "arith.addi"(%6236#0, %arg3448) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6242) : (i32) -> ()
    }, {
      %6241 = "arith.muli"(%6236#0, %arg3448) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6241) : (i32) -> ()
    }) : (i1) -> i32
    %6239 = "arith.subf"(%arg3451, %arg3451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6240 = "arith.maxsi"(%arg3449, %6238) : (i32, i32) -> i32
    "func.return"(%6240, %6239) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f268"}> ({
  ^bb0(%arg3444: i32, %arg3445: i32, %arg3446: index, %arg3447: f32):
    %6229 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6230 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6231 = "arith.addi"(%arg3446, %6230) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6232 = "arith.index_cast"(%6231) : (index) -> i32
    %6233 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6234 = "arith.cmpi"(%6232, %arg3444) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6235 = "arith.select"(%6234, %arg3445, %arg3445) : (i1, i32, i32) -> i32
    "func.return"(%6235, %arg3447) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f269"}> ({
  ^bb0(%arg3440: i32, %arg3441: i32, %arg3442: index, %arg3443: f32):
    %6224 = "arith.subf"(%arg3443, %arg3443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6225 = "arith.xori"(%arg3441, %arg3441) : (i32, i32) -> i32
    %6226 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6227 = "arith.maxsi"(%6225, %arg3440) : (i32, i32) -> i32
    %6228 = "arith.maxsi"(%6225, %arg3440) : (i32, i32) -> i32
    "func.return"(%6228, %6224) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f270"}> ({
  ^bb0(%arg3436: i32, %arg3437: i32, %arg3438: index, %arg3439: f32):
    %6219 = "arith.addf"(%arg3439, %arg3439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6220 = "arith.cmpi"(%arg3437, %arg3437) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6221 = "arith.select"(%6220, %arg3436, %arg3436) : (i1, i32, i32) -> i32
    %6222 = "arith.andi"(%arg3437, %6221) : (i32, i32) -> i32
    %6223 = "arith.addf"(%6219, %arg3439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6222, %6223) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f271"}> ({
  ^bb0(%arg3432: i32, %arg3433: i32, %arg3434: index, %arg3435: f32):
    %6214 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6215 = "arith.xori"(%6214, %arg3433) : (i32, i32) -> i32
    %6216 = "arith.cmpi"(%arg3432, %arg3433) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6217 = "arith.select"(%6216, %arg3433, %6215) : (i1, i32, i32) -> i32
    %6218:2 = "func.call"(%arg3432, %6214, %arg3434, %arg3435) <{callee = @f270}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6218#0, %6218#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f272"}> ({
  ^bb0(%arg3428: i32, %arg3429: i32, %arg3430: index, %arg3431: f32):
    %6209 = "arith.xori"(%arg3429, %arg3428) : (i32, i32) -> i32
    %6210 = "arith.xori"(%arg3429, %arg3428) : (i32, i32) -> i32
    %6211 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6212:2 = "func.call"(%6209, %6209, %arg3430, %arg3431) <{callee = @f266}> : (i32, i32, index, f32) -> (i32, f32)
    %6213 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%6213, %6212#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f273"}> ({
  ^bb0(%arg3424: i32, %arg3425: i32, %arg3426: index, %arg3427: f32):
    %6202:2 = "func.call"(%arg3424, %arg3425, %arg3426, %arg3427) <{callee = @f269}> : (i32, i32, index, f32) -> (i32, f32)
    %6203:2 = "func.call"(%6202#0, %arg3425, %arg3426, %6202#1) <{callee = @f269}> : (i32, i32, index, f32) -> (i32, f32)
    %6204 = "arith.xori"(%6203#0, %6203#0) : (i32, i32) -> i32
    %6205 = "arith.cmpi"(%arg3425, %6203#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6206 = "scf.if"(%6205) ({
      %6208 = "arith.addi"(%6202#0, %6202#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6208) : (i32) -> ()
    }, {
      %6207 = "arith.muli"(%6202#0, %6202#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6207) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6206, %6203#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f274"}> ({
  ^bb0(%arg3420: i32, %arg3421: i32, %arg3422: index, %arg3423: f32):
    %6198:2 = "func.call"(%arg3420, %arg3421, %arg3422, %arg3423) <{callee = @f268}> : (i32, i32, index, f32) -> (i32, f32)
    %6199 = "arith.muli"(%arg3420, %arg3420) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6200 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6201 = "arith.addi"(%arg3421, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6201, %6198#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f275"}> ({
  ^bb0(%arg3416: i32, %arg3417: i32, %arg3418: index, %arg3419: f32):
    %6193 = "arith.addf"(%arg3419, %arg3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6194 = "arith.cmpi"(%arg3417, %arg3417) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6195 = "arith.select"(%6194, %arg3416, %arg3417) : (i1, i32, i32) -> i32
    %6196:2 = "func.call"(%arg3417, %arg3417, %arg3418, %6193) <{callee = @f270}> : (i32, i32, index, f32) -> (i32, f32)
    %6197 = "arith.subi"(%arg3416, %6195) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6197, %6196#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f276"}> ({
  ^bb0(%arg3410: i32, %arg3411: i32, %arg3412: index, %arg3413: f32):
    %6181:2 = "func.call"(%arg3410, %arg3411, %arg3412, %arg3413) <{callee = @f275}> : (i32, i32, index, f32) -> (i32, f32)
    %6182 = "arith.cmpi"(%6181#0, %6181#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6183 = "arith.select"(%6182, %arg3411, %6181#0) : (i1, i32, i32) -> i32
    %6184 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6185 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6186 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6187 = "scf.for"(%6184, %6185, %6186, %arg3411) ({
    ^bb0(%arg3414: index, %arg3415: i32):
      %6189 = "arith.index_cast"(%arg3414) : (index) -> i32
      %6190 = "arith.muli"(%arg3411, %arg3410) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6191 = "arith.addi"(%arg3415, %6189) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6192 = "arith.xori"(%6191, %6190) : (i32, i32) -> i32
      "scf.yield"(%6192) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6188 = "arith.subi"(%arg3411, %arg3411) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6188, %6181#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f277"}> ({
  ^bb0(%arg3406: i32, %arg3407: i32, %arg3408: index, %arg3409: f32):
    %6174 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6175:2 = "func.call"(%arg3406, %arg3406, %arg3408, %arg3409) <{callee = @f270}> : (i32, i32, index, f32) -> (i32, f32)
    %6176 = "arith.cmpi"(%6174, %6175#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6177 = "scf.if"(%6176) ({
      %6180 = "arith.addi"(%arg3406, %arg3406) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6180) : (i32) -> ()
    }, {
      %6179 = "arith.muli"(%arg3406, %arg3406) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6179) : (i32) -> ()
    }) : (i1) -> i32
    %6178:2 = "func.call"(%6175#0, %6175#0, %arg3408, %6175#1) <{callee = @f269}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6178#0, %6178#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f278"}> ({
  ^bb0(%arg3402: i32, %arg3403: i32, %arg3404: index, %arg3405: f32):
    %6166 = "arith.maxsi"(%arg3403, %arg3402) : (i32, i32) -> i32
    %6167 = "arith.maxsi"(%arg3403, %arg3402) : (i32, i32) -> i32
    %6168 = "arith.subf"(%arg3405, %arg3405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6169 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6170 = "arith.cmpi"(%arg3403, %arg3402) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6171 = "scf.if"(%6170) ({
      %6173 = "arith.addi"(%6166, %arg3402) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6173) : (i32) -> ()
    }, {
      %6172 = "arith.muli"(%6166, %arg3402) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6172) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%6171, %6168) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f279"}> ({
  ^bb0(%arg3398: i32, %arg3399: i32, %arg3400: index, %arg3401: f32):
    %6158 = "arith.cmpi"(%arg3398, %arg3398) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6159 = "scf.if"(%6158) ({
      %6165 = "arith.addi"(%arg3398, %arg3399) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6165) : (i32) -> ()
    }, {
      %6164 = "arith.muli"(%arg3398, %arg3399) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6164) : (i32) -> ()
    }) : (i1) -> i32
    %6160 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6161 = "arith.addi"(%6160, %6159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6162 = "arith.addi"(%6160, %6159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6163:2 = "func.call"(%6159, %6160, %arg3400, %arg3401) <{callee = @f276}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6163#0, %6163#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f280"}> ({
  ^bb0(%arg3392: i32, %arg3393: i32, %arg3394: index, %arg3395: f32):
    %6146 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6147 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6148 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6149 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6150 = "scf.for"(%6147, %6148, %6149, %6146) ({
    ^bb0(%arg3396: index, %arg3397: i32):
      %6154 = "arith.index_cast"(%arg3396) : (index) -> i32
      %6155 = "arith.muli"(%arg3393, %arg3392) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6156 = "arith.addi"(%arg3397, %6154) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6157 = "arith.xori"(%6156, %6155) : (i32, i32) -> i32
      "scf.yield"(%6157) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6151 = "arith.xori"(%arg3392, %arg3393) : (i32, i32) -> i32
    %6152 = "arith.subi"(%6146, %arg3393) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6153 = "arith.subi"(%6146, %arg3393) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6153, %arg3395) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f281"}> ({
  ^bb0(%arg3388: i32, %arg3389: i32, %arg3390: index, %arg3391: f32):
    %6142 = "arith.subf"(%arg3391, %arg3391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6143 = "arith.addi"(%arg3388, %arg3388) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6144 = "arith.andi"(%6143, %6143) : (i32, i32) -> i32
    %6145 = "arith.mulf"(%arg3391, %arg3391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6144, %6145) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f282"}> ({
  ^bb0(%arg3382: i32, %arg3383: i32, %arg3384: index, %arg3385: f32):
    %6131 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6132 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6133 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6134 = "scf.for"(%6131, %6132, %6133, %arg3383) ({
    ^bb0(%arg3386: index, %arg3387: i32):
      %6138 = "arith.index_cast"(%arg3386) : (index) -> i32
      %6139 = "arith.muli"(%arg3383, %arg3382) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6140 = "arith.addi"(%arg3387, %6138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6141 = "arith.xori"(%6140, %6139) : (i32, i32) -> i32
      "scf.yield"(%6141) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6135 = "arith.subf"(%arg3385, %arg3385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6136 = "arith.ori"(%arg3383, %arg3382) : (i32, i32) -> i32
    %6137 = "arith.maxsi"(%arg3383, %arg3383) : (i32, i32) -> i32
    "func.return"(%6137, %6135) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f283"}> ({
  ^bb0(%arg3376: i32, %arg3377: i32, %arg3378: index, %arg3379: f32):
    %6117 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6118 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6119 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6120 = "scf.for"(%6117, %6118, %6119, %arg3377) ({
    ^bb0(%arg3380: index, %arg3381: i32):
      %6127 = "arith.index_cast"(%arg3380) : (index) -> i32
      %6128 = "arith.muli"(%arg3376, %arg3376) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6129 = "arith.addi"(%arg3381, %6127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6130 = "arith.xori"(%6129, %6128) : (i32, i32) -> i32
      "scf.yield"(%6130) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6121 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6122 = "arith.addi"(%arg3378, %6121) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6123 = "arith.index_cast"(%6122) : (index) -> i32
    %6124 = "arith.cmpi"(%arg3376, %arg3377) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %6125 = "arith.select"(%6124, %arg3376, %6120) : (i1, i32, i32) -> i32
    %6126 = "arith.mulf"(%arg3379, %arg3379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6125, %6126) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f284"}> ({
  ^bb0(%arg3370: i32, %arg3371: i32, %arg3372: index, %arg3373: f32):
    %6106 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6107 = "arith.addf"(%arg3373, %arg3373) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6108 = "arith.xori"(%arg3370, %6106) : (i32, i32) -> i32
    %6109 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6110 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6111 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6112 = "scf.for"(%6109, %6110, %6111, %6108) ({
    ^bb0(%arg3374: index, %arg3375: i32):
      %6113 = "arith.index_cast"(%arg3374) : (index) -> i32
      %6114 = "arith.muli"(%6108, %6106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6115 = "arith.addi"(%arg3375, %6113) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6116 = "arith.xori"(%6115, %6114) : (i32, i32) -> i32
      "scf.yield"(%6116) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6112, %6107) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f285"}> ({
  ^bb0(%arg3364: i32, %arg3365: i32, %arg3366: index, %arg3367: f32):
    %6095:2 = "func.call"(%arg3365, %arg3364, %arg3366, %arg3367) <{callee = @f283}> : (i32, i32, index, f32) -> (i32, f32)
    %6096:2 = "func.call"(%6095#0, %arg3364, %arg3366, %6095#1) <{callee = @f281}> : (i32, i32, index, f32) -> (i32, f32)
    %6097 = "arith.maxsi"(%arg3364, %arg3365) : (i32, i32) -> i32
    %6098 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6099 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6100 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6101 = "scf.for"(%6098, %6099, %6100, %arg3365) ({
    ^bb0(%arg3368: index, %arg3369: i32):
      %6102 = "arith.index_cast"(%arg3368) : (index) -> i32
      %6103 = "arith.muli"(%6096#0, %6097) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6104 = "arith.addi"(%arg3369, %6102) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6105 = "arith.xori"(%6104, %6103) : (i32, i32) -> i32
      "scf.yield"(%6105) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%6101, %6096#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f286"}> ({
  ^bb0(%arg3358: i32, %arg3359: i32, %arg3360: index, %arg3361: f32):
    %6084 = "arith.addi"(%arg3358, %arg3359) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6085 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6086 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6087 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6088 = "scf.for"(%6085, %6086, %6087, %arg3358) ({
    ^bb0(%arg3362: index, %arg3363: i32):
      %6091 = "arith.index_cast"(%arg3362) : (index) -> i32
      %6092 = "arith.muli"(%arg3358, %arg3359) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6093 = "arith.addi"(%arg3363, %6091) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6094 = "arith.xori"(%6093, %6092) : (i32, i32) -> i32
      "scf.yield"(%6094) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6089 = "arith.mulf"(%arg3361, %arg3361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6090 = "arith.subf"(%arg3361, %6089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6088, %6090) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f287"}> ({
  ^bb0(%arg3352: i32, %arg3353: i32, %arg3354: index, %arg3355: f32):
    %6069 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6070 = "arith.addi"(%arg3354, %6069) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6071 = "arith.index_cast"(%6070) : (index) -> i32
    %6072 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6073 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6074 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6075 = "scf.for"(%6072, %6073, %6074, %arg3352) ({
    ^bb0(%arg3356: index, %arg3357: i32):
      %6080 = "arith.index_cast"(%arg3356) : (index) -> i32
      %6081 = "arith.muli"(%arg3352, %arg3353) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6082 = "arith.addi"(%arg3357, %6080) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6083 = "arith.xori"(%6082, %6081) : (i32, i32) -> i32
      "scf.yield"(%6083) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6076 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6077 = "arith.addi"(%6070, %6076) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6078 = "arith.index_cast"(%6077) : (index) -> i32
    %6079 = "arith.addf"(%arg3355, %arg3355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6078, %6079) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f288"}> ({
  ^bb0(%arg3348: i32, %arg3349: i32, %arg3350: index, %arg3351: f32):
    %6063 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6064 = "arith.addi"(%arg3350, %6063) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6065 = "arith.index_cast"(%6064) : (index) -> i32
    %6066 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6067 = "arith.addi"(%arg3349, %6066) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6068:2 = "func.call"(%arg3348, %arg3348, %6064, %arg3351) <{callee = @f285}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6068#0, %6068#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f289"}> ({
  ^bb0(%arg3344: i32, %arg3345: i32, %arg3346: index, %arg3347: f32):
    %6056 = "arith.andi"(%arg3345, %arg3345) : (i32, i32) -> i32
    %6057 = "arith.andi"(%arg3345, %arg3345) : (i32, i32) -> i32
    %6058 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6059 = "arith.xori"(%6057, %6057) : (i32, i32) -> i32
    %6060 = "arith.xori"(%6057, %6057) : (i32, i32) -> i32
    %6061 = "arith.addi"(%6059, %6058) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6062 = "arith.addi"(%6059, %6058) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6062, %arg3347) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f290"}> ({
  ^bb0(%arg3338: i32, %arg3339: i32, %arg3340: index, %arg3341: f32):
    %6042 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6043 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6044 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6045 = "scf.for"(%6042, %6043, %6044, %arg3338) ({
    ^bb0(%arg3342: index, %arg3343: i32):
      %6052 = "arith.index_cast"(%arg3342) : (index) -> i32
      %6053 = "arith.muli"(%arg3338, %arg3338) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6054 = "arith.addi"(%arg3343, %6052) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6055 = "arith.xori"(%6054, %6053) : (i32, i32) -> i32
      "scf.yield"(%6055) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6046 = "arith.subf"(%arg3341, %arg3341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6047 = "arith.cmpi"(%arg3338, %6045) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %6048 = "scf.if"(%6047) ({
      %6051 = "arith.addi"(%arg3339, %arg3339) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6051) : (i32) -> ()
    }, {
      %6050 = "arith.muli"(%arg3339, %arg3339) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6050) : (i32) -> ()
    }) : (i1) -> i32
    %6049 = "arith.mulf"(%6046, %6046) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6048, %6049) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f291"}> ({
  ^bb0(%arg3334: i32, %arg3335: i32, %arg3336: index, %arg3337: f32):
    %6037 = "arith.andi"(%arg3335, %arg3334) : (i32, i32) -> i32
    %6038 = "arith.muli"(%arg3335, %6037) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6039 = "arith.subi"(%6038, %6037) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6040 = "arith.cmpi"(%arg3335, %6038) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6041 = "arith.select"(%6040, %6037, %6039) : (i1, i32, i32) -> i32
    "func.return"(%6041, %arg3337) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f292"}> ({
  ^bb0(%arg3330: i32, %arg3331: i32, %arg3332: index, %arg3333: f32):
    %6032 = "arith.addi"(%arg3331, %arg3330) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6033 = "arith.xori"(%arg3331, %arg3331) : (i32, i32) -> i32
    %6034 = "arith.subi"(%6032, %arg3330) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6035 = "arith.subi"(%6032, %arg3330) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6036 = "arith.subf"(%arg3333, %arg3333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6035, %6036) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f293"}> ({
  ^bb0(%arg3326: i32, %arg3327: i32, %arg3328: index, %arg3329: f32):
    %6025 = "arith.mulf"(%arg3329, %arg3329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6026 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6027 = "arith.addi"(%arg3328, %6026) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6028 = "arith.index_cast"(%6027) : (index) -> i32
    %6029 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6030 = "arith.cmpi"(%6029, %arg3326) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %6031 = "arith.select"(%6030, %arg3327, %6028) : (i1, i32, i32) -> i32
    "func.return"(%6031, %6025) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f294"}> ({
  ^bb0(%arg3322: i32, %arg3323: i32, %arg3324: index, %arg3325: f32):
    %6019 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6020 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %6021 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6022 = "arith.addi"(%arg3324, %6021) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6023 = "arith.index_cast"(%6022) : (index) -> i32
    %6024:2 = "func.call"(%arg3322, %6023, %arg3324, %arg3325) <{callee = @f288}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6024#0, %6024#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f295"}> ({
  ^bb0(%arg3318: i32, %arg3319: i32, %arg3320: index, %arg3321: f32):
    %6015 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6016:2 = "func.call"(%6015, %arg3319, %arg3320, %arg3321) <{callee = @f292}> : (i32, i32, index, f32) -> (i32, f32)
    %6017:2 = "func.call"(%arg3319, %arg3319, %arg3320, %6016#1) <{callee = @f287}> : (i32, i32, index, f32) -> (i32, f32)
    %6018 = "arith.mulf"(%6016#1, %6017#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6017#0, %6018) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f296"}> ({
  ^bb0(%arg3314: i32, %arg3315: i32, %arg3316: index, %arg3317: f32):
    %6009 = "arith.maxsi"(%arg3315, %arg3315) : (i32, i32) -> i32
    %6010 = "arith.minsi"(%arg3314, %6009) : (i32, i32) -> i32
    %6011 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6012 = "arith.addi"(%arg3316, %6011) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6013 = "arith.index_cast"(%6012) : (index) -> i32
    %6014:2 = "func.call"(%6010, %6009, %arg3316, %arg3317) <{callee = @f292}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%6014#0, %6014#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f297"}> ({
  ^bb0(%arg3308: i32, %arg3309: i32, %arg3310: index, %arg3311: f32):
    %5998 = "arith.subf"(%arg3311, %arg3311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5999 = "arith.muli"(%arg3308, %arg3309) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6000 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6001 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6002 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6003 = "scf.for"(%6000, %6001, %6002, %5999) ({
    ^bb0(%arg3312: index, %arg3313: i32):
      %6005 = "arith.index_cast"(%arg3312) : (index) -> i32
      %6006 = "arith.muli"(%5999, %arg3308) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6007 = "arith.addi"(%arg3313, %6005) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6008 = "arith.xori"(%6007, %6006) : (i32, i32) -> i32
      "scf.yield"(%6008) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6004 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%6004, %5998) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f298"}> ({
  ^bb0(%arg3302: i32, %arg3303: i32, %arg3304: index, %arg3305: f32):
    %5987 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5988 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5989 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5990 = "scf.for"(%5987, %5988, %5989, %arg3302) ({
    ^bb0(%arg3306: index, %arg3307: i32):
      %5994 = "arith.index_cast"(%arg3306) : (index) -> i32
      %5995 = "arith.muli"(%arg3302, %arg3303) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5996 = "arith.addi"(%arg3307, %5994) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5997 = "arith.xori"(%5996, %5995) : (i32, i32) -> i32
      "scf.yield"(%5997) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5991 = "arith.subi"(%arg3302, %5990) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5992:2 = "func.call"(%5990, %5991, %arg3304, %arg3305) <{callee = @f296}> : (i32, i32, index, f32) -> (i32, f32)
    %5993:2 = "func.call"(%5992#0, %5990, %arg3304, %5992#1) <{callee = @f290}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5993#0, %5993#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f299"}> ({
  ^bb0(%arg3298: i32, %arg3299: i32, %arg3300: index, %arg3301: f32):
    %5981 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5982 = "arith.addi"(%arg3300, %5981) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5983 = "arith.index_cast"(%5982) : (index) -> i32
    %5984:2 = "func.call"(%arg3298, %5983, %5982, %arg3301) <{callee = @f298}> : (i32, i32, index, f32) -> (i32, f32)
    %5985 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5986:2 = "func.call"(%5983, %5983, %5982, %5984#1) <{callee = @f295}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5986#0, %5986#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f300"}> ({
  ^bb0(%arg3292: i32, %arg3293: i32, %arg3294: index, %arg3295: f32):
    %5967:2 = "func.call"(%arg3292, %arg3292, %arg3294, %arg3295) <{callee = @f296}> : (i32, i32, index, f32) -> (i32, f32)
    %5968 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5969 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5970 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5971 = "scf.for"(%5968, %5969, %5970, %arg3292) ({
    ^bb0(%arg3296: index, %arg3297: i32):
      %5977 = "arith.index_cast"(%arg3296) : (index) -> i32
      %5978 = "arith.muli"(%arg3292, %arg3292) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5979 = "arith.addi"(%arg3297, %5977) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5980 = "arith.xori"(%5979, %5978) : (i32, i32) -> i32
      "scf.yield"(%5980) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5972 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5973 = "arith.cmpi"(%5967#0, %arg3293) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5974 = "scf.if"(%5973) ({
      %5976 = "arith.addi"(%arg3292, %arg3292) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5976) : (i32) -> ()
    }, {
      %5975 = "arith.muli"(%arg3292, %arg3292) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5975) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5974, %5967#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f301"}> ({
  ^bb0(%arg3288: i32, %arg3289: i32, %arg3290: index, %arg3291: f32):
    %5961 = "arith.addi"(%arg3288, %arg3288) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5962 = "arith.subi"(%arg3289, %arg3288) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5963 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5964 = "arith.addi"(%arg3290, %5963) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5965 = "arith.index_cast"(%5964) : (index) -> i32
    %5966:2 = "func.call"(%5965, %5965, %5963, %arg3291) <{callee = @f296}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5966#0, %5966#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f302"}> ({
  ^bb0(%arg3280: i32, %arg3281: i32, %arg3282: index, %arg3283: f32):
    %5943 = "arith.muli"(%arg3280, %arg3281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5944 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5945 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5946 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5947 = "scf.for"(%5944, %5945, %5946, %arg3281) ({
    ^bb0(%arg3286: index, %arg3287: i32):
      %5957 = "arith.index_cast"(%arg3286) : (index) -> i32
      %5958 = "arith.muli"(%arg3281, %arg3280) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5959 = "arith.addi"(%arg3287, %5957) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5960 = "arith.xori"(%5959, %5958) : (i32, i32) -> i32
      "scf.yield"(%5960) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5948 = "arith.muli"(%arg3280, %5947) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5949 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5950 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5951 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5952 = "scf.for"(%5949, %5950, %5951, %5943) ({
    ^bb0(%arg3284: index, %arg3285: i32):
      %5953 = "arith.index_cast"(%arg3284) : (index) -> i32
      %5954 = "arith.muli"(%5947, %arg3280) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5955 = "arith.addi"(%arg3285, %5953) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5956 = "arith.xori"(%5955, %5954) : (i32, i32) -> i32
      "scf.yield"(%5956) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5952, %arg3283) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f303"}> ({
  ^bb0(%arg3276: i32, %arg3277: i32, %arg3278: index, %arg3279: f32):
    %5936:2 = "func.call"(%arg3277, %arg3276, %arg3278, %arg3279) <{callee = @f295}> : (i32, i32, index, f32) -> (i32, f32)
    %5937:2 = "func.call"(%5936#0, %arg3277, %arg3278, %5936#1) <{callee = @f298}> : (i32, i32, index, f32) -> (i32, f32)
    %5938 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5939 = "arith.cmpi"(%5938, %5938) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5940 = "scf.if"(%5939) ({
      %5942 = "arith.addi"(%arg3276, %5938) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5942) : (i32) -> ()
    }, {
      %5941 = "arith.muli"(%arg3276, %5938) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5941) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5940, %5937#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f304"}> ({
  ^bb0(%arg3272: i32, %arg3273: i32, %arg3274: index, %arg3275: f32):
    %5931:2 = "func.call"(%arg3273, %arg3273, %arg3274, %arg3275) <{callee = @f298}> : (i32, i32, index, f32) -> (i32, f32)
    %5932 = "arith.addf"(%arg3275, %arg3275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5933 = "arith.subi"(%arg3273, %5931#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5934 = "arith.subi"(%arg3273, %5931#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5935 = "arith.addf"(%5931#1, %5931#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5934, %5935) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f305"}> ({
  ^bb0(%arg3268: i32, %arg3269: i32, %arg3270: index, %arg3271: f32):
    %5923 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5924 = "arith.addi"(%arg3270, %5923) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5925 = "arith.index_cast"(%5924) : (index) -> i32
    %5926:2 = "func.call"(%arg3269, %arg3269, %5923, %arg3271) <{callee = @f300}> : (i32, i32, index, f32) -> (i32, f32)
    %5927:2 = "func.call"(%arg3268, %5926#0, %5923, %arg3271) <{callee = @f303}> : (i32, i32, index, f32) -> (i32, f32)
    %5928 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5929 = "arith.addi"(%5924, %5928) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5930 = "arith.index_cast"(%5929) : (index) -> i32
    "func.return"(%5930, %5927#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f306"}> ({
  ^bb0(%arg3264: i32, %arg3265: i32, %arg3266: index, %arg3267: f32):
    %5919:2 = "func.call"(%arg3265, %arg3265, %arg3266, %arg3267) <{callee = @f302}> : (i32, i32, index, f32) -> (i32, f32)
    %5920 = "arith.subf"(%5919#1, %5919#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5921 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5922 = "arith.xori"(%arg3265, %arg3265) : (i32, i32) -> i32
    "func.return"(%5922, %5920) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f307"}> ({
  ^bb0(%arg3258: i32, %arg3259: i32, %arg3260: index, %arg3261: f32):
    %5908:2 = "func.call"(%arg3258, %arg3259, %arg3260, %arg3261) <{callee = @f306}> : (i32, i32, index, f32) -> (i32, f32)
    %5909 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5910 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5911 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5912 = "scf.for"(%5909, %5910, %5911, %arg3259) ({
    ^bb0(%arg3262: index, %arg3263: i32):
      %5915 = "arith.index_cast"(%arg3262) : (index) -> i32
      %5916 = "arith.muli"(%5908#0, %arg3259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5917 = "arith.addi"(%arg3263, %5915) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5918 = "arith.xori"(%5917, %5916) : (i32, i32) -> i32
      "scf.yield"(%5918) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5913 = "arith.andi"(%arg3259, %arg3259) : (i32, i32) -> i32
    %5914 = "arith.subf"(%5908#1, %arg3261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5913, %5914) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f308"}> ({
  ^bb0(%arg3254: i32, %arg3255: i32, %arg3256: index, %arg3257: f32):
    %5903 = "arith.cmpi"(%arg3255, %arg3254) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5904 = "arith.select"(%5903, %arg3254, %arg3255) : (i1, i32, i32) -> i32
    %5905 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5906 = "arith.ori"(%arg3254, %arg3255) : (i32, i32) -> i32
    %5907 = "arith.muli"(%5905, %5905) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5907, %arg3257) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f309"}> ({
  ^bb0(%arg3250: i32, %arg3251: i32, %arg3252: index, %arg3253: f32):
    %5896 = "arith.cmpi"(%arg3250, %arg3250) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %5897 = "arith.select"(%5896, %arg3251, %arg3251) : (i1, i32, i32) -> i32
    %5898 = "arith.subi"(%arg3250, %5897) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5899 = "arith.subf"(%arg3253, %arg3253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5900 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5901 = "arith.addi"(%arg3252, %5900) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5902 = "arith.index_cast"(%5901) : (index) -> i32
    "func.return"(%5902, %5899) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f310"}> ({
  ^bb0(%arg3246: i32, %arg3247: i32, %arg3248: index, %arg3249: f32):
    %5892:2 = "func.call"(%arg3247, %arg3246, %arg3248, %arg3249) <{callee = @f309}> : (i32, i32, index, f32) -> (i32, f32)
    %5893 = "arith.andi"(%arg3246, %arg3247) : (i32, i32) -> i32
    %5894 = "arith.mulf"(%5892#1, %5892#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5895 = "arith.mulf"(%5894, %5892#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5893, %5895) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f311"}> ({
  ^bb0(%arg3238: i32, %arg3239: i32, %arg3240: index, %arg3241: f32):
    %5874 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5875 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5876 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5877 = "scf.for"(%5874, %5875, %5876, %arg3239) ({
    ^bb0(%arg3244: index, %arg3245: i32):
      %5888 = "arith.index_cast"(%arg3244) : (index) -> i32
      %5889 = "arith.muli"(%arg3238, %arg3239) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5890 = "arith.addi"(%arg3245, %5888) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5891 = "arith.xori"(%5890, %5889) : (i32, i32) -> i32
      "scf.yield"(%5891) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5878 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5879 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5880 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5881 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5882 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5883 = "scf.for"(%5880, %5881, %5882, %arg3239) ({
    ^bb0(%arg3242: index, %arg3243: i32):
      %5884 = "arith.index_cast"(%arg3242) : (index) -> i32
      %5885 = "arith.muli"(%arg3239, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5886 = "arith.addi"(%arg3243, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5887 = "arith.xori"(%5886, %5885) : (i32, i32) -> i32
      "scf.yield"(%5887) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5883, %arg3241) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f312"}> ({
  ^bb0(%arg3234: i32, %arg3235: i32, %arg3236: index, %arg3237: f32):
    %5868 = "arith.muli"(%arg3235, %arg3235) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5869 = "arith.muli"(%arg3235, %arg3235) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5870 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5871 = "arith.subf"(%arg3237, %arg3237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5872 = "arith.minsi"(%arg3234, %arg3235) : (i32, i32) -> i32
    %5873 = "arith.minsi"(%arg3234, %arg3235) : (i32, i32) -> i32
    "func.return"(%5873, %5871) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f313"}> ({
  ^bb0(%arg3230: i32, %arg3231: i32, %arg3232: index, %arg3233: f32):
    %5864 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5865 = "arith.subi"(%arg3230, %5864) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5866 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5867 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%5867, %arg3233) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f314"}> ({
  ^bb0(%arg3226: i32, %arg3227: i32, %arg3228: index, %arg3229: f32):
    %5857 = "arith.ori"(%arg3226, %arg3226) : (i32, i32) -> i32
    %5858 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5859 = "arith.addi"(%arg3228, %5858) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5860 = "arith.index_cast"(%5859) : (index) -> i32
    %5861 = "arith.cmpi"(%5860, %5860) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %5862 = "arith.select"(%5861, %arg3226, %arg3226) : (i1, i32, i32) -> i32
    %5863 = "arith.andi"(%arg3227, %arg3227) : (i32, i32) -> i32
    "func.return"(%5863, %arg3229) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f315"}> ({
  ^bb0(%arg3222: i32, %arg3223: i32, %arg3224: index, %arg3225: f32):
    %5850 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5851 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5852 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5853 = "arith.addi"(%arg3224, %5852) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5854 = "arith.index_cast"(%5853) : (index) -> i32
    %5855 = "arith.cmpi"(%5851, %arg3222) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5856 = "arith.select"(%5855, %5851, %5851) : (i1, i32, i32) -> i32
    "func.return"(%5856, %arg3225) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f316"}> ({
  ^bb0(%arg3216: i32, %arg3217: i32, %arg3218: index, %arg3219: f32):
    %5838 = "arith.cmpi"(%arg3217, %arg3216) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5839 = "arith.select"(%5838, %arg3216, %arg3216) : (i1, i32, i32) -> i32
    %5840 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5841 = "arith.subi"(%arg3217, %arg3216) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5842 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5843 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5844 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5845 = "scf.for"(%5842, %5843, %5844, %5841) ({
    ^bb0(%arg3220: index, %arg3221: i32):
      %5846 = "arith.index_cast"(%arg3220) : (index) -> i32
      %5847 = "arith.muli"(%arg3216, %5840) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5848 = "arith.addi"(%arg3221, %5846) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5849 = "arith.xori"(%5848, %5847) : (i32, i32) -> i32
      "scf.yield"(%5849) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5845, %arg3219) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f317"}> ({
  ^bb0(%arg3212: i32, %arg3213: i32, %arg3214: index, %arg3215: f32):
    %5833 = "arith.andi"(%arg3212, %arg3212) : (i32, i32) -> i32
    %5834 = "arith.subi"(%arg3212, %5833) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5835 = "arith.cmpi"(%arg3213, %arg3212) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5836 = "arith.select"(%5835, %arg3213, %5834) : (i1, i32, i32) -> i32
    %5837:2 = "func.call"(%5833, %5833, %arg3214, %arg3215) <{callee = @f316}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5837#0, %5837#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f318"}> ({
  ^bb0(%arg3208: i32, %arg3209: i32, %arg3210: index, %arg3211: f32):
    %5828 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5829 = "arith.muli"(%arg3208, %5828) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5830 = "arith.muli"(%arg3208, %5828) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5831 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5832:2 = "func.call"(%5831, %arg3208, %arg3210, %arg3211) <{callee = @f314}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5832#0, %5832#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f319"}> ({
  ^bb0(%arg3204: i32, %arg3205: i32, %arg3206: index, %arg3207: f32):
    %5820 = "arith.cmpi"(%arg3205, %arg3204) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5821 = "scf.if"(%5820) ({
      %5827 = "arith.addi"(%arg3205, %arg3205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5827) : (i32) -> ()
    }, {
      %5826 = "arith.muli"(%arg3205, %arg3205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5826) : (i32) -> ()
    }) : (i1) -> i32
    %5822 = "arith.cmpi"(%arg3205, %arg3205) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5823 = "arith.select"(%5822, %arg3205, %5821) : (i1, i32, i32) -> i32
    %5824 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5825 = "arith.subi"(%5824, %arg3204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5825, %arg3207) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f320"}> ({
  ^bb0(%arg3200: i32, %arg3201: i32, %arg3202: index, %arg3203: f32):
    %5814 = "arith.cmpi"(%arg3200, %arg3201) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5815 = "arith.select"(%5814, %arg3201, %arg3200) : (i1, i32, i32) -> i32
    %5816 = "arith.maxsi"(%arg3201, %5815) : (i32, i32) -> i32
    %5817 = "arith.addi"(%5816, %5815) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5818 = "arith.addi"(%5816, %5815) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5819:2 = "func.call"(%5815, %5815, %arg3202, %arg3203) <{callee = @f317}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5819#0, %5819#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f321"}> ({
  ^bb0(%arg3196: i32, %arg3197: i32, %arg3198: index, %arg3199: f32):
    %5807 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5808 = "arith.addi"(%5807, %arg3197) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5809 = "arith.addi"(%5807, %arg3197) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5810 = "arith.cmpi"(%5809, %arg3196) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5811 = "arith.select"(%5810, %5809, %arg3196) : (i1, i32, i32) -> i32
    %5812 = "arith.subi"(%arg3197, %arg3197) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5813 = "arith.subi"(%arg3197, %arg3197) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5813, %arg3199) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f322"}> ({
  ^bb0(%arg3192: i32, %arg3193: i32, %arg3194: index, %arg3195: f32):
    %5799 = "arith.addi"(%arg3192, %arg3192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5800 = "arith.addi"(%arg3193, %arg3193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5801 = "arith.addi"(%arg3193, %arg3193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5802 = "arith.addf"(%arg3195, %arg3195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5803 = "arith.cmpi"(%arg3192, %arg3193) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5804 = "scf.if"(%5803) ({
      %5806 = "arith.addi"(%5801, %5799) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5806) : (i32) -> ()
    }, {
      %5805 = "arith.muli"(%5801, %5799) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5805) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5804, %5802) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f323"}> ({
  ^bb0(%arg3186: i32, %arg3187: i32, %arg3188: index, %arg3189: f32):
    %5785 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5786 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5787 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5788 = "scf.for"(%5785, %5786, %5787, %arg3187) ({
    ^bb0(%arg3190: index, %arg3191: i32):
      %5795 = "arith.index_cast"(%arg3190) : (index) -> i32
      %5796 = "arith.muli"(%arg3186, %arg3187) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5797 = "arith.addi"(%arg3191, %5795) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5798 = "arith.xori"(%5797, %5796) : (i32, i32) -> i32
      "scf.yield"(%5798) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5789:2 = "func.call"(%arg3187, %arg3187, %arg3188, %arg3189) <{callee = @f319}> : (i32, i32, index, f32) -> (i32, f32)
    %5790 = "arith.cmpi"(%5788, %5789#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5791 = "scf.if"(%5790) ({
      %5794 = "arith.addi"(%5789#0, %arg3187) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5794) : (i32) -> ()
    }, {
      %5793 = "arith.muli"(%5789#0, %arg3187) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5793) : (i32) -> ()
    }) : (i1) -> i32
    %5792:2 = "func.call"(%5791, %5791, %arg3188, %arg3189) <{callee = @f316}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5792#0, %5792#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f324"}> ({
  ^bb0(%arg3182: i32, %arg3183: i32, %arg3184: index, %arg3185: f32):
    %5781 = "arith.mulf"(%arg3185, %arg3185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5782 = "arith.subi"(%arg3182, %arg3182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5783 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5784 = "arith.subi"(%5783, %arg3182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5784, %5781) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f325"}> ({
  ^bb0(%arg3178: i32, %arg3179: i32, %arg3180: index, %arg3181: f32):
    %5777 = "arith.addf"(%arg3181, %arg3181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5778 = "arith.muli"(%arg3179, %arg3179) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5779 = "arith.ori"(%arg3178, %5778) : (i32, i32) -> i32
    %5780 = "arith.mulf"(%arg3181, %arg3181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5779, %5780) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f326"}> ({
  ^bb0(%arg3172: i32, %arg3173: i32, %arg3174: index, %arg3175: f32):
    %5761 = "arith.mulf"(%arg3175, %arg3175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5762 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5763 = "arith.addi"(%arg3174, %5762) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5764 = "arith.index_cast"(%5763) : (index) -> i32
    %5765 = "arith.cmpi"(%5764, %arg3173) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5766 = "scf.if"(%5765) ({
      %5776 = "arith.addi"(%5764, %arg3173) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5776) : (i32) -> ()
    }, {
      %5775 = "arith.muli"(%5764, %arg3173) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5775) : (i32) -> ()
    }) : (i1) -> i32
    %5767 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5768 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5769 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5770 = "scf.for"(%5767, %5768, %5769, %arg3172) ({
    ^bb0(%arg3176: index, %arg3177: i32):
      %5771 = "arith.index_cast"(%arg3176) : (index) -> i32
      %5772 = "arith.muli"(%arg3172, %arg3172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5773 = "arith.addi"(%arg3177, %5771) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5774 = "arith.xori"(%5773, %5772) : (i32, i32) -> i32
      "scf.yield"(%5774) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5770, %5761) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f327"}> ({
  ^bb0(%arg3166: i32, %arg3167: i32, %arg3168: index, %arg3169: f32):
    %5747 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5748 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5749 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5750 = "scf.for"(%5747, %5748, %5749, %arg3166) ({
    ^bb0(%arg3170: index, %arg3171: i32):
      %5757 = "arith.index_cast"(%arg3170) : (index) -> i32
      %5758 = "arith.muli"(%arg3167, %arg3167) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5759 = "arith.addi"(%arg3171, %5757) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5760 = "arith.xori"(%5759, %5758) : (i32, i32) -> i32
      "scf.yield"(%5760) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5751 = "arith.cmpi"(%5750, %5750) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5752 = "arith.select"(%5751, %arg3166, %arg3167) : (i1, i32, i32) -> i32
    %5753 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5754 = "arith.addi"(%arg3168, %5753) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5755 = "arith.index_cast"(%5754) : (index) -> i32
    %5756:2 = "func.call"(%5755, %arg3166, %arg3168, %arg3169) <{callee = @f324}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5756#0, %5756#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f328"}> ({
  ^bb0(%arg3162: i32, %arg3163: i32, %arg3164: index, %arg3165: f32):
    %5739:2 = "func.call"(%arg3162, %arg3163, %arg3164, %arg3165) <{callee = @f323}> : (i32, i32, index, f32) -> (i32, f32)
    %5740 = "arith.cmpi"(%5739#0, %arg3163) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5741 = "arith.select"(%5740, %arg3162, %5739#0) : (i1, i32, i32) -> i32
    %5742:2 = "func.call"(%5739#0, %arg3162, %arg3164, %5739#1) <{callee = @f321}> : (i32, i32, index, f32) -> (i32, f32)
    %5743 = "arith.cmpi"(%5739#0, %5741) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5744 = "scf.if"(%5743) ({
      %5746 = "arith.addi"(%5741, %arg3163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5746) : (i32) -> ()
    }, {
      %5745 = "arith.muli"(%5741, %arg3163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5745) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5744, %5742#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f329"}> ({
  ^bb0(%arg3158: i32, %arg3159: i32, %arg3160: index, %arg3161: f32):
    %5734:2 = "func.call"(%arg3159, %arg3158, %arg3160, %arg3161) <{callee = @f328}> : (i32, i32, index, f32) -> (i32, f32)
    %5735:2 = "func.call"(%arg3158, %5734#0, %arg3160, %arg3161) <{callee = @f321}> : (i32, i32, index, f32) -> (i32, f32)
    %5736 = "arith.xori"(%arg3159, %5735#0) : (i32, i32) -> i32
    %5737 = "arith.cmpi"(%5736, %arg3158) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5738 = "arith.select"(%5737, %5734#0, %5736) : (i1, i32, i32) -> i32
    "func.return"(%5738, %5735#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f330"}> ({
  ^bb0(%arg3154: i32, %arg3155: i32, %arg3156: index, %arg3157: f32):
    %5730 = "arith.xori"(%arg3155, %arg3154) : (i32, i32) -> i32
    %5731 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5732 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5733 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%5733, %arg3157) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f331"}> ({
  ^bb0(%arg3150: i32, %arg3151: i32, %arg3152: index, %arg3153: f32):
    %5722:2 = "func.call"(%arg3150, %arg3151, %arg3152, %arg3153) <{callee = @f330}> : (i32, i32, index, f32) -> (i32, f32)
    %5723 = "arith.xori"(%arg3150, %arg3151) : (i32, i32) -> i32
    %5724 = "arith.xori"(%arg3150, %arg3151) : (i32, i32) -> i32
    %5725 = "arith.cmpi"(%arg3150, %5724) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5726 = "scf.if"(%5725) ({
      %5729 = "arith.addi"(%arg3151, %5724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5729) : (i32) -> ()
    }, {
      %5728 = "arith.muli"(%arg3151, %5724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5728) : (i32) -> ()
    }) : (i1) -> i32
    %5727:2 = "func.call"(%5726, %5726, %arg3152, %arg3153) <{callee = @f329}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5727#0, %5727#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f332"}> ({
  ^bb0(%arg3146: i32, %arg3147: i32, %arg3148: index, %arg3149: f32):
    %5717 = "arith.addf"(%arg3149, %arg3149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5718 = "arith.cmpi"(%arg3147, %arg3146) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5719 = "arith.select"(%5718, %arg3147, %arg3147) : (i1, i32, i32) -> i32
    %5720 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5721 = "arith.addf"(%arg3149, %5717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5720, %5721) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f333"}> ({
  ^bb0(%arg3142: i32, %arg3143: i32, %arg3144: index, %arg3145: f32):
    %5711:2 = "func.call"(%arg3142, %arg3143, %arg3144, %arg3145) <{callee = @f328}> : (i32, i32, index, f32) -> (i32, f32)
    %5712 = "arith.ori"(%arg3143, %arg3142) : (i32, i32) -> i32
    %5713 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5714 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5715 = "arith.addi"(%arg3144, %5714) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5716 = "arith.index_cast"(%5715) : (index) -> i32
    "func.return"(%5716, %5711#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f334"}> ({
  ^bb0(%arg3138: i32, %arg3139: i32, %arg3140: index, %arg3141: f32):
    %5707 = "arith.mulf"(%arg3141, %arg3141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5708:2 = "func.call"(%arg3139, %arg3138, %arg3140, %arg3141) <{callee = @f329}> : (i32, i32, index, f32) -> (i32, f32)
    %5709 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5710:2 = "func.call"(%arg3138, %arg3138, %arg3140, %arg3141) <{callee = @f326}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5710#0, %5710#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f335"}> ({
  ^bb0(%arg3134: i32, %arg3135: i32, %arg3136: index, %arg3137: f32):
    %5703 = "arith.mulf"(%arg3137, %arg3137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5704 = "arith.andi"(%arg3135, %arg3135) : (i32, i32) -> i32
    %5705 = "arith.subi"(%arg3135, %5704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5706 = "arith.muli"(%5704, %5704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5706, %5703) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f336"}> ({
  ^bb0(%arg3130: i32, %arg3131: i32, %arg3132: index, %arg3133: f32):
    %5699 = "arith.addi"(%arg3131, %arg3130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5700 = "arith.addf"(%arg3133, %arg3133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5701 = "arith.subf"(%5700, %5700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5702 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%5702, %5701) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f337"}> ({
  ^bb0(%arg3126: i32, %arg3127: i32, %arg3128: index, %arg3129: f32):
    %5692 = "arith.cmpi"(%arg3127, %arg3126) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5693 = "scf.if"(%5692) ({
      %5698 = "arith.addi"(%arg3127, %arg3126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5698) : (i32) -> ()
    }, {
      %5697 = "arith.muli"(%arg3127, %arg3126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5697) : (i32) -> ()
    }) : (i1) -> i32
    %5694 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5695:2 = "func.call"(%5693, %arg3126, %arg3128, %arg3129) <{callee = @f333}> : (i32, i32, index, f32) -> (i32, f32)
    %5696 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%5696, %5695#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f338"}> ({
  ^bb0(%arg3120: i32, %arg3121: i32, %arg3122: index, %arg3123: f32):
    %5677 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5678 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5679 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5680 = "scf.for"(%5677, %5678, %5679, %arg3120) ({
    ^bb0(%arg3124: index, %arg3125: i32):
      %5688 = "arith.index_cast"(%arg3124) : (index) -> i32
      %5689 = "arith.muli"(%arg3120, %arg3121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5690 = "arith.addi"(%arg3125, %5688) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5691 = "arith.xori"(%5690, %5689) : (i32, i32) -> i32
      "scf.yield"(%5691) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5681 = "arith.xori"(%arg3120, %arg3121) : (i32, i32) -> i32
    %5682 = "arith.xori"(%arg3120, %arg3121) : (i32, i32) -> i32
    %5683 = "arith.minsi"(%5680, %5681) : (i32, i32) -> i32
    %5684 = "arith.cmpi"(%arg3121, %5681) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5685 = "scf.if"(%5684) ({
      %5687 = "arith.addi"(%5681, %5683) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5687) : (i32) -> ()
    }, {
      %5686 = "arith.muli"(%5681, %5683) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5686) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5685, %arg3123) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f339"}> ({
  ^bb0(%arg3114: i32, %arg3115: i32, %arg3116: index, %arg3117: f32):
    %5666 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5667 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5668 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5669 = "scf.for"(%5666, %5667, %5668, %arg3115) ({
    ^bb0(%arg3118: index, %arg3119: i32):
      %5673 = "arith.index_cast"(%arg3118) : (index) -> i32
      %5674 = "arith.muli"(%arg3115, %arg3115) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5675 = "arith.addi"(%arg3119, %5673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5676 = "arith.xori"(%5675, %5674) : (i32, i32) -> i32
      "scf.yield"(%5676) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5670 = "arith.minsi"(%5669, %arg3114) : (i32, i32) -> i32
    %5671 = "arith.muli"(%5670, %arg3115) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5672:2 = "func.call"(%5669, %5671, %arg3116, %arg3117) <{callee = @f331}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5672#0, %5672#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f340"}> ({
  ^bb0(%arg3110: i32, %arg3111: i32, %arg3112: index, %arg3113: f32):
    %5660:2 = "func.call"(%arg3111, %arg3111, %arg3112, %arg3113) <{callee = @f336}> : (i32, i32, index, f32) -> (i32, f32)
    %5661 = "arith.addi"(%arg3111, %arg3111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5662 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5663 = "arith.addi"(%arg3112, %5662) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5664 = "arith.index_cast"(%5663) : (index) -> i32
    %5665:2 = "func.call"(%arg3110, %arg3111, %arg3112, %arg3113) <{callee = @f334}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5665#0, %5665#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f341"}> ({
  ^bb0(%arg3104: i32, %arg3105: i32, %arg3106: index, %arg3107: f32):
    %5649 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5650 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5651 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5652 = "scf.for"(%5649, %5650, %5651, %arg3105) ({
    ^bb0(%arg3108: index, %arg3109: i32):
      %5656 = "arith.index_cast"(%arg3108) : (index) -> i32
      %5657 = "arith.muli"(%arg3105, %arg3104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5658 = "arith.addi"(%arg3109, %5656) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5659 = "arith.xori"(%5658, %5657) : (i32, i32) -> i32
      "scf.yield"(%5659) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5653 = "arith.muli"(%5652, %arg3105) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5654:2 = "func.call"(%5653, %5652, %arg3106, %arg3107) <{callee = @f338}> : (i32, i32, index, f32) -> (i32, f32)
    %5655 = "arith.addf"(%5654#1, %arg3107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5654#0, %5655) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f342"}> ({
  ^bb0(%arg3100: i32, %arg3101: i32, %arg3102: index, %arg3103: f32):
    %5642 = "arith.cmpi"(%arg3101, %arg3100) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5643 = "scf.if"(%5642) ({
      %5648 = "arith.addi"(%arg3100, %arg3101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5648) : (i32) -> ()
    }, {
      %5647 = "arith.muli"(%arg3100, %arg3101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5647) : (i32) -> ()
    }) : (i1) -> i32
    %5644 = "arith.minsi"(%arg3100, %arg3101) : (i32, i32) -> i32
    %5645 = "arith.muli"(%5644, %5643) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5646:2 = "func.call"(%arg3101, %5643, %arg3102, %arg3103) <{callee = @f338}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5646#0, %5646#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f343"}> ({
  ^bb0(%arg3096: i32, %arg3097: i32, %arg3098: index, %arg3099: f32):
    %5635 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5636 = "arith.addi"(%arg3098, %5635) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5637 = "arith.index_cast"(%5636) : (index) -> i32
    %5638 = "arith.minsi"(%arg3097, %5637) : (i32, i32) -> i32
    %5639 = "arith.cmpi"(%arg3096, %5637) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5640 = "arith.select"(%5639, %5637, %arg3097) : (i1, i32, i32) -> i32
    %5641 = "arith.addf"(%arg3099, %arg3099) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5640, %5641) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f344"}> ({
  ^bb0(%arg3092: i32, %arg3093: i32, %arg3094: index, %arg3095: f32):
    %5629 = "arith.minsi"(%arg3093, %arg3092) : (i32, i32) -> i32
    %5630 = "arith.cmpi"(%arg3093, %5629) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5631 = "arith.select"(%5630, %arg3092, %arg3093) : (i1, i32, i32) -> i32
    %5632 = "arith.addf"(%arg3095, %arg3095) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5633 = "arith.minsi"(%arg3092, %5631) : (i32, i32) -> i32
    %5634 = "arith.minsi"(%arg3092, %5631) : (i32, i32) -> i32
    "func.return"(%5634, %5632) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f345"}> ({
  ^bb0(%arg3088: i32, %arg3089: i32, %arg3090: index, %arg3091: f32):
    %5624 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5625 = "arith.subi"(%arg3089, %arg3088) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5626:2 = "func.call"(%arg3089, %arg3088, %arg3090, %arg3091) <{callee = @f343}> : (i32, i32, index, f32) -> (i32, f32)
    %5627 = "arith.cmpi"(%5626#0, %5624) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %5628 = "arith.select"(%5627, %arg3089, %arg3088) : (i1, i32, i32) -> i32
    "func.return"(%5628, %5626#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f346"}> ({
  ^bb0(%arg3084: i32, %arg3085: i32, %arg3086: index, %arg3087: f32):
    %5618 = "arith.addi"(%arg3085, %arg3084) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5619 = "arith.ori"(%arg3085, %arg3085) : (i32, i32) -> i32
    %5620 = "arith.ori"(%arg3085, %arg3085) : (i32, i32) -> i32
    %5621 = "arith.maxsi"(%5619, %5619) : (i32, i32) -> i32
    %5622 = "arith.subi"(%arg3084, %5619) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5623 = "arith.subi"(%arg3084, %5619) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5623, %arg3087) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f347"}> ({
  ^bb0(%arg3080: i32, %arg3081: i32, %arg3082: index, %arg3083: f32):
    %5611 = "arith.cmpi"(%arg3080, %arg3080) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5612 = "scf.if"(%5611) ({
      %5617 = "arith.addi"(%arg3081, %arg3081) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5617) : (i32) -> ()
    }, {
      %5616 = "arith.muli"(%arg3081, %arg3081) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5616) : (i32) -> ()
    }) : (i1) -> i32
    %5613 = "arith.mulf"(%arg3083, %arg3083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5614 = "arith.muli"(%arg3081, %5612) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5615 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%5615, %5613) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f348"}> ({
  ^bb0(%arg3076: i32, %arg3077: i32, %arg3078: index, %arg3079: f32):
    %5599 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5600 = "arith.addi"(%arg3078, %5599) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5601 = "arith.index_cast"(%5600) : (index) -> i32
    %5602 = "arith.cmpi"(%arg3077, %arg3076) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5603 = "arith.select"(%5602, %5601, %arg3076) : (i1, i32, i32) -> i32
    %5604 = "arith.cmpi"(%5601, %arg3077) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5605 = "scf.if"(%5604) ({
      %5610 = "arith.addi"(%arg3077, %arg3077) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5610) : (i32) -> ()
    }, {
      %5609 = "arith.muli"(%arg3077, %arg3077) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5609) : (i32) -> ()
    }) : (i1) -> i32
    %5606 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5607 = "arith.addi"(%5599, %5606) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5608 = "arith.index_cast"(%5607) : (index) -> i32
    "func.return"(%5608, %arg3079) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f349"}> ({
  ^bb0(%arg3070: i32, %arg3071: i32, %arg3072: index, %arg3073: f32):
    %5587 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5588 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5589 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5590 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5591 = "scf.for"(%5588, %5589, %5590, %5587) ({
    ^bb0(%arg3074: index, %arg3075: i32):
      %5595 = "arith.index_cast"(%arg3074) : (index) -> i32
      %5596 = "arith.muli"(%5587, %arg3071) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5597 = "arith.addi"(%arg3075, %5595) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5598 = "arith.xori"(%5597, %5596) : (i32, i32) -> i32
      "scf.yield"(%5598) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5592 = "arith.xori"(%arg3070, %5591) : (i32, i32) -> i32
    %5593 = "arith.subi"(%arg3070, %5587) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5594 = "arith.subi"(%arg3070, %5587) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5594, %arg3073) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f350"}> ({
  ^bb0(%arg3066: i32, %arg3067: i32, %arg3068: index, %arg3069: f32):
    %5582 = "arith.ori"(%arg3066, %arg3066) : (i32, i32) -> i32
    %5583 = "arith.ori"(%arg3066, %arg3066) : (i32, i32) -> i32
    %5584 = "arith.xori"(%arg3067, %5582) : (i32, i32) -> i32
    %5585 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5586 = "arith.maxsi"(%arg3066, %arg3066) : (i32, i32) -> i32
    "func.return"(%5586, %arg3069) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f351"}> ({
  ^bb0(%arg3062: i32, %arg3063: i32, %arg3064: index, %arg3065: f32):
    %5576 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5577 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5578 = "arith.addi"(%arg3064, %5577) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5579 = "arith.index_cast"(%5578) : (index) -> i32
    %5580 = "arith.ori"(%5579, %5579) : (i32, i32) -> i32
    %5581 = "arith.subf"(%arg3065, %arg3065) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5580, %5581) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f352"}> ({
  ^bb0(%arg3058: i32, %arg3059: i32, %arg3060: index, %arg3061: f32):
    %5569 = "arith.addf"(%arg3061, %arg3061) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5570 = "arith.minsi"(%arg3058, %arg3059) : (i32, i32) -> i32
    %5571 = "arith.minsi"(%arg3058, %arg3059) : (i32, i32) -> i32
    %5572 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5573 = "arith.addi"(%arg3060, %5572) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5574 = "arith.index_cast"(%5573) : (index) -> i32
    %5575 = "arith.xori"(%5574, %5571) : (i32, i32) -> i32
    "func.return"(%5575, %5569) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f353"}> ({
  ^bb0(%arg3054: i32, %arg3055: i32, %arg3056: index, %arg3057: f32):
    %5565 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5566 = "arith.addf"(%arg3057, %arg3057) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5567:2 = "func.call"(%arg3055, %arg3054, %arg3056, %5566) <{callee = @f350}> : (i32, i32, index, f32) -> (i32, f32)
    %5568 = "arith.maxsi"(%5567#0, %arg3054) : (i32, i32) -> i32
    "func.return"(%5568, %5567#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f354"}> ({
  ^bb0(%arg3050: i32, %arg3051: i32, %arg3052: index, %arg3053: f32):
    %5559 = "arith.andi"(%arg3051, %arg3051) : (i32, i32) -> i32
    %5560 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5561 = "arith.mulf"(%arg3053, %arg3053) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5562 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5563 = "arith.addi"(%arg3052, %5562) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5564 = "arith.index_cast"(%5563) : (index) -> i32
    "func.return"(%5564, %5561) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f355"}> ({
  ^bb0(%arg3046: i32, %arg3047: i32, %arg3048: index, %arg3049: f32):
    %5555 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5556 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5557:2 = "func.call"(%5556, %5555, %arg3048, %arg3049) <{callee = @f349}> : (i32, i32, index, f32) -> (i32, f32)
    %5558 = "arith.ori"(%arg3046, %arg3047) : (i32, i32) -> i32
    "func.return"(%5558, %5557#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f356"}> ({
  ^bb0(%arg3042: i32, %arg3043: i32, %arg3044: index, %arg3045: f32):
    %5551 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5552 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5553 = "arith.maxsi"(%arg3042, %5551) : (i32, i32) -> i32
    %5554 = "arith.subi"(%5551, %arg3042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5554, %arg3045) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f357"}> ({
  ^bb0(%arg3038: i32, %arg3039: i32, %arg3040: index, %arg3041: f32):
    %5544 = "arith.xori"(%arg3038, %arg3039) : (i32, i32) -> i32
    %5545 = "arith.xori"(%arg3038, %arg3039) : (i32, i32) -> i32
    %5546 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5547 = "arith.xori"(%5546, %arg3039) : (i32, i32) -> i32
    %5548 = "arith.xori"(%5546, %arg3039) : (i32, i32) -> i32
    %5549 = "arith.addi"(%5544, %5546) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5550 = "arith.addi"(%5544, %5546) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5550, %arg3041) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f358"}> ({
  ^bb0(%arg3034: i32, %arg3035: i32, %arg3036: index, %arg3037: f32):
    %5539 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5540 = "arith.maxsi"(%arg3034, %5539) : (i32, i32) -> i32
    %5541 = "arith.cmpi"(%arg3035, %arg3034) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5542 = "arith.select"(%5541, %5540, %arg3034) : (i1, i32, i32) -> i32
    %5543 = "arith.addf"(%arg3037, %arg3037) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5542, %5543) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f359"}> ({
  ^bb0(%arg3028: i32, %arg3029: i32, %arg3030: index, %arg3031: f32):
    %5527 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5528 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5529 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5530 = "scf.for"(%5527, %5528, %5529, %arg3029) ({
    ^bb0(%arg3032: index, %arg3033: i32):
      %5535 = "arith.index_cast"(%arg3032) : (index) -> i32
      %5536 = "arith.muli"(%arg3029, %arg3028) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5537 = "arith.addi"(%arg3033, %5535) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5538 = "arith.xori"(%5537, %5536) : (i32, i32) -> i32
      "scf.yield"(%5538) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5531 = "arith.cmpi"(%arg3029, %arg3028) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %5532 = "arith.select"(%5531, %arg3029, %5530) : (i1, i32, i32) -> i32
    %5533 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5534 = "arith.maxsi"(%arg3028, %5530) : (i32, i32) -> i32
    "func.return"(%5534, %arg3031) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f360"}> ({
  ^bb0(%arg3024: i32, %arg3025: i32, %arg3026: index, %arg3027: f32):
    %5519 = "arith.addi"(%arg3024, %arg3025) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5520 = "arith.minsi"(%5519, %5519) : (i32, i32) -> i32
    %5521 = "arith.minsi"(%5519, %5519) : (i32, i32) -> i32
    %5522 = "arith.addf"(%arg3027, %arg3027) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5523 = "arith.cmpi"(%5521, %5521) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5524 = "scf.if"(%5523) ({
      %5526 = "arith.addi"(%arg3024, %5520) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5526) : (i32) -> ()
    }, {
      %5525 = "arith.muli"(%arg3024, %5520) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5525) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5524, %5522) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f361"}> ({
  ^bb0(%arg3020: i32, %arg3021: i32, %arg3022: index, %arg3023: f32):
    %5515 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5516 = "arith.ori"(%arg3020, %5515) : (i32, i32) -> i32
    %5517 = "arith.maxsi"(%5516, %5515) : (i32, i32) -> i32
    %5518 = "arith.subf"(%arg3023, %arg3023) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5517, %5518) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f362"}> ({
  ^bb0(%arg3014: i32, %arg3015: i32, %arg3016: index, %arg3017: f32):
    %5502 = "arith.addi"(%arg3014, %arg3014) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5503 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5504 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5505 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5506 = "scf.for"(%5503, %5504, %5505, %arg3014) ({
    ^bb0(%arg3018: index, %arg3019: i32):
      %5511 = "arith.index_cast"(%arg3018) : (index) -> i32
      %5512 = "arith.muli"(%5502, %arg3014) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5513 = "arith.addi"(%arg3019, %5511) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5514 = "arith.xori"(%5513, %5512) : (i32, i32) -> i32
      "scf.yield"(%5514) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5507 = "arith.subi"(%5506, %arg3015) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5508 = "arith.subi"(%5506, %arg3015) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5509 = "arith.cmpi"(%5506, %5506) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %5510 = "arith.select"(%5509, %arg3015, %arg3014) : (i1, i32, i32) -> i32
    "func.return"(%5510, %arg3017) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f363"}> ({
  ^bb0(%arg3010: i32, %arg3011: i32, %arg3012: index, %arg3013: f32):
    %5498:2 = "func.call"(%arg3010, %arg3010, %arg3012, %arg3013) <{callee = @f358}> : (i32, i32, index, f32) -> (i32, f32)
    %5499:2 = "func.call"(%5498#0, %5498#0, %arg3012, %5498#1) <{callee = @f357}> : (i32, i32, index, f32) -> (i32, f32)
    %5500 = "arith.maxsi"(%arg3011, %5499#0) : (i32, i32) -> i32
    %5501 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%5501, %5499#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f364"}> ({
  ^bb0(%arg3006: i32, %arg3007: i32, %arg3008: index, %arg3009: f32):
    %5494 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5495 = "arith.addf"(%arg3009, %arg3009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5496 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5497 = "arith.addf"(%arg3009, %arg3009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5496, %5497) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f365"}> ({
  ^bb0(%arg3002: i32, %arg3003: i32, %arg3004: index, %arg3005: f32):
    %5487 = "arith.cmpi"(%arg3002, %arg3003) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5488 = "scf.if"(%5487) ({
      %5493 = "arith.addi"(%arg3003, %arg3002) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5493) : (i32) -> ()
    }, {
      %5492 = "arith.muli"(%arg3003, %arg3002) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5492) : (i32) -> ()
    }) : (i1) -> i32
    %5489 = "arith.addi"(%arg3003, %5488) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5490:2 = "func.call"(%5488, %arg3003, %arg3004, %arg3005) <{callee = @f358}> : (i32, i32, index, f32) -> (i32, f32)
    %5491 = "arith.addi"(%5490#0, %arg3003) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5491, %5490#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f366"}> ({
  ^bb0(%arg2998: i32, %arg2999: i32, %arg3000: index, %arg3001: f32):
    %5482 = "arith.minsi"(%arg2998, %arg2998) : (i32, i32) -> i32
    %5483 = "arith.minsi"(%arg2999, %arg2999) : (i32, i32) -> i32
    %5484 = "arith.subf"(%arg3001, %arg3001) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5485 = "arith.cmpi"(%5482, %arg2999) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5486 = "arith.select"(%5485, %arg2998, %5483) : (i1, i32, i32) -> i32
    "func.return"(%5486, %5484) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f367"}> ({
  ^bb0(%arg2994: i32, %arg2995: i32, %arg2996: index, %arg2997: f32):
    %5472 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5473 = "arith.addi"(%arg2996, %5472) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5474 = "arith.index_cast"(%5473) : (index) -> i32
    %5475 = "arith.muli"(%arg2995, %5474) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5476 = "arith.cmpi"(%5475, %5474) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5477 = "arith.select"(%5476, %5474, %5474) : (i1, i32, i32) -> i32
    %5478 = "arith.cmpi"(%5475, %arg2994) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5479 = "scf.if"(%5478) ({
      %5481 = "arith.addi"(%5477, %5477) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5481) : (i32) -> ()
    }, {
      %5480 = "arith.muli"(%5477, %5477) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5480) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5479, %arg2997) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f368"}> ({
  ^bb0(%arg2990: i32, %arg2991: i32, %arg2992: index, %arg2993: f32):
    %5468 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5469 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5470:2 = "func.call"(%arg2991, %5468, %arg2992, %arg2993) <{callee = @f364}> : (i32, i32, index, f32) -> (i32, f32)
    %5471 = "arith.subi"(%5468, %5468) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5471, %5470#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f369"}> ({
  ^bb0(%arg2986: i32, %arg2987: i32, %arg2988: index, %arg2989: f32):
    %5460 = "arith.subf"(%arg2989, %arg2989) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5461 = "arith.cmpi"(%arg2987, %arg2987) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5462 = "arith.select"(%5461, %arg2986, %arg2986) : (i1, i32, i32) -> i32
    %5463 = "arith.cmpi"(%5462, %5462) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5464 = "scf.if"(%5463) ({
      %5467 = "arith.addi"(%5462, %5462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5467) : (i32) -> ()
    }, {
      %5466 = "arith.muli"(%5462, %5462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5466) : (i32) -> ()
    }) : (i1) -> i32
    %5465 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%5465, %5460) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f370"}> ({
  ^bb0(%arg2980: i32, %arg2981: i32, %arg2982: index, %arg2983: f32):
    %5445 = "arith.andi"(%arg2980, %arg2980) : (i32, i32) -> i32
    %5446 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5447 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5448 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5449 = "scf.for"(%5446, %5447, %5448, %5445) ({
    ^bb0(%arg2984: index, %arg2985: i32):
      %5456 = "arith.index_cast"(%arg2984) : (index) -> i32
      %5457 = "arith.muli"(%arg2981, %5445) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5458 = "arith.addi"(%arg2985, %5456) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5459 = "arith.xori"(%5458, %5457) : (i32, i32) -> i32
      "scf.yield"(%5459) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5450 = "arith.cmpi"(%arg2980, %5445) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %5451 = "arith.select"(%5450, %arg2981, %arg2980) : (i1, i32, i32) -> i32
    %5452 = "arith.cmpi"(%arg2980, %arg2981) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5453 = "scf.if"(%5452) ({
      %5455 = "arith.addi"(%5445, %5449) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5455) : (i32) -> ()
    }, {
      %5454 = "arith.muli"(%5445, %5449) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5454) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5453, %arg2983) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f371"}> ({
  ^bb0(%arg2976: i32, %arg2977: i32, %arg2978: index, %arg2979: f32):
    %5441 = "arith.muli"(%arg2976, %arg2977) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5442:2 = "func.call"(%arg2977, %arg2977, %arg2978, %arg2979) <{callee = @f370}> : (i32, i32, index, f32) -> (i32, f32)
    %5443:2 = "func.call"(%5442#0, %arg2976, %arg2978, %5442#1) <{callee = @f369}> : (i32, i32, index, f32) -> (i32, f32)
    %5444 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%5444, %5443#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f372"}> ({
  ^bb0(%arg2972: i32, %arg2973: i32, %arg2974: index, %arg2975: f32):
    %5430 = "arith.xori"(%arg2972, %arg2973) : (i32, i32) -> i32
    %5431 = "arith.xori"(%arg2972, %arg2973) : (i32, i32) -> i32
    %5432 = "arith.maxsi"(%5431, %5430) : (i32, i32) -> i32
    %5433 = "arith.cmpi"(%5432, %arg2973) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5434 = "scf.if"(%5433) ({
      %5440 = "arith.addi"(%5430, %5432) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5440) : (i32) -> ()
    }, {
      %5439 = "arith.muli"(%5430, %5432) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5439) : (i32) -> ()
    }) : (i1) -> i32
    %5435 = "arith.cmpi"(%5432, %arg2972) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5436 = "scf.if"(%5435) ({
      %5438 = "arith.addi"(%5432, %5431) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5438) : (i32) -> ()
    }, {
      %5437 = "arith.muli"(%5432, %5431) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5437) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5436, %arg2975) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f373"}> ({
  ^bb0(%arg2968: i32, %arg2969: i32, %arg2970: index, %arg2971: f32):
    %5421:2 = "func.call"(%arg2968, %arg2969, %arg2970, %arg2971) <{callee = @f367}> : (i32, i32, index, f32) -> (i32, f32)
    %5422 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5423 = "arith.addi"(%arg2970, %5422) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5424 = "arith.index_cast"(%5423) : (index) -> i32
    %5425 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5426 = "arith.cmpi"(%5421#0, %arg2969) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5427 = "scf.if"(%5426) ({
      %5429 = "arith.addi"(%arg2968, %5425) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5429) : (i32) -> ()
    }, {
      %5428 = "arith.muli"(%arg2968, %5425) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5428) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5427, %5421#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f374"}> ({
  ^bb0(%arg2962: i32, %arg2963: i32, %arg2964: index, %arg2965: f32):
    %5405 = "arith.cmpi"(%arg2963, %arg2962) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5406 = "scf.if"(%5405) ({
      %5420 = "arith.addi"(%arg2962, %arg2962) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5420) : (i32) -> ()
    }, {
      %5419 = "arith.muli"(%arg2962, %arg2962) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5419) : (i32) -> ()
    }) : (i1) -> i32
    %5407 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5408 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5409 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5410 = "scf.for"(%5407, %5408, %5409, %arg2962) ({
    ^bb0(%arg2966: index, %arg2967: i32):
      %5415 = "arith.index_cast"(%arg2966) : (index) -> i32
      %5416 = "arith.muli"(%arg2962, %arg2963) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5417 = "arith.addi"(%arg2967, %5415) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5418 = "arith.xori"(%5417, %5416) : (i32, i32) -> i32
      "scf.yield"(%5418) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5411 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5412 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5413 = "arith.addi"(%arg2964, %5412) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5414 = "arith.index_cast"(%5413) : (index) -> i32
    "func.return"(%5414, %arg2965) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f375"}> ({
  ^bb0(%arg2956: i32, %arg2957: i32, %arg2958: index, %arg2959: f32):
    %5391 = "arith.addf"(%arg2959, %arg2959) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5392 = "arith.cmpi"(%arg2957, %arg2957) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5393 = "arith.select"(%5392, %arg2957, %arg2956) : (i1, i32, i32) -> i32
    %5394 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5395 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5396 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5397 = "scf.for"(%5394, %5395, %5396, %arg2956) ({
    ^bb0(%arg2960: index, %arg2961: i32):
      %5401 = "arith.index_cast"(%arg2960) : (index) -> i32
      %5402 = "arith.muli"(%arg2957, %arg2956) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5403 = "arith.addi"(%arg2961, %5401) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5404 = "arith.xori"(%5403, %5402) : (i32, i32) -> i32
      "scf.yield"(%5404) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5398 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5399 = "arith.addi"(%arg2958, %5398) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5400 = "arith.index_cast"(%5399) : (index) -> i32
    "func.return"(%5400, %5391) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f376"}> ({
  ^bb0(%arg2952: i32, %arg2953: i32, %arg2954: index, %arg2955: f32):
    %5383 = "arith.cmpi"(%arg2952, %arg2953) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5384 = "arith.select"(%5383, %arg2952, %arg2952) : (i1, i32, i32) -> i32
    %5385:2 = "func.call"(%arg2953, %5384, %arg2954, %arg2955) <{callee = @f374}> : (i32, i32, index, f32) -> (i32, f32)
    %5386:2 = "func.call"(%5384, %5384, %arg2954, %5385#1) <{callee = @f370}> : (i32, i32, index, f32) -> (i32, f32)
    %5387 = "arith.cmpi"(%arg2952, %5386#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5388 = "scf.if"(%5387) ({
      %5390 = "arith.addi"(%arg2952, %5385#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5390) : (i32) -> ()
    }, {
      %5389 = "arith.muli"(%arg2952, %5385#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5389) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5388, %5386#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f377"}> ({
  ^bb0(%arg2948: i32, %arg2949: i32, %arg2950: index, %arg2951: f32):
    %5377 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5378 = "arith.xori"(%5377, %5377) : (i32, i32) -> i32
    %5379 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5380 = "arith.addi"(%arg2950, %5379) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5381 = "arith.index_cast"(%5380) : (index) -> i32
    %5382 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%5382, %arg2951) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f378"}> ({
  ^bb0(%arg2942: i32, %arg2943: i32, %arg2944: index, %arg2945: f32):
    %5366 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5367 = "arith.muli"(%5366, %arg2943) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5368 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5369 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5370 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5371 = "scf.for"(%5368, %5369, %5370, %5367) ({
    ^bb0(%arg2946: index, %arg2947: i32):
      %5373 = "arith.index_cast"(%arg2946) : (index) -> i32
      %5374 = "arith.muli"(%arg2943, %arg2943) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5375 = "arith.addi"(%arg2947, %5373) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5376 = "arith.xori"(%5375, %5374) : (i32, i32) -> i32
      "scf.yield"(%5376) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5372 = "arith.addi"(%5366, %5371) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5372, %arg2945) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f379"}> ({
  ^bb0(%arg2938: i32, %arg2939: i32, %arg2940: index, %arg2941: f32):
    %5357 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5358 = "arith.cmpi"(%arg2939, %arg2939) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5359 = "scf.if"(%5358) ({
      %5365 = "arith.addi"(%arg2939, %5357) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5365) : (i32) -> ()
    }, {
      %5364 = "arith.muli"(%arg2939, %5357) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5364) : (i32) -> ()
    }) : (i1) -> i32
    %5360 = "arith.addf"(%arg2941, %arg2941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5361 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5362 = "arith.addi"(%arg2940, %5361) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5363 = "arith.index_cast"(%5362) : (index) -> i32
    "func.return"(%5363, %5360) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f380"}> ({
  ^bb0(%arg2934: i32, %arg2935: i32, %arg2936: index, %arg2937: f32):
    %5349 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5350 = "arith.cmpi"(%arg2934, %arg2935) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5351 = "scf.if"(%5350) ({
      %5356 = "arith.addi"(%arg2935, %arg2934) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5356) : (i32) -> ()
    }, {
      %5355 = "arith.muli"(%arg2935, %arg2934) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5355) : (i32) -> ()
    }) : (i1) -> i32
    %5352 = "arith.cmpi"(%5349, %5349) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %5353 = "arith.select"(%5352, %5349, %arg2934) : (i1, i32, i32) -> i32
    %5354 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%5354, %arg2937) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f381"}> ({
  ^bb0(%arg2930: i32, %arg2931: i32, %arg2932: index, %arg2933: f32):
    %5343:2 = "func.call"(%arg2931, %arg2930, %arg2932, %arg2933) <{callee = @f376}> : (i32, i32, index, f32) -> (i32, f32)
    %5344 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5345 = "arith.maxsi"(%5344, %5344) : (i32, i32) -> i32
    %5346 = "arith.maxsi"(%5344, %5344) : (i32, i32) -> i32
    %5347 = "arith.cmpi"(%arg2930, %5345) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5348 = "arith.select"(%5347, %arg2931, %5346) : (i1, i32, i32) -> i32
    "func.return"(%5348, %5343#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f382"}> ({
  ^bb0(%arg2924: i32, %arg2925: i32, %arg2926: index, %arg2927: f32):
    %5331 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5332 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5333 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5334 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5335 = "scf.for"(%5332, %5333, %5334, %arg2925) ({
    ^bb0(%arg2928: index, %arg2929: i32):
      %5339 = "arith.index_cast"(%arg2928) : (index) -> i32
      %5340 = "arith.muli"(%arg2925, %arg2925) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5341 = "arith.addi"(%arg2929, %5339) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5342 = "arith.xori"(%5341, %5340) : (i32, i32) -> i32
      "scf.yield"(%5342) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5336:2 = "func.call"(%arg2924, %5335, %arg2926, %arg2927) <{callee = @f375}> : (i32, i32, index, f32) -> (i32, f32)
    %5337 = "arith.cmpi"(%5335, %5331) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %5338 = "arith.select"(%5337, %5335, %arg2924) : (i1, i32, i32) -> i32
    "func.return"(%5338, %5336#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f383"}> ({
  ^bb0(%arg2920: i32, %arg2921: i32, %arg2922: index, %arg2923: f32):
    %5327 = "arith.addf"(%arg2923, %arg2923) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5328:2 = "func.call"(%arg2920, %arg2920, %arg2922, %arg2923) <{callee = @f375}> : (i32, i32, index, f32) -> (i32, f32)
    %5329 = "arith.addi"(%arg2921, %5328#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5330 = "arith.mulf"(%arg2923, %5328#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5329, %5330) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f384"}> ({
  ^bb0(%arg2916: i32, %arg2917: i32, %arg2918: index, %arg2919: f32):
    %5321:2 = "func.call"(%arg2917, %arg2916, %arg2918, %arg2919) <{callee = @f378}> : (i32, i32, index, f32) -> (i32, f32)
    %5322 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5323 = "arith.addi"(%arg2918, %5322) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5324 = "arith.index_cast"(%5323) : (index) -> i32
    %5325 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5326:2 = "func.call"(%5321#0, %5321#0, %5323, %arg2919) <{callee = @f381}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5326#0, %5326#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f385"}> ({
  ^bb0(%arg2912: i32, %arg2913: i32, %arg2914: index, %arg2915: f32):
    %5314 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5315 = "arith.cmpi"(%5314, %arg2913) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5316 = "scf.if"(%5315) ({
      %5320 = "arith.addi"(%arg2913, %arg2912) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5320) : (i32) -> ()
    }, {
      %5319 = "arith.muli"(%arg2913, %arg2912) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5319) : (i32) -> ()
    }) : (i1) -> i32
    %5317 = "arith.minsi"(%5316, %arg2913) : (i32, i32) -> i32
    %5318 = "arith.addf"(%arg2915, %arg2915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5317, %5318) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f386"}> ({
  ^bb0(%arg2908: i32, %arg2909: i32, %arg2910: index, %arg2911: f32):
    %5309 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5310 = "arith.ori"(%arg2908, %arg2908) : (i32, i32) -> i32
    %5311 = "arith.ori"(%arg2908, %arg2908) : (i32, i32) -> i32
    %5312 = "arith.xori"(%5309, %5309) : (i32, i32) -> i32
    %5313 = "arith.subf"(%arg2911, %arg2911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5312, %5313) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f387"}> ({
  ^bb0(%arg2902: i32, %arg2903: i32, %arg2904: index, %arg2905: f32):
    %5297:2 = "func.call"(%arg2902, %arg2902, %arg2904, %arg2905) <{callee = @f379}> : (i32, i32, index, f32) -> (i32, f32)
    %5298 = "arith.mulf"(%arg2905, %arg2905) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5299 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5300 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5301 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5302 = "scf.for"(%5299, %5300, %5301, %arg2902) ({
    ^bb0(%arg2906: index, %arg2907: i32):
      %5305 = "arith.index_cast"(%arg2906) : (index) -> i32
      %5306 = "arith.muli"(%5297#0, %arg2903) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5307 = "arith.addi"(%arg2907, %5305) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5308 = "arith.xori"(%5307, %5306) : (i32, i32) -> i32
      "scf.yield"(%5308) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5303 = "arith.andi"(%arg2902, %5297#0) : (i32, i32) -> i32
    %5304 = "arith.andi"(%arg2902, %5297#0) : (i32, i32) -> i32
    "func.return"(%5304, %5298) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f388"}> ({
  ^bb0(%arg2898: i32, %arg2899: i32, %arg2900: index, %arg2901: f32):
    %5292 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5293:2 = "func.call"(%5292, %arg2899, %arg2900, %arg2901) <{callee = @f385}> : (i32, i32, index, f32) -> (i32, f32)
    %5294 = "arith.muli"(%arg2899, %5292) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5295 = "arith.muli"(%arg2899, %5292) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5296 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%5296, %5293#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f389"}> ({
  ^bb0(%arg2894: i32, %arg2895: i32, %arg2896: index, %arg2897: f32):
    %5288 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5289 = "arith.muli"(%arg2895, %arg2895) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5290 = "arith.addi"(%5289, %arg2895) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5291:2 = "func.call"(%5289, %5288, %arg2896, %arg2897) <{callee = @f385}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5291#0, %5291#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f390"}> ({
  ^bb0(%arg2890: i32, %arg2891: i32, %arg2892: index, %arg2893: f32):
    %5284 = "arith.minsi"(%arg2890, %arg2891) : (i32, i32) -> i32
    %5285:2 = "func.call"(%arg2890, %arg2890, %arg2892, %arg2893) <{callee = @f388}> : (i32, i32, index, f32) -> (i32, f32)
    %5286 = "arith.minsi"(%arg2890, %5285#0) : (i32, i32) -> i32
    %5287 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%5287, %5285#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f391"}> ({
  ^bb0(%arg2886: i32, %arg2887: i32, %arg2888: index, %arg2889: f32):
    %5279 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5280 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5281 = "arith.cmpi"(%arg2887, %arg2887) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5282 = "arith.select"(%5281, %arg2886, %arg2887) : (i1, i32, i32) -> i32
    %5283 = "arith.muli"(%arg2887, %5280) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5283, %arg2889) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f392"}> ({
  ^bb0(%arg2882: i32, %arg2883: i32, %arg2884: index, %arg2885: f32):
    %5270 = "arith.ori"(%arg2883, %arg2882) : (i32, i32) -> i32
    %5271 = "arith.ori"(%arg2883, %arg2882) : (i32, i32) -> i32
    %5272 = "arith.cmpi"(%5270, %arg2883) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5273 = "scf.if"(%5272) ({
      %5278 = "arith.addi"(%5270, %5271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5278) : (i32) -> ()
    }, {
      %5277 = "arith.muli"(%5270, %5271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5277) : (i32) -> ()
    }) : (i1) -> i32
    %5274 = "arith.xori"(%arg2883, %arg2882) : (i32, i32) -> i32
    %5275 = "arith.xori"(%arg2883, %arg2882) : (i32, i32) -> i32
    %5276 = "arith.addf"(%arg2885, %arg2885) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5275, %5276) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f393"}> ({
  ^bb0(%arg2878: i32, %arg2879: i32, %arg2880: index, %arg2881: f32):
    %5263 = "arith.minsi"(%arg2879, %arg2878) : (i32, i32) -> i32
    %5264 = "arith.minsi"(%arg2879, %arg2878) : (i32, i32) -> i32
    %5265 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5266 = "arith.addi"(%arg2880, %5265) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5267 = "arith.index_cast"(%5266) : (index) -> i32
    %5268 = "arith.maxsi"(%5267, %arg2879) : (i32, i32) -> i32
    %5269 = "arith.addi"(%5264, %arg2879) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5269, %arg2881) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f394"}> ({
  ^bb0(%arg2874: i32, %arg2875: i32, %arg2876: index, %arg2877: f32):
    %5258 = "arith.cmpi"(%arg2875, %arg2875) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5259 = "arith.select"(%5258, %arg2874, %arg2875) : (i1, i32, i32) -> i32
    %5260 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5261 = "arith.addi"(%5260, %5260) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5262 = "arith.addf"(%arg2877, %arg2877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5261, %5262) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f395"}> ({
  ^bb0(%arg2870: i32, %arg2871: i32, %arg2872: index, %arg2873: f32):
    %5253 = "arith.muli"(%arg2870, %arg2871) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5254 = "arith.muli"(%arg2870, %arg2871) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5255 = "arith.addf"(%arg2873, %arg2873) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5256 = "arith.maxsi"(%arg2870, %arg2870) : (i32, i32) -> i32
    %5257 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%5257, %5255) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f396"}> ({
  ^bb0(%arg2866: i32, %arg2867: i32, %arg2868: index, %arg2869: f32):
    %5243 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5244 = "arith.addi"(%arg2868, %5243) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5245 = "arith.index_cast"(%5244) : (index) -> i32
    %5246 = "arith.addi"(%arg2867, %arg2867) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5247 = "arith.addi"(%arg2867, %arg2867) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5248 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5249 = "arith.addi"(%5243, %5248) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5250 = "arith.index_cast"(%5249) : (index) -> i32
    %5251 = "arith.andi"(%arg2867, %arg2866) : (i32, i32) -> i32
    %5252 = "arith.andi"(%arg2867, %arg2866) : (i32, i32) -> i32
    "func.return"(%5252, %arg2869) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f397"}> ({
  ^bb0(%arg2862: i32, %arg2863: i32, %arg2864: index, %arg2865: f32):
    %5235:2 = "func.call"(%arg2863, %arg2863, %arg2864, %arg2865) <{callee = @f391}> : (i32, i32, index, f32) -> (i32, f32)
    %5236 = "arith.cmpi"(%5235#0, %arg2863) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5237 = "scf.if"(%5236) ({
      %5242 = "arith.addi"(%arg2862, %5235#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5242) : (i32) -> ()
    }, {
      %5241 = "arith.muli"(%arg2862, %5235#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5241) : (i32) -> ()
    }) : (i1) -> i32
    %5238 = "arith.addi"(%5235#0, %arg2862) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5239 = "arith.addi"(%5237, %5237) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5240 = "arith.addi"(%5237, %5237) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5240, %5235#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f398"}> ({
  ^bb0(%arg2856: i32, %arg2857: i32, %arg2858: index, %arg2859: f32):
    %5221 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5222 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5223 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5224 = "scf.for"(%5221, %5222, %5223, %arg2856) ({
    ^bb0(%arg2860: index, %arg2861: i32):
      %5231 = "arith.index_cast"(%arg2860) : (index) -> i32
      %5232 = "arith.muli"(%arg2856, %arg2856) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5233 = "arith.addi"(%arg2861, %5231) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5234 = "arith.xori"(%5233, %5232) : (i32, i32) -> i32
      "scf.yield"(%5234) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5225:2 = "func.call"(%arg2856, %arg2856, %arg2858, %arg2859) <{callee = @f390}> : (i32, i32, index, f32) -> (i32, f32)
    %5226 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5227 = "arith.addi"(%arg2858, %5226) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5228 = "arith.index_cast"(%5227) : (index) -> i32
    %5229 = "arith.cmpi"(%5224, %5224) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %5230 = "arith.select"(%5229, %arg2857, %5225#0) : (i1, i32, i32) -> i32
    "func.return"(%5230, %5225#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f399"}> ({
  ^bb0(%arg2852: i32, %arg2853: i32, %arg2854: index, %arg2855: f32):
    %5212:2 = "func.call"(%arg2852, %arg2853, %arg2854, %arg2855) <{callee = @f396}> : (i32, i32, index, f32) -> (i32, f32)
    %5213 = "arith.cmpi"(%arg2853, %arg2853) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5214 = "scf.if"(%5213) ({
      %5220 = "arith.addi"(%5212#0, %5212#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5220) : (i32) -> ()
    }, {
      %5219 = "arith.muli"(%5212#0, %5212#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5219) : (i32) -> ()
    }) : (i1) -> i32
    %5215:2 = "func.call"(%5212#0, %5212#0, %arg2854, %arg2855) <{callee = @f397}> : (i32, i32, index, f32) -> (i32, f32)
    %5216 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5217 = "arith.addi"(%arg2854, %5216) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5218 = "arith.index_cast"(%5217) : (index) -> i32
    "func.return"(%5218, %5215#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f400"}> ({
  ^bb0(%arg2846: i32, %arg2847: i32, %arg2848: index, %arg2849: f32):
    %5199 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5200 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5201 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5202 = "scf.for"(%5199, %5200, %5201, %arg2847) ({
    ^bb0(%arg2850: index, %arg2851: i32):
      %5208 = "arith.index_cast"(%arg2850) : (index) -> i32
      %5209 = "arith.muli"(%arg2847, %arg2846) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5210 = "arith.addi"(%arg2851, %5208) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5211 = "arith.xori"(%5210, %5209) : (i32, i32) -> i32
      "scf.yield"(%5211) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5203 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5204 = "arith.addi"(%arg2848, %5203) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5205 = "arith.index_cast"(%5204) : (index) -> i32
    %5206 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5207:2 = "func.call"(%5205, %5205, %arg2848, %arg2849) <{callee = @f392}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5207#0, %5207#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f401"}> ({
  ^bb0(%arg2842: i32, %arg2843: i32, %arg2844: index, %arg2845: f32):
    %5189 = "arith.cmpi"(%arg2842, %arg2843) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5190 = "scf.if"(%5189) ({
      %5198 = "arith.addi"(%arg2843, %arg2843) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5198) : (i32) -> ()
    }, {
      %5197 = "arith.muli"(%arg2843, %arg2843) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5197) : (i32) -> ()
    }) : (i1) -> i32
    %5191 = "arith.maxsi"(%5190, %arg2843) : (i32, i32) -> i32
    %5192 = "arith.cmpi"(%5191, %5190) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5193 = "scf.if"(%5192) ({
      %5196 = "arith.addi"(%5191, %5190) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5196) : (i32) -> ()
    }, {
      %5195 = "arith.muli"(%5191, %5190) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5195) : (i32) -> ()
    }) : (i1) -> i32
    %5194 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%5194, %arg2845) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f402"}> ({
  ^bb0(%arg2836: i32, %arg2837: i32, %arg2838: index, %arg2839: f32):
    %5175 = "arith.subf"(%arg2839, %arg2839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5176 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5177 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5178 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5179 = "scf.for"(%5176, %5177, %5178, %arg2837) ({
    ^bb0(%arg2840: index, %arg2841: i32):
      %5185 = "arith.index_cast"(%arg2840) : (index) -> i32
      %5186 = "arith.muli"(%arg2837, %arg2837) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5187 = "arith.addi"(%arg2841, %5185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5188 = "arith.xori"(%5187, %5186) : (i32, i32) -> i32
      "scf.yield"(%5188) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5180 = "arith.cmpi"(%5179, %5179) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5181 = "scf.if"(%5180) ({
      %5184 = "arith.addi"(%5179, %arg2836) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5184) : (i32) -> ()
    }, {
      %5183 = "arith.muli"(%5179, %arg2836) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5183) : (i32) -> ()
    }) : (i1) -> i32
    %5182 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%5182, %5175) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f403"}> ({
  ^bb0(%arg2832: i32, %arg2833: i32, %arg2834: index, %arg2835: f32):
    %5170:2 = "func.call"(%arg2832, %arg2832, %arg2834, %arg2835) <{callee = @f397}> : (i32, i32, index, f32) -> (i32, f32)
    %5171 = "arith.addf"(%arg2835, %arg2835) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5172 = "arith.minsi"(%5170#0, %5170#0) : (i32, i32) -> i32
    %5173 = "arith.minsi"(%5170#0, %5170#0) : (i32, i32) -> i32
    %5174:2 = "func.call"(%5173, %5170#0, %arg2834, %5170#1) <{callee = @f395}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5174#0, %5174#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f404"}> ({
  ^bb0(%arg2828: i32, %arg2829: i32, %arg2830: index, %arg2831: f32):
    %5166:2 = "func.call"(%arg2828, %arg2828, %arg2830, %arg2831) <{callee = @f398}> : (i32, i32, index, f32) -> (i32, f32)
    %5167 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5168:2 = "func.call"(%5167, %5166#0, %arg2830, %5166#1) <{callee = @f397}> : (i32, i32, index, f32) -> (i32, f32)
    %5169 = "arith.mulf"(%5168#1, %arg2831) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5168#0, %5169) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f405"}> ({
  ^bb0(%arg2824: i32, %arg2825: i32, %arg2826: index, %arg2827: f32):
    %5159 = "arith.addi"(%arg2825, %arg2824) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5160:2 = "func.call"(%5159, %arg2825, %arg2826, %arg2827) <{callee = @f397}> : (i32, i32, index, f32) -> (i32, f32)
    %5161 = "arith.cmpi"(%arg2825, %arg2825) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5162 = "scf.if"(%5161) ({
      %5165 = "arith.addi"(%arg2825, %5159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5165) : (i32) -> ()
    }, {
      %5164 = "arith.muli"(%arg2825, %5159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5164) : (i32) -> ()
    }) : (i1) -> i32
    %5163 = "arith.mulf"(%arg2827, %arg2827) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5162, %5163) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f406"}> ({
  ^bb0(%arg2816: i32, %arg2817: i32, %arg2818: index, %arg2819: f32):
    %5139 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5140 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5141 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5142 = "scf.for"(%5139, %5140, %5141, %arg2817) ({
    ^bb0(%arg2822: index, %arg2823: i32):
      %5155 = "arith.index_cast"(%arg2822) : (index) -> i32
      %5156 = "arith.muli"(%arg2817, %arg2817) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5157 = "arith.addi"(%arg2823, %5155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5158 = "arith.xori"(%5157, %5156) : (i32, i32) -> i32
      "scf.yield"(%5158) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5143 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5144 = "arith.addi"(%arg2818, %5143) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5145 = "arith.index_cast"(%5144) : (index) -> i32
    %5146:2 = "func.call"(%arg2817, %5145, %arg2818, %arg2819) <{callee = @f398}> : (i32, i32, index, f32) -> (i32, f32)
    %5147 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5148 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5149 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5150 = "scf.for"(%5147, %5148, %5149, %arg2816) ({
    ^bb0(%arg2820: index, %arg2821: i32):
      %5151 = "arith.index_cast"(%arg2820) : (index) -> i32
      %5152 = "arith.muli"(%5146#0, %5145) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5153 = "arith.addi"(%arg2821, %5151) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5154 = "arith.xori"(%5153, %5152) : (i32, i32) -> i32
      "scf.yield"(%5154) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5150, %5146#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f407"}> ({
  ^bb0(%arg2810: i32, %arg2811: i32, %arg2812: index, %arg2813: f32):
    %5125 = "arith.addf"(%arg2813, %arg2813) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5126 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5127 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5128 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5129 = "scf.for"(%5126, %5127, %5128, %arg2811) ({
    ^bb0(%arg2814: index, %arg2815: i32):
      %5135 = "arith.index_cast"(%arg2814) : (index) -> i32
      %5136 = "arith.muli"(%arg2811, %arg2811) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5137 = "arith.addi"(%arg2815, %5135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5138 = "arith.xori"(%5137, %5136) : (i32, i32) -> i32
      "scf.yield"(%5138) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5130 = "arith.maxsi"(%arg2810, %arg2810) : (i32, i32) -> i32
    %5131 = "arith.cmpi"(%arg2810, %arg2811) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5132 = "scf.if"(%5131) ({
      %5134 = "arith.addi"(%arg2811, %5129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5134) : (i32) -> ()
    }, {
      %5133 = "arith.muli"(%arg2811, %5129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5133) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5132, %5125) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f408"}> ({
  ^bb0(%arg2804: i32, %arg2805: i32, %arg2806: index, %arg2807: f32):
    %5113 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5114 = "arith.andi"(%5113, %5113) : (i32, i32) -> i32
    %5115 = "arith.andi"(%5113, %5113) : (i32, i32) -> i32
    %5116 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5117 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5118 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5119 = "scf.for"(%5116, %5117, %5118, %5113) ({
    ^bb0(%arg2808: index, %arg2809: i32):
      %5121 = "arith.index_cast"(%arg2808) : (index) -> i32
      %5122 = "arith.muli"(%5113, %5115) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5123 = "arith.addi"(%arg2809, %5121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5124 = "arith.xori"(%5123, %5122) : (i32, i32) -> i32
      "scf.yield"(%5124) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5120 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%5120, %arg2807) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f409"}> ({
  ^bb0(%arg2800: i32, %arg2801: i32, %arg2802: index, %arg2803: f32):
    %5109 = "arith.mulf"(%arg2803, %arg2803) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5110 = "arith.xori"(%arg2801, %arg2801) : (i32, i32) -> i32
    %5111 = "arith.subi"(%5110, %5110) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5112 = "arith.andi"(%5111, %5110) : (i32, i32) -> i32
    "func.return"(%5112, %5109) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f410"}> ({
  ^bb0(%arg2796: i32, %arg2797: i32, %arg2798: index, %arg2799: f32):
    %5104 = "arith.subf"(%arg2799, %arg2799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5105 = "arith.subf"(%arg2799, %arg2799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5106 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5107 = "arith.cmpi"(%arg2797, %arg2796) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %5108 = "arith.select"(%5107, %arg2796, %arg2796) : (i1, i32, i32) -> i32
    "func.return"(%5108, %5105) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f411"}> ({
  ^bb0(%arg2792: i32, %arg2793: i32, %arg2794: index, %arg2795: f32):
    %5099 = "arith.maxsi"(%arg2792, %arg2792) : (i32, i32) -> i32
    %5100 = "arith.maxsi"(%arg2792, %arg2792) : (i32, i32) -> i32
    %5101 = "arith.xori"(%5100, %arg2793) : (i32, i32) -> i32
    %5102 = "arith.xori"(%5100, %arg2793) : (i32, i32) -> i32
    %5103 = "arith.minsi"(%arg2793, %5099) : (i32, i32) -> i32
    "func.return"(%5103, %arg2795) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f412"}> ({
  ^bb0(%arg2788: i32, %arg2789: i32, %arg2790: index, %arg2791: f32):
    %5095 = "arith.addf"(%arg2791, %arg2791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5096 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5097 = "arith.subi"(%arg2788, %arg2789) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5098 = "arith.subf"(%5095, %arg2791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5097, %5098) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f413"}> ({
  ^bb0(%arg2784: i32, %arg2785: i32, %arg2786: index, %arg2787: f32):
    %5091 = "arith.maxsi"(%arg2785, %arg2785) : (i32, i32) -> i32
    %5092:2 = "func.call"(%5091, %5091, %arg2786, %arg2787) <{callee = @f405}> : (i32, i32, index, f32) -> (i32, f32)
    %5093 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5094:2 = "func.call"(%arg2784, %5092#0, %arg2786, %arg2787) <{callee = @f406}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5094#0, %5094#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f414"}> ({
  ^bb0(%arg2780: i32, %arg2781: i32, %arg2782: index, %arg2783: f32):
    %5082 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5083 = "arith.addf"(%arg2783, %arg2783) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5084 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5085 = "arith.addi"(%arg2782, %5084) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5086 = "arith.index_cast"(%5085) : (index) -> i32
    %5087 = "arith.cmpi"(%5082, %arg2780) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5088 = "scf.if"(%5087) ({
      %5090 = "arith.addi"(%arg2781, %5086) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5090) : (i32) -> ()
    }, {
      %5089 = "arith.muli"(%arg2781, %5086) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5089) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5088, %5083) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f415"}> ({
  ^bb0(%arg2776: i32, %arg2777: i32, %arg2778: index, %arg2779: f32):
    %5078 = "arith.subf"(%arg2779, %arg2779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5079 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5080 = "arith.subf"(%5078, %5078) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5081:2 = "func.call"(%arg2777, %arg2777, %arg2778, %arg2779) <{callee = @f411}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5081#0, %5081#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f416"}> ({
  ^bb0(%arg2772: i32, %arg2773: i32, %arg2774: index, %arg2775: f32):
    %5073:2 = "func.call"(%arg2773, %arg2773, %arg2774, %arg2775) <{callee = @f411}> : (i32, i32, index, f32) -> (i32, f32)
    %5074 = "arith.minsi"(%arg2773, %arg2773) : (i32, i32) -> i32
    %5075 = "arith.addi"(%5074, %5073#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5076 = "arith.addi"(%5074, %5073#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5077 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%5077, %5073#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f417"}> ({
  ^bb0(%arg2768: i32, %arg2769: i32, %arg2770: index, %arg2771: f32):
    %5067 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5068 = "arith.addi"(%arg2770, %5067) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5069 = "arith.index_cast"(%5068) : (index) -> i32
    %5070 = "arith.addi"(%arg2768, %5069) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5071 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5072:2 = "func.call"(%5069, %5071, %5068, %arg2771) <{callee = @f412}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5072#0, %5072#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f418"}> ({
  ^bb0(%arg2760: i32, %arg2761: i32, %arg2762: index, %arg2763: f32):
    %5049 = "arith.subi"(%arg2760, %arg2760) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5050 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5051 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5052 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5053 = "scf.for"(%5050, %5051, %5052, %5049) ({
    ^bb0(%arg2766: index, %arg2767: i32):
      %5063 = "arith.index_cast"(%arg2766) : (index) -> i32
      %5064 = "arith.muli"(%arg2760, %arg2760) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5065 = "arith.addi"(%arg2767, %5063) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5066 = "arith.xori"(%5065, %5064) : (i32, i32) -> i32
      "scf.yield"(%5066) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5054:2 = "func.call"(%5053, %arg2760, %arg2762, %arg2763) <{callee = @f411}> : (i32, i32, index, f32) -> (i32, f32)
    %5055 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5056 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5057 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5058 = "scf.for"(%5055, %5056, %5057, %arg2761) ({
    ^bb0(%arg2764: index, %arg2765: i32):
      %5059 = "arith.index_cast"(%arg2764) : (index) -> i32
      %5060 = "arith.muli"(%arg2760, %5049) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5061 = "arith.addi"(%arg2765, %5059) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5062 = "arith.xori"(%5061, %5060) : (i32, i32) -> i32
      "scf.yield"(%5062) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%5058, %5054#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f419"}> ({
  ^bb0(%arg2756: i32, %arg2757: i32, %arg2758: index, %arg2759: f32):
    %5043 = "arith.andi"(%arg2756, %arg2756) : (i32, i32) -> i32
    %5044 = "arith.andi"(%arg2756, %arg2756) : (i32, i32) -> i32
    %5045 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5046 = "arith.addi"(%5044, %5045) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5047 = "arith.addi"(%5044, %5045) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5048 = "arith.addi"(%arg2757, %5043) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5048, %arg2759) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f420"}> ({
  ^bb0(%arg2748: i32, %arg2749: i32, %arg2750: index, %arg2751: f32):
    %5021 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5022 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5023 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5024 = "scf.for"(%5021, %5022, %5023, %arg2748) ({
    ^bb0(%arg2754: index, %arg2755: i32):
      %5039 = "arith.index_cast"(%arg2754) : (index) -> i32
      %5040 = "arith.muli"(%arg2749, %arg2749) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5041 = "arith.addi"(%arg2755, %5039) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5042 = "arith.xori"(%5041, %5040) : (i32, i32) -> i32
      "scf.yield"(%5042) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5025 = "arith.cmpi"(%arg2749, %arg2748) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5026 = "scf.if"(%5025) ({
      %5038 = "arith.addi"(%5024, %arg2748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5038) : (i32) -> ()
    }, {
      %5037 = "arith.muli"(%5024, %arg2748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5037) : (i32) -> ()
    }) : (i1) -> i32
    %5027 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5028 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5029 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5030 = "scf.for"(%5027, %5028, %5029, %arg2748) ({
    ^bb0(%arg2752: index, %arg2753: i32):
      %5033 = "arith.index_cast"(%arg2752) : (index) -> i32
      %5034 = "arith.muli"(%5026, %5026) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5035 = "arith.addi"(%arg2753, %5033) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5036 = "arith.xori"(%5035, %5034) : (i32, i32) -> i32
      "scf.yield"(%5036) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5031 = "arith.minsi"(%arg2748, %arg2749) : (i32, i32) -> i32
    %5032 = "arith.minsi"(%arg2748, %arg2749) : (i32, i32) -> i32
    "func.return"(%5032, %arg2751) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f421"}> ({
  ^bb0(%arg2744: i32, %arg2745: i32, %arg2746: index, %arg2747: f32):
    %5013 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5014 = "arith.addi"(%arg2746, %5013) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5015 = "arith.index_cast"(%5014) : (index) -> i32
    %5016 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5017 = "arith.addi"(%arg2746, %5016) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5018 = "arith.index_cast"(%5017) : (index) -> i32
    %5019 = "arith.addi"(%5018, %5018) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5020 = "arith.addf"(%arg2747, %arg2747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5019, %5020) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f422"}> ({
  ^bb0(%arg2740: i32, %arg2741: i32, %arg2742: index, %arg2743: f32):
    %5007 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5008 = "arith.addi"(%arg2742, %5007) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5009 = "arith.index_cast"(%5008) : (index) -> i32
    %5010:2 = "func.call"(%arg2741, %arg2741, %arg2742, %arg2743) <{callee = @f419}> : (i32, i32, index, f32) -> (i32, f32)
    %5011 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5012 = "arith.subf"(%arg2743, %5010#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5011, %5012) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f423"}> ({
  ^bb0(%arg2736: i32, %arg2737: i32, %arg2738: index, %arg2739: f32):
    %5001 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5002 = "arith.addi"(%arg2738, %5001) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5003 = "arith.index_cast"(%5002) : (index) -> i32
    %5004 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5005 = "arith.xori"(%5004, %arg2736) : (i32, i32) -> i32
    %5006:2 = "func.call"(%5003, %5005, %5002, %arg2739) <{callee = @f421}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5006#0, %5006#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f424"}> ({
  ^bb0(%arg2732: i32, %arg2733: i32, %arg2734: index, %arg2735: f32):
    %4995 = "arith.addf"(%arg2735, %arg2735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4996 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4997 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4998 = "arith.addi"(%arg2734, %4997) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4999 = "arith.index_cast"(%4998) : (index) -> i32
    %5000:2 = "func.call"(%4996, %4999, %4998, %arg2735) <{callee = @f417}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%5000#0, %5000#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f425"}> ({
  ^bb0(%arg2728: i32, %arg2729: i32, %arg2730: index, %arg2731: f32):
    %4989 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4990 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4991 = "arith.addi"(%arg2730, %4990) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4992 = "arith.index_cast"(%4991) : (index) -> i32
    %4993:2 = "func.call"(%arg2729, %arg2729, %arg2730, %arg2731) <{callee = @f419}> : (i32, i32, index, f32) -> (i32, f32)
    %4994 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%4994, %4993#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f426"}> ({
  ^bb0(%arg2724: i32, %arg2725: i32, %arg2726: index, %arg2727: f32):
    %4981 = "arith.mulf"(%arg2727, %arg2727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4982 = "arith.cmpi"(%arg2724, %arg2725) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4983 = "scf.if"(%4982) ({
      %4988 = "arith.addi"(%arg2725, %arg2725) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4988) : (i32) -> ()
    }, {
      %4987 = "arith.muli"(%arg2725, %arg2725) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4987) : (i32) -> ()
    }) : (i1) -> i32
    %4984 = "arith.minsi"(%4983, %4983) : (i32, i32) -> i32
    %4985 = "arith.minsi"(%4983, %4983) : (i32, i32) -> i32
    %4986 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%4986, %4981) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f427"}> ({
  ^bb0(%arg2718: i32, %arg2719: i32, %arg2720: index, %arg2721: f32):
    %4965:2 = "func.call"(%arg2719, %arg2718, %arg2720, %arg2721) <{callee = @f421}> : (i32, i32, index, f32) -> (i32, f32)
    %4966 = "arith.cmpi"(%4965#0, %4965#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4967 = "scf.if"(%4966) ({
      %4980 = "arith.addi"(%arg2719, %4965#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4980) : (i32) -> ()
    }, {
      %4979 = "arith.muli"(%arg2719, %4965#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4979) : (i32) -> ()
    }) : (i1) -> i32
    %4968 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4969 = "arith.addi"(%arg2720, %4968) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4970 = "arith.index_cast"(%4969) : (index) -> i32
    %4971 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4972 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4973 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4974 = "scf.for"(%4971, %4972, %4973, %4965#0) ({
    ^bb0(%arg2722: index, %arg2723: i32):
      %4975 = "arith.index_cast"(%arg2722) : (index) -> i32
      %4976 = "arith.muli"(%4967, %arg2719) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4977 = "arith.addi"(%arg2723, %4975) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4978 = "arith.xori"(%4977, %4976) : (i32, i32) -> i32
      "scf.yield"(%4978) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4974, %4965#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f428"}> ({
  ^bb0(%arg2714: i32, %arg2715: i32, %arg2716: index, %arg2717: f32):
    %4958 = "arith.mulf"(%arg2717, %arg2717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4959 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4960 = "arith.maxsi"(%arg2715, %arg2714) : (i32, i32) -> i32
    %4961 = "arith.maxsi"(%arg2715, %arg2714) : (i32, i32) -> i32
    %4962 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4963 = "arith.addi"(%arg2716, %4962) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4964 = "arith.index_cast"(%4963) : (index) -> i32
    "func.return"(%4964, %4958) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f429"}> ({
  ^bb0(%arg2708: i32, %arg2709: i32, %arg2710: index, %arg2711: f32):
    %4945 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4946 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4947 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4948 = "scf.for"(%4945, %4946, %4947, %arg2709) ({
    ^bb0(%arg2712: index, %arg2713: i32):
      %4954 = "arith.index_cast"(%arg2712) : (index) -> i32
      %4955 = "arith.muli"(%arg2708, %arg2709) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4956 = "arith.addi"(%arg2713, %4954) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4957 = "arith.xori"(%4956, %4955) : (i32, i32) -> i32
      "scf.yield"(%4957) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4949 = "arith.addi"(%4948, %4948) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4950 = "arith.addi"(%4948, %4948) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4951 = "arith.cmpi"(%arg2708, %arg2709) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4952 = "arith.select"(%4951, %arg2709, %arg2709) : (i1, i32, i32) -> i32
    %4953 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%4953, %arg2711) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f430"}> ({
  ^bb0(%arg2704: i32, %arg2705: i32, %arg2706: index, %arg2707: f32):
    %4938 = "arith.subf"(%arg2707, %arg2707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4939 = "arith.ori"(%arg2704, %arg2704) : (i32, i32) -> i32
    %4940 = "arith.cmpi"(%4939, %4939) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4941 = "scf.if"(%4940) ({
      %4944 = "arith.addi"(%arg2705, %arg2704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4944) : (i32) -> ()
    }, {
      %4943 = "arith.muli"(%arg2705, %arg2704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4943) : (i32) -> ()
    }) : (i1) -> i32
    %4942 = "arith.addi"(%arg2704, %arg2705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4942, %4938) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f431"}> ({
  ^bb0(%arg2700: i32, %arg2701: i32, %arg2702: index, %arg2703: f32):
    %4934 = "arith.andi"(%arg2700, %arg2700) : (i32, i32) -> i32
    %4935 = "arith.addi"(%arg2701, %4934) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4936 = "arith.maxsi"(%4934, %4934) : (i32, i32) -> i32
    %4937 = "arith.addf"(%arg2703, %arg2703) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4936, %4937) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f432"}> ({
  ^bb0(%arg2696: i32, %arg2697: i32, %arg2698: index, %arg2699: f32):
    %4927 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4928 = "arith.addi"(%arg2696, %arg2696) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4929 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4930 = "arith.addi"(%arg2698, %4929) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4931 = "arith.index_cast"(%4930) : (index) -> i32
    %4932 = "arith.cmpi"(%arg2697, %arg2697) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4933 = "arith.select"(%4932, %4928, %4928) : (i1, i32, i32) -> i32
    "func.return"(%4933, %arg2699) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f433"}> ({
  ^bb0(%arg2692: i32, %arg2693: i32, %arg2694: index, %arg2695: f32):
    %4922 = "arith.ori"(%arg2693, %arg2693) : (i32, i32) -> i32
    %4923 = "arith.muli"(%arg2693, %4922) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4924 = "arith.muli"(%arg2693, %4922) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4925:2 = "func.call"(%4923, %4922, %arg2694, %arg2695) <{callee = @f425}> : (i32, i32, index, f32) -> (i32, f32)
    %4926 = "arith.ori"(%4922, %4923) : (i32, i32) -> i32
    "func.return"(%4926, %4925#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f434"}> ({
  ^bb0(%arg2688: i32, %arg2689: i32, %arg2690: index, %arg2691: f32):
    %4914 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4915 = "arith.addi"(%arg2690, %4914) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4916 = "arith.index_cast"(%4915) : (index) -> i32
    %4917 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4918 = "arith.addi"(%4915, %4917) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4919 = "arith.index_cast"(%4918) : (index) -> i32
    %4920:2 = "func.call"(%arg2688, %4919, %arg2690, %arg2691) <{callee = @f432}> : (i32, i32, index, f32) -> (i32, f32)
    %4921 = "arith.muli"(%arg2688, %arg2689) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4921, %4920#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f435"}> ({
  ^bb0(%arg2682: i32, %arg2683: i32, %arg2684: index, %arg2685: f32):
    %4903:2 = "func.call"(%arg2683, %arg2682, %arg2684, %arg2685) <{callee = @f427}> : (i32, i32, index, f32) -> (i32, f32)
    %4904 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4905 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4906 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4907 = "scf.for"(%4904, %4905, %4906, %4903#0) ({
    ^bb0(%arg2686: index, %arg2687: i32):
      %4910 = "arith.index_cast"(%arg2686) : (index) -> i32
      %4911 = "arith.muli"(%arg2682, %arg2682) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4912 = "arith.addi"(%arg2687, %4910) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4913 = "arith.xori"(%4912, %4911) : (i32, i32) -> i32
      "scf.yield"(%4913) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4908 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4909:2 = "func.call"(%arg2682, %4903#0, %arg2684, %4903#1) <{callee = @f432}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4909#0, %4909#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f436"}> ({
  ^bb0(%arg2678: i32, %arg2679: i32, %arg2680: index, %arg2681: f32):
    %4897 = "arith.muli"(%arg2679, %arg2679) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4898 = "arith.ori"(%arg2679, %arg2679) : (i32, i32) -> i32
    %4899 = "arith.addf"(%arg2681, %arg2681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4900 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4901 = "arith.addi"(%arg2680, %4900) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4902 = "arith.index_cast"(%4901) : (index) -> i32
    "func.return"(%4902, %4899) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f437"}> ({
  ^bb0(%arg2672: i32, %arg2673: i32, %arg2674: index, %arg2675: f32):
    %4879 = "arith.cmpi"(%arg2672, %arg2672) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4880 = "scf.if"(%4879) ({
      %4896 = "arith.addi"(%arg2673, %arg2673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4896) : (i32) -> ()
    }, {
      %4895 = "arith.muli"(%arg2673, %arg2673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4895) : (i32) -> ()
    }) : (i1) -> i32
    %4881 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4882 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4883 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4884 = "scf.for"(%4881, %4882, %4883, %4880) ({
    ^bb0(%arg2676: index, %arg2677: i32):
      %4891 = "arith.index_cast"(%arg2676) : (index) -> i32
      %4892 = "arith.muli"(%arg2673, %arg2672) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4893 = "arith.addi"(%arg2677, %4891) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4894 = "arith.xori"(%4893, %4892) : (i32, i32) -> i32
      "scf.yield"(%4894) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4885 = "arith.xori"(%arg2673, %4884) : (i32, i32) -> i32
    %4886 = "arith.xori"(%arg2673, %4884) : (i32, i32) -> i32
    %4887 = "arith.cmpi"(%4884, %arg2672) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4888 = "scf.if"(%4887) ({
      %4890 = "arith.addi"(%4880, %arg2673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4890) : (i32) -> ()
    }, {
      %4889 = "arith.muli"(%4880, %arg2673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4889) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4888, %arg2675) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f438"}> ({
  ^bb0(%arg2668: i32, %arg2669: i32, %arg2670: index, %arg2671: f32):
    %4870 = "arith.cmpi"(%arg2669, %arg2669) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4871 = "scf.if"(%4870) ({
      %4878 = "arith.addi"(%arg2668, %arg2669) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4878) : (i32) -> ()
    }, {
      %4877 = "arith.muli"(%arg2668, %arg2669) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4877) : (i32) -> ()
    }) : (i1) -> i32
    %4872 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4873 = "arith.addi"(%arg2670, %4872) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4874 = "arith.index_cast"(%4873) : (index) -> i32
    %4875 = "arith.subf"(%arg2671, %arg2671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4876 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%4876, %4875) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f439"}> ({
  ^bb0(%arg2664: i32, %arg2665: i32, %arg2666: index, %arg2667: f32):
    %4864 = "arith.subf"(%arg2667, %arg2667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4865 = "arith.cmpi"(%arg2665, %arg2665) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4866 = "arith.select"(%4865, %arg2665, %arg2665) : (i1, i32, i32) -> i32
    %4867 = "arith.cmpi"(%arg2664, %4866) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4868 = "arith.select"(%4867, %4866, %arg2664) : (i1, i32, i32) -> i32
    %4869 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%4869, %4864) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f440"}> ({
  ^bb0(%arg2658: i32, %arg2659: i32, %arg2660: index, %arg2661: f32):
    %4852 = "arith.minsi"(%arg2659, %arg2658) : (i32, i32) -> i32
    %4853 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4854 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4855 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4856 = "scf.for"(%4853, %4854, %4855, %arg2659) ({
    ^bb0(%arg2662: index, %arg2663: i32):
      %4860 = "arith.index_cast"(%arg2662) : (index) -> i32
      %4861 = "arith.muli"(%4852, %4852) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4862 = "arith.addi"(%arg2663, %4860) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4863 = "arith.xori"(%4862, %4861) : (i32, i32) -> i32
      "scf.yield"(%4863) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4857 = "arith.xori"(%4856, %4856) : (i32, i32) -> i32
    %4858 = "arith.cmpi"(%4852, %arg2658) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4859 = "arith.select"(%4858, %4852, %4852) : (i1, i32, i32) -> i32
    "func.return"(%4859, %arg2661) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f441"}> ({
  ^bb0(%arg2654: i32, %arg2655: i32, %arg2656: index, %arg2657: f32):
    %4844 = "arith.subi"(%arg2655, %arg2655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4845 = "arith.cmpi"(%arg2655, %arg2654) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4846 = "scf.if"(%4845) ({
      %4851 = "arith.addi"(%arg2655, %arg2655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4851) : (i32) -> ()
    }, {
      %4850 = "arith.muli"(%arg2655, %arg2655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4850) : (i32) -> ()
    }) : (i1) -> i32
    %4847 = "arith.addi"(%4846, %arg2654) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4848 = "arith.minsi"(%4844, %arg2655) : (i32, i32) -> i32
    %4849 = "arith.minsi"(%4844, %arg2655) : (i32, i32) -> i32
    "func.return"(%4849, %arg2657) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f442"}> ({
  ^bb0(%arg2650: i32, %arg2651: i32, %arg2652: index, %arg2653: f32):
    %4838:2 = "func.call"(%arg2650, %arg2650, %arg2652, %arg2653) <{callee = @f440}> : (i32, i32, index, f32) -> (i32, f32)
    %4839 = "arith.subf"(%4838#1, %4838#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4840:2 = "func.call"(%4838#0, %arg2651, %arg2652, %4839) <{callee = @f439}> : (i32, i32, index, f32) -> (i32, f32)
    %4841 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4842 = "arith.addi"(%arg2652, %4841) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4843 = "arith.index_cast"(%4842) : (index) -> i32
    "func.return"(%4843, %4840#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f443"}> ({
  ^bb0(%arg2646: i32, %arg2647: i32, %arg2648: index, %arg2649: f32):
    %4833:2 = "func.call"(%arg2646, %arg2647, %arg2648, %arg2649) <{callee = @f435}> : (i32, i32, index, f32) -> (i32, f32)
    %4834 = "arith.xori"(%arg2647, %arg2647) : (i32, i32) -> i32
    %4835 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4836 = "arith.xori"(%4835, %4833#0) : (i32, i32) -> i32
    %4837 = "arith.xori"(%4835, %4833#0) : (i32, i32) -> i32
    "func.return"(%4837, %4833#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f444"}> ({
  ^bb0(%arg2642: i32, %arg2643: i32, %arg2644: index, %arg2645: f32):
    %4828 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4829 = "arith.cmpi"(%arg2642, %arg2643) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4830 = "arith.select"(%4829, %arg2643, %4828) : (i1, i32, i32) -> i32
    %4831 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4832 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%4832, %arg2645) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f445"}> ({
  ^bb0(%arg2636: i32, %arg2637: i32, %arg2638: index, %arg2639: f32):
    %4817 = "arith.muli"(%arg2636, %arg2636) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4818 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4819 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4820 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4821 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4822 = "scf.for"(%4819, %4820, %4821, %4818) ({
    ^bb0(%arg2640: index, %arg2641: i32):
      %4824 = "arith.index_cast"(%arg2640) : (index) -> i32
      %4825 = "arith.muli"(%4817, %4818) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4826 = "arith.addi"(%arg2641, %4824) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4827 = "arith.xori"(%4826, %4825) : (i32, i32) -> i32
      "scf.yield"(%4827) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4823 = "arith.addi"(%4818, %arg2636) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4823, %arg2639) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f446"}> ({
  ^bb0(%arg2630: i32, %arg2631: i32, %arg2632: index, %arg2633: f32):
    %4806 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4807 = "arith.andi"(%arg2631, %4806) : (i32, i32) -> i32
    %4808 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4809 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4810 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4811 = "scf.for"(%4808, %4809, %4810, %4807) ({
    ^bb0(%arg2634: index, %arg2635: i32):
      %4813 = "arith.index_cast"(%arg2634) : (index) -> i32
      %4814 = "arith.muli"(%arg2630, %arg2631) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4815 = "arith.addi"(%arg2635, %4813) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4816 = "arith.xori"(%4815, %4814) : (i32, i32) -> i32
      "scf.yield"(%4816) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4812:2 = "func.call"(%4811, %arg2630, %arg2632, %arg2633) <{callee = @f441}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4812#0, %4812#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f447"}> ({
  ^bb0(%arg2624: i32, %arg2625: i32, %arg2626: index, %arg2627: f32):
    %4790 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4791 = "arith.addi"(%arg2626, %4790) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4792 = "arith.index_cast"(%4791) : (index) -> i32
    %4793 = "arith.cmpi"(%4792, %arg2624) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %4794 = "arith.select"(%4793, %4792, %4792) : (i1, i32, i32) -> i32
    %4795 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4796 = "arith.addi"(%arg2626, %4795) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4797 = "arith.index_cast"(%4796) : (index) -> i32
    %4798 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4799 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4800 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4801 = "scf.for"(%4798, %4799, %4800, %arg2624) ({
    ^bb0(%arg2628: index, %arg2629: i32):
      %4802 = "arith.index_cast"(%arg2628) : (index) -> i32
      %4803 = "arith.muli"(%4794, %4794) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4804 = "arith.addi"(%arg2629, %4802) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4805 = "arith.xori"(%4804, %4803) : (i32, i32) -> i32
      "scf.yield"(%4805) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4801, %arg2627) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f448"}> ({
  ^bb0(%arg2620: i32, %arg2621: i32, %arg2622: index, %arg2623: f32):
    %4786 = "arith.subi"(%arg2620, %arg2621) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4787 = "arith.ori"(%4786, %arg2620) : (i32, i32) -> i32
    %4788 = "arith.addi"(%arg2620, %4787) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4789 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%4789, %arg2623) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f449"}> ({
  ^bb0(%arg2616: i32, %arg2617: i32, %arg2618: index, %arg2619: f32):
    %4778:2 = "func.call"(%arg2616, %arg2617, %arg2618, %arg2619) <{callee = @f448}> : (i32, i32, index, f32) -> (i32, f32)
    %4779 = "arith.mulf"(%4778#1, %4778#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4780 = "arith.cmpi"(%arg2616, %arg2616) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4781 = "scf.if"(%4780) ({
      %4785 = "arith.addi"(%arg2616, %4778#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4785) : (i32) -> ()
    }, {
      %4784 = "arith.muli"(%arg2616, %4778#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4784) : (i32) -> ()
    }) : (i1) -> i32
    %4782 = "arith.cmpi"(%arg2616, %arg2616) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4783 = "arith.select"(%4782, %4778#0, %arg2616) : (i1, i32, i32) -> i32
    "func.return"(%4783, %4779) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f450"}> ({
  ^bb0(%arg2612: i32, %arg2613: i32, %arg2614: index, %arg2615: f32):
    %4771 = "arith.mulf"(%arg2615, %arg2615) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4772 = "arith.cmpi"(%arg2612, %arg2613) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4773 = "scf.if"(%4772) ({
      %4777 = "arith.addi"(%arg2612, %arg2613) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4777) : (i32) -> ()
    }, {
      %4776 = "arith.muli"(%arg2612, %arg2613) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4776) : (i32) -> ()
    }) : (i1) -> i32
    %4774:2 = "func.call"(%4773, %arg2613, %arg2614, %arg2615) <{callee = @f444}> : (i32, i32, index, f32) -> (i32, f32)
    %4775 = "arith.mulf"(%4774#1, %arg2615) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4774#0, %4775) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f451"}> ({
  ^bb0(%arg2608: i32, %arg2609: i32, %arg2610: index, %arg2611: f32):
    %4763 = "arith.andi"(%arg2609, %arg2609) : (i32, i32) -> i32
    %4764 = "arith.andi"(%arg2609, %arg2609) : (i32, i32) -> i32
    %4765 = "arith.cmpi"(%4763, %arg2609) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4766 = "scf.if"(%4765) ({
      %4770 = "arith.addi"(%arg2609, %4764) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4770) : (i32) -> ()
    }, {
      %4769 = "arith.muli"(%arg2609, %4764) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4769) : (i32) -> ()
    }) : (i1) -> i32
    %4767 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4768 = "arith.muli"(%4763, %4764) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4768, %arg2611) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f452"}> ({
  ^bb0(%arg2602: i32, %arg2603: i32, %arg2604: index, %arg2605: f32):
    %4752 = "arith.muli"(%arg2602, %arg2603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4753 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4754 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4755 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4756 = "scf.for"(%4753, %4754, %4755, %arg2602) ({
    ^bb0(%arg2606: index, %arg2607: i32):
      %4759 = "arith.index_cast"(%arg2606) : (index) -> i32
      %4760 = "arith.muli"(%arg2602, %arg2602) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4761 = "arith.addi"(%arg2607, %4759) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4762 = "arith.xori"(%4761, %4760) : (i32, i32) -> i32
      "scf.yield"(%4762) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4757 = "arith.subi"(%4756, %arg2603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4758 = "arith.mulf"(%arg2605, %arg2605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4757, %4758) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f453"}> ({
  ^bb0(%arg2594: i32, %arg2595: i32, %arg2596: index, %arg2597: f32):
    %4732 = "arith.xori"(%arg2594, %arg2594) : (i32, i32) -> i32
    %4733 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4734 = "arith.addi"(%arg2596, %4733) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4735 = "arith.index_cast"(%4734) : (index) -> i32
    %4736 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4737 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4738 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4739 = "scf.for"(%4736, %4737, %4738, %4735) ({
    ^bb0(%arg2600: index, %arg2601: i32):
      %4748 = "arith.index_cast"(%arg2600) : (index) -> i32
      %4749 = "arith.muli"(%arg2595, %4732) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4750 = "arith.addi"(%arg2601, %4748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4751 = "arith.xori"(%4750, %4749) : (i32, i32) -> i32
      "scf.yield"(%4751) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4740 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4741 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4742 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4743 = "scf.for"(%4740, %4741, %4742, %4739) ({
    ^bb0(%arg2598: index, %arg2599: i32):
      %4744 = "arith.index_cast"(%arg2598) : (index) -> i32
      %4745 = "arith.muli"(%4735, %arg2595) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4746 = "arith.addi"(%arg2599, %4744) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4747 = "arith.xori"(%4746, %4745) : (i32, i32) -> i32
      "scf.yield"(%4747) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4743, %arg2597) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f454"}> ({
  ^bb0(%arg2590: i32, %arg2591: i32, %arg2592: index, %arg2593: f32):
    %4728 = "arith.ori"(%arg2591, %arg2591) : (i32, i32) -> i32
    %4729 = "arith.andi"(%4728, %arg2590) : (i32, i32) -> i32
    %4730 = "arith.ori"(%4728, %arg2590) : (i32, i32) -> i32
    %4731:2 = "func.call"(%arg2590, %4728, %arg2592, %arg2593) <{callee = @f453}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4731#0, %4731#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f455"}> ({
  ^bb0(%arg2580: i32, %arg2581: i32, %arg2582: index, %arg2583: f32):
    %4703 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4704 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4705 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4706 = "scf.for"(%4703, %4704, %4705, %arg2581) ({
    ^bb0(%arg2588: index, %arg2589: i32):
      %4724 = "arith.index_cast"(%arg2588) : (index) -> i32
      %4725 = "arith.muli"(%arg2580, %arg2581) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4726 = "arith.addi"(%arg2589, %4724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4727 = "arith.xori"(%4726, %4725) : (i32, i32) -> i32
      "scf.yield"(%4727) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4707 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4708 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4709 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4710 = "scf.for"(%4707, %4708, %4709, %arg2580) ({
    ^bb0(%arg2586: index, %arg2587: i32):
      %4720 = "arith.index_cast"(%arg2586) : (index) -> i32
      %4721 = "arith.muli"(%4706, %arg2580) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4722 = "arith.addi"(%arg2587, %4720) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4723 = "arith.xori"(%4722, %4721) : (i32, i32) -> i32
      "scf.yield"(%4723) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4711:2 = "func.call"(%arg2580, %arg2581, %arg2582, %arg2583) <{callee = @f449}> : (i32, i32, index, f32) -> (i32, f32)
    %4712 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4713 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4714 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4715 = "scf.for"(%4712, %4713, %4714, %arg2581) ({
    ^bb0(%arg2584: index, %arg2585: i32):
      %4716 = "arith.index_cast"(%arg2584) : (index) -> i32
      %4717 = "arith.muli"(%4710, %4706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4718 = "arith.addi"(%arg2585, %4716) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4719 = "arith.xori"(%4718, %4717) : (i32, i32) -> i32
      "scf.yield"(%4719) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4715, %4711#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f456"}> ({
  ^bb0(%arg2576: i32, %arg2577: i32, %arg2578: index, %arg2579: f32):
    %4696:2 = "func.call"(%arg2576, %arg2577, %arg2578, %arg2579) <{callee = @f453}> : (i32, i32, index, f32) -> (i32, f32)
    %4697:2 = "func.call"(%4696#0, %arg2576, %arg2578, %arg2579) <{callee = @f453}> : (i32, i32, index, f32) -> (i32, f32)
    %4698 = "arith.cmpi"(%arg2577, %4697#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4699 = "scf.if"(%4698) ({
      %4702 = "arith.addi"(%4697#0, %4697#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4702) : (i32) -> ()
    }, {
      %4701 = "arith.muli"(%4697#0, %4697#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4701) : (i32) -> ()
    }) : (i1) -> i32
    %4700 = "arith.xori"(%4699, %4699) : (i32, i32) -> i32
    "func.return"(%4700, %4697#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f457"}> ({
  ^bb0(%arg2570: i32, %arg2571: i32, %arg2572: index, %arg2573: f32):
    %4685 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4686 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4687 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4688 = "scf.for"(%4685, %4686, %4687, %arg2571) ({
    ^bb0(%arg2574: index, %arg2575: i32):
      %4692 = "arith.index_cast"(%arg2574) : (index) -> i32
      %4693 = "arith.muli"(%arg2571, %arg2571) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4694 = "arith.addi"(%arg2575, %4692) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4695 = "arith.xori"(%4694, %4693) : (i32, i32) -> i32
      "scf.yield"(%4695) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4689 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4690 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4691 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%4691, %arg2573) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f458"}> ({
  ^bb0(%arg2566: i32, %arg2567: i32, %arg2568: index, %arg2569: f32):
    %4678 = "arith.minsi"(%arg2566, %arg2566) : (i32, i32) -> i32
    %4679 = "arith.ori"(%arg2566, %arg2567) : (i32, i32) -> i32
    %4680 = "arith.cmpi"(%arg2566, %4678) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4681 = "scf.if"(%4680) ({
      %4684 = "arith.addi"(%arg2566, %arg2567) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4684) : (i32) -> ()
    }, {
      %4683 = "arith.muli"(%arg2566, %arg2567) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4683) : (i32) -> ()
    }) : (i1) -> i32
    %4682 = "arith.minsi"(%4678, %4679) : (i32, i32) -> i32
    "func.return"(%4682, %arg2569) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f459"}> ({
  ^bb0(%arg2562: i32, %arg2563: i32, %arg2564: index, %arg2565: f32):
    %4666 = "arith.maxsi"(%arg2562, %arg2562) : (i32, i32) -> i32
    %4667 = "arith.maxsi"(%arg2562, %arg2562) : (i32, i32) -> i32
    %4668 = "arith.cmpi"(%4667, %arg2563) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4669 = "scf.if"(%4668) ({
      %4677 = "arith.addi"(%arg2563, %arg2563) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4677) : (i32) -> ()
    }, {
      %4676 = "arith.muli"(%arg2563, %arg2563) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4676) : (i32) -> ()
    }) : (i1) -> i32
    %4670 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4671 = "arith.addi"(%arg2564, %4670) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4672 = "arith.index_cast"(%4671) : (index) -> i32
    %4673 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4674 = "arith.addi"(%arg2564, %4673) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4675 = "arith.index_cast"(%4674) : (index) -> i32
    "func.return"(%4675, %arg2565) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f460"}> ({
  ^bb0(%arg2556: i32, %arg2557: i32, %arg2558: index, %arg2559: f32):
    %4653 = "arith.xori"(%arg2556, %arg2556) : (i32, i32) -> i32
    %4654 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4655 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4656 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4657 = "scf.for"(%4654, %4655, %4656, %arg2556) ({
    ^bb0(%arg2560: index, %arg2561: i32):
      %4662 = "arith.index_cast"(%arg2560) : (index) -> i32
      %4663 = "arith.muli"(%4653, %arg2556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4664 = "arith.addi"(%arg2561, %4662) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4665 = "arith.xori"(%4664, %4663) : (i32, i32) -> i32
      "scf.yield"(%4665) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4658 = "arith.minsi"(%4653, %4653) : (i32, i32) -> i32
    %4659 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4660 = "arith.addi"(%arg2558, %4659) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4661 = "arith.index_cast"(%4660) : (index) -> i32
    "func.return"(%4661, %arg2559) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f461"}> ({
  ^bb0(%arg2548: i32, %arg2549: i32, %arg2550: index, %arg2551: f32):
    %4635 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4636 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4637 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4638 = "scf.for"(%4635, %4636, %4637, %arg2548) ({
    ^bb0(%arg2554: index, %arg2555: i32):
      %4649 = "arith.index_cast"(%arg2554) : (index) -> i32
      %4650 = "arith.muli"(%arg2549, %arg2548) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4651 = "arith.addi"(%arg2555, %4649) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4652 = "arith.xori"(%4651, %4650) : (i32, i32) -> i32
      "scf.yield"(%4652) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4639 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4640 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4641 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4642 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4643 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4644 = "scf.for"(%4641, %4642, %4643, %arg2549) ({
    ^bb0(%arg2552: index, %arg2553: i32):
      %4645 = "arith.index_cast"(%arg2552) : (index) -> i32
      %4646 = "arith.muli"(%4638, %4639) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4647 = "arith.addi"(%arg2553, %4645) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4648 = "arith.xori"(%4647, %4646) : (i32, i32) -> i32
      "scf.yield"(%4648) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4644, %arg2551) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f462"}> ({
  ^bb0(%arg2544: i32, %arg2545: i32, %arg2546: index, %arg2547: f32):
    %4630:2 = "func.call"(%arg2545, %arg2545, %arg2546, %arg2547) <{callee = @f457}> : (i32, i32, index, f32) -> (i32, f32)
    %4631 = "arith.subi"(%arg2544, %arg2544) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4632 = "arith.cmpi"(%4631, %4630#0) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %4633 = "arith.select"(%4632, %arg2544, %4631) : (i1, i32, i32) -> i32
    %4634:2 = "func.call"(%4631, %4633, %arg2546, %arg2547) <{callee = @f458}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4634#0, %4634#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f463"}> ({
  ^bb0(%arg2540: i32, %arg2541: i32, %arg2542: index, %arg2543: f32):
    %4624 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4625 = "arith.addi"(%arg2542, %4624) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4626 = "arith.index_cast"(%4625) : (index) -> i32
    %4627 = "arith.ori"(%arg2540, %arg2540) : (i32, i32) -> i32
    %4628 = "arith.mulf"(%arg2543, %arg2543) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4629 = "arith.minsi"(%arg2541, %arg2540) : (i32, i32) -> i32
    "func.return"(%4629, %4628) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f464"}> ({
  ^bb0(%arg2534: i32, %arg2535: i32, %arg2536: index, %arg2537: f32):
    %4613 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4614 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4615 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4616 = "scf.for"(%4613, %4614, %4615, %arg2534) ({
    ^bb0(%arg2538: index, %arg2539: i32):
      %4620 = "arith.index_cast"(%arg2538) : (index) -> i32
      %4621 = "arith.muli"(%arg2534, %arg2535) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4622 = "arith.addi"(%arg2539, %4620) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4623 = "arith.xori"(%4622, %4621) : (i32, i32) -> i32
      "scf.yield"(%4623) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4617 = "arith.subi"(%4616, %4616) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4618 = "arith.muli"(%4616, %4617) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4619:2 = "func.call"(%arg2534, %arg2534, %arg2536, %arg2537) <{callee = @f460}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4619#0, %4619#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f465"}> ({
  ^bb0(%arg2530: i32, %arg2531: i32, %arg2532: index, %arg2533: f32):
    %4607:2 = "func.call"(%arg2530, %arg2531, %arg2532, %arg2533) <{callee = @f462}> : (i32, i32, index, f32) -> (i32, f32)
    %4608 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4609 = "arith.addi"(%arg2532, %4608) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4610 = "arith.index_cast"(%4609) : (index) -> i32
    %4611 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4612 = "arith.muli"(%4611, %4611) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4612, %4607#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f466"}> ({
  ^bb0(%arg2524: i32, %arg2525: i32, %arg2526: index, %arg2527: f32):
    %4595 = "arith.ori"(%arg2524, %arg2524) : (i32, i32) -> i32
    %4596 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4597 = "arith.cmpi"(%4595, %arg2524) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4598 = "arith.select"(%4597, %arg2525, %4596) : (i1, i32, i32) -> i32
    %4599 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4600 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4601 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4602 = "scf.for"(%4599, %4600, %4601, %4596) ({
    ^bb0(%arg2528: index, %arg2529: i32):
      %4603 = "arith.index_cast"(%arg2528) : (index) -> i32
      %4604 = "arith.muli"(%arg2524, %4596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4605 = "arith.addi"(%arg2529, %4603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4606 = "arith.xori"(%4605, %4604) : (i32, i32) -> i32
      "scf.yield"(%4606) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4602, %arg2527) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f467"}> ({
  ^bb0(%arg2520: i32, %arg2521: i32, %arg2522: index, %arg2523: f32):
    %4590 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4591 = "arith.addf"(%arg2523, %arg2523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4592 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4593 = "arith.cmpi"(%arg2521, %4590) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4594 = "arith.select"(%4593, %4592, %4590) : (i1, i32, i32) -> i32
    "func.return"(%4594, %4591) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f468"}> ({
  ^bb0(%arg2516: i32, %arg2517: i32, %arg2518: index, %arg2519: f32):
    %4584 = "arith.minsi"(%arg2517, %arg2516) : (i32, i32) -> i32
    %4585 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4586 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4587 = "arith.addi"(%arg2518, %4586) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4588 = "arith.index_cast"(%4587) : (index) -> i32
    %4589 = "arith.addi"(%4585, %4584) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4589, %arg2519) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f469"}> ({
  ^bb0(%arg2510: i32, %arg2511: i32, %arg2512: index, %arg2513: f32):
    %4573 = "arith.mulf"(%arg2513, %arg2513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4574 = "arith.ori"(%arg2511, %arg2511) : (i32, i32) -> i32
    %4575 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4576 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4577 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4578 = "scf.for"(%4575, %4576, %4577, %arg2511) ({
    ^bb0(%arg2514: index, %arg2515: i32):
      %4580 = "arith.index_cast"(%arg2514) : (index) -> i32
      %4581 = "arith.muli"(%arg2510, %arg2511) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4582 = "arith.addi"(%arg2515, %4580) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4583 = "arith.xori"(%4582, %4581) : (i32, i32) -> i32
      "scf.yield"(%4583) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4579 = "arith.minsi"(%4578, %arg2510) : (i32, i32) -> i32
    "func.return"(%4579, %4573) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f470"}> ({
  ^bb0(%arg2506: i32, %arg2507: i32, %arg2508: index, %arg2509: f32):
    %4564 = "arith.cmpi"(%arg2506, %arg2506) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4565 = "scf.if"(%4564) ({
      %4572 = "arith.addi"(%arg2506, %arg2507) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4572) : (i32) -> ()
    }, {
      %4571 = "arith.muli"(%arg2506, %arg2507) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4571) : (i32) -> ()
    }) : (i1) -> i32
    %4566 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4567 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4568 = "arith.addi"(%arg2508, %4567) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4569 = "arith.index_cast"(%4568) : (index) -> i32
    %4570 = "arith.minsi"(%arg2507, %4565) : (i32, i32) -> i32
    "func.return"(%4570, %arg2509) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f471"}> ({
  ^bb0(%arg2502: i32, %arg2503: i32, %arg2504: index, %arg2505: f32):
    %4552 = "arith.cmpi"(%arg2502, %arg2502) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4553 = "scf.if"(%4552) ({
      %4563 = "arith.addi"(%arg2503, %arg2502) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4563) : (i32) -> ()
    }, {
      %4562 = "arith.muli"(%arg2503, %arg2502) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4562) : (i32) -> ()
    }) : (i1) -> i32
    %4554 = "arith.cmpi"(%arg2502, %arg2503) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4555 = "arith.select"(%4554, %arg2502, %4553) : (i1, i32, i32) -> i32
    %4556 = "arith.cmpi"(%4555, %arg2503) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4557 = "arith.select"(%4556, %4555, %4555) : (i1, i32, i32) -> i32
    %4558 = "arith.cmpi"(%4557, %arg2503) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4559 = "scf.if"(%4558) ({
      %4561 = "arith.addi"(%4557, %arg2503) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4561) : (i32) -> ()
    }, {
      %4560 = "arith.muli"(%4557, %arg2503) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4560) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4559, %arg2505) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f472"}> ({
  ^bb0(%arg2498: i32, %arg2499: i32, %arg2500: index, %arg2501: f32):
    %4545 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4546 = "arith.addi"(%arg2500, %4545) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4547 = "arith.index_cast"(%4546) : (index) -> i32
    %4548 = "arith.muli"(%4547, %arg2499) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4549 = "arith.muli"(%4547, %arg2499) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4550:2 = "func.call"(%4549, %4549, %arg2500, %arg2501) <{callee = @f464}> : (i32, i32, index, f32) -> (i32, f32)
    %4551 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%4551, %4550#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f473"}> ({
  ^bb0(%arg2494: i32, %arg2495: i32, %arg2496: index, %arg2497: f32):
    %4538 = "arith.cmpi"(%arg2495, %arg2495) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4539 = "scf.if"(%4538) ({
      %4544 = "arith.addi"(%arg2494, %arg2495) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4544) : (i32) -> ()
    }, {
      %4543 = "arith.muli"(%arg2494, %arg2495) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4543) : (i32) -> ()
    }) : (i1) -> i32
    %4540 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4541 = "arith.muli"(%4540, %arg2494) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4542 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%4542, %arg2497) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f474"}> ({
  ^bb0(%arg2490: i32, %arg2491: i32, %arg2492: index, %arg2493: f32):
    %4534 = "arith.mulf"(%arg2493, %arg2493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4535 = "arith.ori"(%arg2490, %arg2491) : (i32, i32) -> i32
    %4536:2 = "func.call"(%arg2490, %4535, %arg2492, %arg2493) <{callee = @f471}> : (i32, i32, index, f32) -> (i32, f32)
    %4537 = "arith.maxsi"(%4535, %arg2491) : (i32, i32) -> i32
    "func.return"(%4537, %4536#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f475"}> ({
  ^bb0(%arg2484: i32, %arg2485: i32, %arg2486: index, %arg2487: f32):
    %4519 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4520 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4521 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4522 = "scf.for"(%4519, %4520, %4521, %arg2484) ({
    ^bb0(%arg2488: index, %arg2489: i32):
      %4530 = "arith.index_cast"(%arg2488) : (index) -> i32
      %4531 = "arith.muli"(%arg2484, %arg2485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4532 = "arith.addi"(%arg2489, %4530) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4533 = "arith.xori"(%4532, %4531) : (i32, i32) -> i32
      "scf.yield"(%4533) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4523 = "arith.mulf"(%arg2487, %arg2487) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4524 = "arith.cmpi"(%arg2485, %arg2485) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4525 = "arith.select"(%4524, %arg2485, %4522) : (i1, i32, i32) -> i32
    %4526 = "arith.cmpi"(%4522, %arg2484) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4527 = "scf.if"(%4526) ({
      %4529 = "arith.addi"(%4522, %4522) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4529) : (i32) -> ()
    }, {
      %4528 = "arith.muli"(%4522, %4522) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4528) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4527, %4523) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f476"}> ({
  ^bb0(%arg2480: i32, %arg2481: i32, %arg2482: index, %arg2483: f32):
    %4510 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4511 = "arith.addi"(%arg2482, %4510) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4512 = "arith.index_cast"(%4511) : (index) -> i32
    %4513 = "arith.mulf"(%arg2483, %arg2483) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4514 = "arith.cmpi"(%4512, %arg2480) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %4515 = "arith.select"(%4514, %arg2481, %4512) : (i1, i32, i32) -> i32
    %4516 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4517 = "arith.addi"(%4511, %4516) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4518 = "arith.index_cast"(%4517) : (index) -> i32
    "func.return"(%4518, %4513) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f477"}> ({
  ^bb0(%arg2476: i32, %arg2477: i32, %arg2478: index, %arg2479: f32):
    %4503 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4504:2 = "func.call"(%arg2477, %arg2476, %arg2478, %arg2479) <{callee = @f474}> : (i32, i32, index, f32) -> (i32, f32)
    %4505 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4506 = "arith.cmpi"(%arg2476, %4504#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4507 = "scf.if"(%4506) ({
      %4509 = "arith.addi"(%4505, %4504#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4509) : (i32) -> ()
    }, {
      %4508 = "arith.muli"(%4505, %4504#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4508) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4507, %4504#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f478"}> ({
  ^bb0(%arg2472: i32, %arg2473: i32, %arg2474: index, %arg2475: f32):
    %4496 = "arith.addf"(%arg2475, %arg2475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4497:2 = "func.call"(%arg2472, %arg2472, %arg2474, %4496) <{callee = @f476}> : (i32, i32, index, f32) -> (i32, f32)
    %4498:2 = "func.call"(%arg2473, %arg2473, %arg2474, %arg2475) <{callee = @f475}> : (i32, i32, index, f32) -> (i32, f32)
    %4499 = "arith.cmpi"(%arg2473, %4497#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4500 = "scf.if"(%4499) ({
      %4502 = "arith.addi"(%arg2472, %4497#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4502) : (i32) -> ()
    }, {
      %4501 = "arith.muli"(%arg2472, %4497#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4501) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4500, %4498#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f479"}> ({
  ^bb0(%arg2468: i32, %arg2469: i32, %arg2470: index, %arg2471: f32):
    %4492:2 = "func.call"(%arg2469, %arg2468, %arg2470, %arg2471) <{callee = @f474}> : (i32, i32, index, f32) -> (i32, f32)
    %4493 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4494:2 = "func.call"(%4493, %4493, %arg2470, %4492#1) <{callee = @f478}> : (i32, i32, index, f32) -> (i32, f32)
    %4495:2 = "func.call"(%arg2469, %arg2468, %arg2470, %4494#1) <{callee = @f472}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4495#0, %4495#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f480"}> ({
  ^bb0(%arg2464: i32, %arg2465: i32, %arg2466: index, %arg2467: f32):
    %4485 = "arith.minsi"(%arg2465, %arg2464) : (i32, i32) -> i32
    %4486 = "arith.minsi"(%arg2465, %arg2464) : (i32, i32) -> i32
    %4487 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4488 = "arith.addi"(%arg2466, %4487) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4489 = "arith.index_cast"(%4488) : (index) -> i32
    %4490 = "arith.addf"(%arg2467, %arg2467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4491 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%4491, %4490) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f481"}> ({
  ^bb0(%arg2456: i32, %arg2457: i32, %arg2458: index, %arg2459: f32):
    %4466:2 = "func.call"(%arg2457, %arg2457, %arg2458, %arg2459) <{callee = @f474}> : (i32, i32, index, f32) -> (i32, f32)
    %4467 = "arith.muli"(%arg2457, %arg2457) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4468 = "arith.muli"(%arg2457, %arg2457) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4469 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4470 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4471 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4472 = "scf.for"(%4469, %4470, %4471, %4468) ({
    ^bb0(%arg2462: index, %arg2463: i32):
      %4481 = "arith.index_cast"(%arg2462) : (index) -> i32
      %4482 = "arith.muli"(%arg2457, %4467) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4483 = "arith.addi"(%arg2463, %4481) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4484 = "arith.xori"(%4483, %4482) : (i32, i32) -> i32
      "scf.yield"(%4484) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4473 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4474 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4475 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4476 = "scf.for"(%4473, %4474, %4475, %4466#0) ({
    ^bb0(%arg2460: index, %arg2461: i32):
      %4477 = "arith.index_cast"(%arg2460) : (index) -> i32
      %4478 = "arith.muli"(%4472, %4472) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4479 = "arith.addi"(%arg2461, %4477) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4480 = "arith.xori"(%4479, %4478) : (i32, i32) -> i32
      "scf.yield"(%4480) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4476, %4466#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f482"}> ({
  ^bb0(%arg2448: i32, %arg2449: i32, %arg2450: index, %arg2451: f32):
    %4447 = "arith.ori"(%arg2449, %arg2448) : (i32, i32) -> i32
    %4448 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4449 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4450 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4451 = "scf.for"(%4448, %4449, %4450, %4447) ({
    ^bb0(%arg2454: index, %arg2455: i32):
      %4462 = "arith.index_cast"(%arg2454) : (index) -> i32
      %4463 = "arith.muli"(%4447, %arg2448) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4464 = "arith.addi"(%arg2455, %4462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4465 = "arith.xori"(%4464, %4463) : (i32, i32) -> i32
      "scf.yield"(%4465) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4452 = "arith.cmpi"(%4447, %4451) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4453 = "arith.select"(%4452, %4451, %arg2449) : (i1, i32, i32) -> i32
    %4454 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4455 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4456 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4457 = "scf.for"(%4454, %4455, %4456, %4447) ({
    ^bb0(%arg2452: index, %arg2453: i32):
      %4458 = "arith.index_cast"(%arg2452) : (index) -> i32
      %4459 = "arith.muli"(%arg2449, %arg2449) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4460 = "arith.addi"(%arg2453, %4458) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4461 = "arith.xori"(%4460, %4459) : (i32, i32) -> i32
      "scf.yield"(%4461) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4457, %arg2451) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f483"}> ({
  ^bb0(%arg2442: i32, %arg2443: i32, %arg2444: index, %arg2445: f32):
    %4432 = "arith.cmpi"(%arg2442, %arg2442) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4433 = "scf.if"(%4432) ({
      %4446 = "arith.addi"(%arg2442, %arg2442) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4446) : (i32) -> ()
    }, {
      %4445 = "arith.muli"(%arg2442, %arg2442) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4445) : (i32) -> ()
    }) : (i1) -> i32
    %4434 = "arith.subi"(%arg2443, %arg2442) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4435 = "arith.cmpi"(%arg2443, %arg2443) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4436 = "arith.select"(%4435, %arg2443, %arg2443) : (i1, i32, i32) -> i32
    %4437 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4438 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4439 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4440 = "scf.for"(%4437, %4438, %4439, %arg2442) ({
    ^bb0(%arg2446: index, %arg2447: i32):
      %4441 = "arith.index_cast"(%arg2446) : (index) -> i32
      %4442 = "arith.muli"(%4434, %4436) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4443 = "arith.addi"(%arg2447, %4441) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4444 = "arith.xori"(%4443, %4442) : (i32, i32) -> i32
      "scf.yield"(%4444) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4440, %arg2445) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f484"}> ({
  ^bb0(%arg2438: i32, %arg2439: i32, %arg2440: index, %arg2441: f32):
    %4425 = "arith.cmpi"(%arg2438, %arg2438) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4426 = "scf.if"(%4425) ({
      %4431 = "arith.addi"(%arg2438, %arg2438) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4431) : (i32) -> ()
    }, {
      %4430 = "arith.muli"(%arg2438, %arg2438) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4430) : (i32) -> ()
    }) : (i1) -> i32
    %4427:2 = "func.call"(%arg2439, %arg2439, %arg2440, %arg2441) <{callee = @f481}> : (i32, i32, index, f32) -> (i32, f32)
    %4428:2 = "func.call"(%4426, %arg2439, %arg2440, %arg2441) <{callee = @f476}> : (i32, i32, index, f32) -> (i32, f32)
    %4429 = "arith.minsi"(%arg2439, %4426) : (i32, i32) -> i32
    "func.return"(%4429, %4428#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f485"}> ({
  ^bb0(%arg2432: i32, %arg2433: i32, %arg2434: index, %arg2435: f32):
    %4414 = "arith.mulf"(%arg2435, %arg2435) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4415:2 = "func.call"(%arg2433, %arg2432, %arg2434, %arg2435) <{callee = @f479}> : (i32, i32, index, f32) -> (i32, f32)
    %4416 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4417 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4418 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4419 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4420 = "scf.for"(%4417, %4418, %4419, %4416) ({
    ^bb0(%arg2436: index, %arg2437: i32):
      %4421 = "arith.index_cast"(%arg2436) : (index) -> i32
      %4422 = "arith.muli"(%4416, %arg2432) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4423 = "arith.addi"(%arg2437, %4421) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4424 = "arith.xori"(%4423, %4422) : (i32, i32) -> i32
      "scf.yield"(%4424) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4420, %4415#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f486"}> ({
  ^bb0(%arg2428: i32, %arg2429: i32, %arg2430: index, %arg2431: f32):
    %4408:2 = "func.call"(%arg2429, %arg2429, %arg2430, %arg2431) <{callee = @f480}> : (i32, i32, index, f32) -> (i32, f32)
    %4409 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4410 = "arith.addi"(%arg2430, %4409) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4411 = "arith.index_cast"(%4410) : (index) -> i32
    %4412 = "arith.mulf"(%4408#1, %arg2431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4413 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%4413, %4412) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f487"}> ({
  ^bb0(%arg2424: i32, %arg2425: i32, %arg2426: index, %arg2427: f32):
    %4400 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4401 = "arith.addi"(%arg2426, %4400) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4402 = "arith.index_cast"(%4401) : (index) -> i32
    %4403 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4404 = "arith.subi"(%4403, %4403) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4405 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4406 = "arith.addi"(%4401, %4405) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4407 = "arith.index_cast"(%4406) : (index) -> i32
    "func.return"(%4407, %arg2427) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f488"}> ({
  ^bb0(%arg2418: i32, %arg2419: i32, %arg2420: index, %arg2421: f32):
    %4382 = "arith.cmpi"(%arg2419, %arg2418) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4383 = "scf.if"(%4382) ({
      %4399 = "arith.addi"(%arg2418, %arg2419) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4399) : (i32) -> ()
    }, {
      %4398 = "arith.muli"(%arg2418, %arg2419) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4398) : (i32) -> ()
    }) : (i1) -> i32
    %4384 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4385 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4386 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4387 = "scf.for"(%4384, %4385, %4386, %4383) ({
    ^bb0(%arg2422: index, %arg2423: i32):
      %4394 = "arith.index_cast"(%arg2422) : (index) -> i32
      %4395 = "arith.muli"(%arg2418, %4383) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4396 = "arith.addi"(%arg2423, %4394) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4397 = "arith.xori"(%4396, %4395) : (i32, i32) -> i32
      "scf.yield"(%4397) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4388 = "arith.minsi"(%arg2418, %4383) : (i32, i32) -> i32
    %4389 = "arith.minsi"(%arg2418, %4383) : (i32, i32) -> i32
    %4390 = "arith.cmpi"(%4389, %4389) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4391 = "scf.if"(%4390) ({
      %4393 = "arith.addi"(%arg2419, %arg2418) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4393) : (i32) -> ()
    }, {
      %4392 = "arith.muli"(%arg2419, %arg2418) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4392) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4391, %arg2421) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f489"}> ({
  ^bb0(%arg2412: i32, %arg2413: i32, %arg2414: index, %arg2415: f32):
    %4370 = "arith.xori"(%arg2413, %arg2413) : (i32, i32) -> i32
    %4371 = "arith.xori"(%arg2413, %arg2413) : (i32, i32) -> i32
    %4372 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4373 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4374 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4375 = "scf.for"(%4372, %4373, %4374, %arg2413) ({
    ^bb0(%arg2416: index, %arg2417: i32):
      %4378 = "arith.index_cast"(%arg2416) : (index) -> i32
      %4379 = "arith.muli"(%arg2412, %4370) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4380 = "arith.addi"(%arg2417, %4378) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4381 = "arith.xori"(%4380, %4379) : (i32, i32) -> i32
      "scf.yield"(%4381) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4376 = "arith.maxsi"(%4375, %4370) : (i32, i32) -> i32
    %4377:2 = "func.call"(%arg2412, %4375, %arg2414, %arg2415) <{callee = @f481}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4377#0, %4377#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f490"}> ({
  ^bb0(%arg2408: i32, %arg2409: i32, %arg2410: index, %arg2411: f32):
    %4366 = "arith.mulf"(%arg2411, %arg2411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4367 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4368:2 = "func.call"(%4367, %arg2408, %arg2410, %arg2411) <{callee = @f488}> : (i32, i32, index, f32) -> (i32, f32)
    %4369 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%4369, %4368#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f491"}> ({
  ^bb0(%arg2402: i32, %arg2403: i32, %arg2404: index, %arg2405: f32):
    %4355 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4356 = "arith.xori"(%arg2402, %4355) : (i32, i32) -> i32
    %4357 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4358 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4359 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4360 = "scf.for"(%4357, %4358, %4359, %arg2403) ({
    ^bb0(%arg2406: index, %arg2407: i32):
      %4362 = "arith.index_cast"(%arg2406) : (index) -> i32
      %4363 = "arith.muli"(%4356, %4355) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4364 = "arith.addi"(%arg2407, %4362) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4365 = "arith.xori"(%4364, %4363) : (i32, i32) -> i32
      "scf.yield"(%4365) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4361 = "arith.subi"(%4355, %4355) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4361, %arg2405) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f492"}> ({
  ^bb0(%arg2398: i32, %arg2399: i32, %arg2400: index, %arg2401: f32):
    %4346 = "arith.cmpi"(%arg2399, %arg2399) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %4347 = "arith.select"(%4346, %arg2398, %arg2398) : (i1, i32, i32) -> i32
    %4348 = "arith.cmpi"(%arg2398, %4347) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4349 = "scf.if"(%4348) ({
      %4354 = "arith.addi"(%arg2399, %arg2399) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4354) : (i32) -> ()
    }, {
      %4353 = "arith.muli"(%arg2399, %arg2399) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4353) : (i32) -> ()
    }) : (i1) -> i32
    %4350 = "arith.xori"(%arg2398, %arg2398) : (i32, i32) -> i32
    %4351 = "arith.minsi"(%4350, %4349) : (i32, i32) -> i32
    %4352 = "arith.minsi"(%4350, %4349) : (i32, i32) -> i32
    "func.return"(%4352, %arg2401) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f493"}> ({
  ^bb0(%arg2392: i32, %arg2393: i32, %arg2394: index, %arg2395: f32):
    %4335:2 = "func.call"(%arg2393, %arg2392, %arg2394, %arg2395) <{callee = @f486}> : (i32, i32, index, f32) -> (i32, f32)
    %4336 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4337 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4338 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4339 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4340 = "scf.for"(%4337, %4338, %4339, %arg2393) ({
    ^bb0(%arg2396: index, %arg2397: i32):
      %4342 = "arith.index_cast"(%arg2396) : (index) -> i32
      %4343 = "arith.muli"(%arg2393, %4336) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4344 = "arith.addi"(%arg2397, %4342) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4345 = "arith.xori"(%4344, %4343) : (i32, i32) -> i32
      "scf.yield"(%4345) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4341:2 = "func.call"(%arg2392, %arg2393, %arg2394, %arg2395) <{callee = @f489}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4341#0, %4341#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f494"}> ({
  ^bb0(%arg2388: i32, %arg2389: i32, %arg2390: index, %arg2391: f32):
    %4328 = "arith.addi"(%arg2388, %arg2389) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4329 = "arith.addi"(%arg2388, %arg2389) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4330 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4331:2 = "func.call"(%arg2389, %4330, %arg2390, %arg2391) <{callee = @f491}> : (i32, i32, index, f32) -> (i32, f32)
    %4332 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4333 = "arith.addi"(%arg2390, %4332) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4334 = "arith.index_cast"(%4333) : (index) -> i32
    "func.return"(%4334, %4331#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f495"}> ({
  ^bb0(%arg2384: i32, %arg2385: i32, %arg2386: index, %arg2387: f32):
    %4324 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4325 = "arith.addf"(%arg2387, %arg2387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4326 = "arith.subi"(%arg2384, %4324) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4327 = "arith.ori"(%4326, %arg2384) : (i32, i32) -> i32
    "func.return"(%4327, %4325) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f496"}> ({
  ^bb0(%arg2378: i32, %arg2379: i32, %arg2380: index, %arg2381: f32):
    %4311 = "arith.addf"(%arg2381, %arg2381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4312 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4313 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4314 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4315 = "scf.for"(%4312, %4313, %4314, %arg2378) ({
    ^bb0(%arg2382: index, %arg2383: i32):
      %4320 = "arith.index_cast"(%arg2382) : (index) -> i32
      %4321 = "arith.muli"(%arg2378, %arg2379) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4322 = "arith.addi"(%arg2383, %4320) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4323 = "arith.xori"(%4322, %4321) : (i32, i32) -> i32
      "scf.yield"(%4323) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4316 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4317 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4318 = "arith.addi"(%arg2380, %4317) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4319 = "arith.index_cast"(%4318) : (index) -> i32
    "func.return"(%4319, %4311) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f497"}> ({
  ^bb0(%arg2374: i32, %arg2375: i32, %arg2376: index, %arg2377: f32):
    %4305:2 = "func.call"(%arg2374, %arg2375, %arg2376, %arg2377) <{callee = @f493}> : (i32, i32, index, f32) -> (i32, f32)
    %4306 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4307 = "arith.addi"(%arg2376, %4306) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4308 = "arith.index_cast"(%4307) : (index) -> i32
    %4309 = "arith.subf"(%arg2377, %arg2377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4310:2 = "func.call"(%4305#0, %arg2375, %4307, %4305#1) <{callee = @f496}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4310#0, %4310#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f498"}> ({
  ^bb0(%arg2370: i32, %arg2371: i32, %arg2372: index, %arg2373: f32):
    %4301 = "arith.maxsi"(%arg2370, %arg2370) : (i32, i32) -> i32
    %4302:2 = "func.call"(%4301, %4301, %arg2372, %arg2373) <{callee = @f494}> : (i32, i32, index, f32) -> (i32, f32)
    %4303 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4304 = "arith.subf"(%4302#1, %arg2373) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4303, %4304) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f499"}> ({
  ^bb0(%arg2366: i32, %arg2367: i32, %arg2368: index, %arg2369: f32):
    %4293 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4294 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4295 = "arith.maxsi"(%arg2367, %4294) : (i32, i32) -> i32
    %4296 = "arith.maxsi"(%arg2367, %4294) : (i32, i32) -> i32
    %4297 = "arith.cmpi"(%4295, %arg2366) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4298 = "scf.if"(%4297) ({
      %4300 = "arith.addi"(%4293, %4294) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4300) : (i32) -> ()
    }, {
      %4299 = "arith.muli"(%4293, %4294) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4299) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4298, %arg2369) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f500"}> ({
  ^bb0(%arg2362: i32, %arg2363: i32, %arg2364: index, %arg2365: f32):
    %4284 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4285 = "arith.addi"(%arg2364, %4284) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4286 = "arith.index_cast"(%4285) : (index) -> i32
    %4287:2 = "func.call"(%4286, %4286, %4285, %arg2365) <{callee = @f495}> : (i32, i32, index, f32) -> (i32, f32)
    %4288 = "arith.cmpi"(%4286, %4286) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4289 = "scf.if"(%4288) ({
      %4292 = "arith.addi"(%4287#0, %4286) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4292) : (i32) -> ()
    }, {
      %4291 = "arith.muli"(%4287#0, %4286) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4291) : (i32) -> ()
    }) : (i1) -> i32
    %4290 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%4290, %4287#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f501"}> ({
  ^bb0(%arg2358: i32, %arg2359: i32, %arg2360: index, %arg2361: f32):
    %4280 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4281 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4282 = "arith.minsi"(%4280, %arg2358) : (i32, i32) -> i32
    %4283 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%4283, %arg2361) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f502"}> ({
  ^bb0(%arg2354: i32, %arg2355: i32, %arg2356: index, %arg2357: f32):
    %4274 = "arith.cmpi"(%arg2354, %arg2355) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4275 = "arith.select"(%4274, %arg2355, %arg2354) : (i1, i32, i32) -> i32
    %4276 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4277 = "arith.andi"(%4275, %4275) : (i32, i32) -> i32
    %4278 = "arith.andi"(%4275, %4275) : (i32, i32) -> i32
    %4279 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%4279, %arg2357) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f503"}> ({
  ^bb0(%arg2348: i32, %arg2349: i32, %arg2350: index, %arg2351: f32):
    %4261 = "arith.addf"(%arg2351, %arg2351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4262 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4263 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4264 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4265 = "scf.for"(%4262, %4263, %4264, %arg2348) ({
    ^bb0(%arg2352: index, %arg2353: i32):
      %4270 = "arith.index_cast"(%arg2352) : (index) -> i32
      %4271 = "arith.muli"(%arg2348, %arg2349) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4272 = "arith.addi"(%arg2353, %4270) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4273 = "arith.xori"(%4272, %4271) : (i32, i32) -> i32
      "scf.yield"(%4273) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4266 = "arith.xori"(%arg2348, %arg2348) : (i32, i32) -> i32
    %4267 = "arith.xori"(%arg2348, %arg2348) : (i32, i32) -> i32
    %4268 = "arith.addi"(%4265, %4267) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4269 = "arith.addi"(%4265, %4267) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4269, %4261) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f504"}> ({
  ^bb0(%arg2344: i32, %arg2345: i32, %arg2346: index, %arg2347: f32):
    %4254 = "arith.addi"(%arg2344, %arg2344) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4255 = "arith.addi"(%arg2344, %arg2344) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4256 = "arith.cmpi"(%4254, %4255) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4257 = "arith.select"(%4256, %4254, %arg2344) : (i1, i32, i32) -> i32
    %4258 = "arith.minsi"(%4257, %4255) : (i32, i32) -> i32
    %4259 = "arith.xori"(%4254, %4254) : (i32, i32) -> i32
    %4260 = "arith.xori"(%4254, %4254) : (i32, i32) -> i32
    "func.return"(%4260, %arg2347) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f505"}> ({
  ^bb0(%arg2340: i32, %arg2341: i32, %arg2342: index, %arg2343: f32):
    %4247 = "arith.andi"(%arg2340, %arg2341) : (i32, i32) -> i32
    %4248 = "arith.cmpi"(%4247, %arg2340) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4249 = "arith.select"(%4248, %arg2340, %arg2340) : (i1, i32, i32) -> i32
    %4250 = "arith.cmpi"(%arg2340, %arg2341) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4251 = "arith.select"(%4250, %4249, %4247) : (i1, i32, i32) -> i32
    %4252 = "arith.maxsi"(%4247, %4251) : (i32, i32) -> i32
    %4253 = "arith.maxsi"(%4247, %4251) : (i32, i32) -> i32
    "func.return"(%4253, %arg2343) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f506"}> ({
  ^bb0(%arg2336: i32, %arg2337: i32, %arg2338: index, %arg2339: f32):
    %4243 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4244 = "arith.ori"(%arg2337, %4243) : (i32, i32) -> i32
    %4245 = "arith.minsi"(%4243, %4243) : (i32, i32) -> i32
    %4246 = "arith.addi"(%arg2336, %4243) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4246, %arg2339) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f507"}> ({
  ^bb0(%arg2330: i32, %arg2331: i32, %arg2332: index, %arg2333: f32):
    %4232 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4233 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4234 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4235 = "scf.for"(%4232, %4233, %4234, %arg2330) ({
    ^bb0(%arg2334: index, %arg2335: i32):
      %4239 = "arith.index_cast"(%arg2334) : (index) -> i32
      %4240 = "arith.muli"(%arg2331, %arg2330) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4241 = "arith.addi"(%arg2335, %4239) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4242 = "arith.xori"(%4241, %4240) : (i32, i32) -> i32
      "scf.yield"(%4242) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4236 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4237 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4238 = "arith.andi"(%arg2331, %arg2330) : (i32, i32) -> i32
    "func.return"(%4238, %arg2333) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f508"}> ({
  ^bb0(%arg2326: i32, %arg2327: i32, %arg2328: index, %arg2329: f32):
    %4223 = "arith.cmpi"(%arg2327, %arg2326) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4224 = "scf.if"(%4223) ({
      %4231 = "arith.addi"(%arg2326, %arg2327) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4231) : (i32) -> ()
    }, {
      %4230 = "arith.muli"(%arg2326, %arg2327) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4230) : (i32) -> ()
    }) : (i1) -> i32
    %4225 = "arith.xori"(%4224, %arg2327) : (i32, i32) -> i32
    %4226:2 = "func.call"(%4225, %4224, %arg2328, %arg2329) <{callee = @f507}> : (i32, i32, index, f32) -> (i32, f32)
    %4227 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4228 = "arith.addi"(%arg2328, %4227) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4229 = "arith.index_cast"(%4228) : (index) -> i32
    "func.return"(%4229, %4226#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f509"}> ({
  ^bb0(%arg2322: i32, %arg2323: i32, %arg2324: index, %arg2325: f32):
    %4218:2 = "func.call"(%arg2322, %arg2323, %arg2324, %arg2325) <{callee = @f505}> : (i32, i32, index, f32) -> (i32, f32)
    %4219 = "arith.cmpi"(%arg2322, %4218#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4220 = "arith.select"(%4219, %arg2322, %arg2322) : (i1, i32, i32) -> i32
    %4221 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4222 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%4222, %4218#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f510"}> ({
  ^bb0(%arg2314: i32, %arg2315: i32, %arg2316: index, %arg2317: f32):
    %4197 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4198 = "arith.cmpi"(%4197, %arg2314) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4199 = "scf.if"(%4198) ({
      %4217 = "arith.addi"(%arg2315, %arg2314) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4217) : (i32) -> ()
    }, {
      %4216 = "arith.muli"(%arg2315, %arg2314) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4216) : (i32) -> ()
    }) : (i1) -> i32
    %4200 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4201 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4202 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4203 = "scf.for"(%4200, %4201, %4202, %arg2315) ({
    ^bb0(%arg2320: index, %arg2321: i32):
      %4212 = "arith.index_cast"(%arg2320) : (index) -> i32
      %4213 = "arith.muli"(%4197, %4199) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4214 = "arith.addi"(%arg2321, %4212) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4215 = "arith.xori"(%4214, %4213) : (i32, i32) -> i32
      "scf.yield"(%4215) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4204 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4205 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4206 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4207 = "scf.for"(%4204, %4205, %4206, %arg2315) ({
    ^bb0(%arg2318: index, %arg2319: i32):
      %4208 = "arith.index_cast"(%arg2318) : (index) -> i32
      %4209 = "arith.muli"(%4197, %4199) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4210 = "arith.addi"(%arg2319, %4208) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4211 = "arith.xori"(%4210, %4209) : (i32, i32) -> i32
      "scf.yield"(%4211) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4207, %arg2317) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f511"}> ({
  ^bb0(%arg2308: i32, %arg2309: i32, %arg2310: index, %arg2311: f32):
    %4185 = "arith.muli"(%arg2309, %arg2309) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4186 = "arith.muli"(%arg2309, %arg2309) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4187 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4188 = "arith.mulf"(%arg2311, %arg2311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4189 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4190 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4191 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4192 = "scf.for"(%4189, %4190, %4191, %4186) ({
    ^bb0(%arg2312: index, %arg2313: i32):
      %4193 = "arith.index_cast"(%arg2312) : (index) -> i32
      %4194 = "arith.muli"(%arg2308, %4185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4195 = "arith.addi"(%arg2313, %4193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4196 = "arith.xori"(%4195, %4194) : (i32, i32) -> i32
      "scf.yield"(%4196) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4192, %4188) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f512"}> ({
  ^bb0(%arg2302: i32, %arg2303: i32, %arg2304: index, %arg2305: f32):
    %4173 = "arith.subi"(%arg2303, %arg2303) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4174 = "arith.subi"(%arg2303, %arg2303) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4175 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4176 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4177 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4178 = "scf.for"(%4175, %4176, %4177, %4173) ({
    ^bb0(%arg2306: index, %arg2307: i32):
      %4181 = "arith.index_cast"(%arg2306) : (index) -> i32
      %4182 = "arith.muli"(%arg2303, %arg2302) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4183 = "arith.addi"(%arg2307, %4181) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4184 = "arith.xori"(%4183, %4182) : (i32, i32) -> i32
      "scf.yield"(%4184) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4179 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4180 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%4180, %arg2305) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f513"}> ({
  ^bb0(%arg2298: i32, %arg2299: i32, %arg2300: index, %arg2301: f32):
    %4163 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4164 = "arith.cmpi"(%arg2298, %arg2299) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4165 = "scf.if"(%4164) ({
      %4172 = "arith.addi"(%arg2298, %arg2299) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4172) : (i32) -> ()
    }, {
      %4171 = "arith.muli"(%arg2298, %arg2299) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4171) : (i32) -> ()
    }) : (i1) -> i32
    %4166 = "arith.ori"(%arg2299, %4165) : (i32, i32) -> i32
    %4167 = "arith.cmpi"(%4163, %arg2299) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4168 = "scf.if"(%4167) ({
      %4170 = "arith.addi"(%arg2298, %arg2299) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4170) : (i32) -> ()
    }, {
      %4169 = "arith.muli"(%arg2298, %arg2299) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4169) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4168, %arg2301) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f514"}> ({
  ^bb0(%arg2292: i32, %arg2293: i32, %arg2294: index, %arg2295: f32):
    %4149 = "arith.cmpi"(%arg2292, %arg2292) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4150 = "arith.select"(%4149, %arg2292, %arg2292) : (i1, i32, i32) -> i32
    %4151 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4152 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4153 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4154 = "scf.for"(%4151, %4152, %4153, %arg2292) ({
    ^bb0(%arg2296: index, %arg2297: i32):
      %4159 = "arith.index_cast"(%arg2296) : (index) -> i32
      %4160 = "arith.muli"(%arg2293, %arg2292) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4161 = "arith.addi"(%arg2297, %4159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4162 = "arith.xori"(%4161, %4160) : (i32, i32) -> i32
      "scf.yield"(%4162) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4155 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4156 = "arith.addi"(%arg2294, %4155) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4157 = "arith.index_cast"(%4156) : (index) -> i32
    %4158 = "arith.minsi"(%4157, %arg2293) : (i32, i32) -> i32
    "func.return"(%4158, %arg2295) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f515"}> ({
  ^bb0(%arg2288: i32, %arg2289: i32, %arg2290: index, %arg2291: f32):
    %4142 = "arith.cmpi"(%arg2289, %arg2289) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4143 = "arith.select"(%4142, %arg2289, %arg2288) : (i1, i32, i32) -> i32
    %4144 = "arith.cmpi"(%arg2288, %arg2289) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4145 = "arith.select"(%4144, %4143, %arg2288) : (i1, i32, i32) -> i32
    %4146 = "arith.andi"(%arg2288, %arg2288) : (i32, i32) -> i32
    %4147 = "arith.xori"(%arg2288, %arg2289) : (i32, i32) -> i32
    %4148 = "arith.xori"(%arg2288, %arg2289) : (i32, i32) -> i32
    "func.return"(%4148, %arg2291) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f516"}> ({
  ^bb0(%arg2280: i32, %arg2281: i32, %arg2282: index, %arg2283: f32):
    %4121 = "arith.cmpi"(%arg2280, %arg2280) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4122 = "scf.if"(%4121) ({
      %4141 = "arith.addi"(%arg2280, %arg2281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4141) : (i32) -> ()
    }, {
      %4140 = "arith.muli"(%arg2280, %arg2281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4140) : (i32) -> ()
    }) : (i1) -> i32
    %4123 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4124 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4125 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4126 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4127 = "scf.for"(%4124, %4125, %4126, %arg2281) ({
    ^bb0(%arg2286: index, %arg2287: i32):
      %4136 = "arith.index_cast"(%arg2286) : (index) -> i32
      %4137 = "arith.muli"(%4123, %4123) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4138 = "arith.addi"(%arg2287, %4136) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4139 = "arith.xori"(%4138, %4137) : (i32, i32) -> i32
      "scf.yield"(%4139) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4128 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4129 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4130 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4131 = "scf.for"(%4128, %4129, %4130, %4123) ({
    ^bb0(%arg2284: index, %arg2285: i32):
      %4132 = "arith.index_cast"(%arg2284) : (index) -> i32
      %4133 = "arith.muli"(%arg2281, %arg2281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4134 = "arith.addi"(%arg2285, %4132) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4135 = "arith.xori"(%4134, %4133) : (i32, i32) -> i32
      "scf.yield"(%4135) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4131, %arg2283) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f517"}> ({
  ^bb0(%arg2276: i32, %arg2277: i32, %arg2278: index, %arg2279: f32):
    %4115 = "arith.maxsi"(%arg2277, %arg2276) : (i32, i32) -> i32
    %4116 = "arith.cmpi"(%arg2276, %4115) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4117 = "arith.select"(%4116, %arg2276, %arg2276) : (i1, i32, i32) -> i32
    %4118 = "arith.subi"(%arg2276, %4117) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4119 = "arith.subi"(%arg2276, %4117) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4120:2 = "func.call"(%arg2276, %4118, %arg2278, %arg2279) <{callee = @f516}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4120#0, %4120#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f518"}> ({
  ^bb0(%arg2270: i32, %arg2271: i32, %arg2272: index, %arg2273: f32):
    %4104 = "arith.ori"(%arg2271, %arg2270) : (i32, i32) -> i32
    %4105:2 = "func.call"(%arg2271, %arg2271, %arg2272, %arg2273) <{callee = @f512}> : (i32, i32, index, f32) -> (i32, f32)
    %4106 = "arith.subf"(%arg2273, %arg2273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4107 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4108 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4109 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4110 = "scf.for"(%4107, %4108, %4109, %4105#0) ({
    ^bb0(%arg2274: index, %arg2275: i32):
      %4111 = "arith.index_cast"(%arg2274) : (index) -> i32
      %4112 = "arith.muli"(%arg2271, %4104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4113 = "arith.addi"(%arg2275, %4111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4114 = "arith.xori"(%4113, %4112) : (i32, i32) -> i32
      "scf.yield"(%4114) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4110, %4106) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f519"}> ({
  ^bb0(%arg2266: i32, %arg2267: i32, %arg2268: index, %arg2269: f32):
    %4098 = "arith.muli"(%arg2266, %arg2267) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4099 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4100 = "arith.subf"(%arg2269, %arg2269) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4101 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4102 = "arith.addi"(%arg2268, %4101) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4103 = "arith.index_cast"(%4102) : (index) -> i32
    "func.return"(%4103, %4100) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f520"}> ({
  ^bb0(%arg2260: i32, %arg2261: i32, %arg2262: index, %arg2263: f32):
    %4085 = "arith.ori"(%arg2260, %arg2260) : (i32, i32) -> i32
    %4086 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4087 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4088 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4089 = "scf.for"(%4086, %4087, %4088, %4085) ({
    ^bb0(%arg2264: index, %arg2265: i32):
      %4094 = "arith.index_cast"(%arg2264) : (index) -> i32
      %4095 = "arith.muli"(%4085, %4085) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4096 = "arith.addi"(%arg2265, %4094) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4097 = "arith.xori"(%4096, %4095) : (i32, i32) -> i32
      "scf.yield"(%4097) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %4090 = "arith.cmpi"(%4089, %arg2261) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4091 = "arith.select"(%4090, %4085, %4089) : (i1, i32, i32) -> i32
    %4092 = "arith.subi"(%4085, %arg2260) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4093 = "arith.subi"(%4085, %arg2260) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4093, %arg2263) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f521"}> ({
  ^bb0(%arg2256: i32, %arg2257: i32, %arg2258: index, %arg2259: f32):
    %4081:2 = "func.call"(%arg2257, %arg2257, %arg2258, %arg2259) <{callee = @f519}> : (i32, i32, index, f32) -> (i32, f32)
    %4082 = "arith.muli"(%arg2257, %arg2257) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4083 = "arith.mulf"(%4081#1, %arg2259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4084 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%4084, %4083) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f522"}> ({
  ^bb0(%arg2252: i32, %arg2253: i32, %arg2254: index, %arg2255: f32):
    %4072 = "arith.cmpi"(%arg2252, %arg2253) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4073 = "scf.if"(%4072) ({
      %4080 = "arith.addi"(%arg2253, %arg2252) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4080) : (i32) -> ()
    }, {
      %4079 = "arith.muli"(%arg2253, %arg2252) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4079) : (i32) -> ()
    }) : (i1) -> i32
    %4074 = "arith.cmpi"(%arg2253, %arg2252) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %4075 = "arith.select"(%4074, %arg2253, %arg2252) : (i1, i32, i32) -> i32
    %4076:2 = "func.call"(%arg2252, %arg2253, %arg2254, %arg2255) <{callee = @f519}> : (i32, i32, index, f32) -> (i32, f32)
    %4077 = "arith.cmpi"(%arg2253, %arg2253) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4078 = "arith.select"(%4077, %4073, %arg2253) : (i1, i32, i32) -> i32
    "func.return"(%4078, %4076#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f523"}> ({
  ^bb0(%arg2248: i32, %arg2249: i32, %arg2250: index, %arg2251: f32):
    %4064 = "arith.mulf"(%arg2251, %arg2251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4065 = "arith.cmpi"(%arg2249, %arg2248) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4066 = "scf.if"(%4065) ({
      %4071 = "arith.addi"(%arg2249, %arg2248) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4071) : (i32) -> ()
    }, {
      %4070 = "arith.muli"(%arg2249, %arg2248) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4070) : (i32) -> ()
    }) : (i1) -> i32
    %4067 = "arith.cmpi"(%4066, %arg2249) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4068 = "arith.select"(%4067, %arg2248, %4066) : (i1, i32, i32) -> i32
    %4069 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%4069, %4064) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f524"}> ({
  ^bb0(%arg2244: i32, %arg2245: i32, %arg2246: index, %arg2247: f32):
    %4059 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4060 = "arith.cmpi"(%arg2245, %arg2245) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %4061 = "arith.select"(%4060, %arg2245, %arg2245) : (i1, i32, i32) -> i32
    %4062:2 = "func.call"(%arg2245, %4061, %arg2246, %arg2247) <{callee = @f516}> : (i32, i32, index, f32) -> (i32, f32)
    %4063:2 = "func.call"(%arg2245, %4062#0, %arg2246, %arg2247) <{callee = @f521}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4063#0, %4063#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f525"}> ({
  ^bb0(%arg2240: i32, %arg2241: i32, %arg2242: index, %arg2243: f32):
    %4051 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4052 = "arith.addi"(%arg2242, %4051) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4053 = "arith.index_cast"(%4052) : (index) -> i32
    %4054:2 = "func.call"(%arg2240, %4053, %4052, %arg2243) <{callee = @f518}> : (i32, i32, index, f32) -> (i32, f32)
    %4055 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4056 = "arith.addi"(%4052, %4055) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4057 = "arith.index_cast"(%4056) : (index) -> i32
    %4058:2 = "func.call"(%4054#0, %4057, %4056, %arg2243) <{callee = @f519}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4058#0, %4058#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f526"}> ({
  ^bb0(%arg2236: i32, %arg2237: i32, %arg2238: index, %arg2239: f32):
    %4042 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4043 = "arith.addi"(%arg2238, %4042) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4044 = "arith.index_cast"(%4043) : (index) -> i32
    %4045:2 = "func.call"(%arg2236, %arg2237, %arg2238, %arg2239) <{callee = @f522}> : (i32, i32, index, f32) -> (i32, f32)
    %4046 = "arith.cmpi"(%arg2236, %arg2237) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4047 = "scf.if"(%4046) ({
      %4050 = "arith.addi"(%arg2237, %4044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4050) : (i32) -> ()
    }, {
      %4049 = "arith.muli"(%arg2237, %4044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4049) : (i32) -> ()
    }) : (i1) -> i32
    %4048 = "arith.subi"(%4045#0, %arg2237) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4048, %4045#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f527"}> ({
  ^bb0(%arg2232: i32, %arg2233: i32, %arg2234: index, %arg2235: f32):
    %4033 = "arith.cmpi"(%arg2232, %arg2233) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4034 = "arith.select"(%4033, %arg2232, %arg2232) : (i1, i32, i32) -> i32
    %4035 = "arith.cmpi"(%arg2232, %arg2233) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4036 = "scf.if"(%4035) ({
      %4041 = "arith.addi"(%4034, %4034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4041) : (i32) -> ()
    }, {
      %4040 = "arith.muli"(%4034, %4034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4040) : (i32) -> ()
    }) : (i1) -> i32
    %4037 = "arith.minsi"(%4036, %4036) : (i32, i32) -> i32
    %4038 = "arith.ori"(%4037, %arg2233) : (i32, i32) -> i32
    %4039 = "arith.ori"(%4037, %arg2233) : (i32, i32) -> i32
    "func.return"(%4039, %arg2235) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f528"}> ({
  ^bb0(%arg2228: i32, %arg2229: i32, %arg2230: index, %arg2231: f32):
    %4028 = "arith.subf"(%arg2231, %arg2231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4029 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4030:2 = "func.call"(%arg2229, %arg2229, %arg2230, %4028) <{callee = @f524}> : (i32, i32, index, f32) -> (i32, f32)
    %4031 = "arith.cmpi"(%arg2229, %arg2228) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4032 = "arith.select"(%4031, %4029, %arg2228) : (i1, i32, i32) -> i32
    "func.return"(%4032, %4030#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f529"}> ({
  ^bb0(%arg2224: i32, %arg2225: i32, %arg2226: index, %arg2227: f32):
    %4021 = "arith.subf"(%arg2227, %arg2227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4022 = "arith.addf"(%4021, %arg2227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4023 = "arith.xori"(%arg2225, %arg2224) : (i32, i32) -> i32
    %4024 = "arith.cmpi"(%4023, %arg2224) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4025 = "scf.if"(%4024) ({
      %4027 = "arith.addi"(%4023, %arg2225) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4027) : (i32) -> ()
    }, {
      %4026 = "arith.muli"(%4023, %arg2225) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4026) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%4025, %4022) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f530"}> ({
  ^bb0(%arg2220: i32, %arg2221: i32, %arg2222: index, %arg2223: f32):
    %4017:2 = "func.call"(%arg2221, %arg2221, %arg2222, %arg2223) <{callee = @f529}> : (i32, i32, index, f32) -> (i32, f32)
    %4018 = "arith.xori"(%arg2220, %arg2221) : (i32, i32) -> i32
    %4019 = "arith.addi"(%4017#0, %4017#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4020:2 = "func.call"(%4017#0, %4017#0, %arg2222, %arg2223) <{callee = @f523}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%4020#0, %4020#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f531"}> ({
  ^bb0(%arg2216: i32, %arg2217: i32, %arg2218: index, %arg2219: f32):
    %4010 = "arith.subi"(%arg2217, %arg2217) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4011 = "arith.xori"(%arg2216, %arg2216) : (i32, i32) -> i32
    %4012 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4013 = "arith.addi"(%arg2218, %4012) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4014 = "arith.index_cast"(%4013) : (index) -> i32
    %4015 = "arith.cmpi"(%4011, %4014) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4016 = "arith.select"(%4015, %4010, %arg2217) : (i1, i32, i32) -> i32
    "func.return"(%4016, %arg2219) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f532"}> ({
  ^bb0(%arg2212: i32, %arg2213: i32, %arg2214: index, %arg2215: f32):
    %4003 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4004 = "arith.addi"(%arg2214, %4003) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4005 = "arith.index_cast"(%4004) : (index) -> i32
    %4006:2 = "func.call"(%4005, %arg2213, %arg2214, %arg2215) <{callee = @f529}> : (i32, i32, index, f32) -> (i32, f32)
    %4007 = "arith.cmpi"(%4005, %arg2213) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4008 = "arith.select"(%4007, %4005, %arg2213) : (i1, i32, i32) -> i32
    %4009 = "arith.mulf"(%arg2215, %arg2215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4008, %4009) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f533"}> ({
  ^bb0(%arg2208: i32, %arg2209: i32, %arg2210: index, %arg2211: f32):
    %3999:2 = "func.call"(%arg2208, %arg2208, %arg2210, %arg2211) <{callee = @f532}> : (i32, i32, index, f32) -> (i32, f32)
    %4000 = "arith.andi"(%arg2208, %3999#0) : (i32, i32) -> i32
    %4001 = "arith.maxsi"(%arg2208, %arg2209) : (i32, i32) -> i32
    %4002 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%4002, %3999#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f534"}> ({
  ^bb0(%arg2204: i32, %arg2205: i32, %arg2206: index, %arg2207: f32):
    %3993 = "arith.cmpi"(%arg2204, %arg2205) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3994 = "arith.select"(%3993, %arg2205, %arg2205) : (i1, i32, i32) -> i32
    %3995 = "arith.subi"(%arg2204, %arg2204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3996 = "arith.andi"(%3995, %3995) : (i32, i32) -> i32
    %3997 = "arith.addi"(%3996, %arg2205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3998 = "arith.addi"(%3996, %arg2205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3998, %arg2207) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f535"}> ({
  ^bb0(%arg2200: i32, %arg2201: i32, %arg2202: index, %arg2203: f32):
    %3987 = "arith.addi"(%arg2200, %arg2200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3988 = "arith.addi"(%arg2200, %arg2200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3989 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3990 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3991 = "arith.cmpi"(%arg2201, %arg2200) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %3992 = "arith.select"(%3991, %3990, %3988) : (i1, i32, i32) -> i32
    "func.return"(%3992, %arg2203) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f536"}> ({
  ^bb0(%arg2196: i32, %arg2197: i32, %arg2198: index, %arg2199: f32):
    %3983 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3984 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3985 = "arith.addi"(%3983, %3983) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3986 = "arith.subf"(%arg2199, %arg2199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3985, %3986) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f537"}> ({
  ^bb0(%arg2192: i32, %arg2193: i32, %arg2194: index, %arg2195: f32):
    %3978:2 = "func.call"(%arg2192, %arg2193, %arg2194, %arg2195) <{callee = @f536}> : (i32, i32, index, f32) -> (i32, f32)
    %3979 = "arith.addi"(%3978#0, %arg2193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3980 = "arith.addi"(%3978#0, %arg2193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3981 = "arith.subf"(%3978#1, %3978#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3982 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%3982, %3981) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f538"}> ({
  ^bb0(%arg2188: i32, %arg2189: i32, %arg2190: index, %arg2191: f32):
    %3974 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3975 = "arith.minsi"(%arg2188, %arg2189) : (i32, i32) -> i32
    %3976 = "arith.subf"(%arg2191, %arg2191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3977 = "arith.subi"(%arg2188, %arg2189) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3977, %3976) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f539"}> ({
  ^bb0(%arg2184: i32, %arg2185: i32, %arg2186: index, %arg2187: f32):
    %3970 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3971:2 = "func.call"(%3970, %3970, %arg2186, %arg2187) <{callee = @f534}> : (i32, i32, index, f32) -> (i32, f32)
    %3972 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3973 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%3973, %3971#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f540"}> ({
  ^bb0(%arg2178: i32, %arg2179: i32, %arg2180: index, %arg2181: f32):
    %3956 = "arith.xori"(%arg2178, %arg2179) : (i32, i32) -> i32
    %3957 = "arith.cmpi"(%3956, %3956) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3958 = "scf.if"(%3957) ({
      %3969 = "arith.addi"(%3956, %arg2179) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3969) : (i32) -> ()
    }, {
      %3968 = "arith.muli"(%3956, %arg2179) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3968) : (i32) -> ()
    }) : (i1) -> i32
    %3959 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3960 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3961 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3962 = "scf.for"(%3959, %3960, %3961, %3956) ({
    ^bb0(%arg2182: index, %arg2183: i32):
      %3964 = "arith.index_cast"(%arg2182) : (index) -> i32
      %3965 = "arith.muli"(%arg2178, %3956) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3966 = "arith.addi"(%arg2183, %3964) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3967 = "arith.xori"(%3966, %3965) : (i32, i32) -> i32
      "scf.yield"(%3967) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3963 = "arith.subf"(%arg2181, %arg2181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3962, %3963) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f541"}> ({
  ^bb0(%arg2174: i32, %arg2175: i32, %arg2176: index, %arg2177: f32):
    %3947 = "arith.cmpi"(%arg2175, %arg2175) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3948 = "scf.if"(%3947) ({
      %3955 = "arith.addi"(%arg2175, %arg2174) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3955) : (i32) -> ()
    }, {
      %3954 = "arith.muli"(%arg2175, %arg2174) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3954) : (i32) -> ()
    }) : (i1) -> i32
    %3949 = "arith.cmpi"(%arg2174, %arg2174) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3950 = "arith.select"(%3949, %arg2174, %3948) : (i1, i32, i32) -> i32
    %3951 = "arith.xori"(%3948, %3950) : (i32, i32) -> i32
    %3952 = "arith.xori"(%3948, %3950) : (i32, i32) -> i32
    %3953:2 = "func.call"(%arg2175, %3948, %arg2176, %arg2177) <{callee = @f539}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3953#0, %3953#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f542"}> ({
  ^bb0(%arg2170: i32, %arg2171: i32, %arg2172: index, %arg2173: f32):
    %3940:2 = "func.call"(%arg2171, %arg2170, %arg2172, %arg2173) <{callee = @f535}> : (i32, i32, index, f32) -> (i32, f32)
    %3941 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3942 = "arith.addi"(%arg2172, %3941) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3943 = "arith.index_cast"(%3942) : (index) -> i32
    %3944 = "arith.xori"(%3940#0, %3943) : (i32, i32) -> i32
    %3945 = "arith.xori"(%3940#0, %3943) : (i32, i32) -> i32
    %3946 = "arith.muli"(%arg2171, %3943) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3946, %3940#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f543"}> ({
  ^bb0(%arg2164: i32, %arg2165: i32, %arg2166: index, %arg2167: f32):
    %3927:2 = "func.call"(%arg2164, %arg2164, %arg2166, %arg2167) <{callee = @f539}> : (i32, i32, index, f32) -> (i32, f32)
    %3928 = "arith.subf"(%arg2167, %arg2167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3929 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3930 = "arith.addi"(%arg2166, %3929) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3931 = "arith.index_cast"(%3930) : (index) -> i32
    %3932 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3933 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3934 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3935 = "scf.for"(%3932, %3933, %3934, %arg2165) ({
    ^bb0(%arg2168: index, %arg2169: i32):
      %3936 = "arith.index_cast"(%arg2168) : (index) -> i32
      %3937 = "arith.muli"(%arg2165, %arg2165) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3938 = "arith.addi"(%arg2169, %3936) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3939 = "arith.xori"(%3938, %3937) : (i32, i32) -> i32
      "scf.yield"(%3939) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3935, %3928) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f544"}> ({
  ^bb0(%arg2158: i32, %arg2159: i32, %arg2160: index, %arg2161: f32):
    %3914 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3915 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3916 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3917 = "scf.for"(%3914, %3915, %3916, %arg2159) ({
    ^bb0(%arg2162: index, %arg2163: i32):
      %3923 = "arith.index_cast"(%arg2162) : (index) -> i32
      %3924 = "arith.muli"(%arg2159, %arg2159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3925 = "arith.addi"(%arg2163, %3923) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3926 = "arith.xori"(%3925, %3924) : (i32, i32) -> i32
      "scf.yield"(%3926) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3918 = "arith.mulf"(%arg2161, %arg2161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3919 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3920 = "arith.addi"(%arg2160, %3919) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3921 = "arith.index_cast"(%3920) : (index) -> i32
    %3922 = "arith.mulf"(%arg2161, %arg2161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3921, %3922) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f545"}> ({
  ^bb0(%arg2154: i32, %arg2155: i32, %arg2156: index, %arg2157: f32):
    %3906 = "arith.cmpi"(%arg2155, %arg2154) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3907 = "scf.if"(%3906) ({
      %3913 = "arith.addi"(%arg2154, %arg2154) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3913) : (i32) -> ()
    }, {
      %3912 = "arith.muli"(%arg2154, %arg2154) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3912) : (i32) -> ()
    }) : (i1) -> i32
    %3908 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3909 = "arith.muli"(%arg2154, %3907) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3910 = "arith.muli"(%arg2154, %3907) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3911 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3911, %arg2157) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f546"}> ({
  ^bb0(%arg2150: i32, %arg2151: i32, %arg2152: index, %arg2153: f32):
    %3899 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3900 = "arith.subi"(%arg2150, %arg2150) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3901 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3902 = "arith.cmpi"(%arg2151, %arg2151) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3903 = "scf.if"(%3902) ({
      %3905 = "arith.addi"(%3901, %3900) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3905) : (i32) -> ()
    }, {
      %3904 = "arith.muli"(%3901, %3900) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3904) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3903, %arg2153) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f547"}> ({
  ^bb0(%arg2146: i32, %arg2147: i32, %arg2148: index, %arg2149: f32):
    %3894 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3895 = "arith.addf"(%arg2149, %arg2149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3896:2 = "func.call"(%3894, %arg2147, %arg2148, %3895) <{callee = @f540}> : (i32, i32, index, f32) -> (i32, f32)
    %3897 = "arith.cmpi"(%arg2146, %arg2146) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3898 = "arith.select"(%3897, %3894, %arg2147) : (i1, i32, i32) -> i32
    "func.return"(%3898, %3896#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f548"}> ({
  ^bb0(%arg2142: i32, %arg2143: i32, %arg2144: index, %arg2145: f32):
    %3887 = "arith.cmpi"(%arg2142, %arg2143) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3888 = "scf.if"(%3887) ({
      %3893 = "arith.addi"(%arg2143, %arg2143) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3893) : (i32) -> ()
    }, {
      %3892 = "arith.muli"(%arg2143, %arg2143) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3892) : (i32) -> ()
    }) : (i1) -> i32
    %3889 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3890 = "arith.mulf"(%arg2145, %arg2145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3891 = "arith.subf"(%arg2145, %3890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3889, %3891) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f549"}> ({
  ^bb0(%arg2138: i32, %arg2139: i32, %arg2140: index, %arg2141: f32):
    %3881:2 = "func.call"(%arg2139, %arg2138, %arg2140, %arg2141) <{callee = @f543}> : (i32, i32, index, f32) -> (i32, f32)
    %3882:2 = "func.call"(%arg2139, %arg2139, %arg2140, %3881#1) <{callee = @f547}> : (i32, i32, index, f32) -> (i32, f32)
    %3883 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3884 = "arith.addi"(%arg2140, %3883) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3885 = "arith.index_cast"(%3884) : (index) -> i32
    %3886 = "arith.andi"(%arg2139, %arg2139) : (i32, i32) -> i32
    "func.return"(%3886, %3882#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f550"}> ({
  ^bb0(%arg2134: i32, %arg2135: i32, %arg2136: index, %arg2137: f32):
    %3873 = "arith.xori"(%arg2134, %arg2134) : (i32, i32) -> i32
    %3874 = "arith.subi"(%arg2134, %3873) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3875 = "arith.subi"(%arg2134, %3873) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3876 = "arith.muli"(%3874, %arg2134) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3877 = "arith.muli"(%3874, %arg2134) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3878 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3879 = "arith.addi"(%arg2136, %3878) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3880 = "arith.index_cast"(%3879) : (index) -> i32
    "func.return"(%3880, %arg2137) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f551"}> ({
  ^bb0(%arg2128: i32, %arg2129: i32, %arg2130: index, %arg2131: f32):
    %3862 = "arith.xori"(%arg2129, %arg2129) : (i32, i32) -> i32
    %3863 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3864:2 = "func.call"(%3862, %arg2129, %arg2130, %arg2131) <{callee = @f548}> : (i32, i32, index, f32) -> (i32, f32)
    %3865 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3866 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3867 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3868 = "scf.for"(%3865, %3866, %3867, %3863) ({
    ^bb0(%arg2132: index, %arg2133: i32):
      %3869 = "arith.index_cast"(%arg2132) : (index) -> i32
      %3870 = "arith.muli"(%3863, %arg2129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3871 = "arith.addi"(%arg2133, %3869) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3872 = "arith.xori"(%3871, %3870) : (i32, i32) -> i32
      "scf.yield"(%3872) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3868, %3864#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f552"}> ({
  ^bb0(%arg2124: i32, %arg2125: i32, %arg2126: index, %arg2127: f32):
    %3856 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3857 = "arith.addi"(%arg2126, %3856) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3858 = "arith.index_cast"(%3857) : (index) -> i32
    %3859:2 = "func.call"(%arg2125, %arg2124, %3857, %arg2127) <{callee = @f546}> : (i32, i32, index, f32) -> (i32, f32)
    %3860:2 = "func.call"(%arg2124, %3858, %arg2126, %arg2127) <{callee = @f546}> : (i32, i32, index, f32) -> (i32, f32)
    %3861:2 = "func.call"(%arg2125, %3858, %3857, %arg2127) <{callee = @f551}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3861#0, %3861#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f553"}> ({
  ^bb0(%arg2118: i32, %arg2119: i32, %arg2120: index, %arg2121: f32):
    %3845 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3846 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3847 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3848 = "scf.for"(%3845, %3846, %3847, %arg2118) ({
    ^bb0(%arg2122: index, %arg2123: i32):
      %3852 = "arith.index_cast"(%arg2122) : (index) -> i32
      %3853 = "arith.muli"(%arg2118, %arg2119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3854 = "arith.addi"(%arg2123, %3852) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3855 = "arith.xori"(%3854, %3853) : (i32, i32) -> i32
      "scf.yield"(%3855) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3849 = "arith.subf"(%arg2121, %arg2121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3850 = "arith.addf"(%3849, %3849) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3851 = "arith.subi"(%3848, %arg2118) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3851, %3850) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f554"}> ({
  ^bb0(%arg2114: i32, %arg2115: i32, %arg2116: index, %arg2117: f32):
    %3839 = "arith.maxsi"(%arg2114, %arg2114) : (i32, i32) -> i32
    %3840 = "arith.maxsi"(%arg2114, %arg2114) : (i32, i32) -> i32
    %3841:2 = "func.call"(%arg2115, %arg2115, %arg2116, %arg2117) <{callee = @f551}> : (i32, i32, index, f32) -> (i32, f32)
    %3842 = "arith.subi"(%3840, %3841#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3843 = "arith.subi"(%3840, %3841#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3844 = "arith.minsi"(%arg2114, %arg2115) : (i32, i32) -> i32
    "func.return"(%3844, %3841#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f555"}> ({
  ^bb0(%arg2110: i32, %arg2111: i32, %arg2112: index, %arg2113: f32):
    %3835 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3836 = "arith.addi"(%arg2110, %arg2110) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3837 = "arith.mulf"(%arg2113, %arg2113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3838:2 = "func.call"(%3836, %3835, %arg2112, %arg2113) <{callee = @f549}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3838#0, %3838#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f556"}> ({
  ^bb0(%arg2104: i32, %arg2105: i32, %arg2106: index, %arg2107: f32):
    %3821 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3822 = "arith.addi"(%arg2106, %3821) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3823 = "arith.index_cast"(%3822) : (index) -> i32
    %3824 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3825 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3826 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3827 = "scf.for"(%3824, %3825, %3826, %arg2105) ({
    ^bb0(%arg2108: index, %arg2109: i32):
      %3831 = "arith.index_cast"(%arg2108) : (index) -> i32
      %3832 = "arith.muli"(%3823, %3823) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3833 = "arith.addi"(%arg2109, %3831) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3834 = "arith.xori"(%3833, %3832) : (i32, i32) -> i32
      "scf.yield"(%3834) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3828:2 = "func.call"(%3827, %3823, %3821, %arg2107) <{callee = @f555}> : (i32, i32, index, f32) -> (i32, f32)
    %3829 = "arith.cmpi"(%arg2104, %arg2105) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %3830 = "arith.select"(%3829, %3827, %3827) : (i1, i32, i32) -> i32
    "func.return"(%3830, %3828#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f557"}> ({
  ^bb0(%arg2100: i32, %arg2101: i32, %arg2102: index, %arg2103: f32):
    %3814 = "arith.minsi"(%arg2101, %arg2101) : (i32, i32) -> i32
    %3815 = "arith.minsi"(%arg2101, %arg2101) : (i32, i32) -> i32
    %3816 = "arith.muli"(%arg2100, %3814) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3817:2 = "func.call"(%arg2100, %3815, %arg2102, %arg2103) <{callee = @f551}> : (i32, i32, index, f32) -> (i32, f32)
    %3818 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3819 = "arith.addi"(%arg2102, %3818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3820 = "arith.index_cast"(%3819) : (index) -> i32
    "func.return"(%3820, %3817#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f558"}> ({
  ^bb0(%arg2096: i32, %arg2097: i32, %arg2098: index, %arg2099: f32):
    %3809 = "arith.cmpi"(%arg2096, %arg2096) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3810 = "arith.select"(%3809, %arg2096, %arg2096) : (i1, i32, i32) -> i32
    %3811 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3812 = "arith.minsi"(%arg2096, %arg2097) : (i32, i32) -> i32
    %3813 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%3813, %arg2099) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f559"}> ({
  ^bb0(%arg2092: i32, %arg2093: i32, %arg2094: index, %arg2095: f32):
    %3805 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3806:2 = "func.call"(%3805, %3805, %arg2094, %arg2095) <{callee = @f555}> : (i32, i32, index, f32) -> (i32, f32)
    %3807:2 = "func.call"(%3806#0, %arg2092, %arg2094, %arg2095) <{callee = @f551}> : (i32, i32, index, f32) -> (i32, f32)
    %3808 = "arith.andi"(%arg2092, %3807#0) : (i32, i32) -> i32
    "func.return"(%3808, %3807#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f560"}> ({
  ^bb0(%arg2088: i32, %arg2089: i32, %arg2090: index, %arg2091: f32):
    %3800 = "arith.muli"(%arg2088, %arg2089) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3801 = "arith.muli"(%arg2088, %arg2089) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3802:2 = "func.call"(%arg2089, %arg2088, %arg2090, %arg2091) <{callee = @f556}> : (i32, i32, index, f32) -> (i32, f32)
    %3803 = "arith.xori"(%3800, %3802#0) : (i32, i32) -> i32
    %3804 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%3804, %3802#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f561"}> ({
  ^bb0(%arg2082: i32, %arg2083: i32, %arg2084: index, %arg2085: f32):
    %3785 = "arith.cmpi"(%arg2082, %arg2083) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3786 = "scf.if"(%3785) ({
      %3799 = "arith.addi"(%arg2083, %arg2083) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3799) : (i32) -> ()
    }, {
      %3798 = "arith.muli"(%arg2083, %arg2083) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3798) : (i32) -> ()
    }) : (i1) -> i32
    %3787 = "arith.cmpi"(%arg2083, %arg2082) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3788 = "arith.select"(%3787, %arg2082, %3786) : (i1, i32, i32) -> i32
    %3789 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3790 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3791 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3792 = "scf.for"(%3789, %3790, %3791, %3788) ({
    ^bb0(%arg2086: index, %arg2087: i32):
      %3794 = "arith.index_cast"(%arg2086) : (index) -> i32
      %3795 = "arith.muli"(%3786, %arg2082) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3796 = "arith.addi"(%arg2087, %3794) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3797 = "arith.xori"(%3796, %3795) : (i32, i32) -> i32
      "scf.yield"(%3797) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3793 = "arith.addf"(%arg2085, %arg2085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3792, %3793) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f562"}> ({
  ^bb0(%arg2078: i32, %arg2079: i32, %arg2080: index, %arg2081: f32):
    %3776 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3777 = "arith.addi"(%arg2080, %3776) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3778 = "arith.index_cast"(%3777) : (index) -> i32
    %3779 = "arith.cmpi"(%arg2078, %arg2078) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3780 = "scf.if"(%3779) ({
      %3784 = "arith.addi"(%arg2078, %arg2078) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3784) : (i32) -> ()
    }, {
      %3783 = "arith.muli"(%arg2078, %arg2078) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3783) : (i32) -> ()
    }) : (i1) -> i32
    %3781 = "arith.andi"(%3780, %arg2078) : (i32, i32) -> i32
    %3782 = "arith.mulf"(%arg2081, %arg2081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3781, %3782) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f563"}> ({
  ^bb0(%arg2074: i32, %arg2075: i32, %arg2076: index, %arg2077: f32):
    %3771 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3772 = "arith.ori"(%arg2074, %arg2074) : (i32, i32) -> i32
    %3773 = "arith.ori"(%arg2074, %arg2074) : (i32, i32) -> i32
    %3774 = "arith.addf"(%arg2077, %arg2077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3775 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%3775, %3774) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f564"}> ({
  ^bb0(%arg2070: i32, %arg2071: i32, %arg2072: index, %arg2073: f32):
    %3761 = "arith.cmpi"(%arg2071, %arg2070) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3762 = "scf.if"(%3761) ({
      %3770 = "arith.addi"(%arg2070, %arg2071) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3770) : (i32) -> ()
    }, {
      %3769 = "arith.muli"(%arg2070, %arg2071) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3769) : (i32) -> ()
    }) : (i1) -> i32
    %3763 = "arith.cmpi"(%3762, %3762) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3764 = "scf.if"(%3763) ({
      %3768 = "arith.addi"(%3762, %arg2070) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3768) : (i32) -> ()
    }, {
      %3767 = "arith.muli"(%3762, %arg2070) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3767) : (i32) -> ()
    }) : (i1) -> i32
    %3765 = "arith.ori"(%3762, %arg2070) : (i32, i32) -> i32
    %3766 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3766, %arg2073) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f565"}> ({
  ^bb0(%arg2066: i32, %arg2067: i32, %arg2068: index, %arg2069: f32):
    %3755:2 = "func.call"(%arg2067, %arg2066, %arg2068, %arg2069) <{callee = @f559}> : (i32, i32, index, f32) -> (i32, f32)
    %3756 = "arith.cmpi"(%arg2066, %arg2067) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3757 = "arith.select"(%3756, %3755#0, %3755#0) : (i1, i32, i32) -> i32
    %3758 = "arith.addi"(%3755#0, %3755#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3759 = "arith.addi"(%3755#0, %3755#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3760 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3760, %3755#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f566"}> ({
  ^bb0(%arg2062: i32, %arg2063: i32, %arg2064: index, %arg2065: f32):
    %3750 = "arith.subi"(%arg2062, %arg2063) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3751 = "arith.addf"(%arg2065, %arg2065) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3752 = "arith.ori"(%arg2063, %arg2062) : (i32, i32) -> i32
    %3753 = "arith.cmpi"(%arg2063, %arg2062) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3754 = "arith.select"(%3753, %arg2063, %arg2062) : (i1, i32, i32) -> i32
    "func.return"(%3754, %3751) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f567"}> ({
  ^bb0(%arg2056: i32, %arg2057: i32, %arg2058: index, %arg2059: f32):
    %3738 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3739 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3740 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3741 = "scf.for"(%3738, %3739, %3740, %arg2056) ({
    ^bb0(%arg2060: index, %arg2061: i32):
      %3746 = "arith.index_cast"(%arg2060) : (index) -> i32
      %3747 = "arith.muli"(%arg2057, %arg2057) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3748 = "arith.addi"(%arg2061, %3746) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3749 = "arith.xori"(%3748, %3747) : (i32, i32) -> i32
      "scf.yield"(%3749) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3742 = "arith.andi"(%3741, %3741) : (i32, i32) -> i32
    %3743 = "arith.mulf"(%arg2059, %arg2059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3744 = "arith.cmpi"(%arg2056, %arg2056) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3745 = "arith.select"(%3744, %arg2057, %arg2057) : (i1, i32, i32) -> i32
    "func.return"(%3745, %3743) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f568"}> ({
  ^bb0(%arg2052: i32, %arg2053: i32, %arg2054: index, %arg2055: f32):
    %3732 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3733 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3734 = "arith.addi"(%arg2054, %3733) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3735 = "arith.index_cast"(%3734) : (index) -> i32
    %3736:2 = "func.call"(%3732, %3735, %3734, %arg2055) <{callee = @f567}> : (i32, i32, index, f32) -> (i32, f32)
    %3737 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%3737, %3736#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f569"}> ({
  ^bb0(%arg2048: i32, %arg2049: i32, %arg2050: index, %arg2051: f32):
    %3726 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3727 = "arith.addi"(%arg2050, %3726) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3728 = "arith.index_cast"(%3727) : (index) -> i32
    %3729 = "arith.muli"(%arg2049, %arg2048) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3730 = "arith.minsi"(%arg2048, %3729) : (i32, i32) -> i32
    %3731:2 = "func.call"(%arg2049, %3729, %arg2050, %arg2051) <{callee = @f563}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3731#0, %3731#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f570"}> ({
  ^bb0(%arg2044: i32, %arg2045: i32, %arg2046: index, %arg2047: f32):
    %3719 = "arith.cmpi"(%arg2044, %arg2045) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3720 = "scf.if"(%3719) ({
      %3725 = "arith.addi"(%arg2044, %arg2045) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3725) : (i32) -> ()
    }, {
      %3724 = "arith.muli"(%arg2044, %arg2045) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3724) : (i32) -> ()
    }) : (i1) -> i32
    %3721:2 = "func.call"(%3720, %arg2045, %arg2046, %arg2047) <{callee = @f563}> : (i32, i32, index, f32) -> (i32, f32)
    %3722:2 = "func.call"(%3720, %3721#0, %arg2046, %3721#1) <{callee = @f565}> : (i32, i32, index, f32) -> (i32, f32)
    %3723 = "arith.andi"(%arg2045, %3722#0) : (i32, i32) -> i32
    "func.return"(%3723, %3722#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f571"}> ({
  ^bb0(%arg2040: i32, %arg2041: i32, %arg2042: index, %arg2043: f32):
    %3711 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3712 = "arith.addi"(%arg2042, %3711) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3713 = "arith.index_cast"(%3712) : (index) -> i32
    %3714 = "arith.cmpi"(%3713, %3713) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3715 = "arith.select"(%3714, %arg2040, %3713) : (i1, i32, i32) -> i32
    %3716 = "arith.xori"(%3713, %arg2041) : (i32, i32) -> i32
    %3717 = "arith.xori"(%3713, %arg2041) : (i32, i32) -> i32
    %3718 = "arith.subf"(%arg2043, %arg2043) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3717, %3718) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f572"}> ({
  ^bb0(%arg2036: i32, %arg2037: i32, %arg2038: index, %arg2039: f32):
    %3701 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3702 = "arith.cmpi"(%arg2036, %arg2037) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3703 = "scf.if"(%3702) ({
      %3710 = "arith.addi"(%3701, %3701) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3710) : (i32) -> ()
    }, {
      %3709 = "arith.muli"(%3701, %3701) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3709) : (i32) -> ()
    }) : (i1) -> i32
    %3704 = "arith.andi"(%3703, %3703) : (i32, i32) -> i32
    %3705 = "arith.cmpi"(%arg2037, %3703) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3706 = "scf.if"(%3705) ({
      %3708 = "arith.addi"(%3703, %arg2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3708) : (i32) -> ()
    }, {
      %3707 = "arith.muli"(%3703, %arg2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3707) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3706, %arg2039) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f573"}> ({
  ^bb0(%arg2032: i32, %arg2033: i32, %arg2034: index, %arg2035: f32):
    %3695 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3696 = "arith.cmpi"(%arg2033, %arg2033) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3697 = "arith.select"(%3696, %3695, %arg2033) : (i1, i32, i32) -> i32
    %3698 = "arith.ori"(%arg2032, %arg2032) : (i32, i32) -> i32
    %3699 = "arith.ori"(%arg2032, %arg2032) : (i32, i32) -> i32
    %3700:2 = "func.call"(%arg2032, %3697, %arg2034, %arg2035) <{callee = @f571}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3700#0, %3700#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f574"}> ({
  ^bb0(%arg2026: i32, %arg2027: i32, %arg2028: index, %arg2029: f32):
    %3684 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3685 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3686 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3687 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3688 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3689 = "scf.for"(%3686, %3687, %3688, %3684) ({
    ^bb0(%arg2030: index, %arg2031: i32):
      %3691 = "arith.index_cast"(%arg2030) : (index) -> i32
      %3692 = "arith.muli"(%arg2027, %arg2027) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3693 = "arith.addi"(%arg2031, %3691) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3694 = "arith.xori"(%3693, %3692) : (i32, i32) -> i32
      "scf.yield"(%3694) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3690:2 = "func.call"(%arg2027, %arg2027, %arg2028, %arg2029) <{callee = @f569}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3690#0, %3690#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f575"}> ({
  ^bb0(%arg2018: i32, %arg2019: i32, %arg2020: index, %arg2021: f32):
    %3666:2 = "func.call"(%arg2018, %arg2019, %arg2020, %arg2021) <{callee = @f570}> : (i32, i32, index, f32) -> (i32, f32)
    %3667 = "arith.andi"(%arg2018, %arg2019) : (i32, i32) -> i32
    %3668 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3669 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3670 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3671 = "scf.for"(%3668, %3669, %3670, %3667) ({
    ^bb0(%arg2024: index, %arg2025: i32):
      %3680 = "arith.index_cast"(%arg2024) : (index) -> i32
      %3681 = "arith.muli"(%arg2019, %3667) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3682 = "arith.addi"(%arg2025, %3680) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3683 = "arith.xori"(%3682, %3681) : (i32, i32) -> i32
      "scf.yield"(%3683) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3672 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3673 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3674 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3675 = "scf.for"(%3672, %3673, %3674, %3667) ({
    ^bb0(%arg2022: index, %arg2023: i32):
      %3676 = "arith.index_cast"(%arg2022) : (index) -> i32
      %3677 = "arith.muli"(%arg2019, %arg2018) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3678 = "arith.addi"(%arg2023, %3676) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3679 = "arith.xori"(%3678, %3677) : (i32, i32) -> i32
      "scf.yield"(%3679) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3675, %3666#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f576"}> ({
  ^bb0(%arg2014: i32, %arg2015: i32, %arg2016: index, %arg2017: f32):
    %3660 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3661 = "arith.addi"(%arg2016, %3660) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3662 = "arith.index_cast"(%3661) : (index) -> i32
    %3663 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3664 = "arith.ori"(%arg2015, %3662) : (i32, i32) -> i32
    %3665 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%3665, %arg2017) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f577"}> ({
  ^bb0(%arg2010: i32, %arg2011: i32, %arg2012: index, %arg2013: f32):
    %3651 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3652 = "arith.addi"(%arg2012, %3651) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3653 = "arith.index_cast"(%3652) : (index) -> i32
    %3654 = "arith.cmpi"(%3653, %arg2010) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3655 = "scf.if"(%3654) ({
      %3659 = "arith.addi"(%arg2010, %arg2011) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3659) : (i32) -> ()
    }, {
      %3658 = "arith.muli"(%arg2010, %arg2011) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3658) : (i32) -> ()
    }) : (i1) -> i32
    %3656:2 = "func.call"(%arg2010, %3655, %arg2012, %arg2013) <{callee = @f571}> : (i32, i32, index, f32) -> (i32, f32)
    %3657 = "arith.muli"(%3653, %arg2010) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3657, %3656#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f578"}> ({
  ^bb0(%arg2006: i32, %arg2007: i32, %arg2008: index, %arg2009: f32):
    %3645 = "arith.maxsi"(%arg2006, %arg2007) : (i32, i32) -> i32
    %3646 = "arith.maxsi"(%arg2006, %arg2007) : (i32, i32) -> i32
    %3647 = "arith.andi"(%arg2007, %arg2007) : (i32, i32) -> i32
    %3648 = "arith.andi"(%arg2007, %arg2007) : (i32, i32) -> i32
    %3649:2 = "func.call"(%arg2006, %arg2007, %arg2008, %arg2009) <{callee = @f572}> : (i32, i32, index, f32) -> (i32, f32)
    %3650:2 = "func.call"(%3645, %3648, %arg2008, %arg2009) <{callee = @f572}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3650#0, %3650#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f579"}> ({
  ^bb0(%arg2002: i32, %arg2003: i32, %arg2004: index, %arg2005: f32):
    %3641 = "arith.addi"(%arg2002, %arg2003) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3642 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3643:2 = "func.call"(%arg2003, %3642, %arg2004, %arg2005) <{callee = @f571}> : (i32, i32, index, f32) -> (i32, f32)
    %3644 = "arith.addf"(%3643#1, %arg2005) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3643#0, %3644) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f580"}> ({
  ^bb0(%arg1998: i32, %arg1999: i32, %arg2000: index, %arg2001: f32):
    %3636 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3637 = "arith.andi"(%arg1999, %arg1998) : (i32, i32) -> i32
    %3638 = "arith.maxsi"(%arg1999, %arg1999) : (i32, i32) -> i32
    %3639 = "arith.cmpi"(%3638, %3636) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3640 = "arith.select"(%3639, %3636, %3637) : (i1, i32, i32) -> i32
    "func.return"(%3640, %arg2001) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f581"}> ({
  ^bb0(%arg1992: i32, %arg1993: i32, %arg1994: index, %arg1995: f32):
    %3623 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3624 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3625 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3626 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3627 = "scf.for"(%3624, %3625, %3626, %arg1993) ({
    ^bb0(%arg1996: index, %arg1997: i32):
      %3632 = "arith.index_cast"(%arg1996) : (index) -> i32
      %3633 = "arith.muli"(%arg1993, %arg1992) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3634 = "arith.addi"(%arg1997, %3632) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3635 = "arith.xori"(%3634, %3633) : (i32, i32) -> i32
      "scf.yield"(%3635) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3628:2 = "func.call"(%3623, %3627, %arg1994, %arg1995) <{callee = @f580}> : (i32, i32, index, f32) -> (i32, f32)
    %3629 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3630 = "arith.addi"(%arg1994, %3629) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3631 = "arith.index_cast"(%3630) : (index) -> i32
    "func.return"(%3631, %3628#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f582"}> ({
  ^bb0(%arg1986: i32, %arg1987: i32, %arg1988: index, %arg1989: f32):
    %3612 = "arith.andi"(%arg1987, %arg1986) : (i32, i32) -> i32
    %3613 = "arith.ori"(%arg1987, %3612) : (i32, i32) -> i32
    %3614:2 = "func.call"(%3612, %3612, %arg1988, %arg1989) <{callee = @f576}> : (i32, i32, index, f32) -> (i32, f32)
    %3615 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3616 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3617 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3618 = "scf.for"(%3615, %3616, %3617, %3612) ({
    ^bb0(%arg1990: index, %arg1991: i32):
      %3619 = "arith.index_cast"(%arg1990) : (index) -> i32
      %3620 = "arith.muli"(%arg1987, %arg1986) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3621 = "arith.addi"(%arg1991, %3619) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3622 = "arith.xori"(%3621, %3620) : (i32, i32) -> i32
      "scf.yield"(%3622) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3618, %3614#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f583"}> ({
  ^bb0(%arg1982: i32, %arg1983: i32, %arg1984: index, %arg1985: f32):
    %3606 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3607 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3608 = "arith.addi"(%arg1984, %3607) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3609 = "arith.index_cast"(%3608) : (index) -> i32
    %3610 = "arith.andi"(%arg1983, %arg1982) : (i32, i32) -> i32
    %3611 = "arith.addi"(%3606, %3609) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3611, %arg1985) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f584"}> ({
  ^bb0(%arg1978: i32, %arg1979: i32, %arg1980: index, %arg1981: f32):
    %3602 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3603:2 = "func.call"(%arg1979, %arg1978, %arg1980, %arg1981) <{callee = @f578}> : (i32, i32, index, f32) -> (i32, f32)
    %3604 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3605:2 = "func.call"(%3604, %3602, %arg1980, %arg1981) <{callee = @f582}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3605#0, %3605#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f585"}> ({
  ^bb0(%arg1974: i32, %arg1975: i32, %arg1976: index, %arg1977: f32):
    %3598:2 = "func.call"(%arg1974, %arg1975, %arg1976, %arg1977) <{callee = @f579}> : (i32, i32, index, f32) -> (i32, f32)
    %3599 = "arith.muli"(%arg1975, %arg1974) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3600 = "arith.mulf"(%3598#1, %arg1977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3601 = "arith.muli"(%arg1975, %3598#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3601, %3600) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f586"}> ({
  ^bb0(%arg1968: i32, %arg1969: i32, %arg1970: index, %arg1971: f32):
    %3583 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3584 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3585 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3586 = "scf.for"(%3583, %3584, %3585, %arg1968) ({
    ^bb0(%arg1972: index, %arg1973: i32):
      %3594 = "arith.index_cast"(%arg1972) : (index) -> i32
      %3595 = "arith.muli"(%arg1968, %arg1968) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3596 = "arith.addi"(%arg1973, %3594) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3597 = "arith.xori"(%3596, %3595) : (i32, i32) -> i32
      "scf.yield"(%3597) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3587:2 = "func.call"(%arg1969, %arg1968, %arg1970, %arg1971) <{callee = @f583}> : (i32, i32, index, f32) -> (i32, f32)
    %3588 = "arith.cmpi"(%3586, %3587#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3589 = "scf.if"(%3588) ({
      %3593 = "arith.addi"(%3586, %3587#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3593) : (i32) -> ()
    }, {
      %3592 = "arith.muli"(%3586, %3587#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3592) : (i32) -> ()
    }) : (i1) -> i32
    %3590 = "arith.ori"(%3587#0, %3586) : (i32, i32) -> i32
    %3591 = "arith.ori"(%3587#0, %3586) : (i32, i32) -> i32
    "func.return"(%3591, %3587#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f587"}> ({
  ^bb0(%arg1960: i32, %arg1961: i32, %arg1962: index, %arg1963: f32):
    %3562 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3563 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3564 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3565 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3566 = "scf.for"(%3563, %3564, %3565, %arg1960) ({
    ^bb0(%arg1966: index, %arg1967: i32):
      %3579 = "arith.index_cast"(%arg1966) : (index) -> i32
      %3580 = "arith.muli"(%arg1961, %3562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3581 = "arith.addi"(%arg1967, %3579) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3582 = "arith.xori"(%3581, %3580) : (i32, i32) -> i32
      "scf.yield"(%3582) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3567 = "arith.cmpi"(%3562, %arg1961) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3568 = "scf.if"(%3567) ({
      %3578 = "arith.addi"(%3562, %3566) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3578) : (i32) -> ()
    }, {
      %3577 = "arith.muli"(%3562, %3566) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3577) : (i32) -> ()
    }) : (i1) -> i32
    %3569 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3570 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3571 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3572 = "scf.for"(%3569, %3570, %3571, %arg1961) ({
    ^bb0(%arg1964: index, %arg1965: i32):
      %3573 = "arith.index_cast"(%arg1964) : (index) -> i32
      %3574 = "arith.muli"(%arg1961, %arg1960) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3575 = "arith.addi"(%arg1965, %3573) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3576 = "arith.xori"(%3575, %3574) : (i32, i32) -> i32
      "scf.yield"(%3576) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3572, %arg1963) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f588"}> ({
  ^bb0(%arg1956: i32, %arg1957: i32, %arg1958: index, %arg1959: f32):
    %3555 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3556 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3557 = "arith.addi"(%arg1958, %3556) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3558 = "arith.index_cast"(%3557) : (index) -> i32
    %3559 = "arith.cmpi"(%arg1956, %arg1957) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %3560 = "arith.select"(%3559, %arg1956, %arg1956) : (i1, i32, i32) -> i32
    %3561:2 = "func.call"(%3560, %3558, %3557, %arg1959) <{callee = @f584}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3561#0, %3561#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f589"}> ({
  ^bb0(%arg1952: i32, %arg1953: i32, %arg1954: index, %arg1955: f32):
    %3550 = "arith.minsi"(%arg1952, %arg1953) : (i32, i32) -> i32
    %3551 = "arith.cmpi"(%arg1953, %3550) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3552 = "arith.select"(%3551, %arg1953, %3550) : (i1, i32, i32) -> i32
    %3553 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3554:2 = "func.call"(%arg1952, %3550, %arg1954, %arg1955) <{callee = @f588}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3554#0, %3554#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f590"}> ({
  ^bb0(%arg1948: i32, %arg1949: i32, %arg1950: index, %arg1951: f32):
    %3544 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3545 = "arith.muli"(%arg1948, %3544) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3546:2 = "func.call"(%3544, %arg1948, %arg1950, %arg1951) <{callee = @f585}> : (i32, i32, index, f32) -> (i32, f32)
    %3547 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3548 = "arith.addi"(%arg1950, %3547) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3549 = "arith.index_cast"(%3548) : (index) -> i32
    "func.return"(%3549, %3546#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f591"}> ({
  ^bb0(%arg1942: i32, %arg1943: i32, %arg1944: index, %arg1945: f32):
    %3531 = "arith.andi"(%arg1943, %arg1942) : (i32, i32) -> i32
    %3532 = "arith.maxsi"(%3531, %arg1943) : (i32, i32) -> i32
    %3533 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3534 = "arith.addi"(%arg1944, %3533) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3535 = "arith.index_cast"(%3534) : (index) -> i32
    %3536 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3537 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3538 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3539 = "scf.for"(%3536, %3537, %3538, %3535) ({
    ^bb0(%arg1946: index, %arg1947: i32):
      %3540 = "arith.index_cast"(%arg1946) : (index) -> i32
      %3541 = "arith.muli"(%3532, %arg1942) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3542 = "arith.addi"(%arg1947, %3540) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3543 = "arith.xori"(%3542, %3541) : (i32, i32) -> i32
      "scf.yield"(%3543) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3539, %arg1945) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f592"}> ({
  ^bb0(%arg1938: i32, %arg1939: i32, %arg1940: index, %arg1941: f32):
    %3527 = "arith.addi"(%arg1939, %arg1938) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3528 = "arith.addf"(%arg1941, %arg1941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3529 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3530 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%3530, %3528) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f593"}> ({
  ^bb0(%arg1930: i32, %arg1931: i32, %arg1932: index, %arg1933: f32):
    %3509 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3510 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3511 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3512 = "scf.for"(%3509, %3510, %3511, %arg1931) ({
    ^bb0(%arg1936: index, %arg1937: i32):
      %3523 = "arith.index_cast"(%arg1936) : (index) -> i32
      %3524 = "arith.muli"(%arg1930, %arg1930) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3525 = "arith.addi"(%arg1937, %3523) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3526 = "arith.xori"(%3525, %3524) : (i32, i32) -> i32
      "scf.yield"(%3526) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3513 = "arith.subi"(%arg1930, %3512) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3514 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3515 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3516 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3517 = "scf.for"(%3514, %3515, %3516, %3513) ({
    ^bb0(%arg1934: index, %arg1935: i32):
      %3519 = "arith.index_cast"(%arg1934) : (index) -> i32
      %3520 = "arith.muli"(%3512, %3512) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3521 = "arith.addi"(%arg1935, %3519) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3522 = "arith.xori"(%3521, %3520) : (i32, i32) -> i32
      "scf.yield"(%3522) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3518:2 = "func.call"(%arg1930, %3512, %arg1932, %arg1933) <{callee = @f591}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3518#0, %3518#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f594"}> ({
  ^bb0(%arg1924: i32, %arg1925: i32, %arg1926: index, %arg1927: f32):
    %3496 = "arith.addi"(%arg1924, %arg1924) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3497 = "arith.addi"(%arg1925, %arg1924) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3498 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3499 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3500 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3501 = "scf.for"(%3498, %3499, %3500, %arg1924) ({
    ^bb0(%arg1928: index, %arg1929: i32):
      %3505 = "arith.index_cast"(%arg1928) : (index) -> i32
      %3506 = "arith.muli"(%3497, %arg1924) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3507 = "arith.addi"(%arg1929, %3505) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3508 = "arith.xori"(%3507, %3506) : (i32, i32) -> i32
      "scf.yield"(%3508) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3502 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3503 = "arith.addi"(%arg1926, %3502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3504 = "arith.index_cast"(%3503) : (index) -> i32
    "func.return"(%3504, %arg1927) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f595"}> ({
  ^bb0(%arg1920: i32, %arg1921: i32, %arg1922: index, %arg1923: f32):
    %3489:2 = "func.call"(%arg1921, %arg1921, %arg1922, %arg1923) <{callee = @f592}> : (i32, i32, index, f32) -> (i32, f32)
    %3490:2 = "func.call"(%arg1920, %arg1920, %arg1922, %3489#1) <{callee = @f592}> : (i32, i32, index, f32) -> (i32, f32)
    %3491 = "arith.xori"(%3490#0, %arg1921) : (i32, i32) -> i32
    %3492 = "arith.cmpi"(%3491, %3490#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3493 = "scf.if"(%3492) ({
      %3495 = "arith.addi"(%3491, %3489#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3495) : (i32) -> ()
    }, {
      %3494 = "arith.muli"(%3491, %3489#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3494) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3493, %3490#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f596"}> ({
  ^bb0(%arg1916: i32, %arg1917: i32, %arg1918: index, %arg1919: f32):
    %3485 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3486 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3487:2 = "func.call"(%3485, %arg1917, %arg1918, %arg1919) <{callee = @f589}> : (i32, i32, index, f32) -> (i32, f32)
    %3488 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3488, %3487#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f597"}> ({
  ^bb0(%arg1912: i32, %arg1913: i32, %arg1914: index, %arg1915: f32):
    %3479:2 = "func.call"(%arg1912, %arg1912, %arg1914, %arg1915) <{callee = @f594}> : (i32, i32, index, f32) -> (i32, f32)
    %3480 = "arith.cmpi"(%3479#0, %arg1912) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3481 = "arith.select"(%3480, %arg1913, %3479#0) : (i1, i32, i32) -> i32
    %3482:2 = "func.call"(%arg1912, %arg1913, %arg1914, %3479#1) <{callee = @f591}> : (i32, i32, index, f32) -> (i32, f32)
    %3483 = "arith.minsi"(%3481, %3482#0) : (i32, i32) -> i32
    %3484 = "arith.minsi"(%3481, %3482#0) : (i32, i32) -> i32
    "func.return"(%3484, %3482#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f598"}> ({
  ^bb0(%arg1906: i32, %arg1907: i32, %arg1908: index, %arg1909: f32):
    %3465 = "arith.xori"(%arg1907, %arg1907) : (i32, i32) -> i32
    %3466 = "arith.xori"(%arg1906, %3465) : (i32, i32) -> i32
    %3467 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3468 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3469 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3470 = "scf.for"(%3467, %3468, %3469, %arg1907) ({
    ^bb0(%arg1910: index, %arg1911: i32):
      %3475 = "arith.index_cast"(%arg1910) : (index) -> i32
      %3476 = "arith.muli"(%3465, %arg1906) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3477 = "arith.addi"(%arg1911, %3475) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3478 = "arith.xori"(%3477, %3476) : (i32, i32) -> i32
      "scf.yield"(%3478) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3471 = "arith.cmpi"(%3465, %3465) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3472 = "scf.if"(%3471) ({
      %3474 = "arith.addi"(%3470, %3465) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3474) : (i32) -> ()
    }, {
      %3473 = "arith.muli"(%3470, %3465) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3473) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3472, %arg1909) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f599"}> ({
  ^bb0(%arg1900: i32, %arg1901: i32, %arg1902: index, %arg1903: f32):
    %3449 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3450 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3451 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3452 = "scf.for"(%3449, %3450, %3451, %arg1901) ({
    ^bb0(%arg1904: index, %arg1905: i32):
      %3461 = "arith.index_cast"(%arg1904) : (index) -> i32
      %3462 = "arith.muli"(%arg1901, %arg1900) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3463 = "arith.addi"(%arg1905, %3461) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3464 = "arith.xori"(%3463, %3462) : (i32, i32) -> i32
      "scf.yield"(%3464) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3453 = "arith.mulf"(%arg1903, %arg1903) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3454 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3455 = "arith.addi"(%arg1902, %3454) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3456 = "arith.index_cast"(%3455) : (index) -> i32
    %3457 = "arith.cmpi"(%arg1901, %arg1900) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3458 = "scf.if"(%3457) ({
      %3460 = "arith.addi"(%3456, %arg1900) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3460) : (i32) -> ()
    }, {
      %3459 = "arith.muli"(%3456, %arg1900) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3459) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3458, %3453) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f600"}> ({
  ^bb0(%arg1896: i32, %arg1897: i32, %arg1898: index, %arg1899: f32):
    %3443 = "arith.cmpi"(%arg1896, %arg1897) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3444 = "arith.select"(%3443, %arg1896, %arg1897) : (i1, i32, i32) -> i32
    %3445 = "arith.cmpi"(%arg1897, %3444) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3446 = "arith.select"(%3445, %arg1896, %3444) : (i1, i32, i32) -> i32
    %3447:2 = "func.call"(%3444, %arg1896, %arg1898, %arg1899) <{callee = @f599}> : (i32, i32, index, f32) -> (i32, f32)
    %3448 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%3448, %3447#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f601"}> ({
  ^bb0(%arg1892: i32, %arg1893: i32, %arg1894: index, %arg1895: f32):
    %3435 = "arith.cmpi"(%arg1892, %arg1893) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3436 = "scf.if"(%3435) ({
      %3442 = "arith.addi"(%arg1893, %arg1893) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3442) : (i32) -> ()
    }, {
      %3441 = "arith.muli"(%arg1893, %arg1893) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3441) : (i32) -> ()
    }) : (i1) -> i32
    %3437 = "arith.cmpi"(%3436, %arg1892) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3438 = "arith.select"(%3437, %3436, %arg1892) : (i1, i32, i32) -> i32
    %3439 = "arith.andi"(%arg1892, %arg1893) : (i32, i32) -> i32
    %3440:2 = "func.call"(%arg1892, %arg1892, %arg1894, %arg1895) <{callee = @f600}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3440#0, %3440#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f602"}> ({
  ^bb0(%arg1888: i32, %arg1889: i32, %arg1890: index, %arg1891: f32):
    %3427 = "arith.cmpi"(%arg1889, %arg1889) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3428 = "arith.select"(%3427, %arg1889, %arg1889) : (i1, i32, i32) -> i32
    %3429 = "arith.mulf"(%arg1891, %arg1891) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3430 = "arith.mulf"(%3429, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3431 = "arith.cmpi"(%3428, %arg1888) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3432 = "scf.if"(%3431) ({
      %3434 = "arith.addi"(%3428, %arg1889) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3434) : (i32) -> ()
    }, {
      %3433 = "arith.muli"(%3428, %arg1889) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3433) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3432, %3430) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f603"}> ({
  ^bb0(%arg1884: i32, %arg1885: i32, %arg1886: index, %arg1887: f32):
    %3422 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3423 = "arith.maxsi"(%3422, %arg1885) : (i32, i32) -> i32
    %3424 = "arith.addi"(%arg1885, %3423) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3425 = "arith.addi"(%arg1885, %3423) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3426 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%3426, %arg1887) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f604"}> ({
  ^bb0(%arg1880: i32, %arg1881: i32, %arg1882: index, %arg1883: f32):
    %3417:2 = "func.call"(%arg1880, %arg1881, %arg1882, %arg1883) <{callee = @f602}> : (i32, i32, index, f32) -> (i32, f32)
    %3418 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3419 = "arith.subf"(%arg1883, %arg1883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3420 = "arith.xori"(%3418, %3417#0) : (i32, i32) -> i32
    %3421 = "arith.xori"(%3418, %3417#0) : (i32, i32) -> i32
    "func.return"(%3421, %3419) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f605"}> ({
  ^bb0(%arg1876: i32, %arg1877: i32, %arg1878: index, %arg1879: f32):
    %3413 = "arith.xori"(%arg1876, %arg1877) : (i32, i32) -> i32
    %3414:2 = "func.call"(%arg1877, %arg1877, %arg1878, %arg1879) <{callee = @f600}> : (i32, i32, index, f32) -> (i32, f32)
    %3415:2 = "func.call"(%3414#0, %3413, %arg1878, %3414#1) <{callee = @f602}> : (i32, i32, index, f32) -> (i32, f32)
    %3416 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%3416, %3415#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f606"}> ({
  ^bb0(%arg1872: i32, %arg1873: i32, %arg1874: index, %arg1875: f32):
    %3405 = "arith.muli"(%arg1872, %arg1872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3406 = "arith.muli"(%3405, %arg1872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3407 = "arith.cmpi"(%arg1872, %arg1872) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3408 = "arith.select"(%3407, %arg1872, %3406) : (i1, i32, i32) -> i32
    %3409 = "arith.cmpi"(%arg1873, %arg1872) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3410 = "scf.if"(%3409) ({
      %3412 = "arith.addi"(%3408, %3408) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3412) : (i32) -> ()
    }, {
      %3411 = "arith.muli"(%3408, %3408) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3411) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3410, %arg1875) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f607"}> ({
  ^bb0(%arg1866: i32, %arg1867: i32, %arg1868: index, %arg1869: f32):
    %3391 = "arith.cmpi"(%arg1866, %arg1866) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3392 = "arith.select"(%3391, %arg1867, %arg1867) : (i1, i32, i32) -> i32
    %3393:2 = "func.call"(%3392, %3392, %arg1868, %arg1869) <{callee = @f603}> : (i32, i32, index, f32) -> (i32, f32)
    %3394 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3395 = "arith.addi"(%arg1868, %3394) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3396 = "arith.index_cast"(%3395) : (index) -> i32
    %3397 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3398 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3399 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3400 = "scf.for"(%3397, %3398, %3399, %3392) ({
    ^bb0(%arg1870: index, %arg1871: i32):
      %3401 = "arith.index_cast"(%arg1870) : (index) -> i32
      %3402 = "arith.muli"(%3396, %3393#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3403 = "arith.addi"(%arg1871, %3401) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3404 = "arith.xori"(%3403, %3402) : (i32, i32) -> i32
      "scf.yield"(%3404) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3400, %3393#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f608"}> ({
  ^bb0(%arg1862: i32, %arg1863: i32, %arg1864: index, %arg1865: f32):
    %3387:2 = "func.call"(%arg1863, %arg1863, %arg1864, %arg1865) <{callee = @f605}> : (i32, i32, index, f32) -> (i32, f32)
    %3388 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3389 = "arith.muli"(%arg1862, %3388) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3390 = "arith.andi"(%arg1862, %3389) : (i32, i32) -> i32
    "func.return"(%3390, %3387#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f609"}> ({
  ^bb0(%arg1858: i32, %arg1859: i32, %arg1860: index, %arg1861: f32):
    %3382 = "arith.xori"(%arg1858, %arg1858) : (i32, i32) -> i32
    %3383 = "arith.minsi"(%3382, %3382) : (i32, i32) -> i32
    %3384 = "arith.minsi"(%arg1859, %3383) : (i32, i32) -> i32
    %3385 = "arith.ori"(%3383, %arg1858) : (i32, i32) -> i32
    %3386 = "arith.ori"(%3383, %arg1858) : (i32, i32) -> i32
    "func.return"(%3386, %arg1861) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f610"}> ({
  ^bb0(%arg1854: i32, %arg1855: i32, %arg1856: index, %arg1857: f32):
    %3375 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3376 = "arith.addi"(%arg1856, %3375) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3377 = "arith.index_cast"(%3376) : (index) -> i32
    %3378 = "arith.subi"(%3377, %arg1854) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3379 = "arith.muli"(%3378, %arg1854) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3380 = "arith.muli"(%3378, %arg1854) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3381 = "arith.mulf"(%arg1857, %arg1857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3380, %3381) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f611"}> ({
  ^bb0(%arg1850: i32, %arg1851: i32, %arg1852: index, %arg1853: f32):
    %3370 = "arith.subf"(%arg1853, %arg1853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3371 = "arith.andi"(%arg1851, %arg1850) : (i32, i32) -> i32
    %3372 = "arith.cmpi"(%arg1850, %3371) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3373 = "arith.select"(%3372, %arg1851, %arg1850) : (i1, i32, i32) -> i32
    %3374 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%3374, %3370) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f612"}> ({
  ^bb0(%arg1842: i32, %arg1843: i32, %arg1844: index, %arg1845: f32):
    %3352:2 = "func.call"(%arg1843, %arg1843, %arg1844, %arg1845) <{callee = @f605}> : (i32, i32, index, f32) -> (i32, f32)
    %3353 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3354 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3355 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3356 = "scf.for"(%3353, %3354, %3355, %3352#0) ({
    ^bb0(%arg1848: index, %arg1849: i32):
      %3366 = "arith.index_cast"(%arg1848) : (index) -> i32
      %3367 = "arith.muli"(%arg1842, %arg1842) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3368 = "arith.addi"(%arg1849, %3366) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3369 = "arith.xori"(%3368, %3367) : (i32, i32) -> i32
      "scf.yield"(%3369) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3357 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3358 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3359 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3360 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3361 = "scf.for"(%3358, %3359, %3360, %3357) ({
    ^bb0(%arg1846: index, %arg1847: i32):
      %3362 = "arith.index_cast"(%arg1846) : (index) -> i32
      %3363 = "arith.muli"(%arg1842, %arg1843) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3364 = "arith.addi"(%arg1847, %3362) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3365 = "arith.xori"(%3364, %3363) : (i32, i32) -> i32
      "scf.yield"(%3365) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3361, %3352#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f613"}> ({
  ^bb0(%arg1836: i32, %arg1837: i32, %arg1838: index, %arg1839: f32):
    %3338 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3339 = "arith.addi"(%arg1838, %3338) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3340 = "arith.index_cast"(%3339) : (index) -> i32
    %3341 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3342 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3343 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3344 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3345 = "scf.for"(%3342, %3343, %3344, %3341) ({
    ^bb0(%arg1840: index, %arg1841: i32):
      %3348 = "arith.index_cast"(%arg1840) : (index) -> i32
      %3349 = "arith.muli"(%arg1836, %arg1836) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3350 = "arith.addi"(%arg1841, %3348) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3351 = "arith.xori"(%3350, %3349) : (i32, i32) -> i32
      "scf.yield"(%3351) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3346 = "arith.xori"(%arg1836, %3345) : (i32, i32) -> i32
    %3347 = "arith.xori"(%arg1836, %3345) : (i32, i32) -> i32
    "func.return"(%3347, %arg1839) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f614"}> ({
  ^bb0(%arg1832: i32, %arg1833: i32, %arg1834: index, %arg1835: f32):
    %3334:2 = "func.call"(%arg1832, %arg1833, %arg1834, %arg1835) <{callee = @f608}> : (i32, i32, index, f32) -> (i32, f32)
    %3335 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3336 = "arith.maxsi"(%arg1832, %arg1832) : (i32, i32) -> i32
    %3337 = "arith.subf"(%arg1835, %3334#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3336, %3337) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f615"}> ({
  ^bb0(%arg1826: i32, %arg1827: i32, %arg1828: index, %arg1829: f32):
    %3321 = "arith.xori"(%arg1827, %arg1827) : (i32, i32) -> i32
    %3322 = "arith.xori"(%arg1827, %arg1827) : (i32, i32) -> i32
    %3323 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3324 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3325 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3326 = "scf.for"(%3323, %3324, %3325, %3321) ({
    ^bb0(%arg1830: index, %arg1831: i32):
      %3330 = "arith.index_cast"(%arg1830) : (index) -> i32
      %3331 = "arith.muli"(%3321, %arg1826) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3332 = "arith.addi"(%arg1831, %3330) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3333 = "arith.xori"(%3332, %3331) : (i32, i32) -> i32
      "scf.yield"(%3333) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3327 = "arith.subf"(%arg1829, %arg1829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3328 = "arith.ori"(%3321, %arg1826) : (i32, i32) -> i32
    %3329 = "arith.ori"(%3321, %arg1826) : (i32, i32) -> i32
    "func.return"(%3329, %3327) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f616"}> ({
  ^bb0(%arg1822: i32, %arg1823: i32, %arg1824: index, %arg1825: f32):
    %3314:2 = "func.call"(%arg1822, %arg1822, %arg1824, %arg1825) <{callee = @f615}> : (i32, i32, index, f32) -> (i32, f32)
    %3315:2 = "func.call"(%3314#0, %3314#0, %arg1824, %arg1825) <{callee = @f615}> : (i32, i32, index, f32) -> (i32, f32)
    %3316 = "arith.xori"(%3314#0, %arg1823) : (i32, i32) -> i32
    %3317 = "arith.cmpi"(%3314#0, %arg1822) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3318 = "scf.if"(%3317) ({
      %3320 = "arith.addi"(%3315#0, %arg1822) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3320) : (i32) -> ()
    }, {
      %3319 = "arith.muli"(%3315#0, %arg1822) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3319) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3318, %3315#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f617"}> ({
  ^bb0(%arg1818: i32, %arg1819: i32, %arg1820: index, %arg1821: f32):
    %3307 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3308:2 = "func.call"(%3307, %3307, %arg1820, %arg1821) <{callee = @f609}> : (i32, i32, index, f32) -> (i32, f32)
    %3309 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3310 = "arith.cmpi"(%3309, %3309) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3311 = "scf.if"(%3310) ({
      %3313 = "arith.addi"(%arg1818, %3309) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3313) : (i32) -> ()
    }, {
      %3312 = "arith.muli"(%arg1818, %3309) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3312) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3311, %3308#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f618"}> ({
  ^bb0(%arg1814: i32, %arg1815: i32, %arg1816: index, %arg1817: f32):
    %3303 = "arith.mulf"(%arg1817, %arg1817) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3304 = "arith.muli"(%arg1814, %arg1815) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3305 = "arith.minsi"(%3304, %arg1815) : (i32, i32) -> i32
    %3306 = "arith.xori"(%3305, %3304) : (i32, i32) -> i32
    "func.return"(%3306, %3303) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f619"}> ({
  ^bb0(%arg1810: i32, %arg1811: i32, %arg1812: index, %arg1813: f32):
    %3295:2 = "func.call"(%arg1811, %arg1811, %arg1812, %arg1813) <{callee = @f611}> : (i32, i32, index, f32) -> (i32, f32)
    %3296 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3297 = "arith.addi"(%arg1812, %3296) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3298 = "arith.index_cast"(%3297) : (index) -> i32
    %3299 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3300 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3301 = "arith.addi"(%3296, %3300) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3302 = "arith.index_cast"(%3301) : (index) -> i32
    "func.return"(%3302, %3295#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f620"}> ({
  ^bb0(%arg1806: i32, %arg1807: i32, %arg1808: index, %arg1809: f32):
    %3289:2 = "func.call"(%arg1806, %arg1807, %arg1808, %arg1809) <{callee = @f612}> : (i32, i32, index, f32) -> (i32, f32)
    %3290 = "arith.cmpi"(%arg1807, %3289#0) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3291 = "arith.select"(%3290, %arg1807, %3289#0) : (i1, i32, i32) -> i32
    %3292 = "arith.cmpi"(%arg1807, %arg1807) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3293 = "arith.select"(%3292, %3289#0, %arg1806) : (i1, i32, i32) -> i32
    %3294 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3294, %3289#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f621"}> ({
  ^bb0(%arg1802: i32, %arg1803: i32, %arg1804: index, %arg1805: f32):
    %3284:2 = "func.call"(%arg1802, %arg1802, %arg1804, %arg1805) <{callee = @f620}> : (i32, i32, index, f32) -> (i32, f32)
    %3285 = "arith.xori"(%arg1803, %arg1802) : (i32, i32) -> i32
    %3286 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3287 = "arith.cmpi"(%3285, %3285) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3288 = "arith.select"(%3287, %arg1803, %arg1803) : (i1, i32, i32) -> i32
    "func.return"(%3288, %3284#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f622"}> ({
  ^bb0(%arg1796: i32, %arg1797: i32, %arg1798: index, %arg1799: f32):
    %3272 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3273 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3274 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3275 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3276 = "scf.for"(%3273, %3274, %3275, %3272) ({
    ^bb0(%arg1800: index, %arg1801: i32):
      %3280 = "arith.index_cast"(%arg1800) : (index) -> i32
      %3281 = "arith.muli"(%3272, %arg1797) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3282 = "arith.addi"(%arg1801, %3280) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3283 = "arith.xori"(%3282, %3281) : (i32, i32) -> i32
      "scf.yield"(%3283) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3277 = "arith.xori"(%3276, %3272) : (i32, i32) -> i32
    %3278 = "arith.xori"(%3276, %3272) : (i32, i32) -> i32
    %3279 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%3279, %arg1799) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f623"}> ({
  ^bb0(%arg1792: i32, %arg1793: i32, %arg1794: index, %arg1795: f32):
    %3266:2 = "func.call"(%arg1793, %arg1792, %arg1794, %arg1795) <{callee = @f620}> : (i32, i32, index, f32) -> (i32, f32)
    %3267 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3268 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3269 = "arith.addi"(%arg1794, %3268) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3270 = "arith.index_cast"(%3269) : (index) -> i32
    %3271 = "arith.andi"(%3267, %3270) : (i32, i32) -> i32
    "func.return"(%3271, %3266#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f624"}> ({
  ^bb0(%arg1788: i32, %arg1789: i32, %arg1790: index, %arg1791: f32):
    %3260 = "arith.ori"(%arg1788, %arg1788) : (i32, i32) -> i32
    %3261 = "arith.ori"(%arg1788, %arg1788) : (i32, i32) -> i32
    %3262 = "arith.mulf"(%arg1791, %arg1791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3263:2 = "func.call"(%3260, %arg1789, %arg1790, %3262) <{callee = @f618}> : (i32, i32, index, f32) -> (i32, f32)
    %3264 = "arith.cmpi"(%3261, %arg1788) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3265 = "arith.select"(%3264, %arg1788, %arg1789) : (i1, i32, i32) -> i32
    "func.return"(%3265, %3263#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f625"}> ({
  ^bb0(%arg1784: i32, %arg1785: i32, %arg1786: index, %arg1787: f32):
    %3256 = "arith.mulf"(%arg1787, %arg1787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3257:2 = "func.call"(%arg1784, %arg1784, %arg1786, %arg1787) <{callee = @f623}> : (i32, i32, index, f32) -> (i32, f32)
    %3258:2 = "func.call"(%arg1785, %arg1784, %arg1786, %arg1787) <{callee = @f621}> : (i32, i32, index, f32) -> (i32, f32)
    %3259 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%3259, %3258#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f626"}> ({
  ^bb0(%arg1780: i32, %arg1781: i32, %arg1782: index, %arg1783: f32):
    %3251 = "arith.xori"(%arg1781, %arg1781) : (i32, i32) -> i32
    %3252 = "arith.ori"(%3251, %3251) : (i32, i32) -> i32
    %3253:2 = "func.call"(%arg1780, %arg1780, %arg1782, %arg1783) <{callee = @f624}> : (i32, i32, index, f32) -> (i32, f32)
    %3254 = "arith.addi"(%3251, %3251) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3255 = "arith.addi"(%3251, %3251) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3255, %3253#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f627"}> ({
  ^bb0(%arg1776: i32, %arg1777: i32, %arg1778: index, %arg1779: f32):
    %3246 = "arith.maxsi"(%arg1776, %arg1776) : (i32, i32) -> i32
    %3247 = "arith.cmpi"(%arg1776, %arg1776) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3248 = "arith.select"(%3247, %3246, %arg1776) : (i1, i32, i32) -> i32
    %3249 = "arith.addi"(%arg1777, %arg1777) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3250 = "arith.andi"(%3248, %3249) : (i32, i32) -> i32
    "func.return"(%3250, %arg1779) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f628"}> ({
  ^bb0(%arg1768: i32, %arg1769: i32, %arg1770: index, %arg1771: f32):
    %3228 = "arith.mulf"(%arg1771, %arg1771) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3229 = "arith.subi"(%arg1769, %arg1769) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3230 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3231 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3232 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3233 = "scf.for"(%3230, %3231, %3232, %arg1769) ({
    ^bb0(%arg1774: index, %arg1775: i32):
      %3242 = "arith.index_cast"(%arg1774) : (index) -> i32
      %3243 = "arith.muli"(%arg1769, %arg1768) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3244 = "arith.addi"(%arg1775, %3242) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3245 = "arith.xori"(%3244, %3243) : (i32, i32) -> i32
      "scf.yield"(%3245) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3234 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3235 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3236 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3237 = "scf.for"(%3234, %3235, %3236, %3233) ({
    ^bb0(%arg1772: index, %arg1773: i32):
      %3238 = "arith.index_cast"(%arg1772) : (index) -> i32
      %3239 = "arith.muli"(%arg1769, %3229) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3240 = "arith.addi"(%arg1773, %3238) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3241 = "arith.xori"(%3240, %3239) : (i32, i32) -> i32
      "scf.yield"(%3241) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3237, %3228) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f629"}> ({
  ^bb0(%arg1764: i32, %arg1765: i32, %arg1766: index, %arg1767: f32):
    %3220 = "arith.addf"(%arg1767, %arg1767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3221 = "arith.cmpi"(%arg1764, %arg1764) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3222 = "arith.select"(%3221, %arg1764, %arg1765) : (i1, i32, i32) -> i32
    %3223 = "arith.cmpi"(%arg1764, %arg1764) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3224 = "scf.if"(%3223) ({
      %3227 = "arith.addi"(%arg1764, %3222) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3227) : (i32) -> ()
    }, {
      %3226 = "arith.muli"(%arg1764, %3222) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3226) : (i32) -> ()
    }) : (i1) -> i32
    %3225 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%3225, %3220) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f630"}> ({
  ^bb0(%arg1760: i32, %arg1761: i32, %arg1762: index, %arg1763: f32):
    %3213 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3214 = "arith.minsi"(%arg1760, %3213) : (i32, i32) -> i32
    %3215 = "arith.cmpi"(%arg1761, %arg1760) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3216 = "scf.if"(%3215) ({
      %3219 = "arith.addi"(%3214, %3214) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3219) : (i32) -> ()
    }, {
      %3218 = "arith.muli"(%3214, %3214) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3218) : (i32) -> ()
    }) : (i1) -> i32
    %3217:2 = "func.call"(%arg1761, %3214, %arg1762, %arg1763) <{callee = @f624}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3217#0, %3217#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f631"}> ({
  ^bb0(%arg1756: i32, %arg1757: i32, %arg1758: index, %arg1759: f32):
    %3209 = "arith.minsi"(%arg1756, %arg1756) : (i32, i32) -> i32
    %3210 = "arith.andi"(%arg1757, %3209) : (i32, i32) -> i32
    %3211 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3212 = "arith.subi"(%arg1757, %3211) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3212, %arg1759) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f632"}> ({
  ^bb0(%arg1752: i32, %arg1753: i32, %arg1754: index, %arg1755: f32):
    %3205 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3206 = "arith.subi"(%arg1752, %arg1752) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3207:2 = "func.call"(%arg1752, %arg1752, %arg1754, %arg1755) <{callee = @f629}> : (i32, i32, index, f32) -> (i32, f32)
    %3208 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3208, %3207#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f633"}> ({
  ^bb0(%arg1748: i32, %arg1749: i32, %arg1750: index, %arg1751: f32):
    %3196 = "arith.cmpi"(%arg1748, %arg1749) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3197 = "scf.if"(%3196) ({
      %3204 = "arith.addi"(%arg1749, %arg1748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3204) : (i32) -> ()
    }, {
      %3203 = "arith.muli"(%arg1749, %arg1748) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3203) : (i32) -> ()
    }) : (i1) -> i32
    %3198 = "arith.cmpi"(%arg1748, %arg1748) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3199 = "arith.select"(%3198, %3197, %3197) : (i1, i32, i32) -> i32
    %3200 = "arith.ori"(%3199, %3197) : (i32, i32) -> i32
    %3201 = "arith.ori"(%3199, %3197) : (i32, i32) -> i32
    %3202 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%3202, %arg1751) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f634"}> ({
  ^bb0(%arg1744: i32, %arg1745: i32, %arg1746: index, %arg1747: f32):
    %3192 = "arith.mulf"(%arg1747, %arg1747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3193 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3194 = "arith.addf"(%arg1747, %3192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3195 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%3195, %3194) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f635"}> ({
  ^bb0(%arg1740: i32, %arg1741: i32, %arg1742: index, %arg1743: f32):
    %3186 = "arith.cmpi"(%arg1740, %arg1741) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3187 = "arith.select"(%3186, %arg1741, %arg1740) : (i1, i32, i32) -> i32
    %3188 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3189 = "arith.subi"(%3188, %3188) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3190 = "arith.subi"(%3188, %3188) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3191 = "arith.addf"(%arg1743, %arg1743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3190, %3191) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f636"}> ({
  ^bb0(%arg1736: i32, %arg1737: i32, %arg1738: index, %arg1739: f32):
    %3179 = "arith.xori"(%arg1736, %arg1736) : (i32, i32) -> i32
    %3180 = "arith.subi"(%arg1737, %arg1737) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3181 = "arith.subi"(%arg1737, %arg1737) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3182 = "arith.minsi"(%arg1737, %arg1737) : (i32, i32) -> i32
    %3183 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3184 = "arith.addi"(%arg1738, %3183) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3185 = "arith.index_cast"(%3184) : (index) -> i32
    "func.return"(%3185, %arg1739) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f637"}> ({
  ^bb0(%arg1730: i32, %arg1731: i32, %arg1732: index, %arg1733: f32):
    %3165 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3166 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3167 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3168 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3169 = "scf.for"(%3166, %3167, %3168, %3165) ({
    ^bb0(%arg1734: index, %arg1735: i32):
      %3175 = "arith.index_cast"(%arg1734) : (index) -> i32
      %3176 = "arith.muli"(%3165, %arg1731) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3177 = "arith.addi"(%arg1735, %3175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3178 = "arith.xori"(%3177, %3176) : (i32, i32) -> i32
      "scf.yield"(%3178) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3170 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3171 = "arith.addi"(%arg1732, %3170) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3172 = "arith.index_cast"(%3171) : (index) -> i32
    %3173 = "arith.andi"(%3165, %3165) : (i32, i32) -> i32
    %3174 = "arith.andi"(%3165, %3165) : (i32, i32) -> i32
    "func.return"(%3174, %arg1733) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f638"}> ({
  ^bb0(%arg1726: i32, %arg1727: i32, %arg1728: index, %arg1729: f32):
    %3159 = "arith.maxsi"(%arg1726, %arg1726) : (i32, i32) -> i32
    %3160 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3161 = "arith.addi"(%arg1728, %3160) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3162 = "arith.index_cast"(%3161) : (index) -> i32
    %3163 = "arith.addf"(%arg1729, %arg1729) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3164 = "arith.addi"(%arg1726, %arg1727) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3164, %3163) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f639"}> ({
  ^bb0(%arg1720: i32, %arg1721: i32, %arg1722: index, %arg1723: f32):
    %3144 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3145 = "arith.addi"(%arg1722, %3144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3146 = "arith.index_cast"(%3145) : (index) -> i32
    %3147 = "arith.addi"(%arg1720, %3146) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3148 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3149 = "arith.addi"(%arg1722, %3148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3150 = "arith.index_cast"(%3149) : (index) -> i32
    %3151 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3152 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3153 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3154 = "scf.for"(%3151, %3152, %3153, %3147) ({
    ^bb0(%arg1724: index, %arg1725: i32):
      %3155 = "arith.index_cast"(%arg1724) : (index) -> i32
      %3156 = "arith.muli"(%3150, %arg1720) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3157 = "arith.addi"(%arg1725, %3155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3158 = "arith.xori"(%3157, %3156) : (i32, i32) -> i32
      "scf.yield"(%3158) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3154, %arg1723) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f640"}> ({
  ^bb0(%arg1714: i32, %arg1715: i32, %arg1716: index, %arg1717: f32):
    %3130 = "arith.subf"(%arg1717, %arg1717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3131 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3132 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3133 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3134 = "scf.for"(%3131, %3132, %3133, %arg1714) ({
    ^bb0(%arg1718: index, %arg1719: i32):
      %3140 = "arith.index_cast"(%arg1718) : (index) -> i32
      %3141 = "arith.muli"(%arg1715, %arg1715) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3142 = "arith.addi"(%arg1719, %3140) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3143 = "arith.xori"(%3142, %3141) : (i32, i32) -> i32
      "scf.yield"(%3143) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3135 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3136 = "arith.cmpi"(%arg1715, %arg1715) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3137 = "scf.if"(%3136) ({
      %3139 = "arith.addi"(%3135, %3135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3139) : (i32) -> ()
    }, {
      %3138 = "arith.muli"(%3135, %3135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3138) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3137, %3130) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f641"}> ({
  ^bb0(%arg1708: i32, %arg1709: i32, %arg1710: index, %arg1711: f32):
    %3119 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3120 = "arith.addf"(%arg1711, %arg1711) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3121 = "arith.minsi"(%arg1708, %arg1709) : (i32, i32) -> i32
    %3122 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3123 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3124 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3125 = "scf.for"(%3122, %3123, %3124, %3119) ({
    ^bb0(%arg1712: index, %arg1713: i32):
      %3126 = "arith.index_cast"(%arg1712) : (index) -> i32
      %3127 = "arith.muli"(%arg1709, %arg1708) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3128 = "arith.addi"(%arg1713, %3126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3129 = "arith.xori"(%3128, %3127) : (i32, i32) -> i32
      "scf.yield"(%3129) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3125, %3120) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f642"}> ({
  ^bb0(%arg1704: i32, %arg1705: i32, %arg1706: index, %arg1707: f32):
    %3111 = "arith.muli"(%arg1705, %arg1704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3112:2 = "func.call"(%arg1705, %arg1705, %arg1706, %arg1707) <{callee = @f635}> : (i32, i32, index, f32) -> (i32, f32)
    %3113 = "arith.cmpi"(%arg1705, %3111) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3114 = "scf.if"(%3113) ({
      %3118 = "arith.addi"(%3111, %3112#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3118) : (i32) -> ()
    }, {
      %3117 = "arith.muli"(%3111, %3112#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3117) : (i32) -> ()
    }) : (i1) -> i32
    %3115 = "arith.ori"(%3114, %3111) : (i32, i32) -> i32
    %3116 = "arith.ori"(%3114, %3111) : (i32, i32) -> i32
    "func.return"(%3116, %3112#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f643"}> ({
  ^bb0(%arg1700: i32, %arg1701: i32, %arg1702: index, %arg1703: f32):
    %3105:2 = "func.call"(%arg1701, %arg1701, %arg1702, %arg1703) <{callee = @f639}> : (i32, i32, index, f32) -> (i32, f32)
    %3106 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3107 = "arith.cmpi"(%3106, %3105#0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3108 = "arith.select"(%3107, %3106, %arg1701) : (i1, i32, i32) -> i32
    %3109 = "arith.cmpi"(%3105#0, %arg1700) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3110 = "arith.select"(%3109, %3105#0, %3106) : (i1, i32, i32) -> i32
    "func.return"(%3110, %3105#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f644"}> ({
  ^bb0(%arg1696: i32, %arg1697: i32, %arg1698: index, %arg1699: f32):
    %3099 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3100 = "arith.addi"(%arg1698, %3099) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3101 = "arith.index_cast"(%3100) : (index) -> i32
    %3102 = "arith.ori"(%arg1697, %3101) : (i32, i32) -> i32
    %3103 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3104:2 = "func.call"(%3102, %arg1697, %arg1698, %arg1699) <{callee = @f638}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3104#0, %3104#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f645"}> ({
  ^bb0(%arg1692: i32, %arg1693: i32, %arg1694: index, %arg1695: f32):
    %3093 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3094 = "arith.addf"(%arg1695, %arg1695) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3095 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3096 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3097 = "arith.addi"(%arg1694, %3096) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3098 = "arith.index_cast"(%3097) : (index) -> i32
    "func.return"(%3098, %3094) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f646"}> ({
  ^bb0(%arg1688: i32, %arg1689: i32, %arg1690: index, %arg1691: f32):
    %3088 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3089:2 = "func.call"(%3088, %3088, %arg1690, %arg1691) <{callee = @f638}> : (i32, i32, index, f32) -> (i32, f32)
    %3090 = "arith.maxsi"(%3088, %3088) : (i32, i32) -> i32
    %3091 = "arith.maxsi"(%3088, %3088) : (i32, i32) -> i32
    %3092:2 = "func.call"(%3091, %3090, %arg1690, %3089#1) <{callee = @f643}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3092#0, %3092#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f647"}> ({
  ^bb0(%arg1684: i32, %arg1685: i32, %arg1686: index, %arg1687: f32):
    %3083 = "arith.minsi"(%arg1685, %arg1684) : (i32, i32) -> i32
    %3084:2 = "func.call"(%3083, %arg1684, %arg1686, %arg1687) <{callee = @f642}> : (i32, i32, index, f32) -> (i32, f32)
    %3085 = "arith.andi"(%3084#0, %3083) : (i32, i32) -> i32
    %3086 = "arith.andi"(%3084#0, %3083) : (i32, i32) -> i32
    %3087 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%3087, %3084#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f648"}> ({
  ^bb0(%arg1680: i32, %arg1681: i32, %arg1682: index, %arg1683: f32):
    %3079 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3080 = "arith.xori"(%arg1680, %arg1681) : (i32, i32) -> i32
    %3081 = "arith.mulf"(%arg1683, %arg1683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3082 = "arith.ori"(%3080, %arg1680) : (i32, i32) -> i32
    "func.return"(%3082, %3081) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f649"}> ({
  ^bb0(%arg1676: i32, %arg1677: i32, %arg1678: index, %arg1679: f32):
    %3070 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3071 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3072 = "arith.addi"(%arg1678, %3071) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3073 = "arith.index_cast"(%3072) : (index) -> i32
    %3074 = "arith.andi"(%3073, %3073) : (i32, i32) -> i32
    %3075 = "arith.cmpi"(%arg1677, %arg1677) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3076 = "scf.if"(%3075) ({
      %3078 = "arith.addi"(%3070, %arg1676) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3078) : (i32) -> ()
    }, {
      %3077 = "arith.muli"(%3070, %arg1676) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3077) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3076, %arg1679) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f650"}> ({
  ^bb0(%arg1672: i32, %arg1673: i32, %arg1674: index, %arg1675: f32):
    %3063 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3064 = "arith.addi"(%arg1672, %arg1673) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3065 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3066 = "arith.addi"(%arg1674, %3065) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3067 = "arith.index_cast"(%3066) : (index) -> i32
    %3068 = "arith.cmpi"(%3064, %3064) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3069 = "arith.select"(%3068, %3067, %arg1672) : (i1, i32, i32) -> i32
    "func.return"(%3069, %arg1675) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f651"}> ({
  ^bb0(%arg1666: i32, %arg1667: i32, %arg1668: index, %arg1669: f32):
    %3052:2 = "func.call"(%arg1666, %arg1666, %arg1668, %arg1669) <{callee = @f643}> : (i32, i32, index, f32) -> (i32, f32)
    %3053:2 = "func.call"(%arg1666, %3052#0, %arg1668, %arg1669) <{callee = @f645}> : (i32, i32, index, f32) -> (i32, f32)
    %3054 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3055 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3056 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3057 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3058 = "scf.for"(%3055, %3056, %3057, %arg1666) ({
    ^bb0(%arg1670: index, %arg1671: i32):
      %3059 = "arith.index_cast"(%arg1670) : (index) -> i32
      %3060 = "arith.muli"(%3052#0, %3054) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3061 = "arith.addi"(%arg1671, %3059) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3062 = "arith.xori"(%3061, %3060) : (i32, i32) -> i32
      "scf.yield"(%3062) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3058, %3053#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f652"}> ({
  ^bb0(%arg1660: i32, %arg1661: i32, %arg1662: index, %arg1663: f32):
    %3039 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3040 = "arith.andi"(%arg1661, %arg1661) : (i32, i32) -> i32
    %3041 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3042 = "arith.addi"(%arg1662, %3041) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3043 = "arith.index_cast"(%3042) : (index) -> i32
    %3044 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3045 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3046 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3047 = "scf.for"(%3044, %3045, %3046, %3040) ({
    ^bb0(%arg1664: index, %arg1665: i32):
      %3048 = "arith.index_cast"(%arg1664) : (index) -> i32
      %3049 = "arith.muli"(%arg1661, %3039) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3050 = "arith.addi"(%arg1665, %3048) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3051 = "arith.xori"(%3050, %3049) : (i32, i32) -> i32
      "scf.yield"(%3051) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3047, %arg1663) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f653"}> ({
  ^bb0(%arg1656: i32, %arg1657: i32, %arg1658: index, %arg1659: f32):
    %3033 = "arith.addf"(%arg1659, %arg1659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3034 = "arith.cmpi"(%arg1657, %arg1656) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3035 = "arith.select"(%3034, %arg1657, %arg1656) : (i1, i32, i32) -> i32
    %3036 = "arith.cmpi"(%arg1656, %arg1657) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3037 = "arith.select"(%3036, %arg1657, %arg1656) : (i1, i32, i32) -> i32
    %3038:2 = "func.call"(%arg1657, %3035, %arg1658, %3033) <{callee = @f650}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3038#0, %3038#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f654"}> ({
  ^bb0(%arg1652: i32, %arg1653: i32, %arg1654: index, %arg1655: f32):
    %3022 = "arith.cmpi"(%arg1652, %arg1652) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3023 = "arith.select"(%3022, %arg1653, %arg1652) : (i1, i32, i32) -> i32
    %3024 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3025 = "arith.addi"(%arg1654, %3024) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3026 = "arith.index_cast"(%3025) : (index) -> i32
    %3027 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3028 = "arith.addi"(%arg1654, %3027) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3029 = "arith.index_cast"(%3028) : (index) -> i32
    %3030 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3031 = "arith.addi"(%3024, %3030) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3032 = "arith.index_cast"(%3031) : (index) -> i32
    "func.return"(%3032, %arg1655) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f655"}> ({
  ^bb0(%arg1646: i32, %arg1647: i32, %arg1648: index, %arg1649: f32):
    %3011 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3012 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3013 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3014 = "scf.for"(%3011, %3012, %3013, %arg1646) ({
    ^bb0(%arg1650: index, %arg1651: i32):
      %3018 = "arith.index_cast"(%arg1650) : (index) -> i32
      %3019 = "arith.muli"(%arg1646, %arg1646) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3020 = "arith.addi"(%arg1651, %3018) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3021 = "arith.xori"(%3020, %3019) : (i32, i32) -> i32
      "scf.yield"(%3021) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %3015 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3016 = "arith.subf"(%arg1649, %arg1649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3017 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%3017, %3016) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f656"}> ({
  ^bb0(%arg1642: i32, %arg1643: i32, %arg1644: index, %arg1645: f32):
    %3005 = "arith.cmpi"(%arg1643, %arg1642) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %3006 = "arith.select"(%3005, %arg1643, %arg1643) : (i1, i32, i32) -> i32
    %3007 = "arith.cmpi"(%3006, %arg1642) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3008 = "arith.select"(%3007, %arg1643, %3006) : (i1, i32, i32) -> i32
    %3009 = "arith.mulf"(%arg1645, %arg1645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3010:2 = "func.call"(%3008, %3008, %arg1644, %3009) <{callee = @f654}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%3010#0, %3010#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f657"}> ({
  ^bb0(%arg1638: i32, %arg1639: i32, %arg1640: index, %arg1641: f32):
    %3000 = "arith.mulf"(%arg1641, %arg1641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3001 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3002 = "arith.xori"(%arg1639, %3001) : (i32, i32) -> i32
    %3003 = "arith.cmpi"(%3002, %arg1638) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3004 = "arith.select"(%3003, %arg1638, %arg1639) : (i1, i32, i32) -> i32
    "func.return"(%3004, %3000) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f658"}> ({
  ^bb0(%arg1634: i32, %arg1635: i32, %arg1636: index, %arg1637: f32):
    %2994 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2995 = "arith.addi"(%arg1636, %2994) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2996 = "arith.index_cast"(%2995) : (index) -> i32
    %2997 = "arith.xori"(%arg1635, %arg1635) : (i32, i32) -> i32
    %2998:2 = "func.call"(%arg1634, %2997, %2994, %arg1637) <{callee = @f651}> : (i32, i32, index, f32) -> (i32, f32)
    %2999 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%2999, %2998#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f659"}> ({
  ^bb0(%arg1630: i32, %arg1631: i32, %arg1632: index, %arg1633: f32):
    %2988 = "arith.cmpi"(%arg1631, %arg1631) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2989 = "arith.select"(%2988, %arg1630, %arg1630) : (i1, i32, i32) -> i32
    %2990 = "arith.mulf"(%arg1633, %arg1633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2991 = "arith.ori"(%2989, %2989) : (i32, i32) -> i32
    %2992 = "arith.cmpi"(%arg1631, %arg1630) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2993 = "arith.select"(%2992, %2991, %2991) : (i1, i32, i32) -> i32
    "func.return"(%2993, %2990) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f660"}> ({
  ^bb0(%arg1624: i32, %arg1625: i32, %arg1626: index, %arg1627: f32):
    %2977:2 = "func.call"(%arg1624, %arg1624, %arg1626, %arg1627) <{callee = @f657}> : (i32, i32, index, f32) -> (i32, f32)
    %2978 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2979 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2980 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2981 = "scf.for"(%2978, %2979, %2980, %arg1624) ({
    ^bb0(%arg1628: index, %arg1629: i32):
      %2984 = "arith.index_cast"(%arg1628) : (index) -> i32
      %2985 = "arith.muli"(%arg1625, %arg1624) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2986 = "arith.addi"(%arg1629, %2984) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2987 = "arith.xori"(%2986, %2985) : (i32, i32) -> i32
      "scf.yield"(%2987) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2982 = "arith.minsi"(%arg1624, %arg1625) : (i32, i32) -> i32
    %2983 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%2983, %2977#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f661"}> ({
  ^bb0(%arg1616: i32, %arg1617: i32, %arg1618: index, %arg1619: f32):
    %2959 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2960 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2961 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2962 = "scf.for"(%2959, %2960, %2961, %arg1616) ({
    ^bb0(%arg1622: index, %arg1623: i32):
      %2973 = "arith.index_cast"(%arg1622) : (index) -> i32
      %2974 = "arith.muli"(%arg1616, %arg1617) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2975 = "arith.addi"(%arg1623, %2973) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2976 = "arith.xori"(%2975, %2974) : (i32, i32) -> i32
      "scf.yield"(%2976) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2963 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2964 = "arith.subi"(%arg1617, %arg1617) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2965 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2966 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2967 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2968 = "scf.for"(%2965, %2966, %2967, %arg1616) ({
    ^bb0(%arg1620: index, %arg1621: i32):
      %2969 = "arith.index_cast"(%arg1620) : (index) -> i32
      %2970 = "arith.muli"(%2964, %2964) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2971 = "arith.addi"(%arg1621, %2969) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2972 = "arith.xori"(%2971, %2970) : (i32, i32) -> i32
      "scf.yield"(%2972) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2968, %arg1619) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f662"}> ({
  ^bb0(%arg1612: i32, %arg1613: i32, %arg1614: index, %arg1615: f32):
    %2952 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2953 = "arith.muli"(%arg1613, %arg1612) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2954 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2955 = "arith.cmpi"(%arg1612, %2952) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2956 = "scf.if"(%2955) ({
      %2958 = "arith.addi"(%2954, %arg1613) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2958) : (i32) -> ()
    }, {
      %2957 = "arith.muli"(%2954, %arg1613) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2957) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2956, %arg1615) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f663"}> ({
  ^bb0(%arg1606: i32, %arg1607: i32, %arg1608: index, %arg1609: f32):
    %2940 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2941 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2942 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2943 = "scf.for"(%2940, %2941, %2942, %arg1607) ({
    ^bb0(%arg1610: index, %arg1611: i32):
      %2948 = "arith.index_cast"(%arg1610) : (index) -> i32
      %2949 = "arith.muli"(%arg1607, %arg1606) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2950 = "arith.addi"(%arg1611, %2948) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2951 = "arith.xori"(%2950, %2949) : (i32, i32) -> i32
      "scf.yield"(%2951) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2944 = "arith.addf"(%arg1609, %arg1609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2945 = "arith.minsi"(%arg1607, %arg1607) : (i32, i32) -> i32
    %2946 = "arith.cmpi"(%2943, %2943) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2947 = "arith.select"(%2946, %2943, %arg1607) : (i1, i32, i32) -> i32
    "func.return"(%2947, %2944) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f664"}> ({
  ^bb0(%arg1602: i32, %arg1603: i32, %arg1604: index, %arg1605: f32):
    %2934 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2935 = "arith.addi"(%arg1604, %2934) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2936 = "arith.index_cast"(%2935) : (index) -> i32
    %2937 = "arith.subf"(%arg1605, %arg1605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2938 = "arith.addf"(%2937, %2937) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2939 = "arith.mulf"(%2937, %arg1605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2936, %2939) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f665"}> ({
  ^bb0(%arg1598: i32, %arg1599: i32, %arg1600: index, %arg1601: f32):
    %2930 = "arith.minsi"(%arg1598, %arg1598) : (i32, i32) -> i32
    %2931 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2932 = "arith.minsi"(%arg1599, %arg1598) : (i32, i32) -> i32
    %2933:2 = "func.call"(%2932, %2932, %arg1600, %arg1601) <{callee = @f664}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2933#0, %2933#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f666"}> ({
  ^bb0(%arg1594: i32, %arg1595: i32, %arg1596: index, %arg1597: f32):
    %2920 = "arith.cmpi"(%arg1594, %arg1594) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2921 = "arith.select"(%2920, %arg1595, %arg1594) : (i1, i32, i32) -> i32
    %2922 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2923 = "arith.cmpi"(%2921, %2922) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2924 = "scf.if"(%2923) ({
      %2929 = "arith.addi"(%arg1595, %2922) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2929) : (i32) -> ()
    }, {
      %2928 = "arith.muli"(%arg1595, %2922) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2928) : (i32) -> ()
    }) : (i1) -> i32
    %2925 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2926 = "arith.addi"(%arg1596, %2925) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2927 = "arith.index_cast"(%2926) : (index) -> i32
    "func.return"(%2927, %arg1597) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f667"}> ({
  ^bb0(%arg1590: i32, %arg1591: i32, %arg1592: index, %arg1593: f32):
    %2916 = "arith.mulf"(%arg1593, %arg1593) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2917:2 = "func.call"(%arg1591, %arg1591, %arg1592, %arg1593) <{callee = @f661}> : (i32, i32, index, f32) -> (i32, f32)
    %2918:2 = "func.call"(%arg1590, %arg1591, %arg1592, %arg1593) <{callee = @f659}> : (i32, i32, index, f32) -> (i32, f32)
    %2919 = "arith.ori"(%arg1591, %arg1590) : (i32, i32) -> i32
    "func.return"(%2919, %2918#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f668"}> ({
  ^bb0(%arg1586: i32, %arg1587: i32, %arg1588: index, %arg1589: f32):
    %2911 = "arith.muli"(%arg1587, %arg1586) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2912 = "arith.muli"(%arg1587, %arg1586) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2913 = "arith.subf"(%arg1589, %arg1589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2914 = "arith.xori"(%2912, %arg1586) : (i32, i32) -> i32
    %2915 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2915, %2913) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f669"}> ({
  ^bb0(%arg1580: i32, %arg1581: i32, %arg1582: index, %arg1583: f32):
    %2895 = "arith.cmpi"(%arg1580, %arg1581) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2896 = "scf.if"(%2895) ({
      %2910 = "arith.addi"(%arg1581, %arg1581) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2910) : (i32) -> ()
    }, {
      %2909 = "arith.muli"(%arg1581, %arg1581) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2909) : (i32) -> ()
    }) : (i1) -> i32
    %2897 = "arith.minsi"(%arg1580, %2896) : (i32, i32) -> i32
    %2898 = "arith.minsi"(%arg1580, %2896) : (i32, i32) -> i32
    %2899 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2900 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2901 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2902 = "scf.for"(%2899, %2900, %2901, %arg1580) ({
    ^bb0(%arg1584: index, %arg1585: i32):
      %2905 = "arith.index_cast"(%arg1584) : (index) -> i32
      %2906 = "arith.muli"(%2897, %2897) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2907 = "arith.addi"(%arg1585, %2905) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2908 = "arith.xori"(%2907, %2906) : (i32, i32) -> i32
      "scf.yield"(%2908) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2903 = "arith.cmpi"(%arg1581, %2897) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2904 = "arith.select"(%2903, %2902, %arg1580) : (i1, i32, i32) -> i32
    "func.return"(%2904, %arg1583) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f670"}> ({
  ^bb0(%arg1572: i32, %arg1573: i32, %arg1574: index, %arg1575: f32):
    %2875 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2876 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2877 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2878 = "scf.for"(%2875, %2876, %2877, %arg1573) ({
    ^bb0(%arg1578: index, %arg1579: i32):
      %2891 = "arith.index_cast"(%arg1578) : (index) -> i32
      %2892 = "arith.muli"(%arg1573, %arg1573) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2893 = "arith.addi"(%arg1579, %2891) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2894 = "arith.xori"(%2893, %2892) : (i32, i32) -> i32
      "scf.yield"(%2894) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2879 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2880 = "arith.addi"(%arg1574, %2879) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2881 = "arith.index_cast"(%2880) : (index) -> i32
    %2882 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2883 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2884 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2885 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2886 = "scf.for"(%2883, %2884, %2885, %2878) ({
    ^bb0(%arg1576: index, %arg1577: i32):
      %2887 = "arith.index_cast"(%arg1576) : (index) -> i32
      %2888 = "arith.muli"(%2878, %arg1573) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2889 = "arith.addi"(%arg1577, %2887) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2890 = "arith.xori"(%2889, %2888) : (i32, i32) -> i32
      "scf.yield"(%2890) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2886, %arg1575) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f671"}> ({
  ^bb0(%arg1566: i32, %arg1567: i32, %arg1568: index, %arg1569: f32):
    %2861 = "arith.mulf"(%arg1569, %arg1569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2862 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2863 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2864 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2865 = "scf.for"(%2862, %2863, %2864, %arg1567) ({
    ^bb0(%arg1570: index, %arg1571: i32):
      %2871 = "arith.index_cast"(%arg1570) : (index) -> i32
      %2872 = "arith.muli"(%arg1567, %arg1567) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2873 = "arith.addi"(%arg1571, %2871) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2874 = "arith.xori"(%2873, %2872) : (i32, i32) -> i32
      "scf.yield"(%2874) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2866 = "arith.minsi"(%arg1567, %arg1567) : (i32, i32) -> i32
    %2867 = "arith.minsi"(%arg1567, %arg1567) : (i32, i32) -> i32
    %2868 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2869 = "arith.addi"(%arg1568, %2868) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2870 = "arith.index_cast"(%2869) : (index) -> i32
    "func.return"(%2870, %2861) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f672"}> ({
  ^bb0(%arg1562: i32, %arg1563: i32, %arg1564: index, %arg1565: f32):
    %2852 = "arith.addf"(%arg1565, %arg1565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2853 = "arith.cmpi"(%arg1563, %arg1562) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2854 = "scf.if"(%2853) ({
      %2860 = "arith.addi"(%arg1563, %arg1562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2860) : (i32) -> ()
    }, {
      %2859 = "arith.muli"(%arg1563, %arg1562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2859) : (i32) -> ()
    }) : (i1) -> i32
    %2855 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2856 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2857 = "arith.addi"(%arg1564, %2856) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2858 = "arith.index_cast"(%2857) : (index) -> i32
    "func.return"(%2858, %2852) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f673"}> ({
  ^bb0(%arg1558: i32, %arg1559: i32, %arg1560: index, %arg1561: f32):
    %2844 = "arith.minsi"(%arg1558, %arg1559) : (i32, i32) -> i32
    %2845 = "arith.minsi"(%arg1558, %arg1559) : (i32, i32) -> i32
    %2846 = "arith.cmpi"(%arg1558, %arg1558) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2847 = "scf.if"(%2846) ({
      %2851 = "arith.addi"(%arg1558, %2844) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2851) : (i32) -> ()
    }, {
      %2850 = "arith.muli"(%arg1558, %2844) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2850) : (i32) -> ()
    }) : (i1) -> i32
    %2848 = "arith.addi"(%2847, %2844) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2849:2 = "func.call"(%2847, %2847, %arg1560, %arg1561) <{callee = @f666}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2849#0, %2849#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f674"}> ({
  ^bb0(%arg1554: i32, %arg1555: i32, %arg1556: index, %arg1557: f32):
    %2840 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2841 = "arith.addf"(%arg1557, %arg1557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2842 = "arith.xori"(%arg1554, %2840) : (i32, i32) -> i32
    %2843 = "arith.mulf"(%2841, %2841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2842, %2843) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f675"}> ({
  ^bb0(%arg1548: i32, %arg1549: i32, %arg1550: index, %arg1551: f32):
    %2826 = "arith.addi"(%arg1548, %arg1548) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2827:2 = "func.call"(%arg1548, %arg1548, %arg1550, %arg1551) <{callee = @f671}> : (i32, i32, index, f32) -> (i32, f32)
    %2828 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2829 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2830 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2831 = "scf.for"(%2828, %2829, %2830, %arg1548) ({
    ^bb0(%arg1552: index, %arg1553: i32):
      %2836 = "arith.index_cast"(%arg1552) : (index) -> i32
      %2837 = "arith.muli"(%2826, %arg1548) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2838 = "arith.addi"(%arg1553, %2836) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2839 = "arith.xori"(%2838, %2837) : (i32, i32) -> i32
      "scf.yield"(%2839) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2832 = "arith.cmpi"(%arg1549, %2826) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2833 = "scf.if"(%2832) ({
      %2835 = "arith.addi"(%arg1549, %arg1549) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2835) : (i32) -> ()
    }, {
      %2834 = "arith.muli"(%arg1549, %arg1549) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2834) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2833, %2827#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f676"}> ({
  ^bb0(%arg1544: i32, %arg1545: i32, %arg1546: index, %arg1547: f32):
    %2818 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2819 = "arith.addi"(%arg1546, %2818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2820 = "arith.index_cast"(%2819) : (index) -> i32
    %2821 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2822 = "arith.addi"(%2818, %2821) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2823 = "arith.index_cast"(%2822) : (index) -> i32
    %2824:2 = "func.call"(%2823, %2823, %2818, %arg1547) <{callee = @f668}> : (i32, i32, index, f32) -> (i32, f32)
    %2825 = "arith.mulf"(%2824#1, %arg1547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2824#0, %2825) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f677"}> ({
  ^bb0(%arg1540: i32, %arg1541: i32, %arg1542: index, %arg1543: f32):
    %2814:2 = "func.call"(%arg1541, %arg1541, %arg1542, %arg1543) <{callee = @f672}> : (i32, i32, index, f32) -> (i32, f32)
    %2815 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2816 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2817 = "arith.subi"(%2814#0, %2814#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2817, %2814#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f678"}> ({
  ^bb0(%arg1536: i32, %arg1537: i32, %arg1538: index, %arg1539: f32):
    %2807 = "arith.mulf"(%arg1539, %arg1539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2808:2 = "func.call"(%arg1537, %arg1537, %arg1538, %2807) <{callee = @f674}> : (i32, i32, index, f32) -> (i32, f32)
    %2809 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2810 = "arith.cmpi"(%arg1536, %arg1536) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2811 = "scf.if"(%2810) ({
      %2813 = "arith.addi"(%2809, %arg1536) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2813) : (i32) -> ()
    }, {
      %2812 = "arith.muli"(%2809, %arg1536) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2812) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2811, %2808#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f679"}> ({
  ^bb0(%arg1532: i32, %arg1533: i32, %arg1534: index, %arg1535: f32):
    %2803 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2804 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2805:2 = "func.call"(%2803, %2803, %arg1534, %arg1535) <{callee = @f676}> : (i32, i32, index, f32) -> (i32, f32)
    %2806 = "arith.addi"(%arg1533, %arg1533) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2806, %2805#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f680"}> ({
  ^bb0(%arg1528: i32, %arg1529: i32, %arg1530: index, %arg1531: f32):
    %2793 = "arith.ori"(%arg1529, %arg1528) : (i32, i32) -> i32
    %2794 = "arith.ori"(%arg1529, %arg1528) : (i32, i32) -> i32
    %2795 = "arith.subi"(%arg1528, %arg1528) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2796 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2797 = "arith.addi"(%arg1530, %2796) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2798 = "arith.index_cast"(%2797) : (index) -> i32
    %2799 = "arith.cmpi"(%2794, %2795) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2800 = "scf.if"(%2799) ({
      %2802 = "arith.addi"(%2793, %arg1529) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2802) : (i32) -> ()
    }, {
      %2801 = "arith.muli"(%2793, %arg1529) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2801) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2800, %arg1531) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f681"}> ({
  ^bb0(%arg1524: i32, %arg1525: i32, %arg1526: index, %arg1527: f32):
    %2786 = "arith.xori"(%arg1524, %arg1525) : (i32, i32) -> i32
    %2787 = "arith.cmpi"(%arg1525, %arg1525) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2788 = "scf.if"(%2787) ({
      %2792 = "arith.addi"(%arg1525, %arg1524) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2792) : (i32) -> ()
    }, {
      %2791 = "arith.muli"(%arg1525, %arg1524) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2791) : (i32) -> ()
    }) : (i1) -> i32
    %2789 = "arith.muli"(%arg1524, %arg1525) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2790 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%2790, %arg1527) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f682"}> ({
  ^bb0(%arg1520: i32, %arg1521: i32, %arg1522: index, %arg1523: f32):
    %2778 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2779 = "arith.addi"(%arg1522, %2778) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2780 = "arith.index_cast"(%2779) : (index) -> i32
    %2781 = "arith.cmpi"(%2780, %arg1520) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2782 = "arith.select"(%2781, %2780, %arg1520) : (i1, i32, i32) -> i32
    %2783 = "arith.andi"(%2782, %2780) : (i32, i32) -> i32
    %2784 = "arith.cmpi"(%2783, %arg1521) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2785 = "arith.select"(%2784, %arg1520, %2783) : (i1, i32, i32) -> i32
    "func.return"(%2785, %arg1523) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f683"}> ({
  ^bb0(%arg1514: i32, %arg1515: i32, %arg1516: index, %arg1517: f32):
    %2767 = "arith.ori"(%arg1514, %arg1515) : (i32, i32) -> i32
    %2768 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2769 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2770 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2771 = "scf.for"(%2768, %2769, %2770, %arg1514) ({
    ^bb0(%arg1518: index, %arg1519: i32):
      %2774 = "arith.index_cast"(%arg1518) : (index) -> i32
      %2775 = "arith.muli"(%2767, %arg1514) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2776 = "arith.addi"(%arg1519, %2774) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2777 = "arith.xori"(%2776, %2775) : (i32, i32) -> i32
      "scf.yield"(%2777) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2772:2 = "func.call"(%arg1514, %arg1515, %arg1516, %arg1517) <{callee = @f680}> : (i32, i32, index, f32) -> (i32, f32)
    %2773 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%2773, %2772#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f684"}> ({
  ^bb0(%arg1510: i32, %arg1511: i32, %arg1512: index, %arg1513: f32):
    %2761 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2762 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2763 = "arith.addi"(%arg1512, %2762) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2764 = "arith.index_cast"(%2763) : (index) -> i32
    %2765 = "arith.maxsi"(%2764, %2764) : (i32, i32) -> i32
    %2766 = "arith.minsi"(%2761, %2764) : (i32, i32) -> i32
    "func.return"(%2766, %arg1513) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f685"}> ({
  ^bb0(%arg1506: i32, %arg1507: i32, %arg1508: index, %arg1509: f32):
    %2756 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2757 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2758 = "arith.cmpi"(%arg1506, %arg1507) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %2759 = "arith.select"(%2758, %arg1506, %arg1507) : (i1, i32, i32) -> i32
    %2760 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2760, %arg1509) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f686"}> ({
  ^bb0(%arg1502: i32, %arg1503: i32, %arg1504: index, %arg1505: f32):
    %2752 = "arith.subi"(%arg1503, %arg1503) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2753 = "arith.minsi"(%arg1502, %arg1502) : (i32, i32) -> i32
    %2754 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2755 = "arith.subi"(%2754, %arg1502) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2755, %arg1505) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f687"}> ({
  ^bb0(%arg1498: i32, %arg1499: i32, %arg1500: index, %arg1501: f32):
    %2744:2 = "func.call"(%arg1499, %arg1498, %arg1500, %arg1501) <{callee = @f680}> : (i32, i32, index, f32) -> (i32, f32)
    %2745 = "arith.xori"(%arg1498, %arg1499) : (i32, i32) -> i32
    %2746 = "arith.cmpi"(%2745, %2744#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2747 = "scf.if"(%2746) ({
      %2751 = "arith.addi"(%arg1498, %2744#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2751) : (i32) -> ()
    }, {
      %2750 = "arith.muli"(%arg1498, %2744#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2750) : (i32) -> ()
    }) : (i1) -> i32
    %2748 = "arith.andi"(%2744#0, %2744#0) : (i32, i32) -> i32
    %2749 = "arith.andi"(%2744#0, %2744#0) : (i32, i32) -> i32
    "func.return"(%2749, %2744#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f688"}> ({
  ^bb0(%arg1494: i32, %arg1495: i32, %arg1496: index, %arg1497: f32):
    %2739 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2740:2 = "func.call"(%arg1495, %arg1495, %arg1496, %arg1497) <{callee = @f685}> : (i32, i32, index, f32) -> (i32, f32)
    %2741 = "arith.cmpi"(%2739, %2740#0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %2742 = "arith.select"(%2741, %2739, %2739) : (i1, i32, i32) -> i32
    %2743 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%2743, %2740#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f689"}> ({
  ^bb0(%arg1490: i32, %arg1491: i32, %arg1492: index, %arg1493: f32):
    %2726 = "arith.cmpi"(%arg1491, %arg1490) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2727 = "scf.if"(%2726) ({
      %2738 = "arith.addi"(%arg1491, %arg1491) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2738) : (i32) -> ()
    }, {
      %2737 = "arith.muli"(%arg1491, %arg1491) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2737) : (i32) -> ()
    }) : (i1) -> i32
    %2728 = "arith.cmpi"(%arg1490, %arg1490) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2729 = "scf.if"(%2728) ({
      %2736 = "arith.addi"(%2727, %arg1491) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2736) : (i32) -> ()
    }, {
      %2735 = "arith.muli"(%2727, %arg1491) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2735) : (i32) -> ()
    }) : (i1) -> i32
    %2730 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2731 = "arith.cmpi"(%arg1491, %2727) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2732 = "scf.if"(%2731) ({
      %2734 = "arith.addi"(%2727, %2729) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2734) : (i32) -> ()
    }, {
      %2733 = "arith.muli"(%2727, %2729) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2733) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2732, %arg1493) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f690"}> ({
  ^bb0(%arg1484: i32, %arg1485: i32, %arg1486: index, %arg1487: f32):
    %2712 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2713 = "arith.muli"(%2712, %arg1485) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2714 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2715 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2716 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2717 = "scf.for"(%2714, %2715, %2716, %2713) ({
    ^bb0(%arg1488: index, %arg1489: i32):
      %2722 = "arith.index_cast"(%arg1488) : (index) -> i32
      %2723 = "arith.muli"(%2713, %2713) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2724 = "arith.addi"(%arg1489, %2722) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2725 = "arith.xori"(%2724, %2723) : (i32, i32) -> i32
      "scf.yield"(%2725) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2718 = "arith.cmpi"(%2713, %arg1484) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2719 = "scf.if"(%2718) ({
      %2721 = "arith.addi"(%arg1485, %2712) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2721) : (i32) -> ()
    }, {
      %2720 = "arith.muli"(%arg1485, %2712) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2720) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2719, %arg1487) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f691"}> ({
  ^bb0(%arg1478: i32, %arg1479: i32, %arg1480: index, %arg1481: f32):
    %2699 = "arith.subf"(%arg1481, %arg1481) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2700 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2701 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2702 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2703 = "scf.for"(%2700, %2701, %2702, %arg1479) ({
    ^bb0(%arg1482: index, %arg1483: i32):
      %2708 = "arith.index_cast"(%arg1482) : (index) -> i32
      %2709 = "arith.muli"(%arg1478, %arg1479) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2710 = "arith.addi"(%arg1483, %2708) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2711 = "arith.xori"(%2710, %2709) : (i32, i32) -> i32
      "scf.yield"(%2711) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2704 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2705 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2706 = "arith.addi"(%arg1480, %2705) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2707 = "arith.index_cast"(%2706) : (index) -> i32
    "func.return"(%2707, %2699) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f692"}> ({
  ^bb0(%arg1474: i32, %arg1475: i32, %arg1476: index, %arg1477: f32):
    %2693 = "arith.ori"(%arg1474, %arg1474) : (i32, i32) -> i32
    %2694 = "arith.ori"(%arg1474, %arg1474) : (i32, i32) -> i32
    %2695 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2696 = "arith.cmpi"(%arg1475, %2695) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2697 = "arith.select"(%2696, %2693, %2695) : (i1, i32, i32) -> i32
    %2698 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2698, %arg1477) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f693"}> ({
  ^bb0(%arg1470: i32, %arg1471: i32, %arg1472: index, %arg1473: f32):
    %2689 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2690 = "arith.andi"(%arg1470, %arg1470) : (i32, i32) -> i32
    %2691 = "arith.minsi"(%arg1470, %2690) : (i32, i32) -> i32
    %2692 = "arith.andi"(%2690, %2690) : (i32, i32) -> i32
    "func.return"(%2692, %arg1473) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f694"}> ({
  ^bb0(%arg1466: i32, %arg1467: i32, %arg1468: index, %arg1469: f32):
    %2684:2 = "func.call"(%arg1466, %arg1466, %arg1468, %arg1469) <{callee = @f690}> : (i32, i32, index, f32) -> (i32, f32)
    %2685 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2686 = "arith.subi"(%arg1466, %arg1467) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2687 = "arith.subi"(%arg1466, %arg1467) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2688 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%2688, %2684#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f695"}> ({
  ^bb0(%arg1462: i32, %arg1463: i32, %arg1464: index, %arg1465: f32):
    %2676 = "arith.addi"(%arg1462, %arg1462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2677 = "arith.addi"(%arg1462, %arg1462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2678 = "arith.andi"(%arg1462, %2676) : (i32, i32) -> i32
    %2679 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2680 = "arith.addi"(%arg1464, %2679) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2681 = "arith.index_cast"(%2680) : (index) -> i32
    %2682 = "arith.minsi"(%arg1463, %2681) : (i32, i32) -> i32
    %2683 = "arith.minsi"(%arg1463, %2681) : (i32, i32) -> i32
    "func.return"(%2683, %arg1465) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f696"}> ({
  ^bb0(%arg1458: i32, %arg1459: i32, %arg1460: index, %arg1461: f32):
    %2667 = "arith.cmpi"(%arg1459, %arg1459) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2668 = "scf.if"(%2667) ({
      %2675 = "arith.addi"(%arg1459, %arg1459) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2675) : (i32) -> ()
    }, {
      %2674 = "arith.muli"(%arg1459, %arg1459) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2674) : (i32) -> ()
    }) : (i1) -> i32
    %2669:2 = "func.call"(%arg1459, %arg1458, %arg1460, %arg1461) <{callee = @f688}> : (i32, i32, index, f32) -> (i32, f32)
    %2670 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2671 = "arith.addi"(%arg1460, %2670) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2672 = "arith.index_cast"(%2671) : (index) -> i32
    %2673 = "arith.addi"(%2669#0, %arg1459) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2673, %2669#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f697"}> ({
  ^bb0(%arg1452: i32, %arg1453: i32, %arg1454: index, %arg1455: f32):
    %2649 = "arith.cmpi"(%arg1453, %arg1452) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2650 = "scf.if"(%2649) ({
      %2666 = "arith.addi"(%arg1452, %arg1452) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2666) : (i32) -> ()
    }, {
      %2665 = "arith.muli"(%arg1452, %arg1452) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2665) : (i32) -> ()
    }) : (i1) -> i32
    %2651 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2652 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2653 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2654 = "scf.for"(%2651, %2652, %2653, %arg1453) ({
    ^bb0(%arg1456: index, %arg1457: i32):
      %2661 = "arith.index_cast"(%arg1456) : (index) -> i32
      %2662 = "arith.muli"(%arg1453, %arg1453) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2663 = "arith.addi"(%arg1457, %2661) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2664 = "arith.xori"(%2663, %2662) : (i32, i32) -> i32
      "scf.yield"(%2664) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2655 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2656 = "arith.addi"(%arg1454, %2655) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2657 = "arith.index_cast"(%2656) : (index) -> i32
    %2658 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2659 = "arith.addi"(%2655, %2658) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2660 = "arith.index_cast"(%2659) : (index) -> i32
    "func.return"(%2660, %arg1455) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f698"}> ({
  ^bb0(%arg1448: i32, %arg1449: i32, %arg1450: index, %arg1451: f32):
    %2639 = "arith.andi"(%arg1449, %arg1449) : (i32, i32) -> i32
    %2640 = "arith.cmpi"(%arg1448, %arg1449) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2641 = "scf.if"(%2640) ({
      %2648 = "arith.addi"(%2639, %arg1449) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2648) : (i32) -> ()
    }, {
      %2647 = "arith.muli"(%2639, %arg1449) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2647) : (i32) -> ()
    }) : (i1) -> i32
    %2642 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2643 = "arith.addi"(%arg1450, %2642) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2644 = "arith.index_cast"(%2643) : (index) -> i32
    %2645 = "arith.andi"(%arg1448, %2639) : (i32, i32) -> i32
    %2646 = "arith.andi"(%arg1448, %2639) : (i32, i32) -> i32
    "func.return"(%2646, %arg1451) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f699"}> ({
  ^bb0(%arg1444: i32, %arg1445: i32, %arg1446: index, %arg1447: f32):
    %2633 = "arith.ori"(%arg1444, %arg1445) : (i32, i32) -> i32
    %2634 = "arith.muli"(%2633, %arg1444) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2635 = "arith.muli"(%2633, %arg1444) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2636 = "arith.cmpi"(%2634, %2635) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %2637 = "arith.select"(%2636, %arg1445, %2633) : (i1, i32, i32) -> i32
    %2638 = "arith.xori"(%arg1445, %arg1444) : (i32, i32) -> i32
    "func.return"(%2638, %arg1447) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f700"}> ({
  ^bb0(%arg1440: i32, %arg1441: i32, %arg1442: index, %arg1443: f32):
    %2629 = "arith.mulf"(%arg1443, %arg1443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2630 = "arith.addi"(%arg1441, %arg1441) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2631 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2632:2 = "func.call"(%arg1440, %2630, %arg1442, %arg1443) <{callee = @f693}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2632#0, %2632#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f701"}> ({
  ^bb0(%arg1436: i32, %arg1437: i32, %arg1438: index, %arg1439: f32):
    %2623 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2624 = "arith.minsi"(%2623, %2623) : (i32, i32) -> i32
    %2625 = "arith.minsi"(%2623, %2623) : (i32, i32) -> i32
    %2626 = "arith.subf"(%arg1439, %arg1439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2627 = "arith.muli"(%arg1437, %2623) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2628 = "arith.muli"(%arg1437, %2623) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2628, %2626) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f702"}> ({
  ^bb0(%arg1432: i32, %arg1433: i32, %arg1434: index, %arg1435: f32):
    %2616 = "arith.andi"(%arg1432, %arg1432) : (i32, i32) -> i32
    %2617 = "arith.andi"(%arg1432, %arg1432) : (i32, i32) -> i32
    %2618 = "arith.muli"(%2616, %2617) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2619 = "arith.cmpi"(%arg1432, %arg1432) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2620 = "arith.select"(%2619, %arg1432, %arg1432) : (i1, i32, i32) -> i32
    %2621 = "arith.cmpi"(%2616, %2617) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2622 = "arith.select"(%2621, %2620, %2618) : (i1, i32, i32) -> i32
    "func.return"(%2622, %arg1435) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f703"}> ({
  ^bb0(%arg1428: i32, %arg1429: i32, %arg1430: index, %arg1431: f32):
    %2608 = "arith.cmpi"(%arg1429, %arg1429) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2609 = "scf.if"(%2608) ({
      %2615 = "arith.addi"(%arg1429, %arg1429) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2615) : (i32) -> ()
    }, {
      %2614 = "arith.muli"(%arg1429, %arg1429) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2614) : (i32) -> ()
    }) : (i1) -> i32
    %2610 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2611 = "arith.xori"(%arg1429, %arg1428) : (i32, i32) -> i32
    %2612 = "arith.xori"(%arg1429, %arg1428) : (i32, i32) -> i32
    %2613 = "arith.mulf"(%arg1431, %arg1431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2612, %2613) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f704"}> ({
  ^bb0(%arg1422: i32, %arg1423: i32, %arg1424: index, %arg1425: f32):
    %2597 = "arith.andi"(%arg1422, %arg1423) : (i32, i32) -> i32
    %2598 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2599 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2600 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2601 = "scf.for"(%2598, %2599, %2600, %2597) ({
    ^bb0(%arg1426: index, %arg1427: i32):
      %2604 = "arith.index_cast"(%arg1426) : (index) -> i32
      %2605 = "arith.muli"(%2597, %arg1422) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2606 = "arith.addi"(%arg1427, %2604) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2607 = "arith.xori"(%2606, %2605) : (i32, i32) -> i32
      "scf.yield"(%2607) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2602 = "arith.subf"(%arg1425, %arg1425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2603 = "arith.ori"(%2597, %2597) : (i32, i32) -> i32
    "func.return"(%2603, %2602) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f705"}> ({
  ^bb0(%arg1416: i32, %arg1417: i32, %arg1418: index, %arg1419: f32):
    %2586 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2587 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2588 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2589 = "scf.for"(%2586, %2587, %2588, %arg1417) ({
    ^bb0(%arg1420: index, %arg1421: i32):
      %2593 = "arith.index_cast"(%arg1420) : (index) -> i32
      %2594 = "arith.muli"(%arg1417, %arg1416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2595 = "arith.addi"(%arg1421, %2593) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2596 = "arith.xori"(%2595, %2594) : (i32, i32) -> i32
      "scf.yield"(%2596) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2590 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2591 = "arith.mulf"(%arg1419, %arg1419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2592 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%2592, %2591) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f706"}> ({
  ^bb0(%arg1412: i32, %arg1413: i32, %arg1414: index, %arg1415: f32):
    %2579:2 = "func.call"(%arg1413, %arg1413, %arg1414, %arg1415) <{callee = @f700}> : (i32, i32, index, f32) -> (i32, f32)
    %2580 = "arith.subi"(%2579#0, %arg1412) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2581 = "arith.subi"(%2579#0, %arg1412) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2582 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2583 = "arith.addi"(%arg1414, %2582) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2584 = "arith.index_cast"(%2583) : (index) -> i32
    %2585:2 = "func.call"(%2580, %2579#0, %arg1414, %2579#1) <{callee = @f705}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2585#0, %2585#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f707"}> ({
  ^bb0(%arg1408: i32, %arg1409: i32, %arg1410: index, %arg1411: f32):
    %2575 = "arith.addf"(%arg1411, %arg1411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2576 = "arith.subi"(%arg1408, %arg1408) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2577:2 = "func.call"(%arg1408, %arg1409, %arg1410, %arg1411) <{callee = @f702}> : (i32, i32, index, f32) -> (i32, f32)
    %2578 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2578, %2577#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f708"}> ({
  ^bb0(%arg1404: i32, %arg1405: i32, %arg1406: index, %arg1407: f32):
    %2571:2 = "func.call"(%arg1405, %arg1404, %arg1406, %arg1407) <{callee = @f700}> : (i32, i32, index, f32) -> (i32, f32)
    %2572:2 = "func.call"(%2571#0, %2571#0, %arg1406, %2571#1) <{callee = @f702}> : (i32, i32, index, f32) -> (i32, f32)
    %2573 = "arith.xori"(%2572#0, %2572#0) : (i32, i32) -> i32
    %2574 = "arith.mulf"(%2571#1, %arg1407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2573, %2574) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f709"}> ({
  ^bb0(%arg1400: i32, %arg1401: i32, %arg1402: index, %arg1403: f32):
    %2566 = "arith.andi"(%arg1400, %arg1400) : (i32, i32) -> i32
    %2567 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2568 = "arith.andi"(%arg1401, %2567) : (i32, i32) -> i32
    %2569 = "arith.andi"(%arg1401, %2567) : (i32, i32) -> i32
    %2570 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%2570, %arg1403) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f710"}> ({
  ^bb0(%arg1396: i32, %arg1397: i32, %arg1398: index, %arg1399: f32):
    %2561:2 = "func.call"(%arg1396, %arg1397, %arg1398, %arg1399) <{callee = @f703}> : (i32, i32, index, f32) -> (i32, f32)
    %2562 = "arith.andi"(%arg1397, %2561#0) : (i32, i32) -> i32
    %2563 = "arith.addi"(%arg1397, %arg1397) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2564 = "arith.addi"(%2561#0, %2561#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2565 = "arith.addi"(%2561#0, %2561#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2565, %2561#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f711"}> ({
  ^bb0(%arg1392: i32, %arg1393: i32, %arg1394: index, %arg1395: f32):
    %2556 = "arith.maxsi"(%arg1393, %arg1393) : (i32, i32) -> i32
    %2557 = "arith.maxsi"(%arg1393, %arg1393) : (i32, i32) -> i32
    %2558:2 = "func.call"(%2556, %arg1392, %arg1394, %arg1395) <{callee = @f706}> : (i32, i32, index, f32) -> (i32, f32)
    %2559 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2560 = "arith.mulf"(%arg1395, %arg1395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2559, %2560) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f712"}> ({
  ^bb0(%arg1388: i32, %arg1389: i32, %arg1390: index, %arg1391: f32):
    %2550 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2551 = "arith.addi"(%arg1390, %2550) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2552 = "arith.index_cast"(%2551) : (index) -> i32
    %2553 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2554 = "arith.andi"(%arg1389, %2553) : (i32, i32) -> i32
    %2555 = "arith.addi"(%arg1388, %2554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2555, %arg1391) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f713"}> ({
  ^bb0(%arg1384: i32, %arg1385: i32, %arg1386: index, %arg1387: f32):
    %2542 = "arith.addi"(%arg1385, %arg1385) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2543 = "arith.addi"(%arg1385, %arg1385) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2544 = "arith.ori"(%2543, %2542) : (i32, i32) -> i32
    %2545 = "arith.mulf"(%arg1387, %arg1387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2546 = "arith.cmpi"(%2542, %2543) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2547 = "scf.if"(%2546) ({
      %2549 = "arith.addi"(%2544, %2543) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2549) : (i32) -> ()
    }, {
      %2548 = "arith.muli"(%2544, %2543) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2548) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2547, %2545) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f714"}> ({
  ^bb0(%arg1380: i32, %arg1381: i32, %arg1382: index, %arg1383: f32):
    %2535:2 = "func.call"(%arg1380, %arg1380, %arg1382, %arg1383) <{callee = @f709}> : (i32, i32, index, f32) -> (i32, f32)
    %2536 = "arith.minsi"(%2535#0, %arg1381) : (i32, i32) -> i32
    %2537 = "arith.cmpi"(%2535#0, %2535#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2538 = "scf.if"(%2537) ({
      %2541 = "arith.addi"(%arg1380, %2535#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2541) : (i32) -> ()
    }, {
      %2540 = "arith.muli"(%arg1380, %2535#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2540) : (i32) -> ()
    }) : (i1) -> i32
    %2539:2 = "func.call"(%2535#0, %2538, %arg1382, %2535#1) <{callee = @f710}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2539#0, %2539#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f715"}> ({
  ^bb0(%arg1372: i32, %arg1373: i32, %arg1374: index, %arg1375: f32):
    %2517 = "arith.addf"(%arg1375, %arg1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2518:2 = "func.call"(%arg1373, %arg1373, %arg1374, %arg1375) <{callee = @f709}> : (i32, i32, index, f32) -> (i32, f32)
    %2519 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2520 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2521 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2522 = "scf.for"(%2519, %2520, %2521, %arg1372) ({
    ^bb0(%arg1378: index, %arg1379: i32):
      %2531 = "arith.index_cast"(%arg1378) : (index) -> i32
      %2532 = "arith.muli"(%arg1373, %arg1373) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2533 = "arith.addi"(%arg1379, %2531) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2534 = "arith.xori"(%2533, %2532) : (i32, i32) -> i32
      "scf.yield"(%2534) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2523 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2524 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2525 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2526 = "scf.for"(%2523, %2524, %2525, %2522) ({
    ^bb0(%arg1376: index, %arg1377: i32):
      %2527 = "arith.index_cast"(%arg1376) : (index) -> i32
      %2528 = "arith.muli"(%arg1373, %2518#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2529 = "arith.addi"(%arg1377, %2527) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2530 = "arith.xori"(%2529, %2528) : (i32, i32) -> i32
      "scf.yield"(%2530) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2526, %2518#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f716"}> ({
  ^bb0(%arg1366: i32, %arg1367: i32, %arg1368: index, %arg1369: f32):
    %2503 = "arith.addi"(%arg1367, %arg1366) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2504 = "arith.subi"(%2503, %2503) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2505 = "arith.subi"(%2503, %2503) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2506 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2507 = "arith.addi"(%arg1368, %2506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2508 = "arith.index_cast"(%2507) : (index) -> i32
    %2509 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2510 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2511 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2512 = "scf.for"(%2509, %2510, %2511, %arg1366) ({
    ^bb0(%arg1370: index, %arg1371: i32):
      %2513 = "arith.index_cast"(%arg1370) : (index) -> i32
      %2514 = "arith.muli"(%arg1367, %arg1367) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2515 = "arith.addi"(%arg1371, %2513) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2516 = "arith.xori"(%2515, %2514) : (i32, i32) -> i32
      "scf.yield"(%2516) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2512, %arg1369) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f717"}> ({
  ^bb0(%arg1362: i32, %arg1363: i32, %arg1364: index, %arg1365: f32):
    %2498 = "arith.cmpi"(%arg1362, %arg1362) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %2499 = "arith.select"(%2498, %arg1362, %arg1362) : (i1, i32, i32) -> i32
    %2500 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2501 = "arith.minsi"(%2499, %arg1362) : (i32, i32) -> i32
    %2502 = "arith.addf"(%arg1365, %arg1365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2501, %2502) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f718"}> ({
  ^bb0(%arg1358: i32, %arg1359: i32, %arg1360: index, %arg1361: f32):
    %2494:2 = "func.call"(%arg1359, %arg1359, %arg1360, %arg1361) <{callee = @f715}> : (i32, i32, index, f32) -> (i32, f32)
    %2495 = "arith.addi"(%arg1358, %2494#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2496 = "arith.addf"(%arg1361, %2494#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2497 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%2497, %2496) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f719"}> ({
  ^bb0(%arg1352: i32, %arg1353: i32, %arg1354: index, %arg1355: f32):
    %2482 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2483 = "arith.addf"(%arg1355, %arg1355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2484 = "arith.cmpi"(%arg1352, %arg1353) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2485 = "arith.select"(%2484, %arg1352, %arg1352) : (i1, i32, i32) -> i32
    %2486 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2487 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2488 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2489 = "scf.for"(%2486, %2487, %2488, %arg1353) ({
    ^bb0(%arg1356: index, %arg1357: i32):
      %2490 = "arith.index_cast"(%arg1356) : (index) -> i32
      %2491 = "arith.muli"(%2485, %arg1352) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2492 = "arith.addi"(%arg1357, %2490) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2493 = "arith.xori"(%2492, %2491) : (i32, i32) -> i32
      "scf.yield"(%2493) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2489, %2483) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f720"}> ({
  ^bb0(%arg1348: i32, %arg1349: i32, %arg1350: index, %arg1351: f32):
    %2478 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2479:2 = "func.call"(%arg1348, %2478, %arg1350, %arg1351) <{callee = @f717}> : (i32, i32, index, f32) -> (i32, f32)
    %2480 = "arith.andi"(%2478, %arg1348) : (i32, i32) -> i32
    %2481 = "arith.ori"(%arg1349, %2478) : (i32, i32) -> i32
    "func.return"(%2481, %2479#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f721"}> ({
  ^bb0(%arg1342: i32, %arg1343: i32, %arg1344: index, %arg1345: f32):
    %2465 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2466 = "arith.addi"(%arg1344, %2465) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2467 = "arith.index_cast"(%2466) : (index) -> i32
    %2468 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2469 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2470 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2471 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2472 = "scf.for"(%2469, %2470, %2471, %arg1342) ({
    ^bb0(%arg1346: index, %arg1347: i32):
      %2474 = "arith.index_cast"(%arg1346) : (index) -> i32
      %2475 = "arith.muli"(%arg1342, %2467) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2476 = "arith.addi"(%arg1347, %2474) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2477 = "arith.xori"(%2476, %2475) : (i32, i32) -> i32
      "scf.yield"(%2477) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2473 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%2473, %arg1345) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f722"}> ({
  ^bb0(%arg1336: i32, %arg1337: i32, %arg1338: index, %arg1339: f32):
    %2454 = "arith.minsi"(%arg1337, %arg1337) : (i32, i32) -> i32
    %2455 = "arith.addf"(%arg1339, %arg1339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2456 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2457 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2458 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2459 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2460 = "scf.for"(%2457, %2458, %2459, %2456) ({
    ^bb0(%arg1340: index, %arg1341: i32):
      %2461 = "arith.index_cast"(%arg1340) : (index) -> i32
      %2462 = "arith.muli"(%arg1336, %arg1337) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2463 = "arith.addi"(%arg1341, %2461) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2464 = "arith.xori"(%2463, %2462) : (i32, i32) -> i32
      "scf.yield"(%2464) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2460, %2455) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f723"}> ({
  ^bb0(%arg1330: i32, %arg1331: i32, %arg1332: index, %arg1333: f32):
    %2437:2 = "func.call"(%arg1330, %arg1331, %arg1332, %arg1333) <{callee = @f722}> : (i32, i32, index, f32) -> (i32, f32)
    %2438 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2439 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2440 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2441 = "scf.for"(%2438, %2439, %2440, %2437#0) ({
    ^bb0(%arg1334: index, %arg1335: i32):
      %2450 = "arith.index_cast"(%arg1334) : (index) -> i32
      %2451 = "arith.muli"(%arg1331, %arg1330) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2452 = "arith.addi"(%arg1335, %2450) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2453 = "arith.xori"(%2452, %2451) : (i32, i32) -> i32
      "scf.yield"(%2453) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2442 = "arith.cmpi"(%2437#0, %arg1330) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2443 = "scf.if"(%2442) ({
      %2449 = "arith.addi"(%2441, %2441) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2449) : (i32) -> ()
    }, {
      %2448 = "arith.muli"(%2441, %2441) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2448) : (i32) -> ()
    }) : (i1) -> i32
    %2444 = "arith.cmpi"(%arg1331, %2443) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2445 = "scf.if"(%2444) ({
      %2447 = "arith.addi"(%2443, %arg1331) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2447) : (i32) -> ()
    }, {
      %2446 = "arith.muli"(%2443, %arg1331) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2446) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2445, %2437#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f724"}> ({
  ^bb0(%arg1324: i32, %arg1325: i32, %arg1326: index, %arg1327: f32):
    %2424 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2425 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2426 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2427 = "scf.for"(%2424, %2425, %2426, %arg1325) ({
    ^bb0(%arg1328: index, %arg1329: i32):
      %2433 = "arith.index_cast"(%arg1328) : (index) -> i32
      %2434 = "arith.muli"(%arg1325, %arg1325) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2435 = "arith.addi"(%arg1329, %2433) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2436 = "arith.xori"(%2435, %2434) : (i32, i32) -> i32
      "scf.yield"(%2436) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2428:2 = "func.call"(%arg1324, %arg1325, %arg1326, %arg1327) <{callee = @f717}> : (i32, i32, index, f32) -> (i32, f32)
    %2429 = "arith.cmpi"(%2428#0, %arg1325) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2430 = "arith.select"(%2429, %arg1324, %arg1325) : (i1, i32, i32) -> i32
    %2431 = "arith.cmpi"(%2430, %2428#0) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2432 = "arith.select"(%2431, %arg1324, %arg1325) : (i1, i32, i32) -> i32
    "func.return"(%2432, %2428#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f725"}> ({
  ^bb0(%arg1320: i32, %arg1321: i32, %arg1322: index, %arg1323: f32):
    %2418:2 = "func.call"(%arg1320, %arg1321, %arg1322, %arg1323) <{callee = @f721}> : (i32, i32, index, f32) -> (i32, f32)
    %2419 = "arith.subi"(%arg1320, %2418#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2420 = "arith.subi"(%arg1320, %arg1321) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2421 = "arith.subi"(%arg1320, %arg1321) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2422 = "arith.xori"(%2420, %2418#0) : (i32, i32) -> i32
    %2423 = "arith.xori"(%2420, %2418#0) : (i32, i32) -> i32
    "func.return"(%2423, %2418#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f726"}> ({
  ^bb0(%arg1316: i32, %arg1317: i32, %arg1318: index, %arg1319: f32):
    %2411:2 = "func.call"(%arg1317, %arg1317, %arg1318, %arg1319) <{callee = @f721}> : (i32, i32, index, f32) -> (i32, f32)
    %2412 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2413 = "arith.cmpi"(%arg1316, %2411#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2414 = "scf.if"(%2413) ({
      %2417 = "arith.addi"(%arg1317, %arg1316) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2417) : (i32) -> ()
    }, {
      %2416 = "arith.muli"(%arg1317, %arg1316) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2416) : (i32) -> ()
    }) : (i1) -> i32
    %2415 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%2415, %2411#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f727"}> ({
  ^bb0(%arg1312: i32, %arg1313: i32, %arg1314: index, %arg1315: f32):
    %2402 = "arith.subi"(%arg1312, %arg1312) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2403 = "arith.subi"(%arg1312, %arg1312) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2404 = "arith.cmpi"(%arg1313, %arg1312) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2405 = "arith.select"(%2404, %arg1313, %2402) : (i1, i32, i32) -> i32
    %2406 = "arith.cmpi"(%arg1312, %arg1313) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2407 = "scf.if"(%2406) ({
      %2410 = "arith.addi"(%arg1313, %2402) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2410) : (i32) -> ()
    }, {
      %2409 = "arith.muli"(%arg1313, %2402) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2409) : (i32) -> ()
    }) : (i1) -> i32
    %2408 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%2408, %arg1315) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f728"}> ({
  ^bb0(%arg1308: i32, %arg1309: i32, %arg1310: index, %arg1311: f32):
    %2395:2 = "func.call"(%arg1308, %arg1308, %arg1310, %arg1311) <{callee = @f722}> : (i32, i32, index, f32) -> (i32, f32)
    %2396:2 = "func.call"(%2395#0, %arg1309, %arg1310, %arg1311) <{callee = @f727}> : (i32, i32, index, f32) -> (i32, f32)
    %2397 = "arith.cmpi"(%arg1308, %2396#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2398 = "scf.if"(%2397) ({
      %2401 = "arith.addi"(%2395#0, %arg1308) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2401) : (i32) -> ()
    }, {
      %2400 = "arith.muli"(%2395#0, %arg1308) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2400) : (i32) -> ()
    }) : (i1) -> i32
    %2399:2 = "func.call"(%arg1308, %2398, %arg1310, %2395#1) <{callee = @f724}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2399#0, %2399#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f729"}> ({
  ^bb0(%arg1304: i32, %arg1305: i32, %arg1306: index, %arg1307: f32):
    %2388 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2389 = "arith.addi"(%arg1306, %2388) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2390 = "arith.index_cast"(%2389) : (index) -> i32
    %2391 = "arith.muli"(%arg1305, %2390) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2392 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2393 = "arith.maxsi"(%2392, %2391) : (i32, i32) -> i32
    %2394 = "arith.maxsi"(%2392, %2391) : (i32, i32) -> i32
    "func.return"(%2394, %arg1307) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f730"}> ({
  ^bb0(%arg1300: i32, %arg1301: i32, %arg1302: index, %arg1303: f32):
    %2380 = "arith.subi"(%arg1300, %arg1300) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2381 = "arith.subi"(%arg1300, %arg1300) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2382 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2383 = "arith.addi"(%arg1302, %2382) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2384 = "arith.index_cast"(%2383) : (index) -> i32
    %2385 = "arith.cmpi"(%2384, %arg1301) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2386 = "arith.select"(%2385, %arg1301, %2384) : (i1, i32, i32) -> i32
    %2387 = "arith.mulf"(%arg1303, %arg1303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2386, %2387) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f731"}> ({
  ^bb0(%arg1296: i32, %arg1297: i32, %arg1298: index, %arg1299: f32):
    %2374 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2375 = "arith.addi"(%arg1298, %2374) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2376 = "arith.index_cast"(%2375) : (index) -> i32
    %2377 = "arith.mulf"(%arg1299, %arg1299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2378 = "arith.maxsi"(%arg1296, %arg1296) : (i32, i32) -> i32
    %2379 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%2379, %2377) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f732"}> ({
  ^bb0(%arg1292: i32, %arg1293: i32, %arg1294: index, %arg1295: f32):
    %2368 = "arith.subf"(%arg1295, %arg1295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2369 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2370 = "arith.addf"(%arg1295, %2368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2371 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2372 = "arith.addi"(%arg1294, %2371) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2373 = "arith.index_cast"(%2372) : (index) -> i32
    "func.return"(%2373, %2370) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f733"}> ({
  ^bb0(%arg1288: i32, %arg1289: i32, %arg1290: index, %arg1291: f32):
    %2363 = "arith.minsi"(%arg1289, %arg1288) : (i32, i32) -> i32
    %2364 = "arith.andi"(%2363, %arg1288) : (i32, i32) -> i32
    %2365 = "arith.cmpi"(%2363, %2364) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2366 = "arith.select"(%2365, %2363, %2363) : (i1, i32, i32) -> i32
    %2367 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%2367, %arg1291) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f734"}> ({
  ^bb0(%arg1284: i32, %arg1285: i32, %arg1286: index, %arg1287: f32):
    %2357 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2358 = "arith.addi"(%arg1286, %2357) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2359 = "arith.index_cast"(%2358) : (index) -> i32
    %2360 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2361 = "arith.ori"(%2360, %2360) : (i32, i32) -> i32
    %2362 = "arith.ori"(%arg1285, %2361) : (i32, i32) -> i32
    "func.return"(%2362, %arg1287) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f735"}> ({
  ^bb0(%arg1280: i32, %arg1281: i32, %arg1282: index, %arg1283: f32):
    %2351:2 = "func.call"(%arg1280, %arg1280, %arg1282, %arg1283) <{callee = @f727}> : (i32, i32, index, f32) -> (i32, f32)
    %2352 = "arith.subf"(%2351#1, %2351#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2353 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2354 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2355 = "arith.addi"(%arg1282, %2354) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2356 = "arith.index_cast"(%2355) : (index) -> i32
    "func.return"(%2356, %2352) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f736"}> ({
  ^bb0(%arg1274: i32, %arg1275: i32, %arg1276: index, %arg1277: f32):
    %2338 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2339 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2340 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2341 = "scf.for"(%2338, %2339, %2340, %arg1275) ({
    ^bb0(%arg1278: index, %arg1279: i32):
      %2347 = "arith.index_cast"(%arg1278) : (index) -> i32
      %2348 = "arith.muli"(%arg1274, %arg1274) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2349 = "arith.addi"(%arg1279, %2347) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2350 = "arith.xori"(%2349, %2348) : (i32, i32) -> i32
      "scf.yield"(%2350) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2342 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2343 = "arith.addi"(%arg1276, %2342) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2344 = "arith.index_cast"(%2343) : (index) -> i32
    %2345 = "arith.andi"(%arg1274, %arg1274) : (i32, i32) -> i32
    %2346 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2346, %arg1277) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f737"}> ({
  ^bb0(%arg1270: i32, %arg1271: i32, %arg1272: index, %arg1273: f32):
    %2334 = "arith.subf"(%arg1273, %arg1273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2335 = "arith.muli"(%arg1271, %arg1271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2336 = "arith.andi"(%arg1271, %arg1271) : (i32, i32) -> i32
    %2337 = "arith.muli"(%arg1271, %2336) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2337, %2334) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f738"}> ({
  ^bb0(%arg1266: i32, %arg1267: i32, %arg1268: index, %arg1269: f32):
    %2330:2 = "func.call"(%arg1267, %arg1266, %arg1268, %arg1269) <{callee = @f731}> : (i32, i32, index, f32) -> (i32, f32)
    %2331 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2332:2 = "func.call"(%arg1267, %arg1266, %arg1268, %arg1269) <{callee = @f734}> : (i32, i32, index, f32) -> (i32, f32)
    %2333 = "arith.ori"(%2332#0, %2330#0) : (i32, i32) -> i32
    "func.return"(%2333, %2332#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f739"}> ({
  ^bb0(%arg1262: i32, %arg1263: i32, %arg1264: index, %arg1265: f32):
    %2326:2 = "func.call"(%arg1262, %arg1263, %arg1264, %arg1265) <{callee = @f734}> : (i32, i32, index, f32) -> (i32, f32)
    %2327 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2328 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2329 = "arith.subf"(%2326#1, %2326#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2328, %2329) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f740"}> ({
  ^bb0(%arg1258: i32, %arg1259: i32, %arg1260: index, %arg1261: f32):
    %2320 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2321 = "arith.xori"(%2320, %arg1258) : (i32, i32) -> i32
    %2322 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2323 = "arith.addi"(%arg1260, %2322) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2324 = "arith.index_cast"(%2323) : (index) -> i32
    %2325 = "arith.andi"(%2321, %arg1259) : (i32, i32) -> i32
    "func.return"(%2325, %arg1261) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f741"}> ({
  ^bb0(%arg1254: i32, %arg1255: i32, %arg1256: index, %arg1257: f32):
    %2316 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2317:2 = "func.call"(%2316, %2316, %arg1256, %arg1257) <{callee = @f734}> : (i32, i32, index, f32) -> (i32, f32)
    %2318:2 = "func.call"(%arg1255, %2316, %arg1256, %arg1257) <{callee = @f735}> : (i32, i32, index, f32) -> (i32, f32)
    %2319 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%2319, %2318#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f742"}> ({
  ^bb0(%arg1250: i32, %arg1251: i32, %arg1252: index, %arg1253: f32):
    %2311:2 = "func.call"(%arg1250, %arg1251, %arg1252, %arg1253) <{callee = @f740}> : (i32, i32, index, f32) -> (i32, f32)
    %2312 = "arith.cmpi"(%arg1251, %arg1251) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2313 = "arith.select"(%2312, %2311#0, %arg1250) : (i1, i32, i32) -> i32
    %2314 = "arith.subi"(%arg1251, %arg1250) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2315:2 = "func.call"(%2311#0, %2313, %arg1252, %arg1253) <{callee = @f734}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2315#0, %2315#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f743"}> ({
  ^bb0(%arg1246: i32, %arg1247: i32, %arg1248: index, %arg1249: f32):
    %2304 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2305 = "arith.subf"(%arg1249, %arg1249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2306 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2307 = "arith.cmpi"(%2306, %arg1246) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2308 = "scf.if"(%2307) ({
      %2310 = "arith.addi"(%2306, %arg1247) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2310) : (i32) -> ()
    }, {
      %2309 = "arith.muli"(%2306, %arg1247) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2309) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2308, %2305) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f744"}> ({
  ^bb0(%arg1242: i32, %arg1243: i32, %arg1244: index, %arg1245: f32):
    %2298 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2299 = "arith.andi"(%arg1242, %arg1243) : (i32, i32) -> i32
    %2300 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2301 = "arith.addi"(%arg1244, %2300) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2302 = "arith.index_cast"(%2301) : (index) -> i32
    %2303 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2303, %arg1245) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f745"}> ({
  ^bb0(%arg1238: i32, %arg1239: i32, %arg1240: index, %arg1241: f32):
    %2291 = "arith.cmpi"(%arg1238, %arg1239) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2292 = "scf.if"(%2291) ({
      %2297 = "arith.addi"(%arg1239, %arg1239) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2297) : (i32) -> ()
    }, {
      %2296 = "arith.muli"(%arg1239, %arg1239) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2296) : (i32) -> ()
    }) : (i1) -> i32
    %2293 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2294 = "arith.subi"(%arg1238, %arg1238) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2295 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2295, %arg1241) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f746"}> ({
  ^bb0(%arg1234: i32, %arg1235: i32, %arg1236: index, %arg1237: f32):
    %2284 = "arith.subi"(%arg1234, %arg1234) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2285 = "arith.cmpi"(%arg1235, %arg1235) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2286 = "scf.if"(%2285) ({
      %2290 = "arith.addi"(%2284, %arg1235) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2290) : (i32) -> ()
    }, {
      %2289 = "arith.muli"(%2284, %arg1235) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2289) : (i32) -> ()
    }) : (i1) -> i32
    %2287 = "arith.addi"(%arg1234, %arg1234) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2288 = "arith.minsi"(%arg1235, %2286) : (i32, i32) -> i32
    "func.return"(%2288, %arg1237) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f747"}> ({
  ^bb0(%arg1230: i32, %arg1231: i32, %arg1232: index, %arg1233: f32):
    %2276 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2277 = "arith.addi"(%arg1232, %2276) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2278 = "arith.index_cast"(%2277) : (index) -> i32
    %2279:2 = "func.call"(%arg1231, %2278, %2277, %arg1233) <{callee = @f743}> : (i32, i32, index, f32) -> (i32, f32)
    %2280 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2281 = "arith.addi"(%2276, %2280) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2282 = "arith.index_cast"(%2281) : (index) -> i32
    %2283 = "arith.muli"(%arg1231, %arg1230) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2283, %2279#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f748"}> ({
  ^bb0(%arg1226: i32, %arg1227: i32, %arg1228: index, %arg1229: f32):
    %2271 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2272 = "arith.cmpi"(%2271, %arg1226) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2273 = "arith.select"(%2272, %2271, %arg1227) : (i1, i32, i32) -> i32
    %2274:2 = "func.call"(%2271, %arg1226, %arg1228, %arg1229) <{callee = @f745}> : (i32, i32, index, f32) -> (i32, f32)
    %2275 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2275, %2274#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f749"}> ({
  ^bb0(%arg1222: i32, %arg1223: i32, %arg1224: index, %arg1225: f32):
    %2261 = "arith.cmpi"(%arg1222, %arg1222) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2262 = "scf.if"(%2261) ({
      %2270 = "arith.addi"(%arg1223, %arg1223) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2270) : (i32) -> ()
    }, {
      %2269 = "arith.muli"(%arg1223, %arg1223) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2269) : (i32) -> ()
    }) : (i1) -> i32
    %2263 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2264 = "arith.ori"(%2262, %2263) : (i32, i32) -> i32
    %2265 = "arith.cmpi"(%arg1222, %2263) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2266 = "scf.if"(%2265) ({
      %2268 = "arith.addi"(%arg1223, %2263) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2268) : (i32) -> ()
    }, {
      %2267 = "arith.muli"(%arg1223, %2263) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2267) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2266, %arg1225) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f750"}> ({
  ^bb0(%arg1218: i32, %arg1219: i32, %arg1220: index, %arg1221: f32):
    %2254 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2255 = "arith.cmpi"(%2254, %arg1219) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2256 = "scf.if"(%2255) ({
      %2260 = "arith.addi"(%arg1219, %2254) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2260) : (i32) -> ()
    }, {
      %2259 = "arith.muli"(%arg1219, %2254) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2259) : (i32) -> ()
    }) : (i1) -> i32
    %2257 = "arith.muli"(%arg1219, %2254) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2258 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%2258, %arg1221) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f751"}> ({
  ^bb0(%arg1214: i32, %arg1215: i32, %arg1216: index, %arg1217: f32):
    %2242 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2243 = "arith.addi"(%arg1216, %2242) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2244 = "arith.index_cast"(%2243) : (index) -> i32
    %2245 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2246 = "arith.addi"(%2242, %2245) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2247 = "arith.index_cast"(%2246) : (index) -> i32
    %2248 = "arith.ori"(%2244, %2247) : (i32, i32) -> i32
    %2249 = "arith.ori"(%2244, %2247) : (i32, i32) -> i32
    %2250 = "arith.cmpi"(%2249, %2244) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2251 = "scf.if"(%2250) ({
      %2253 = "arith.addi"(%2249, %2244) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2253) : (i32) -> ()
    }, {
      %2252 = "arith.muli"(%2249, %2244) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2252) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2251, %arg1217) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f752"}> ({
  ^bb0(%arg1210: i32, %arg1211: i32, %arg1212: index, %arg1213: f32):
    %2236 = "arith.subi"(%arg1211, %arg1211) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2237:2 = "func.call"(%2236, %arg1211, %arg1212, %arg1213) <{callee = @f748}> : (i32, i32, index, f32) -> (i32, f32)
    %2238 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2239 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2240 = "arith.addi"(%arg1212, %2239) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2241 = "arith.index_cast"(%2240) : (index) -> i32
    "func.return"(%2241, %2237#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f753"}> ({
  ^bb0(%arg1206: i32, %arg1207: i32, %arg1208: index, %arg1209: f32):
    %2226 = "arith.minsi"(%arg1207, %arg1207) : (i32, i32) -> i32
    %2227 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2228 = "arith.cmpi"(%arg1206, %arg1207) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2229 = "scf.if"(%2228) ({
      %2235 = "arith.addi"(%2226, %2227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2235) : (i32) -> ()
    }, {
      %2234 = "arith.muli"(%2226, %2227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2234) : (i32) -> ()
    }) : (i1) -> i32
    %2230 = "arith.cmpi"(%2227, %2227) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2231 = "scf.if"(%2230) ({
      %2233 = "arith.addi"(%2226, %arg1207) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2233) : (i32) -> ()
    }, {
      %2232 = "arith.muli"(%2226, %arg1207) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2232) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2231, %arg1209) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f754"}> ({
  ^bb0(%arg1202: i32, %arg1203: i32, %arg1204: index, %arg1205: f32):
    %2222:2 = "func.call"(%arg1202, %arg1202, %arg1204, %arg1205) <{callee = @f753}> : (i32, i32, index, f32) -> (i32, f32)
    %2223:2 = "func.call"(%arg1202, %arg1203, %arg1204, %arg1205) <{callee = @f749}> : (i32, i32, index, f32) -> (i32, f32)
    %2224 = "arith.andi"(%2223#0, %arg1203) : (i32, i32) -> i32
    %2225:2 = "func.call"(%2224, %2222#0, %arg1204, %arg1205) <{callee = @f747}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2225#0, %2225#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f755"}> ({
  ^bb0(%arg1198: i32, %arg1199: i32, %arg1200: index, %arg1201: f32):
    %2215:2 = "func.call"(%arg1199, %arg1198, %arg1200, %arg1201) <{callee = @f749}> : (i32, i32, index, f32) -> (i32, f32)
    %2216 = "arith.andi"(%2215#0, %2215#0) : (i32, i32) -> i32
    %2217 = "arith.cmpi"(%arg1198, %2215#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2218 = "scf.if"(%2217) ({
      %2221 = "arith.addi"(%2216, %2215#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2221) : (i32) -> ()
    }, {
      %2220 = "arith.muli"(%2216, %2215#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2220) : (i32) -> ()
    }) : (i1) -> i32
    %2219 = "arith.subf"(%2215#1, %arg1201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2218, %2219) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f756"}> ({
  ^bb0(%arg1192: i32, %arg1193: i32, %arg1194: index, %arg1195: f32):
    %2199 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2200 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2201 = "arith.addi"(%arg1194, %2200) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2202 = "arith.index_cast"(%2201) : (index) -> i32
    %2203 = "arith.cmpi"(%2199, %arg1193) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2204 = "scf.if"(%2203) ({
      %2214 = "arith.addi"(%2202, %arg1193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2214) : (i32) -> ()
    }, {
      %2213 = "arith.muli"(%2202, %arg1193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2213) : (i32) -> ()
    }) : (i1) -> i32
    %2205 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2206 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2207 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2208 = "scf.for"(%2205, %2206, %2207, %2202) ({
    ^bb0(%arg1196: index, %arg1197: i32):
      %2209 = "arith.index_cast"(%arg1196) : (index) -> i32
      %2210 = "arith.muli"(%2204, %2199) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2211 = "arith.addi"(%arg1197, %2209) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2212 = "arith.xori"(%2211, %2210) : (i32, i32) -> i32
      "scf.yield"(%2212) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2208, %arg1195) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f757"}> ({
  ^bb0(%arg1188: i32, %arg1189: i32, %arg1190: index, %arg1191: f32):
    %2194:2 = "func.call"(%arg1188, %arg1189, %arg1190, %arg1191) <{callee = @f749}> : (i32, i32, index, f32) -> (i32, f32)
    %2195 = "arith.cmpi"(%arg1189, %arg1189) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2196 = "arith.select"(%2195, %arg1188, %arg1188) : (i1, i32, i32) -> i32
    %2197 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2198:2 = "func.call"(%2194#0, %2197, %arg1190, %2194#1) <{callee = @f753}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2198#0, %2198#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f758"}> ({
  ^bb0(%arg1184: i32, %arg1185: i32, %arg1186: index, %arg1187: f32):
    %2189 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2190:2 = "func.call"(%arg1185, %arg1185, %arg1186, %arg1187) <{callee = @f751}> : (i32, i32, index, f32) -> (i32, f32)
    %2191 = "arith.mulf"(%2190#1, %2190#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2192 = "arith.cmpi"(%2189, %2190#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2193 = "arith.select"(%2192, %arg1185, %2190#0) : (i1, i32, i32) -> i32
    "func.return"(%2193, %2191) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f759"}> ({
  ^bb0(%arg1178: i32, %arg1179: i32, %arg1180: index, %arg1181: f32):
    %2176 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2177 = "arith.addi"(%arg1180, %2176) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2178 = "arith.index_cast"(%2177) : (index) -> i32
    %2179 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2180 = "arith.xori"(%arg1179, %2178) : (i32, i32) -> i32
    %2181 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2182 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2183 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2184 = "scf.for"(%2181, %2182, %2183, %arg1178) ({
    ^bb0(%arg1182: index, %arg1183: i32):
      %2185 = "arith.index_cast"(%arg1182) : (index) -> i32
      %2186 = "arith.muli"(%2180, %2180) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2187 = "arith.addi"(%arg1183, %2185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2188 = "arith.xori"(%2187, %2186) : (i32, i32) -> i32
      "scf.yield"(%2188) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2184, %arg1181) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f760"}> ({
  ^bb0(%arg1174: i32, %arg1175: i32, %arg1176: index, %arg1177: f32):
    %2170:2 = "func.call"(%arg1174, %arg1174, %arg1176, %arg1177) <{callee = @f757}> : (i32, i32, index, f32) -> (i32, f32)
    %2171 = "arith.ori"(%arg1174, %arg1174) : (i32, i32) -> i32
    %2172 = "arith.ori"(%2170#0, %arg1174) : (i32, i32) -> i32
    %2173 = "arith.ori"(%2170#0, %arg1174) : (i32, i32) -> i32
    %2174 = "arith.cmpi"(%2172, %2173) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2175 = "arith.select"(%2174, %2172, %2173) : (i1, i32, i32) -> i32
    "func.return"(%2175, %2170#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f761"}> ({
  ^bb0(%arg1170: i32, %arg1171: i32, %arg1172: index, %arg1173: f32):
    %2162 = "arith.andi"(%arg1171, %arg1171) : (i32, i32) -> i32
    %2163 = "arith.cmpi"(%2162, %2162) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2164 = "arith.select"(%2163, %arg1170, %arg1171) : (i1, i32, i32) -> i32
    %2165 = "arith.subi"(%2164, %arg1170) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2166 = "arith.subi"(%2164, %arg1170) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2167 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2168 = "arith.addi"(%arg1172, %2167) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2169 = "arith.index_cast"(%2168) : (index) -> i32
    "func.return"(%2169, %arg1173) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f762"}> ({
  ^bb0(%arg1166: i32, %arg1167: i32, %arg1168: index, %arg1169: f32):
    %2152 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2153 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2154 = "arith.cmpi"(%2152, %arg1166) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2155 = "scf.if"(%2154) ({
      %2161 = "arith.addi"(%2153, %2152) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2161) : (i32) -> ()
    }, {
      %2160 = "arith.muli"(%2153, %2152) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2160) : (i32) -> ()
    }) : (i1) -> i32
    %2156 = "arith.cmpi"(%2152, %2152) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2157 = "scf.if"(%2156) ({
      %2159 = "arith.addi"(%arg1167, %arg1166) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2159) : (i32) -> ()
    }, {
      %2158 = "arith.muli"(%arg1167, %arg1166) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2158) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2157, %arg1169) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f763"}> ({
  ^bb0(%arg1162: i32, %arg1163: i32, %arg1164: index, %arg1165: f32):
    %2143 = "arith.mulf"(%arg1165, %arg1165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2144:2 = "func.call"(%arg1163, %arg1162, %arg1164, %2143) <{callee = @f758}> : (i32, i32, index, f32) -> (i32, f32)
    %2145 = "arith.cmpi"(%2144#0, %arg1162) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2146 = "scf.if"(%2145) ({
      %2151 = "arith.addi"(%arg1163, %arg1163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2151) : (i32) -> ()
    }, {
      %2150 = "arith.muli"(%arg1163, %arg1163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2150) : (i32) -> ()
    }) : (i1) -> i32
    %2147 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2148 = "arith.addi"(%arg1164, %2147) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2149 = "arith.index_cast"(%2148) : (index) -> i32
    "func.return"(%2149, %2144#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f764"}> ({
  ^bb0(%arg1156: i32, %arg1157: i32, %arg1158: index, %arg1159: f32):
    %2129 = "arith.addi"(%arg1157, %arg1157) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2130 = "arith.addi"(%arg1157, %arg1157) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2131:2 = "func.call"(%arg1156, %arg1156, %arg1158, %arg1159) <{callee = @f762}> : (i32, i32, index, f32) -> (i32, f32)
    %2132 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2133 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2134 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2135 = "scf.for"(%2132, %2133, %2134, %2131#0) ({
    ^bb0(%arg1160: index, %arg1161: i32):
      %2139 = "arith.index_cast"(%arg1160) : (index) -> i32
      %2140 = "arith.muli"(%2129, %2131#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2141 = "arith.addi"(%arg1161, %2139) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2142 = "arith.xori"(%2141, %2140) : (i32, i32) -> i32
      "scf.yield"(%2142) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2136 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2137 = "arith.addi"(%arg1158, %2136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2138 = "arith.index_cast"(%2137) : (index) -> i32
    "func.return"(%2138, %2131#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f765"}> ({
  ^bb0(%arg1152: i32, %arg1153: i32, %arg1154: index, %arg1155: f32):
    %2123 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2124 = "arith.xori"(%arg1152, %arg1153) : (i32, i32) -> i32
    %2125 = "arith.cmpi"(%arg1153, %arg1153) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2126 = "arith.select"(%2125, %arg1152, %2123) : (i1, i32, i32) -> i32
    %2127 = "arith.cmpi"(%arg1153, %arg1152) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2128 = "arith.select"(%2127, %arg1152, %2123) : (i1, i32, i32) -> i32
    "func.return"(%2128, %arg1155) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f766"}> ({
  ^bb0(%arg1146: i32, %arg1147: i32, %arg1148: index, %arg1149: f32):
    %2111 = "arith.cmpi"(%arg1147, %arg1147) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2112 = "arith.select"(%2111, %arg1146, %arg1146) : (i1, i32, i32) -> i32
    %2113:2 = "func.call"(%arg1146, %arg1147, %arg1148, %arg1149) <{callee = @f761}> : (i32, i32, index, f32) -> (i32, f32)
    %2114 = "arith.ori"(%arg1147, %2113#0) : (i32, i32) -> i32
    %2115 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2116 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2117 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2118 = "scf.for"(%2115, %2116, %2117, %2112) ({
    ^bb0(%arg1150: index, %arg1151: i32):
      %2119 = "arith.index_cast"(%arg1150) : (index) -> i32
      %2120 = "arith.muli"(%arg1146, %arg1146) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2121 = "arith.addi"(%arg1151, %2119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2122 = "arith.xori"(%2121, %2120) : (i32, i32) -> i32
      "scf.yield"(%2122) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2118, %2113#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f767"}> ({
  ^bb0(%arg1142: i32, %arg1143: i32, %arg1144: index, %arg1145: f32):
    %2104:2 = "func.call"(%arg1142, %arg1143, %arg1144, %arg1145) <{callee = @f761}> : (i32, i32, index, f32) -> (i32, f32)
    %2105 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2106 = "arith.subi"(%arg1142, %2104#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2107 = "arith.cmpi"(%arg1142, %2106) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2108 = "scf.if"(%2107) ({
      %2110 = "arith.addi"(%arg1143, %2104#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2110) : (i32) -> ()
    }, {
      %2109 = "arith.muli"(%arg1143, %2104#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2109) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2108, %2104#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f768"}> ({
  ^bb0(%arg1138: i32, %arg1139: i32, %arg1140: index, %arg1141: f32):
    %2094 = "arith.minsi"(%arg1139, %arg1139) : (i32, i32) -> i32
    %2095 = "arith.cmpi"(%arg1139, %arg1138) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2096 = "scf.if"(%2095) ({
      %2103 = "arith.addi"(%arg1139, %arg1138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2103) : (i32) -> ()
    }, {
      %2102 = "arith.muli"(%arg1139, %arg1138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2102) : (i32) -> ()
    }) : (i1) -> i32
    %2097 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2098 = "arith.cmpi"(%2096, %arg1138) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2099 = "scf.if"(%2098) ({
      %2101 = "arith.addi"(%2097, %2094) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2101) : (i32) -> ()
    }, {
      %2100 = "arith.muli"(%2097, %2094) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2100) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%2099, %arg1141) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f769"}> ({
  ^bb0(%arg1134: i32, %arg1135: i32, %arg1136: index, %arg1137: f32):
    %2086 = "arith.addi"(%arg1135, %arg1135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2087 = "arith.addi"(%arg1135, %arg1135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2088 = "arith.cmpi"(%arg1135, %arg1135) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2089 = "scf.if"(%2088) ({
      %2093 = "arith.addi"(%arg1135, %2087) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2093) : (i32) -> ()
    }, {
      %2092 = "arith.muli"(%arg1135, %2087) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2092) : (i32) -> ()
    }) : (i1) -> i32
    %2090:2 = "func.call"(%arg1135, %2087, %arg1136, %arg1137) <{callee = @f768}> : (i32, i32, index, f32) -> (i32, f32)
    %2091 = "arith.subi"(%2086, %2087) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2091, %2090#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f770"}> ({
  ^bb0(%arg1130: i32, %arg1131: i32, %arg1132: index, %arg1133: f32):
    %2082 = "arith.mulf"(%arg1133, %arg1133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2083 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2084 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2085:2 = "func.call"(%arg1131, %arg1130, %arg1132, %2082) <{callee = @f765}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2085#0, %2085#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f771"}> ({
  ^bb0(%arg1126: i32, %arg1127: i32, %arg1128: index, %arg1129: f32):
    %2078 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2079:2 = "func.call"(%arg1126, %arg1127, %arg1128, %arg1129) <{callee = @f765}> : (i32, i32, index, f32) -> (i32, f32)
    %2080 = "arith.addf"(%2079#1, %arg1129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2081:2 = "func.call"(%2079#0, %arg1127, %arg1128, %arg1129) <{callee = @f765}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%2081#0, %2081#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f772"}> ({
  ^bb0(%arg1118: i32, %arg1119: i32, %arg1120: index, %arg1121: f32):
    %2058 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2059 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2060 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2061 = "scf.for"(%2058, %2059, %2060, %arg1118) ({
    ^bb0(%arg1124: index, %arg1125: i32):
      %2074 = "arith.index_cast"(%arg1124) : (index) -> i32
      %2075 = "arith.muli"(%arg1118, %arg1118) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2076 = "arith.addi"(%arg1125, %2074) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2077 = "arith.xori"(%2076, %2075) : (i32, i32) -> i32
      "scf.yield"(%2077) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2062 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2063 = "arith.addi"(%arg1120, %2062) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2064 = "arith.index_cast"(%2063) : (index) -> i32
    %2065 = "arith.addf"(%arg1121, %arg1121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2066 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2067 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2068 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2069 = "scf.for"(%2066, %2067, %2068, %arg1118) ({
    ^bb0(%arg1122: index, %arg1123: i32):
      %2070 = "arith.index_cast"(%arg1122) : (index) -> i32
      %2071 = "arith.muli"(%2064, %arg1119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2072 = "arith.addi"(%arg1123, %2070) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2073 = "arith.xori"(%2072, %2071) : (i32, i32) -> i32
      "scf.yield"(%2073) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2069, %2065) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f773"}> ({
  ^bb0(%arg1114: i32, %arg1115: i32, %arg1116: index, %arg1117: f32):
    %2050 = "arith.maxsi"(%arg1115, %arg1115) : (i32, i32) -> i32
    %2051 = "arith.cmpi"(%arg1115, %2050) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2052 = "scf.if"(%2051) ({
      %2057 = "arith.addi"(%arg1114, %arg1115) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2057) : (i32) -> ()
    }, {
      %2056 = "arith.muli"(%arg1114, %arg1115) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2056) : (i32) -> ()
    }) : (i1) -> i32
    %2053 = "arith.xori"(%arg1115, %2052) : (i32, i32) -> i32
    %2054 = "arith.xori"(%arg1115, %2052) : (i32, i32) -> i32
    %2055 = "arith.minsi"(%arg1114, %arg1115) : (i32, i32) -> i32
    "func.return"(%2055, %arg1117) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f774"}> ({
  ^bb0(%arg1110: i32, %arg1111: i32, %arg1112: index, %arg1113: f32):
    %2045 = "arith.maxsi"(%arg1110, %arg1110) : (i32, i32) -> i32
    %2046:2 = "func.call"(%2045, %arg1111, %arg1112, %arg1113) <{callee = @f772}> : (i32, i32, index, f32) -> (i32, f32)
    %2047 = "arith.andi"(%2046#0, %arg1111) : (i32, i32) -> i32
    %2048 = "arith.andi"(%2046#0, %arg1111) : (i32, i32) -> i32
    %2049 = "arith.subf"(%arg1113, %2046#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2048, %2049) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f775"}> ({
  ^bb0(%arg1104: i32, %arg1105: i32, %arg1106: index, %arg1107: f32):
    %2030 = "arith.cmpi"(%arg1104, %arg1105) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2031 = "arith.select"(%2030, %arg1104, %arg1104) : (i1, i32, i32) -> i32
    %2032 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2033 = "arith.addi"(%arg1106, %2032) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2034 = "arith.index_cast"(%2033) : (index) -> i32
    %2035 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2036 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2037 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2038 = "scf.for"(%2035, %2036, %2037, %2031) ({
    ^bb0(%arg1108: index, %arg1109: i32):
      %2041 = "arith.index_cast"(%arg1108) : (index) -> i32
      %2042 = "arith.muli"(%2034, %arg1104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2043 = "arith.addi"(%arg1109, %2041) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2044 = "arith.xori"(%2043, %2042) : (i32, i32) -> i32
      "scf.yield"(%2044) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2039 = "arith.cmpi"(%arg1105, %arg1105) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %2040 = "arith.select"(%2039, %arg1105, %2038) : (i1, i32, i32) -> i32
    "func.return"(%2040, %arg1107) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f776"}> ({
  ^bb0(%arg1100: i32, %arg1101: i32, %arg1102: index, %arg1103: f32):
    %2024 = "arith.xori"(%arg1100, %arg1100) : (i32, i32) -> i32
    %2025 = "arith.xori"(%arg1100, %arg1100) : (i32, i32) -> i32
    %2026 = "arith.cmpi"(%2025, %2025) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2027 = "arith.select"(%2026, %arg1100, %2025) : (i1, i32, i32) -> i32
    %2028 = "arith.addf"(%arg1103, %arg1103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2029 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%2029, %2028) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f777"}> ({
  ^bb0(%arg1094: i32, %arg1095: i32, %arg1096: index, %arg1097: f32):
    %2012 = "arith.minsi"(%arg1094, %arg1095) : (i32, i32) -> i32
    %2013 = "arith.cmpi"(%2012, %arg1094) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %2014 = "arith.select"(%2013, %2012, %2012) : (i1, i32, i32) -> i32
    %2015 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2016 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2017 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2018 = "scf.for"(%2015, %2016, %2017, %2012) ({
    ^bb0(%arg1098: index, %arg1099: i32):
      %2020 = "arith.index_cast"(%arg1098) : (index) -> i32
      %2021 = "arith.muli"(%arg1095, %2014) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2022 = "arith.addi"(%arg1099, %2020) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2023 = "arith.xori"(%2022, %2021) : (i32, i32) -> i32
      "scf.yield"(%2023) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2019 = "arith.ori"(%arg1095, %2014) : (i32, i32) -> i32
    "func.return"(%2019, %arg1097) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f778"}> ({
  ^bb0(%arg1088: i32, %arg1089: i32, %arg1090: index, %arg1091: f32):
    %2000 = "arith.ori"(%arg1089, %arg1089) : (i32, i32) -> i32
    %2001 = "arith.minsi"(%arg1089, %arg1089) : (i32, i32) -> i32
    %2002 = "arith.cmpi"(%2000, %2001) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %2003 = "arith.select"(%2002, %arg1088, %arg1088) : (i1, i32, i32) -> i32
    %2004 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2005 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2006 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2007 = "scf.for"(%2004, %2005, %2006, %arg1088) ({
    ^bb0(%arg1092: index, %arg1093: i32):
      %2008 = "arith.index_cast"(%arg1092) : (index) -> i32
      %2009 = "arith.muli"(%2000, %2000) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2010 = "arith.addi"(%arg1093, %2008) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2011 = "arith.xori"(%2010, %2009) : (i32, i32) -> i32
      "scf.yield"(%2011) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%2007, %arg1091) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f779"}> ({
  ^bb0(%arg1084: i32, %arg1085: i32, %arg1086: index, %arg1087: f32):
    %1993:2 = "func.call"(%arg1084, %arg1085, %arg1086, %arg1087) <{callee = @f771}> : (i32, i32, index, f32) -> (i32, f32)
    %1994 = "arith.minsi"(%arg1085, %arg1084) : (i32, i32) -> i32
    %1995 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1996 = "arith.cmpi"(%arg1084, %arg1084) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1997 = "scf.if"(%1996) ({
      %1999 = "arith.addi"(%arg1085, %arg1084) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1999) : (i32) -> ()
    }, {
      %1998 = "arith.muli"(%arg1085, %arg1084) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1998) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1997, %1993#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f780"}> ({
  ^bb0(%arg1080: i32, %arg1081: i32, %arg1082: index, %arg1083: f32):
    %1988:2 = "func.call"(%arg1080, %arg1081, %arg1082, %arg1083) <{callee = @f773}> : (i32, i32, index, f32) -> (i32, f32)
    %1989 = "arith.mulf"(%1988#1, %1988#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1990 = "arith.addi"(%arg1081, %arg1081) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1991 = "arith.xori"(%1990, %arg1080) : (i32, i32) -> i32
    %1992 = "arith.xori"(%1990, %arg1080) : (i32, i32) -> i32
    "func.return"(%1992, %1989) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f781"}> ({
  ^bb0(%arg1076: i32, %arg1077: i32, %arg1078: index, %arg1079: f32):
    %1983 = "arith.muli"(%arg1077, %arg1077) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1984 = "arith.mulf"(%arg1079, %arg1079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1985 = "arith.andi"(%arg1077, %1983) : (i32, i32) -> i32
    %1986 = "arith.cmpi"(%1983, %arg1076) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1987 = "arith.select"(%1986, %1985, %arg1076) : (i1, i32, i32) -> i32
    "func.return"(%1987, %1984) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f782"}> ({
  ^bb0(%arg1072: i32, %arg1073: i32, %arg1074: index, %arg1075: f32):
    %1976 = "arith.cmpi"(%arg1072, %arg1073) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1977 = "arith.select"(%1976, %arg1073, %arg1072) : (i1, i32, i32) -> i32
    %1978 = "arith.mulf"(%arg1075, %arg1075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1979 = "arith.cmpi"(%arg1073, %arg1073) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1980 = "arith.select"(%1979, %arg1073, %1977) : (i1, i32, i32) -> i32
    %1981 = "arith.addi"(%1980, %arg1073) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1982 = "arith.addi"(%1980, %arg1073) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1982, %1978) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f783"}> ({
  ^bb0(%arg1068: i32, %arg1069: i32, %arg1070: index, %arg1071: f32):
    %1970 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1971 = "arith.addi"(%arg1070, %1970) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1972 = "arith.index_cast"(%1971) : (index) -> i32
    %1973 = "arith.subf"(%arg1071, %arg1071) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1974 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1975:2 = "func.call"(%1974, %1974, %1971, %arg1071) <{callee = @f776}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1975#0, %1975#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f784"}> ({
  ^bb0(%arg1062: i32, %arg1063: i32, %arg1064: index, %arg1065: f32):
    %1957 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1958 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1959 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1960 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1961 = "scf.for"(%1958, %1959, %1960, %1957) ({
    ^bb0(%arg1066: index, %arg1067: i32):
      %1966 = "arith.index_cast"(%arg1066) : (index) -> i32
      %1967 = "arith.muli"(%arg1063, %arg1063) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1968 = "arith.addi"(%arg1067, %1966) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1969 = "arith.xori"(%1968, %1967) : (i32, i32) -> i32
      "scf.yield"(%1969) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1962 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1963 = "arith.addi"(%arg1064, %1962) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1964 = "arith.index_cast"(%1963) : (index) -> i32
    %1965 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%1965, %arg1065) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f785"}> ({
  ^bb0(%arg1058: i32, %arg1059: i32, %arg1060: index, %arg1061: f32):
    %1947 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1948 = "arith.addi"(%arg1060, %1947) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1949 = "arith.index_cast"(%1948) : (index) -> i32
    %1950 = "arith.cmpi"(%arg1059, %1949) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1951 = "scf.if"(%1950) ({
      %1956 = "arith.addi"(%1949, %1949) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1956) : (i32) -> ()
    }, {
      %1955 = "arith.muli"(%1949, %1949) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1955) : (i32) -> ()
    }) : (i1) -> i32
    %1952 = "arith.maxsi"(%1949, %1951) : (i32, i32) -> i32
    %1953 = "arith.maxsi"(%1949, %1951) : (i32, i32) -> i32
    %1954:2 = "func.call"(%1953, %arg1058, %1948, %arg1061) <{callee = @f781}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1954#0, %1954#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f786"}> ({
  ^bb0(%arg1054: i32, %arg1055: i32, %arg1056: index, %arg1057: f32):
    %1937 = "arith.cmpi"(%arg1054, %arg1055) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1938 = "scf.if"(%1937) ({
      %1946 = "arith.addi"(%arg1055, %arg1055) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1946) : (i32) -> ()
    }, {
      %1945 = "arith.muli"(%arg1055, %arg1055) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1945) : (i32) -> ()
    }) : (i1) -> i32
    %1939:2 = "func.call"(%arg1054, %1938, %arg1056, %arg1057) <{callee = @f781}> : (i32, i32, index, f32) -> (i32, f32)
    %1940 = "arith.addi"(%arg1055, %arg1054) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1941 = "arith.cmpi"(%1939#0, %1940) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1942 = "scf.if"(%1941) ({
      %1944 = "arith.addi"(%arg1055, %1939#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1944) : (i32) -> ()
    }, {
      %1943 = "arith.muli"(%arg1055, %1939#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1943) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1942, %1939#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f787"}> ({
  ^bb0(%arg1050: i32, %arg1051: i32, %arg1052: index, %arg1053: f32):
    %1933 = "arith.minsi"(%arg1051, %arg1051) : (i32, i32) -> i32
    %1934 = "arith.minsi"(%arg1051, %arg1050) : (i32, i32) -> i32
    %1935 = "arith.andi"(%arg1051, %arg1051) : (i32, i32) -> i32
    %1936 = "arith.muli"(%1933, %1934) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1936, %arg1053) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f788"}> ({
  ^bb0(%arg1044: i32, %arg1045: i32, %arg1046: index, %arg1047: f32):
    %1922 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1923 = "arith.xori"(%arg1044, %1922) : (i32, i32) -> i32
    %1924 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1925 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1926 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1927 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1928 = "scf.for"(%1925, %1926, %1927, %1924) ({
    ^bb0(%arg1048: index, %arg1049: i32):
      %1929 = "arith.index_cast"(%arg1048) : (index) -> i32
      %1930 = "arith.muli"(%1924, %1923) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1931 = "arith.addi"(%arg1049, %1929) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1932 = "arith.xori"(%1931, %1930) : (i32, i32) -> i32
      "scf.yield"(%1932) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1928, %arg1047) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f789"}> ({
  ^bb0(%arg1038: i32, %arg1039: i32, %arg1040: index, %arg1041: f32):
    %1908 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1909 = "arith.addi"(%arg1040, %1908) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1910 = "arith.index_cast"(%1909) : (index) -> i32
    %1911:2 = "func.call"(%arg1039, %arg1039, %1909, %arg1041) <{callee = @f784}> : (i32, i32, index, f32) -> (i32, f32)
    %1912 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1913 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1914 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1915 = "scf.for"(%1912, %1913, %1914, %arg1038) ({
    ^bb0(%arg1042: index, %arg1043: i32):
      %1918 = "arith.index_cast"(%arg1042) : (index) -> i32
      %1919 = "arith.muli"(%1910, %1910) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1920 = "arith.addi"(%arg1043, %1918) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1921 = "arith.xori"(%1920, %1919) : (i32, i32) -> i32
      "scf.yield"(%1921) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1916 = "arith.xori"(%1910, %1910) : (i32, i32) -> i32
    %1917 = "arith.xori"(%1910, %1910) : (i32, i32) -> i32
    "func.return"(%1917, %1911#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f790"}> ({
  ^bb0(%arg1034: i32, %arg1035: i32, %arg1036: index, %arg1037: f32):
    %1900 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1901 = "arith.subi"(%arg1034, %arg1034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1902 = "arith.cmpi"(%1900, %1901) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1903 = "arith.select"(%1902, %1901, %1901) : (i1, i32, i32) -> i32
    %1904 = "arith.cmpi"(%arg1034, %arg1034) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1905 = "scf.if"(%1904) ({
      %1907 = "arith.addi"(%arg1035, %1903) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1907) : (i32) -> ()
    }, {
      %1906 = "arith.muli"(%arg1035, %1903) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1906) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1905, %arg1037) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f791"}> ({
  ^bb0(%arg1030: i32, %arg1031: i32, %arg1032: index, %arg1033: f32):
    %1890 = "arith.ori"(%arg1030, %arg1030) : (i32, i32) -> i32
    %1891 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1892 = "arith.cmpi"(%1891, %1890) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1893 = "scf.if"(%1892) ({
      %1899 = "arith.addi"(%arg1030, %arg1031) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1899) : (i32) -> ()
    }, {
      %1898 = "arith.muli"(%arg1030, %arg1031) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1898) : (i32) -> ()
    }) : (i1) -> i32
    %1894 = "arith.cmpi"(%1893, %1893) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1895 = "scf.if"(%1894) ({
      %1897 = "arith.addi"(%1891, %1891) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1897) : (i32) -> ()
    }, {
      %1896 = "arith.muli"(%1891, %1891) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1896) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1895, %arg1033) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f792"}> ({
  ^bb0(%arg1026: i32, %arg1027: i32, %arg1028: index, %arg1029: f32):
    %1885 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1886:2 = "func.call"(%arg1026, %arg1026, %arg1028, %arg1029) <{callee = @f788}> : (i32, i32, index, f32) -> (i32, f32)
    %1887 = "arith.cmpi"(%arg1026, %arg1027) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1888 = "arith.select"(%1887, %arg1027, %1885) : (i1, i32, i32) -> i32
    %1889 = "arith.subf"(%1886#1, %arg1029) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1888, %1889) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f793"}> ({
  ^bb0(%arg1022: i32, %arg1023: i32, %arg1024: index, %arg1025: f32):
    %1881 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1882 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1883 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1884 = "arith.ori"(%1881, %arg1022) : (i32, i32) -> i32
    "func.return"(%1884, %arg1025) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f794"}> ({
  ^bb0(%arg1018: i32, %arg1019: i32, %arg1020: index, %arg1021: f32):
    %1877 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1878 = "arith.subf"(%arg1021, %arg1021) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1879:2 = "func.call"(%arg1018, %1877, %arg1020, %1878) <{callee = @f791}> : (i32, i32, index, f32) -> (i32, f32)
    %1880 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%1880, %1879#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f795"}> ({
  ^bb0(%arg1012: i32, %arg1013: i32, %arg1014: index, %arg1015: f32):
    %1865 = "arith.andi"(%arg1013, %arg1012) : (i32, i32) -> i32
    %1866 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1867 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1868 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1869 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1870 = "scf.for"(%1867, %1868, %1869, %1866) ({
    ^bb0(%arg1016: index, %arg1017: i32):
      %1873 = "arith.index_cast"(%arg1016) : (index) -> i32
      %1874 = "arith.muli"(%1866, %1866) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1875 = "arith.addi"(%arg1017, %1873) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1876 = "arith.xori"(%1875, %1874) : (i32, i32) -> i32
      "scf.yield"(%1876) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1871 = "arith.xori"(%arg1013, %1866) : (i32, i32) -> i32
    %1872 = "arith.xori"(%arg1013, %1866) : (i32, i32) -> i32
    "func.return"(%1872, %arg1015) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f796"}> ({
  ^bb0(%arg1008: i32, %arg1009: i32, %arg1010: index, %arg1011: f32):
    %1858 = "arith.subi"(%arg1008, %arg1008) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1859 = "arith.subi"(%arg1008, %arg1008) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1860 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1861 = "arith.addi"(%arg1010, %1860) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1862 = "arith.index_cast"(%1861) : (index) -> i32
    %1863:2 = "func.call"(%1858, %1862, %arg1010, %arg1011) <{callee = @f794}> : (i32, i32, index, f32) -> (i32, f32)
    %1864 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1864, %1863#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f797"}> ({
  ^bb0(%arg1004: i32, %arg1005: i32, %arg1006: index, %arg1007: f32):
    %1853 = "arith.subf"(%arg1007, %arg1007) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1854 = "arith.cmpi"(%arg1004, %arg1005) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1855 = "arith.select"(%1854, %arg1004, %arg1005) : (i1, i32, i32) -> i32
    %1856 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1857 = "arith.minsi"(%arg1004, %arg1005) : (i32, i32) -> i32
    "func.return"(%1857, %1853) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f798"}> ({
  ^bb0(%arg1000: i32, %arg1001: i32, %arg1002: index, %arg1003: f32):
    %1846:2 = "func.call"(%arg1000, %arg1001, %arg1002, %arg1003) <{callee = @f796}> : (i32, i32, index, f32) -> (i32, f32)
    %1847:2 = "func.call"(%arg1000, %arg1000, %arg1002, %1846#1) <{callee = @f797}> : (i32, i32, index, f32) -> (i32, f32)
    %1848 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1849 = "arith.addi"(%arg1002, %1848) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1850 = "arith.index_cast"(%1849) : (index) -> i32
    %1851 = "arith.cmpi"(%1850, %arg1001) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1852 = "arith.select"(%1851, %1850, %1850) : (i1, i32, i32) -> i32
    "func.return"(%1852, %1847#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f799"}> ({
  ^bb0(%arg994: i32, %arg995: i32, %arg996: index, %arg997: f32):
    %1834:2 = "func.call"(%arg995, %arg995, %arg996, %arg997) <{callee = @f791}> : (i32, i32, index, f32) -> (i32, f32)
    %1835 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1836 = "arith.cmpi"(%1834#0, %arg995) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1837 = "arith.select"(%1836, %arg995, %1834#0) : (i1, i32, i32) -> i32
    %1838 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1839 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1840 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1841 = "scf.for"(%1838, %1839, %1840, %1835) ({
    ^bb0(%arg998: index, %arg999: i32):
      %1842 = "arith.index_cast"(%arg998) : (index) -> i32
      %1843 = "arith.muli"(%arg995, %1837) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1844 = "arith.addi"(%arg999, %1842) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1845 = "arith.xori"(%1844, %1843) : (i32, i32) -> i32
      "scf.yield"(%1845) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1841, %1834#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f800"}> ({
  ^bb0(%arg988: i32, %arg989: i32, %arg990: index, %arg991: f32):
    %1823 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1824 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1825 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1826 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1827 = "scf.for"(%1824, %1825, %1826, %1823) ({
    ^bb0(%arg992: index, %arg993: i32):
      %1830 = "arith.index_cast"(%arg992) : (index) -> i32
      %1831 = "arith.muli"(%arg989, %1823) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1832 = "arith.addi"(%arg993, %1830) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1833 = "arith.xori"(%1832, %1831) : (i32, i32) -> i32
      "scf.yield"(%1833) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1828 = "arith.mulf"(%arg991, %arg991) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1829 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%1829, %1828) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f801"}> ({
  ^bb0(%arg982: i32, %arg983: i32, %arg984: index, %arg985: f32):
    %1808 = "arith.cmpi"(%arg982, %arg983) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1809 = "arith.select"(%1808, %arg983, %arg982) : (i1, i32, i32) -> i32
    %1810:2 = "func.call"(%arg982, %arg983, %arg984, %arg985) <{callee = @f800}> : (i32, i32, index, f32) -> (i32, f32)
    %1811 = "arith.cmpi"(%arg983, %1809) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1812 = "scf.if"(%1811) ({
      %1822 = "arith.addi"(%arg983, %1810#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1822) : (i32) -> ()
    }, {
      %1821 = "arith.muli"(%arg983, %1810#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1821) : (i32) -> ()
    }) : (i1) -> i32
    %1813 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1814 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1815 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1816 = "scf.for"(%1813, %1814, %1815, %1809) ({
    ^bb0(%arg986: index, %arg987: i32):
      %1817 = "arith.index_cast"(%arg986) : (index) -> i32
      %1818 = "arith.muli"(%1812, %1810#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1819 = "arith.addi"(%arg987, %1817) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1820 = "arith.xori"(%1819, %1818) : (i32, i32) -> i32
      "scf.yield"(%1820) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1816, %1810#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f802"}> ({
  ^bb0(%arg978: i32, %arg979: i32, %arg980: index, %arg981: f32):
    %1797 = "arith.subf"(%arg981, %arg981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1798 = "arith.cmpi"(%arg979, %arg979) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1799 = "arith.select"(%1798, %arg978, %arg978) : (i1, i32, i32) -> i32
    %1800 = "arith.cmpi"(%arg979, %arg978) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1801 = "scf.if"(%1800) ({
      %1807 = "arith.addi"(%1799, %1799) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1807) : (i32) -> ()
    }, {
      %1806 = "arith.muli"(%1799, %1799) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1806) : (i32) -> ()
    }) : (i1) -> i32
    %1802 = "arith.cmpi"(%arg978, %arg978) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1803 = "scf.if"(%1802) ({
      %1805 = "arith.addi"(%1799, %arg979) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1805) : (i32) -> ()
    }, {
      %1804 = "arith.muli"(%1799, %arg979) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1804) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1803, %1797) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f803"}> ({
  ^bb0(%arg974: i32, %arg975: i32, %arg976: index, %arg977: f32):
    %1791 = "arith.mulf"(%arg977, %arg977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1792 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1793 = "arith.addi"(%arg976, %1792) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1794 = "arith.index_cast"(%1793) : (index) -> i32
    %1795 = "arith.xori"(%1794, %arg975) : (i32, i32) -> i32
    %1796 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1796, %1791) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f804"}> ({
  ^bb0(%arg968: i32, %arg969: i32, %arg970: index, %arg971: f32):
    %1777 = "arith.cmpi"(%arg968, %arg969) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1778 = "scf.if"(%1777) ({
      %1790 = "arith.addi"(%arg969, %arg969) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1790) : (i32) -> ()
    }, {
      %1789 = "arith.muli"(%arg969, %arg969) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1789) : (i32) -> ()
    }) : (i1) -> i32
    %1779 = "arith.mulf"(%arg971, %arg971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1780 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1781 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1782 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1783 = "scf.for"(%1780, %1781, %1782, %arg969) ({
    ^bb0(%arg972: index, %arg973: i32):
      %1785 = "arith.index_cast"(%arg972) : (index) -> i32
      %1786 = "arith.muli"(%arg969, %1778) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1787 = "arith.addi"(%arg973, %1785) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1788 = "arith.xori"(%1787, %1786) : (i32, i32) -> i32
      "scf.yield"(%1788) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1784:2 = "func.call"(%1778, %1778, %arg970, %arg971) <{callee = @f798}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1784#0, %1784#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f805"}> ({
  ^bb0(%arg964: i32, %arg965: i32, %arg966: index, %arg967: f32):
    %1769 = "arith.cmpi"(%arg965, %arg964) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1770 = "scf.if"(%1769) ({
      %1776 = "arith.addi"(%arg964, %arg965) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1776) : (i32) -> ()
    }, {
      %1775 = "arith.muli"(%arg964, %arg965) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1775) : (i32) -> ()
    }) : (i1) -> i32
    %1771 = "arith.xori"(%arg965, %arg964) : (i32, i32) -> i32
    %1772 = "arith.addf"(%arg967, %arg967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1773 = "arith.cmpi"(%1770, %arg964) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1774 = "arith.select"(%1773, %arg964, %arg965) : (i1, i32, i32) -> i32
    "func.return"(%1774, %1772) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f806"}> ({
  ^bb0(%arg958: i32, %arg959: i32, %arg960: index, %arg961: f32):
    %1756 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1757 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1758 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1759 = "scf.for"(%1756, %1757, %1758, %arg958) ({
    ^bb0(%arg962: index, %arg963: i32):
      %1765 = "arith.index_cast"(%arg962) : (index) -> i32
      %1766 = "arith.muli"(%arg959, %arg958) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1767 = "arith.addi"(%arg963, %1765) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1768 = "arith.xori"(%1767, %1766) : (i32, i32) -> i32
      "scf.yield"(%1768) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1760 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1761 = "arith.addi"(%arg960, %1760) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1762 = "arith.index_cast"(%1761) : (index) -> i32
    %1763 = "arith.xori"(%1759, %arg958) : (i32, i32) -> i32
    %1764 = "arith.maxsi"(%1759, %arg959) : (i32, i32) -> i32
    "func.return"(%1764, %arg961) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f807"}> ({
  ^bb0(%arg954: i32, %arg955: i32, %arg956: index, %arg957: f32):
    %1751 = "arith.subf"(%arg957, %arg957) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1752 = "arith.addi"(%arg955, %arg954) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1753 = "arith.maxsi"(%arg955, %1752) : (i32, i32) -> i32
    %1754 = "arith.maxsi"(%arg954, %arg954) : (i32, i32) -> i32
    %1755 = "arith.maxsi"(%arg954, %arg954) : (i32, i32) -> i32
    "func.return"(%1755, %1751) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f808"}> ({
  ^bb0(%arg950: i32, %arg951: i32, %arg952: index, %arg953: f32):
    %1747 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1748 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1749:2 = "func.call"(%1748, %1747, %arg952, %arg953) <{callee = @f801}> : (i32, i32, index, f32) -> (i32, f32)
    %1750 = "arith.mulf"(%arg953, %arg953) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1749#0, %1750) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f809"}> ({
  ^bb0(%arg946: i32, %arg947: i32, %arg948: index, %arg949: f32):
    %1740 = "arith.cmpi"(%arg946, %arg947) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1741 = "scf.if"(%1740) ({
      %1746 = "arith.addi"(%arg947, %arg946) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1746) : (i32) -> ()
    }, {
      %1745 = "arith.muli"(%arg947, %arg946) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1745) : (i32) -> ()
    }) : (i1) -> i32
    %1742 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1743 = "arith.muli"(%1741, %1742) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1744 = "arith.subf"(%arg949, %arg949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1743, %1744) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f810"}> ({
  ^bb0(%arg942: i32, %arg943: i32, %arg944: index, %arg945: f32):
    %1736 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1737 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1738 = "arith.subi"(%arg942, %arg943) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1739 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%1739, %arg945) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f811"}> ({
  ^bb0(%arg936: i32, %arg937: i32, %arg938: index, %arg939: f32):
    %1725 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1726 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1727 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1728 = "scf.for"(%1725, %1726, %1727, %arg937) ({
    ^bb0(%arg940: index, %arg941: i32):
      %1732 = "arith.index_cast"(%arg940) : (index) -> i32
      %1733 = "arith.muli"(%arg937, %arg936) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1734 = "arith.addi"(%arg941, %1732) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1735 = "arith.xori"(%1734, %1733) : (i32, i32) -> i32
      "scf.yield"(%1735) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1729:2 = "func.call"(%arg936, %1728, %arg938, %arg939) <{callee = @f809}> : (i32, i32, index, f32) -> (i32, f32)
    %1730 = "arith.ori"(%arg937, %arg937) : (i32, i32) -> i32
    %1731 = "arith.xori"(%arg936, %1730) : (i32, i32) -> i32
    "func.return"(%1731, %1729#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f812"}> ({
  ^bb0(%arg932: i32, %arg933: i32, %arg934: index, %arg935: f32):
    %1715 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1716 = "arith.addi"(%arg934, %1715) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1717 = "arith.index_cast"(%1716) : (index) -> i32
    %1718 = "arith.andi"(%arg932, %1717) : (i32, i32) -> i32
    %1719 = "arith.cmpi"(%1718, %arg932) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1720 = "scf.if"(%1719) ({
      %1724 = "arith.addi"(%1718, %1717) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1724) : (i32) -> ()
    }, {
      %1723 = "arith.muli"(%1718, %1717) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1723) : (i32) -> ()
    }) : (i1) -> i32
    %1721 = "arith.minsi"(%arg933, %1720) : (i32, i32) -> i32
    %1722 = "arith.minsi"(%arg933, %1720) : (i32, i32) -> i32
    "func.return"(%1722, %arg935) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f813"}> ({
  ^bb0(%arg924: i32, %arg925: i32, %arg926: index, %arg927: f32):
    %1692 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1693 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1694 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1695 = "scf.for"(%1692, %1693, %1694, %arg924) ({
    ^bb0(%arg930: index, %arg931: i32):
      %1711 = "arith.index_cast"(%arg930) : (index) -> i32
      %1712 = "arith.muli"(%arg925, %arg924) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1713 = "arith.addi"(%arg931, %1711) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1714 = "arith.xori"(%1713, %1712) : (i32, i32) -> i32
      "scf.yield"(%1714) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1696 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1697 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1698 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1699 = "scf.for"(%1696, %1697, %1698, %1695) ({
    ^bb0(%arg928: index, %arg929: i32):
      %1707 = "arith.index_cast"(%arg928) : (index) -> i32
      %1708 = "arith.muli"(%arg924, %arg924) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1709 = "arith.addi"(%arg929, %1707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1710 = "arith.xori"(%1709, %1708) : (i32, i32) -> i32
      "scf.yield"(%1710) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1700 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1701 = "arith.addi"(%arg926, %1700) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1702 = "arith.index_cast"(%1701) : (index) -> i32
    %1703 = "arith.cmpi"(%1699, %arg924) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1704 = "scf.if"(%1703) ({
      %1706 = "arith.addi"(%arg924, %1699) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1706) : (i32) -> ()
    }, {
      %1705 = "arith.muli"(%arg924, %1699) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1705) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1704, %arg927) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f814"}> ({
  ^bb0(%arg920: i32, %arg921: i32, %arg922: index, %arg923: f32):
    %1685 = "arith.cmpi"(%arg921, %arg921) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1686 = "arith.select"(%1685, %arg920, %arg921) : (i1, i32, i32) -> i32
    %1687 = "arith.subf"(%arg923, %arg923) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1688 = "arith.minsi"(%1686, %1686) : (i32, i32) -> i32
    %1689 = "arith.minsi"(%1686, %1686) : (i32, i32) -> i32
    %1690 = "arith.cmpi"(%1688, %arg920) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1691 = "arith.select"(%1690, %arg920, %arg921) : (i1, i32, i32) -> i32
    "func.return"(%1691, %1687) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f815"}> ({
  ^bb0(%arg916: i32, %arg917: i32, %arg918: index, %arg919: f32):
    %1679 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1680 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1681 = "arith.subi"(%1679, %arg917) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1682 = "arith.subi"(%1679, %arg917) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1683 = "arith.cmpi"(%arg916, %1681) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1684 = "arith.select"(%1683, %1681, %1682) : (i1, i32, i32) -> i32
    "func.return"(%1684, %arg919) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f816"}> ({
  ^bb0(%arg912: i32, %arg913: i32, %arg914: index, %arg915: f32):
    %1672 = "arith.cmpi"(%arg912, %arg912) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1673 = "scf.if"(%1672) ({
      %1678 = "arith.addi"(%arg912, %arg913) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1678) : (i32) -> ()
    }, {
      %1677 = "arith.muli"(%arg912, %arg913) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1677) : (i32) -> ()
    }) : (i1) -> i32
    %1674 = "arith.maxsi"(%arg913, %1673) : (i32, i32) -> i32
    %1675 = "arith.addf"(%arg915, %arg915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1676 = "arith.xori"(%1674, %1673) : (i32, i32) -> i32
    "func.return"(%1676, %1675) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f817"}> ({
  ^bb0(%arg908: i32, %arg909: i32, %arg910: index, %arg911: f32):
    %1668 = "arith.xori"(%arg909, %arg908) : (i32, i32) -> i32
    %1669 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1670 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1671 = "arith.muli"(%arg908, %1670) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1671, %arg911) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f818"}> ({
  ^bb0(%arg904: i32, %arg905: i32, %arg906: index, %arg907: f32):
    %1660 = "arith.cmpi"(%arg905, %arg904) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1661 = "scf.if"(%1660) ({
      %1667 = "arith.addi"(%arg904, %arg905) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1667) : (i32) -> ()
    }, {
      %1666 = "arith.muli"(%arg904, %arg905) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1666) : (i32) -> ()
    }) : (i1) -> i32
    %1662 = "arith.cmpi"(%1661, %1661) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1663 = "arith.select"(%1662, %1661, %1661) : (i1, i32, i32) -> i32
    %1664 = "arith.ori"(%arg905, %1663) : (i32, i32) -> i32
    %1665 = "arith.subi"(%arg904, %arg905) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1665, %arg907) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f819"}> ({
  ^bb0(%arg900: i32, %arg901: i32, %arg902: index, %arg903: f32):
    %1654 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1655 = "arith.cmpi"(%arg901, %arg901) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1656 = "arith.select"(%1655, %1654, %arg900) : (i1, i32, i32) -> i32
    %1657 = "arith.cmpi"(%1656, %arg900) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1658 = "arith.select"(%1657, %arg901, %1654) : (i1, i32, i32) -> i32
    %1659 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1659, %arg903) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f820"}> ({
  ^bb0(%arg896: i32, %arg897: i32, %arg898: index, %arg899: f32):
    %1648 = "arith.addi"(%arg897, %arg896) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1649 = "arith.addi"(%arg897, %arg896) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1650 = "arith.addi"(%arg896, %arg896) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1651 = "arith.subi"(%1648, %arg897) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1652 = "arith.cmpi"(%1648, %arg897) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1653 = "arith.select"(%1652, %1650, %1648) : (i1, i32, i32) -> i32
    "func.return"(%1653, %arg899) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f821"}> ({
  ^bb0(%arg890: i32, %arg891: i32, %arg892: index, %arg893: f32):
    %1633 = "arith.cmpi"(%arg890, %arg890) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1634 = "arith.select"(%1633, %arg891, %arg891) : (i1, i32, i32) -> i32
    %1635 = "arith.cmpi"(%arg891, %1634) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1636 = "scf.if"(%1635) ({
      %1647 = "arith.addi"(%1634, %1634) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1647) : (i32) -> ()
    }, {
      %1646 = "arith.muli"(%1634, %1634) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1646) : (i32) -> ()
    }) : (i1) -> i32
    %1637 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1638 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1639 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1640 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1641 = "scf.for"(%1638, %1639, %1640, %1634) ({
    ^bb0(%arg894: index, %arg895: i32):
      %1642 = "arith.index_cast"(%arg894) : (index) -> i32
      %1643 = "arith.muli"(%1634, %1636) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1644 = "arith.addi"(%arg895, %1642) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1645 = "arith.xori"(%1644, %1643) : (i32, i32) -> i32
      "scf.yield"(%1645) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1641, %arg893) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f822"}> ({
  ^bb0(%arg886: i32, %arg887: i32, %arg888: index, %arg889: f32):
    %1628 = "arith.addi"(%arg886, %arg887) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1629 = "arith.addi"(%arg886, %arg887) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1630 = "arith.muli"(%1628, %1629) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1631:2 = "func.call"(%arg887, %arg887, %arg888, %arg889) <{callee = @f818}> : (i32, i32, index, f32) -> (i32, f32)
    %1632:2 = "func.call"(%1628, %1628, %arg888, %1631#1) <{callee = @f817}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1632#0, %1632#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f823"}> ({
  ^bb0(%arg882: i32, %arg883: i32, %arg884: index, %arg885: f32):
    %1621 = "arith.maxsi"(%arg882, %arg883) : (i32, i32) -> i32
    %1622 = "arith.maxsi"(%arg882, %arg883) : (i32, i32) -> i32
    %1623 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1624 = "arith.addi"(%arg884, %1623) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1625 = "arith.index_cast"(%1624) : (index) -> i32
    %1626 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1627 = "arith.maxsi"(%1621, %1621) : (i32, i32) -> i32
    "func.return"(%1627, %arg885) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f824"}> ({
  ^bb0(%arg878: i32, %arg879: i32, %arg880: index, %arg881: f32):
    %1611 = "arith.cmpi"(%arg879, %arg878) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1612 = "scf.if"(%1611) ({
      %1620 = "arith.addi"(%arg879, %arg879) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1620) : (i32) -> ()
    }, {
      %1619 = "arith.muli"(%arg879, %arg879) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1619) : (i32) -> ()
    }) : (i1) -> i32
    %1613 = "arith.cmpi"(%arg878, %arg878) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1614 = "arith.select"(%1613, %arg879, %arg878) : (i1, i32, i32) -> i32
    %1615 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1616 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1617 = "arith.addi"(%arg880, %1616) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1618 = "arith.index_cast"(%1617) : (index) -> i32
    "func.return"(%1618, %arg881) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f825"}> ({
  ^bb0(%arg874: i32, %arg875: i32, %arg876: index, %arg877: f32):
    %1604 = "arith.minsi"(%arg874, %arg875) : (i32, i32) -> i32
    %1605:2 = "func.call"(%1604, %arg875, %arg876, %arg877) <{callee = @f818}> : (i32, i32, index, f32) -> (i32, f32)
    %1606 = "arith.cmpi"(%arg874, %arg874) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1607 = "scf.if"(%1606) ({
      %1610 = "arith.addi"(%1604, %arg875) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1610) : (i32) -> ()
    }, {
      %1609 = "arith.muli"(%1604, %arg875) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1609) : (i32) -> ()
    }) : (i1) -> i32
    %1608 = "arith.addi"(%arg875, %1607) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1608, %1605#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f826"}> ({
  ^bb0(%arg870: i32, %arg871: i32, %arg872: index, %arg873: f32):
    %1599 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1600 = "arith.cmpi"(%1599, %arg870) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1601 = "arith.select"(%1600, %arg870, %arg870) : (i1, i32, i32) -> i32
    %1602:2 = "func.call"(%arg870, %1601, %arg872, %arg873) <{callee = @f821}> : (i32, i32, index, f32) -> (i32, f32)
    %1603:2 = "func.call"(%arg870, %1602#0, %arg872, %arg873) <{callee = @f825}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1603#0, %1603#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f827"}> ({
  ^bb0(%arg866: i32, %arg867: i32, %arg868: index, %arg869: f32):
    %1595 = "arith.addi"(%arg866, %arg867) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1596 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1597 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1598 = "arith.muli"(%arg866, %1597) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1598, %arg869) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f828"}> ({
  ^bb0(%arg862: i32, %arg863: i32, %arg864: index, %arg865: f32):
    %1587 = "arith.subi"(%arg863, %arg862) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1588 = "arith.cmpi"(%1587, %arg862) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1589 = "scf.if"(%1588) ({
      %1594 = "arith.addi"(%arg862, %arg863) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1594) : (i32) -> ()
    }, {
      %1593 = "arith.muli"(%arg862, %arg863) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1593) : (i32) -> ()
    }) : (i1) -> i32
    %1590 = "arith.muli"(%arg862, %arg863) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1591 = "arith.xori"(%arg863, %1590) : (i32, i32) -> i32
    %1592 = "arith.xori"(%arg863, %1590) : (i32, i32) -> i32
    "func.return"(%1592, %arg865) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f829"}> ({
  ^bb0(%arg856: i32, %arg857: i32, %arg858: index, %arg859: f32):
    %1576:2 = "func.call"(%arg857, %arg857, %arg858, %arg859) <{callee = @f822}> : (i32, i32, index, f32) -> (i32, f32)
    %1577:2 = "func.call"(%arg857, %1576#0, %arg858, %arg859) <{callee = @f825}> : (i32, i32, index, f32) -> (i32, f32)
    %1578 = "arith.addi"(%arg857, %arg857) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1579 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1580 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1581 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1582 = "scf.for"(%1579, %1580, %1581, %1578) ({
    ^bb0(%arg860: index, %arg861: i32):
      %1583 = "arith.index_cast"(%arg860) : (index) -> i32
      %1584 = "arith.muli"(%arg857, %arg856) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1585 = "arith.addi"(%arg861, %1583) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1586 = "arith.xori"(%1585, %1584) : (i32, i32) -> i32
      "scf.yield"(%1586) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1582, %1577#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f830"}> ({
  ^bb0(%arg850: i32, %arg851: i32, %arg852: index, %arg853: f32):
    %1565 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1566 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1567 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1568 = "scf.for"(%1565, %1566, %1567, %arg850) ({
    ^bb0(%arg854: index, %arg855: i32):
      %1572 = "arith.index_cast"(%arg854) : (index) -> i32
      %1573 = "arith.muli"(%arg850, %arg851) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1574 = "arith.addi"(%arg855, %1572) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1575 = "arith.xori"(%1574, %1573) : (i32, i32) -> i32
      "scf.yield"(%1575) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1569 = "arith.xori"(%arg851, %1568) : (i32, i32) -> i32
    %1570 = "arith.xori"(%arg850, %arg851) : (i32, i32) -> i32
    %1571 = "arith.mulf"(%arg853, %arg853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1570, %1571) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f831"}> ({
  ^bb0(%arg844: i32, %arg845: i32, %arg846: index, %arg847: f32):
    %1551:2 = "func.call"(%arg845, %arg845, %arg846, %arg847) <{callee = @f826}> : (i32, i32, index, f32) -> (i32, f32)
    %1552 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1553 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1554 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1555 = "scf.for"(%1552, %1553, %1554, %1551#0) ({
    ^bb0(%arg848: index, %arg849: i32):
      %1561 = "arith.index_cast"(%arg848) : (index) -> i32
      %1562 = "arith.muli"(%1551#0, %1551#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1563 = "arith.addi"(%arg849, %1561) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1564 = "arith.xori"(%1563, %1562) : (i32, i32) -> i32
      "scf.yield"(%1564) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1556:2 = "func.call"(%arg844, %arg845, %arg846, %1551#1) <{callee = @f830}> : (i32, i32, index, f32) -> (i32, f32)
    %1557 = "arith.cmpi"(%arg844, %1556#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1558 = "scf.if"(%1557) ({
      %1560 = "arith.addi"(%1556#0, %1555) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1560) : (i32) -> ()
    }, {
      %1559 = "arith.muli"(%1556#0, %1555) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1559) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1558, %1556#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f832"}> ({
  ^bb0(%arg840: i32, %arg841: i32, %arg842: index, %arg843: f32):
    %1546 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1547 = "arith.addf"(%arg843, %arg843) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1548 = "arith.xori"(%1546, %arg840) : (i32, i32) -> i32
    %1549 = "arith.maxsi"(%1546, %1548) : (i32, i32) -> i32
    %1550 = "arith.maxsi"(%1546, %1548) : (i32, i32) -> i32
    "func.return"(%1550, %1547) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f833"}> ({
  ^bb0(%arg836: i32, %arg837: i32, %arg838: index, %arg839: f32):
    %1541 = "arith.cmpi"(%arg837, %arg836) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1542 = "arith.select"(%1541, %arg836, %arg836) : (i1, i32, i32) -> i32
    %1543 = "arith.muli"(%arg837, %arg837) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1544:2 = "func.call"(%1542, %1543, %arg838, %arg839) <{callee = @f825}> : (i32, i32, index, f32) -> (i32, f32)
    %1545 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%1545, %1544#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f834"}> ({
  ^bb0(%arg828: i32, %arg829: i32, %arg830: index, %arg831: f32):
    %1520 = "arith.cmpi"(%arg828, %arg828) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1521 = "scf.if"(%1520) ({
      %1540 = "arith.addi"(%arg829, %arg828) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1540) : (i32) -> ()
    }, {
      %1539 = "arith.muli"(%arg829, %arg828) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1539) : (i32) -> ()
    }) : (i1) -> i32
    %1522 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1523 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1524 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1525 = "scf.for"(%1522, %1523, %1524, %arg829) ({
    ^bb0(%arg834: index, %arg835: i32):
      %1535 = "arith.index_cast"(%arg834) : (index) -> i32
      %1536 = "arith.muli"(%arg828, %1521) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1537 = "arith.addi"(%arg835, %1535) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1538 = "arith.xori"(%1537, %1536) : (i32, i32) -> i32
      "scf.yield"(%1538) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1526 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1527 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1528 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1529 = "scf.for"(%1526, %1527, %1528, %1525) ({
    ^bb0(%arg832: index, %arg833: i32):
      %1531 = "arith.index_cast"(%arg832) : (index) -> i32
      %1532 = "arith.muli"(%arg829, %1525) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1533 = "arith.addi"(%arg833, %1531) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1534 = "arith.xori"(%1533, %1532) : (i32, i32) -> i32
      "scf.yield"(%1534) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1530 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%1530, %arg831) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f835"}> ({
  ^bb0(%arg822: i32, %arg823: i32, %arg824: index, %arg825: f32):
    %1509 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1510 = "arith.xori"(%arg823, %arg822) : (i32, i32) -> i32
    %1511 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1512 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1513 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1514 = "scf.for"(%1511, %1512, %1513, %arg822) ({
    ^bb0(%arg826: index, %arg827: i32):
      %1516 = "arith.index_cast"(%arg826) : (index) -> i32
      %1517 = "arith.muli"(%1510, %1510) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1518 = "arith.addi"(%arg827, %1516) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1519 = "arith.xori"(%1518, %1517) : (i32, i32) -> i32
      "scf.yield"(%1519) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1515 = "arith.addf"(%arg825, %arg825) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1514, %1515) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f836"}> ({
  ^bb0(%arg818: i32, %arg819: i32, %arg820: index, %arg821: f32):
    %1503 = "arith.cmpi"(%arg819, %arg819) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1504 = "arith.select"(%1503, %arg819, %arg818) : (i1, i32, i32) -> i32
    %1505 = "arith.cmpi"(%1504, %1504) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1506 = "arith.select"(%1505, %arg818, %1504) : (i1, i32, i32) -> i32
    %1507 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1508:2 = "func.call"(%arg818, %arg818, %arg820, %arg821) <{callee = @f830}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1508#0, %1508#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f837"}> ({
  ^bb0(%arg812: i32, %arg813: i32, %arg814: index, %arg815: f32):
    %1488 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1489 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1490 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1491 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1492 = "scf.for"(%1489, %1490, %1491, %1488) ({
    ^bb0(%arg816: index, %arg817: i32):
      %1499 = "arith.index_cast"(%arg816) : (index) -> i32
      %1500 = "arith.muli"(%arg812, %arg812) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1501 = "arith.addi"(%arg817, %1499) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1502 = "arith.xori"(%1501, %1500) : (i32, i32) -> i32
      "scf.yield"(%1502) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1493 = "arith.cmpi"(%1488, %1492) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1494 = "scf.if"(%1493) ({
      %1498 = "arith.addi"(%1488, %1488) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1498) : (i32) -> ()
    }, {
      %1497 = "arith.muli"(%1488, %1488) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1497) : (i32) -> ()
    }) : (i1) -> i32
    %1495 = "arith.addi"(%arg813, %arg813) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1496 = "arith.addi"(%arg813, %arg813) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1496, %arg815) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f838"}> ({
  ^bb0(%arg808: i32, %arg809: i32, %arg810: index, %arg811: f32):
    %1479 = "arith.addi"(%arg808, %arg809) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1480 = "arith.addi"(%arg808, %arg809) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1481 = "arith.cmpi"(%1480, %1480) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1482 = "arith.select"(%1481, %1479, %1479) : (i1, i32, i32) -> i32
    %1483 = "arith.cmpi"(%1480, %1480) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1484 = "scf.if"(%1483) ({
      %1487 = "arith.addi"(%arg808, %1479) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1487) : (i32) -> ()
    }, {
      %1486 = "arith.muli"(%arg808, %1479) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1486) : (i32) -> ()
    }) : (i1) -> i32
    %1485 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%1485, %arg811) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f839"}> ({
  ^bb0(%arg802: i32, %arg803: i32, %arg804: index, %arg805: f32):
    %1467 = "arith.ori"(%arg803, %arg802) : (i32, i32) -> i32
    %1468:2 = "func.call"(%arg803, %arg803, %arg804, %arg805) <{callee = @f833}> : (i32, i32, index, f32) -> (i32, f32)
    %1469 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1470 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1471 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1472 = "scf.for"(%1469, %1470, %1471, %arg802) ({
    ^bb0(%arg806: index, %arg807: i32):
      %1475 = "arith.index_cast"(%arg806) : (index) -> i32
      %1476 = "arith.muli"(%arg802, %arg803) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1477 = "arith.addi"(%arg807, %1475) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1478 = "arith.xori"(%1477, %1476) : (i32, i32) -> i32
      "scf.yield"(%1478) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1473 = "arith.cmpi"(%1472, %1467) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1474 = "arith.select"(%1473, %1468#0, %1467) : (i1, i32, i32) -> i32
    "func.return"(%1474, %1468#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f840"}> ({
  ^bb0(%arg798: i32, %arg799: i32, %arg800: index, %arg801: f32):
    %1457 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1458 = "arith.cmpi"(%arg799, %arg798) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1459 = "scf.if"(%1458) ({
      %1466 = "arith.addi"(%arg798, %1457) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1466) : (i32) -> ()
    }, {
      %1465 = "arith.muli"(%arg798, %1457) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1465) : (i32) -> ()
    }) : (i1) -> i32
    %1460 = "arith.cmpi"(%1459, %arg798) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1461 = "scf.if"(%1460) ({
      %1464 = "arith.addi"(%arg798, %1459) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1464) : (i32) -> ()
    }, {
      %1463 = "arith.muli"(%arg798, %1459) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1463) : (i32) -> ()
    }) : (i1) -> i32
    %1462 = "arith.subf"(%arg801, %arg801) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1461, %1462) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f841"}> ({
  ^bb0(%arg792: i32, %arg793: i32, %arg794: index, %arg795: f32):
    %1445 = "arith.muli"(%arg793, %arg793) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1446 = "arith.cmpi"(%arg792, %arg792) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1447 = "arith.select"(%1446, %arg793, %arg792) : (i1, i32, i32) -> i32
    %1448:2 = "func.call"(%1445, %arg793, %arg794, %arg795) <{callee = @f833}> : (i32, i32, index, f32) -> (i32, f32)
    %1449 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1450 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1451 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1452 = "scf.for"(%1449, %1450, %1451, %1448#0) ({
    ^bb0(%arg796: index, %arg797: i32):
      %1453 = "arith.index_cast"(%arg796) : (index) -> i32
      %1454 = "arith.muli"(%arg792, %1448#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1455 = "arith.addi"(%arg797, %1453) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1456 = "arith.xori"(%1455, %1454) : (i32, i32) -> i32
      "scf.yield"(%1456) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1452, %1448#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f842"}> ({
  ^bb0(%arg788: i32, %arg789: i32, %arg790: index, %arg791: f32):
    %1441 = "arith.addi"(%arg788, %arg788) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1442 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1443 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1444:2 = "func.call"(%1443, %1442, %arg790, %arg791) <{callee = @f840}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1444#0, %1444#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f843"}> ({
  ^bb0(%arg784: i32, %arg785: i32, %arg786: index, %arg787: f32):
    %1435 = "arith.addf"(%arg787, %arg787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1436 = "arith.muli"(%arg785, %arg784) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1437 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1438 = "arith.addi"(%arg786, %1437) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1439 = "arith.index_cast"(%1438) : (index) -> i32
    %1440:2 = "func.call"(%1439, %arg785, %arg786, %arg787) <{callee = @f835}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1440#0, %1440#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f844"}> ({
  ^bb0(%arg780: i32, %arg781: i32, %arg782: index, %arg783: f32):
    %1431:2 = "func.call"(%arg781, %arg781, %arg782, %arg783) <{callee = @f842}> : (i32, i32, index, f32) -> (i32, f32)
    %1432 = "arith.muli"(%1431#0, %1431#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1433 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1434 = "arith.subi"(%arg781, %1432) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1434, %1431#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f845"}> ({
  ^bb0(%arg776: i32, %arg777: i32, %arg778: index, %arg779: f32):
    %1424 = "arith.ori"(%arg777, %arg776) : (i32, i32) -> i32
    %1425 = "arith.cmpi"(%1424, %arg777) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1426 = "arith.select"(%1425, %arg776, %1424) : (i1, i32, i32) -> i32
    %1427 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1428 = "arith.addi"(%arg778, %1427) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1429 = "arith.index_cast"(%1428) : (index) -> i32
    %1430 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%1430, %arg779) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f846"}> ({
  ^bb0(%arg772: i32, %arg773: i32, %arg774: index, %arg775: f32):
    %1417 = "arith.maxsi"(%arg773, %arg773) : (i32, i32) -> i32
    %1418 = "arith.cmpi"(%arg772, %1417) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1419 = "scf.if"(%1418) ({
      %1423 = "arith.addi"(%arg772, %arg772) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1423) : (i32) -> ()
    }, {
      %1422 = "arith.muli"(%arg772, %arg772) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1422) : (i32) -> ()
    }) : (i1) -> i32
    %1420 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1421 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1421, %arg775) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f847"}> ({
  ^bb0(%arg768: i32, %arg769: i32, %arg770: index, %arg771: f32):
    %1409 = "arith.minsi"(%arg769, %arg768) : (i32, i32) -> i32
    %1410 = "arith.minsi"(%arg769, %arg768) : (i32, i32) -> i32
    %1411 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1412 = "arith.maxsi"(%1409, %1409) : (i32, i32) -> i32
    %1413 = "arith.cmpi"(%arg768, %1409) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1414 = "scf.if"(%1413) ({
      %1416 = "arith.addi"(%1409, %arg769) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1416) : (i32) -> ()
    }, {
      %1415 = "arith.muli"(%1409, %arg769) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1415) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1414, %arg771) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f848"}> ({
  ^bb0(%arg764: i32, %arg765: i32, %arg766: index, %arg767: f32):
    %1405:2 = "func.call"(%arg765, %arg765, %arg766, %arg767) <{callee = @f841}> : (i32, i32, index, f32) -> (i32, f32)
    %1406:2 = "func.call"(%arg765, %1405#0, %arg766, %arg767) <{callee = @f842}> : (i32, i32, index, f32) -> (i32, f32)
    %1407:2 = "func.call"(%1405#0, %arg765, %arg766, %1406#1) <{callee = @f847}> : (i32, i32, index, f32) -> (i32, f32)
    %1408 = "arith.addf"(%1407#1, %arg767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1407#0, %1408) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f849"}> ({
  ^bb0(%arg760: i32, %arg761: i32, %arg762: index, %arg763: f32):
    %1394 = "arith.cmpi"(%arg761, %arg760) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1395 = "arith.select"(%1394, %arg760, %arg761) : (i1, i32, i32) -> i32
    %1396 = "arith.cmpi"(%arg761, %arg761) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1397 = "scf.if"(%1396) ({
      %1404 = "arith.addi"(%arg760, %arg761) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1404) : (i32) -> ()
    }, {
      %1403 = "arith.muli"(%arg760, %arg761) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1403) : (i32) -> ()
    }) : (i1) -> i32
    %1398 = "arith.cmpi"(%arg760, %1397) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1399 = "scf.if"(%1398) ({
      %1402 = "arith.addi"(%1395, %1397) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1402) : (i32) -> ()
    }, {
      %1401 = "arith.muli"(%1395, %1397) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1401) : (i32) -> ()
    }) : (i1) -> i32
    %1400:2 = "func.call"(%arg761, %1395, %arg762, %arg763) <{callee = @f844}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1400#0, %1400#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f850"}> ({
  ^bb0(%arg752: i32, %arg753: i32, %arg754: index, %arg755: f32):
    %1375 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1376 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1377 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1378 = "scf.for"(%1375, %1376, %1377, %arg753) ({
    ^bb0(%arg758: index, %arg759: i32):
      %1390 = "arith.index_cast"(%arg758) : (index) -> i32
      %1391 = "arith.muli"(%arg753, %arg753) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1392 = "arith.addi"(%arg759, %1390) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1393 = "arith.xori"(%1392, %1391) : (i32, i32) -> i32
      "scf.yield"(%1393) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1379:2 = "func.call"(%1378, %arg753, %arg754, %arg755) <{callee = @f842}> : (i32, i32, index, f32) -> (i32, f32)
    %1380 = "arith.cmpi"(%1379#0, %1378) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1381 = "arith.select"(%1380, %arg753, %arg752) : (i1, i32, i32) -> i32
    %1382 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1383 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1384 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1385 = "scf.for"(%1382, %1383, %1384, %1379#0) ({
    ^bb0(%arg756: index, %arg757: i32):
      %1386 = "arith.index_cast"(%arg756) : (index) -> i32
      %1387 = "arith.muli"(%1381, %arg752) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1388 = "arith.addi"(%arg757, %1386) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1389 = "arith.xori"(%1388, %1387) : (i32, i32) -> i32
      "scf.yield"(%1389) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1385, %1379#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f851"}> ({
  ^bb0(%arg746: i32, %arg747: i32, %arg748: index, %arg749: f32):
    %1361 = "arith.cmpi"(%arg746, %arg747) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1362 = "scf.if"(%1361) ({
      %1374 = "arith.addi"(%arg747, %arg747) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1374) : (i32) -> ()
    }, {
      %1373 = "arith.muli"(%arg747, %arg747) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1373) : (i32) -> ()
    }) : (i1) -> i32
    %1363 = "arith.andi"(%arg747, %arg747) : (i32, i32) -> i32
    %1364 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1365 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1366 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1367 = "scf.for"(%1364, %1365, %1366, %arg747) ({
    ^bb0(%arg750: index, %arg751: i32):
      %1369 = "arith.index_cast"(%arg750) : (index) -> i32
      %1370 = "arith.muli"(%arg747, %arg747) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1371 = "arith.addi"(%arg751, %1369) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1372 = "arith.xori"(%1371, %1370) : (i32, i32) -> i32
      "scf.yield"(%1372) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1368 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%1368, %arg749) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f852"}> ({
  ^bb0(%arg742: i32, %arg743: i32, %arg744: index, %arg745: f32):
    %1352 = "arith.cmpi"(%arg742, %arg742) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1353 = "scf.if"(%1352) ({
      %1360 = "arith.addi"(%arg743, %arg742) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1360) : (i32) -> ()
    }, {
      %1359 = "arith.muli"(%arg743, %arg742) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1359) : (i32) -> ()
    }) : (i1) -> i32
    %1354 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1355 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1356 = "arith.addi"(%arg744, %1355) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1357 = "arith.index_cast"(%1356) : (index) -> i32
    %1358 = "arith.maxsi"(%arg743, %arg742) : (i32, i32) -> i32
    "func.return"(%1358, %arg745) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f853"}> ({
  ^bb0(%arg738: i32, %arg739: i32, %arg740: index, %arg741: f32):
    %1347 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1348 = "arith.xori"(%1347, %1347) : (i32, i32) -> i32
    %1349 = "arith.cmpi"(%arg739, %arg739) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1350 = "arith.select"(%1349, %arg739, %arg739) : (i1, i32, i32) -> i32
    %1351:2 = "func.call"(%1350, %1348, %arg740, %arg741) <{callee = @f845}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1351#0, %1351#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f854"}> ({
  ^bb0(%arg734: i32, %arg735: i32, %arg736: index, %arg737: f32):
    %1343 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1344 = "arith.addi"(%arg735, %1343) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1345 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1346:2 = "func.call"(%1344, %arg735, %arg736, %arg737) <{callee = @f849}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1346#0, %1346#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f855"}> ({
  ^bb0(%arg728: i32, %arg729: i32, %arg730: index, %arg731: f32):
    %1326 = "arith.cmpi"(%arg728, %arg729) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1327 = "scf.if"(%1326) ({
      %1342 = "arith.addi"(%arg728, %arg729) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1342) : (i32) -> ()
    }, {
      %1341 = "arith.muli"(%arg728, %arg729) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1341) : (i32) -> ()
    }) : (i1) -> i32
    %1328 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1329 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1330 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1331 = "scf.for"(%1328, %1329, %1330, %1327) ({
    ^bb0(%arg732: index, %arg733: i32):
      %1337 = "arith.index_cast"(%arg732) : (index) -> i32
      %1338 = "arith.muli"(%arg729, %arg728) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1339 = "arith.addi"(%arg733, %1337) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1340 = "arith.xori"(%1339, %1338) : (i32, i32) -> i32
      "scf.yield"(%1340) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1332 = "arith.cmpi"(%arg728, %arg728) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1333 = "scf.if"(%1332) ({
      %1336 = "arith.addi"(%arg728, %1327) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1336) : (i32) -> ()
    }, {
      %1335 = "arith.muli"(%arg728, %1327) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1335) : (i32) -> ()
    }) : (i1) -> i32
    %1334 = "arith.ori"(%1327, %1333) : (i32, i32) -> i32
    "func.return"(%1334, %arg731) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f856"}> ({
  ^bb0(%arg724: i32, %arg725: i32, %arg726: index, %arg727: f32):
    %1320 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1321 = "arith.addi"(%arg726, %1320) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1322 = "arith.index_cast"(%1321) : (index) -> i32
    %1323 = "arith.andi"(%1322, %arg725) : (i32, i32) -> i32
    %1324 = "arith.muli"(%1323, %arg724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1325 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1325, %arg727) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f857"}> ({
  ^bb0(%arg718: i32, %arg719: i32, %arg720: index, %arg721: f32):
    %1303 = "arith.cmpi"(%arg718, %arg719) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1304 = "arith.select"(%1303, %arg718, %arg718) : (i1, i32, i32) -> i32
    %1305 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1306 = "arith.addi"(%arg720, %1305) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1307 = "arith.index_cast"(%1306) : (index) -> i32
    %1308 = "arith.cmpi"(%arg718, %1304) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1309 = "scf.if"(%1308) ({
      %1319 = "arith.addi"(%arg718, %1307) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1319) : (i32) -> ()
    }, {
      %1318 = "arith.muli"(%arg718, %1307) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1318) : (i32) -> ()
    }) : (i1) -> i32
    %1310 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1311 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1312 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1313 = "scf.for"(%1310, %1311, %1312, %1309) ({
    ^bb0(%arg722: index, %arg723: i32):
      %1314 = "arith.index_cast"(%arg722) : (index) -> i32
      %1315 = "arith.muli"(%1304, %arg718) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1316 = "arith.addi"(%arg723, %1314) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1317 = "arith.xori"(%1316, %1315) : (i32, i32) -> i32
      "scf.yield"(%1317) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1313, %arg721) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f858"}> ({
  ^bb0(%arg714: i32, %arg715: i32, %arg716: index, %arg717: f32):
    %1296 = "arith.mulf"(%arg717, %arg717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1297 = "arith.cmpi"(%arg714, %arg714) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1298 = "scf.if"(%1297) ({
      %1302 = "arith.addi"(%arg714, %arg714) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1302) : (i32) -> ()
    }, {
      %1301 = "arith.muli"(%arg714, %arg714) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1301) : (i32) -> ()
    }) : (i1) -> i32
    %1299:2 = "func.call"(%arg714, %arg714, %arg716, %1296) <{callee = @f851}> : (i32, i32, index, f32) -> (i32, f32)
    %1300 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%1300, %1299#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f859"}> ({
  ^bb0(%arg710: i32, %arg711: i32, %arg712: index, %arg713: f32):
    %1289:2 = "func.call"(%arg711, %arg710, %arg712, %arg713) <{callee = @f851}> : (i32, i32, index, f32) -> (i32, f32)
    %1290:2 = "func.call"(%1289#0, %arg711, %arg712, %1289#1) <{callee = @f853}> : (i32, i32, index, f32) -> (i32, f32)
    %1291 = "arith.cmpi"(%arg711, %arg710) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1292 = "scf.if"(%1291) ({
      %1295 = "arith.addi"(%arg710, %arg710) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1295) : (i32) -> ()
    }, {
      %1294 = "arith.muli"(%arg710, %arg710) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1294) : (i32) -> ()
    }) : (i1) -> i32
    %1293 = "arith.ori"(%1289#0, %1290#0) : (i32, i32) -> i32
    "func.return"(%1293, %1290#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f860"}> ({
  ^bb0(%arg706: i32, %arg707: i32, %arg708: index, %arg709: f32):
    %1279 = "arith.addf"(%arg709, %arg709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1280:2 = "func.call"(%arg706, %arg707, %arg708, %arg709) <{callee = @f859}> : (i32, i32, index, f32) -> (i32, f32)
    %1281 = "arith.cmpi"(%1280#0, %1280#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1282 = "scf.if"(%1281) ({
      %1288 = "arith.addi"(%1280#0, %arg707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1288) : (i32) -> ()
    }, {
      %1287 = "arith.muli"(%1280#0, %arg707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1287) : (i32) -> ()
    }) : (i1) -> i32
    %1283 = "arith.cmpi"(%1282, %1282) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1284 = "scf.if"(%1283) ({
      %1286 = "arith.addi"(%1282, %1282) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1286) : (i32) -> ()
    }, {
      %1285 = "arith.muli"(%1282, %1282) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1285) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1284, %1280#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f861"}> ({
  ^bb0(%arg702: i32, %arg703: i32, %arg704: index, %arg705: f32):
    %1272:2 = "func.call"(%arg703, %arg703, %arg704, %arg705) <{callee = @f857}> : (i32, i32, index, f32) -> (i32, f32)
    %1273 = "arith.mulf"(%arg705, %arg705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1274 = "arith.cmpi"(%arg702, %arg703) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1275 = "arith.select"(%1274, %arg702, %arg703) : (i1, i32, i32) -> i32
    %1276 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1277 = "arith.addi"(%arg704, %1276) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1278 = "arith.index_cast"(%1277) : (index) -> i32
    "func.return"(%1278, %1273) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f862"}> ({
  ^bb0(%arg698: i32, %arg699: i32, %arg700: index, %arg701: f32):
    %1265 = "arith.ori"(%arg698, %arg699) : (i32, i32) -> i32
    %1266 = "arith.cmpi"(%arg698, %1265) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1267 = "arith.select"(%1266, %arg698, %arg698) : (i1, i32, i32) -> i32
    %1268 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1269 = "arith.addi"(%arg700, %1268) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1270 = "arith.index_cast"(%1269) : (index) -> i32
    %1271:2 = "func.call"(%1267, %1270, %arg700, %arg701) <{callee = @f854}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1271#0, %1271#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f863"}> ({
  ^bb0(%arg694: i32, %arg695: i32, %arg696: index, %arg697: f32):
    %1261 = "arith.mulf"(%arg697, %arg697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1262 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1263 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1264:2 = "func.call"(%arg695, %arg694, %arg696, %1261) <{callee = @f857}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1264#0, %1264#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f864"}> ({
  ^bb0(%arg690: i32, %arg691: i32, %arg692: index, %arg693: f32):
    %1249 = "arith.cmpi"(%arg690, %arg690) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1250 = "scf.if"(%1249) ({
      %1260 = "arith.addi"(%arg691, %arg691) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1260) : (i32) -> ()
    }, {
      %1259 = "arith.muli"(%arg691, %arg691) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1259) : (i32) -> ()
    }) : (i1) -> i32
    %1251 = "arith.cmpi"(%1250, %arg690) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1252 = "scf.if"(%1251) ({
      %1258 = "arith.addi"(%arg691, %arg690) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1258) : (i32) -> ()
    }, {
      %1257 = "arith.muli"(%arg691, %arg690) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1257) : (i32) -> ()
    }) : (i1) -> i32
    %1253 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1254 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1255 = "arith.addi"(%arg692, %1254) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1256 = "arith.index_cast"(%1255) : (index) -> i32
    "func.return"(%1256, %arg693) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f865"}> ({
  ^bb0(%arg684: i32, %arg685: i32, %arg686: index, %arg687: f32):
    %1238 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1239:2 = "func.call"(%arg684, %1238, %arg686, %arg687) <{callee = @f862}> : (i32, i32, index, f32) -> (i32, f32)
    %1240 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1241 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1242 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1243 = "scf.for"(%1240, %1241, %1242, %arg685) ({
    ^bb0(%arg688: index, %arg689: i32):
      %1245 = "arith.index_cast"(%arg688) : (index) -> i32
      %1246 = "arith.muli"(%arg684, %1238) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1247 = "arith.addi"(%arg689, %1245) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1248 = "arith.xori"(%1247, %1246) : (i32, i32) -> i32
      "scf.yield"(%1248) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1244 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%1244, %1239#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f866"}> ({
  ^bb0(%arg680: i32, %arg681: i32, %arg682: index, %arg683: f32):
    %1233 = "arith.mulf"(%arg683, %arg683) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1234 = "arith.addi"(%arg680, %arg680) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1235 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1236 = "arith.cmpi"(%1235, %arg681) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1237 = "arith.select"(%1236, %1234, %1235) : (i1, i32, i32) -> i32
    "func.return"(%1237, %1233) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f867"}> ({
  ^bb0(%arg676: i32, %arg677: i32, %arg678: index, %arg679: f32):
    %1226:2 = "func.call"(%arg676, %arg676, %arg678, %arg679) <{callee = @f863}> : (i32, i32, index, f32) -> (i32, f32)
    %1227:2 = "func.call"(%arg676, %arg677, %arg678, %1226#1) <{callee = @f860}> : (i32, i32, index, f32) -> (i32, f32)
    %1228 = "arith.cmpi"(%arg677, %1226#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1229 = "arith.select"(%1228, %arg676, %arg677) : (i1, i32, i32) -> i32
    %1230 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1231 = "arith.addi"(%arg678, %1230) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1232 = "arith.index_cast"(%1231) : (index) -> i32
    "func.return"(%1232, %1227#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f868"}> ({
  ^bb0(%arg670: i32, %arg671: i32, %arg672: index, %arg673: f32):
    %1212 = "arith.cmpi"(%arg671, %arg670) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1213 = "scf.if"(%1212) ({
      %1225 = "arith.addi"(%arg670, %arg670) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1225) : (i32) -> ()
    }, {
      %1224 = "arith.muli"(%arg670, %arg670) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1224) : (i32) -> ()
    }) : (i1) -> i32
    %1214 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1215 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1216 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1217 = "scf.for"(%1214, %1215, %1216, %arg671) ({
    ^bb0(%arg674: index, %arg675: i32):
      %1220 = "arith.index_cast"(%arg674) : (index) -> i32
      %1221 = "arith.muli"(%1213, %arg671) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1222 = "arith.addi"(%arg675, %1220) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1223 = "arith.xori"(%1222, %1221) : (i32, i32) -> i32
      "scf.yield"(%1223) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1218 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1219 = "arith.minsi"(%1213, %arg671) : (i32, i32) -> i32
    "func.return"(%1219, %arg673) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f869"}> ({
  ^bb0(%arg666: i32, %arg667: i32, %arg668: index, %arg669: f32):
    %1207 = "arith.muli"(%arg666, %arg666) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1208:2 = "func.call"(%1207, %arg666, %arg668, %arg669) <{callee = @f862}> : (i32, i32, index, f32) -> (i32, f32)
    %1209 = "arith.minsi"(%1208#0, %arg667) : (i32, i32) -> i32
    %1210 = "arith.minsi"(%1208#0, %arg667) : (i32, i32) -> i32
    %1211:2 = "func.call"(%arg666, %1210, %arg668, %arg669) <{callee = @f865}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1211#0, %1211#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f870"}> ({
  ^bb0(%arg662: i32, %arg663: i32, %arg664: index, %arg665: f32):
    %1202 = "arith.muli"(%arg662, %arg663) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1203 = "arith.cmpi"(%arg662, %arg662) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1204 = "arith.select"(%1203, %1202, %arg662) : (i1, i32, i32) -> i32
    %1205 = "arith.addf"(%arg665, %arg665) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1206 = "arith.addi"(%arg662, %1204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1206, %1205) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f871"}> ({
  ^bb0(%arg658: i32, %arg659: i32, %arg660: index, %arg661: f32):
    %1193 = "arith.cmpi"(%arg659, %arg658) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1194 = "arith.select"(%1193, %arg659, %arg659) : (i1, i32, i32) -> i32
    %1195 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1196 = "arith.maxsi"(%1194, %1195) : (i32, i32) -> i32
    %1197 = "arith.maxsi"(%1194, %1195) : (i32, i32) -> i32
    %1198 = "arith.cmpi"(%1197, %1197) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1199 = "scf.if"(%1198) ({
      %1201 = "arith.addi"(%1196, %1195) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1201) : (i32) -> ()
    }, {
      %1200 = "arith.muli"(%1196, %1195) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1200) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1199, %arg661) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f872"}> ({
  ^bb0(%arg652: i32, %arg653: i32, %arg654: index, %arg655: f32):
    %1182 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1183 = "arith.mulf"(%arg655, %arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1184 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1185 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1186 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1187 = "scf.for"(%1184, %1185, %1186, %arg652) ({
    ^bb0(%arg656: index, %arg657: i32):
      %1189 = "arith.index_cast"(%arg656) : (index) -> i32
      %1190 = "arith.muli"(%1182, %arg653) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1191 = "arith.addi"(%arg657, %1189) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1192 = "arith.xori"(%1191, %1190) : (i32, i32) -> i32
      "scf.yield"(%1192) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1188 = "arith.andi"(%1187, %1182) : (i32, i32) -> i32
    "func.return"(%1188, %1183) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f873"}> ({
  ^bb0(%arg648: i32, %arg649: i32, %arg650: index, %arg651: f32):
    %1176 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1177 = "arith.cmpi"(%arg648, %1176) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1178 = "arith.select"(%1177, %1176, %arg649) : (i1, i32, i32) -> i32
    %1179 = "arith.cmpi"(%1176, %1176) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1180 = "arith.select"(%1179, %1178, %arg649) : (i1, i32, i32) -> i32
    %1181 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%1181, %arg651) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f874"}> ({
  ^bb0(%arg642: i32, %arg643: i32, %arg644: index, %arg645: f32):
    %1165 = "arith.subi"(%arg643, %arg643) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1166 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1167 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1168 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1169 = "scf.for"(%1166, %1167, %1168, %1165) ({
    ^bb0(%arg646: index, %arg647: i32):
      %1172 = "arith.index_cast"(%arg646) : (index) -> i32
      %1173 = "arith.muli"(%arg642, %1165) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1174 = "arith.addi"(%arg647, %1172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1175 = "arith.xori"(%1174, %1173) : (i32, i32) -> i32
      "scf.yield"(%1175) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1170:2 = "func.call"(%arg642, %arg642, %arg644, %arg645) <{callee = @f872}> : (i32, i32, index, f32) -> (i32, f32)
    %1171 = "arith.andi"(%1165, %1170#0) : (i32, i32) -> i32
    "func.return"(%1171, %1170#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f875"}> ({
  ^bb0(%arg634: i32, %arg635: i32, %arg636: index, %arg637: f32):
    %1147 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1148 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1149 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1150 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1151 = "scf.for"(%1148, %1149, %1150, %1147) ({
    ^bb0(%arg640: index, %arg641: i32):
      %1161 = "arith.index_cast"(%arg640) : (index) -> i32
      %1162 = "arith.muli"(%arg634, %arg634) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1163 = "arith.addi"(%arg641, %1161) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1164 = "arith.xori"(%1163, %1162) : (i32, i32) -> i32
      "scf.yield"(%1164) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1152:2 = "func.call"(%1151, %arg634, %arg636, %arg637) <{callee = @f869}> : (i32, i32, index, f32) -> (i32, f32)
    %1153 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1154 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1155 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1156 = "scf.for"(%1153, %1154, %1155, %arg634) ({
    ^bb0(%arg638: index, %arg639: i32):
      %1157 = "arith.index_cast"(%arg638) : (index) -> i32
      %1158 = "arith.muli"(%1152#0, %arg635) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1159 = "arith.addi"(%arg639, %1157) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1160 = "arith.xori"(%1159, %1158) : (i32, i32) -> i32
      "scf.yield"(%1160) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1156, %1152#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f876"}> ({
  ^bb0(%arg630: i32, %arg631: i32, %arg632: index, %arg633: f32):
    %1141 = "arith.cmpi"(%arg630, %arg631) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1142 = "arith.select"(%1141, %arg631, %arg630) : (i1, i32, i32) -> i32
    %1143 = "arith.addf"(%arg633, %arg633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1144 = "arith.cmpi"(%arg630, %1142) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1145 = "arith.select"(%1144, %1142, %arg630) : (i1, i32, i32) -> i32
    %1146 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%1146, %1143) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f877"}> ({
  ^bb0(%arg626: i32, %arg627: i32, %arg628: index, %arg629: f32):
    %1137:2 = "func.call"(%arg626, %arg627, %arg628, %arg629) <{callee = @f876}> : (i32, i32, index, f32) -> (i32, f32)
    %1138 = "arith.addi"(%1137#0, %arg626) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1139:2 = "func.call"(%1137#0, %1138, %arg628, %1137#1) <{callee = @f875}> : (i32, i32, index, f32) -> (i32, f32)
    %1140 = "arith.addf"(%arg629, %arg629) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1139#0, %1140) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f878"}> ({
  ^bb0(%arg622: i32, %arg623: i32, %arg624: index, %arg625: f32):
    %1130 = "arith.mulf"(%arg625, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1131 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1132 = "arith.addi"(%arg624, %1131) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1133 = "arith.index_cast"(%1132) : (index) -> i32
    %1134 = "arith.cmpi"(%arg623, %arg622) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1135 = "arith.select"(%1134, %arg623, %arg622) : (i1, i32, i32) -> i32
    %1136 = "arith.ori"(%arg623, %arg622) : (i32, i32) -> i32
    "func.return"(%1136, %1130) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f879"}> ({
  ^bb0(%arg616: i32, %arg617: i32, %arg618: index, %arg619: f32):
    %1114 = "arith.cmpi"(%arg617, %arg617) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1115 = "scf.if"(%1114) ({
      %1129 = "arith.addi"(%arg616, %arg616) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1129) : (i32) -> ()
    }, {
      %1128 = "arith.muli"(%arg616, %arg616) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1128) : (i32) -> ()
    }) : (i1) -> i32
    %1116 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1117 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1118 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1119 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1120 = "scf.for"(%1117, %1118, %1119, %arg617) ({
    ^bb0(%arg620: index, %arg621: i32):
      %1124 = "arith.index_cast"(%arg620) : (index) -> i32
      %1125 = "arith.muli"(%arg616, %1116) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1126 = "arith.addi"(%arg621, %1124) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1127 = "arith.xori"(%1126, %1125) : (i32, i32) -> i32
      "scf.yield"(%1127) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1121 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1122 = "arith.addi"(%arg618, %1121) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1123 = "arith.index_cast"(%1122) : (index) -> i32
    "func.return"(%1123, %arg619) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f880"}> ({
  ^bb0(%arg612: i32, %arg613: i32, %arg614: index, %arg615: f32):
    %1110 = "arith.andi"(%arg612, %arg613) : (i32, i32) -> i32
    %1111 = "arith.minsi"(%arg612, %1110) : (i32, i32) -> i32
    %1112:2 = "func.call"(%1110, %arg612, %arg614, %arg615) <{callee = @f878}> : (i32, i32, index, f32) -> (i32, f32)
    %1113 = "arith.addf"(%arg615, %1112#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1112#0, %1113) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f881"}> ({
  ^bb0(%arg606: i32, %arg607: i32, %arg608: index, %arg609: f32):
    %1097:2 = "func.call"(%arg606, %arg607, %arg608, %arg609) <{callee = @f877}> : (i32, i32, index, f32) -> (i32, f32)
    %1098 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1099 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1100 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1101 = "scf.for"(%1098, %1099, %1100, %arg607) ({
    ^bb0(%arg610: index, %arg611: i32):
      %1106 = "arith.index_cast"(%arg610) : (index) -> i32
      %1107 = "arith.muli"(%arg607, %arg606) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1108 = "arith.addi"(%arg611, %1106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1109 = "arith.xori"(%1108, %1107) : (i32, i32) -> i32
      "scf.yield"(%1109) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1102 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1103 = "arith.addi"(%arg608, %1102) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1104 = "arith.index_cast"(%1103) : (index) -> i32
    %1105 = "arith.andi"(%arg606, %1101) : (i32, i32) -> i32
    "func.return"(%1105, %1097#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f882"}> ({
  ^bb0(%arg602: i32, %arg603: i32, %arg604: index, %arg605: f32):
    %1089 = "arith.cmpi"(%arg602, %arg602) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1090 = "scf.if"(%1089) ({
      %1096 = "arith.addi"(%arg603, %arg603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1096) : (i32) -> ()
    }, {
      %1095 = "arith.muli"(%arg603, %arg603) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1095) : (i32) -> ()
    }) : (i1) -> i32
    %1091 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1092:2 = "func.call"(%arg602, %1091, %arg604, %arg605) <{callee = @f880}> : (i32, i32, index, f32) -> (i32, f32)
    %1093 = "arith.ori"(%1092#0, %arg603) : (i32, i32) -> i32
    %1094 = "arith.ori"(%1092#0, %arg603) : (i32, i32) -> i32
    "func.return"(%1094, %1092#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f883"}> ({
  ^bb0(%arg596: i32, %arg597: i32, %arg598: index, %arg599: f32):
    %1075 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1076 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1077 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1078 = "scf.for"(%1075, %1076, %1077, %arg597) ({
    ^bb0(%arg600: index, %arg601: i32):
      %1085 = "arith.index_cast"(%arg600) : (index) -> i32
      %1086 = "arith.muli"(%arg596, %arg597) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1087 = "arith.addi"(%arg601, %1085) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1088 = "arith.xori"(%1087, %1086) : (i32, i32) -> i32
      "scf.yield"(%1088) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1079 = "arith.cmpi"(%arg596, %arg597) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1080 = "scf.if"(%1079) ({
      %1084 = "arith.addi"(%arg597, %arg596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1084) : (i32) -> ()
    }, {
      %1083 = "arith.muli"(%arg597, %arg596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1083) : (i32) -> ()
    }) : (i1) -> i32
    %1081 = "arith.subi"(%arg597, %arg596) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1082 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%1082, %arg599) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f884"}> ({
  ^bb0(%arg592: i32, %arg593: i32, %arg594: index, %arg595: f32):
    %1071 = "arith.mulf"(%arg595, %arg595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1072 = "arith.addf"(%arg595, %arg595) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1073 = "arith.maxsi"(%arg592, %arg593) : (i32, i32) -> i32
    %1074:2 = "func.call"(%arg592, %arg593, %arg594, %arg595) <{callee = @f880}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%1074#0, %1074#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f885"}> ({
  ^bb0(%arg588: i32, %arg589: i32, %arg590: index, %arg591: f32):
    %1064 = "arith.cmpi"(%arg588, %arg589) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1065 = "arith.select"(%1064, %arg588, %arg588) : (i1, i32, i32) -> i32
    %1066 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1067 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1068 = "arith.addi"(%arg590, %1067) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1069 = "arith.index_cast"(%1068) : (index) -> i32
    %1070 = "arith.ori"(%1066, %arg588) : (i32, i32) -> i32
    "func.return"(%1070, %arg591) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f886"}> ({
  ^bb0(%arg584: i32, %arg585: i32, %arg586: index, %arg587: f32):
    %1058 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1059 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1060 = "arith.addi"(%arg586, %1059) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1061 = "arith.index_cast"(%1060) : (index) -> i32
    %1062 = "arith.mulf"(%arg587, %arg587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1063 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1063, %1062) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f887"}> ({
  ^bb0(%arg580: i32, %arg581: i32, %arg582: index, %arg583: f32):
    %1054:2 = "func.call"(%arg581, %arg581, %arg582, %arg583) <{callee = @f886}> : (i32, i32, index, f32) -> (i32, f32)
    %1055 = "arith.subi"(%arg580, %arg581) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1056 = "arith.maxsi"(%1054#0, %1055) : (i32, i32) -> i32
    %1057 = "arith.ori"(%arg580, %arg580) : (i32, i32) -> i32
    "func.return"(%1057, %1054#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f888"}> ({
  ^bb0(%arg574: i32, %arg575: i32, %arg576: index, %arg577: f32):
    %1040 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1041 = "arith.cmpi"(%arg575, %1040) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1042 = "scf.if"(%1041) ({
      %1053 = "arith.addi"(%1040, %1040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1053) : (i32) -> ()
    }, {
      %1052 = "arith.muli"(%1040, %1040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1052) : (i32) -> ()
    }) : (i1) -> i32
    %1043 = "arith.subf"(%arg577, %arg577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1044 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1045 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1046 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1047 = "scf.for"(%1044, %1045, %1046, %arg575) ({
    ^bb0(%arg578: index, %arg579: i32):
      %1048 = "arith.index_cast"(%arg578) : (index) -> i32
      %1049 = "arith.muli"(%1040, %1040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1050 = "arith.addi"(%arg579, %1048) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1051 = "arith.xori"(%1050, %1049) : (i32, i32) -> i32
      "scf.yield"(%1051) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1047, %1043) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f889"}> ({
  ^bb0(%arg570: i32, %arg571: i32, %arg572: index, %arg573: f32):
    %1036 = "arith.muli"(%arg571, %arg570) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1037:2 = "func.call"(%1036, %arg570, %arg572, %arg573) <{callee = @f886}> : (i32, i32, index, f32) -> (i32, f32)
    %1038 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1039 = "arith.ori"(%1038, %arg570) : (i32, i32) -> i32
    "func.return"(%1039, %1037#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f890"}> ({
  ^bb0(%arg566: i32, %arg567: i32, %arg568: index, %arg569: f32):
    %1027 = "arith.xori"(%arg567, %arg566) : (i32, i32) -> i32
    %1028 = "arith.cmpi"(%arg567, %arg567) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1029 = "arith.select"(%1028, %arg566, %arg567) : (i1, i32, i32) -> i32
    %1030 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1031 = "arith.addi"(%arg568, %1030) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1032 = "arith.index_cast"(%1031) : (index) -> i32
    %1033 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1034 = "arith.addi"(%1031, %1033) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1035 = "arith.index_cast"(%1034) : (index) -> i32
    "func.return"(%1035, %arg569) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f891"}> ({
  ^bb0(%arg562: i32, %arg563: i32, %arg564: index, %arg565: f32):
    %1022 = "arith.subi"(%arg563, %arg563) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1023 = "arith.addi"(%1022, %1022) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1024 = "arith.addi"(%1022, %1022) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1025 = "arith.maxsi"(%arg563, %1023) : (i32, i32) -> i32
    %1026 = "arith.maxsi"(%arg563, %1023) : (i32, i32) -> i32
    "func.return"(%1026, %arg565) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f892"}> ({
  ^bb0(%arg558: i32, %arg559: i32, %arg560: index, %arg561: f32):
    %1017 = "arith.addi"(%arg558, %arg558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1018 = "arith.addi"(%arg558, %arg558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1019 = "arith.addi"(%arg558, %1018) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1020:2 = "func.call"(%1018, %arg558, %arg560, %arg561) <{callee = @f889}> : (i32, i32, index, f32) -> (i32, f32)
    %1021 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1021, %1020#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f893"}> ({
  ^bb0(%arg554: i32, %arg555: i32, %arg556: index, %arg557: f32):
    %1009 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1010 = "arith.muli"(%arg555, %1009) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1011 = "arith.muli"(%arg555, %1009) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1012 = "arith.cmpi"(%arg554, %1010) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1013 = "scf.if"(%1012) ({
      %1016 = "arith.addi"(%arg555, %arg555) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1016) : (i32) -> ()
    }, {
      %1015 = "arith.muli"(%arg555, %arg555) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1015) : (i32) -> ()
    }) : (i1) -> i32
    %1014 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%1014, %arg557) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f894"}> ({
  ^bb0(%arg550: i32, %arg551: i32, %arg552: index, %arg553: f32):
    %1003 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1004 = "arith.subi"(%1003, %arg550) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1005 = "arith.cmpi"(%arg550, %1003) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1006 = "arith.select"(%1005, %arg550, %arg551) : (i1, i32, i32) -> i32
    %1007 = "arith.minsi"(%arg551, %arg550) : (i32, i32) -> i32
    %1008 = "arith.minsi"(%arg551, %arg550) : (i32, i32) -> i32
    "func.return"(%1008, %arg553) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f895"}> ({
  ^bb0(%arg546: i32, %arg547: i32, %arg548: index, %arg549: f32):
    %996 = "arith.subf"(%arg549, %arg549) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %997 = "arith.cmpi"(%arg546, %arg547) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %998 = "scf.if"(%997) ({
      %1002 = "arith.addi"(%arg546, %arg547) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1002) : (i32) -> ()
    }, {
      %1001 = "arith.muli"(%arg546, %arg547) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1001) : (i32) -> ()
    }) : (i1) -> i32
    %999 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1000 = "arith.andi"(%999, %arg546) : (i32, i32) -> i32
    "func.return"(%1000, %996) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f896"}> ({
  ^bb0(%arg542: i32, %arg543: i32, %arg544: index, %arg545: f32):
    %989 = "arith.cmpi"(%arg542, %arg543) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %990 = "scf.if"(%989) ({
      %995 = "arith.addi"(%arg543, %arg543) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%995) : (i32) -> ()
    }, {
      %994 = "arith.muli"(%arg543, %arg543) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%994) : (i32) -> ()
    }) : (i1) -> i32
    %991 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %992 = "arith.addi"(%arg542, %991) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %993:2 = "func.call"(%990, %992, %arg544, %arg545) <{callee = @f893}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%993#0, %993#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f897"}> ({
  ^bb0(%arg536: i32, %arg537: i32, %arg538: index, %arg539: f32):
    %976:2 = "func.call"(%arg536, %arg536, %arg538, %arg539) <{callee = @f891}> : (i32, i32, index, f32) -> (i32, f32)
    %977 = "arith.constant"() <{value = 4 : index}> : () -> index
    %978 = "arith.addi"(%arg538, %977) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %979 = "arith.index_cast"(%978) : (index) -> i32
    %980 = "arith.constant"() <{value = 0 : index}> : () -> index
    %981 = "arith.constant"() <{value = 8 : index}> : () -> index
    %982 = "arith.constant"() <{value = 1 : index}> : () -> index
    %983 = "scf.for"(%980, %981, %982, %979) ({
    ^bb0(%arg540: index, %arg541: i32):
      %985 = "arith.index_cast"(%arg540) : (index) -> i32
      %986 = "arith.muli"(%arg536, %979) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %987 = "arith.addi"(%arg541, %985) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %988 = "arith.xori"(%987, %986) : (i32, i32) -> i32
      "scf.yield"(%988) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %984:2 = "func.call"(%979, %arg536, %arg538, %arg539) <{callee = @f895}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%984#0, %984#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f898"}> ({
  ^bb0(%arg532: i32, %arg533: i32, %arg534: index, %arg535: f32):
    %972:2 = "func.call"(%arg533, %arg532, %arg534, %arg535) <{callee = @f892}> : (i32, i32, index, f32) -> (i32, f32)
    %973 = "arith.ori"(%arg532, %arg532) : (i32, i32) -> i32
    %974 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %975 = "arith.xori"(%974, %arg533) : (i32, i32) -> i32
    "func.return"(%975, %972#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f899"}> ({
  ^bb0(%arg528: i32, %arg529: i32, %arg530: index, %arg531: f32):
    %968 = "arith.mulf"(%arg531, %arg531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %969 = "arith.addf"(%968, %arg531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %970 = "arith.mulf"(%968, %969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %971 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%971, %970) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f900"}> ({
  ^bb0(%arg522: i32, %arg523: i32, %arg524: index, %arg525: f32):
    %954 = "arith.constant"() <{value = 0 : index}> : () -> index
    %955 = "arith.constant"() <{value = 4 : index}> : () -> index
    %956 = "arith.constant"() <{value = 1 : index}> : () -> index
    %957 = "scf.for"(%954, %955, %956, %arg522) ({
    ^bb0(%arg526: index, %arg527: i32):
      %964 = "arith.index_cast"(%arg526) : (index) -> i32
      %965 = "arith.muli"(%arg523, %arg522) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %966 = "arith.addi"(%arg527, %964) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %967 = "arith.xori"(%966, %965) : (i32, i32) -> i32
      "scf.yield"(%967) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %958 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %959 = "arith.constant"() <{value = 4 : index}> : () -> index
    %960 = "arith.addi"(%arg524, %959) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %961 = "arith.index_cast"(%960) : (index) -> i32
    %962 = "arith.addi"(%arg522, %arg522) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %963 = "arith.addi"(%arg522, %arg522) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%963, %arg525) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f901"}> ({
  ^bb0(%arg518: i32, %arg519: i32, %arg520: index, %arg521: f32):
    %946 = "arith.cmpi"(%arg519, %arg519) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %947 = "arith.select"(%946, %arg518, %arg519) : (i1, i32, i32) -> i32
    %948 = "arith.subf"(%arg521, %arg521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %949 = "arith.cmpi"(%947, %arg519) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %950 = "scf.if"(%949) ({
      %953 = "arith.addi"(%947, %947) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%953) : (i32) -> ()
    }, {
      %952 = "arith.muli"(%947, %947) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%952) : (i32) -> ()
    }) : (i1) -> i32
    %951 = "arith.addf"(%arg521, %948) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%950, %951) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f902"}> ({
  ^bb0(%arg512: i32, %arg513: i32, %arg514: index, %arg515: f32):
    %933 = "arith.constant"() <{value = 0 : index}> : () -> index
    %934 = "arith.constant"() <{value = 8 : index}> : () -> index
    %935 = "arith.constant"() <{value = 1 : index}> : () -> index
    %936 = "scf.for"(%933, %934, %935, %arg513) ({
    ^bb0(%arg516: index, %arg517: i32):
      %942 = "arith.index_cast"(%arg516) : (index) -> i32
      %943 = "arith.muli"(%arg513, %arg513) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %944 = "arith.addi"(%arg517, %942) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %945 = "arith.xori"(%944, %943) : (i32, i32) -> i32
      "scf.yield"(%945) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %937 = "arith.minsi"(%arg513, %arg512) : (i32, i32) -> i32
    %938 = "arith.minsi"(%arg513, %arg512) : (i32, i32) -> i32
    %939 = "arith.cmpi"(%936, %937) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %940 = "arith.select"(%939, %arg512, %937) : (i1, i32, i32) -> i32
    %941:2 = "func.call"(%arg512, %937, %arg514, %arg515) <{callee = @f899}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%941#0, %941#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f903"}> ({
  ^bb0(%arg508: i32, %arg509: i32, %arg510: index, %arg511: f32):
    %928 = "arith.andi"(%arg508, %arg509) : (i32, i32) -> i32
    %929 = "arith.andi"(%arg508, %arg509) : (i32, i32) -> i32
    %930 = "arith.subi"(%928, %arg508) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %931:2 = "func.call"(%arg508, %arg509, %arg510, %arg511) <{callee = @f901}> : (i32, i32, index, f32) -> (i32, f32)
    %932 = "arith.subf"(%arg511, %931#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%931#0, %932) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f904"}> ({
  ^bb0(%arg504: i32, %arg505: i32, %arg506: index, %arg507: f32):
    %920 = "arith.andi"(%arg504, %arg504) : (i32, i32) -> i32
    %921 = "arith.maxsi"(%920, %arg505) : (i32, i32) -> i32
    %922 = "arith.maxsi"(%920, %arg505) : (i32, i32) -> i32
    %923:2 = "func.call"(%922, %920, %arg506, %arg507) <{callee = @f900}> : (i32, i32, index, f32) -> (i32, f32)
    %924 = "arith.cmpi"(%923#0, %921) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %925 = "scf.if"(%924) ({
      %927 = "arith.addi"(%arg504, %923#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%927) : (i32) -> ()
    }, {
      %926 = "arith.muli"(%arg504, %923#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%926) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%925, %923#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f905"}> ({
  ^bb0(%arg500: i32, %arg501: i32, %arg502: index, %arg503: f32):
    %915:2 = "func.call"(%arg500, %arg500, %arg502, %arg503) <{callee = @f904}> : (i32, i32, index, f32) -> (i32, f32)
    %916 = "arith.subf"(%arg503, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %917 = "arith.addf"(%916, %916) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %918 = "arith.maxsi"(%arg501, %915#0) : (i32, i32) -> i32
    %919 = "arith.maxsi"(%arg501, %915#0) : (i32, i32) -> i32
    "func.return"(%919, %917) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f906"}> ({
  ^bb0(%arg496: i32, %arg497: i32, %arg498: index, %arg499: f32):
    %910 = "arith.andi"(%arg496, %arg496) : (i32, i32) -> i32
    %911 = "arith.andi"(%arg496, %arg496) : (i32, i32) -> i32
    %912 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %913 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %914:2 = "func.call"(%910, %913, %arg498, %arg499) <{callee = @f899}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%914#0, %914#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f907"}> ({
  ^bb0(%arg492: i32, %arg493: i32, %arg494: index, %arg495: f32):
    %903 = "arith.ori"(%arg493, %arg492) : (i32, i32) -> i32
    %904:2 = "func.call"(%arg492, %arg493, %arg494, %arg495) <{callee = @f900}> : (i32, i32, index, f32) -> (i32, f32)
    %905 = "arith.minsi"(%904#0, %904#0) : (i32, i32) -> i32
    %906 = "arith.cmpi"(%904#0, %904#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %907 = "scf.if"(%906) ({
      %909 = "arith.addi"(%903, %903) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%909) : (i32) -> ()
    }, {
      %908 = "arith.muli"(%903, %903) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%908) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%907, %904#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f908"}> ({
  ^bb0(%arg488: i32, %arg489: i32, %arg490: index, %arg491: f32):
    %896 = "arith.subf"(%arg491, %arg491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %897 = "arith.constant"() <{value = 2 : index}> : () -> index
    %898 = "arith.addi"(%arg490, %897) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %899 = "arith.index_cast"(%898) : (index) -> i32
    %900 = "arith.minsi"(%arg488, %arg489) : (i32, i32) -> i32
    %901 = "arith.minsi"(%arg488, %arg489) : (i32, i32) -> i32
    %902 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%902, %896) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f909"}> ({
  ^bb0(%arg482: i32, %arg483: i32, %arg484: index, %arg485: f32):
    %885:2 = "func.call"(%arg482, %arg482, %arg484, %arg485) <{callee = @f904}> : (i32, i32, index, f32) -> (i32, f32)
    %886 = "arith.constant"() <{value = 0 : index}> : () -> index
    %887 = "arith.constant"() <{value = 4 : index}> : () -> index
    %888 = "arith.constant"() <{value = 1 : index}> : () -> index
    %889 = "scf.for"(%886, %887, %888, %885#0) ({
    ^bb0(%arg486: index, %arg487: i32):
      %892 = "arith.index_cast"(%arg486) : (index) -> i32
      %893 = "arith.muli"(%885#0, %arg483) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %894 = "arith.addi"(%arg487, %892) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %895 = "arith.xori"(%894, %893) : (i32, i32) -> i32
      "scf.yield"(%895) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %890 = "arith.xori"(%889, %arg482) : (i32, i32) -> i32
    %891 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%891, %885#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f910"}> ({
  ^bb0(%arg478: i32, %arg479: i32, %arg480: index, %arg481: f32):
    %880 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %881 = "arith.cmpi"(%880, %880) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %882 = "arith.select"(%881, %arg478, %arg479) : (i1, i32, i32) -> i32
    %883:2 = "func.call"(%880, %arg479, %arg480, %arg481) <{callee = @f903}> : (i32, i32, index, f32) -> (i32, f32)
    %884:2 = "func.call"(%arg479, %882, %arg480, %883#1) <{callee = @f909}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%884#0, %884#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f911"}> ({
  ^bb0(%arg474: i32, %arg475: i32, %arg476: index, %arg477: f32):
    %876 = "arith.mulf"(%arg477, %arg477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %877 = "arith.addf"(%arg477, %876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %878 = "arith.subf"(%arg477, %arg477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %879 = "arith.subf"(%876, %878) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%arg475, %879) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f912"}> ({
  ^bb0(%arg470: i32, %arg471: i32, %arg472: index, %arg473: f32):
    %870 = "arith.muli"(%arg470, %arg470) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %871 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %872 = "arith.constant"() <{value = 1 : index}> : () -> index
    %873 = "arith.addi"(%arg472, %872) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %874 = "arith.index_cast"(%873) : (index) -> i32
    %875 = "arith.minsi"(%870, %arg471) : (i32, i32) -> i32
    "func.return"(%875, %arg473) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f913"}> ({
  ^bb0(%arg466: i32, %arg467: i32, %arg468: index, %arg469: f32):
    %864 = "arith.xori"(%arg467, %arg467) : (i32, i32) -> i32
    %865 = "arith.xori"(%arg467, %arg467) : (i32, i32) -> i32
    %866:2 = "func.call"(%864, %864, %arg468, %arg469) <{callee = @f907}> : (i32, i32, index, f32) -> (i32, f32)
    %867 = "arith.maxsi"(%866#0, %arg466) : (i32, i32) -> i32
    %868 = "arith.maxsi"(%866#0, %arg466) : (i32, i32) -> i32
    %869 = "arith.xori"(%865, %arg467) : (i32, i32) -> i32
    "func.return"(%869, %866#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f914"}> ({
  ^bb0(%arg462: i32, %arg463: i32, %arg464: index, %arg465: f32):
    %858 = "arith.subf"(%arg465, %arg465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %859 = "arith.cmpi"(%arg462, %arg463) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %860 = "arith.select"(%859, %arg462, %arg463) : (i1, i32, i32) -> i32
    %861 = "arith.muli"(%arg463, %arg462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %862 = "arith.muli"(%arg463, %arg462) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %863 = "arith.xori"(%arg462, %862) : (i32, i32) -> i32
    "func.return"(%863, %858) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f915"}> ({
  ^bb0(%arg458: i32, %arg459: i32, %arg460: index, %arg461: f32):
    %851 = "arith.maxsi"(%arg458, %arg459) : (i32, i32) -> i32
    %852 = "arith.maxsi"(%arg458, %arg459) : (i32, i32) -> i32
    %853 = "arith.addi"(%851, %arg458) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %854 = "arith.addi"(%851, %arg458) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %855 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %856 = "arith.muli"(%854, %854) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %857 = "arith.muli"(%854, %854) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%857, %arg461) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f916"}> ({
  ^bb0(%arg454: i32, %arg455: i32, %arg456: index, %arg457: f32):
    %846 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %847 = "arith.cmpi"(%arg454, %arg455) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %848 = "arith.select"(%847, %arg454, %arg455) : (i1, i32, i32) -> i32
    %849 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %850 = "arith.ori"(%846, %arg454) : (i32, i32) -> i32
    "func.return"(%850, %arg457) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f917"}> ({
  ^bb0(%arg446: i32, %arg447: i32, %arg448: index, %arg449: f32):
    %826 = "arith.minsi"(%arg447, %arg447) : (i32, i32) -> i32
    %827 = "arith.minsi"(%arg447, %arg447) : (i32, i32) -> i32
    %828 = "arith.constant"() <{value = 0 : index}> : () -> index
    %829 = "arith.constant"() <{value = 4 : index}> : () -> index
    %830 = "arith.constant"() <{value = 1 : index}> : () -> index
    %831 = "scf.for"(%828, %829, %830, %826) ({
    ^bb0(%arg452: index, %arg453: i32):
      %842 = "arith.index_cast"(%arg452) : (index) -> i32
      %843 = "arith.muli"(%arg446, %826) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %844 = "arith.addi"(%arg453, %842) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %845 = "arith.xori"(%844, %843) : (i32, i32) -> i32
      "scf.yield"(%845) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %832 = "arith.constant"() <{value = 0 : index}> : () -> index
    %833 = "arith.constant"() <{value = 4 : index}> : () -> index
    %834 = "arith.constant"() <{value = 1 : index}> : () -> index
    %835 = "scf.for"(%832, %833, %834, %827) ({
    ^bb0(%arg450: index, %arg451: i32):
      %838 = "arith.index_cast"(%arg450) : (index) -> i32
      %839 = "arith.muli"(%arg447, %831) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %840 = "arith.addi"(%arg451, %838) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %841 = "arith.xori"(%840, %839) : (i32, i32) -> i32
      "scf.yield"(%841) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %836 = "arith.subi"(%826, %831) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %837 = "arith.subi"(%826, %831) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%837, %arg449) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f918"}> ({
  ^bb0(%arg442: i32, %arg443: i32, %arg444: index, %arg445: f32):
    %819 = "arith.constant"() <{value = 2 : index}> : () -> index
    %820 = "arith.addi"(%arg444, %819) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %821 = "arith.index_cast"(%820) : (index) -> i32
    %822 = "arith.cmpi"(%821, %arg443) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %823 = "arith.select"(%822, %821, %821) : (i1, i32, i32) -> i32
    %824 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %825:2 = "func.call"(%arg442, %824, %819, %arg445) <{callee = @f917}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%825#0, %825#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f919"}> ({
  ^bb0(%arg436: i32, %arg437: i32, %arg438: index, %arg439: f32):
    %807:2 = "func.call"(%arg437, %arg437, %arg438, %arg439) <{callee = @f912}> : (i32, i32, index, f32) -> (i32, f32)
    %808 = "arith.subi"(%807#0, %arg437) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %809 = "arith.subi"(%807#0, %arg437) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %810 = "arith.minsi"(%807#0, %arg437) : (i32, i32) -> i32
    %811 = "arith.constant"() <{value = 0 : index}> : () -> index
    %812 = "arith.constant"() <{value = 4 : index}> : () -> index
    %813 = "arith.constant"() <{value = 1 : index}> : () -> index
    %814 = "scf.for"(%811, %812, %813, %807#0) ({
    ^bb0(%arg440: index, %arg441: i32):
      %815 = "arith.index_cast"(%arg440) : (index) -> i32
      %816 = "arith.muli"(%808, %arg437) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %817 = "arith.addi"(%arg441, %815) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %818 = "arith.xori"(%817, %816) : (i32, i32) -> i32
      "scf.yield"(%818) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%814, %807#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f920"}> ({
  ^bb0(%arg430: i32, %arg431: i32, %arg432: index, %arg433: f32):
    %796:2 = "func.call"(%arg430, %arg431, %arg432, %arg433) <{callee = @f912}> : (i32, i32, index, f32) -> (i32, f32)
    %797 = "arith.constant"() <{value = 0 : index}> : () -> index
    %798 = "arith.constant"() <{value = 16 : index}> : () -> index
    %799 = "arith.constant"() <{value = 1 : index}> : () -> index
    %800 = "scf.for"(%797, %798, %799, %arg430) ({
    ^bb0(%arg434: index, %arg435: i32):
      %803 = "arith.index_cast"(%arg434) : (index) -> i32
      %804 = "arith.muli"(%796#0, %arg430) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %805 = "arith.addi"(%arg435, %803) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %806 = "arith.xori"(%805, %804) : (i32, i32) -> i32
      "scf.yield"(%806) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %801 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %802 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%802, %796#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f921"}> ({
  ^bb0(%arg426: i32, %arg427: i32, %arg428: index, %arg429: f32):
    %790 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %791 = "arith.addf"(%arg429, %arg429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %792 = "arith.subi"(%arg427, %arg427) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %793 = "arith.constant"() <{value = 1 : index}> : () -> index
    %794 = "arith.addi"(%arg428, %793) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %795 = "arith.index_cast"(%794) : (index) -> i32
    "func.return"(%795, %791) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f922"}> ({
  ^bb0(%arg416: i32, %arg417: i32, %arg418: index, %arg419: f32):
    %765 = "arith.muli"(%arg417, %arg416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %766 = "arith.constant"() <{value = 0 : index}> : () -> index
    %767 = "arith.constant"() <{value = 4 : index}> : () -> index
    %768 = "arith.constant"() <{value = 1 : index}> : () -> index
    %769 = "scf.for"(%766, %767, %768, %765) ({
    ^bb0(%arg424: index, %arg425: i32):
      %786 = "arith.index_cast"(%arg424) : (index) -> i32
      %787 = "arith.muli"(%765, %765) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %788 = "arith.addi"(%arg425, %786) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %789 = "arith.xori"(%788, %787) : (i32, i32) -> i32
      "scf.yield"(%789) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %770 = "arith.constant"() <{value = 0 : index}> : () -> index
    %771 = "arith.constant"() <{value = 8 : index}> : () -> index
    %772 = "arith.constant"() <{value = 1 : index}> : () -> index
    %773 = "scf.for"(%770, %771, %772, %arg417) ({
    ^bb0(%arg422: index, %arg423: i32):
      %782 = "arith.index_cast"(%arg422) : (index) -> i32
      %783 = "arith.muli"(%765, %765) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %784 = "arith.addi"(%arg423, %782) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %785 = "arith.xori"(%784, %783) : (i32, i32) -> i32
      "scf.yield"(%785) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %774 = "arith.constant"() <{value = 0 : index}> : () -> index
    %775 = "arith.constant"() <{value = 4 : index}> : () -> index
    %776 = "arith.constant"() <{value = 1 : index}> : () -> index
    %777 = "scf.for"(%774, %775, %776, %arg416) ({
    ^bb0(%arg420: index, %arg421: i32):
      %778 = "arith.index_cast"(%arg420) : (index) -> i32
      %779 = "arith.muli"(%773, %arg416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %780 = "arith.addi"(%arg421, %778) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %781 = "arith.xori"(%780, %779) : (i32, i32) -> i32
      "scf.yield"(%781) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%777, %arg419) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f923"}> ({
  ^bb0(%arg412: i32, %arg413: i32, %arg414: index, %arg415: f32):
    %757 = "arith.minsi"(%arg413, %arg413) : (i32, i32) -> i32
    %758 = "arith.minsi"(%arg413, %arg413) : (i32, i32) -> i32
    %759 = "arith.muli"(%arg413, %758) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %760 = "arith.muli"(%arg413, %758) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %761 = "arith.maxsi"(%757, %758) : (i32, i32) -> i32
    %762 = "arith.constant"() <{value = 2 : index}> : () -> index
    %763 = "arith.addi"(%arg414, %762) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %764 = "arith.index_cast"(%763) : (index) -> i32
    "func.return"(%764, %arg415) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f924"}> ({
  ^bb0(%arg408: i32, %arg409: i32, %arg410: index, %arg411: f32):
    %748 = "arith.constant"() <{value = 4 : index}> : () -> index
    %749 = "arith.addi"(%arg410, %748) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %750 = "arith.index_cast"(%749) : (index) -> i32
    %751 = "arith.constant"() <{value = 1 : index}> : () -> index
    %752 = "arith.addi"(%749, %751) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %753 = "arith.index_cast"(%752) : (index) -> i32
    %754 = "arith.cmpi"(%arg409, %arg408) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %755 = "arith.select"(%754, %753, %753) : (i1, i32, i32) -> i32
    %756 = "arith.muli"(%755, %arg409) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%756, %arg411) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f925"}> ({
  ^bb0(%arg404: i32, %arg405: i32, %arg406: index, %arg407: f32):
    %740 = "arith.subf"(%arg407, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %741 = "arith.cmpi"(%arg405, %arg405) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %742 = "scf.if"(%741) ({
      %747 = "arith.addi"(%arg404, %arg404) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%747) : (i32) -> ()
    }, {
      %746 = "arith.muli"(%arg404, %arg404) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%746) : (i32) -> ()
    }) : (i1) -> i32
    %743 = "arith.cmpi"(%arg405, %arg404) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %744 = "arith.select"(%743, %arg404, %arg405) : (i1, i32, i32) -> i32
    %745 = "arith.addf"(%arg407, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%744, %745) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f926"}> ({
  ^bb0(%arg400: i32, %arg401: i32, %arg402: index, %arg403: f32):
    %734 = "arith.subi"(%arg400, %arg400) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %735 = "arith.subi"(%arg400, %arg400) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %736 = "arith.andi"(%734, %734) : (i32, i32) -> i32
    %737 = "arith.andi"(%734, %734) : (i32, i32) -> i32
    %738 = "arith.addi"(%arg401, %arg401) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %739 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%739, %arg403) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f927"}> ({
  ^bb0(%arg396: i32, %arg397: i32, %arg398: index, %arg399: f32):
    %730 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %731 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %732 = "arith.addf"(%arg399, %arg399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %733 = "arith.subf"(%732, %arg399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%731, %733) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f928"}> ({
  ^bb0(%arg392: i32, %arg393: i32, %arg394: index, %arg395: f32):
    %721 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %722 = "arith.constant"() <{value = 4 : index}> : () -> index
    %723 = "arith.addi"(%arg394, %722) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %724 = "arith.index_cast"(%723) : (index) -> i32
    %725 = "arith.addi"(%arg393, %724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %726 = "arith.addi"(%arg393, %724) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %727 = "arith.constant"() <{value = 1 : index}> : () -> index
    %728 = "arith.addi"(%722, %727) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %729 = "arith.index_cast"(%728) : (index) -> i32
    "func.return"(%729, %arg395) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f929"}> ({
  ^bb0(%arg386: i32, %arg387: i32, %arg388: index, %arg389: f32):
    %710 = "arith.constant"() <{value = 0 : index}> : () -> index
    %711 = "arith.constant"() <{value = 4 : index}> : () -> index
    %712 = "arith.constant"() <{value = 1 : index}> : () -> index
    %713 = "scf.for"(%710, %711, %712, %arg387) ({
    ^bb0(%arg390: index, %arg391: i32):
      %717 = "arith.index_cast"(%arg390) : (index) -> i32
      %718 = "arith.muli"(%arg386, %arg387) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %719 = "arith.addi"(%arg391, %717) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %720 = "arith.xori"(%719, %718) : (i32, i32) -> i32
      "scf.yield"(%720) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %714 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %715:2 = "func.call"(%714, %arg387, %arg388, %arg389) <{callee = @f927}> : (i32, i32, index, f32) -> (i32, f32)
    %716 = "arith.addi"(%715#0, %713) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%716, %715#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f930"}> ({
  ^bb0(%arg382: i32, %arg383: i32, %arg384: index, %arg385: f32):
    %706:2 = "func.call"(%arg383, %arg383, %arg384, %arg385) <{callee = @f923}> : (i32, i32, index, f32) -> (i32, f32)
    %707 = "arith.minsi"(%706#0, %arg383) : (i32, i32) -> i32
    %708 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %709:2 = "func.call"(%707, %708, %arg384, %arg385) <{callee = @f923}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%709#0, %709#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f931"}> ({
  ^bb0(%arg376: i32, %arg377: i32, %arg378: index, %arg379: f32):
    %692 = "arith.ori"(%arg377, %arg376) : (i32, i32) -> i32
    %693 = "arith.ori"(%arg377, %arg376) : (i32, i32) -> i32
    %694 = "arith.maxsi"(%693, %arg376) : (i32, i32) -> i32
    %695 = "arith.maxsi"(%693, %arg376) : (i32, i32) -> i32
    %696 = "arith.constant"() <{value = 0 : index}> : () -> index
    %697 = "arith.constant"() <{value = 8 : index}> : () -> index
    %698 = "arith.constant"() <{value = 1 : index}> : () -> index
    %699 = "scf.for"(%696, %697, %698, %arg377) ({
    ^bb0(%arg380: index, %arg381: i32):
      %702 = "arith.index_cast"(%arg380) : (index) -> i32
      %703 = "arith.muli"(%693, %695) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %704 = "arith.addi"(%arg381, %702) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %705 = "arith.xori"(%704, %703) : (i32, i32) -> i32
      "scf.yield"(%705) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %700 = "arith.cmpi"(%693, %arg376) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %701 = "arith.select"(%700, %arg376, %695) : (i1, i32, i32) -> i32
    "func.return"(%701, %arg379) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f932"}> ({
  ^bb0(%arg372: i32, %arg373: i32, %arg374: index, %arg375: f32):
    %683 = "arith.maxsi"(%arg372, %arg373) : (i32, i32) -> i32
    %684 = "arith.constant"() <{value = 1 : index}> : () -> index
    %685 = "arith.addi"(%arg374, %684) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %686 = "arith.index_cast"(%685) : (index) -> i32
    %687 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %688 = "arith.cmpi"(%687, %arg372) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %689 = "scf.if"(%688) ({
      %691 = "arith.addi"(%arg373, %arg373) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%691) : (i32) -> ()
    }, {
      %690 = "arith.muli"(%arg373, %arg373) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%690) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%689, %arg375) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f933"}> ({
  ^bb0(%arg368: i32, %arg369: i32, %arg370: index, %arg371: f32):
    %674 = "arith.cmpi"(%arg369, %arg368) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %675 = "arith.select"(%674, %arg368, %arg368) : (i1, i32, i32) -> i32
    %676 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %677 = "arith.cmpi"(%arg368, %arg368) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %678 = "scf.if"(%677) ({
      %682 = "arith.addi"(%675, %arg369) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%682) : (i32) -> ()
    }, {
      %681 = "arith.muli"(%675, %arg369) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%681) : (i32) -> ()
    }) : (i1) -> i32
    %679 = "arith.subi"(%arg369, %676) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %680 = "arith.subi"(%arg369, %676) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%680, %arg371) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f934"}> ({
  ^bb0(%arg364: i32, %arg365: i32, %arg366: index, %arg367: f32):
    %665 = "arith.cmpi"(%arg364, %arg364) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %666 = "scf.if"(%665) ({
      %673 = "arith.addi"(%arg364, %arg365) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%673) : (i32) -> ()
    }, {
      %672 = "arith.muli"(%arg364, %arg365) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%672) : (i32) -> ()
    }) : (i1) -> i32
    %667 = "arith.addi"(%arg365, %arg364) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %668 = "arith.maxsi"(%667, %667) : (i32, i32) -> i32
    %669 = "arith.maxsi"(%667, %667) : (i32, i32) -> i32
    %670 = "arith.cmpi"(%668, %669) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %671 = "arith.select"(%670, %arg365, %666) : (i1, i32, i32) -> i32
    "func.return"(%671, %arg367) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f935"}> ({
  ^bb0(%arg360: i32, %arg361: i32, %arg362: index, %arg363: f32):
    %659 = "arith.addi"(%arg360, %arg361) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %660 = "arith.minsi"(%arg361, %659) : (i32, i32) -> i32
    %661 = "arith.minsi"(%arg361, %659) : (i32, i32) -> i32
    %662 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %663 = "arith.ori"(%661, %660) : (i32, i32) -> i32
    %664 = "arith.ori"(%661, %660) : (i32, i32) -> i32
    "func.return"(%664, %arg363) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f936"}> ({
  ^bb0(%arg354: i32, %arg355: i32, %arg356: index, %arg357: f32):
    %646 = "arith.constant"() <{value = 0 : index}> : () -> index
    %647 = "arith.constant"() <{value = 8 : index}> : () -> index
    %648 = "arith.constant"() <{value = 1 : index}> : () -> index
    %649 = "scf.for"(%646, %647, %648, %arg354) ({
    ^bb0(%arg358: index, %arg359: i32):
      %655 = "arith.index_cast"(%arg358) : (index) -> i32
      %656 = "arith.muli"(%arg355, %arg354) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %657 = "arith.addi"(%arg359, %655) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %658 = "arith.xori"(%657, %656) : (i32, i32) -> i32
      "scf.yield"(%658) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %650:2 = "func.call"(%arg355, %649, %arg356, %arg357) <{callee = @f934}> : (i32, i32, index, f32) -> (i32, f32)
    %651 = "arith.constant"() <{value = 2 : index}> : () -> index
    %652 = "arith.addi"(%arg356, %651) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %653 = "arith.index_cast"(%652) : (index) -> i32
    %654 = "arith.mulf"(%650#1, %650#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%653, %654) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f937"}> ({
  ^bb0(%arg350: i32, %arg351: i32, %arg352: index, %arg353: f32):
    %642 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %643 = "arith.addf"(%arg353, %arg353) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %644 = "arith.subi"(%arg351, %arg350) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %645 = "arith.andi"(%arg351, %arg351) : (i32, i32) -> i32
    "func.return"(%645, %643) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f938"}> ({
  ^bb0(%arg346: i32, %arg347: i32, %arg348: index, %arg349: f32):
    %635 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %636 = "arith.cmpi"(%arg346, %635) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %637 = "scf.if"(%636) ({
      %641 = "arith.addi"(%arg346, %arg347) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%641) : (i32) -> ()
    }, {
      %640 = "arith.muli"(%arg346, %arg347) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%640) : (i32) -> ()
    }) : (i1) -> i32
    %638 = "arith.subf"(%arg349, %arg349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %639 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%639, %638) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f939"}> ({
  ^bb0(%arg342: i32, %arg343: i32, %arg344: index, %arg345: f32):
    %628 = "arith.subi"(%arg343, %arg342) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %629 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %630 = "arith.cmpi"(%629, %arg343) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %631 = "scf.if"(%630) ({
      %634 = "arith.addi"(%arg342, %629) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%634) : (i32) -> ()
    }, {
      %633 = "arith.muli"(%arg342, %629) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%633) : (i32) -> ()
    }) : (i1) -> i32
    %632 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%632, %arg345) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f940"}> ({
  ^bb0(%arg338: i32, %arg339: i32, %arg340: index, %arg341: f32):
    %620 = "arith.andi"(%arg338, %arg338) : (i32, i32) -> i32
    %621 = "arith.andi"(%arg338, %arg338) : (i32, i32) -> i32
    %622 = "arith.ori"(%arg339, %arg338) : (i32, i32) -> i32
    %623 = "arith.ori"(%arg339, %arg338) : (i32, i32) -> i32
    %624 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %625 = "arith.constant"() <{value = 4 : index}> : () -> index
    %626 = "arith.addi"(%arg340, %625) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %627 = "arith.index_cast"(%626) : (index) -> i32
    "func.return"(%627, %arg341) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f941"}> ({
  ^bb0(%arg334: i32, %arg335: i32, %arg336: index, %arg337: f32):
    %614 = "arith.cmpi"(%arg335, %arg334) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %615 = "arith.select"(%614, %arg334, %arg335) : (i1, i32, i32) -> i32
    %616 = "arith.addf"(%arg337, %arg337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %617 = "arith.minsi"(%arg335, %615) : (i32, i32) -> i32
    %618 = "arith.minsi"(%arg335, %615) : (i32, i32) -> i32
    %619 = "arith.addf"(%arg337, %616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%618, %619) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f942"}> ({
  ^bb0(%arg328: i32, %arg329: i32, %arg330: index, %arg331: f32):
    %599 = "arith.constant"() <{value = 0 : index}> : () -> index
    %600 = "arith.constant"() <{value = 8 : index}> : () -> index
    %601 = "arith.constant"() <{value = 1 : index}> : () -> index
    %602 = "scf.for"(%599, %600, %601, %arg329) ({
    ^bb0(%arg332: index, %arg333: i32):
      %610 = "arith.index_cast"(%arg332) : (index) -> i32
      %611 = "arith.muli"(%arg329, %arg329) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %612 = "arith.addi"(%arg333, %610) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %613 = "arith.xori"(%612, %611) : (i32, i32) -> i32
      "scf.yield"(%613) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %603 = "arith.cmpi"(%arg329, %arg328) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %604 = "scf.if"(%603) ({
      %609 = "arith.addi"(%arg328, %602) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%609) : (i32) -> ()
    }, {
      %608 = "arith.muli"(%arg328, %602) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%608) : (i32) -> ()
    }) : (i1) -> i32
    %605 = "arith.cmpi"(%arg328, %arg328) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %606 = "arith.select"(%605, %602, %arg329) : (i1, i32, i32) -> i32
    %607:2 = "func.call"(%606, %602, %arg330, %arg331) <{callee = @f935}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%607#0, %607#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f943"}> ({
  ^bb0(%arg320: i32, %arg321: i32, %arg322: index, %arg323: f32):
    %578 = "arith.constant"() <{value = 0 : index}> : () -> index
    %579 = "arith.constant"() <{value = 4 : index}> : () -> index
    %580 = "arith.constant"() <{value = 1 : index}> : () -> index
    %581 = "scf.for"(%578, %579, %580, %arg320) ({
    ^bb0(%arg326: index, %arg327: i32):
      %595 = "arith.index_cast"(%arg326) : (index) -> i32
      %596 = "arith.muli"(%arg321, %arg321) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %597 = "arith.addi"(%arg327, %595) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %598 = "arith.xori"(%597, %596) : (i32, i32) -> i32
      "scf.yield"(%598) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %582 = "arith.constant"() <{value = 0 : index}> : () -> index
    %583 = "arith.constant"() <{value = 16 : index}> : () -> index
    %584 = "arith.constant"() <{value = 1 : index}> : () -> index
    %585 = "scf.for"(%582, %583, %584, %581) ({
    ^bb0(%arg324: index, %arg325: i32):
      %591 = "arith.index_cast"(%arg324) : (index) -> i32
      %592 = "arith.muli"(%arg321, %arg321) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %593 = "arith.addi"(%arg325, %591) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %594 = "arith.xori"(%593, %592) : (i32, i32) -> i32
      "scf.yield"(%594) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %586 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %587 = "arith.cmpi"(%586, %585) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %588 = "scf.if"(%587) ({
      %590 = "arith.addi"(%581, %585) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%590) : (i32) -> ()
    }, {
      %589 = "arith.muli"(%581, %585) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%589) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%588, %arg323) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f944"}> ({
  ^bb0(%arg316: i32, %arg317: i32, %arg318: index, %arg319: f32):
    %570 = "arith.subi"(%arg316, %arg316) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %571 = "arith.cmpi"(%arg316, %arg316) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %572 = "scf.if"(%571) ({
      %577 = "arith.addi"(%arg317, %570) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%577) : (i32) -> ()
    }, {
      %576 = "arith.muli"(%arg317, %570) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%576) : (i32) -> ()
    }) : (i1) -> i32
    %573 = "arith.minsi"(%arg317, %572) : (i32, i32) -> i32
    %574 = "arith.minsi"(%arg317, %572) : (i32, i32) -> i32
    %575 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%575, %arg319) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f945"}> ({
  ^bb0(%arg312: i32, %arg313: i32, %arg314: index, %arg315: f32):
    %562 = "arith.maxsi"(%arg313, %arg313) : (i32, i32) -> i32
    %563:2 = "func.call"(%arg313, %arg312, %arg314, %arg315) <{callee = @f937}> : (i32, i32, index, f32) -> (i32, f32)
    %564 = "arith.constant"() <{value = 1 : index}> : () -> index
    %565 = "arith.addi"(%arg314, %564) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %566 = "arith.index_cast"(%565) : (index) -> i32
    %567 = "arith.constant"() <{value = 2 : index}> : () -> index
    %568 = "arith.addi"(%564, %567) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %569 = "arith.index_cast"(%568) : (index) -> i32
    "func.return"(%569, %563#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f946"}> ({
  ^bb0(%arg306: i32, %arg307: i32, %arg308: index, %arg309: f32):
    %549:2 = "func.call"(%arg306, %arg306, %arg308, %arg309) <{callee = @f938}> : (i32, i32, index, f32) -> (i32, f32)
    %550:2 = "func.call"(%549#0, %arg306, %arg308, %549#1) <{callee = @f939}> : (i32, i32, index, f32) -> (i32, f32)
    %551 = "arith.constant"() <{value = 0 : index}> : () -> index
    %552 = "arith.constant"() <{value = 4 : index}> : () -> index
    %553 = "arith.constant"() <{value = 1 : index}> : () -> index
    %554 = "scf.for"(%551, %552, %553, %549#0) ({
    ^bb0(%arg310: index, %arg311: i32):
      %558 = "arith.index_cast"(%arg310) : (index) -> i32
      %559 = "arith.muli"(%550#0, %arg306) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %560 = "arith.addi"(%arg311, %558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %561 = "arith.xori"(%560, %559) : (i32, i32) -> i32
      "scf.yield"(%561) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %555 = "arith.constant"() <{value = 2 : index}> : () -> index
    %556 = "arith.addi"(%arg308, %555) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %557 = "arith.index_cast"(%556) : (index) -> i32
    "func.return"(%557, %550#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f947"}> ({
  ^bb0(%arg300: i32, %arg301: i32, %arg302: index, %arg303: f32):
    %538:2 = "func.call"(%arg300, %arg301, %arg302, %arg303) <{callee = @f944}> : (i32, i32, index, f32) -> (i32, f32)
    %539 = "arith.constant"() <{value = 0 : index}> : () -> index
    %540 = "arith.constant"() <{value = 4 : index}> : () -> index
    %541 = "arith.constant"() <{value = 1 : index}> : () -> index
    %542 = "scf.for"(%539, %540, %541, %arg301) ({
    ^bb0(%arg304: index, %arg305: i32):
      %545 = "arith.index_cast"(%arg304) : (index) -> i32
      %546 = "arith.muli"(%arg301, %arg300) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %547 = "arith.addi"(%arg305, %545) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %548 = "arith.xori"(%547, %546) : (i32, i32) -> i32
      "scf.yield"(%548) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %543 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %544 = "arith.mulf"(%538#1, %arg303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%543, %544) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f948"}> ({
  ^bb0(%arg296: i32, %arg297: i32, %arg298: index, %arg299: f32):
    %528 = "arith.cmpi"(%arg296, %arg297) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %529 = "arith.select"(%528, %arg297, %arg297) : (i1, i32, i32) -> i32
    %530 = "arith.subf"(%arg299, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %531 = "arith.constant"() <{value = 4 : index}> : () -> index
    %532 = "arith.addi"(%arg298, %531) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %533 = "arith.index_cast"(%532) : (index) -> i32
    %534 = "arith.cmpi"(%arg296, %529) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %535 = "scf.if"(%534) ({
      %537 = "arith.addi"(%arg296, %arg297) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%537) : (i32) -> ()
    }, {
      %536 = "arith.muli"(%arg296, %arg297) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%536) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%535, %530) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f949"}> ({
  ^bb0(%arg292: i32, %arg293: i32, %arg294: index, %arg295: f32):
    %521 = "arith.andi"(%arg293, %arg292) : (i32, i32) -> i32
    %522:2 = "func.call"(%521, %arg292, %arg294, %arg295) <{callee = @f945}> : (i32, i32, index, f32) -> (i32, f32)
    %523:2 = "func.call"(%arg293, %522#0, %arg294, %arg295) <{callee = @f942}> : (i32, i32, index, f32) -> (i32, f32)
    %524 = "arith.cmpi"(%arg293, %523#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %525 = "scf.if"(%524) ({
      %527 = "arith.addi"(%521, %521) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%527) : (i32) -> ()
    }, {
      %526 = "arith.muli"(%521, %521) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%526) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%525, %523#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f950"}> ({
  ^bb0(%arg288: i32, %arg289: i32, %arg290: index, %arg291: f32):
    %511 = "arith.constant"() <{value = 2 : index}> : () -> index
    %512 = "arith.addi"(%arg290, %511) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %513 = "arith.index_cast"(%512) : (index) -> i32
    %514 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %515 = "arith.constant"() <{value = 2 : index}> : () -> index
    %516 = "arith.addi"(%511, %515) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %517 = "arith.index_cast"(%516) : (index) -> i32
    %518 = "arith.constant"() <{value = 2 : index}> : () -> index
    %519 = "arith.addi"(%516, %518) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %520 = "arith.index_cast"(%519) : (index) -> i32
    "func.return"(%520, %arg291) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f951"}> ({
  ^bb0(%arg282: i32, %arg283: i32, %arg284: index, %arg285: f32):
    %500 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %501 = "arith.constant"() <{value = 0 : index}> : () -> index
    %502 = "arith.constant"() <{value = 16 : index}> : () -> index
    %503 = "arith.constant"() <{value = 1 : index}> : () -> index
    %504 = "scf.for"(%501, %502, %503, %arg282) ({
    ^bb0(%arg286: index, %arg287: i32):
      %507 = "arith.index_cast"(%arg286) : (index) -> i32
      %508 = "arith.muli"(%arg282, %500) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %509 = "arith.addi"(%arg287, %507) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %510 = "arith.xori"(%509, %508) : (i32, i32) -> i32
      "scf.yield"(%510) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %505 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %506:2 = "func.call"(%505, %500, %arg284, %arg285) <{callee = @f947}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%506#0, %506#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f952"}> ({
  ^bb0(%arg278: i32, %arg279: i32, %arg280: index, %arg281: f32):
    %492 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %493:2 = "func.call"(%arg278, %arg278, %arg280, %arg281) <{callee = @f944}> : (i32, i32, index, f32) -> (i32, f32)
    %494 = "arith.constant"() <{value = 2 : index}> : () -> index
    %495 = "arith.addi"(%arg280, %494) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %496 = "arith.index_cast"(%495) : (index) -> i32
    %497 = "arith.constant"() <{value = 1 : index}> : () -> index
    %498 = "arith.addi"(%arg280, %497) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %499 = "arith.index_cast"(%498) : (index) -> i32
    "func.return"(%499, %493#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f953"}> ({
  ^bb0(%arg270: i32, %arg271: i32, %arg272: index, %arg273: f32):
    %474 = "arith.muli"(%arg270, %arg271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %475 = "arith.constant"() <{value = 0 : index}> : () -> index
    %476 = "arith.constant"() <{value = 4 : index}> : () -> index
    %477 = "arith.constant"() <{value = 1 : index}> : () -> index
    %478 = "scf.for"(%475, %476, %477, %474) ({
    ^bb0(%arg276: index, %arg277: i32):
      %488 = "arith.index_cast"(%arg276) : (index) -> i32
      %489 = "arith.muli"(%474, %474) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %490 = "arith.addi"(%arg277, %488) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %491 = "arith.xori"(%490, %489) : (i32, i32) -> i32
      "scf.yield"(%491) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %479 = "arith.constant"() <{value = 0 : index}> : () -> index
    %480 = "arith.constant"() <{value = 4 : index}> : () -> index
    %481 = "arith.constant"() <{value = 1 : index}> : () -> index
    %482 = "scf.for"(%479, %480, %481, %arg270) ({
    ^bb0(%arg274: index, %arg275: i32):
      %484 = "arith.index_cast"(%arg274) : (index) -> i32
      %485 = "arith.muli"(%arg270, %474) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %486 = "arith.addi"(%arg275, %484) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %487 = "arith.xori"(%486, %485) : (i32, i32) -> i32
      "scf.yield"(%487) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %483 = "arith.mulf"(%arg273, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%482, %483) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f954"}> ({
  ^bb0(%arg264: i32, %arg265: i32, %arg266: index, %arg267: f32):
    %461 = "arith.constant"() <{value = 2 : index}> : () -> index
    %462 = "arith.addi"(%arg266, %461) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %463 = "arith.index_cast"(%462) : (index) -> i32
    %464 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %465 = "arith.constant"() <{value = 0 : index}> : () -> index
    %466 = "arith.constant"() <{value = 8 : index}> : () -> index
    %467 = "arith.constant"() <{value = 1 : index}> : () -> index
    %468 = "scf.for"(%465, %466, %467, %463) ({
    ^bb0(%arg268: index, %arg269: i32):
      %470 = "arith.index_cast"(%arg268) : (index) -> i32
      %471 = "arith.muli"(%arg265, %arg265) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %472 = "arith.addi"(%arg269, %470) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %473 = "arith.xori"(%472, %471) : (i32, i32) -> i32
      "scf.yield"(%473) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %469 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%469, %arg267) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f955"}> ({
  ^bb0(%arg258: i32, %arg259: i32, %arg260: index, %arg261: f32):
    %447 = "arith.subi"(%arg259, %arg259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %448 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %449 = "arith.constant"() <{value = 0 : index}> : () -> index
    %450 = "arith.constant"() <{value = 8 : index}> : () -> index
    %451 = "arith.constant"() <{value = 1 : index}> : () -> index
    %452 = "scf.for"(%449, %450, %451, %448) ({
    ^bb0(%arg262: index, %arg263: i32):
      %457 = "arith.index_cast"(%arg262) : (index) -> i32
      %458 = "arith.muli"(%448, %arg259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %459 = "arith.addi"(%arg263, %457) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %460 = "arith.xori"(%459, %458) : (i32, i32) -> i32
      "scf.yield"(%460) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %453 = "arith.cmpi"(%arg258, %arg259) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %454 = "scf.if"(%453) ({
      %456 = "arith.addi"(%448, %arg259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%456) : (i32) -> ()
    }, {
      %455 = "arith.muli"(%448, %arg259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%455) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%454, %arg261) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f956"}> ({
  ^bb0(%arg254: i32, %arg255: i32, %arg256: index, %arg257: f32):
    %443 = "arith.subi"(%arg255, %arg255) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %444 = "arith.maxsi"(%arg255, %arg254) : (i32, i32) -> i32
    %445 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %446 = "arith.addf"(%arg257, %arg257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%445, %446) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f957"}> ({
  ^bb0(%arg250: i32, %arg251: i32, %arg252: index, %arg253: f32):
    %435 = "arith.minsi"(%arg250, %arg250) : (i32, i32) -> i32
    %436 = "arith.addi"(%435, %arg251) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %437 = "arith.cmpi"(%436, %arg251) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %438 = "arith.select"(%437, %436, %435) : (i1, i32, i32) -> i32
    %439 = "arith.cmpi"(%435, %435) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %440 = "scf.if"(%439) ({
      %442 = "arith.addi"(%438, %arg251) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%442) : (i32) -> ()
    }, {
      %441 = "arith.muli"(%438, %arg251) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%441) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%440, %arg253) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f958"}> ({
  ^bb0(%arg246: i32, %arg247: i32, %arg248: index, %arg249: f32):
    %428 = "arith.subf"(%arg249, %arg249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %429:2 = "func.call"(%arg247, %arg247, %arg248, %arg249) <{callee = @f950}> : (i32, i32, index, f32) -> (i32, f32)
    %430 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %431 = "arith.cmpi"(%430, %arg247) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %432 = "scf.if"(%431) ({
      %434 = "arith.addi"(%arg247, %430) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%434) : (i32) -> ()
    }, {
      %433 = "arith.muli"(%arg247, %430) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%433) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%432, %429#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f959"}> ({
  ^bb0(%arg240: i32, %arg241: i32, %arg242: index, %arg243: f32):
    %417 = "arith.addi"(%arg241, %arg241) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %418 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %419 = "arith.constant"() <{value = 0 : index}> : () -> index
    %420 = "arith.constant"() <{value = 16 : index}> : () -> index
    %421 = "arith.constant"() <{value = 1 : index}> : () -> index
    %422 = "scf.for"(%419, %420, %421, %418) ({
    ^bb0(%arg244: index, %arg245: i32):
      %424 = "arith.index_cast"(%arg244) : (index) -> i32
      %425 = "arith.muli"(%arg240, %arg240) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %426 = "arith.addi"(%arg245, %424) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %427 = "arith.xori"(%426, %425) : (i32, i32) -> i32
      "scf.yield"(%427) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %423:2 = "func.call"(%417, %arg240, %arg242, %arg243) <{callee = @f952}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%423#0, %423#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f960"}> ({
  ^bb0(%arg234: i32, %arg235: i32, %arg236: index, %arg237: f32):
    %406:2 = "func.call"(%arg234, %arg235, %arg236, %arg237) <{callee = @f954}> : (i32, i32, index, f32) -> (i32, f32)
    %407 = "arith.constant"() <{value = 0 : index}> : () -> index
    %408 = "arith.constant"() <{value = 4 : index}> : () -> index
    %409 = "arith.constant"() <{value = 1 : index}> : () -> index
    %410 = "scf.for"(%407, %408, %409, %arg234) ({
    ^bb0(%arg238: index, %arg239: i32):
      %413 = "arith.index_cast"(%arg238) : (index) -> i32
      %414 = "arith.muli"(%406#0, %406#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %415 = "arith.addi"(%arg239, %413) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %416 = "arith.xori"(%415, %414) : (i32, i32) -> i32
      "scf.yield"(%416) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %411 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %412:2 = "func.call"(%410, %406#0, %arg236, %406#1) <{callee = @f952}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%412#0, %412#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f961"}> ({
  ^bb0(%arg230: i32, %arg231: i32, %arg232: index, %arg233: f32):
    %399 = "arith.cmpi"(%arg231, %arg230) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %400 = "scf.if"(%399) ({
      %405 = "arith.addi"(%arg230, %arg231) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%405) : (i32) -> ()
    }, {
      %404 = "arith.muli"(%arg230, %arg231) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%404) : (i32) -> ()
    }) : (i1) -> i32
    %401 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %402:2 = "func.call"(%401, %arg231, %arg232, %arg233) <{callee = @f959}> : (i32, i32, index, f32) -> (i32, f32)
    %403 = "arith.xori"(%arg231, %400) : (i32, i32) -> i32
    "func.return"(%403, %402#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f962"}> ({
  ^bb0(%arg226: i32, %arg227: i32, %arg228: index, %arg229: f32):
    %393 = "arith.cmpi"(%arg226, %arg227) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %394 = "arith.select"(%393, %arg227, %arg226) : (i1, i32, i32) -> i32
    %395 = "arith.muli"(%arg227, %arg226) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %396 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %397 = "arith.muli"(%arg226, %arg227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %398 = "arith.muli"(%arg226, %arg227) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%398, %arg229) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f963"}> ({
  ^bb0(%arg222: i32, %arg223: i32, %arg224: index, %arg225: f32):
    %387 = "arith.constant"() <{value = 2 : index}> : () -> index
    %388 = "arith.addi"(%arg224, %387) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %389 = "arith.index_cast"(%388) : (index) -> i32
    %390:2 = "func.call"(%389, %arg223, %arg224, %arg225) <{callee = @f961}> : (i32, i32, index, f32) -> (i32, f32)
    %391 = "arith.xori"(%arg223, %arg222) : (i32, i32) -> i32
    %392 = "arith.subi"(%390#0, %390#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%392, %390#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f964"}> ({
  ^bb0(%arg218: i32, %arg219: i32, %arg220: index, %arg221: f32):
    %381 = "arith.muli"(%arg218, %arg218) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %382 = "arith.muli"(%arg218, %arg218) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %383 = "arith.maxsi"(%arg218, %arg219) : (i32, i32) -> i32
    %384 = "arith.maxsi"(%arg218, %arg219) : (i32, i32) -> i32
    %385 = "arith.subi"(%384, %arg219) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %386 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%386, %arg221) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f965"}> ({
  ^bb0(%arg212: i32, %arg213: i32, %arg214: index, %arg215: f32):
    %370 = "arith.addi"(%arg212, %arg213) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %371 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %372 = "arith.mulf"(%arg215, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %373 = "arith.constant"() <{value = 0 : index}> : () -> index
    %374 = "arith.constant"() <{value = 4 : index}> : () -> index
    %375 = "arith.constant"() <{value = 1 : index}> : () -> index
    %376 = "scf.for"(%373, %374, %375, %371) ({
    ^bb0(%arg216: index, %arg217: i32):
      %377 = "arith.index_cast"(%arg216) : (index) -> i32
      %378 = "arith.muli"(%arg213, %370) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %379 = "arith.addi"(%arg217, %377) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %380 = "arith.xori"(%379, %378) : (i32, i32) -> i32
      "scf.yield"(%380) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%376, %372) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f966"}> ({
  ^bb0(%arg208: i32, %arg209: i32, %arg210: index, %arg211: f32):
    %364:2 = "func.call"(%arg208, %arg208, %arg210, %arg211) <{callee = @f961}> : (i32, i32, index, f32) -> (i32, f32)
    %365 = "arith.constant"() <{value = 1 : index}> : () -> index
    %366 = "arith.addi"(%arg210, %365) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %367 = "arith.index_cast"(%366) : (index) -> i32
    %368 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %369:2 = "func.call"(%arg208, %368, %arg210, %arg211) <{callee = @f964}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%369#0, %369#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f967"}> ({
  ^bb0(%arg204: i32, %arg205: i32, %arg206: index, %arg207: f32):
    %360 = "arith.maxsi"(%arg205, %arg204) : (i32, i32) -> i32
    %361 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %362 = "arith.xori"(%arg205, %arg204) : (i32, i32) -> i32
    %363:2 = "func.call"(%360, %362, %arg206, %arg207) <{callee = @f959}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%363#0, %363#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f968"}> ({
  ^bb0(%arg200: i32, %arg201: i32, %arg202: index, %arg203: f32):
    %356 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %357 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %358 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %359:2 = "func.call"(%arg201, %357, %arg202, %arg203) <{callee = @f963}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%359#0, %359#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f969"}> ({
  ^bb0(%arg196: i32, %arg197: i32, %arg198: index, %arg199: f32):
    %350 = "arith.minsi"(%arg196, %arg197) : (i32, i32) -> i32
    %351:2 = "func.call"(%350, %350, %arg198, %arg199) <{callee = @f963}> : (i32, i32, index, f32) -> (i32, f32)
    %352 = "arith.constant"() <{value = 4 : index}> : () -> index
    %353 = "arith.addi"(%arg198, %352) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %354 = "arith.index_cast"(%353) : (index) -> i32
    %355:2 = "func.call"(%354, %351#0, %352, %351#1) <{callee = @f967}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%355#0, %355#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f970"}> ({
  ^bb0(%arg192: i32, %arg193: i32, %arg194: index, %arg195: f32):
    %346:2 = "func.call"(%arg192, %arg193, %arg194, %arg195) <{callee = @f965}> : (i32, i32, index, f32) -> (i32, f32)
    %347 = "arith.addi"(%arg192, %arg192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %348 = "arith.addi"(%347, %arg192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %349 = "arith.andi"(%346#0, %347) : (i32, i32) -> i32
    "func.return"(%349, %346#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f971"}> ({
  ^bb0(%arg188: i32, %arg189: i32, %arg190: index, %arg191: f32):
    %340 = "arith.andi"(%arg188, %arg188) : (i32, i32) -> i32
    %341 = "arith.andi"(%arg188, %arg188) : (i32, i32) -> i32
    %342 = "arith.subf"(%arg191, %arg191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %343 = "arith.subi"(%340, %arg188) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %344 = "arith.subi"(%340, %arg188) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %345 = "arith.subf"(%342, %342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%344, %345) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f972"}> ({
  ^bb0(%arg184: i32, %arg185: i32, %arg186: index, %arg187: f32):
    %333 = "arith.andi"(%arg184, %arg184) : (i32, i32) -> i32
    %334 = "arith.mulf"(%arg187, %arg187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %335:2 = "func.call"(%arg185, %arg185, %arg186, %334) <{callee = @f966}> : (i32, i32, index, f32) -> (i32, f32)
    %336 = "arith.cmpi"(%arg184, %333) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %337 = "scf.if"(%336) ({
      %339 = "arith.addi"(%arg185, %arg185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%339) : (i32) -> ()
    }, {
      %338 = "arith.muli"(%arg185, %arg185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%338) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%337, %335#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f973"}> ({
  ^bb0(%arg178: i32, %arg179: i32, %arg180: index, %arg181: f32):
    %322 = "arith.constant"() <{value = 0 : index}> : () -> index
    %323 = "arith.constant"() <{value = 16 : index}> : () -> index
    %324 = "arith.constant"() <{value = 1 : index}> : () -> index
    %325 = "scf.for"(%322, %323, %324, %arg179) ({
    ^bb0(%arg182: index, %arg183: i32):
      %329 = "arith.index_cast"(%arg182) : (index) -> i32
      %330 = "arith.muli"(%arg179, %arg179) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %331 = "arith.addi"(%arg183, %329) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %332 = "arith.xori"(%331, %330) : (i32, i32) -> i32
      "scf.yield"(%332) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %326 = "arith.addf"(%arg181, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %327 = "arith.addi"(%arg179, %325) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %328 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%328, %326) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f974"}> ({
  ^bb0(%arg172: i32, %arg173: i32, %arg174: index, %arg175: f32):
    %310 = "arith.constant"() <{value = 0 : index}> : () -> index
    %311 = "arith.constant"() <{value = 16 : index}> : () -> index
    %312 = "arith.constant"() <{value = 1 : index}> : () -> index
    %313 = "scf.for"(%310, %311, %312, %arg172) ({
    ^bb0(%arg176: index, %arg177: i32):
      %318 = "arith.index_cast"(%arg176) : (index) -> i32
      %319 = "arith.muli"(%arg173, %arg172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %320 = "arith.addi"(%arg177, %318) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %321 = "arith.xori"(%320, %319) : (i32, i32) -> i32
      "scf.yield"(%321) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %314 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %315 = "arith.subi"(%arg173, %arg173) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %316 = "arith.ori"(%arg172, %arg172) : (i32, i32) -> i32
    %317 = "arith.ori"(%arg172, %arg172) : (i32, i32) -> i32
    "func.return"(%317, %arg175) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f975"}> ({
  ^bb0(%arg168: i32, %arg169: i32, %arg170: index, %arg171: f32):
    %303 = "arith.constant"() <{value = 1 : index}> : () -> index
    %304 = "arith.addi"(%arg170, %303) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %305 = "arith.index_cast"(%304) : (index) -> i32
    %306 = "arith.subf"(%arg171, %arg171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %307:2 = "func.call"(%arg169, %305, %303, %306) <{callee = @f974}> : (i32, i32, index, f32) -> (i32, f32)
    %308 = "arith.cmpi"(%305, %307#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %309 = "arith.select"(%308, %305, %307#0) : (i1, i32, i32) -> i32
    "func.return"(%309, %307#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f976"}> ({
  ^bb0(%arg162: i32, %arg163: i32, %arg164: index, %arg165: f32):
    %287:2 = "func.call"(%arg162, %arg163, %arg164, %arg165) <{callee = @f973}> : (i32, i32, index, f32) -> (i32, f32)
    %288 = "arith.constant"() <{value = 4 : index}> : () -> index
    %289 = "arith.addi"(%arg164, %288) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %290 = "arith.index_cast"(%289) : (index) -> i32
    %291 = "arith.cmpi"(%arg163, %290) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %292 = "scf.if"(%291) ({
      %302 = "arith.addi"(%arg162, %290) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%302) : (i32) -> ()
    }, {
      %301 = "arith.muli"(%arg162, %290) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%301) : (i32) -> ()
    }) : (i1) -> i32
    %293 = "arith.constant"() <{value = 0 : index}> : () -> index
    %294 = "arith.constant"() <{value = 8 : index}> : () -> index
    %295 = "arith.constant"() <{value = 1 : index}> : () -> index
    %296 = "scf.for"(%293, %294, %295, %arg162) ({
    ^bb0(%arg166: index, %arg167: i32):
      %297 = "arith.index_cast"(%arg166) : (index) -> i32
      %298 = "arith.muli"(%arg163, %290) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %299 = "arith.addi"(%arg167, %297) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %300 = "arith.xori"(%299, %298) : (i32, i32) -> i32
      "scf.yield"(%300) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%296, %287#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f977"}> ({
  ^bb0(%arg158: i32, %arg159: i32, %arg160: index, %arg161: f32):
    %283 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %284:2 = "func.call"(%arg159, %283, %arg160, %arg161) <{callee = @f970}> : (i32, i32, index, f32) -> (i32, f32)
    %285 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %286 = "arith.mulf"(%284#1, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%285, %286) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f978"}> ({
  ^bb0(%arg152: i32, %arg153: i32, %arg154: index, %arg155: f32):
    %272 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %273 = "arith.maxsi"(%arg153, %272) : (i32, i32) -> i32
    %274 = "arith.constant"() <{value = 0 : index}> : () -> index
    %275 = "arith.constant"() <{value = 16 : index}> : () -> index
    %276 = "arith.constant"() <{value = 1 : index}> : () -> index
    %277 = "scf.for"(%274, %275, %276, %272) ({
    ^bb0(%arg156: index, %arg157: i32):
      %279 = "arith.index_cast"(%arg156) : (index) -> i32
      %280 = "arith.muli"(%arg153, %arg153) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %281 = "arith.addi"(%arg157, %279) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %282 = "arith.xori"(%281, %280) : (i32, i32) -> i32
      "scf.yield"(%282) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %278 = "arith.muli"(%272, %arg153) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%278, %arg155) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f979"}> ({
  ^bb0(%arg148: i32, %arg149: i32, %arg150: index, %arg151: f32):
    %267 = "arith.muli"(%arg148, %arg149) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %268 = "arith.cmpi"(%arg148, %arg148) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %269 = "arith.select"(%268, %267, %267) : (i1, i32, i32) -> i32
    %270 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %271 = "arith.maxsi"(%270, %arg148) : (i32, i32) -> i32
    "func.return"(%271, %arg151) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f980"}> ({
  ^bb0(%arg144: i32, %arg145: i32, %arg146: index, %arg147: f32):
    %260:2 = "func.call"(%arg144, %arg145, %arg146, %arg147) <{callee = @f972}> : (i32, i32, index, f32) -> (i32, f32)
    %261 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %262 = "arith.constant"() <{value = 4 : index}> : () -> index
    %263 = "arith.addi"(%arg146, %262) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %264 = "arith.index_cast"(%263) : (index) -> i32
    %265 = "arith.minsi"(%264, %260#0) : (i32, i32) -> i32
    %266 = "arith.minsi"(%264, %260#0) : (i32, i32) -> i32
    "func.return"(%266, %260#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f981"}> ({
  ^bb0(%arg140: i32, %arg141: i32, %arg142: index, %arg143: f32):
    %254 = "arith.ori"(%arg140, %arg140) : (i32, i32) -> i32
    %255 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %256 = "arith.maxsi"(%254, %254) : (i32, i32) -> i32
    %257 = "arith.constant"() <{value = 4 : index}> : () -> index
    %258 = "arith.addi"(%arg142, %257) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %259 = "arith.index_cast"(%258) : (index) -> i32
    "func.return"(%259, %arg143) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f982"}> ({
  ^bb0(%arg134: i32, %arg135: i32, %arg136: index, %arg137: f32):
    %239 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %240 = "arith.cmpi"(%arg134, %arg135) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %241 = "arith.select"(%240, %239, %arg135) : (i1, i32, i32) -> i32
    %242 = "arith.constant"() <{value = 0 : index}> : () -> index
    %243 = "arith.constant"() <{value = 8 : index}> : () -> index
    %244 = "arith.constant"() <{value = 1 : index}> : () -> index
    %245 = "scf.for"(%242, %243, %244, %239) ({
    ^bb0(%arg138: index, %arg139: i32):
      %250 = "arith.index_cast"(%arg138) : (index) -> i32
      %251 = "arith.muli"(%241, %239) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %252 = "arith.addi"(%arg139, %250) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %253 = "arith.xori"(%252, %251) : (i32, i32) -> i32
      "scf.yield"(%253) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %246 = "arith.cmpi"(%239, %239) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %247 = "scf.if"(%246) ({
      %249 = "arith.addi"(%241, %arg135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%249) : (i32) -> ()
    }, {
      %248 = "arith.muli"(%241, %arg135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%248) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%247, %arg137) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f983"}> ({
  ^bb0(%arg128: i32, %arg129: i32, %arg130: index, %arg131: f32):
    %227:2 = "func.call"(%arg128, %arg128, %arg130, %arg131) <{callee = @f978}> : (i32, i32, index, f32) -> (i32, f32)
    %228 = "arith.xori"(%arg128, %arg129) : (i32, i32) -> i32
    %229 = "arith.xori"(%arg128, %arg129) : (i32, i32) -> i32
    %230 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %231 = "arith.constant"() <{value = 0 : index}> : () -> index
    %232 = "arith.constant"() <{value = 16 : index}> : () -> index
    %233 = "arith.constant"() <{value = 1 : index}> : () -> index
    %234 = "scf.for"(%231, %232, %233, %230) ({
    ^bb0(%arg132: index, %arg133: i32):
      %235 = "arith.index_cast"(%arg132) : (index) -> i32
      %236 = "arith.muli"(%arg129, %arg128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %237 = "arith.addi"(%arg133, %235) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %238 = "arith.xori"(%237, %236) : (i32, i32) -> i32
      "scf.yield"(%238) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%234, %227#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f984"}> ({
  ^bb0(%arg124: i32, %arg125: i32, %arg126: index, %arg127: f32):
    %220 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %221 = "arith.cmpi"(%220, %arg125) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %222 = "scf.if"(%221) ({
      %226 = "arith.addi"(%220, %220) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%226) : (i32) -> ()
    }, {
      %225 = "arith.muli"(%220, %220) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%225) : (i32) -> ()
    }) : (i1) -> i32
    %223 = "arith.maxsi"(%arg125, %arg125) : (i32, i32) -> i32
    %224 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%224, %arg127) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f985"}> ({
  ^bb0(%arg120: i32, %arg121: i32, %arg122: index, %arg123: f32):
    %215 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %216 = "arith.minsi"(%arg120, %arg120) : (i32, i32) -> i32
    %217 = "arith.cmpi"(%arg120, %215) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %218 = "arith.select"(%217, %216, %215) : (i1, i32, i32) -> i32
    %219 = "arith.muli"(%215, %216) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%219, %arg123) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f986"}> ({
  ^bb0(%arg116: i32, %arg117: i32, %arg118: index, %arg119: f32):
    %208 = "arith.constant"() <{value = 4 : index}> : () -> index
    %209 = "arith.addi"(%arg118, %208) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %210 = "arith.index_cast"(%209) : (index) -> i32
    %211 = "arith.xori"(%210, %arg117) : (i32, i32) -> i32
    %212 = "arith.xori"(%210, %arg117) : (i32, i32) -> i32
    %213 = "arith.minsi"(%210, %212) : (i32, i32) -> i32
    %214 = "arith.mulf"(%arg119, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%213, %214) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f987"}> ({
  ^bb0(%arg112: i32, %arg113: i32, %arg114: index, %arg115: f32):
    %204 = "arith.subf"(%arg115, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %205 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %206 = "arith.muli"(%arg112, %205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %207 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%207, %204) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f988"}> ({
  ^bb0(%arg106: i32, %arg107: i32, %arg108: index, %arg109: f32):
    %192 = "arith.andi"(%arg107, %arg106) : (i32, i32) -> i32
    %193 = "arith.constant"() <{value = 0 : index}> : () -> index
    %194 = "arith.constant"() <{value = 8 : index}> : () -> index
    %195 = "arith.constant"() <{value = 1 : index}> : () -> index
    %196 = "scf.for"(%193, %194, %195, %arg107) ({
    ^bb0(%arg110: index, %arg111: i32):
      %200 = "arith.index_cast"(%arg110) : (index) -> i32
      %201 = "arith.muli"(%arg106, %arg107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %202 = "arith.addi"(%arg111, %200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %203 = "arith.xori"(%202, %201) : (i32, i32) -> i32
      "scf.yield"(%203) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %197 = "arith.xori"(%arg106, %196) : (i32, i32) -> i32
    %198 = "arith.subi"(%arg106, %arg107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %199 = "arith.subi"(%arg106, %arg107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%199, %arg109) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f989"}> ({
  ^bb0(%arg102: i32, %arg103: i32, %arg104: index, %arg105: f32):
    %183 = "arith.cmpi"(%arg102, %arg102) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %184 = "arith.select"(%183, %arg102, %arg103) : (i1, i32, i32) -> i32
    %185 = "arith.mulf"(%arg105, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %186 = "arith.constant"() <{value = 1 : index}> : () -> index
    %187 = "arith.addi"(%arg104, %186) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %188 = "arith.index_cast"(%187) : (index) -> i32
    %189 = "arith.constant"() <{value = 2 : index}> : () -> index
    %190 = "arith.addi"(%187, %189) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %191 = "arith.index_cast"(%190) : (index) -> i32
    "func.return"(%191, %185) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f990"}> ({
  ^bb0(%arg98: i32, %arg99: i32, %arg100: index, %arg101: f32):
    %175:2 = "func.call"(%arg99, %arg98, %arg100, %arg101) <{callee = @f982}> : (i32, i32, index, f32) -> (i32, f32)
    %176 = "arith.constant"() <{value = 4 : index}> : () -> index
    %177 = "arith.addi"(%arg100, %176) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %178 = "arith.index_cast"(%177) : (index) -> i32
    %179 = "arith.constant"() <{value = 4 : index}> : () -> index
    %180 = "arith.addi"(%arg100, %179) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %181 = "arith.index_cast"(%180) : (index) -> i32
    %182 = "arith.andi"(%175#0, %178) : (i32, i32) -> i32
    "func.return"(%182, %175#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f991"}> ({
  ^bb0(%arg92: i32, %arg93: i32, %arg94: index, %arg95: f32):
    %162 = "arith.constant"() <{value = 1 : index}> : () -> index
    %163 = "arith.addi"(%arg94, %162) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %164 = "arith.index_cast"(%163) : (index) -> i32
    %165 = "arith.constant"() <{value = 0 : index}> : () -> index
    %166 = "arith.constant"() <{value = 16 : index}> : () -> index
    %167 = "arith.constant"() <{value = 1 : index}> : () -> index
    %168 = "scf.for"(%165, %166, %167, %164) ({
    ^bb0(%arg96: index, %arg97: i32):
      %171 = "arith.index_cast"(%arg96) : (index) -> i32
      %172 = "arith.muli"(%arg92, %arg93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %173 = "arith.addi"(%arg97, %171) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %174 = "arith.xori"(%173, %172) : (i32, i32) -> i32
      "scf.yield"(%174) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %169 = "arith.xori"(%arg92, %arg93) : (i32, i32) -> i32
    %170:2 = "func.call"(%168, %arg93, %163, %arg95) <{callee = @f987}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%170#0, %170#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f992"}> ({
  ^bb0(%arg88: i32, %arg89: i32, %arg90: index, %arg91: f32):
    %155:2 = "func.call"(%arg88, %arg88, %arg90, %arg91) <{callee = @f984}> : (i32, i32, index, f32) -> (i32, f32)
    %156 = "arith.cmpi"(%155#0, %arg89) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %157 = "arith.select"(%156, %arg88, %arg88) : (i1, i32, i32) -> i32
    %158 = "arith.cmpi"(%arg88, %155#0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %159 = "arith.select"(%158, %arg89, %arg88) : (i1, i32, i32) -> i32
    %160 = "arith.cmpi"(%arg89, %arg88) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %161 = "arith.select"(%160, %157, %arg89) : (i1, i32, i32) -> i32
    "func.return"(%161, %155#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f993"}> ({
  ^bb0(%arg84: i32, %arg85: i32, %arg86: index, %arg87: f32):
    %150 = "arith.cmpi"(%arg85, %arg84) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %151 = "arith.select"(%150, %arg84, %arg85) : (i1, i32, i32) -> i32
    %152 = "arith.xori"(%arg85, %arg84) : (i32, i32) -> i32
    %153:2 = "func.call"(%arg85, %152, %arg86, %arg87) <{callee = @f992}> : (i32, i32, index, f32) -> (i32, f32)
    %154 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%154, %153#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f994"}> ({
  ^bb0(%arg80: i32, %arg81: i32, %arg82: index, %arg83: f32):
    %143:2 = "func.call"(%arg80, %arg81, %arg82, %arg83) <{callee = @f988}> : (i32, i32, index, f32) -> (i32, f32)
    %144 = "arith.maxsi"(%arg81, %arg80) : (i32, i32) -> i32
    %145 = "arith.cmpi"(%arg81, %144) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %146 = "scf.if"(%145) ({
      %149 = "arith.addi"(%arg81, %143#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%149) : (i32) -> ()
    }, {
      %148 = "arith.muli"(%arg81, %143#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%148) : (i32) -> ()
    }) : (i1) -> i32
    %147:2 = "func.call"(%arg80, %144, %arg82, %arg83) <{callee = @f989}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%147#0, %147#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f995"}> ({
  ^bb0(%arg76: i32, %arg77: i32, %arg78: index, %arg79: f32):
    %137 = "arith.maxsi"(%arg77, %arg76) : (i32, i32) -> i32
    %138 = "arith.constant"() <{value = 2 : index}> : () -> index
    %139 = "arith.addi"(%arg78, %138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %140 = "arith.index_cast"(%139) : (index) -> i32
    %141:2 = "func.call"(%140, %137, %138, %arg79) <{callee = @f988}> : (i32, i32, index, f32) -> (i32, f32)
    %142 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%142, %141#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f996"}> ({
  ^bb0(%arg72: i32, %arg73: i32, %arg74: index, %arg75: f32):
    %130 = "arith.cmpi"(%arg73, %arg73) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %131 = "scf.if"(%130) ({
      %136 = "arith.addi"(%arg73, %arg73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%136) : (i32) -> ()
    }, {
      %135 = "arith.muli"(%arg73, %arg73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%135) : (i32) -> ()
    }) : (i1) -> i32
    %132 = "arith.addf"(%arg75, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %133 = "arith.ori"(%arg73, %arg73) : (i32, i32) -> i32
    %134 = "arith.subi"(%arg73, %arg72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%134, %132) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f997"}> ({
  ^bb0(%arg68: i32, %arg69: i32, %arg70: index, %arg71: f32):
    %122 = "arith.minsi"(%arg68, %arg69) : (i32, i32) -> i32
    %123 = "arith.minsi"(%arg68, %arg69) : (i32, i32) -> i32
    %124 = "arith.subf"(%arg71, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %125:2 = "func.call"(%arg69, %123, %arg70, %124) <{callee = @f992}> : (i32, i32, index, f32) -> (i32, f32)
    %126 = "arith.cmpi"(%arg69, %125#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %127 = "scf.if"(%126) ({
      %129 = "arith.addi"(%123, %125#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%129) : (i32) -> ()
    }, {
      %128 = "arith.muli"(%123, %125#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%128) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%127, %125#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f998"}> ({
  ^bb0(%arg62: i32, %arg63: i32, %arg64: index, %arg65: f32):
    %110 = "arith.minsi"(%arg62, %arg63) : (i32, i32) -> i32
    %111 = "arith.constant"() <{value = 0 : index}> : () -> index
    %112 = "arith.constant"() <{value = 4 : index}> : () -> index
    %113 = "arith.constant"() <{value = 1 : index}> : () -> index
    %114 = "scf.for"(%111, %112, %113, %arg62) ({
    ^bb0(%arg66: index, %arg67: i32):
      %118 = "arith.index_cast"(%arg66) : (index) -> i32
      %119 = "arith.muli"(%110, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %120 = "arith.addi"(%arg67, %118) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %121 = "arith.xori"(%120, %119) : (i32, i32) -> i32
      "scf.yield"(%121) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %115 = "arith.subi"(%arg62, %110) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %116 = "arith.subi"(%arg63, %114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %117 = "arith.subi"(%arg63, %114) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%117, %arg65) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f999"}> ({
  ^bb0(%arg56: i32, %arg57: i32, %arg58: index, %arg59: f32):
    %99:2 = "func.call"(%arg57, %arg57, %arg58, %arg59) <{callee = @f993}> : (i32, i32, index, f32) -> (i32, f32)
    %100 = "arith.addi"(%arg56, %arg56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %101 = "arith.maxsi"(%arg57, %arg57) : (i32, i32) -> i32
    %102 = "arith.constant"() <{value = 0 : index}> : () -> index
    %103 = "arith.constant"() <{value = 16 : index}> : () -> index
    %104 = "arith.constant"() <{value = 1 : index}> : () -> index
    %105 = "scf.for"(%102, %103, %104, %101) ({
    ^bb0(%arg60: index, %arg61: i32):
      %106 = "arith.index_cast"(%arg60) : (index) -> i32
      %107 = "arith.muli"(%101, %arg57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %108 = "arith.addi"(%arg61, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %109 = "arith.xori"(%108, %107) : (i32, i32) -> i32
      "scf.yield"(%109) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%105, %99#1) : (i32, f32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m0"}> ({
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f0"}> ({
    ^bb0(%arg52: i32, %arg53: i32, %arg54: index, %arg55: f32):
      %92 = "arith.addi"(%arg52, %arg52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %93 = "arith.addi"(%arg53, %92) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %94 = "arith.cmpi"(%arg53, %93) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %95 = "scf.if"(%94) ({
        %98 = "arith.addi"(%arg52, %arg53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%98) : (i32) -> ()
      }, {
        %97 = "arith.muli"(%arg52, %arg53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%97) : (i32) -> ()
      }) : (i1) -> i32
      %96 = "arith.addf"(%arg55, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "func.return"(%95, %96) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f1"}> ({
    ^bb0(%arg46: i32, %arg47: i32, %arg48: index, %arg49: f32):
      %81 = "arith.mulf"(%arg49, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %82 = "arith.ori"(%arg47, %arg46) : (i32, i32) -> i32
      %83 = "arith.constant"() <{value = 0 : index}> : () -> index
      %84 = "arith.constant"() <{value = 4 : index}> : () -> index
      %85 = "arith.constant"() <{value = 1 : index}> : () -> index
      %86 = "scf.for"(%83, %84, %85, %arg47) ({
      ^bb0(%arg50: index, %arg51: i32):
        %88 = "arith.index_cast"(%arg50) : (index) -> i32
        %89 = "arith.muli"(%arg47, %arg46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %90 = "arith.addi"(%arg51, %88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %91 = "arith.xori"(%90, %89) : (i32, i32) -> i32
        "scf.yield"(%91) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %87 = "arith.addi"(%arg46, %82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%87, %81) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f2"}> ({
    ^bb0(%arg42: i32, %arg43: i32, %arg44: index, %arg45: f32):
      %72 = "arith.constant"() <{value = 4 : index}> : () -> index
      %73 = "arith.addi"(%arg44, %72) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %74 = "arith.index_cast"(%73) : (index) -> i32
      %75 = "arith.subi"(%74, %arg42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %76 = "arith.addi"(%75, %74) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %77 = "arith.cmpi"(%74, %arg42) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %78 = "scf.if"(%77) ({
        %80 = "arith.addi"(%74, %75) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%80) : (i32) -> ()
      }, {
        %79 = "arith.muli"(%74, %75) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%79) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%78, %arg45) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m1"}> ({
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m1_f0"}> ({
    ^bb0(%arg38: i32, %arg39: i32, %arg40: index, %arg41: f32):
      %65 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %66 = "arith.constant"() <{value = 4 : index}> : () -> index
      %67 = "arith.addi"(%arg40, %66) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %68 = "arith.index_cast"(%67) : (index) -> i32
      %69 = "arith.addi"(%arg39, %65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %70 = "arith.cmpi"(%65, %68) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %71 = "arith.select"(%70, %arg38, %65) : (i1, i32, i32) -> i32
      "func.return"(%71, %arg41) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m1_f1"}> ({
    ^bb0(%arg34: i32, %arg35: i32, %arg36: index, %arg37: f32):
      %61 = "arith.subf"(%arg37, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %62 = "arith.minsi"(%arg35, %arg34) : (i32, i32) -> i32
      %63 = "arith.subi"(%arg35, %arg34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %64 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "func.return"(%64, %61) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m1_f2"}> ({
    ^bb0(%arg30: i32, %arg31: i32, %arg32: index, %arg33: f32):
      %57 = "arith.addi"(%arg30, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %58 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %59 = "arith.mulf"(%arg33, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %60 = "arith.maxsi"(%arg30, %arg31) : (i32, i32) -> i32
      "func.return"(%60, %59) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m2"}> ({
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m2_f0"}> ({
    ^bb0(%arg24: i32, %arg25: i32, %arg26: index, %arg27: f32):
      %44 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %45 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %46 = "arith.constant"() <{value = 0 : index}> : () -> index
      %47 = "arith.constant"() <{value = 16 : index}> : () -> index
      %48 = "arith.constant"() <{value = 1 : index}> : () -> index
      %49 = "scf.for"(%46, %47, %48, %44) ({
      ^bb0(%arg28: index, %arg29: i32):
        %53 = "arith.index_cast"(%arg28) : (index) -> i32
        %54 = "arith.muli"(%arg25, %arg25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %55 = "arith.addi"(%arg29, %53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %56 = "arith.xori"(%55, %54) : (i32, i32) -> i32
        "scf.yield"(%56) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %50 = "arith.constant"() <{value = 1 : index}> : () -> index
      %51 = "arith.addi"(%arg26, %50) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %52 = "arith.index_cast"(%51) : (index) -> i32
      "func.return"(%52, %arg27) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m2_f1"}> ({
    ^bb0(%arg18: i32, %arg19: i32, %arg20: index, %arg21: f32):
      %31 = "arith.constant"() <{value = 1 : index}> : () -> index
      %32 = "arith.addi"(%arg20, %31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %33 = "arith.index_cast"(%32) : (index) -> i32
      %34 = "arith.subf"(%arg21, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %35 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %36 = "arith.constant"() <{value = 0 : index}> : () -> index
      %37 = "arith.constant"() <{value = 8 : index}> : () -> index
      %38 = "arith.constant"() <{value = 1 : index}> : () -> index
      %39 = "scf.for"(%36, %37, %38, %arg18) ({
      ^bb0(%arg22: index, %arg23: i32):
        %40 = "arith.index_cast"(%arg22) : (index) -> i32
        %41 = "arith.muli"(%33, %arg19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %42 = "arith.addi"(%arg23, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %43 = "arith.xori"(%42, %41) : (i32, i32) -> i32
        "scf.yield"(%43) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "func.return"(%39, %34) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m2_f2"}> ({
    ^bb0(%arg14: i32, %arg15: i32, %arg16: index, %arg17: f32):
      %23 = "arith.constant"() <{value = 4 : index}> : () -> index
      %24 = "arith.addi"(%arg16, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %25 = "arith.index_cast"(%24) : (index) -> i32
      %26 = "arith.addi"(%arg15, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %27 = "arith.addi"(%arg15, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.subf"(%arg17, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %29 = "arith.subi"(%arg15, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %30 = "arith.subi"(%arg15, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%30, %28) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m3"}> ({
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m3_f0"}> ({
    ^bb0(%arg8: i32, %arg9: i32, %arg10: index, %arg11: f32):
      %12 = "arith.addi"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %13 = "arith.constant"() <{value = 0 : index}> : () -> index
      %14 = "arith.constant"() <{value = 8 : index}> : () -> index
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      %16 = "scf.for"(%13, %14, %15, %12) ({
      ^bb0(%arg12: index, %arg13: i32):
        %19 = "arith.index_cast"(%arg12) : (index) -> i32
        %20 = "arith.muli"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %21 = "arith.addi"(%arg13, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %22 = "arith.xori"(%21, %20) : (i32, i32) -> i32
        "scf.yield"(%22) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %18 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "func.return"(%18, %arg11) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m3_f1"}> ({
    ^bb0(%arg4: i32, %arg5: i32, %arg6: index, %arg7: f32):
      %7 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %8 = "arith.cmpi"(%arg5, %arg5) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %9 = "arith.select"(%8, %arg5, %7) : (i1, i32, i32) -> i32
      %10 = "arith.maxsi"(%7, %9) : (i32, i32) -> i32
      %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "func.return"(%11, %arg7) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m3_f2"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32):
      %0 = "arith.addf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.addf"(%arg3, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3 = "arith.cmpi"(%1, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %4 = "scf.if"(%3) ({
        %6 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%6) : (i32) -> ()
      }, {
        %5 = "arith.muli"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%5) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%4, %2) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()


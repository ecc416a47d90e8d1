"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "addi_i1"}> ({
    %6394 = "arith.constant"() <{value = false}> : () -> i1
    %6395 = "arith.addi"(%6394, %6394) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6396 = "arith.constant"() <{value = true}> : () -> i1
    %6397 = "arith.addi"(%6394, %6396) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6398 = "arith.addi"(%6396, %6394) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6399 = "arith.addi"(%6396, %6396) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%6395, %6397, %6398, %6399) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "addi_i7"}> ({
    %6338 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %6339 = "arith.addi"(%6338, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6340 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %6341 = "arith.addi"(%6338, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6342 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %6343 = "arith.addi"(%6338, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6344 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %6345 = "arith.addi"(%6338, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6346 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %6347 = "arith.addi"(%6338, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6348 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %6349 = "arith.addi"(%6338, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6350 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %6351 = "arith.addi"(%6338, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6352 = "arith.addi"(%6340, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6353 = "arith.addi"(%6340, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6354 = "arith.addi"(%6340, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6355 = "arith.addi"(%6340, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6356 = "arith.addi"(%6340, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6357 = "arith.addi"(%6340, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6358 = "arith.addi"(%6340, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6359 = "arith.addi"(%6342, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6360 = "arith.addi"(%6342, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6361 = "arith.addi"(%6342, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6362 = "arith.addi"(%6342, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6363 = "arith.addi"(%6342, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6364 = "arith.addi"(%6342, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6365 = "arith.addi"(%6342, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6366 = "arith.addi"(%6344, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6367 = "arith.addi"(%6344, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6368 = "arith.addi"(%6344, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6369 = "arith.addi"(%6344, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6370 = "arith.addi"(%6344, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6371 = "arith.addi"(%6344, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6372 = "arith.addi"(%6344, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6373 = "arith.addi"(%6346, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6374 = "arith.addi"(%6346, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6375 = "arith.addi"(%6346, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6376 = "arith.addi"(%6346, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6377 = "arith.addi"(%6346, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6378 = "arith.addi"(%6346, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6379 = "arith.addi"(%6346, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6380 = "arith.addi"(%6348, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6381 = "arith.addi"(%6348, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6382 = "arith.addi"(%6348, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6383 = "arith.addi"(%6348, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6384 = "arith.addi"(%6348, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6385 = "arith.addi"(%6348, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6386 = "arith.addi"(%6348, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6387 = "arith.addi"(%6350, %6338) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6388 = "arith.addi"(%6350, %6340) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6389 = "arith.addi"(%6350, %6342) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6390 = "arith.addi"(%6350, %6344) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6391 = "arith.addi"(%6350, %6346) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6392 = "arith.addi"(%6350, %6348) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6393 = "arith.addi"(%6350, %6350) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    "func.return"(%6339, %6341, %6343, %6345, %6347, %6349, %6351, %6352, %6353, %6354, %6355, %6356, %6357, %6358, %6359, %6360, %6361, %6362, %6363, %6364, %6365, %6366, %6367, %6368, %6369, %6370, %6371, %6372, %6373, %6374, %6375, %6376, %6377, %6378, %6379, %6380, %6381, %6382, %6383, %6384, %6385, %6386, %6387, %6388, %6389, %6390, %6391, %6392, %6393) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "addi_i8"}> ({
    %6248 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %6249 = "arith.addi"(%6248, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6250 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %6251 = "arith.addi"(%6248, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6252 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %6253 = "arith.addi"(%6248, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6254 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %6255 = "arith.addi"(%6248, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6256 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %6257 = "arith.addi"(%6248, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6258 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %6259 = "arith.addi"(%6248, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6260 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %6261 = "arith.addi"(%6248, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6262 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %6263 = "arith.addi"(%6248, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6264 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %6265 = "arith.addi"(%6248, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6266 = "arith.addi"(%6250, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6267 = "arith.addi"(%6250, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6268 = "arith.addi"(%6250, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6269 = "arith.addi"(%6250, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6270 = "arith.addi"(%6250, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6271 = "arith.addi"(%6250, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6272 = "arith.addi"(%6250, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6273 = "arith.addi"(%6250, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6274 = "arith.addi"(%6250, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6275 = "arith.addi"(%6252, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6276 = "arith.addi"(%6252, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6277 = "arith.addi"(%6252, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6278 = "arith.addi"(%6252, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6279 = "arith.addi"(%6252, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6280 = "arith.addi"(%6252, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6281 = "arith.addi"(%6252, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6282 = "arith.addi"(%6252, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6283 = "arith.addi"(%6252, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6284 = "arith.addi"(%6254, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6285 = "arith.addi"(%6254, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6286 = "arith.addi"(%6254, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6287 = "arith.addi"(%6254, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6288 = "arith.addi"(%6254, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6289 = "arith.addi"(%6254, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6290 = "arith.addi"(%6254, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6291 = "arith.addi"(%6254, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6292 = "arith.addi"(%6254, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6293 = "arith.addi"(%6256, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6294 = "arith.addi"(%6256, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6295 = "arith.addi"(%6256, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6296 = "arith.addi"(%6256, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6297 = "arith.addi"(%6256, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6298 = "arith.addi"(%6256, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6299 = "arith.addi"(%6256, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6300 = "arith.addi"(%6256, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6301 = "arith.addi"(%6256, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6302 = "arith.addi"(%6258, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6303 = "arith.addi"(%6258, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6304 = "arith.addi"(%6258, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6305 = "arith.addi"(%6258, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6306 = "arith.addi"(%6258, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6307 = "arith.addi"(%6258, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6308 = "arith.addi"(%6258, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6309 = "arith.addi"(%6258, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6310 = "arith.addi"(%6258, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6311 = "arith.addi"(%6260, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6312 = "arith.addi"(%6260, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6313 = "arith.addi"(%6260, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6314 = "arith.addi"(%6260, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6315 = "arith.addi"(%6260, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6316 = "arith.addi"(%6260, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6317 = "arith.addi"(%6260, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6318 = "arith.addi"(%6260, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6319 = "arith.addi"(%6260, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6320 = "arith.addi"(%6262, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6321 = "arith.addi"(%6262, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6322 = "arith.addi"(%6262, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6323 = "arith.addi"(%6262, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6324 = "arith.addi"(%6262, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6325 = "arith.addi"(%6262, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6326 = "arith.addi"(%6262, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6327 = "arith.addi"(%6262, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6328 = "arith.addi"(%6262, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6329 = "arith.addi"(%6264, %6248) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6330 = "arith.addi"(%6264, %6250) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6331 = "arith.addi"(%6264, %6252) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6332 = "arith.addi"(%6264, %6254) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6333 = "arith.addi"(%6264, %6256) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6334 = "arith.addi"(%6264, %6258) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6335 = "arith.addi"(%6264, %6260) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6336 = "arith.addi"(%6264, %6262) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6337 = "arith.addi"(%6264, %6264) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%6249, %6251, %6253, %6255, %6257, %6259, %6261, %6263, %6265, %6266, %6267, %6268, %6269, %6270, %6271, %6272, %6273, %6274, %6275, %6276, %6277, %6278, %6279, %6280, %6281, %6282, %6283, %6284, %6285, %6286, %6287, %6288, %6289, %6290, %6291, %6292, %6293, %6294, %6295, %6296, %6297, %6298, %6299, %6300, %6301, %6302, %6303, %6304, %6305, %6306, %6307, %6308, %6309, %6310, %6311, %6312, %6313, %6314, %6315, %6316, %6317, %6318, %6319, %6320, %6321, %6322, %6323, %6324, %6325, %6326, %6327, %6328, %6329, %6330, %6331, %6332, %6333, %6334, %6335, %6336, %6337) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "addi_i32"}> ({
    %6192 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6193 = "arith.addi"(%6192, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6194 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6195 = "arith.addi"(%6192, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6196 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6197 = "arith.addi"(%6192, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6198 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %6199 = "arith.addi"(%6192, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6200 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %6201 = "arith.addi"(%6192, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6202 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %6203 = "arith.addi"(%6192, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6204 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %6205 = "arith.addi"(%6192, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6206 = "arith.addi"(%6194, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6207 = "arith.addi"(%6194, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6208 = "arith.addi"(%6194, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6209 = "arith.addi"(%6194, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6210 = "arith.addi"(%6194, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6211 = "arith.addi"(%6194, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6212 = "arith.addi"(%6194, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6213 = "arith.addi"(%6196, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6214 = "arith.addi"(%6196, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6215 = "arith.addi"(%6196, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6216 = "arith.addi"(%6196, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6217 = "arith.addi"(%6196, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6218 = "arith.addi"(%6196, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6219 = "arith.addi"(%6196, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6220 = "arith.addi"(%6198, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6221 = "arith.addi"(%6198, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6222 = "arith.addi"(%6198, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6223 = "arith.addi"(%6198, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6224 = "arith.addi"(%6198, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6225 = "arith.addi"(%6198, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6226 = "arith.addi"(%6198, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6227 = "arith.addi"(%6200, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6228 = "arith.addi"(%6200, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6229 = "arith.addi"(%6200, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6230 = "arith.addi"(%6200, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6231 = "arith.addi"(%6200, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6232 = "arith.addi"(%6200, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6233 = "arith.addi"(%6200, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6234 = "arith.addi"(%6202, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6235 = "arith.addi"(%6202, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6236 = "arith.addi"(%6202, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6237 = "arith.addi"(%6202, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6238 = "arith.addi"(%6202, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6239 = "arith.addi"(%6202, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6240 = "arith.addi"(%6202, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6241 = "arith.addi"(%6204, %6192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6242 = "arith.addi"(%6204, %6194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6243 = "arith.addi"(%6204, %6196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6244 = "arith.addi"(%6204, %6198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6245 = "arith.addi"(%6204, %6200) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6246 = "arith.addi"(%6204, %6202) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6247 = "arith.addi"(%6204, %6204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6193, %6195, %6197, %6199, %6201, %6203, %6205, %6206, %6207, %6208, %6209, %6210, %6211, %6212, %6213, %6214, %6215, %6216, %6217, %6218, %6219, %6220, %6221, %6222, %6223, %6224, %6225, %6226, %6227, %6228, %6229, %6230, %6231, %6232, %6233, %6234, %6235, %6236, %6237, %6238, %6239, %6240, %6241, %6242, %6243, %6244, %6245, %6246, %6247) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "addi_index"}> ({
    %6136 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6137 = "arith.addi"(%6136, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6138 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6139 = "arith.addi"(%6136, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6140 = "arith.constant"() <{value = -1 : index}> : () -> index
    %6141 = "arith.addi"(%6136, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6142 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6143 = "arith.addi"(%6136, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6144 = "arith.constant"() <{value = 64 : index}> : () -> index
    %6145 = "arith.addi"(%6136, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6146 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %6147 = "arith.addi"(%6136, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6148 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %6149 = "arith.addi"(%6136, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6150 = "arith.addi"(%6138, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6151 = "arith.addi"(%6138, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6152 = "arith.addi"(%6138, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6153 = "arith.addi"(%6138, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6154 = "arith.addi"(%6138, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6155 = "arith.addi"(%6138, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6156 = "arith.addi"(%6138, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6157 = "arith.addi"(%6140, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6158 = "arith.addi"(%6140, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6159 = "arith.addi"(%6140, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6160 = "arith.addi"(%6140, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6161 = "arith.addi"(%6140, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6162 = "arith.addi"(%6140, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6163 = "arith.addi"(%6140, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6164 = "arith.addi"(%6142, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6165 = "arith.addi"(%6142, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6166 = "arith.addi"(%6142, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6167 = "arith.addi"(%6142, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6168 = "arith.addi"(%6142, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6169 = "arith.addi"(%6142, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6170 = "arith.addi"(%6142, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6171 = "arith.addi"(%6144, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6172 = "arith.addi"(%6144, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6173 = "arith.addi"(%6144, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6174 = "arith.addi"(%6144, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6175 = "arith.addi"(%6144, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6176 = "arith.addi"(%6144, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6177 = "arith.addi"(%6144, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6178 = "arith.addi"(%6146, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6179 = "arith.addi"(%6146, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6180 = "arith.addi"(%6146, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6181 = "arith.addi"(%6146, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6182 = "arith.addi"(%6146, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6183 = "arith.addi"(%6146, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6184 = "arith.addi"(%6146, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6185 = "arith.addi"(%6148, %6136) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6186 = "arith.addi"(%6148, %6138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6187 = "arith.addi"(%6148, %6140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6188 = "arith.addi"(%6148, %6142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6189 = "arith.addi"(%6148, %6144) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6190 = "arith.addi"(%6148, %6146) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6191 = "arith.addi"(%6148, %6148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%6137, %6139, %6141, %6143, %6145, %6147, %6149, %6150, %6151, %6152, %6153, %6154, %6155, %6156, %6157, %6158, %6159, %6160, %6161, %6162, %6163, %6164, %6165, %6166, %6167, %6168, %6169, %6170, %6171, %6172, %6173, %6174, %6175, %6176, %6177, %6178, %6179, %6180, %6181, %6182, %6183, %6184, %6185, %6186, %6187, %6188, %6189, %6190, %6191) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "addi_i128"}> ({
    %6080 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %6081 = "arith.addi"(%6080, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6082 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %6083 = "arith.addi"(%6080, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6084 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %6085 = "arith.addi"(%6080, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6086 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %6087 = "arith.addi"(%6080, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6088 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %6089 = "arith.addi"(%6080, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6090 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %6091 = "arith.addi"(%6080, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6092 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %6093 = "arith.addi"(%6080, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6094 = "arith.addi"(%6082, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6095 = "arith.addi"(%6082, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6096 = "arith.addi"(%6082, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6097 = "arith.addi"(%6082, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6098 = "arith.addi"(%6082, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6099 = "arith.addi"(%6082, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6100 = "arith.addi"(%6082, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6101 = "arith.addi"(%6084, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6102 = "arith.addi"(%6084, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6103 = "arith.addi"(%6084, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6104 = "arith.addi"(%6084, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6105 = "arith.addi"(%6084, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6106 = "arith.addi"(%6084, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6107 = "arith.addi"(%6084, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6108 = "arith.addi"(%6086, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6109 = "arith.addi"(%6086, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6110 = "arith.addi"(%6086, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6111 = "arith.addi"(%6086, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6112 = "arith.addi"(%6086, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6113 = "arith.addi"(%6086, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6114 = "arith.addi"(%6086, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6115 = "arith.addi"(%6088, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6116 = "arith.addi"(%6088, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6117 = "arith.addi"(%6088, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6118 = "arith.addi"(%6088, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6119 = "arith.addi"(%6088, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6120 = "arith.addi"(%6088, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6121 = "arith.addi"(%6088, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6122 = "arith.addi"(%6090, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6123 = "arith.addi"(%6090, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6124 = "arith.addi"(%6090, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6125 = "arith.addi"(%6090, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6126 = "arith.addi"(%6090, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6127 = "arith.addi"(%6090, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6128 = "arith.addi"(%6090, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6129 = "arith.addi"(%6092, %6080) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6130 = "arith.addi"(%6092, %6082) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6131 = "arith.addi"(%6092, %6084) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6132 = "arith.addi"(%6092, %6086) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6133 = "arith.addi"(%6092, %6088) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6134 = "arith.addi"(%6092, %6090) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %6135 = "arith.addi"(%6092, %6092) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    "func.return"(%6081, %6083, %6085, %6087, %6089, %6091, %6093, %6094, %6095, %6096, %6097, %6098, %6099, %6100, %6101, %6102, %6103, %6104, %6105, %6106, %6107, %6108, %6109, %6110, %6111, %6112, %6113, %6114, %6115, %6116, %6117, %6118, %6119, %6120, %6121, %6122, %6123, %6124, %6125, %6126, %6127, %6128, %6129, %6130, %6131, %6132, %6133, %6134, %6135) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "subi_i1"}> ({
    %6074 = "arith.constant"() <{value = false}> : () -> i1
    %6075 = "arith.subi"(%6074, %6074) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6076 = "arith.constant"() <{value = true}> : () -> i1
    %6077 = "arith.subi"(%6074, %6076) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6078 = "arith.subi"(%6076, %6074) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6079 = "arith.subi"(%6076, %6076) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%6075, %6077, %6078, %6079) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "subi_i7"}> ({
    %6018 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %6019 = "arith.subi"(%6018, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6020 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %6021 = "arith.subi"(%6018, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6022 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %6023 = "arith.subi"(%6018, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6024 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %6025 = "arith.subi"(%6018, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6026 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %6027 = "arith.subi"(%6018, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6028 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %6029 = "arith.subi"(%6018, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6030 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %6031 = "arith.subi"(%6018, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6032 = "arith.subi"(%6020, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6033 = "arith.subi"(%6020, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6034 = "arith.subi"(%6020, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6035 = "arith.subi"(%6020, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6036 = "arith.subi"(%6020, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6037 = "arith.subi"(%6020, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6038 = "arith.subi"(%6020, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6039 = "arith.subi"(%6022, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6040 = "arith.subi"(%6022, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6041 = "arith.subi"(%6022, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6042 = "arith.subi"(%6022, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6043 = "arith.subi"(%6022, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6044 = "arith.subi"(%6022, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6045 = "arith.subi"(%6022, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6046 = "arith.subi"(%6024, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6047 = "arith.subi"(%6024, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6048 = "arith.subi"(%6024, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6049 = "arith.subi"(%6024, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6050 = "arith.subi"(%6024, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6051 = "arith.subi"(%6024, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6052 = "arith.subi"(%6024, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6053 = "arith.subi"(%6026, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6054 = "arith.subi"(%6026, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6055 = "arith.subi"(%6026, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6056 = "arith.subi"(%6026, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6057 = "arith.subi"(%6026, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6058 = "arith.subi"(%6026, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6059 = "arith.subi"(%6026, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6060 = "arith.subi"(%6028, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6061 = "arith.subi"(%6028, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6062 = "arith.subi"(%6028, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6063 = "arith.subi"(%6028, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6064 = "arith.subi"(%6028, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6065 = "arith.subi"(%6028, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6066 = "arith.subi"(%6028, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6067 = "arith.subi"(%6030, %6018) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6068 = "arith.subi"(%6030, %6020) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6069 = "arith.subi"(%6030, %6022) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6070 = "arith.subi"(%6030, %6024) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6071 = "arith.subi"(%6030, %6026) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6072 = "arith.subi"(%6030, %6028) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %6073 = "arith.subi"(%6030, %6030) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    "func.return"(%6019, %6021, %6023, %6025, %6027, %6029, %6031, %6032, %6033, %6034, %6035, %6036, %6037, %6038, %6039, %6040, %6041, %6042, %6043, %6044, %6045, %6046, %6047, %6048, %6049, %6050, %6051, %6052, %6053, %6054, %6055, %6056, %6057, %6058, %6059, %6060, %6061, %6062, %6063, %6064, %6065, %6066, %6067, %6068, %6069, %6070, %6071, %6072, %6073) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "subi_i8"}> ({
    %5928 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5929 = "arith.subi"(%5928, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5930 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %5931 = "arith.subi"(%5928, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5932 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %5933 = "arith.subi"(%5928, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5934 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %5935 = "arith.subi"(%5928, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5936 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %5937 = "arith.subi"(%5928, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5938 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %5939 = "arith.subi"(%5928, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5940 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %5941 = "arith.subi"(%5928, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5942 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %5943 = "arith.subi"(%5928, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5944 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %5945 = "arith.subi"(%5928, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5946 = "arith.subi"(%5930, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5947 = "arith.subi"(%5930, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5948 = "arith.subi"(%5930, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5949 = "arith.subi"(%5930, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5950 = "arith.subi"(%5930, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5951 = "arith.subi"(%5930, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5952 = "arith.subi"(%5930, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5953 = "arith.subi"(%5930, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5954 = "arith.subi"(%5930, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5955 = "arith.subi"(%5932, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5956 = "arith.subi"(%5932, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5957 = "arith.subi"(%5932, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5958 = "arith.subi"(%5932, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5959 = "arith.subi"(%5932, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5960 = "arith.subi"(%5932, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5961 = "arith.subi"(%5932, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5962 = "arith.subi"(%5932, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5963 = "arith.subi"(%5932, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5964 = "arith.subi"(%5934, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5965 = "arith.subi"(%5934, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5966 = "arith.subi"(%5934, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5967 = "arith.subi"(%5934, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5968 = "arith.subi"(%5934, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5969 = "arith.subi"(%5934, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5970 = "arith.subi"(%5934, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5971 = "arith.subi"(%5934, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5972 = "arith.subi"(%5934, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5973 = "arith.subi"(%5936, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5974 = "arith.subi"(%5936, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5975 = "arith.subi"(%5936, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5976 = "arith.subi"(%5936, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5977 = "arith.subi"(%5936, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5978 = "arith.subi"(%5936, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5979 = "arith.subi"(%5936, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5980 = "arith.subi"(%5936, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5981 = "arith.subi"(%5936, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5982 = "arith.subi"(%5938, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5983 = "arith.subi"(%5938, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5984 = "arith.subi"(%5938, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5985 = "arith.subi"(%5938, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5986 = "arith.subi"(%5938, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5987 = "arith.subi"(%5938, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5988 = "arith.subi"(%5938, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5989 = "arith.subi"(%5938, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5990 = "arith.subi"(%5938, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5991 = "arith.subi"(%5940, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5992 = "arith.subi"(%5940, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5993 = "arith.subi"(%5940, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5994 = "arith.subi"(%5940, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5995 = "arith.subi"(%5940, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5996 = "arith.subi"(%5940, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5997 = "arith.subi"(%5940, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5998 = "arith.subi"(%5940, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5999 = "arith.subi"(%5940, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6000 = "arith.subi"(%5942, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6001 = "arith.subi"(%5942, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6002 = "arith.subi"(%5942, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6003 = "arith.subi"(%5942, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6004 = "arith.subi"(%5942, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6005 = "arith.subi"(%5942, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6006 = "arith.subi"(%5942, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6007 = "arith.subi"(%5942, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6008 = "arith.subi"(%5942, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6009 = "arith.subi"(%5944, %5928) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6010 = "arith.subi"(%5944, %5930) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6011 = "arith.subi"(%5944, %5932) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6012 = "arith.subi"(%5944, %5934) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6013 = "arith.subi"(%5944, %5936) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6014 = "arith.subi"(%5944, %5938) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6015 = "arith.subi"(%5944, %5940) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6016 = "arith.subi"(%5944, %5942) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6017 = "arith.subi"(%5944, %5944) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%5929, %5931, %5933, %5935, %5937, %5939, %5941, %5943, %5945, %5946, %5947, %5948, %5949, %5950, %5951, %5952, %5953, %5954, %5955, %5956, %5957, %5958, %5959, %5960, %5961, %5962, %5963, %5964, %5965, %5966, %5967, %5968, %5969, %5970, %5971, %5972, %5973, %5974, %5975, %5976, %5977, %5978, %5979, %5980, %5981, %5982, %5983, %5984, %5985, %5986, %5987, %5988, %5989, %5990, %5991, %5992, %5993, %5994, %5995, %5996, %5997, %5998, %5999, %6000, %6001, %6002, %6003, %6004, %6005, %6006, %6007, %6008, %6009, %6010, %6011, %6012, %6013, %6014, %6015, %6016, %6017) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "subi_i32"}> ({
    %5872 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5873 = "arith.subi"(%5872, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5874 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5875 = "arith.subi"(%5872, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5876 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5877 = "arith.subi"(%5872, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5878 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %5879 = "arith.subi"(%5872, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5880 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %5881 = "arith.subi"(%5872, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5882 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %5883 = "arith.subi"(%5872, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5884 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %5885 = "arith.subi"(%5872, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5886 = "arith.subi"(%5874, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5887 = "arith.subi"(%5874, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5888 = "arith.subi"(%5874, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5889 = "arith.subi"(%5874, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5890 = "arith.subi"(%5874, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5891 = "arith.subi"(%5874, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5892 = "arith.subi"(%5874, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5893 = "arith.subi"(%5876, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5894 = "arith.subi"(%5876, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5895 = "arith.subi"(%5876, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5896 = "arith.subi"(%5876, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5897 = "arith.subi"(%5876, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5898 = "arith.subi"(%5876, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5899 = "arith.subi"(%5876, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5900 = "arith.subi"(%5878, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5901 = "arith.subi"(%5878, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5902 = "arith.subi"(%5878, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5903 = "arith.subi"(%5878, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5904 = "arith.subi"(%5878, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5905 = "arith.subi"(%5878, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5906 = "arith.subi"(%5878, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5907 = "arith.subi"(%5880, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5908 = "arith.subi"(%5880, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5909 = "arith.subi"(%5880, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5910 = "arith.subi"(%5880, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5911 = "arith.subi"(%5880, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5912 = "arith.subi"(%5880, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5913 = "arith.subi"(%5880, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5914 = "arith.subi"(%5882, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5915 = "arith.subi"(%5882, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5916 = "arith.subi"(%5882, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5917 = "arith.subi"(%5882, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5918 = "arith.subi"(%5882, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5919 = "arith.subi"(%5882, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5920 = "arith.subi"(%5882, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5921 = "arith.subi"(%5884, %5872) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5922 = "arith.subi"(%5884, %5874) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5923 = "arith.subi"(%5884, %5876) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5924 = "arith.subi"(%5884, %5878) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5925 = "arith.subi"(%5884, %5880) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5926 = "arith.subi"(%5884, %5882) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5927 = "arith.subi"(%5884, %5884) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5873, %5875, %5877, %5879, %5881, %5883, %5885, %5886, %5887, %5888, %5889, %5890, %5891, %5892, %5893, %5894, %5895, %5896, %5897, %5898, %5899, %5900, %5901, %5902, %5903, %5904, %5905, %5906, %5907, %5908, %5909, %5910, %5911, %5912, %5913, %5914, %5915, %5916, %5917, %5918, %5919, %5920, %5921, %5922, %5923, %5924, %5925, %5926, %5927) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "subi_index"}> ({
    %5816 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5817 = "arith.subi"(%5816, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5818 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5819 = "arith.subi"(%5816, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5820 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5821 = "arith.subi"(%5816, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5822 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5823 = "arith.subi"(%5816, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5824 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5825 = "arith.subi"(%5816, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5826 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %5827 = "arith.subi"(%5816, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5828 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %5829 = "arith.subi"(%5816, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5830 = "arith.subi"(%5818, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5831 = "arith.subi"(%5818, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5832 = "arith.subi"(%5818, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5833 = "arith.subi"(%5818, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5834 = "arith.subi"(%5818, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5835 = "arith.subi"(%5818, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5836 = "arith.subi"(%5818, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5837 = "arith.subi"(%5820, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5838 = "arith.subi"(%5820, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5839 = "arith.subi"(%5820, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5840 = "arith.subi"(%5820, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5841 = "arith.subi"(%5820, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5842 = "arith.subi"(%5820, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5843 = "arith.subi"(%5820, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5844 = "arith.subi"(%5822, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5845 = "arith.subi"(%5822, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5846 = "arith.subi"(%5822, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5847 = "arith.subi"(%5822, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5848 = "arith.subi"(%5822, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5849 = "arith.subi"(%5822, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5850 = "arith.subi"(%5822, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5851 = "arith.subi"(%5824, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5852 = "arith.subi"(%5824, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5853 = "arith.subi"(%5824, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5854 = "arith.subi"(%5824, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5855 = "arith.subi"(%5824, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5856 = "arith.subi"(%5824, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5857 = "arith.subi"(%5824, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5858 = "arith.subi"(%5826, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5859 = "arith.subi"(%5826, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5860 = "arith.subi"(%5826, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5861 = "arith.subi"(%5826, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5862 = "arith.subi"(%5826, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5863 = "arith.subi"(%5826, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5864 = "arith.subi"(%5826, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5865 = "arith.subi"(%5828, %5816) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5866 = "arith.subi"(%5828, %5818) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5867 = "arith.subi"(%5828, %5820) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5868 = "arith.subi"(%5828, %5822) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5869 = "arith.subi"(%5828, %5824) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5870 = "arith.subi"(%5828, %5826) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5871 = "arith.subi"(%5828, %5828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%5817, %5819, %5821, %5823, %5825, %5827, %5829, %5830, %5831, %5832, %5833, %5834, %5835, %5836, %5837, %5838, %5839, %5840, %5841, %5842, %5843, %5844, %5845, %5846, %5847, %5848, %5849, %5850, %5851, %5852, %5853, %5854, %5855, %5856, %5857, %5858, %5859, %5860, %5861, %5862, %5863, %5864, %5865, %5866, %5867, %5868, %5869, %5870, %5871) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "subi_i128"}> ({
    %5760 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %5761 = "arith.subi"(%5760, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5762 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %5763 = "arith.subi"(%5760, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5764 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %5765 = "arith.subi"(%5760, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5766 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %5767 = "arith.subi"(%5760, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5768 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %5769 = "arith.subi"(%5760, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5770 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %5771 = "arith.subi"(%5760, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5772 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %5773 = "arith.subi"(%5760, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5774 = "arith.subi"(%5762, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5775 = "arith.subi"(%5762, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5776 = "arith.subi"(%5762, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5777 = "arith.subi"(%5762, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5778 = "arith.subi"(%5762, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5779 = "arith.subi"(%5762, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5780 = "arith.subi"(%5762, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5781 = "arith.subi"(%5764, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5782 = "arith.subi"(%5764, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5783 = "arith.subi"(%5764, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5784 = "arith.subi"(%5764, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5785 = "arith.subi"(%5764, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5786 = "arith.subi"(%5764, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5787 = "arith.subi"(%5764, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5788 = "arith.subi"(%5766, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5789 = "arith.subi"(%5766, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5790 = "arith.subi"(%5766, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5791 = "arith.subi"(%5766, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5792 = "arith.subi"(%5766, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5793 = "arith.subi"(%5766, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5794 = "arith.subi"(%5766, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5795 = "arith.subi"(%5768, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5796 = "arith.subi"(%5768, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5797 = "arith.subi"(%5768, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5798 = "arith.subi"(%5768, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5799 = "arith.subi"(%5768, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5800 = "arith.subi"(%5768, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5801 = "arith.subi"(%5768, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5802 = "arith.subi"(%5770, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5803 = "arith.subi"(%5770, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5804 = "arith.subi"(%5770, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5805 = "arith.subi"(%5770, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5806 = "arith.subi"(%5770, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5807 = "arith.subi"(%5770, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5808 = "arith.subi"(%5770, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5809 = "arith.subi"(%5772, %5760) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5810 = "arith.subi"(%5772, %5762) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5811 = "arith.subi"(%5772, %5764) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5812 = "arith.subi"(%5772, %5766) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5813 = "arith.subi"(%5772, %5768) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5814 = "arith.subi"(%5772, %5770) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5815 = "arith.subi"(%5772, %5772) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    "func.return"(%5761, %5763, %5765, %5767, %5769, %5771, %5773, %5774, %5775, %5776, %5777, %5778, %5779, %5780, %5781, %5782, %5783, %5784, %5785, %5786, %5787, %5788, %5789, %5790, %5791, %5792, %5793, %5794, %5795, %5796, %5797, %5798, %5799, %5800, %5801, %5802, %5803, %5804, %5805, %5806, %5807, %5808, %5809, %5810, %5811, %5812, %5813, %5814, %5815) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "muli_i1"}> ({
    %5754 = "arith.constant"() <{value = false}> : () -> i1
    %5755 = "arith.muli"(%5754, %5754) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %5756 = "arith.constant"() <{value = true}> : () -> i1
    %5757 = "arith.muli"(%5754, %5756) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %5758 = "arith.muli"(%5756, %5754) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %5759 = "arith.muli"(%5756, %5756) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%5755, %5757, %5758, %5759) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "muli_i7"}> ({
    %5698 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %5699 = "arith.muli"(%5698, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5700 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %5701 = "arith.muli"(%5698, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5702 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %5703 = "arith.muli"(%5698, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5704 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %5705 = "arith.muli"(%5698, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5706 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %5707 = "arith.muli"(%5698, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5708 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %5709 = "arith.muli"(%5698, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5710 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %5711 = "arith.muli"(%5698, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5712 = "arith.muli"(%5700, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5713 = "arith.muli"(%5700, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5714 = "arith.muli"(%5700, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5715 = "arith.muli"(%5700, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5716 = "arith.muli"(%5700, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5717 = "arith.muli"(%5700, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5718 = "arith.muli"(%5700, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5719 = "arith.muli"(%5702, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5720 = "arith.muli"(%5702, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5721 = "arith.muli"(%5702, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5722 = "arith.muli"(%5702, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5723 = "arith.muli"(%5702, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5724 = "arith.muli"(%5702, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5725 = "arith.muli"(%5702, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5726 = "arith.muli"(%5704, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5727 = "arith.muli"(%5704, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5728 = "arith.muli"(%5704, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5729 = "arith.muli"(%5704, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5730 = "arith.muli"(%5704, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5731 = "arith.muli"(%5704, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5732 = "arith.muli"(%5704, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5733 = "arith.muli"(%5706, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5734 = "arith.muli"(%5706, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5735 = "arith.muli"(%5706, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5736 = "arith.muli"(%5706, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5737 = "arith.muli"(%5706, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5738 = "arith.muli"(%5706, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5739 = "arith.muli"(%5706, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5740 = "arith.muli"(%5708, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5741 = "arith.muli"(%5708, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5742 = "arith.muli"(%5708, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5743 = "arith.muli"(%5708, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5744 = "arith.muli"(%5708, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5745 = "arith.muli"(%5708, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5746 = "arith.muli"(%5708, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5747 = "arith.muli"(%5710, %5698) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5748 = "arith.muli"(%5710, %5700) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5749 = "arith.muli"(%5710, %5702) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5750 = "arith.muli"(%5710, %5704) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5751 = "arith.muli"(%5710, %5706) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5752 = "arith.muli"(%5710, %5708) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %5753 = "arith.muli"(%5710, %5710) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    "func.return"(%5699, %5701, %5703, %5705, %5707, %5709, %5711, %5712, %5713, %5714, %5715, %5716, %5717, %5718, %5719, %5720, %5721, %5722, %5723, %5724, %5725, %5726, %5727, %5728, %5729, %5730, %5731, %5732, %5733, %5734, %5735, %5736, %5737, %5738, %5739, %5740, %5741, %5742, %5743, %5744, %5745, %5746, %5747, %5748, %5749, %5750, %5751, %5752, %5753) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "muli_i8"}> ({
    %5608 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5609 = "arith.muli"(%5608, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5610 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %5611 = "arith.muli"(%5608, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5612 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %5613 = "arith.muli"(%5608, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5614 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %5615 = "arith.muli"(%5608, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5616 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %5617 = "arith.muli"(%5608, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5618 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %5619 = "arith.muli"(%5608, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5620 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %5621 = "arith.muli"(%5608, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5622 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %5623 = "arith.muli"(%5608, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5624 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %5625 = "arith.muli"(%5608, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5626 = "arith.muli"(%5610, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5627 = "arith.muli"(%5610, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5628 = "arith.muli"(%5610, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5629 = "arith.muli"(%5610, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5630 = "arith.muli"(%5610, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5631 = "arith.muli"(%5610, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5632 = "arith.muli"(%5610, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5633 = "arith.muli"(%5610, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5634 = "arith.muli"(%5610, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5635 = "arith.muli"(%5612, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5636 = "arith.muli"(%5612, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5637 = "arith.muli"(%5612, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5638 = "arith.muli"(%5612, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5639 = "arith.muli"(%5612, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5640 = "arith.muli"(%5612, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5641 = "arith.muli"(%5612, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5642 = "arith.muli"(%5612, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5643 = "arith.muli"(%5612, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5644 = "arith.muli"(%5614, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5645 = "arith.muli"(%5614, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5646 = "arith.muli"(%5614, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5647 = "arith.muli"(%5614, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5648 = "arith.muli"(%5614, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5649 = "arith.muli"(%5614, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5650 = "arith.muli"(%5614, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5651 = "arith.muli"(%5614, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5652 = "arith.muli"(%5614, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5653 = "arith.muli"(%5616, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5654 = "arith.muli"(%5616, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5655 = "arith.muli"(%5616, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5656 = "arith.muli"(%5616, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5657 = "arith.muli"(%5616, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5658 = "arith.muli"(%5616, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5659 = "arith.muli"(%5616, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5660 = "arith.muli"(%5616, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5661 = "arith.muli"(%5616, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5662 = "arith.muli"(%5618, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5663 = "arith.muli"(%5618, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5664 = "arith.muli"(%5618, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5665 = "arith.muli"(%5618, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5666 = "arith.muli"(%5618, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5667 = "arith.muli"(%5618, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5668 = "arith.muli"(%5618, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5669 = "arith.muli"(%5618, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5670 = "arith.muli"(%5618, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5671 = "arith.muli"(%5620, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5672 = "arith.muli"(%5620, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5673 = "arith.muli"(%5620, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5674 = "arith.muli"(%5620, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5675 = "arith.muli"(%5620, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5676 = "arith.muli"(%5620, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5677 = "arith.muli"(%5620, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5678 = "arith.muli"(%5620, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5679 = "arith.muli"(%5620, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5680 = "arith.muli"(%5622, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5681 = "arith.muli"(%5622, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5682 = "arith.muli"(%5622, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5683 = "arith.muli"(%5622, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5684 = "arith.muli"(%5622, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5685 = "arith.muli"(%5622, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5686 = "arith.muli"(%5622, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5687 = "arith.muli"(%5622, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5688 = "arith.muli"(%5622, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5689 = "arith.muli"(%5624, %5608) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5690 = "arith.muli"(%5624, %5610) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5691 = "arith.muli"(%5624, %5612) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5692 = "arith.muli"(%5624, %5614) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5693 = "arith.muli"(%5624, %5616) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5694 = "arith.muli"(%5624, %5618) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5695 = "arith.muli"(%5624, %5620) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5696 = "arith.muli"(%5624, %5622) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5697 = "arith.muli"(%5624, %5624) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%5609, %5611, %5613, %5615, %5617, %5619, %5621, %5623, %5625, %5626, %5627, %5628, %5629, %5630, %5631, %5632, %5633, %5634, %5635, %5636, %5637, %5638, %5639, %5640, %5641, %5642, %5643, %5644, %5645, %5646, %5647, %5648, %5649, %5650, %5651, %5652, %5653, %5654, %5655, %5656, %5657, %5658, %5659, %5660, %5661, %5662, %5663, %5664, %5665, %5666, %5667, %5668, %5669, %5670, %5671, %5672, %5673, %5674, %5675, %5676, %5677, %5678, %5679, %5680, %5681, %5682, %5683, %5684, %5685, %5686, %5687, %5688, %5689, %5690, %5691, %5692, %5693, %5694, %5695, %5696, %5697) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "muli_i32"}> ({
    %5552 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5553 = "arith.muli"(%5552, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5554 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5555 = "arith.muli"(%5552, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5556 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5557 = "arith.muli"(%5552, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5558 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %5559 = "arith.muli"(%5552, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5560 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %5561 = "arith.muli"(%5552, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5562 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %5563 = "arith.muli"(%5552, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5564 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %5565 = "arith.muli"(%5552, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5566 = "arith.muli"(%5554, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5567 = "arith.muli"(%5554, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5568 = "arith.muli"(%5554, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5569 = "arith.muli"(%5554, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5570 = "arith.muli"(%5554, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5571 = "arith.muli"(%5554, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5572 = "arith.muli"(%5554, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5573 = "arith.muli"(%5556, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5574 = "arith.muli"(%5556, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5575 = "arith.muli"(%5556, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5576 = "arith.muli"(%5556, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5577 = "arith.muli"(%5556, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5578 = "arith.muli"(%5556, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5579 = "arith.muli"(%5556, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5580 = "arith.muli"(%5558, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5581 = "arith.muli"(%5558, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5582 = "arith.muli"(%5558, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5583 = "arith.muli"(%5558, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5584 = "arith.muli"(%5558, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5585 = "arith.muli"(%5558, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5586 = "arith.muli"(%5558, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5587 = "arith.muli"(%5560, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5588 = "arith.muli"(%5560, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5589 = "arith.muli"(%5560, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5590 = "arith.muli"(%5560, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5591 = "arith.muli"(%5560, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5592 = "arith.muli"(%5560, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5593 = "arith.muli"(%5560, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5594 = "arith.muli"(%5562, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5595 = "arith.muli"(%5562, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5596 = "arith.muli"(%5562, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5597 = "arith.muli"(%5562, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5598 = "arith.muli"(%5562, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5599 = "arith.muli"(%5562, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5600 = "arith.muli"(%5562, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5601 = "arith.muli"(%5564, %5552) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5602 = "arith.muli"(%5564, %5554) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5603 = "arith.muli"(%5564, %5556) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5604 = "arith.muli"(%5564, %5558) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5605 = "arith.muli"(%5564, %5560) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5606 = "arith.muli"(%5564, %5562) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5607 = "arith.muli"(%5564, %5564) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5553, %5555, %5557, %5559, %5561, %5563, %5565, %5566, %5567, %5568, %5569, %5570, %5571, %5572, %5573, %5574, %5575, %5576, %5577, %5578, %5579, %5580, %5581, %5582, %5583, %5584, %5585, %5586, %5587, %5588, %5589, %5590, %5591, %5592, %5593, %5594, %5595, %5596, %5597, %5598, %5599, %5600, %5601, %5602, %5603, %5604, %5605, %5606, %5607) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "muli_index"}> ({
    %5496 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5497 = "arith.muli"(%5496, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5498 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5499 = "arith.muli"(%5496, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5500 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5501 = "arith.muli"(%5496, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5502 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5503 = "arith.muli"(%5496, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5504 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5505 = "arith.muli"(%5496, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5506 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %5507 = "arith.muli"(%5496, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5508 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %5509 = "arith.muli"(%5496, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5510 = "arith.muli"(%5498, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5511 = "arith.muli"(%5498, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5512 = "arith.muli"(%5498, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5513 = "arith.muli"(%5498, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5514 = "arith.muli"(%5498, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5515 = "arith.muli"(%5498, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5516 = "arith.muli"(%5498, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5517 = "arith.muli"(%5500, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5518 = "arith.muli"(%5500, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5519 = "arith.muli"(%5500, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5520 = "arith.muli"(%5500, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5521 = "arith.muli"(%5500, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5522 = "arith.muli"(%5500, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5523 = "arith.muli"(%5500, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5524 = "arith.muli"(%5502, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5525 = "arith.muli"(%5502, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5526 = "arith.muli"(%5502, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5527 = "arith.muli"(%5502, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5528 = "arith.muli"(%5502, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5529 = "arith.muli"(%5502, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5530 = "arith.muli"(%5502, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5531 = "arith.muli"(%5504, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5532 = "arith.muli"(%5504, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5533 = "arith.muli"(%5504, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5534 = "arith.muli"(%5504, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5535 = "arith.muli"(%5504, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5536 = "arith.muli"(%5504, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5537 = "arith.muli"(%5504, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5538 = "arith.muli"(%5506, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5539 = "arith.muli"(%5506, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5540 = "arith.muli"(%5506, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5541 = "arith.muli"(%5506, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5542 = "arith.muli"(%5506, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5543 = "arith.muli"(%5506, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5544 = "arith.muli"(%5506, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5545 = "arith.muli"(%5508, %5496) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5546 = "arith.muli"(%5508, %5498) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5547 = "arith.muli"(%5508, %5500) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5548 = "arith.muli"(%5508, %5502) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5549 = "arith.muli"(%5508, %5504) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5550 = "arith.muli"(%5508, %5506) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5551 = "arith.muli"(%5508, %5508) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%5497, %5499, %5501, %5503, %5505, %5507, %5509, %5510, %5511, %5512, %5513, %5514, %5515, %5516, %5517, %5518, %5519, %5520, %5521, %5522, %5523, %5524, %5525, %5526, %5527, %5528, %5529, %5530, %5531, %5532, %5533, %5534, %5535, %5536, %5537, %5538, %5539, %5540, %5541, %5542, %5543, %5544, %5545, %5546, %5547, %5548, %5549, %5550, %5551) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "muli_i128"}> ({
    %5440 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %5441 = "arith.muli"(%5440, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5442 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %5443 = "arith.muli"(%5440, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5444 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %5445 = "arith.muli"(%5440, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5446 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %5447 = "arith.muli"(%5440, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5448 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %5449 = "arith.muli"(%5440, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5450 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %5451 = "arith.muli"(%5440, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5452 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %5453 = "arith.muli"(%5440, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5454 = "arith.muli"(%5442, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5455 = "arith.muli"(%5442, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5456 = "arith.muli"(%5442, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5457 = "arith.muli"(%5442, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5458 = "arith.muli"(%5442, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5459 = "arith.muli"(%5442, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5460 = "arith.muli"(%5442, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5461 = "arith.muli"(%5444, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5462 = "arith.muli"(%5444, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5463 = "arith.muli"(%5444, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5464 = "arith.muli"(%5444, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5465 = "arith.muli"(%5444, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5466 = "arith.muli"(%5444, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5467 = "arith.muli"(%5444, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5468 = "arith.muli"(%5446, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5469 = "arith.muli"(%5446, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5470 = "arith.muli"(%5446, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5471 = "arith.muli"(%5446, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5472 = "arith.muli"(%5446, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5473 = "arith.muli"(%5446, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5474 = "arith.muli"(%5446, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5475 = "arith.muli"(%5448, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5476 = "arith.muli"(%5448, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5477 = "arith.muli"(%5448, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5478 = "arith.muli"(%5448, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5479 = "arith.muli"(%5448, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5480 = "arith.muli"(%5448, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5481 = "arith.muli"(%5448, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5482 = "arith.muli"(%5450, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5483 = "arith.muli"(%5450, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5484 = "arith.muli"(%5450, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5485 = "arith.muli"(%5450, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5486 = "arith.muli"(%5450, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5487 = "arith.muli"(%5450, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5488 = "arith.muli"(%5450, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5489 = "arith.muli"(%5452, %5440) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5490 = "arith.muli"(%5452, %5442) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5491 = "arith.muli"(%5452, %5444) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5492 = "arith.muli"(%5452, %5446) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5493 = "arith.muli"(%5452, %5448) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5494 = "arith.muli"(%5452, %5450) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %5495 = "arith.muli"(%5452, %5452) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    "func.return"(%5441, %5443, %5445, %5447, %5449, %5451, %5453, %5454, %5455, %5456, %5457, %5458, %5459, %5460, %5461, %5462, %5463, %5464, %5465, %5466, %5467, %5468, %5469, %5470, %5471, %5472, %5473, %5474, %5475, %5476, %5477, %5478, %5479, %5480, %5481, %5482, %5483, %5484, %5485, %5486, %5487, %5488, %5489, %5490, %5491, %5492, %5493, %5494, %5495) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "divsi_i1"}> ({
    %5434 = "arith.constant"() <{value = false}> : () -> i1
    %5435 = "arith.divsi"(%5434, %5434) : (i1, i1) -> i1
    %5436 = "arith.constant"() <{value = true}> : () -> i1
    %5437 = "arith.divsi"(%5434, %5436) : (i1, i1) -> i1
    %5438 = "arith.divsi"(%5436, %5434) : (i1, i1) -> i1
    %5439 = "arith.divsi"(%5436, %5436) : (i1, i1) -> i1
    "func.return"(%5435, %5437, %5438, %5439) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "divsi_i7"}> ({
    %5378 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %5379 = "arith.divsi"(%5378, %5378) : (i7, i7) -> i7
    %5380 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %5381 = "arith.divsi"(%5378, %5380) : (i7, i7) -> i7
    %5382 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %5383 = "arith.divsi"(%5378, %5382) : (i7, i7) -> i7
    %5384 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %5385 = "arith.divsi"(%5378, %5384) : (i7, i7) -> i7
    %5386 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %5387 = "arith.divsi"(%5378, %5386) : (i7, i7) -> i7
    %5388 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %5389 = "arith.divsi"(%5378, %5388) : (i7, i7) -> i7
    %5390 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %5391 = "arith.divsi"(%5378, %5390) : (i7, i7) -> i7
    %5392 = "arith.divsi"(%5380, %5378) : (i7, i7) -> i7
    %5393 = "arith.divsi"(%5380, %5380) : (i7, i7) -> i7
    %5394 = "arith.divsi"(%5380, %5382) : (i7, i7) -> i7
    %5395 = "arith.divsi"(%5380, %5384) : (i7, i7) -> i7
    %5396 = "arith.divsi"(%5380, %5386) : (i7, i7) -> i7
    %5397 = "arith.divsi"(%5380, %5388) : (i7, i7) -> i7
    %5398 = "arith.divsi"(%5380, %5390) : (i7, i7) -> i7
    %5399 = "arith.divsi"(%5382, %5378) : (i7, i7) -> i7
    %5400 = "arith.divsi"(%5382, %5380) : (i7, i7) -> i7
    %5401 = "arith.divsi"(%5382, %5382) : (i7, i7) -> i7
    %5402 = "arith.divsi"(%5382, %5384) : (i7, i7) -> i7
    %5403 = "arith.divsi"(%5382, %5386) : (i7, i7) -> i7
    %5404 = "arith.divsi"(%5382, %5388) : (i7, i7) -> i7
    %5405 = "arith.divsi"(%5382, %5390) : (i7, i7) -> i7
    %5406 = "arith.divsi"(%5384, %5378) : (i7, i7) -> i7
    %5407 = "arith.divsi"(%5384, %5380) : (i7, i7) -> i7
    %5408 = "arith.divsi"(%5384, %5382) : (i7, i7) -> i7
    %5409 = "arith.divsi"(%5384, %5384) : (i7, i7) -> i7
    %5410 = "arith.divsi"(%5384, %5386) : (i7, i7) -> i7
    %5411 = "arith.divsi"(%5384, %5388) : (i7, i7) -> i7
    %5412 = "arith.divsi"(%5384, %5390) : (i7, i7) -> i7
    %5413 = "arith.divsi"(%5386, %5378) : (i7, i7) -> i7
    %5414 = "arith.divsi"(%5386, %5380) : (i7, i7) -> i7
    %5415 = "arith.divsi"(%5386, %5382) : (i7, i7) -> i7
    %5416 = "arith.divsi"(%5386, %5384) : (i7, i7) -> i7
    %5417 = "arith.divsi"(%5386, %5386) : (i7, i7) -> i7
    %5418 = "arith.divsi"(%5386, %5388) : (i7, i7) -> i7
    %5419 = "arith.divsi"(%5386, %5390) : (i7, i7) -> i7
    %5420 = "arith.divsi"(%5388, %5378) : (i7, i7) -> i7
    %5421 = "arith.divsi"(%5388, %5380) : (i7, i7) -> i7
    %5422 = "arith.divsi"(%5388, %5382) : (i7, i7) -> i7
    %5423 = "arith.divsi"(%5388, %5384) : (i7, i7) -> i7
    %5424 = "arith.divsi"(%5388, %5386) : (i7, i7) -> i7
    %5425 = "arith.divsi"(%5388, %5388) : (i7, i7) -> i7
    %5426 = "arith.divsi"(%5388, %5390) : (i7, i7) -> i7
    %5427 = "arith.divsi"(%5390, %5378) : (i7, i7) -> i7
    %5428 = "arith.divsi"(%5390, %5380) : (i7, i7) -> i7
    %5429 = "arith.divsi"(%5390, %5382) : (i7, i7) -> i7
    %5430 = "arith.divsi"(%5390, %5384) : (i7, i7) -> i7
    %5431 = "arith.divsi"(%5390, %5386) : (i7, i7) -> i7
    %5432 = "arith.divsi"(%5390, %5388) : (i7, i7) -> i7
    %5433 = "arith.divsi"(%5390, %5390) : (i7, i7) -> i7
    "func.return"(%5379, %5381, %5383, %5385, %5387, %5389, %5391, %5392, %5393, %5394, %5395, %5396, %5397, %5398, %5399, %5400, %5401, %5402, %5403, %5404, %5405, %5406, %5407, %5408, %5409, %5410, %5411, %5412, %5413, %5414, %5415, %5416, %5417, %5418, %5419, %5420, %5421, %5422, %5423, %5424, %5425, %5426, %5427, %5428, %5429, %5430, %5431, %5432, %5433) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "divsi_i8"}> ({
    %5288 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5289 = "arith.divsi"(%5288, %5288) : (i8, i8) -> i8
    %5290 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %5291 = "arith.divsi"(%5288, %5290) : (i8, i8) -> i8
    %5292 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %5293 = "arith.divsi"(%5288, %5292) : (i8, i8) -> i8
    %5294 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %5295 = "arith.divsi"(%5288, %5294) : (i8, i8) -> i8
    %5296 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %5297 = "arith.divsi"(%5288, %5296) : (i8, i8) -> i8
    %5298 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %5299 = "arith.divsi"(%5288, %5298) : (i8, i8) -> i8
    %5300 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %5301 = "arith.divsi"(%5288, %5300) : (i8, i8) -> i8
    %5302 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %5303 = "arith.divsi"(%5288, %5302) : (i8, i8) -> i8
    %5304 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %5305 = "arith.divsi"(%5288, %5304) : (i8, i8) -> i8
    %5306 = "arith.divsi"(%5290, %5288) : (i8, i8) -> i8
    %5307 = "arith.divsi"(%5290, %5290) : (i8, i8) -> i8
    %5308 = "arith.divsi"(%5290, %5292) : (i8, i8) -> i8
    %5309 = "arith.divsi"(%5290, %5294) : (i8, i8) -> i8
    %5310 = "arith.divsi"(%5290, %5296) : (i8, i8) -> i8
    %5311 = "arith.divsi"(%5290, %5298) : (i8, i8) -> i8
    %5312 = "arith.divsi"(%5290, %5300) : (i8, i8) -> i8
    %5313 = "arith.divsi"(%5290, %5302) : (i8, i8) -> i8
    %5314 = "arith.divsi"(%5290, %5304) : (i8, i8) -> i8
    %5315 = "arith.divsi"(%5292, %5288) : (i8, i8) -> i8
    %5316 = "arith.divsi"(%5292, %5290) : (i8, i8) -> i8
    %5317 = "arith.divsi"(%5292, %5292) : (i8, i8) -> i8
    %5318 = "arith.divsi"(%5292, %5294) : (i8, i8) -> i8
    %5319 = "arith.divsi"(%5292, %5296) : (i8, i8) -> i8
    %5320 = "arith.divsi"(%5292, %5298) : (i8, i8) -> i8
    %5321 = "arith.divsi"(%5292, %5300) : (i8, i8) -> i8
    %5322 = "arith.divsi"(%5292, %5302) : (i8, i8) -> i8
    %5323 = "arith.divsi"(%5292, %5304) : (i8, i8) -> i8
    %5324 = "arith.divsi"(%5294, %5288) : (i8, i8) -> i8
    %5325 = "arith.divsi"(%5294, %5290) : (i8, i8) -> i8
    %5326 = "arith.divsi"(%5294, %5292) : (i8, i8) -> i8
    %5327 = "arith.divsi"(%5294, %5294) : (i8, i8) -> i8
    %5328 = "arith.divsi"(%5294, %5296) : (i8, i8) -> i8
    %5329 = "arith.divsi"(%5294, %5298) : (i8, i8) -> i8
    %5330 = "arith.divsi"(%5294, %5300) : (i8, i8) -> i8
    %5331 = "arith.divsi"(%5294, %5302) : (i8, i8) -> i8
    %5332 = "arith.divsi"(%5294, %5304) : (i8, i8) -> i8
    %5333 = "arith.divsi"(%5296, %5288) : (i8, i8) -> i8
    %5334 = "arith.divsi"(%5296, %5290) : (i8, i8) -> i8
    %5335 = "arith.divsi"(%5296, %5292) : (i8, i8) -> i8
    %5336 = "arith.divsi"(%5296, %5294) : (i8, i8) -> i8
    %5337 = "arith.divsi"(%5296, %5296) : (i8, i8) -> i8
    %5338 = "arith.divsi"(%5296, %5298) : (i8, i8) -> i8
    %5339 = "arith.divsi"(%5296, %5300) : (i8, i8) -> i8
    %5340 = "arith.divsi"(%5296, %5302) : (i8, i8) -> i8
    %5341 = "arith.divsi"(%5296, %5304) : (i8, i8) -> i8
    %5342 = "arith.divsi"(%5298, %5288) : (i8, i8) -> i8
    %5343 = "arith.divsi"(%5298, %5290) : (i8, i8) -> i8
    %5344 = "arith.divsi"(%5298, %5292) : (i8, i8) -> i8
    %5345 = "arith.divsi"(%5298, %5294) : (i8, i8) -> i8
    %5346 = "arith.divsi"(%5298, %5296) : (i8, i8) -> i8
    %5347 = "arith.divsi"(%5298, %5298) : (i8, i8) -> i8
    %5348 = "arith.divsi"(%5298, %5300) : (i8, i8) -> i8
    %5349 = "arith.divsi"(%5298, %5302) : (i8, i8) -> i8
    %5350 = "arith.divsi"(%5298, %5304) : (i8, i8) -> i8
    %5351 = "arith.divsi"(%5300, %5288) : (i8, i8) -> i8
    %5352 = "arith.divsi"(%5300, %5290) : (i8, i8) -> i8
    %5353 = "arith.divsi"(%5300, %5292) : (i8, i8) -> i8
    %5354 = "arith.divsi"(%5300, %5294) : (i8, i8) -> i8
    %5355 = "arith.divsi"(%5300, %5296) : (i8, i8) -> i8
    %5356 = "arith.divsi"(%5300, %5298) : (i8, i8) -> i8
    %5357 = "arith.divsi"(%5300, %5300) : (i8, i8) -> i8
    %5358 = "arith.divsi"(%5300, %5302) : (i8, i8) -> i8
    %5359 = "arith.divsi"(%5300, %5304) : (i8, i8) -> i8
    %5360 = "arith.divsi"(%5302, %5288) : (i8, i8) -> i8
    %5361 = "arith.divsi"(%5302, %5290) : (i8, i8) -> i8
    %5362 = "arith.divsi"(%5302, %5292) : (i8, i8) -> i8
    %5363 = "arith.divsi"(%5302, %5294) : (i8, i8) -> i8
    %5364 = "arith.divsi"(%5302, %5296) : (i8, i8) -> i8
    %5365 = "arith.divsi"(%5302, %5298) : (i8, i8) -> i8
    %5366 = "arith.divsi"(%5302, %5300) : (i8, i8) -> i8
    %5367 = "arith.divsi"(%5302, %5302) : (i8, i8) -> i8
    %5368 = "arith.divsi"(%5302, %5304) : (i8, i8) -> i8
    %5369 = "arith.divsi"(%5304, %5288) : (i8, i8) -> i8
    %5370 = "arith.divsi"(%5304, %5290) : (i8, i8) -> i8
    %5371 = "arith.divsi"(%5304, %5292) : (i8, i8) -> i8
    %5372 = "arith.divsi"(%5304, %5294) : (i8, i8) -> i8
    %5373 = "arith.divsi"(%5304, %5296) : (i8, i8) -> i8
    %5374 = "arith.divsi"(%5304, %5298) : (i8, i8) -> i8
    %5375 = "arith.divsi"(%5304, %5300) : (i8, i8) -> i8
    %5376 = "arith.divsi"(%5304, %5302) : (i8, i8) -> i8
    %5377 = "arith.divsi"(%5304, %5304) : (i8, i8) -> i8
    "func.return"(%5289, %5291, %5293, %5295, %5297, %5299, %5301, %5303, %5305, %5306, %5307, %5308, %5309, %5310, %5311, %5312, %5313, %5314, %5315, %5316, %5317, %5318, %5319, %5320, %5321, %5322, %5323, %5324, %5325, %5326, %5327, %5328, %5329, %5330, %5331, %5332, %5333, %5334, %5335, %5336, %5337, %5338, %5339, %5340, %5341, %5342, %5343, %5344, %5345, %5346, %5347, %5348, %5349, %5350, %5351, %5352, %5353, %5354, %5355, %5356, %5357, %5358, %5359, %5360, %5361, %5362, %5363, %5364, %5365, %5366, %5367, %5368, %5369, %5370, %5371, %5372, %5373, %5374, %5375, %5376, %5377) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "divsi_i32"}> ({
    %5232 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5233 = "arith.divsi"(%5232, %5232) : (i32, i32) -> i32
    %5234 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5235 = "arith.divsi"(%5232, %5234) : (i32, i32) -> i32
    %5236 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5237 = "arith.divsi"(%5232, %5236) : (i32, i32) -> i32
    %5238 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %5239 = "arith.divsi"(%5232, %5238) : (i32, i32) -> i32
    %5240 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %5241 = "arith.divsi"(%5232, %5240) : (i32, i32) -> i32
    %5242 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %5243 = "arith.divsi"(%5232, %5242) : (i32, i32) -> i32
    %5244 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %5245 = "arith.divsi"(%5232, %5244) : (i32, i32) -> i32
    %5246 = "arith.divsi"(%5234, %5232) : (i32, i32) -> i32
    %5247 = "arith.divsi"(%5234, %5234) : (i32, i32) -> i32
    %5248 = "arith.divsi"(%5234, %5236) : (i32, i32) -> i32
    %5249 = "arith.divsi"(%5234, %5238) : (i32, i32) -> i32
    %5250 = "arith.divsi"(%5234, %5240) : (i32, i32) -> i32
    %5251 = "arith.divsi"(%5234, %5242) : (i32, i32) -> i32
    %5252 = "arith.divsi"(%5234, %5244) : (i32, i32) -> i32
    %5253 = "arith.divsi"(%5236, %5232) : (i32, i32) -> i32
    %5254 = "arith.divsi"(%5236, %5234) : (i32, i32) -> i32
    %5255 = "arith.divsi"(%5236, %5236) : (i32, i32) -> i32
    %5256 = "arith.divsi"(%5236, %5238) : (i32, i32) -> i32
    %5257 = "arith.divsi"(%5236, %5240) : (i32, i32) -> i32
    %5258 = "arith.divsi"(%5236, %5242) : (i32, i32) -> i32
    %5259 = "arith.divsi"(%5236, %5244) : (i32, i32) -> i32
    %5260 = "arith.divsi"(%5238, %5232) : (i32, i32) -> i32
    %5261 = "arith.divsi"(%5238, %5234) : (i32, i32) -> i32
    %5262 = "arith.divsi"(%5238, %5236) : (i32, i32) -> i32
    %5263 = "arith.divsi"(%5238, %5238) : (i32, i32) -> i32
    %5264 = "arith.divsi"(%5238, %5240) : (i32, i32) -> i32
    %5265 = "arith.divsi"(%5238, %5242) : (i32, i32) -> i32
    %5266 = "arith.divsi"(%5238, %5244) : (i32, i32) -> i32
    %5267 = "arith.divsi"(%5240, %5232) : (i32, i32) -> i32
    %5268 = "arith.divsi"(%5240, %5234) : (i32, i32) -> i32
    %5269 = "arith.divsi"(%5240, %5236) : (i32, i32) -> i32
    %5270 = "arith.divsi"(%5240, %5238) : (i32, i32) -> i32
    %5271 = "arith.divsi"(%5240, %5240) : (i32, i32) -> i32
    %5272 = "arith.divsi"(%5240, %5242) : (i32, i32) -> i32
    %5273 = "arith.divsi"(%5240, %5244) : (i32, i32) -> i32
    %5274 = "arith.divsi"(%5242, %5232) : (i32, i32) -> i32
    %5275 = "arith.divsi"(%5242, %5234) : (i32, i32) -> i32
    %5276 = "arith.divsi"(%5242, %5236) : (i32, i32) -> i32
    %5277 = "arith.divsi"(%5242, %5238) : (i32, i32) -> i32
    %5278 = "arith.divsi"(%5242, %5240) : (i32, i32) -> i32
    %5279 = "arith.divsi"(%5242, %5242) : (i32, i32) -> i32
    %5280 = "arith.divsi"(%5242, %5244) : (i32, i32) -> i32
    %5281 = "arith.divsi"(%5244, %5232) : (i32, i32) -> i32
    %5282 = "arith.divsi"(%5244, %5234) : (i32, i32) -> i32
    %5283 = "arith.divsi"(%5244, %5236) : (i32, i32) -> i32
    %5284 = "arith.divsi"(%5244, %5238) : (i32, i32) -> i32
    %5285 = "arith.divsi"(%5244, %5240) : (i32, i32) -> i32
    %5286 = "arith.divsi"(%5244, %5242) : (i32, i32) -> i32
    %5287 = "arith.divsi"(%5244, %5244) : (i32, i32) -> i32
    "func.return"(%5233, %5235, %5237, %5239, %5241, %5243, %5245, %5246, %5247, %5248, %5249, %5250, %5251, %5252, %5253, %5254, %5255, %5256, %5257, %5258, %5259, %5260, %5261, %5262, %5263, %5264, %5265, %5266, %5267, %5268, %5269, %5270, %5271, %5272, %5273, %5274, %5275, %5276, %5277, %5278, %5279, %5280, %5281, %5282, %5283, %5284, %5285, %5286, %5287) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "divsi_index"}> ({
    %5176 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5177 = "arith.divsi"(%5176, %5176) : (index, index) -> index
    %5178 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5179 = "arith.divsi"(%5176, %5178) : (index, index) -> index
    %5180 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5181 = "arith.divsi"(%5176, %5180) : (index, index) -> index
    %5182 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5183 = "arith.divsi"(%5176, %5182) : (index, index) -> index
    %5184 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5185 = "arith.divsi"(%5176, %5184) : (index, index) -> index
    %5186 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %5187 = "arith.divsi"(%5176, %5186) : (index, index) -> index
    %5188 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %5189 = "arith.divsi"(%5176, %5188) : (index, index) -> index
    %5190 = "arith.divsi"(%5178, %5176) : (index, index) -> index
    %5191 = "arith.divsi"(%5178, %5178) : (index, index) -> index
    %5192 = "arith.divsi"(%5178, %5180) : (index, index) -> index
    %5193 = "arith.divsi"(%5178, %5182) : (index, index) -> index
    %5194 = "arith.divsi"(%5178, %5184) : (index, index) -> index
    %5195 = "arith.divsi"(%5178, %5186) : (index, index) -> index
    %5196 = "arith.divsi"(%5178, %5188) : (index, index) -> index
    %5197 = "arith.divsi"(%5180, %5176) : (index, index) -> index
    %5198 = "arith.divsi"(%5180, %5178) : (index, index) -> index
    %5199 = "arith.divsi"(%5180, %5180) : (index, index) -> index
    %5200 = "arith.divsi"(%5180, %5182) : (index, index) -> index
    %5201 = "arith.divsi"(%5180, %5184) : (index, index) -> index
    %5202 = "arith.divsi"(%5180, %5186) : (index, index) -> index
    %5203 = "arith.divsi"(%5180, %5188) : (index, index) -> index
    %5204 = "arith.divsi"(%5182, %5176) : (index, index) -> index
    %5205 = "arith.divsi"(%5182, %5178) : (index, index) -> index
    %5206 = "arith.divsi"(%5182, %5180) : (index, index) -> index
    %5207 = "arith.divsi"(%5182, %5182) : (index, index) -> index
    %5208 = "arith.divsi"(%5182, %5184) : (index, index) -> index
    %5209 = "arith.divsi"(%5182, %5186) : (index, index) -> index
    %5210 = "arith.divsi"(%5182, %5188) : (index, index) -> index
    %5211 = "arith.divsi"(%5184, %5176) : (index, index) -> index
    %5212 = "arith.divsi"(%5184, %5178) : (index, index) -> index
    %5213 = "arith.divsi"(%5184, %5180) : (index, index) -> index
    %5214 = "arith.divsi"(%5184, %5182) : (index, index) -> index
    %5215 = "arith.divsi"(%5184, %5184) : (index, index) -> index
    %5216 = "arith.divsi"(%5184, %5186) : (index, index) -> index
    %5217 = "arith.divsi"(%5184, %5188) : (index, index) -> index
    %5218 = "arith.divsi"(%5186, %5176) : (index, index) -> index
    %5219 = "arith.divsi"(%5186, %5178) : (index, index) -> index
    %5220 = "arith.divsi"(%5186, %5180) : (index, index) -> index
    %5221 = "arith.divsi"(%5186, %5182) : (index, index) -> index
    %5222 = "arith.divsi"(%5186, %5184) : (index, index) -> index
    %5223 = "arith.divsi"(%5186, %5186) : (index, index) -> index
    %5224 = "arith.divsi"(%5186, %5188) : (index, index) -> index
    %5225 = "arith.divsi"(%5188, %5176) : (index, index) -> index
    %5226 = "arith.divsi"(%5188, %5178) : (index, index) -> index
    %5227 = "arith.divsi"(%5188, %5180) : (index, index) -> index
    %5228 = "arith.divsi"(%5188, %5182) : (index, index) -> index
    %5229 = "arith.divsi"(%5188, %5184) : (index, index) -> index
    %5230 = "arith.divsi"(%5188, %5186) : (index, index) -> index
    %5231 = "arith.divsi"(%5188, %5188) : (index, index) -> index
    "func.return"(%5177, %5179, %5181, %5183, %5185, %5187, %5189, %5190, %5191, %5192, %5193, %5194, %5195, %5196, %5197, %5198, %5199, %5200, %5201, %5202, %5203, %5204, %5205, %5206, %5207, %5208, %5209, %5210, %5211, %5212, %5213, %5214, %5215, %5216, %5217, %5218, %5219, %5220, %5221, %5222, %5223, %5224, %5225, %5226, %5227, %5228, %5229, %5230, %5231) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "divsi_i128"}> ({
    %5120 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %5121 = "arith.divsi"(%5120, %5120) : (i128, i128) -> i128
    %5122 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %5123 = "arith.divsi"(%5120, %5122) : (i128, i128) -> i128
    %5124 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %5125 = "arith.divsi"(%5120, %5124) : (i128, i128) -> i128
    %5126 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %5127 = "arith.divsi"(%5120, %5126) : (i128, i128) -> i128
    %5128 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %5129 = "arith.divsi"(%5120, %5128) : (i128, i128) -> i128
    %5130 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %5131 = "arith.divsi"(%5120, %5130) : (i128, i128) -> i128
    %5132 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %5133 = "arith.divsi"(%5120, %5132) : (i128, i128) -> i128
    %5134 = "arith.divsi"(%5122, %5120) : (i128, i128) -> i128
    %5135 = "arith.divsi"(%5122, %5122) : (i128, i128) -> i128
    %5136 = "arith.divsi"(%5122, %5124) : (i128, i128) -> i128
    %5137 = "arith.divsi"(%5122, %5126) : (i128, i128) -> i128
    %5138 = "arith.divsi"(%5122, %5128) : (i128, i128) -> i128
    %5139 = "arith.divsi"(%5122, %5130) : (i128, i128) -> i128
    %5140 = "arith.divsi"(%5122, %5132) : (i128, i128) -> i128
    %5141 = "arith.divsi"(%5124, %5120) : (i128, i128) -> i128
    %5142 = "arith.divsi"(%5124, %5122) : (i128, i128) -> i128
    %5143 = "arith.divsi"(%5124, %5124) : (i128, i128) -> i128
    %5144 = "arith.divsi"(%5124, %5126) : (i128, i128) -> i128
    %5145 = "arith.divsi"(%5124, %5128) : (i128, i128) -> i128
    %5146 = "arith.divsi"(%5124, %5130) : (i128, i128) -> i128
    %5147 = "arith.divsi"(%5124, %5132) : (i128, i128) -> i128
    %5148 = "arith.divsi"(%5126, %5120) : (i128, i128) -> i128
    %5149 = "arith.divsi"(%5126, %5122) : (i128, i128) -> i128
    %5150 = "arith.divsi"(%5126, %5124) : (i128, i128) -> i128
    %5151 = "arith.divsi"(%5126, %5126) : (i128, i128) -> i128
    %5152 = "arith.divsi"(%5126, %5128) : (i128, i128) -> i128
    %5153 = "arith.divsi"(%5126, %5130) : (i128, i128) -> i128
    %5154 = "arith.divsi"(%5126, %5132) : (i128, i128) -> i128
    %5155 = "arith.divsi"(%5128, %5120) : (i128, i128) -> i128
    %5156 = "arith.divsi"(%5128, %5122) : (i128, i128) -> i128
    %5157 = "arith.divsi"(%5128, %5124) : (i128, i128) -> i128
    %5158 = "arith.divsi"(%5128, %5126) : (i128, i128) -> i128
    %5159 = "arith.divsi"(%5128, %5128) : (i128, i128) -> i128
    %5160 = "arith.divsi"(%5128, %5130) : (i128, i128) -> i128
    %5161 = "arith.divsi"(%5128, %5132) : (i128, i128) -> i128
    %5162 = "arith.divsi"(%5130, %5120) : (i128, i128) -> i128
    %5163 = "arith.divsi"(%5130, %5122) : (i128, i128) -> i128
    %5164 = "arith.divsi"(%5130, %5124) : (i128, i128) -> i128
    %5165 = "arith.divsi"(%5130, %5126) : (i128, i128) -> i128
    %5166 = "arith.divsi"(%5130, %5128) : (i128, i128) -> i128
    %5167 = "arith.divsi"(%5130, %5130) : (i128, i128) -> i128
    %5168 = "arith.divsi"(%5130, %5132) : (i128, i128) -> i128
    %5169 = "arith.divsi"(%5132, %5120) : (i128, i128) -> i128
    %5170 = "arith.divsi"(%5132, %5122) : (i128, i128) -> i128
    %5171 = "arith.divsi"(%5132, %5124) : (i128, i128) -> i128
    %5172 = "arith.divsi"(%5132, %5126) : (i128, i128) -> i128
    %5173 = "arith.divsi"(%5132, %5128) : (i128, i128) -> i128
    %5174 = "arith.divsi"(%5132, %5130) : (i128, i128) -> i128
    %5175 = "arith.divsi"(%5132, %5132) : (i128, i128) -> i128
    "func.return"(%5121, %5123, %5125, %5127, %5129, %5131, %5133, %5134, %5135, %5136, %5137, %5138, %5139, %5140, %5141, %5142, %5143, %5144, %5145, %5146, %5147, %5148, %5149, %5150, %5151, %5152, %5153, %5154, %5155, %5156, %5157, %5158, %5159, %5160, %5161, %5162, %5163, %5164, %5165, %5166, %5167, %5168, %5169, %5170, %5171, %5172, %5173, %5174, %5175) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "divui_i1"}> ({
    %5114 = "arith.constant"() <{value = false}> : () -> i1
    %5115 = "arith.divui"(%5114, %5114) : (i1, i1) -> i1
    %5116 = "arith.constant"() <{value = true}> : () -> i1
    %5117 = "arith.divui"(%5114, %5116) : (i1, i1) -> i1
    %5118 = "arith.divui"(%5116, %5114) : (i1, i1) -> i1
    %5119 = "arith.divui"(%5116, %5116) : (i1, i1) -> i1
    "func.return"(%5115, %5117, %5118, %5119) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "divui_i7"}> ({
    %5058 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %5059 = "arith.divui"(%5058, %5058) : (i7, i7) -> i7
    %5060 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %5061 = "arith.divui"(%5058, %5060) : (i7, i7) -> i7
    %5062 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %5063 = "arith.divui"(%5058, %5062) : (i7, i7) -> i7
    %5064 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %5065 = "arith.divui"(%5058, %5064) : (i7, i7) -> i7
    %5066 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %5067 = "arith.divui"(%5058, %5066) : (i7, i7) -> i7
    %5068 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %5069 = "arith.divui"(%5058, %5068) : (i7, i7) -> i7
    %5070 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %5071 = "arith.divui"(%5058, %5070) : (i7, i7) -> i7
    %5072 = "arith.divui"(%5060, %5058) : (i7, i7) -> i7
    %5073 = "arith.divui"(%5060, %5060) : (i7, i7) -> i7
    %5074 = "arith.divui"(%5060, %5062) : (i7, i7) -> i7
    %5075 = "arith.divui"(%5060, %5064) : (i7, i7) -> i7
    %5076 = "arith.divui"(%5060, %5066) : (i7, i7) -> i7
    %5077 = "arith.divui"(%5060, %5068) : (i7, i7) -> i7
    %5078 = "arith.divui"(%5060, %5070) : (i7, i7) -> i7
    %5079 = "arith.divui"(%5062, %5058) : (i7, i7) -> i7
    %5080 = "arith.divui"(%5062, %5060) : (i7, i7) -> i7
    %5081 = "arith.divui"(%5062, %5062) : (i7, i7) -> i7
    %5082 = "arith.divui"(%5062, %5064) : (i7, i7) -> i7
    %5083 = "arith.divui"(%5062, %5066) : (i7, i7) -> i7
    %5084 = "arith.divui"(%5062, %5068) : (i7, i7) -> i7
    %5085 = "arith.divui"(%5062, %5070) : (i7, i7) -> i7
    %5086 = "arith.divui"(%5064, %5058) : (i7, i7) -> i7
    %5087 = "arith.divui"(%5064, %5060) : (i7, i7) -> i7
    %5088 = "arith.divui"(%5064, %5062) : (i7, i7) -> i7
    %5089 = "arith.divui"(%5064, %5064) : (i7, i7) -> i7
    %5090 = "arith.divui"(%5064, %5066) : (i7, i7) -> i7
    %5091 = "arith.divui"(%5064, %5068) : (i7, i7) -> i7
    %5092 = "arith.divui"(%5064, %5070) : (i7, i7) -> i7
    %5093 = "arith.divui"(%5066, %5058) : (i7, i7) -> i7
    %5094 = "arith.divui"(%5066, %5060) : (i7, i7) -> i7
    %5095 = "arith.divui"(%5066, %5062) : (i7, i7) -> i7
    %5096 = "arith.divui"(%5066, %5064) : (i7, i7) -> i7
    %5097 = "arith.divui"(%5066, %5066) : (i7, i7) -> i7
    %5098 = "arith.divui"(%5066, %5068) : (i7, i7) -> i7
    %5099 = "arith.divui"(%5066, %5070) : (i7, i7) -> i7
    %5100 = "arith.divui"(%5068, %5058) : (i7, i7) -> i7
    %5101 = "arith.divui"(%5068, %5060) : (i7, i7) -> i7
    %5102 = "arith.divui"(%5068, %5062) : (i7, i7) -> i7
    %5103 = "arith.divui"(%5068, %5064) : (i7, i7) -> i7
    %5104 = "arith.divui"(%5068, %5066) : (i7, i7) -> i7
    %5105 = "arith.divui"(%5068, %5068) : (i7, i7) -> i7
    %5106 = "arith.divui"(%5068, %5070) : (i7, i7) -> i7
    %5107 = "arith.divui"(%5070, %5058) : (i7, i7) -> i7
    %5108 = "arith.divui"(%5070, %5060) : (i7, i7) -> i7
    %5109 = "arith.divui"(%5070, %5062) : (i7, i7) -> i7
    %5110 = "arith.divui"(%5070, %5064) : (i7, i7) -> i7
    %5111 = "arith.divui"(%5070, %5066) : (i7, i7) -> i7
    %5112 = "arith.divui"(%5070, %5068) : (i7, i7) -> i7
    %5113 = "arith.divui"(%5070, %5070) : (i7, i7) -> i7
    "func.return"(%5059, %5061, %5063, %5065, %5067, %5069, %5071, %5072, %5073, %5074, %5075, %5076, %5077, %5078, %5079, %5080, %5081, %5082, %5083, %5084, %5085, %5086, %5087, %5088, %5089, %5090, %5091, %5092, %5093, %5094, %5095, %5096, %5097, %5098, %5099, %5100, %5101, %5102, %5103, %5104, %5105, %5106, %5107, %5108, %5109, %5110, %5111, %5112, %5113) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "divui_i8"}> ({
    %4968 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4969 = "arith.divui"(%4968, %4968) : (i8, i8) -> i8
    %4970 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4971 = "arith.divui"(%4968, %4970) : (i8, i8) -> i8
    %4972 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4973 = "arith.divui"(%4968, %4972) : (i8, i8) -> i8
    %4974 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %4975 = "arith.divui"(%4968, %4974) : (i8, i8) -> i8
    %4976 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %4977 = "arith.divui"(%4968, %4976) : (i8, i8) -> i8
    %4978 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %4979 = "arith.divui"(%4968, %4978) : (i8, i8) -> i8
    %4980 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %4981 = "arith.divui"(%4968, %4980) : (i8, i8) -> i8
    %4982 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %4983 = "arith.divui"(%4968, %4982) : (i8, i8) -> i8
    %4984 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %4985 = "arith.divui"(%4968, %4984) : (i8, i8) -> i8
    %4986 = "arith.divui"(%4970, %4968) : (i8, i8) -> i8
    %4987 = "arith.divui"(%4970, %4970) : (i8, i8) -> i8
    %4988 = "arith.divui"(%4970, %4972) : (i8, i8) -> i8
    %4989 = "arith.divui"(%4970, %4974) : (i8, i8) -> i8
    %4990 = "arith.divui"(%4970, %4976) : (i8, i8) -> i8
    %4991 = "arith.divui"(%4970, %4978) : (i8, i8) -> i8
    %4992 = "arith.divui"(%4970, %4980) : (i8, i8) -> i8
    %4993 = "arith.divui"(%4970, %4982) : (i8, i8) -> i8
    %4994 = "arith.divui"(%4970, %4984) : (i8, i8) -> i8
    %4995 = "arith.divui"(%4972, %4968) : (i8, i8) -> i8
    %4996 = "arith.divui"(%4972, %4970) : (i8, i8) -> i8
    %4997 = "arith.divui"(%4972, %4972) : (i8, i8) -> i8
    %4998 = "arith.divui"(%4972, %4974) : (i8, i8) -> i8
    %4999 = "arith.divui"(%4972, %4976) : (i8, i8) -> i8
    %5000 = "arith.divui"(%4972, %4978) : (i8, i8) -> i8
    %5001 = "arith.divui"(%4972, %4980) : (i8, i8) -> i8
    %5002 = "arith.divui"(%4972, %4982) : (i8, i8) -> i8
    %5003 = "arith.divui"(%4972, %4984) : (i8, i8) -> i8
    %5004 = "arith.divui"(%4974, %4968) : (i8, i8) -> i8
    %5005 = "arith.divui"(%4974, %4970) : (i8, i8) -> i8
    %5006 = "arith.divui"(%4974, %4972) : (i8, i8) -> i8
    %5007 = "arith.divui"(%4974, %4974) : (i8, i8) -> i8
    %5008 = "arith.divui"(%4974, %4976) : (i8, i8) -> i8
    %5009 = "arith.divui"(%4974, %4978) : (i8, i8) -> i8
    %5010 = "arith.divui"(%4974, %4980) : (i8, i8) -> i8
    %5011 = "arith.divui"(%4974, %4982) : (i8, i8) -> i8
    %5012 = "arith.divui"(%4974, %4984) : (i8, i8) -> i8
    %5013 = "arith.divui"(%4976, %4968) : (i8, i8) -> i8
    %5014 = "arith.divui"(%4976, %4970) : (i8, i8) -> i8
    %5015 = "arith.divui"(%4976, %4972) : (i8, i8) -> i8
    %5016 = "arith.divui"(%4976, %4974) : (i8, i8) -> i8
    %5017 = "arith.divui"(%4976, %4976) : (i8, i8) -> i8
    %5018 = "arith.divui"(%4976, %4978) : (i8, i8) -> i8
    %5019 = "arith.divui"(%4976, %4980) : (i8, i8) -> i8
    %5020 = "arith.divui"(%4976, %4982) : (i8, i8) -> i8
    %5021 = "arith.divui"(%4976, %4984) : (i8, i8) -> i8
    %5022 = "arith.divui"(%4978, %4968) : (i8, i8) -> i8
    %5023 = "arith.divui"(%4978, %4970) : (i8, i8) -> i8
    %5024 = "arith.divui"(%4978, %4972) : (i8, i8) -> i8
    %5025 = "arith.divui"(%4978, %4974) : (i8, i8) -> i8
    %5026 = "arith.divui"(%4978, %4976) : (i8, i8) -> i8
    %5027 = "arith.divui"(%4978, %4978) : (i8, i8) -> i8
    %5028 = "arith.divui"(%4978, %4980) : (i8, i8) -> i8
    %5029 = "arith.divui"(%4978, %4982) : (i8, i8) -> i8
    %5030 = "arith.divui"(%4978, %4984) : (i8, i8) -> i8
    %5031 = "arith.divui"(%4980, %4968) : (i8, i8) -> i8
    %5032 = "arith.divui"(%4980, %4970) : (i8, i8) -> i8
    %5033 = "arith.divui"(%4980, %4972) : (i8, i8) -> i8
    %5034 = "arith.divui"(%4980, %4974) : (i8, i8) -> i8
    %5035 = "arith.divui"(%4980, %4976) : (i8, i8) -> i8
    %5036 = "arith.divui"(%4980, %4978) : (i8, i8) -> i8
    %5037 = "arith.divui"(%4980, %4980) : (i8, i8) -> i8
    %5038 = "arith.divui"(%4980, %4982) : (i8, i8) -> i8
    %5039 = "arith.divui"(%4980, %4984) : (i8, i8) -> i8
    %5040 = "arith.divui"(%4982, %4968) : (i8, i8) -> i8
    %5041 = "arith.divui"(%4982, %4970) : (i8, i8) -> i8
    %5042 = "arith.divui"(%4982, %4972) : (i8, i8) -> i8
    %5043 = "arith.divui"(%4982, %4974) : (i8, i8) -> i8
    %5044 = "arith.divui"(%4982, %4976) : (i8, i8) -> i8
    %5045 = "arith.divui"(%4982, %4978) : (i8, i8) -> i8
    %5046 = "arith.divui"(%4982, %4980) : (i8, i8) -> i8
    %5047 = "arith.divui"(%4982, %4982) : (i8, i8) -> i8
    %5048 = "arith.divui"(%4982, %4984) : (i8, i8) -> i8
    %5049 = "arith.divui"(%4984, %4968) : (i8, i8) -> i8
    %5050 = "arith.divui"(%4984, %4970) : (i8, i8) -> i8
    %5051 = "arith.divui"(%4984, %4972) : (i8, i8) -> i8
    %5052 = "arith.divui"(%4984, %4974) : (i8, i8) -> i8
    %5053 = "arith.divui"(%4984, %4976) : (i8, i8) -> i8
    %5054 = "arith.divui"(%4984, %4978) : (i8, i8) -> i8
    %5055 = "arith.divui"(%4984, %4980) : (i8, i8) -> i8
    %5056 = "arith.divui"(%4984, %4982) : (i8, i8) -> i8
    %5057 = "arith.divui"(%4984, %4984) : (i8, i8) -> i8
    "func.return"(%4969, %4971, %4973, %4975, %4977, %4979, %4981, %4983, %4985, %4986, %4987, %4988, %4989, %4990, %4991, %4992, %4993, %4994, %4995, %4996, %4997, %4998, %4999, %5000, %5001, %5002, %5003, %5004, %5005, %5006, %5007, %5008, %5009, %5010, %5011, %5012, %5013, %5014, %5015, %5016, %5017, %5018, %5019, %5020, %5021, %5022, %5023, %5024, %5025, %5026, %5027, %5028, %5029, %5030, %5031, %5032, %5033, %5034, %5035, %5036, %5037, %5038, %5039, %5040, %5041, %5042, %5043, %5044, %5045, %5046, %5047, %5048, %5049, %5050, %5051, %5052, %5053, %5054, %5055, %5056, %5057) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "divui_i32"}> ({
    %4912 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4913 = "arith.divui"(%4912, %4912) : (i32, i32) -> i32
    %4914 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4915 = "arith.divui"(%4912, %4914) : (i32, i32) -> i32
    %4916 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4917 = "arith.divui"(%4912, %4916) : (i32, i32) -> i32
    %4918 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %4919 = "arith.divui"(%4912, %4918) : (i32, i32) -> i32
    %4920 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4921 = "arith.divui"(%4912, %4920) : (i32, i32) -> i32
    %4922 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %4923 = "arith.divui"(%4912, %4922) : (i32, i32) -> i32
    %4924 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %4925 = "arith.divui"(%4912, %4924) : (i32, i32) -> i32
    %4926 = "arith.divui"(%4914, %4912) : (i32, i32) -> i32
    %4927 = "arith.divui"(%4914, %4914) : (i32, i32) -> i32
    %4928 = "arith.divui"(%4914, %4916) : (i32, i32) -> i32
    %4929 = "arith.divui"(%4914, %4918) : (i32, i32) -> i32
    %4930 = "arith.divui"(%4914, %4920) : (i32, i32) -> i32
    %4931 = "arith.divui"(%4914, %4922) : (i32, i32) -> i32
    %4932 = "arith.divui"(%4914, %4924) : (i32, i32) -> i32
    %4933 = "arith.divui"(%4916, %4912) : (i32, i32) -> i32
    %4934 = "arith.divui"(%4916, %4914) : (i32, i32) -> i32
    %4935 = "arith.divui"(%4916, %4916) : (i32, i32) -> i32
    %4936 = "arith.divui"(%4916, %4918) : (i32, i32) -> i32
    %4937 = "arith.divui"(%4916, %4920) : (i32, i32) -> i32
    %4938 = "arith.divui"(%4916, %4922) : (i32, i32) -> i32
    %4939 = "arith.divui"(%4916, %4924) : (i32, i32) -> i32
    %4940 = "arith.divui"(%4918, %4912) : (i32, i32) -> i32
    %4941 = "arith.divui"(%4918, %4914) : (i32, i32) -> i32
    %4942 = "arith.divui"(%4918, %4916) : (i32, i32) -> i32
    %4943 = "arith.divui"(%4918, %4918) : (i32, i32) -> i32
    %4944 = "arith.divui"(%4918, %4920) : (i32, i32) -> i32
    %4945 = "arith.divui"(%4918, %4922) : (i32, i32) -> i32
    %4946 = "arith.divui"(%4918, %4924) : (i32, i32) -> i32
    %4947 = "arith.divui"(%4920, %4912) : (i32, i32) -> i32
    %4948 = "arith.divui"(%4920, %4914) : (i32, i32) -> i32
    %4949 = "arith.divui"(%4920, %4916) : (i32, i32) -> i32
    %4950 = "arith.divui"(%4920, %4918) : (i32, i32) -> i32
    %4951 = "arith.divui"(%4920, %4920) : (i32, i32) -> i32
    %4952 = "arith.divui"(%4920, %4922) : (i32, i32) -> i32
    %4953 = "arith.divui"(%4920, %4924) : (i32, i32) -> i32
    %4954 = "arith.divui"(%4922, %4912) : (i32, i32) -> i32
    %4955 = "arith.divui"(%4922, %4914) : (i32, i32) -> i32
    %4956 = "arith.divui"(%4922, %4916) : (i32, i32) -> i32
    %4957 = "arith.divui"(%4922, %4918) : (i32, i32) -> i32
    %4958 = "arith.divui"(%4922, %4920) : (i32, i32) -> i32
    %4959 = "arith.divui"(%4922, %4922) : (i32, i32) -> i32
    %4960 = "arith.divui"(%4922, %4924) : (i32, i32) -> i32
    %4961 = "arith.divui"(%4924, %4912) : (i32, i32) -> i32
    %4962 = "arith.divui"(%4924, %4914) : (i32, i32) -> i32
    %4963 = "arith.divui"(%4924, %4916) : (i32, i32) -> i32
    %4964 = "arith.divui"(%4924, %4918) : (i32, i32) -> i32
    %4965 = "arith.divui"(%4924, %4920) : (i32, i32) -> i32
    %4966 = "arith.divui"(%4924, %4922) : (i32, i32) -> i32
    %4967 = "arith.divui"(%4924, %4924) : (i32, i32) -> i32
    "func.return"(%4913, %4915, %4917, %4919, %4921, %4923, %4925, %4926, %4927, %4928, %4929, %4930, %4931, %4932, %4933, %4934, %4935, %4936, %4937, %4938, %4939, %4940, %4941, %4942, %4943, %4944, %4945, %4946, %4947, %4948, %4949, %4950, %4951, %4952, %4953, %4954, %4955, %4956, %4957, %4958, %4959, %4960, %4961, %4962, %4963, %4964, %4965, %4966, %4967) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "divui_index"}> ({
    %4856 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4857 = "arith.divui"(%4856, %4856) : (index, index) -> index
    %4858 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4859 = "arith.divui"(%4856, %4858) : (index, index) -> index
    %4860 = "arith.constant"() <{value = -1 : index}> : () -> index
    %4861 = "arith.divui"(%4856, %4860) : (index, index) -> index
    %4862 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4863 = "arith.divui"(%4856, %4862) : (index, index) -> index
    %4864 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4865 = "arith.divui"(%4856, %4864) : (index, index) -> index
    %4866 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %4867 = "arith.divui"(%4856, %4866) : (index, index) -> index
    %4868 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %4869 = "arith.divui"(%4856, %4868) : (index, index) -> index
    %4870 = "arith.divui"(%4858, %4856) : (index, index) -> index
    %4871 = "arith.divui"(%4858, %4858) : (index, index) -> index
    %4872 = "arith.divui"(%4858, %4860) : (index, index) -> index
    %4873 = "arith.divui"(%4858, %4862) : (index, index) -> index
    %4874 = "arith.divui"(%4858, %4864) : (index, index) -> index
    %4875 = "arith.divui"(%4858, %4866) : (index, index) -> index
    %4876 = "arith.divui"(%4858, %4868) : (index, index) -> index
    %4877 = "arith.divui"(%4860, %4856) : (index, index) -> index
    %4878 = "arith.divui"(%4860, %4858) : (index, index) -> index
    %4879 = "arith.divui"(%4860, %4860) : (index, index) -> index
    %4880 = "arith.divui"(%4860, %4862) : (index, index) -> index
    %4881 = "arith.divui"(%4860, %4864) : (index, index) -> index
    %4882 = "arith.divui"(%4860, %4866) : (index, index) -> index
    %4883 = "arith.divui"(%4860, %4868) : (index, index) -> index
    %4884 = "arith.divui"(%4862, %4856) : (index, index) -> index
    %4885 = "arith.divui"(%4862, %4858) : (index, index) -> index
    %4886 = "arith.divui"(%4862, %4860) : (index, index) -> index
    %4887 = "arith.divui"(%4862, %4862) : (index, index) -> index
    %4888 = "arith.divui"(%4862, %4864) : (index, index) -> index
    %4889 = "arith.divui"(%4862, %4866) : (index, index) -> index
    %4890 = "arith.divui"(%4862, %4868) : (index, index) -> index
    %4891 = "arith.divui"(%4864, %4856) : (index, index) -> index
    %4892 = "arith.divui"(%4864, %4858) : (index, index) -> index
    %4893 = "arith.divui"(%4864, %4860) : (index, index) -> index
    %4894 = "arith.divui"(%4864, %4862) : (index, index) -> index
    %4895 = "arith.divui"(%4864, %4864) : (index, index) -> index
    %4896 = "arith.divui"(%4864, %4866) : (index, index) -> index
    %4897 = "arith.divui"(%4864, %4868) : (index, index) -> index
    %4898 = "arith.divui"(%4866, %4856) : (index, index) -> index
    %4899 = "arith.divui"(%4866, %4858) : (index, index) -> index
    %4900 = "arith.divui"(%4866, %4860) : (index, index) -> index
    %4901 = "arith.divui"(%4866, %4862) : (index, index) -> index
    %4902 = "arith.divui"(%4866, %4864) : (index, index) -> index
    %4903 = "arith.divui"(%4866, %4866) : (index, index) -> index
    %4904 = "arith.divui"(%4866, %4868) : (index, index) -> index
    %4905 = "arith.divui"(%4868, %4856) : (index, index) -> index
    %4906 = "arith.divui"(%4868, %4858) : (index, index) -> index
    %4907 = "arith.divui"(%4868, %4860) : (index, index) -> index
    %4908 = "arith.divui"(%4868, %4862) : (index, index) -> index
    %4909 = "arith.divui"(%4868, %4864) : (index, index) -> index
    %4910 = "arith.divui"(%4868, %4866) : (index, index) -> index
    %4911 = "arith.divui"(%4868, %4868) : (index, index) -> index
    "func.return"(%4857, %4859, %4861, %4863, %4865, %4867, %4869, %4870, %4871, %4872, %4873, %4874, %4875, %4876, %4877, %4878, %4879, %4880, %4881, %4882, %4883, %4884, %4885, %4886, %4887, %4888, %4889, %4890, %4891, %4892, %4893, %4894, %4895, %4896, %4897, %4898, %4899, %4900, %4901, %4902, %4903, %4904, %4905, %4906, %4907, %4908, %4909, %4910, %4911) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "divui_i128"}> ({
    %4800 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %4801 = "arith.divui"(%4800, %4800) : (i128, i128) -> i128
    %4802 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %4803 = "arith.divui"(%4800, %4802) : (i128, i128) -> i128
    %4804 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %4805 = "arith.divui"(%4800, %4804) : (i128, i128) -> i128
    %4806 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %4807 = "arith.divui"(%4800, %4806) : (i128, i128) -> i128
    %4808 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %4809 = "arith.divui"(%4800, %4808) : (i128, i128) -> i128
    %4810 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %4811 = "arith.divui"(%4800, %4810) : (i128, i128) -> i128
    %4812 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %4813 = "arith.divui"(%4800, %4812) : (i128, i128) -> i128
    %4814 = "arith.divui"(%4802, %4800) : (i128, i128) -> i128
    %4815 = "arith.divui"(%4802, %4802) : (i128, i128) -> i128
    %4816 = "arith.divui"(%4802, %4804) : (i128, i128) -> i128
    %4817 = "arith.divui"(%4802, %4806) : (i128, i128) -> i128
    %4818 = "arith.divui"(%4802, %4808) : (i128, i128) -> i128
    %4819 = "arith.divui"(%4802, %4810) : (i128, i128) -> i128
    %4820 = "arith.divui"(%4802, %4812) : (i128, i128) -> i128
    %4821 = "arith.divui"(%4804, %4800) : (i128, i128) -> i128
    %4822 = "arith.divui"(%4804, %4802) : (i128, i128) -> i128
    %4823 = "arith.divui"(%4804, %4804) : (i128, i128) -> i128
    %4824 = "arith.divui"(%4804, %4806) : (i128, i128) -> i128
    %4825 = "arith.divui"(%4804, %4808) : (i128, i128) -> i128
    %4826 = "arith.divui"(%4804, %4810) : (i128, i128) -> i128
    %4827 = "arith.divui"(%4804, %4812) : (i128, i128) -> i128
    %4828 = "arith.divui"(%4806, %4800) : (i128, i128) -> i128
    %4829 = "arith.divui"(%4806, %4802) : (i128, i128) -> i128
    %4830 = "arith.divui"(%4806, %4804) : (i128, i128) -> i128
    %4831 = "arith.divui"(%4806, %4806) : (i128, i128) -> i128
    %4832 = "arith.divui"(%4806, %4808) : (i128, i128) -> i128
    %4833 = "arith.divui"(%4806, %4810) : (i128, i128) -> i128
    %4834 = "arith.divui"(%4806, %4812) : (i128, i128) -> i128
    %4835 = "arith.divui"(%4808, %4800) : (i128, i128) -> i128
    %4836 = "arith.divui"(%4808, %4802) : (i128, i128) -> i128
    %4837 = "arith.divui"(%4808, %4804) : (i128, i128) -> i128
    %4838 = "arith.divui"(%4808, %4806) : (i128, i128) -> i128
    %4839 = "arith.divui"(%4808, %4808) : (i128, i128) -> i128
    %4840 = "arith.divui"(%4808, %4810) : (i128, i128) -> i128
    %4841 = "arith.divui"(%4808, %4812) : (i128, i128) -> i128
    %4842 = "arith.divui"(%4810, %4800) : (i128, i128) -> i128
    %4843 = "arith.divui"(%4810, %4802) : (i128, i128) -> i128
    %4844 = "arith.divui"(%4810, %4804) : (i128, i128) -> i128
    %4845 = "arith.divui"(%4810, %4806) : (i128, i128) -> i128
    %4846 = "arith.divui"(%4810, %4808) : (i128, i128) -> i128
    %4847 = "arith.divui"(%4810, %4810) : (i128, i128) -> i128
    %4848 = "arith.divui"(%4810, %4812) : (i128, i128) -> i128
    %4849 = "arith.divui"(%4812, %4800) : (i128, i128) -> i128
    %4850 = "arith.divui"(%4812, %4802) : (i128, i128) -> i128
    %4851 = "arith.divui"(%4812, %4804) : (i128, i128) -> i128
    %4852 = "arith.divui"(%4812, %4806) : (i128, i128) -> i128
    %4853 = "arith.divui"(%4812, %4808) : (i128, i128) -> i128
    %4854 = "arith.divui"(%4812, %4810) : (i128, i128) -> i128
    %4855 = "arith.divui"(%4812, %4812) : (i128, i128) -> i128
    "func.return"(%4801, %4803, %4805, %4807, %4809, %4811, %4813, %4814, %4815, %4816, %4817, %4818, %4819, %4820, %4821, %4822, %4823, %4824, %4825, %4826, %4827, %4828, %4829, %4830, %4831, %4832, %4833, %4834, %4835, %4836, %4837, %4838, %4839, %4840, %4841, %4842, %4843, %4844, %4845, %4846, %4847, %4848, %4849, %4850, %4851, %4852, %4853, %4854, %4855) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "ceildivsi_i1"}> ({
    %4794 = "arith.constant"() <{value = false}> : () -> i1
    %4795 = "arith.ceildivsi"(%4794, %4794) : (i1, i1) -> i1
    %4796 = "arith.constant"() <{value = true}> : () -> i1
    %4797 = "arith.ceildivsi"(%4794, %4796) : (i1, i1) -> i1
    %4798 = "arith.ceildivsi"(%4796, %4794) : (i1, i1) -> i1
    %4799 = "arith.ceildivsi"(%4796, %4796) : (i1, i1) -> i1
    "func.return"(%4795, %4797, %4798, %4799) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "ceildivsi_i7"}> ({
    %4738 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %4739 = "arith.ceildivsi"(%4738, %4738) : (i7, i7) -> i7
    %4740 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %4741 = "arith.ceildivsi"(%4738, %4740) : (i7, i7) -> i7
    %4742 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %4743 = "arith.ceildivsi"(%4738, %4742) : (i7, i7) -> i7
    %4744 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %4745 = "arith.ceildivsi"(%4738, %4744) : (i7, i7) -> i7
    %4746 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %4747 = "arith.ceildivsi"(%4738, %4746) : (i7, i7) -> i7
    %4748 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %4749 = "arith.ceildivsi"(%4738, %4748) : (i7, i7) -> i7
    %4750 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %4751 = "arith.ceildivsi"(%4738, %4750) : (i7, i7) -> i7
    %4752 = "arith.ceildivsi"(%4740, %4738) : (i7, i7) -> i7
    %4753 = "arith.ceildivsi"(%4740, %4740) : (i7, i7) -> i7
    %4754 = "arith.ceildivsi"(%4740, %4742) : (i7, i7) -> i7
    %4755 = "arith.ceildivsi"(%4740, %4744) : (i7, i7) -> i7
    %4756 = "arith.ceildivsi"(%4740, %4746) : (i7, i7) -> i7
    %4757 = "arith.ceildivsi"(%4740, %4748) : (i7, i7) -> i7
    %4758 = "arith.ceildivsi"(%4740, %4750) : (i7, i7) -> i7
    %4759 = "arith.ceildivsi"(%4742, %4738) : (i7, i7) -> i7
    %4760 = "arith.ceildivsi"(%4742, %4740) : (i7, i7) -> i7
    %4761 = "arith.ceildivsi"(%4742, %4742) : (i7, i7) -> i7
    %4762 = "arith.ceildivsi"(%4742, %4744) : (i7, i7) -> i7
    %4763 = "arith.ceildivsi"(%4742, %4746) : (i7, i7) -> i7
    %4764 = "arith.ceildivsi"(%4742, %4748) : (i7, i7) -> i7
    %4765 = "arith.ceildivsi"(%4742, %4750) : (i7, i7) -> i7
    %4766 = "arith.ceildivsi"(%4744, %4738) : (i7, i7) -> i7
    %4767 = "arith.ceildivsi"(%4744, %4740) : (i7, i7) -> i7
    %4768 = "arith.ceildivsi"(%4744, %4742) : (i7, i7) -> i7
    %4769 = "arith.ceildivsi"(%4744, %4744) : (i7, i7) -> i7
    %4770 = "arith.ceildivsi"(%4744, %4746) : (i7, i7) -> i7
    %4771 = "arith.ceildivsi"(%4744, %4748) : (i7, i7) -> i7
    %4772 = "arith.ceildivsi"(%4744, %4750) : (i7, i7) -> i7
    %4773 = "arith.ceildivsi"(%4746, %4738) : (i7, i7) -> i7
    %4774 = "arith.ceildivsi"(%4746, %4740) : (i7, i7) -> i7
    %4775 = "arith.ceildivsi"(%4746, %4742) : (i7, i7) -> i7
    %4776 = "arith.ceildivsi"(%4746, %4744) : (i7, i7) -> i7
    %4777 = "arith.ceildivsi"(%4746, %4746) : (i7, i7) -> i7
    %4778 = "arith.ceildivsi"(%4746, %4748) : (i7, i7) -> i7
    %4779 = "arith.ceildivsi"(%4746, %4750) : (i7, i7) -> i7
    %4780 = "arith.ceildivsi"(%4748, %4738) : (i7, i7) -> i7
    %4781 = "arith.ceildivsi"(%4748, %4740) : (i7, i7) -> i7
    %4782 = "arith.ceildivsi"(%4748, %4742) : (i7, i7) -> i7
    %4783 = "arith.ceildivsi"(%4748, %4744) : (i7, i7) -> i7
    %4784 = "arith.ceildivsi"(%4748, %4746) : (i7, i7) -> i7
    %4785 = "arith.ceildivsi"(%4748, %4748) : (i7, i7) -> i7
    %4786 = "arith.ceildivsi"(%4748, %4750) : (i7, i7) -> i7
    %4787 = "arith.ceildivsi"(%4750, %4738) : (i7, i7) -> i7
    %4788 = "arith.ceildivsi"(%4750, %4740) : (i7, i7) -> i7
    %4789 = "arith.ceildivsi"(%4750, %4742) : (i7, i7) -> i7
    %4790 = "arith.ceildivsi"(%4750, %4744) : (i7, i7) -> i7
    %4791 = "arith.ceildivsi"(%4750, %4746) : (i7, i7) -> i7
    %4792 = "arith.ceildivsi"(%4750, %4748) : (i7, i7) -> i7
    %4793 = "arith.ceildivsi"(%4750, %4750) : (i7, i7) -> i7
    "func.return"(%4739, %4741, %4743, %4745, %4747, %4749, %4751, %4752, %4753, %4754, %4755, %4756, %4757, %4758, %4759, %4760, %4761, %4762, %4763, %4764, %4765, %4766, %4767, %4768, %4769, %4770, %4771, %4772, %4773, %4774, %4775, %4776, %4777, %4778, %4779, %4780, %4781, %4782, %4783, %4784, %4785, %4786, %4787, %4788, %4789, %4790, %4791, %4792, %4793) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "ceildivsi_i8"}> ({
    %4648 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4649 = "arith.ceildivsi"(%4648, %4648) : (i8, i8) -> i8
    %4650 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4651 = "arith.ceildivsi"(%4648, %4650) : (i8, i8) -> i8
    %4652 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4653 = "arith.ceildivsi"(%4648, %4652) : (i8, i8) -> i8
    %4654 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %4655 = "arith.ceildivsi"(%4648, %4654) : (i8, i8) -> i8
    %4656 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %4657 = "arith.ceildivsi"(%4648, %4656) : (i8, i8) -> i8
    %4658 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %4659 = "arith.ceildivsi"(%4648, %4658) : (i8, i8) -> i8
    %4660 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %4661 = "arith.ceildivsi"(%4648, %4660) : (i8, i8) -> i8
    %4662 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %4663 = "arith.ceildivsi"(%4648, %4662) : (i8, i8) -> i8
    %4664 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %4665 = "arith.ceildivsi"(%4648, %4664) : (i8, i8) -> i8
    %4666 = "arith.ceildivsi"(%4650, %4648) : (i8, i8) -> i8
    %4667 = "arith.ceildivsi"(%4650, %4650) : (i8, i8) -> i8
    %4668 = "arith.ceildivsi"(%4650, %4652) : (i8, i8) -> i8
    %4669 = "arith.ceildivsi"(%4650, %4654) : (i8, i8) -> i8
    %4670 = "arith.ceildivsi"(%4650, %4656) : (i8, i8) -> i8
    %4671 = "arith.ceildivsi"(%4650, %4658) : (i8, i8) -> i8
    %4672 = "arith.ceildivsi"(%4650, %4660) : (i8, i8) -> i8
    %4673 = "arith.ceildivsi"(%4650, %4662) : (i8, i8) -> i8
    %4674 = "arith.ceildivsi"(%4650, %4664) : (i8, i8) -> i8
    %4675 = "arith.ceildivsi"(%4652, %4648) : (i8, i8) -> i8
    %4676 = "arith.ceildivsi"(%4652, %4650) : (i8, i8) -> i8
    %4677 = "arith.ceildivsi"(%4652, %4652) : (i8, i8) -> i8
    %4678 = "arith.ceildivsi"(%4652, %4654) : (i8, i8) -> i8
    %4679 = "arith.ceildivsi"(%4652, %4656) : (i8, i8) -> i8
    %4680 = "arith.ceildivsi"(%4652, %4658) : (i8, i8) -> i8
    %4681 = "arith.ceildivsi"(%4652, %4660) : (i8, i8) -> i8
    %4682 = "arith.ceildivsi"(%4652, %4662) : (i8, i8) -> i8
    %4683 = "arith.ceildivsi"(%4652, %4664) : (i8, i8) -> i8
    %4684 = "arith.ceildivsi"(%4654, %4648) : (i8, i8) -> i8
    %4685 = "arith.ceildivsi"(%4654, %4650) : (i8, i8) -> i8
    %4686 = "arith.ceildivsi"(%4654, %4652) : (i8, i8) -> i8
    %4687 = "arith.ceildivsi"(%4654, %4654) : (i8, i8) -> i8
    %4688 = "arith.ceildivsi"(%4654, %4656) : (i8, i8) -> i8
    %4689 = "arith.ceildivsi"(%4654, %4658) : (i8, i8) -> i8
    %4690 = "arith.ceildivsi"(%4654, %4660) : (i8, i8) -> i8
    %4691 = "arith.ceildivsi"(%4654, %4662) : (i8, i8) -> i8
    %4692 = "arith.ceildivsi"(%4654, %4664) : (i8, i8) -> i8
    %4693 = "arith.ceildivsi"(%4656, %4648) : (i8, i8) -> i8
    %4694 = "arith.ceildivsi"(%4656, %4650) : (i8, i8) -> i8
    %4695 = "arith.ceildivsi"(%4656, %4652) : (i8, i8) -> i8
    %4696 = "arith.ceildivsi"(%4656, %4654) : (i8, i8) -> i8
    %4697 = "arith.ceildivsi"(%4656, %4656) : (i8, i8) -> i8
    %4698 = "arith.ceildivsi"(%4656, %4658) : (i8, i8) -> i8
    %4699 = "arith.ceildivsi"(%4656, %4660) : (i8, i8) -> i8
    %4700 = "arith.ceildivsi"(%4656, %4662) : (i8, i8) -> i8
    %4701 = "arith.ceildivsi"(%4656, %4664) : (i8, i8) -> i8
    %4702 = "arith.ceildivsi"(%4658, %4648) : (i8, i8) -> i8
    %4703 = "arith.ceildivsi"(%4658, %4650) : (i8, i8) -> i8
    %4704 = "arith.ceildivsi"(%4658, %4652) : (i8, i8) -> i8
    %4705 = "arith.ceildivsi"(%4658, %4654) : (i8, i8) -> i8
    %4706 = "arith.ceildivsi"(%4658, %4656) : (i8, i8) -> i8
    %4707 = "arith.ceildivsi"(%4658, %4658) : (i8, i8) -> i8
    %4708 = "arith.ceildivsi"(%4658, %4660) : (i8, i8) -> i8
    %4709 = "arith.ceildivsi"(%4658, %4662) : (i8, i8) -> i8
    %4710 = "arith.ceildivsi"(%4658, %4664) : (i8, i8) -> i8
    %4711 = "arith.ceildivsi"(%4660, %4648) : (i8, i8) -> i8
    %4712 = "arith.ceildivsi"(%4660, %4650) : (i8, i8) -> i8
    %4713 = "arith.ceildivsi"(%4660, %4652) : (i8, i8) -> i8
    %4714 = "arith.ceildivsi"(%4660, %4654) : (i8, i8) -> i8
    %4715 = "arith.ceildivsi"(%4660, %4656) : (i8, i8) -> i8
    %4716 = "arith.ceildivsi"(%4660, %4658) : (i8, i8) -> i8
    %4717 = "arith.ceildivsi"(%4660, %4660) : (i8, i8) -> i8
    %4718 = "arith.ceildivsi"(%4660, %4662) : (i8, i8) -> i8
    %4719 = "arith.ceildivsi"(%4660, %4664) : (i8, i8) -> i8
    %4720 = "arith.ceildivsi"(%4662, %4648) : (i8, i8) -> i8
    %4721 = "arith.ceildivsi"(%4662, %4650) : (i8, i8) -> i8
    %4722 = "arith.ceildivsi"(%4662, %4652) : (i8, i8) -> i8
    %4723 = "arith.ceildivsi"(%4662, %4654) : (i8, i8) -> i8
    %4724 = "arith.ceildivsi"(%4662, %4656) : (i8, i8) -> i8
    %4725 = "arith.ceildivsi"(%4662, %4658) : (i8, i8) -> i8
    %4726 = "arith.ceildivsi"(%4662, %4660) : (i8, i8) -> i8
    %4727 = "arith.ceildivsi"(%4662, %4662) : (i8, i8) -> i8
    %4728 = "arith.ceildivsi"(%4662, %4664) : (i8, i8) -> i8
    %4729 = "arith.ceildivsi"(%4664, %4648) : (i8, i8) -> i8
    %4730 = "arith.ceildivsi"(%4664, %4650) : (i8, i8) -> i8
    %4731 = "arith.ceildivsi"(%4664, %4652) : (i8, i8) -> i8
    %4732 = "arith.ceildivsi"(%4664, %4654) : (i8, i8) -> i8
    %4733 = "arith.ceildivsi"(%4664, %4656) : (i8, i8) -> i8
    %4734 = "arith.ceildivsi"(%4664, %4658) : (i8, i8) -> i8
    %4735 = "arith.ceildivsi"(%4664, %4660) : (i8, i8) -> i8
    %4736 = "arith.ceildivsi"(%4664, %4662) : (i8, i8) -> i8
    %4737 = "arith.ceildivsi"(%4664, %4664) : (i8, i8) -> i8
    "func.return"(%4649, %4651, %4653, %4655, %4657, %4659, %4661, %4663, %4665, %4666, %4667, %4668, %4669, %4670, %4671, %4672, %4673, %4674, %4675, %4676, %4677, %4678, %4679, %4680, %4681, %4682, %4683, %4684, %4685, %4686, %4687, %4688, %4689, %4690, %4691, %4692, %4693, %4694, %4695, %4696, %4697, %4698, %4699, %4700, %4701, %4702, %4703, %4704, %4705, %4706, %4707, %4708, %4709, %4710, %4711, %4712, %4713, %4714, %4715, %4716, %4717, %4718, %4719, %4720, %4721, %4722, %4723, %4724, %4725, %4726, %4727, %4728, %4729, %4730, %4731, %4732, %4733, %4734, %4735, %4736, %4737) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ceildivsi_i32"}> ({
    %4592 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4593 = "arith.ceildivsi"(%4592, %4592) : (i32, i32) -> i32
    %4594 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4595 = "arith.ceildivsi"(%4592, %4594) : (i32, i32) -> i32
    %4596 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4597 = "arith.ceildivsi"(%4592, %4596) : (i32, i32) -> i32
    %4598 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %4599 = "arith.ceildivsi"(%4592, %4598) : (i32, i32) -> i32
    %4600 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4601 = "arith.ceildivsi"(%4592, %4600) : (i32, i32) -> i32
    %4602 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %4603 = "arith.ceildivsi"(%4592, %4602) : (i32, i32) -> i32
    %4604 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %4605 = "arith.ceildivsi"(%4592, %4604) : (i32, i32) -> i32
    %4606 = "arith.ceildivsi"(%4594, %4592) : (i32, i32) -> i32
    %4607 = "arith.ceildivsi"(%4594, %4594) : (i32, i32) -> i32
    %4608 = "arith.ceildivsi"(%4594, %4596) : (i32, i32) -> i32
    %4609 = "arith.ceildivsi"(%4594, %4598) : (i32, i32) -> i32
    %4610 = "arith.ceildivsi"(%4594, %4600) : (i32, i32) -> i32
    %4611 = "arith.ceildivsi"(%4594, %4602) : (i32, i32) -> i32
    %4612 = "arith.ceildivsi"(%4594, %4604) : (i32, i32) -> i32
    %4613 = "arith.ceildivsi"(%4596, %4592) : (i32, i32) -> i32
    %4614 = "arith.ceildivsi"(%4596, %4594) : (i32, i32) -> i32
    %4615 = "arith.ceildivsi"(%4596, %4596) : (i32, i32) -> i32
    %4616 = "arith.ceildivsi"(%4596, %4598) : (i32, i32) -> i32
    %4617 = "arith.ceildivsi"(%4596, %4600) : (i32, i32) -> i32
    %4618 = "arith.ceildivsi"(%4596, %4602) : (i32, i32) -> i32
    %4619 = "arith.ceildivsi"(%4596, %4604) : (i32, i32) -> i32
    %4620 = "arith.ceildivsi"(%4598, %4592) : (i32, i32) -> i32
    %4621 = "arith.ceildivsi"(%4598, %4594) : (i32, i32) -> i32
    %4622 = "arith.ceildivsi"(%4598, %4596) : (i32, i32) -> i32
    %4623 = "arith.ceildivsi"(%4598, %4598) : (i32, i32) -> i32
    %4624 = "arith.ceildivsi"(%4598, %4600) : (i32, i32) -> i32
    %4625 = "arith.ceildivsi"(%4598, %4602) : (i32, i32) -> i32
    %4626 = "arith.ceildivsi"(%4598, %4604) : (i32, i32) -> i32
    %4627 = "arith.ceildivsi"(%4600, %4592) : (i32, i32) -> i32
    %4628 = "arith.ceildivsi"(%4600, %4594) : (i32, i32) -> i32
    %4629 = "arith.ceildivsi"(%4600, %4596) : (i32, i32) -> i32
    %4630 = "arith.ceildivsi"(%4600, %4598) : (i32, i32) -> i32
    %4631 = "arith.ceildivsi"(%4600, %4600) : (i32, i32) -> i32
    %4632 = "arith.ceildivsi"(%4600, %4602) : (i32, i32) -> i32
    %4633 = "arith.ceildivsi"(%4600, %4604) : (i32, i32) -> i32
    %4634 = "arith.ceildivsi"(%4602, %4592) : (i32, i32) -> i32
    %4635 = "arith.ceildivsi"(%4602, %4594) : (i32, i32) -> i32
    %4636 = "arith.ceildivsi"(%4602, %4596) : (i32, i32) -> i32
    %4637 = "arith.ceildivsi"(%4602, %4598) : (i32, i32) -> i32
    %4638 = "arith.ceildivsi"(%4602, %4600) : (i32, i32) -> i32
    %4639 = "arith.ceildivsi"(%4602, %4602) : (i32, i32) -> i32
    %4640 = "arith.ceildivsi"(%4602, %4604) : (i32, i32) -> i32
    %4641 = "arith.ceildivsi"(%4604, %4592) : (i32, i32) -> i32
    %4642 = "arith.ceildivsi"(%4604, %4594) : (i32, i32) -> i32
    %4643 = "arith.ceildivsi"(%4604, %4596) : (i32, i32) -> i32
    %4644 = "arith.ceildivsi"(%4604, %4598) : (i32, i32) -> i32
    %4645 = "arith.ceildivsi"(%4604, %4600) : (i32, i32) -> i32
    %4646 = "arith.ceildivsi"(%4604, %4602) : (i32, i32) -> i32
    %4647 = "arith.ceildivsi"(%4604, %4604) : (i32, i32) -> i32
    "func.return"(%4593, %4595, %4597, %4599, %4601, %4603, %4605, %4606, %4607, %4608, %4609, %4610, %4611, %4612, %4613, %4614, %4615, %4616, %4617, %4618, %4619, %4620, %4621, %4622, %4623, %4624, %4625, %4626, %4627, %4628, %4629, %4630, %4631, %4632, %4633, %4634, %4635, %4636, %4637, %4638, %4639, %4640, %4641, %4642, %4643, %4644, %4645, %4646, %4647) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "ceildivsi_index"}> ({
    %4536 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4537 = "arith.ceildivsi"(%4536, %4536) : (index, index) -> index
    %4538 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4539 = "arith.ceildivsi"(%4536, %4538) : (index, index) -> index
    %4540 = "arith.constant"() <{value = -1 : index}> : () -> index
    %4541 = "arith.ceildivsi"(%4536, %4540) : (index, index) -> index
    %4542 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4543 = "arith.ceildivsi"(%4536, %4542) : (index, index) -> index
    %4544 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4545 = "arith.ceildivsi"(%4536, %4544) : (index, index) -> index
    %4546 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %4547 = "arith.ceildivsi"(%4536, %4546) : (index, index) -> index
    %4548 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %4549 = "arith.ceildivsi"(%4536, %4548) : (index, index) -> index
    %4550 = "arith.ceildivsi"(%4538, %4536) : (index, index) -> index
    %4551 = "arith.ceildivsi"(%4538, %4538) : (index, index) -> index
    %4552 = "arith.ceildivsi"(%4538, %4540) : (index, index) -> index
    %4553 = "arith.ceildivsi"(%4538, %4542) : (index, index) -> index
    %4554 = "arith.ceildivsi"(%4538, %4544) : (index, index) -> index
    %4555 = "arith.ceildivsi"(%4538, %4546) : (index, index) -> index
    %4556 = "arith.ceildivsi"(%4538, %4548) : (index, index) -> index
    %4557 = "arith.ceildivsi"(%4540, %4536) : (index, index) -> index
    %4558 = "arith.ceildivsi"(%4540, %4538) : (index, index) -> index
    %4559 = "arith.ceildivsi"(%4540, %4540) : (index, index) -> index
    %4560 = "arith.ceildivsi"(%4540, %4542) : (index, index) -> index
    %4561 = "arith.ceildivsi"(%4540, %4544) : (index, index) -> index
    %4562 = "arith.ceildivsi"(%4540, %4546) : (index, index) -> index
    %4563 = "arith.ceildivsi"(%4540, %4548) : (index, index) -> index
    %4564 = "arith.ceildivsi"(%4542, %4536) : (index, index) -> index
    %4565 = "arith.ceildivsi"(%4542, %4538) : (index, index) -> index
    %4566 = "arith.ceildivsi"(%4542, %4540) : (index, index) -> index
    %4567 = "arith.ceildivsi"(%4542, %4542) : (index, index) -> index
    %4568 = "arith.ceildivsi"(%4542, %4544) : (index, index) -> index
    %4569 = "arith.ceildivsi"(%4542, %4546) : (index, index) -> index
    %4570 = "arith.ceildivsi"(%4542, %4548) : (index, index) -> index
    %4571 = "arith.ceildivsi"(%4544, %4536) : (index, index) -> index
    %4572 = "arith.ceildivsi"(%4544, %4538) : (index, index) -> index
    %4573 = "arith.ceildivsi"(%4544, %4540) : (index, index) -> index
    %4574 = "arith.ceildivsi"(%4544, %4542) : (index, index) -> index
    %4575 = "arith.ceildivsi"(%4544, %4544) : (index, index) -> index
    %4576 = "arith.ceildivsi"(%4544, %4546) : (index, index) -> index
    %4577 = "arith.ceildivsi"(%4544, %4548) : (index, index) -> index
    %4578 = "arith.ceildivsi"(%4546, %4536) : (index, index) -> index
    %4579 = "arith.ceildivsi"(%4546, %4538) : (index, index) -> index
    %4580 = "arith.ceildivsi"(%4546, %4540) : (index, index) -> index
    %4581 = "arith.ceildivsi"(%4546, %4542) : (index, index) -> index
    %4582 = "arith.ceildivsi"(%4546, %4544) : (index, index) -> index
    %4583 = "arith.ceildivsi"(%4546, %4546) : (index, index) -> index
    %4584 = "arith.ceildivsi"(%4546, %4548) : (index, index) -> index
    %4585 = "arith.ceildivsi"(%4548, %4536) : (index, index) -> index
    %4586 = "arith.ceildivsi"(%4548, %4538) : (index, index) -> index
    %4587 = "arith.ceildivsi"(%4548, %4540) : (index, index) -> index
    %4588 = "arith.ceildivsi"(%4548, %4542) : (index, index) -> index
    %4589 = "arith.ceildivsi"(%4548, %4544) : (index, index) -> index
    %4590 = "arith.ceildivsi"(%4548, %4546) : (index, index) -> index
    %4591 = "arith.ceildivsi"(%4548, %4548) : (index, index) -> index
    "func.return"(%4537, %4539, %4541, %4543, %4545, %4547, %4549, %4550, %4551, %4552, %4553, %4554, %4555, %4556, %4557, %4558, %4559, %4560, %4561, %4562, %4563, %4564, %4565, %4566, %4567, %4568, %4569, %4570, %4571, %4572, %4573, %4574, %4575, %4576, %4577, %4578, %4579, %4580, %4581, %4582, %4583, %4584, %4585, %4586, %4587, %4588, %4589, %4590, %4591) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "ceildivsi_i128"}> ({
    %4480 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %4481 = "arith.ceildivsi"(%4480, %4480) : (i128, i128) -> i128
    %4482 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %4483 = "arith.ceildivsi"(%4480, %4482) : (i128, i128) -> i128
    %4484 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %4485 = "arith.ceildivsi"(%4480, %4484) : (i128, i128) -> i128
    %4486 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %4487 = "arith.ceildivsi"(%4480, %4486) : (i128, i128) -> i128
    %4488 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %4489 = "arith.ceildivsi"(%4480, %4488) : (i128, i128) -> i128
    %4490 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %4491 = "arith.ceildivsi"(%4480, %4490) : (i128, i128) -> i128
    %4492 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %4493 = "arith.ceildivsi"(%4480, %4492) : (i128, i128) -> i128
    %4494 = "arith.ceildivsi"(%4482, %4480) : (i128, i128) -> i128
    %4495 = "arith.ceildivsi"(%4482, %4482) : (i128, i128) -> i128
    %4496 = "arith.ceildivsi"(%4482, %4484) : (i128, i128) -> i128
    %4497 = "arith.ceildivsi"(%4482, %4486) : (i128, i128) -> i128
    %4498 = "arith.ceildivsi"(%4482, %4488) : (i128, i128) -> i128
    %4499 = "arith.ceildivsi"(%4482, %4490) : (i128, i128) -> i128
    %4500 = "arith.ceildivsi"(%4482, %4492) : (i128, i128) -> i128
    %4501 = "arith.ceildivsi"(%4484, %4480) : (i128, i128) -> i128
    %4502 = "arith.ceildivsi"(%4484, %4482) : (i128, i128) -> i128
    %4503 = "arith.ceildivsi"(%4484, %4484) : (i128, i128) -> i128
    %4504 = "arith.ceildivsi"(%4484, %4486) : (i128, i128) -> i128
    %4505 = "arith.ceildivsi"(%4484, %4488) : (i128, i128) -> i128
    %4506 = "arith.ceildivsi"(%4484, %4490) : (i128, i128) -> i128
    %4507 = "arith.ceildivsi"(%4484, %4492) : (i128, i128) -> i128
    %4508 = "arith.ceildivsi"(%4486, %4480) : (i128, i128) -> i128
    %4509 = "arith.ceildivsi"(%4486, %4482) : (i128, i128) -> i128
    %4510 = "arith.ceildivsi"(%4486, %4484) : (i128, i128) -> i128
    %4511 = "arith.ceildivsi"(%4486, %4486) : (i128, i128) -> i128
    %4512 = "arith.ceildivsi"(%4486, %4488) : (i128, i128) -> i128
    %4513 = "arith.ceildivsi"(%4486, %4490) : (i128, i128) -> i128
    %4514 = "arith.ceildivsi"(%4486, %4492) : (i128, i128) -> i128
    %4515 = "arith.ceildivsi"(%4488, %4480) : (i128, i128) -> i128
    %4516 = "arith.ceildivsi"(%4488, %4482) : (i128, i128) -> i128
    %4517 = "arith.ceildivsi"(%4488, %4484) : (i128, i128) -> i128
    %4518 = "arith.ceildivsi"(%4488, %4486) : (i128, i128) -> i128
    %4519 = "arith.ceildivsi"(%4488, %4488) : (i128, i128) -> i128
    %4520 = "arith.ceildivsi"(%4488, %4490) : (i128, i128) -> i128
    %4521 = "arith.ceildivsi"(%4488, %4492) : (i128, i128) -> i128
    %4522 = "arith.ceildivsi"(%4490, %4480) : (i128, i128) -> i128
    %4523 = "arith.ceildivsi"(%4490, %4482) : (i128, i128) -> i128
    %4524 = "arith.ceildivsi"(%4490, %4484) : (i128, i128) -> i128
    %4525 = "arith.ceildivsi"(%4490, %4486) : (i128, i128) -> i128
    %4526 = "arith.ceildivsi"(%4490, %4488) : (i128, i128) -> i128
    %4527 = "arith.ceildivsi"(%4490, %4490) : (i128, i128) -> i128
    %4528 = "arith.ceildivsi"(%4490, %4492) : (i128, i128) -> i128
    %4529 = "arith.ceildivsi"(%4492, %4480) : (i128, i128) -> i128
    %4530 = "arith.ceildivsi"(%4492, %4482) : (i128, i128) -> i128
    %4531 = "arith.ceildivsi"(%4492, %4484) : (i128, i128) -> i128
    %4532 = "arith.ceildivsi"(%4492, %4486) : (i128, i128) -> i128
    %4533 = "arith.ceildivsi"(%4492, %4488) : (i128, i128) -> i128
    %4534 = "arith.ceildivsi"(%4492, %4490) : (i128, i128) -> i128
    %4535 = "arith.ceildivsi"(%4492, %4492) : (i128, i128) -> i128
    "func.return"(%4481, %4483, %4485, %4487, %4489, %4491, %4493, %4494, %4495, %4496, %4497, %4498, %4499, %4500, %4501, %4502, %4503, %4504, %4505, %4506, %4507, %4508, %4509, %4510, %4511, %4512, %4513, %4514, %4515, %4516, %4517, %4518, %4519, %4520, %4521, %4522, %4523, %4524, %4525, %4526, %4527, %4528, %4529, %4530, %4531, %4532, %4533, %4534, %4535) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "ceildivui_i1"}> ({
    %4474 = "arith.constant"() <{value = false}> : () -> i1
    %4475 = "arith.ceildivui"(%4474, %4474) : (i1, i1) -> i1
    %4476 = "arith.constant"() <{value = true}> : () -> i1
    %4477 = "arith.ceildivui"(%4474, %4476) : (i1, i1) -> i1
    %4478 = "arith.ceildivui"(%4476, %4474) : (i1, i1) -> i1
    %4479 = "arith.ceildivui"(%4476, %4476) : (i1, i1) -> i1
    "func.return"(%4475, %4477, %4478, %4479) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "ceildivui_i7"}> ({
    %4418 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %4419 = "arith.ceildivui"(%4418, %4418) : (i7, i7) -> i7
    %4420 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %4421 = "arith.ceildivui"(%4418, %4420) : (i7, i7) -> i7
    %4422 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %4423 = "arith.ceildivui"(%4418, %4422) : (i7, i7) -> i7
    %4424 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %4425 = "arith.ceildivui"(%4418, %4424) : (i7, i7) -> i7
    %4426 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %4427 = "arith.ceildivui"(%4418, %4426) : (i7, i7) -> i7
    %4428 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %4429 = "arith.ceildivui"(%4418, %4428) : (i7, i7) -> i7
    %4430 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %4431 = "arith.ceildivui"(%4418, %4430) : (i7, i7) -> i7
    %4432 = "arith.ceildivui"(%4420, %4418) : (i7, i7) -> i7
    %4433 = "arith.ceildivui"(%4420, %4420) : (i7, i7) -> i7
    %4434 = "arith.ceildivui"(%4420, %4422) : (i7, i7) -> i7
    %4435 = "arith.ceildivui"(%4420, %4424) : (i7, i7) -> i7
    %4436 = "arith.ceildivui"(%4420, %4426) : (i7, i7) -> i7
    %4437 = "arith.ceildivui"(%4420, %4428) : (i7, i7) -> i7
    %4438 = "arith.ceildivui"(%4420, %4430) : (i7, i7) -> i7
    %4439 = "arith.ceildivui"(%4422, %4418) : (i7, i7) -> i7
    %4440 = "arith.ceildivui"(%4422, %4420) : (i7, i7) -> i7
    %4441 = "arith.ceildivui"(%4422, %4422) : (i7, i7) -> i7
    %4442 = "arith.ceildivui"(%4422, %4424) : (i7, i7) -> i7
    %4443 = "arith.ceildivui"(%4422, %4426) : (i7, i7) -> i7
    %4444 = "arith.ceildivui"(%4422, %4428) : (i7, i7) -> i7
    %4445 = "arith.ceildivui"(%4422, %4430) : (i7, i7) -> i7
    %4446 = "arith.ceildivui"(%4424, %4418) : (i7, i7) -> i7
    %4447 = "arith.ceildivui"(%4424, %4420) : (i7, i7) -> i7
    %4448 = "arith.ceildivui"(%4424, %4422) : (i7, i7) -> i7
    %4449 = "arith.ceildivui"(%4424, %4424) : (i7, i7) -> i7
    %4450 = "arith.ceildivui"(%4424, %4426) : (i7, i7) -> i7
    %4451 = "arith.ceildivui"(%4424, %4428) : (i7, i7) -> i7
    %4452 = "arith.ceildivui"(%4424, %4430) : (i7, i7) -> i7
    %4453 = "arith.ceildivui"(%4426, %4418) : (i7, i7) -> i7
    %4454 = "arith.ceildivui"(%4426, %4420) : (i7, i7) -> i7
    %4455 = "arith.ceildivui"(%4426, %4422) : (i7, i7) -> i7
    %4456 = "arith.ceildivui"(%4426, %4424) : (i7, i7) -> i7
    %4457 = "arith.ceildivui"(%4426, %4426) : (i7, i7) -> i7
    %4458 = "arith.ceildivui"(%4426, %4428) : (i7, i7) -> i7
    %4459 = "arith.ceildivui"(%4426, %4430) : (i7, i7) -> i7
    %4460 = "arith.ceildivui"(%4428, %4418) : (i7, i7) -> i7
    %4461 = "arith.ceildivui"(%4428, %4420) : (i7, i7) -> i7
    %4462 = "arith.ceildivui"(%4428, %4422) : (i7, i7) -> i7
    %4463 = "arith.ceildivui"(%4428, %4424) : (i7, i7) -> i7
    %4464 = "arith.ceildivui"(%4428, %4426) : (i7, i7) -> i7
    %4465 = "arith.ceildivui"(%4428, %4428) : (i7, i7) -> i7
    %4466 = "arith.ceildivui"(%4428, %4430) : (i7, i7) -> i7
    %4467 = "arith.ceildivui"(%4430, %4418) : (i7, i7) -> i7
    %4468 = "arith.ceildivui"(%4430, %4420) : (i7, i7) -> i7
    %4469 = "arith.ceildivui"(%4430, %4422) : (i7, i7) -> i7
    %4470 = "arith.ceildivui"(%4430, %4424) : (i7, i7) -> i7
    %4471 = "arith.ceildivui"(%4430, %4426) : (i7, i7) -> i7
    %4472 = "arith.ceildivui"(%4430, %4428) : (i7, i7) -> i7
    %4473 = "arith.ceildivui"(%4430, %4430) : (i7, i7) -> i7
    "func.return"(%4419, %4421, %4423, %4425, %4427, %4429, %4431, %4432, %4433, %4434, %4435, %4436, %4437, %4438, %4439, %4440, %4441, %4442, %4443, %4444, %4445, %4446, %4447, %4448, %4449, %4450, %4451, %4452, %4453, %4454, %4455, %4456, %4457, %4458, %4459, %4460, %4461, %4462, %4463, %4464, %4465, %4466, %4467, %4468, %4469, %4470, %4471, %4472, %4473) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "ceildivui_i8"}> ({
    %4328 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4329 = "arith.ceildivui"(%4328, %4328) : (i8, i8) -> i8
    %4330 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4331 = "arith.ceildivui"(%4328, %4330) : (i8, i8) -> i8
    %4332 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4333 = "arith.ceildivui"(%4328, %4332) : (i8, i8) -> i8
    %4334 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %4335 = "arith.ceildivui"(%4328, %4334) : (i8, i8) -> i8
    %4336 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %4337 = "arith.ceildivui"(%4328, %4336) : (i8, i8) -> i8
    %4338 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %4339 = "arith.ceildivui"(%4328, %4338) : (i8, i8) -> i8
    %4340 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %4341 = "arith.ceildivui"(%4328, %4340) : (i8, i8) -> i8
    %4342 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %4343 = "arith.ceildivui"(%4328, %4342) : (i8, i8) -> i8
    %4344 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %4345 = "arith.ceildivui"(%4328, %4344) : (i8, i8) -> i8
    %4346 = "arith.ceildivui"(%4330, %4328) : (i8, i8) -> i8
    %4347 = "arith.ceildivui"(%4330, %4330) : (i8, i8) -> i8
    %4348 = "arith.ceildivui"(%4330, %4332) : (i8, i8) -> i8
    %4349 = "arith.ceildivui"(%4330, %4334) : (i8, i8) -> i8
    %4350 = "arith.ceildivui"(%4330, %4336) : (i8, i8) -> i8
    %4351 = "arith.ceildivui"(%4330, %4338) : (i8, i8) -> i8
    %4352 = "arith.ceildivui"(%4330, %4340) : (i8, i8) -> i8
    %4353 = "arith.ceildivui"(%4330, %4342) : (i8, i8) -> i8
    %4354 = "arith.ceildivui"(%4330, %4344) : (i8, i8) -> i8
    %4355 = "arith.ceildivui"(%4332, %4328) : (i8, i8) -> i8
    %4356 = "arith.ceildivui"(%4332, %4330) : (i8, i8) -> i8
    %4357 = "arith.ceildivui"(%4332, %4332) : (i8, i8) -> i8
    %4358 = "arith.ceildivui"(%4332, %4334) : (i8, i8) -> i8
    %4359 = "arith.ceildivui"(%4332, %4336) : (i8, i8) -> i8
    %4360 = "arith.ceildivui"(%4332, %4338) : (i8, i8) -> i8
    %4361 = "arith.ceildivui"(%4332, %4340) : (i8, i8) -> i8
    %4362 = "arith.ceildivui"(%4332, %4342) : (i8, i8) -> i8
    %4363 = "arith.ceildivui"(%4332, %4344) : (i8, i8) -> i8
    %4364 = "arith.ceildivui"(%4334, %4328) : (i8, i8) -> i8
    %4365 = "arith.ceildivui"(%4334, %4330) : (i8, i8) -> i8
    %4366 = "arith.ceildivui"(%4334, %4332) : (i8, i8) -> i8
    %4367 = "arith.ceildivui"(%4334, %4334) : (i8, i8) -> i8
    %4368 = "arith.ceildivui"(%4334, %4336) : (i8, i8) -> i8
    %4369 = "arith.ceildivui"(%4334, %4338) : (i8, i8) -> i8
    %4370 = "arith.ceildivui"(%4334, %4340) : (i8, i8) -> i8
    %4371 = "arith.ceildivui"(%4334, %4342) : (i8, i8) -> i8
    %4372 = "arith.ceildivui"(%4334, %4344) : (i8, i8) -> i8
    %4373 = "arith.ceildivui"(%4336, %4328) : (i8, i8) -> i8
    %4374 = "arith.ceildivui"(%4336, %4330) : (i8, i8) -> i8
    %4375 = "arith.ceildivui"(%4336, %4332) : (i8, i8) -> i8
    %4376 = "arith.ceildivui"(%4336, %4334) : (i8, i8) -> i8
    %4377 = "arith.ceildivui"(%4336, %4336) : (i8, i8) -> i8
    %4378 = "arith.ceildivui"(%4336, %4338) : (i8, i8) -> i8
    %4379 = "arith.ceildivui"(%4336, %4340) : (i8, i8) -> i8
    %4380 = "arith.ceildivui"(%4336, %4342) : (i8, i8) -> i8
    %4381 = "arith.ceildivui"(%4336, %4344) : (i8, i8) -> i8
    %4382 = "arith.ceildivui"(%4338, %4328) : (i8, i8) -> i8
    %4383 = "arith.ceildivui"(%4338, %4330) : (i8, i8) -> i8
    %4384 = "arith.ceildivui"(%4338, %4332) : (i8, i8) -> i8
    %4385 = "arith.ceildivui"(%4338, %4334) : (i8, i8) -> i8
    %4386 = "arith.ceildivui"(%4338, %4336) : (i8, i8) -> i8
    %4387 = "arith.ceildivui"(%4338, %4338) : (i8, i8) -> i8
    %4388 = "arith.ceildivui"(%4338, %4340) : (i8, i8) -> i8
    %4389 = "arith.ceildivui"(%4338, %4342) : (i8, i8) -> i8
    %4390 = "arith.ceildivui"(%4338, %4344) : (i8, i8) -> i8
    %4391 = "arith.ceildivui"(%4340, %4328) : (i8, i8) -> i8
    %4392 = "arith.ceildivui"(%4340, %4330) : (i8, i8) -> i8
    %4393 = "arith.ceildivui"(%4340, %4332) : (i8, i8) -> i8
    %4394 = "arith.ceildivui"(%4340, %4334) : (i8, i8) -> i8
    %4395 = "arith.ceildivui"(%4340, %4336) : (i8, i8) -> i8
    %4396 = "arith.ceildivui"(%4340, %4338) : (i8, i8) -> i8
    %4397 = "arith.ceildivui"(%4340, %4340) : (i8, i8) -> i8
    %4398 = "arith.ceildivui"(%4340, %4342) : (i8, i8) -> i8
    %4399 = "arith.ceildivui"(%4340, %4344) : (i8, i8) -> i8
    %4400 = "arith.ceildivui"(%4342, %4328) : (i8, i8) -> i8
    %4401 = "arith.ceildivui"(%4342, %4330) : (i8, i8) -> i8
    %4402 = "arith.ceildivui"(%4342, %4332) : (i8, i8) -> i8
    %4403 = "arith.ceildivui"(%4342, %4334) : (i8, i8) -> i8
    %4404 = "arith.ceildivui"(%4342, %4336) : (i8, i8) -> i8
    %4405 = "arith.ceildivui"(%4342, %4338) : (i8, i8) -> i8
    %4406 = "arith.ceildivui"(%4342, %4340) : (i8, i8) -> i8
    %4407 = "arith.ceildivui"(%4342, %4342) : (i8, i8) -> i8
    %4408 = "arith.ceildivui"(%4342, %4344) : (i8, i8) -> i8
    %4409 = "arith.ceildivui"(%4344, %4328) : (i8, i8) -> i8
    %4410 = "arith.ceildivui"(%4344, %4330) : (i8, i8) -> i8
    %4411 = "arith.ceildivui"(%4344, %4332) : (i8, i8) -> i8
    %4412 = "arith.ceildivui"(%4344, %4334) : (i8, i8) -> i8
    %4413 = "arith.ceildivui"(%4344, %4336) : (i8, i8) -> i8
    %4414 = "arith.ceildivui"(%4344, %4338) : (i8, i8) -> i8
    %4415 = "arith.ceildivui"(%4344, %4340) : (i8, i8) -> i8
    %4416 = "arith.ceildivui"(%4344, %4342) : (i8, i8) -> i8
    %4417 = "arith.ceildivui"(%4344, %4344) : (i8, i8) -> i8
    "func.return"(%4329, %4331, %4333, %4335, %4337, %4339, %4341, %4343, %4345, %4346, %4347, %4348, %4349, %4350, %4351, %4352, %4353, %4354, %4355, %4356, %4357, %4358, %4359, %4360, %4361, %4362, %4363, %4364, %4365, %4366, %4367, %4368, %4369, %4370, %4371, %4372, %4373, %4374, %4375, %4376, %4377, %4378, %4379, %4380, %4381, %4382, %4383, %4384, %4385, %4386, %4387, %4388, %4389, %4390, %4391, %4392, %4393, %4394, %4395, %4396, %4397, %4398, %4399, %4400, %4401, %4402, %4403, %4404, %4405, %4406, %4407, %4408, %4409, %4410, %4411, %4412, %4413, %4414, %4415, %4416, %4417) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ceildivui_i32"}> ({
    %4272 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4273 = "arith.ceildivui"(%4272, %4272) : (i32, i32) -> i32
    %4274 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4275 = "arith.ceildivui"(%4272, %4274) : (i32, i32) -> i32
    %4276 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4277 = "arith.ceildivui"(%4272, %4276) : (i32, i32) -> i32
    %4278 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %4279 = "arith.ceildivui"(%4272, %4278) : (i32, i32) -> i32
    %4280 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4281 = "arith.ceildivui"(%4272, %4280) : (i32, i32) -> i32
    %4282 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %4283 = "arith.ceildivui"(%4272, %4282) : (i32, i32) -> i32
    %4284 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %4285 = "arith.ceildivui"(%4272, %4284) : (i32, i32) -> i32
    %4286 = "arith.ceildivui"(%4274, %4272) : (i32, i32) -> i32
    %4287 = "arith.ceildivui"(%4274, %4274) : (i32, i32) -> i32
    %4288 = "arith.ceildivui"(%4274, %4276) : (i32, i32) -> i32
    %4289 = "arith.ceildivui"(%4274, %4278) : (i32, i32) -> i32
    %4290 = "arith.ceildivui"(%4274, %4280) : (i32, i32) -> i32
    %4291 = "arith.ceildivui"(%4274, %4282) : (i32, i32) -> i32
    %4292 = "arith.ceildivui"(%4274, %4284) : (i32, i32) -> i32
    %4293 = "arith.ceildivui"(%4276, %4272) : (i32, i32) -> i32
    %4294 = "arith.ceildivui"(%4276, %4274) : (i32, i32) -> i32
    %4295 = "arith.ceildivui"(%4276, %4276) : (i32, i32) -> i32
    %4296 = "arith.ceildivui"(%4276, %4278) : (i32, i32) -> i32
    %4297 = "arith.ceildivui"(%4276, %4280) : (i32, i32) -> i32
    %4298 = "arith.ceildivui"(%4276, %4282) : (i32, i32) -> i32
    %4299 = "arith.ceildivui"(%4276, %4284) : (i32, i32) -> i32
    %4300 = "arith.ceildivui"(%4278, %4272) : (i32, i32) -> i32
    %4301 = "arith.ceildivui"(%4278, %4274) : (i32, i32) -> i32
    %4302 = "arith.ceildivui"(%4278, %4276) : (i32, i32) -> i32
    %4303 = "arith.ceildivui"(%4278, %4278) : (i32, i32) -> i32
    %4304 = "arith.ceildivui"(%4278, %4280) : (i32, i32) -> i32
    %4305 = "arith.ceildivui"(%4278, %4282) : (i32, i32) -> i32
    %4306 = "arith.ceildivui"(%4278, %4284) : (i32, i32) -> i32
    %4307 = "arith.ceildivui"(%4280, %4272) : (i32, i32) -> i32
    %4308 = "arith.ceildivui"(%4280, %4274) : (i32, i32) -> i32
    %4309 = "arith.ceildivui"(%4280, %4276) : (i32, i32) -> i32
    %4310 = "arith.ceildivui"(%4280, %4278) : (i32, i32) -> i32
    %4311 = "arith.ceildivui"(%4280, %4280) : (i32, i32) -> i32
    %4312 = "arith.ceildivui"(%4280, %4282) : (i32, i32) -> i32
    %4313 = "arith.ceildivui"(%4280, %4284) : (i32, i32) -> i32
    %4314 = "arith.ceildivui"(%4282, %4272) : (i32, i32) -> i32
    %4315 = "arith.ceildivui"(%4282, %4274) : (i32, i32) -> i32
    %4316 = "arith.ceildivui"(%4282, %4276) : (i32, i32) -> i32
    %4317 = "arith.ceildivui"(%4282, %4278) : (i32, i32) -> i32
    %4318 = "arith.ceildivui"(%4282, %4280) : (i32, i32) -> i32
    %4319 = "arith.ceildivui"(%4282, %4282) : (i32, i32) -> i32
    %4320 = "arith.ceildivui"(%4282, %4284) : (i32, i32) -> i32
    %4321 = "arith.ceildivui"(%4284, %4272) : (i32, i32) -> i32
    %4322 = "arith.ceildivui"(%4284, %4274) : (i32, i32) -> i32
    %4323 = "arith.ceildivui"(%4284, %4276) : (i32, i32) -> i32
    %4324 = "arith.ceildivui"(%4284, %4278) : (i32, i32) -> i32
    %4325 = "arith.ceildivui"(%4284, %4280) : (i32, i32) -> i32
    %4326 = "arith.ceildivui"(%4284, %4282) : (i32, i32) -> i32
    %4327 = "arith.ceildivui"(%4284, %4284) : (i32, i32) -> i32
    "func.return"(%4273, %4275, %4277, %4279, %4281, %4283, %4285, %4286, %4287, %4288, %4289, %4290, %4291, %4292, %4293, %4294, %4295, %4296, %4297, %4298, %4299, %4300, %4301, %4302, %4303, %4304, %4305, %4306, %4307, %4308, %4309, %4310, %4311, %4312, %4313, %4314, %4315, %4316, %4317, %4318, %4319, %4320, %4321, %4322, %4323, %4324, %4325, %4326, %4327) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "ceildivui_index"}> ({
    %4216 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4217 = "arith.ceildivui"(%4216, %4216) : (index, index) -> index
    %4218 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4219 = "arith.ceildivui"(%4216, %4218) : (index, index) -> index
    %4220 = "arith.constant"() <{value = -1 : index}> : () -> index
    %4221 = "arith.ceildivui"(%4216, %4220) : (index, index) -> index
    %4222 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4223 = "arith.ceildivui"(%4216, %4222) : (index, index) -> index
    %4224 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4225 = "arith.ceildivui"(%4216, %4224) : (index, index) -> index
    %4226 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %4227 = "arith.ceildivui"(%4216, %4226) : (index, index) -> index
    %4228 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %4229 = "arith.ceildivui"(%4216, %4228) : (index, index) -> index
    %4230 = "arith.ceildivui"(%4218, %4216) : (index, index) -> index
    %4231 = "arith.ceildivui"(%4218, %4218) : (index, index) -> index
    %4232 = "arith.ceildivui"(%4218, %4220) : (index, index) -> index
    %4233 = "arith.ceildivui"(%4218, %4222) : (index, index) -> index
    %4234 = "arith.ceildivui"(%4218, %4224) : (index, index) -> index
    %4235 = "arith.ceildivui"(%4218, %4226) : (index, index) -> index
    %4236 = "arith.ceildivui"(%4218, %4228) : (index, index) -> index
    %4237 = "arith.ceildivui"(%4220, %4216) : (index, index) -> index
    %4238 = "arith.ceildivui"(%4220, %4218) : (index, index) -> index
    %4239 = "arith.ceildivui"(%4220, %4220) : (index, index) -> index
    %4240 = "arith.ceildivui"(%4220, %4222) : (index, index) -> index
    %4241 = "arith.ceildivui"(%4220, %4224) : (index, index) -> index
    %4242 = "arith.ceildivui"(%4220, %4226) : (index, index) -> index
    %4243 = "arith.ceildivui"(%4220, %4228) : (index, index) -> index
    %4244 = "arith.ceildivui"(%4222, %4216) : (index, index) -> index
    %4245 = "arith.ceildivui"(%4222, %4218) : (index, index) -> index
    %4246 = "arith.ceildivui"(%4222, %4220) : (index, index) -> index
    %4247 = "arith.ceildivui"(%4222, %4222) : (index, index) -> index
    %4248 = "arith.ceildivui"(%4222, %4224) : (index, index) -> index
    %4249 = "arith.ceildivui"(%4222, %4226) : (index, index) -> index
    %4250 = "arith.ceildivui"(%4222, %4228) : (index, index) -> index
    %4251 = "arith.ceildivui"(%4224, %4216) : (index, index) -> index
    %4252 = "arith.ceildivui"(%4224, %4218) : (index, index) -> index
    %4253 = "arith.ceildivui"(%4224, %4220) : (index, index) -> index
    %4254 = "arith.ceildivui"(%4224, %4222) : (index, index) -> index
    %4255 = "arith.ceildivui"(%4224, %4224) : (index, index) -> index
    %4256 = "arith.ceildivui"(%4224, %4226) : (index, index) -> index
    %4257 = "arith.ceildivui"(%4224, %4228) : (index, index) -> index
    %4258 = "arith.ceildivui"(%4226, %4216) : (index, index) -> index
    %4259 = "arith.ceildivui"(%4226, %4218) : (index, index) -> index
    %4260 = "arith.ceildivui"(%4226, %4220) : (index, index) -> index
    %4261 = "arith.ceildivui"(%4226, %4222) : (index, index) -> index
    %4262 = "arith.ceildivui"(%4226, %4224) : (index, index) -> index
    %4263 = "arith.ceildivui"(%4226, %4226) : (index, index) -> index
    %4264 = "arith.ceildivui"(%4226, %4228) : (index, index) -> index
    %4265 = "arith.ceildivui"(%4228, %4216) : (index, index) -> index
    %4266 = "arith.ceildivui"(%4228, %4218) : (index, index) -> index
    %4267 = "arith.ceildivui"(%4228, %4220) : (index, index) -> index
    %4268 = "arith.ceildivui"(%4228, %4222) : (index, index) -> index
    %4269 = "arith.ceildivui"(%4228, %4224) : (index, index) -> index
    %4270 = "arith.ceildivui"(%4228, %4226) : (index, index) -> index
    %4271 = "arith.ceildivui"(%4228, %4228) : (index, index) -> index
    "func.return"(%4217, %4219, %4221, %4223, %4225, %4227, %4229, %4230, %4231, %4232, %4233, %4234, %4235, %4236, %4237, %4238, %4239, %4240, %4241, %4242, %4243, %4244, %4245, %4246, %4247, %4248, %4249, %4250, %4251, %4252, %4253, %4254, %4255, %4256, %4257, %4258, %4259, %4260, %4261, %4262, %4263, %4264, %4265, %4266, %4267, %4268, %4269, %4270, %4271) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "ceildivui_i128"}> ({
    %4160 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %4161 = "arith.ceildivui"(%4160, %4160) : (i128, i128) -> i128
    %4162 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %4163 = "arith.ceildivui"(%4160, %4162) : (i128, i128) -> i128
    %4164 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %4165 = "arith.ceildivui"(%4160, %4164) : (i128, i128) -> i128
    %4166 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %4167 = "arith.ceildivui"(%4160, %4166) : (i128, i128) -> i128
    %4168 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %4169 = "arith.ceildivui"(%4160, %4168) : (i128, i128) -> i128
    %4170 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %4171 = "arith.ceildivui"(%4160, %4170) : (i128, i128) -> i128
    %4172 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %4173 = "arith.ceildivui"(%4160, %4172) : (i128, i128) -> i128
    %4174 = "arith.ceildivui"(%4162, %4160) : (i128, i128) -> i128
    %4175 = "arith.ceildivui"(%4162, %4162) : (i128, i128) -> i128
    %4176 = "arith.ceildivui"(%4162, %4164) : (i128, i128) -> i128
    %4177 = "arith.ceildivui"(%4162, %4166) : (i128, i128) -> i128
    %4178 = "arith.ceildivui"(%4162, %4168) : (i128, i128) -> i128
    %4179 = "arith.ceildivui"(%4162, %4170) : (i128, i128) -> i128
    %4180 = "arith.ceildivui"(%4162, %4172) : (i128, i128) -> i128
    %4181 = "arith.ceildivui"(%4164, %4160) : (i128, i128) -> i128
    %4182 = "arith.ceildivui"(%4164, %4162) : (i128, i128) -> i128
    %4183 = "arith.ceildivui"(%4164, %4164) : (i128, i128) -> i128
    %4184 = "arith.ceildivui"(%4164, %4166) : (i128, i128) -> i128
    %4185 = "arith.ceildivui"(%4164, %4168) : (i128, i128) -> i128
    %4186 = "arith.ceildivui"(%4164, %4170) : (i128, i128) -> i128
    %4187 = "arith.ceildivui"(%4164, %4172) : (i128, i128) -> i128
    %4188 = "arith.ceildivui"(%4166, %4160) : (i128, i128) -> i128
    %4189 = "arith.ceildivui"(%4166, %4162) : (i128, i128) -> i128
    %4190 = "arith.ceildivui"(%4166, %4164) : (i128, i128) -> i128
    %4191 = "arith.ceildivui"(%4166, %4166) : (i128, i128) -> i128
    %4192 = "arith.ceildivui"(%4166, %4168) : (i128, i128) -> i128
    %4193 = "arith.ceildivui"(%4166, %4170) : (i128, i128) -> i128
    %4194 = "arith.ceildivui"(%4166, %4172) : (i128, i128) -> i128
    %4195 = "arith.ceildivui"(%4168, %4160) : (i128, i128) -> i128
    %4196 = "arith.ceildivui"(%4168, %4162) : (i128, i128) -> i128
    %4197 = "arith.ceildivui"(%4168, %4164) : (i128, i128) -> i128
    %4198 = "arith.ceildivui"(%4168, %4166) : (i128, i128) -> i128
    %4199 = "arith.ceildivui"(%4168, %4168) : (i128, i128) -> i128
    %4200 = "arith.ceildivui"(%4168, %4170) : (i128, i128) -> i128
    %4201 = "arith.ceildivui"(%4168, %4172) : (i128, i128) -> i128
    %4202 = "arith.ceildivui"(%4170, %4160) : (i128, i128) -> i128
    %4203 = "arith.ceildivui"(%4170, %4162) : (i128, i128) -> i128
    %4204 = "arith.ceildivui"(%4170, %4164) : (i128, i128) -> i128
    %4205 = "arith.ceildivui"(%4170, %4166) : (i128, i128) -> i128
    %4206 = "arith.ceildivui"(%4170, %4168) : (i128, i128) -> i128
    %4207 = "arith.ceildivui"(%4170, %4170) : (i128, i128) -> i128
    %4208 = "arith.ceildivui"(%4170, %4172) : (i128, i128) -> i128
    %4209 = "arith.ceildivui"(%4172, %4160) : (i128, i128) -> i128
    %4210 = "arith.ceildivui"(%4172, %4162) : (i128, i128) -> i128
    %4211 = "arith.ceildivui"(%4172, %4164) : (i128, i128) -> i128
    %4212 = "arith.ceildivui"(%4172, %4166) : (i128, i128) -> i128
    %4213 = "arith.ceildivui"(%4172, %4168) : (i128, i128) -> i128
    %4214 = "arith.ceildivui"(%4172, %4170) : (i128, i128) -> i128
    %4215 = "arith.ceildivui"(%4172, %4172) : (i128, i128) -> i128
    "func.return"(%4161, %4163, %4165, %4167, %4169, %4171, %4173, %4174, %4175, %4176, %4177, %4178, %4179, %4180, %4181, %4182, %4183, %4184, %4185, %4186, %4187, %4188, %4189, %4190, %4191, %4192, %4193, %4194, %4195, %4196, %4197, %4198, %4199, %4200, %4201, %4202, %4203, %4204, %4205, %4206, %4207, %4208, %4209, %4210, %4211, %4212, %4213, %4214, %4215) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "floordivsi_i1"}> ({
    %4154 = "arith.constant"() <{value = false}> : () -> i1
    %4155 = "arith.floordivsi"(%4154, %4154) : (i1, i1) -> i1
    %4156 = "arith.constant"() <{value = true}> : () -> i1
    %4157 = "arith.floordivsi"(%4154, %4156) : (i1, i1) -> i1
    %4158 = "arith.floordivsi"(%4156, %4154) : (i1, i1) -> i1
    %4159 = "arith.floordivsi"(%4156, %4156) : (i1, i1) -> i1
    "func.return"(%4155, %4157, %4158, %4159) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "floordivsi_i7"}> ({
    %4098 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %4099 = "arith.floordivsi"(%4098, %4098) : (i7, i7) -> i7
    %4100 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %4101 = "arith.floordivsi"(%4098, %4100) : (i7, i7) -> i7
    %4102 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %4103 = "arith.floordivsi"(%4098, %4102) : (i7, i7) -> i7
    %4104 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %4105 = "arith.floordivsi"(%4098, %4104) : (i7, i7) -> i7
    %4106 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %4107 = "arith.floordivsi"(%4098, %4106) : (i7, i7) -> i7
    %4108 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %4109 = "arith.floordivsi"(%4098, %4108) : (i7, i7) -> i7
    %4110 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %4111 = "arith.floordivsi"(%4098, %4110) : (i7, i7) -> i7
    %4112 = "arith.floordivsi"(%4100, %4098) : (i7, i7) -> i7
    %4113 = "arith.floordivsi"(%4100, %4100) : (i7, i7) -> i7
    %4114 = "arith.floordivsi"(%4100, %4102) : (i7, i7) -> i7
    %4115 = "arith.floordivsi"(%4100, %4104) : (i7, i7) -> i7
    %4116 = "arith.floordivsi"(%4100, %4106) : (i7, i7) -> i7
    %4117 = "arith.floordivsi"(%4100, %4108) : (i7, i7) -> i7
    %4118 = "arith.floordivsi"(%4100, %4110) : (i7, i7) -> i7
    %4119 = "arith.floordivsi"(%4102, %4098) : (i7, i7) -> i7
    %4120 = "arith.floordivsi"(%4102, %4100) : (i7, i7) -> i7
    %4121 = "arith.floordivsi"(%4102, %4102) : (i7, i7) -> i7
    %4122 = "arith.floordivsi"(%4102, %4104) : (i7, i7) -> i7
    %4123 = "arith.floordivsi"(%4102, %4106) : (i7, i7) -> i7
    %4124 = "arith.floordivsi"(%4102, %4108) : (i7, i7) -> i7
    %4125 = "arith.floordivsi"(%4102, %4110) : (i7, i7) -> i7
    %4126 = "arith.floordivsi"(%4104, %4098) : (i7, i7) -> i7
    %4127 = "arith.floordivsi"(%4104, %4100) : (i7, i7) -> i7
    %4128 = "arith.floordivsi"(%4104, %4102) : (i7, i7) -> i7
    %4129 = "arith.floordivsi"(%4104, %4104) : (i7, i7) -> i7
    %4130 = "arith.floordivsi"(%4104, %4106) : (i7, i7) -> i7
    %4131 = "arith.floordivsi"(%4104, %4108) : (i7, i7) -> i7
    %4132 = "arith.floordivsi"(%4104, %4110) : (i7, i7) -> i7
    %4133 = "arith.floordivsi"(%4106, %4098) : (i7, i7) -> i7
    %4134 = "arith.floordivsi"(%4106, %4100) : (i7, i7) -> i7
    %4135 = "arith.floordivsi"(%4106, %4102) : (i7, i7) -> i7
    %4136 = "arith.floordivsi"(%4106, %4104) : (i7, i7) -> i7
    %4137 = "arith.floordivsi"(%4106, %4106) : (i7, i7) -> i7
    %4138 = "arith.floordivsi"(%4106, %4108) : (i7, i7) -> i7
    %4139 = "arith.floordivsi"(%4106, %4110) : (i7, i7) -> i7
    %4140 = "arith.floordivsi"(%4108, %4098) : (i7, i7) -> i7
    %4141 = "arith.floordivsi"(%4108, %4100) : (i7, i7) -> i7
    %4142 = "arith.floordivsi"(%4108, %4102) : (i7, i7) -> i7
    %4143 = "arith.floordivsi"(%4108, %4104) : (i7, i7) -> i7
    %4144 = "arith.floordivsi"(%4108, %4106) : (i7, i7) -> i7
    %4145 = "arith.floordivsi"(%4108, %4108) : (i7, i7) -> i7
    %4146 = "arith.floordivsi"(%4108, %4110) : (i7, i7) -> i7
    %4147 = "arith.floordivsi"(%4110, %4098) : (i7, i7) -> i7
    %4148 = "arith.floordivsi"(%4110, %4100) : (i7, i7) -> i7
    %4149 = "arith.floordivsi"(%4110, %4102) : (i7, i7) -> i7
    %4150 = "arith.floordivsi"(%4110, %4104) : (i7, i7) -> i7
    %4151 = "arith.floordivsi"(%4110, %4106) : (i7, i7) -> i7
    %4152 = "arith.floordivsi"(%4110, %4108) : (i7, i7) -> i7
    %4153 = "arith.floordivsi"(%4110, %4110) : (i7, i7) -> i7
    "func.return"(%4099, %4101, %4103, %4105, %4107, %4109, %4111, %4112, %4113, %4114, %4115, %4116, %4117, %4118, %4119, %4120, %4121, %4122, %4123, %4124, %4125, %4126, %4127, %4128, %4129, %4130, %4131, %4132, %4133, %4134, %4135, %4136, %4137, %4138, %4139, %4140, %4141, %4142, %4143, %4144, %4145, %4146, %4147, %4148, %4149, %4150, %4151, %4152, %4153) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "floordivsi_i8"}> ({
    %4008 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4009 = "arith.floordivsi"(%4008, %4008) : (i8, i8) -> i8
    %4010 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4011 = "arith.floordivsi"(%4008, %4010) : (i8, i8) -> i8
    %4012 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4013 = "arith.floordivsi"(%4008, %4012) : (i8, i8) -> i8
    %4014 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %4015 = "arith.floordivsi"(%4008, %4014) : (i8, i8) -> i8
    %4016 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %4017 = "arith.floordivsi"(%4008, %4016) : (i8, i8) -> i8
    %4018 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %4019 = "arith.floordivsi"(%4008, %4018) : (i8, i8) -> i8
    %4020 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %4021 = "arith.floordivsi"(%4008, %4020) : (i8, i8) -> i8
    %4022 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %4023 = "arith.floordivsi"(%4008, %4022) : (i8, i8) -> i8
    %4024 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %4025 = "arith.floordivsi"(%4008, %4024) : (i8, i8) -> i8
    %4026 = "arith.floordivsi"(%4010, %4008) : (i8, i8) -> i8
    %4027 = "arith.floordivsi"(%4010, %4010) : (i8, i8) -> i8
    %4028 = "arith.floordivsi"(%4010, %4012) : (i8, i8) -> i8
    %4029 = "arith.floordivsi"(%4010, %4014) : (i8, i8) -> i8
    %4030 = "arith.floordivsi"(%4010, %4016) : (i8, i8) -> i8
    %4031 = "arith.floordivsi"(%4010, %4018) : (i8, i8) -> i8
    %4032 = "arith.floordivsi"(%4010, %4020) : (i8, i8) -> i8
    %4033 = "arith.floordivsi"(%4010, %4022) : (i8, i8) -> i8
    %4034 = "arith.floordivsi"(%4010, %4024) : (i8, i8) -> i8
    %4035 = "arith.floordivsi"(%4012, %4008) : (i8, i8) -> i8
    %4036 = "arith.floordivsi"(%4012, %4010) : (i8, i8) -> i8
    %4037 = "arith.floordivsi"(%4012, %4012) : (i8, i8) -> i8
    %4038 = "arith.floordivsi"(%4012, %4014) : (i8, i8) -> i8
    %4039 = "arith.floordivsi"(%4012, %4016) : (i8, i8) -> i8
    %4040 = "arith.floordivsi"(%4012, %4018) : (i8, i8) -> i8
    %4041 = "arith.floordivsi"(%4012, %4020) : (i8, i8) -> i8
    %4042 = "arith.floordivsi"(%4012, %4022) : (i8, i8) -> i8
    %4043 = "arith.floordivsi"(%4012, %4024) : (i8, i8) -> i8
    %4044 = "arith.floordivsi"(%4014, %4008) : (i8, i8) -> i8
    %4045 = "arith.floordivsi"(%4014, %4010) : (i8, i8) -> i8
    %4046 = "arith.floordivsi"(%4014, %4012) : (i8, i8) -> i8
    %4047 = "arith.floordivsi"(%4014, %4014) : (i8, i8) -> i8
    %4048 = "arith.floordivsi"(%4014, %4016) : (i8, i8) -> i8
    %4049 = "arith.floordivsi"(%4014, %4018) : (i8, i8) -> i8
    %4050 = "arith.floordivsi"(%4014, %4020) : (i8, i8) -> i8
    %4051 = "arith.floordivsi"(%4014, %4022) : (i8, i8) -> i8
    %4052 = "arith.floordivsi"(%4014, %4024) : (i8, i8) -> i8
    %4053 = "arith.floordivsi"(%4016, %4008) : (i8, i8) -> i8
    %4054 = "arith.floordivsi"(%4016, %4010) : (i8, i8) -> i8
    %4055 = "arith.floordivsi"(%4016, %4012) : (i8, i8) -> i8
    %4056 = "arith.floordivsi"(%4016, %4014) : (i8, i8) -> i8
    %4057 = "arith.floordivsi"(%4016, %4016) : (i8, i8) -> i8
    %4058 = "arith.floordivsi"(%4016, %4018) : (i8, i8) -> i8
    %4059 = "arith.floordivsi"(%4016, %4020) : (i8, i8) -> i8
    %4060 = "arith.floordivsi"(%4016, %4022) : (i8, i8) -> i8
    %4061 = "arith.floordivsi"(%4016, %4024) : (i8, i8) -> i8
    %4062 = "arith.floordivsi"(%4018, %4008) : (i8, i8) -> i8
    %4063 = "arith.floordivsi"(%4018, %4010) : (i8, i8) -> i8
    %4064 = "arith.floordivsi"(%4018, %4012) : (i8, i8) -> i8
    %4065 = "arith.floordivsi"(%4018, %4014) : (i8, i8) -> i8
    %4066 = "arith.floordivsi"(%4018, %4016) : (i8, i8) -> i8
    %4067 = "arith.floordivsi"(%4018, %4018) : (i8, i8) -> i8
    %4068 = "arith.floordivsi"(%4018, %4020) : (i8, i8) -> i8
    %4069 = "arith.floordivsi"(%4018, %4022) : (i8, i8) -> i8
    %4070 = "arith.floordivsi"(%4018, %4024) : (i8, i8) -> i8
    %4071 = "arith.floordivsi"(%4020, %4008) : (i8, i8) -> i8
    %4072 = "arith.floordivsi"(%4020, %4010) : (i8, i8) -> i8
    %4073 = "arith.floordivsi"(%4020, %4012) : (i8, i8) -> i8
    %4074 = "arith.floordivsi"(%4020, %4014) : (i8, i8) -> i8
    %4075 = "arith.floordivsi"(%4020, %4016) : (i8, i8) -> i8
    %4076 = "arith.floordivsi"(%4020, %4018) : (i8, i8) -> i8
    %4077 = "arith.floordivsi"(%4020, %4020) : (i8, i8) -> i8
    %4078 = "arith.floordivsi"(%4020, %4022) : (i8, i8) -> i8
    %4079 = "arith.floordivsi"(%4020, %4024) : (i8, i8) -> i8
    %4080 = "arith.floordivsi"(%4022, %4008) : (i8, i8) -> i8
    %4081 = "arith.floordivsi"(%4022, %4010) : (i8, i8) -> i8
    %4082 = "arith.floordivsi"(%4022, %4012) : (i8, i8) -> i8
    %4083 = "arith.floordivsi"(%4022, %4014) : (i8, i8) -> i8
    %4084 = "arith.floordivsi"(%4022, %4016) : (i8, i8) -> i8
    %4085 = "arith.floordivsi"(%4022, %4018) : (i8, i8) -> i8
    %4086 = "arith.floordivsi"(%4022, %4020) : (i8, i8) -> i8
    %4087 = "arith.floordivsi"(%4022, %4022) : (i8, i8) -> i8
    %4088 = "arith.floordivsi"(%4022, %4024) : (i8, i8) -> i8
    %4089 = "arith.floordivsi"(%4024, %4008) : (i8, i8) -> i8
    %4090 = "arith.floordivsi"(%4024, %4010) : (i8, i8) -> i8
    %4091 = "arith.floordivsi"(%4024, %4012) : (i8, i8) -> i8
    %4092 = "arith.floordivsi"(%4024, %4014) : (i8, i8) -> i8
    %4093 = "arith.floordivsi"(%4024, %4016) : (i8, i8) -> i8
    %4094 = "arith.floordivsi"(%4024, %4018) : (i8, i8) -> i8
    %4095 = "arith.floordivsi"(%4024, %4020) : (i8, i8) -> i8
    %4096 = "arith.floordivsi"(%4024, %4022) : (i8, i8) -> i8
    %4097 = "arith.floordivsi"(%4024, %4024) : (i8, i8) -> i8
    "func.return"(%4009, %4011, %4013, %4015, %4017, %4019, %4021, %4023, %4025, %4026, %4027, %4028, %4029, %4030, %4031, %4032, %4033, %4034, %4035, %4036, %4037, %4038, %4039, %4040, %4041, %4042, %4043, %4044, %4045, %4046, %4047, %4048, %4049, %4050, %4051, %4052, %4053, %4054, %4055, %4056, %4057, %4058, %4059, %4060, %4061, %4062, %4063, %4064, %4065, %4066, %4067, %4068, %4069, %4070, %4071, %4072, %4073, %4074, %4075, %4076, %4077, %4078, %4079, %4080, %4081, %4082, %4083, %4084, %4085, %4086, %4087, %4088, %4089, %4090, %4091, %4092, %4093, %4094, %4095, %4096, %4097) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "floordivsi_i32"}> ({
    %3952 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3953 = "arith.floordivsi"(%3952, %3952) : (i32, i32) -> i32
    %3954 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3955 = "arith.floordivsi"(%3952, %3954) : (i32, i32) -> i32
    %3956 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3957 = "arith.floordivsi"(%3952, %3956) : (i32, i32) -> i32
    %3958 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %3959 = "arith.floordivsi"(%3952, %3958) : (i32, i32) -> i32
    %3960 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %3961 = "arith.floordivsi"(%3952, %3960) : (i32, i32) -> i32
    %3962 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3963 = "arith.floordivsi"(%3952, %3962) : (i32, i32) -> i32
    %3964 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %3965 = "arith.floordivsi"(%3952, %3964) : (i32, i32) -> i32
    %3966 = "arith.floordivsi"(%3954, %3952) : (i32, i32) -> i32
    %3967 = "arith.floordivsi"(%3954, %3954) : (i32, i32) -> i32
    %3968 = "arith.floordivsi"(%3954, %3956) : (i32, i32) -> i32
    %3969 = "arith.floordivsi"(%3954, %3958) : (i32, i32) -> i32
    %3970 = "arith.floordivsi"(%3954, %3960) : (i32, i32) -> i32
    %3971 = "arith.floordivsi"(%3954, %3962) : (i32, i32) -> i32
    %3972 = "arith.floordivsi"(%3954, %3964) : (i32, i32) -> i32
    %3973 = "arith.floordivsi"(%3956, %3952) : (i32, i32) -> i32
    %3974 = "arith.floordivsi"(%3956, %3954) : (i32, i32) -> i32
    %3975 = "arith.floordivsi"(%3956, %3956) : (i32, i32) -> i32
    %3976 = "arith.floordivsi"(%3956, %3958) : (i32, i32) -> i32
    %3977 = "arith.floordivsi"(%3956, %3960) : (i32, i32) -> i32
    %3978 = "arith.floordivsi"(%3956, %3962) : (i32, i32) -> i32
    %3979 = "arith.floordivsi"(%3956, %3964) : (i32, i32) -> i32
    %3980 = "arith.floordivsi"(%3958, %3952) : (i32, i32) -> i32
    %3981 = "arith.floordivsi"(%3958, %3954) : (i32, i32) -> i32
    %3982 = "arith.floordivsi"(%3958, %3956) : (i32, i32) -> i32
    %3983 = "arith.floordivsi"(%3958, %3958) : (i32, i32) -> i32
    %3984 = "arith.floordivsi"(%3958, %3960) : (i32, i32) -> i32
    %3985 = "arith.floordivsi"(%3958, %3962) : (i32, i32) -> i32
    %3986 = "arith.floordivsi"(%3958, %3964) : (i32, i32) -> i32
    %3987 = "arith.floordivsi"(%3960, %3952) : (i32, i32) -> i32
    %3988 = "arith.floordivsi"(%3960, %3954) : (i32, i32) -> i32
    %3989 = "arith.floordivsi"(%3960, %3956) : (i32, i32) -> i32
    %3990 = "arith.floordivsi"(%3960, %3958) : (i32, i32) -> i32
    %3991 = "arith.floordivsi"(%3960, %3960) : (i32, i32) -> i32
    %3992 = "arith.floordivsi"(%3960, %3962) : (i32, i32) -> i32
    %3993 = "arith.floordivsi"(%3960, %3964) : (i32, i32) -> i32
    %3994 = "arith.floordivsi"(%3962, %3952) : (i32, i32) -> i32
    %3995 = "arith.floordivsi"(%3962, %3954) : (i32, i32) -> i32
    %3996 = "arith.floordivsi"(%3962, %3956) : (i32, i32) -> i32
    %3997 = "arith.floordivsi"(%3962, %3958) : (i32, i32) -> i32
    %3998 = "arith.floordivsi"(%3962, %3960) : (i32, i32) -> i32
    %3999 = "arith.floordivsi"(%3962, %3962) : (i32, i32) -> i32
    %4000 = "arith.floordivsi"(%3962, %3964) : (i32, i32) -> i32
    %4001 = "arith.floordivsi"(%3964, %3952) : (i32, i32) -> i32
    %4002 = "arith.floordivsi"(%3964, %3954) : (i32, i32) -> i32
    %4003 = "arith.floordivsi"(%3964, %3956) : (i32, i32) -> i32
    %4004 = "arith.floordivsi"(%3964, %3958) : (i32, i32) -> i32
    %4005 = "arith.floordivsi"(%3964, %3960) : (i32, i32) -> i32
    %4006 = "arith.floordivsi"(%3964, %3962) : (i32, i32) -> i32
    %4007 = "arith.floordivsi"(%3964, %3964) : (i32, i32) -> i32
    "func.return"(%3953, %3955, %3957, %3959, %3961, %3963, %3965, %3966, %3967, %3968, %3969, %3970, %3971, %3972, %3973, %3974, %3975, %3976, %3977, %3978, %3979, %3980, %3981, %3982, %3983, %3984, %3985, %3986, %3987, %3988, %3989, %3990, %3991, %3992, %3993, %3994, %3995, %3996, %3997, %3998, %3999, %4000, %4001, %4002, %4003, %4004, %4005, %4006, %4007) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "floordivsi_index"}> ({
    %3896 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3897 = "arith.floordivsi"(%3896, %3896) : (index, index) -> index
    %3898 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3899 = "arith.floordivsi"(%3896, %3898) : (index, index) -> index
    %3900 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3901 = "arith.floordivsi"(%3896, %3900) : (index, index) -> index
    %3902 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3903 = "arith.floordivsi"(%3896, %3902) : (index, index) -> index
    %3904 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3905 = "arith.floordivsi"(%3896, %3904) : (index, index) -> index
    %3906 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %3907 = "arith.floordivsi"(%3896, %3906) : (index, index) -> index
    %3908 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %3909 = "arith.floordivsi"(%3896, %3908) : (index, index) -> index
    %3910 = "arith.floordivsi"(%3898, %3896) : (index, index) -> index
    %3911 = "arith.floordivsi"(%3898, %3898) : (index, index) -> index
    %3912 = "arith.floordivsi"(%3898, %3900) : (index, index) -> index
    %3913 = "arith.floordivsi"(%3898, %3902) : (index, index) -> index
    %3914 = "arith.floordivsi"(%3898, %3904) : (index, index) -> index
    %3915 = "arith.floordivsi"(%3898, %3906) : (index, index) -> index
    %3916 = "arith.floordivsi"(%3898, %3908) : (index, index) -> index
    %3917 = "arith.floordivsi"(%3900, %3896) : (index, index) -> index
    %3918 = "arith.floordivsi"(%3900, %3898) : (index, index) -> index
    %3919 = "arith.floordivsi"(%3900, %3900) : (index, index) -> index
    %3920 = "arith.floordivsi"(%3900, %3902) : (index, index) -> index
    %3921 = "arith.floordivsi"(%3900, %3904) : (index, index) -> index
    %3922 = "arith.floordivsi"(%3900, %3906) : (index, index) -> index
    %3923 = "arith.floordivsi"(%3900, %3908) : (index, index) -> index
    %3924 = "arith.floordivsi"(%3902, %3896) : (index, index) -> index
    %3925 = "arith.floordivsi"(%3902, %3898) : (index, index) -> index
    %3926 = "arith.floordivsi"(%3902, %3900) : (index, index) -> index
    %3927 = "arith.floordivsi"(%3902, %3902) : (index, index) -> index
    %3928 = "arith.floordivsi"(%3902, %3904) : (index, index) -> index
    %3929 = "arith.floordivsi"(%3902, %3906) : (index, index) -> index
    %3930 = "arith.floordivsi"(%3902, %3908) : (index, index) -> index
    %3931 = "arith.floordivsi"(%3904, %3896) : (index, index) -> index
    %3932 = "arith.floordivsi"(%3904, %3898) : (index, index) -> index
    %3933 = "arith.floordivsi"(%3904, %3900) : (index, index) -> index
    %3934 = "arith.floordivsi"(%3904, %3902) : (index, index) -> index
    %3935 = "arith.floordivsi"(%3904, %3904) : (index, index) -> index
    %3936 = "arith.floordivsi"(%3904, %3906) : (index, index) -> index
    %3937 = "arith.floordivsi"(%3904, %3908) : (index, index) -> index
    %3938 = "arith.floordivsi"(%3906, %3896) : (index, index) -> index
    %3939 = "arith.floordivsi"(%3906, %3898) : (index, index) -> index
    %3940 = "arith.floordivsi"(%3906, %3900) : (index, index) -> index
    %3941 = "arith.floordivsi"(%3906, %3902) : (index, index) -> index
    %3942 = "arith.floordivsi"(%3906, %3904) : (index, index) -> index
    %3943 = "arith.floordivsi"(%3906, %3906) : (index, index) -> index
    %3944 = "arith.floordivsi"(%3906, %3908) : (index, index) -> index
    %3945 = "arith.floordivsi"(%3908, %3896) : (index, index) -> index
    %3946 = "arith.floordivsi"(%3908, %3898) : (index, index) -> index
    %3947 = "arith.floordivsi"(%3908, %3900) : (index, index) -> index
    %3948 = "arith.floordivsi"(%3908, %3902) : (index, index) -> index
    %3949 = "arith.floordivsi"(%3908, %3904) : (index, index) -> index
    %3950 = "arith.floordivsi"(%3908, %3906) : (index, index) -> index
    %3951 = "arith.floordivsi"(%3908, %3908) : (index, index) -> index
    "func.return"(%3897, %3899, %3901, %3903, %3905, %3907, %3909, %3910, %3911, %3912, %3913, %3914, %3915, %3916, %3917, %3918, %3919, %3920, %3921, %3922, %3923, %3924, %3925, %3926, %3927, %3928, %3929, %3930, %3931, %3932, %3933, %3934, %3935, %3936, %3937, %3938, %3939, %3940, %3941, %3942, %3943, %3944, %3945, %3946, %3947, %3948, %3949, %3950, %3951) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "floordivsi_i128"}> ({
    %3840 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %3841 = "arith.floordivsi"(%3840, %3840) : (i128, i128) -> i128
    %3842 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %3843 = "arith.floordivsi"(%3840, %3842) : (i128, i128) -> i128
    %3844 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %3845 = "arith.floordivsi"(%3840, %3844) : (i128, i128) -> i128
    %3846 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %3847 = "arith.floordivsi"(%3840, %3846) : (i128, i128) -> i128
    %3848 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %3849 = "arith.floordivsi"(%3840, %3848) : (i128, i128) -> i128
    %3850 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %3851 = "arith.floordivsi"(%3840, %3850) : (i128, i128) -> i128
    %3852 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %3853 = "arith.floordivsi"(%3840, %3852) : (i128, i128) -> i128
    %3854 = "arith.floordivsi"(%3842, %3840) : (i128, i128) -> i128
    %3855 = "arith.floordivsi"(%3842, %3842) : (i128, i128) -> i128
    %3856 = "arith.floordivsi"(%3842, %3844) : (i128, i128) -> i128
    %3857 = "arith.floordivsi"(%3842, %3846) : (i128, i128) -> i128
    %3858 = "arith.floordivsi"(%3842, %3848) : (i128, i128) -> i128
    %3859 = "arith.floordivsi"(%3842, %3850) : (i128, i128) -> i128
    %3860 = "arith.floordivsi"(%3842, %3852) : (i128, i128) -> i128
    %3861 = "arith.floordivsi"(%3844, %3840) : (i128, i128) -> i128
    %3862 = "arith.floordivsi"(%3844, %3842) : (i128, i128) -> i128
    %3863 = "arith.floordivsi"(%3844, %3844) : (i128, i128) -> i128
    %3864 = "arith.floordivsi"(%3844, %3846) : (i128, i128) -> i128
    %3865 = "arith.floordivsi"(%3844, %3848) : (i128, i128) -> i128
    %3866 = "arith.floordivsi"(%3844, %3850) : (i128, i128) -> i128
    %3867 = "arith.floordivsi"(%3844, %3852) : (i128, i128) -> i128
    %3868 = "arith.floordivsi"(%3846, %3840) : (i128, i128) -> i128
    %3869 = "arith.floordivsi"(%3846, %3842) : (i128, i128) -> i128
    %3870 = "arith.floordivsi"(%3846, %3844) : (i128, i128) -> i128
    %3871 = "arith.floordivsi"(%3846, %3846) : (i128, i128) -> i128
    %3872 = "arith.floordivsi"(%3846, %3848) : (i128, i128) -> i128
    %3873 = "arith.floordivsi"(%3846, %3850) : (i128, i128) -> i128
    %3874 = "arith.floordivsi"(%3846, %3852) : (i128, i128) -> i128
    %3875 = "arith.floordivsi"(%3848, %3840) : (i128, i128) -> i128
    %3876 = "arith.floordivsi"(%3848, %3842) : (i128, i128) -> i128
    %3877 = "arith.floordivsi"(%3848, %3844) : (i128, i128) -> i128
    %3878 = "arith.floordivsi"(%3848, %3846) : (i128, i128) -> i128
    %3879 = "arith.floordivsi"(%3848, %3848) : (i128, i128) -> i128
    %3880 = "arith.floordivsi"(%3848, %3850) : (i128, i128) -> i128
    %3881 = "arith.floordivsi"(%3848, %3852) : (i128, i128) -> i128
    %3882 = "arith.floordivsi"(%3850, %3840) : (i128, i128) -> i128
    %3883 = "arith.floordivsi"(%3850, %3842) : (i128, i128) -> i128
    %3884 = "arith.floordivsi"(%3850, %3844) : (i128, i128) -> i128
    %3885 = "arith.floordivsi"(%3850, %3846) : (i128, i128) -> i128
    %3886 = "arith.floordivsi"(%3850, %3848) : (i128, i128) -> i128
    %3887 = "arith.floordivsi"(%3850, %3850) : (i128, i128) -> i128
    %3888 = "arith.floordivsi"(%3850, %3852) : (i128, i128) -> i128
    %3889 = "arith.floordivsi"(%3852, %3840) : (i128, i128) -> i128
    %3890 = "arith.floordivsi"(%3852, %3842) : (i128, i128) -> i128
    %3891 = "arith.floordivsi"(%3852, %3844) : (i128, i128) -> i128
    %3892 = "arith.floordivsi"(%3852, %3846) : (i128, i128) -> i128
    %3893 = "arith.floordivsi"(%3852, %3848) : (i128, i128) -> i128
    %3894 = "arith.floordivsi"(%3852, %3850) : (i128, i128) -> i128
    %3895 = "arith.floordivsi"(%3852, %3852) : (i128, i128) -> i128
    "func.return"(%3841, %3843, %3845, %3847, %3849, %3851, %3853, %3854, %3855, %3856, %3857, %3858, %3859, %3860, %3861, %3862, %3863, %3864, %3865, %3866, %3867, %3868, %3869, %3870, %3871, %3872, %3873, %3874, %3875, %3876, %3877, %3878, %3879, %3880, %3881, %3882, %3883, %3884, %3885, %3886, %3887, %3888, %3889, %3890, %3891, %3892, %3893, %3894, %3895) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "remsi_i1"}> ({
    %3834 = "arith.constant"() <{value = false}> : () -> i1
    %3835 = "arith.remsi"(%3834, %3834) : (i1, i1) -> i1
    %3836 = "arith.constant"() <{value = true}> : () -> i1
    %3837 = "arith.remsi"(%3834, %3836) : (i1, i1) -> i1
    %3838 = "arith.remsi"(%3836, %3834) : (i1, i1) -> i1
    %3839 = "arith.remsi"(%3836, %3836) : (i1, i1) -> i1
    "func.return"(%3835, %3837, %3838, %3839) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "remsi_i7"}> ({
    %3778 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %3779 = "arith.remsi"(%3778, %3778) : (i7, i7) -> i7
    %3780 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %3781 = "arith.remsi"(%3778, %3780) : (i7, i7) -> i7
    %3782 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %3783 = "arith.remsi"(%3778, %3782) : (i7, i7) -> i7
    %3784 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %3785 = "arith.remsi"(%3778, %3784) : (i7, i7) -> i7
    %3786 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %3787 = "arith.remsi"(%3778, %3786) : (i7, i7) -> i7
    %3788 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %3789 = "arith.remsi"(%3778, %3788) : (i7, i7) -> i7
    %3790 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %3791 = "arith.remsi"(%3778, %3790) : (i7, i7) -> i7
    %3792 = "arith.remsi"(%3780, %3778) : (i7, i7) -> i7
    %3793 = "arith.remsi"(%3780, %3780) : (i7, i7) -> i7
    %3794 = "arith.remsi"(%3780, %3782) : (i7, i7) -> i7
    %3795 = "arith.remsi"(%3780, %3784) : (i7, i7) -> i7
    %3796 = "arith.remsi"(%3780, %3786) : (i7, i7) -> i7
    %3797 = "arith.remsi"(%3780, %3788) : (i7, i7) -> i7
    %3798 = "arith.remsi"(%3780, %3790) : (i7, i7) -> i7
    %3799 = "arith.remsi"(%3782, %3778) : (i7, i7) -> i7
    %3800 = "arith.remsi"(%3782, %3780) : (i7, i7) -> i7
    %3801 = "arith.remsi"(%3782, %3782) : (i7, i7) -> i7
    %3802 = "arith.remsi"(%3782, %3784) : (i7, i7) -> i7
    %3803 = "arith.remsi"(%3782, %3786) : (i7, i7) -> i7
    %3804 = "arith.remsi"(%3782, %3788) : (i7, i7) -> i7
    %3805 = "arith.remsi"(%3782, %3790) : (i7, i7) -> i7
    %3806 = "arith.remsi"(%3784, %3778) : (i7, i7) -> i7
    %3807 = "arith.remsi"(%3784, %3780) : (i7, i7) -> i7
    %3808 = "arith.remsi"(%3784, %3782) : (i7, i7) -> i7
    %3809 = "arith.remsi"(%3784, %3784) : (i7, i7) -> i7
    %3810 = "arith.remsi"(%3784, %3786) : (i7, i7) -> i7
    %3811 = "arith.remsi"(%3784, %3788) : (i7, i7) -> i7
    %3812 = "arith.remsi"(%3784, %3790) : (i7, i7) -> i7
    %3813 = "arith.remsi"(%3786, %3778) : (i7, i7) -> i7
    %3814 = "arith.remsi"(%3786, %3780) : (i7, i7) -> i7
    %3815 = "arith.remsi"(%3786, %3782) : (i7, i7) -> i7
    %3816 = "arith.remsi"(%3786, %3784) : (i7, i7) -> i7
    %3817 = "arith.remsi"(%3786, %3786) : (i7, i7) -> i7
    %3818 = "arith.remsi"(%3786, %3788) : (i7, i7) -> i7
    %3819 = "arith.remsi"(%3786, %3790) : (i7, i7) -> i7
    %3820 = "arith.remsi"(%3788, %3778) : (i7, i7) -> i7
    %3821 = "arith.remsi"(%3788, %3780) : (i7, i7) -> i7
    %3822 = "arith.remsi"(%3788, %3782) : (i7, i7) -> i7
    %3823 = "arith.remsi"(%3788, %3784) : (i7, i7) -> i7
    %3824 = "arith.remsi"(%3788, %3786) : (i7, i7) -> i7
    %3825 = "arith.remsi"(%3788, %3788) : (i7, i7) -> i7
    %3826 = "arith.remsi"(%3788, %3790) : (i7, i7) -> i7
    %3827 = "arith.remsi"(%3790, %3778) : (i7, i7) -> i7
    %3828 = "arith.remsi"(%3790, %3780) : (i7, i7) -> i7
    %3829 = "arith.remsi"(%3790, %3782) : (i7, i7) -> i7
    %3830 = "arith.remsi"(%3790, %3784) : (i7, i7) -> i7
    %3831 = "arith.remsi"(%3790, %3786) : (i7, i7) -> i7
    %3832 = "arith.remsi"(%3790, %3788) : (i7, i7) -> i7
    %3833 = "arith.remsi"(%3790, %3790) : (i7, i7) -> i7
    "func.return"(%3779, %3781, %3783, %3785, %3787, %3789, %3791, %3792, %3793, %3794, %3795, %3796, %3797, %3798, %3799, %3800, %3801, %3802, %3803, %3804, %3805, %3806, %3807, %3808, %3809, %3810, %3811, %3812, %3813, %3814, %3815, %3816, %3817, %3818, %3819, %3820, %3821, %3822, %3823, %3824, %3825, %3826, %3827, %3828, %3829, %3830, %3831, %3832, %3833) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "remsi_i8"}> ({
    %3688 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %3689 = "arith.remsi"(%3688, %3688) : (i8, i8) -> i8
    %3690 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %3691 = "arith.remsi"(%3688, %3690) : (i8, i8) -> i8
    %3692 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3693 = "arith.remsi"(%3688, %3692) : (i8, i8) -> i8
    %3694 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %3695 = "arith.remsi"(%3688, %3694) : (i8, i8) -> i8
    %3696 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %3697 = "arith.remsi"(%3688, %3696) : (i8, i8) -> i8
    %3698 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %3699 = "arith.remsi"(%3688, %3698) : (i8, i8) -> i8
    %3700 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %3701 = "arith.remsi"(%3688, %3700) : (i8, i8) -> i8
    %3702 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %3703 = "arith.remsi"(%3688, %3702) : (i8, i8) -> i8
    %3704 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %3705 = "arith.remsi"(%3688, %3704) : (i8, i8) -> i8
    %3706 = "arith.remsi"(%3690, %3688) : (i8, i8) -> i8
    %3707 = "arith.remsi"(%3690, %3690) : (i8, i8) -> i8
    %3708 = "arith.remsi"(%3690, %3692) : (i8, i8) -> i8
    %3709 = "arith.remsi"(%3690, %3694) : (i8, i8) -> i8
    %3710 = "arith.remsi"(%3690, %3696) : (i8, i8) -> i8
    %3711 = "arith.remsi"(%3690, %3698) : (i8, i8) -> i8
    %3712 = "arith.remsi"(%3690, %3700) : (i8, i8) -> i8
    %3713 = "arith.remsi"(%3690, %3702) : (i8, i8) -> i8
    %3714 = "arith.remsi"(%3690, %3704) : (i8, i8) -> i8
    %3715 = "arith.remsi"(%3692, %3688) : (i8, i8) -> i8
    %3716 = "arith.remsi"(%3692, %3690) : (i8, i8) -> i8
    %3717 = "arith.remsi"(%3692, %3692) : (i8, i8) -> i8
    %3718 = "arith.remsi"(%3692, %3694) : (i8, i8) -> i8
    %3719 = "arith.remsi"(%3692, %3696) : (i8, i8) -> i8
    %3720 = "arith.remsi"(%3692, %3698) : (i8, i8) -> i8
    %3721 = "arith.remsi"(%3692, %3700) : (i8, i8) -> i8
    %3722 = "arith.remsi"(%3692, %3702) : (i8, i8) -> i8
    %3723 = "arith.remsi"(%3692, %3704) : (i8, i8) -> i8
    %3724 = "arith.remsi"(%3694, %3688) : (i8, i8) -> i8
    %3725 = "arith.remsi"(%3694, %3690) : (i8, i8) -> i8
    %3726 = "arith.remsi"(%3694, %3692) : (i8, i8) -> i8
    %3727 = "arith.remsi"(%3694, %3694) : (i8, i8) -> i8
    %3728 = "arith.remsi"(%3694, %3696) : (i8, i8) -> i8
    %3729 = "arith.remsi"(%3694, %3698) : (i8, i8) -> i8
    %3730 = "arith.remsi"(%3694, %3700) : (i8, i8) -> i8
    %3731 = "arith.remsi"(%3694, %3702) : (i8, i8) -> i8
    %3732 = "arith.remsi"(%3694, %3704) : (i8, i8) -> i8
    %3733 = "arith.remsi"(%3696, %3688) : (i8, i8) -> i8
    %3734 = "arith.remsi"(%3696, %3690) : (i8, i8) -> i8
    %3735 = "arith.remsi"(%3696, %3692) : (i8, i8) -> i8
    %3736 = "arith.remsi"(%3696, %3694) : (i8, i8) -> i8
    %3737 = "arith.remsi"(%3696, %3696) : (i8, i8) -> i8
    %3738 = "arith.remsi"(%3696, %3698) : (i8, i8) -> i8
    %3739 = "arith.remsi"(%3696, %3700) : (i8, i8) -> i8
    %3740 = "arith.remsi"(%3696, %3702) : (i8, i8) -> i8
    %3741 = "arith.remsi"(%3696, %3704) : (i8, i8) -> i8
    %3742 = "arith.remsi"(%3698, %3688) : (i8, i8) -> i8
    %3743 = "arith.remsi"(%3698, %3690) : (i8, i8) -> i8
    %3744 = "arith.remsi"(%3698, %3692) : (i8, i8) -> i8
    %3745 = "arith.remsi"(%3698, %3694) : (i8, i8) -> i8
    %3746 = "arith.remsi"(%3698, %3696) : (i8, i8) -> i8
    %3747 = "arith.remsi"(%3698, %3698) : (i8, i8) -> i8
    %3748 = "arith.remsi"(%3698, %3700) : (i8, i8) -> i8
    %3749 = "arith.remsi"(%3698, %3702) : (i8, i8) -> i8
    %3750 = "arith.remsi"(%3698, %3704) : (i8, i8) -> i8
    %3751 = "arith.remsi"(%3700, %3688) : (i8, i8) -> i8
    %3752 = "arith.remsi"(%3700, %3690) : (i8, i8) -> i8
    %3753 = "arith.remsi"(%3700, %3692) : (i8, i8) -> i8
    %3754 = "arith.remsi"(%3700, %3694) : (i8, i8) -> i8
    %3755 = "arith.remsi"(%3700, %3696) : (i8, i8) -> i8
    %3756 = "arith.remsi"(%3700, %3698) : (i8, i8) -> i8
    %3757 = "arith.remsi"(%3700, %3700) : (i8, i8) -> i8
    %3758 = "arith.remsi"(%3700, %3702) : (i8, i8) -> i8
    %3759 = "arith.remsi"(%3700, %3704) : (i8, i8) -> i8
    %3760 = "arith.remsi"(%3702, %3688) : (i8, i8) -> i8
    %3761 = "arith.remsi"(%3702, %3690) : (i8, i8) -> i8
    %3762 = "arith.remsi"(%3702, %3692) : (i8, i8) -> i8
    %3763 = "arith.remsi"(%3702, %3694) : (i8, i8) -> i8
    %3764 = "arith.remsi"(%3702, %3696) : (i8, i8) -> i8
    %3765 = "arith.remsi"(%3702, %3698) : (i8, i8) -> i8
    %3766 = "arith.remsi"(%3702, %3700) : (i8, i8) -> i8
    %3767 = "arith.remsi"(%3702, %3702) : (i8, i8) -> i8
    %3768 = "arith.remsi"(%3702, %3704) : (i8, i8) -> i8
    %3769 = "arith.remsi"(%3704, %3688) : (i8, i8) -> i8
    %3770 = "arith.remsi"(%3704, %3690) : (i8, i8) -> i8
    %3771 = "arith.remsi"(%3704, %3692) : (i8, i8) -> i8
    %3772 = "arith.remsi"(%3704, %3694) : (i8, i8) -> i8
    %3773 = "arith.remsi"(%3704, %3696) : (i8, i8) -> i8
    %3774 = "arith.remsi"(%3704, %3698) : (i8, i8) -> i8
    %3775 = "arith.remsi"(%3704, %3700) : (i8, i8) -> i8
    %3776 = "arith.remsi"(%3704, %3702) : (i8, i8) -> i8
    %3777 = "arith.remsi"(%3704, %3704) : (i8, i8) -> i8
    "func.return"(%3689, %3691, %3693, %3695, %3697, %3699, %3701, %3703, %3705, %3706, %3707, %3708, %3709, %3710, %3711, %3712, %3713, %3714, %3715, %3716, %3717, %3718, %3719, %3720, %3721, %3722, %3723, %3724, %3725, %3726, %3727, %3728, %3729, %3730, %3731, %3732, %3733, %3734, %3735, %3736, %3737, %3738, %3739, %3740, %3741, %3742, %3743, %3744, %3745, %3746, %3747, %3748, %3749, %3750, %3751, %3752, %3753, %3754, %3755, %3756, %3757, %3758, %3759, %3760, %3761, %3762, %3763, %3764, %3765, %3766, %3767, %3768, %3769, %3770, %3771, %3772, %3773, %3774, %3775, %3776, %3777) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "remsi_i32"}> ({
    %3632 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3633 = "arith.remsi"(%3632, %3632) : (i32, i32) -> i32
    %3634 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3635 = "arith.remsi"(%3632, %3634) : (i32, i32) -> i32
    %3636 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3637 = "arith.remsi"(%3632, %3636) : (i32, i32) -> i32
    %3638 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %3639 = "arith.remsi"(%3632, %3638) : (i32, i32) -> i32
    %3640 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %3641 = "arith.remsi"(%3632, %3640) : (i32, i32) -> i32
    %3642 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3643 = "arith.remsi"(%3632, %3642) : (i32, i32) -> i32
    %3644 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %3645 = "arith.remsi"(%3632, %3644) : (i32, i32) -> i32
    %3646 = "arith.remsi"(%3634, %3632) : (i32, i32) -> i32
    %3647 = "arith.remsi"(%3634, %3634) : (i32, i32) -> i32
    %3648 = "arith.remsi"(%3634, %3636) : (i32, i32) -> i32
    %3649 = "arith.remsi"(%3634, %3638) : (i32, i32) -> i32
    %3650 = "arith.remsi"(%3634, %3640) : (i32, i32) -> i32
    %3651 = "arith.remsi"(%3634, %3642) : (i32, i32) -> i32
    %3652 = "arith.remsi"(%3634, %3644) : (i32, i32) -> i32
    %3653 = "arith.remsi"(%3636, %3632) : (i32, i32) -> i32
    %3654 = "arith.remsi"(%3636, %3634) : (i32, i32) -> i32
    %3655 = "arith.remsi"(%3636, %3636) : (i32, i32) -> i32
    %3656 = "arith.remsi"(%3636, %3638) : (i32, i32) -> i32
    %3657 = "arith.remsi"(%3636, %3640) : (i32, i32) -> i32
    %3658 = "arith.remsi"(%3636, %3642) : (i32, i32) -> i32
    %3659 = "arith.remsi"(%3636, %3644) : (i32, i32) -> i32
    %3660 = "arith.remsi"(%3638, %3632) : (i32, i32) -> i32
    %3661 = "arith.remsi"(%3638, %3634) : (i32, i32) -> i32
    %3662 = "arith.remsi"(%3638, %3636) : (i32, i32) -> i32
    %3663 = "arith.remsi"(%3638, %3638) : (i32, i32) -> i32
    %3664 = "arith.remsi"(%3638, %3640) : (i32, i32) -> i32
    %3665 = "arith.remsi"(%3638, %3642) : (i32, i32) -> i32
    %3666 = "arith.remsi"(%3638, %3644) : (i32, i32) -> i32
    %3667 = "arith.remsi"(%3640, %3632) : (i32, i32) -> i32
    %3668 = "arith.remsi"(%3640, %3634) : (i32, i32) -> i32
    %3669 = "arith.remsi"(%3640, %3636) : (i32, i32) -> i32
    %3670 = "arith.remsi"(%3640, %3638) : (i32, i32) -> i32
    %3671 = "arith.remsi"(%3640, %3640) : (i32, i32) -> i32
    %3672 = "arith.remsi"(%3640, %3642) : (i32, i32) -> i32
    %3673 = "arith.remsi"(%3640, %3644) : (i32, i32) -> i32
    %3674 = "arith.remsi"(%3642, %3632) : (i32, i32) -> i32
    %3675 = "arith.remsi"(%3642, %3634) : (i32, i32) -> i32
    %3676 = "arith.remsi"(%3642, %3636) : (i32, i32) -> i32
    %3677 = "arith.remsi"(%3642, %3638) : (i32, i32) -> i32
    %3678 = "arith.remsi"(%3642, %3640) : (i32, i32) -> i32
    %3679 = "arith.remsi"(%3642, %3642) : (i32, i32) -> i32
    %3680 = "arith.remsi"(%3642, %3644) : (i32, i32) -> i32
    %3681 = "arith.remsi"(%3644, %3632) : (i32, i32) -> i32
    %3682 = "arith.remsi"(%3644, %3634) : (i32, i32) -> i32
    %3683 = "arith.remsi"(%3644, %3636) : (i32, i32) -> i32
    %3684 = "arith.remsi"(%3644, %3638) : (i32, i32) -> i32
    %3685 = "arith.remsi"(%3644, %3640) : (i32, i32) -> i32
    %3686 = "arith.remsi"(%3644, %3642) : (i32, i32) -> i32
    %3687 = "arith.remsi"(%3644, %3644) : (i32, i32) -> i32
    "func.return"(%3633, %3635, %3637, %3639, %3641, %3643, %3645, %3646, %3647, %3648, %3649, %3650, %3651, %3652, %3653, %3654, %3655, %3656, %3657, %3658, %3659, %3660, %3661, %3662, %3663, %3664, %3665, %3666, %3667, %3668, %3669, %3670, %3671, %3672, %3673, %3674, %3675, %3676, %3677, %3678, %3679, %3680, %3681, %3682, %3683, %3684, %3685, %3686, %3687) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "remsi_index"}> ({
    %3576 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3577 = "arith.remsi"(%3576, %3576) : (index, index) -> index
    %3578 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3579 = "arith.remsi"(%3576, %3578) : (index, index) -> index
    %3580 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3581 = "arith.remsi"(%3576, %3580) : (index, index) -> index
    %3582 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3583 = "arith.remsi"(%3576, %3582) : (index, index) -> index
    %3584 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3585 = "arith.remsi"(%3576, %3584) : (index, index) -> index
    %3586 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %3587 = "arith.remsi"(%3576, %3586) : (index, index) -> index
    %3588 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %3589 = "arith.remsi"(%3576, %3588) : (index, index) -> index
    %3590 = "arith.remsi"(%3578, %3576) : (index, index) -> index
    %3591 = "arith.remsi"(%3578, %3578) : (index, index) -> index
    %3592 = "arith.remsi"(%3578, %3580) : (index, index) -> index
    %3593 = "arith.remsi"(%3578, %3582) : (index, index) -> index
    %3594 = "arith.remsi"(%3578, %3584) : (index, index) -> index
    %3595 = "arith.remsi"(%3578, %3586) : (index, index) -> index
    %3596 = "arith.remsi"(%3578, %3588) : (index, index) -> index
    %3597 = "arith.remsi"(%3580, %3576) : (index, index) -> index
    %3598 = "arith.remsi"(%3580, %3578) : (index, index) -> index
    %3599 = "arith.remsi"(%3580, %3580) : (index, index) -> index
    %3600 = "arith.remsi"(%3580, %3582) : (index, index) -> index
    %3601 = "arith.remsi"(%3580, %3584) : (index, index) -> index
    %3602 = "arith.remsi"(%3580, %3586) : (index, index) -> index
    %3603 = "arith.remsi"(%3580, %3588) : (index, index) -> index
    %3604 = "arith.remsi"(%3582, %3576) : (index, index) -> index
    %3605 = "arith.remsi"(%3582, %3578) : (index, index) -> index
    %3606 = "arith.remsi"(%3582, %3580) : (index, index) -> index
    %3607 = "arith.remsi"(%3582, %3582) : (index, index) -> index
    %3608 = "arith.remsi"(%3582, %3584) : (index, index) -> index
    %3609 = "arith.remsi"(%3582, %3586) : (index, index) -> index
    %3610 = "arith.remsi"(%3582, %3588) : (index, index) -> index
    %3611 = "arith.remsi"(%3584, %3576) : (index, index) -> index
    %3612 = "arith.remsi"(%3584, %3578) : (index, index) -> index
    %3613 = "arith.remsi"(%3584, %3580) : (index, index) -> index
    %3614 = "arith.remsi"(%3584, %3582) : (index, index) -> index
    %3615 = "arith.remsi"(%3584, %3584) : (index, index) -> index
    %3616 = "arith.remsi"(%3584, %3586) : (index, index) -> index
    %3617 = "arith.remsi"(%3584, %3588) : (index, index) -> index
    %3618 = "arith.remsi"(%3586, %3576) : (index, index) -> index
    %3619 = "arith.remsi"(%3586, %3578) : (index, index) -> index
    %3620 = "arith.remsi"(%3586, %3580) : (index, index) -> index
    %3621 = "arith.remsi"(%3586, %3582) : (index, index) -> index
    %3622 = "arith.remsi"(%3586, %3584) : (index, index) -> index
    %3623 = "arith.remsi"(%3586, %3586) : (index, index) -> index
    %3624 = "arith.remsi"(%3586, %3588) : (index, index) -> index
    %3625 = "arith.remsi"(%3588, %3576) : (index, index) -> index
    %3626 = "arith.remsi"(%3588, %3578) : (index, index) -> index
    %3627 = "arith.remsi"(%3588, %3580) : (index, index) -> index
    %3628 = "arith.remsi"(%3588, %3582) : (index, index) -> index
    %3629 = "arith.remsi"(%3588, %3584) : (index, index) -> index
    %3630 = "arith.remsi"(%3588, %3586) : (index, index) -> index
    %3631 = "arith.remsi"(%3588, %3588) : (index, index) -> index
    "func.return"(%3577, %3579, %3581, %3583, %3585, %3587, %3589, %3590, %3591, %3592, %3593, %3594, %3595, %3596, %3597, %3598, %3599, %3600, %3601, %3602, %3603, %3604, %3605, %3606, %3607, %3608, %3609, %3610, %3611, %3612, %3613, %3614, %3615, %3616, %3617, %3618, %3619, %3620, %3621, %3622, %3623, %3624, %3625, %3626, %3627, %3628, %3629, %3630, %3631) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "remsi_i128"}> ({
    %3520 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %3521 = "arith.remsi"(%3520, %3520) : (i128, i128) -> i128
    %3522 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %3523 = "arith.remsi"(%3520, %3522) : (i128, i128) -> i128
    %3524 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %3525 = "arith.remsi"(%3520, %3524) : (i128, i128) -> i128
    %3526 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %3527 = "arith.remsi"(%3520, %3526) : (i128, i128) -> i128
    %3528 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %3529 = "arith.remsi"(%3520, %3528) : (i128, i128) -> i128
    %3530 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %3531 = "arith.remsi"(%3520, %3530) : (i128, i128) -> i128
    %3532 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %3533 = "arith.remsi"(%3520, %3532) : (i128, i128) -> i128
    %3534 = "arith.remsi"(%3522, %3520) : (i128, i128) -> i128
    %3535 = "arith.remsi"(%3522, %3522) : (i128, i128) -> i128
    %3536 = "arith.remsi"(%3522, %3524) : (i128, i128) -> i128
    %3537 = "arith.remsi"(%3522, %3526) : (i128, i128) -> i128
    %3538 = "arith.remsi"(%3522, %3528) : (i128, i128) -> i128
    %3539 = "arith.remsi"(%3522, %3530) : (i128, i128) -> i128
    %3540 = "arith.remsi"(%3522, %3532) : (i128, i128) -> i128
    %3541 = "arith.remsi"(%3524, %3520) : (i128, i128) -> i128
    %3542 = "arith.remsi"(%3524, %3522) : (i128, i128) -> i128
    %3543 = "arith.remsi"(%3524, %3524) : (i128, i128) -> i128
    %3544 = "arith.remsi"(%3524, %3526) : (i128, i128) -> i128
    %3545 = "arith.remsi"(%3524, %3528) : (i128, i128) -> i128
    %3546 = "arith.remsi"(%3524, %3530) : (i128, i128) -> i128
    %3547 = "arith.remsi"(%3524, %3532) : (i128, i128) -> i128
    %3548 = "arith.remsi"(%3526, %3520) : (i128, i128) -> i128
    %3549 = "arith.remsi"(%3526, %3522) : (i128, i128) -> i128
    %3550 = "arith.remsi"(%3526, %3524) : (i128, i128) -> i128
    %3551 = "arith.remsi"(%3526, %3526) : (i128, i128) -> i128
    %3552 = "arith.remsi"(%3526, %3528) : (i128, i128) -> i128
    %3553 = "arith.remsi"(%3526, %3530) : (i128, i128) -> i128
    %3554 = "arith.remsi"(%3526, %3532) : (i128, i128) -> i128
    %3555 = "arith.remsi"(%3528, %3520) : (i128, i128) -> i128
    %3556 = "arith.remsi"(%3528, %3522) : (i128, i128) -> i128
    %3557 = "arith.remsi"(%3528, %3524) : (i128, i128) -> i128
    %3558 = "arith.remsi"(%3528, %3526) : (i128, i128) -> i128
    %3559 = "arith.remsi"(%3528, %3528) : (i128, i128) -> i128
    %3560 = "arith.remsi"(%3528, %3530) : (i128, i128) -> i128
    %3561 = "arith.remsi"(%3528, %3532) : (i128, i128) -> i128
    %3562 = "arith.remsi"(%3530, %3520) : (i128, i128) -> i128
    %3563 = "arith.remsi"(%3530, %3522) : (i128, i128) -> i128
    %3564 = "arith.remsi"(%3530, %3524) : (i128, i128) -> i128
    %3565 = "arith.remsi"(%3530, %3526) : (i128, i128) -> i128
    %3566 = "arith.remsi"(%3530, %3528) : (i128, i128) -> i128
    %3567 = "arith.remsi"(%3530, %3530) : (i128, i128) -> i128
    %3568 = "arith.remsi"(%3530, %3532) : (i128, i128) -> i128
    %3569 = "arith.remsi"(%3532, %3520) : (i128, i128) -> i128
    %3570 = "arith.remsi"(%3532, %3522) : (i128, i128) -> i128
    %3571 = "arith.remsi"(%3532, %3524) : (i128, i128) -> i128
    %3572 = "arith.remsi"(%3532, %3526) : (i128, i128) -> i128
    %3573 = "arith.remsi"(%3532, %3528) : (i128, i128) -> i128
    %3574 = "arith.remsi"(%3532, %3530) : (i128, i128) -> i128
    %3575 = "arith.remsi"(%3532, %3532) : (i128, i128) -> i128
    "func.return"(%3521, %3523, %3525, %3527, %3529, %3531, %3533, %3534, %3535, %3536, %3537, %3538, %3539, %3540, %3541, %3542, %3543, %3544, %3545, %3546, %3547, %3548, %3549, %3550, %3551, %3552, %3553, %3554, %3555, %3556, %3557, %3558, %3559, %3560, %3561, %3562, %3563, %3564, %3565, %3566, %3567, %3568, %3569, %3570, %3571, %3572, %3573, %3574, %3575) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "remui_i1"}> ({
    %3514 = "arith.constant"() <{value = false}> : () -> i1
    %3515 = "arith.remui"(%3514, %3514) : (i1, i1) -> i1
    %3516 = "arith.constant"() <{value = true}> : () -> i1
    %3517 = "arith.remui"(%3514, %3516) : (i1, i1) -> i1
    %3518 = "arith.remui"(%3516, %3514) : (i1, i1) -> i1
    %3519 = "arith.remui"(%3516, %3516) : (i1, i1) -> i1
    "func.return"(%3515, %3517, %3518, %3519) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "remui_i7"}> ({
    %3458 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %3459 = "arith.remui"(%3458, %3458) : (i7, i7) -> i7
    %3460 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %3461 = "arith.remui"(%3458, %3460) : (i7, i7) -> i7
    %3462 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %3463 = "arith.remui"(%3458, %3462) : (i7, i7) -> i7
    %3464 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %3465 = "arith.remui"(%3458, %3464) : (i7, i7) -> i7
    %3466 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %3467 = "arith.remui"(%3458, %3466) : (i7, i7) -> i7
    %3468 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %3469 = "arith.remui"(%3458, %3468) : (i7, i7) -> i7
    %3470 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %3471 = "arith.remui"(%3458, %3470) : (i7, i7) -> i7
    %3472 = "arith.remui"(%3460, %3458) : (i7, i7) -> i7
    %3473 = "arith.remui"(%3460, %3460) : (i7, i7) -> i7
    %3474 = "arith.remui"(%3460, %3462) : (i7, i7) -> i7
    %3475 = "arith.remui"(%3460, %3464) : (i7, i7) -> i7
    %3476 = "arith.remui"(%3460, %3466) : (i7, i7) -> i7
    %3477 = "arith.remui"(%3460, %3468) : (i7, i7) -> i7
    %3478 = "arith.remui"(%3460, %3470) : (i7, i7) -> i7
    %3479 = "arith.remui"(%3462, %3458) : (i7, i7) -> i7
    %3480 = "arith.remui"(%3462, %3460) : (i7, i7) -> i7
    %3481 = "arith.remui"(%3462, %3462) : (i7, i7) -> i7
    %3482 = "arith.remui"(%3462, %3464) : (i7, i7) -> i7
    %3483 = "arith.remui"(%3462, %3466) : (i7, i7) -> i7
    %3484 = "arith.remui"(%3462, %3468) : (i7, i7) -> i7
    %3485 = "arith.remui"(%3462, %3470) : (i7, i7) -> i7
    %3486 = "arith.remui"(%3464, %3458) : (i7, i7) -> i7
    %3487 = "arith.remui"(%3464, %3460) : (i7, i7) -> i7
    %3488 = "arith.remui"(%3464, %3462) : (i7, i7) -> i7
    %3489 = "arith.remui"(%3464, %3464) : (i7, i7) -> i7
    %3490 = "arith.remui"(%3464, %3466) : (i7, i7) -> i7
    %3491 = "arith.remui"(%3464, %3468) : (i7, i7) -> i7
    %3492 = "arith.remui"(%3464, %3470) : (i7, i7) -> i7
    %3493 = "arith.remui"(%3466, %3458) : (i7, i7) -> i7
    %3494 = "arith.remui"(%3466, %3460) : (i7, i7) -> i7
    %3495 = "arith.remui"(%3466, %3462) : (i7, i7) -> i7
    %3496 = "arith.remui"(%3466, %3464) : (i7, i7) -> i7
    %3497 = "arith.remui"(%3466, %3466) : (i7, i7) -> i7
    %3498 = "arith.remui"(%3466, %3468) : (i7, i7) -> i7
    %3499 = "arith.remui"(%3466, %3470) : (i7, i7) -> i7
    %3500 = "arith.remui"(%3468, %3458) : (i7, i7) -> i7
    %3501 = "arith.remui"(%3468, %3460) : (i7, i7) -> i7
    %3502 = "arith.remui"(%3468, %3462) : (i7, i7) -> i7
    %3503 = "arith.remui"(%3468, %3464) : (i7, i7) -> i7
    %3504 = "arith.remui"(%3468, %3466) : (i7, i7) -> i7
    %3505 = "arith.remui"(%3468, %3468) : (i7, i7) -> i7
    %3506 = "arith.remui"(%3468, %3470) : (i7, i7) -> i7
    %3507 = "arith.remui"(%3470, %3458) : (i7, i7) -> i7
    %3508 = "arith.remui"(%3470, %3460) : (i7, i7) -> i7
    %3509 = "arith.remui"(%3470, %3462) : (i7, i7) -> i7
    %3510 = "arith.remui"(%3470, %3464) : (i7, i7) -> i7
    %3511 = "arith.remui"(%3470, %3466) : (i7, i7) -> i7
    %3512 = "arith.remui"(%3470, %3468) : (i7, i7) -> i7
    %3513 = "arith.remui"(%3470, %3470) : (i7, i7) -> i7
    "func.return"(%3459, %3461, %3463, %3465, %3467, %3469, %3471, %3472, %3473, %3474, %3475, %3476, %3477, %3478, %3479, %3480, %3481, %3482, %3483, %3484, %3485, %3486, %3487, %3488, %3489, %3490, %3491, %3492, %3493, %3494, %3495, %3496, %3497, %3498, %3499, %3500, %3501, %3502, %3503, %3504, %3505, %3506, %3507, %3508, %3509, %3510, %3511, %3512, %3513) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "remui_i8"}> ({
    %3368 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %3369 = "arith.remui"(%3368, %3368) : (i8, i8) -> i8
    %3370 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %3371 = "arith.remui"(%3368, %3370) : (i8, i8) -> i8
    %3372 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3373 = "arith.remui"(%3368, %3372) : (i8, i8) -> i8
    %3374 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %3375 = "arith.remui"(%3368, %3374) : (i8, i8) -> i8
    %3376 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %3377 = "arith.remui"(%3368, %3376) : (i8, i8) -> i8
    %3378 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %3379 = "arith.remui"(%3368, %3378) : (i8, i8) -> i8
    %3380 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %3381 = "arith.remui"(%3368, %3380) : (i8, i8) -> i8
    %3382 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %3383 = "arith.remui"(%3368, %3382) : (i8, i8) -> i8
    %3384 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %3385 = "arith.remui"(%3368, %3384) : (i8, i8) -> i8
    %3386 = "arith.remui"(%3370, %3368) : (i8, i8) -> i8
    %3387 = "arith.remui"(%3370, %3370) : (i8, i8) -> i8
    %3388 = "arith.remui"(%3370, %3372) : (i8, i8) -> i8
    %3389 = "arith.remui"(%3370, %3374) : (i8, i8) -> i8
    %3390 = "arith.remui"(%3370, %3376) : (i8, i8) -> i8
    %3391 = "arith.remui"(%3370, %3378) : (i8, i8) -> i8
    %3392 = "arith.remui"(%3370, %3380) : (i8, i8) -> i8
    %3393 = "arith.remui"(%3370, %3382) : (i8, i8) -> i8
    %3394 = "arith.remui"(%3370, %3384) : (i8, i8) -> i8
    %3395 = "arith.remui"(%3372, %3368) : (i8, i8) -> i8
    %3396 = "arith.remui"(%3372, %3370) : (i8, i8) -> i8
    %3397 = "arith.remui"(%3372, %3372) : (i8, i8) -> i8
    %3398 = "arith.remui"(%3372, %3374) : (i8, i8) -> i8
    %3399 = "arith.remui"(%3372, %3376) : (i8, i8) -> i8
    %3400 = "arith.remui"(%3372, %3378) : (i8, i8) -> i8
    %3401 = "arith.remui"(%3372, %3380) : (i8, i8) -> i8
    %3402 = "arith.remui"(%3372, %3382) : (i8, i8) -> i8
    %3403 = "arith.remui"(%3372, %3384) : (i8, i8) -> i8
    %3404 = "arith.remui"(%3374, %3368) : (i8, i8) -> i8
    %3405 = "arith.remui"(%3374, %3370) : (i8, i8) -> i8
    %3406 = "arith.remui"(%3374, %3372) : (i8, i8) -> i8
    %3407 = "arith.remui"(%3374, %3374) : (i8, i8) -> i8
    %3408 = "arith.remui"(%3374, %3376) : (i8, i8) -> i8
    %3409 = "arith.remui"(%3374, %3378) : (i8, i8) -> i8
    %3410 = "arith.remui"(%3374, %3380) : (i8, i8) -> i8
    %3411 = "arith.remui"(%3374, %3382) : (i8, i8) -> i8
    %3412 = "arith.remui"(%3374, %3384) : (i8, i8) -> i8
    %3413 = "arith.remui"(%3376, %3368) : (i8, i8) -> i8
    %3414 = "arith.remui"(%3376, %3370) : (i8, i8) -> i8
    %3415 = "arith.remui"(%3376, %3372) : (i8, i8) -> i8
    %3416 = "arith.remui"(%3376, %3374) : (i8, i8) -> i8
    %3417 = "arith.remui"(%3376, %3376) : (i8, i8) -> i8
    %3418 = "arith.remui"(%3376, %3378) : (i8, i8) -> i8
    %3419 = "arith.remui"(%3376, %3380) : (i8, i8) -> i8
    %3420 = "arith.remui"(%3376, %3382) : (i8, i8) -> i8
    %3421 = "arith.remui"(%3376, %3384) : (i8, i8) -> i8
    %3422 = "arith.remui"(%3378, %3368) : (i8, i8) -> i8
    %3423 = "arith.remui"(%3378, %3370) : (i8, i8) -> i8
    %3424 = "arith.remui"(%3378, %3372) : (i8, i8) -> i8
    %3425 = "arith.remui"(%3378, %3374) : (i8, i8) -> i8
    %3426 = "arith.remui"(%3378, %3376) : (i8, i8) -> i8
    %3427 = "arith.remui"(%3378, %3378) : (i8, i8) -> i8
    %3428 = "arith.remui"(%3378, %3380) : (i8, i8) -> i8
    %3429 = "arith.remui"(%3378, %3382) : (i8, i8) -> i8
    %3430 = "arith.remui"(%3378, %3384) : (i8, i8) -> i8
    %3431 = "arith.remui"(%3380, %3368) : (i8, i8) -> i8
    %3432 = "arith.remui"(%3380, %3370) : (i8, i8) -> i8
    %3433 = "arith.remui"(%3380, %3372) : (i8, i8) -> i8
    %3434 = "arith.remui"(%3380, %3374) : (i8, i8) -> i8
    %3435 = "arith.remui"(%3380, %3376) : (i8, i8) -> i8
    %3436 = "arith.remui"(%3380, %3378) : (i8, i8) -> i8
    %3437 = "arith.remui"(%3380, %3380) : (i8, i8) -> i8
    %3438 = "arith.remui"(%3380, %3382) : (i8, i8) -> i8
    %3439 = "arith.remui"(%3380, %3384) : (i8, i8) -> i8
    %3440 = "arith.remui"(%3382, %3368) : (i8, i8) -> i8
    %3441 = "arith.remui"(%3382, %3370) : (i8, i8) -> i8
    %3442 = "arith.remui"(%3382, %3372) : (i8, i8) -> i8
    %3443 = "arith.remui"(%3382, %3374) : (i8, i8) -> i8
    %3444 = "arith.remui"(%3382, %3376) : (i8, i8) -> i8
    %3445 = "arith.remui"(%3382, %3378) : (i8, i8) -> i8
    %3446 = "arith.remui"(%3382, %3380) : (i8, i8) -> i8
    %3447 = "arith.remui"(%3382, %3382) : (i8, i8) -> i8
    %3448 = "arith.remui"(%3382, %3384) : (i8, i8) -> i8
    %3449 = "arith.remui"(%3384, %3368) : (i8, i8) -> i8
    %3450 = "arith.remui"(%3384, %3370) : (i8, i8) -> i8
    %3451 = "arith.remui"(%3384, %3372) : (i8, i8) -> i8
    %3452 = "arith.remui"(%3384, %3374) : (i8, i8) -> i8
    %3453 = "arith.remui"(%3384, %3376) : (i8, i8) -> i8
    %3454 = "arith.remui"(%3384, %3378) : (i8, i8) -> i8
    %3455 = "arith.remui"(%3384, %3380) : (i8, i8) -> i8
    %3456 = "arith.remui"(%3384, %3382) : (i8, i8) -> i8
    %3457 = "arith.remui"(%3384, %3384) : (i8, i8) -> i8
    "func.return"(%3369, %3371, %3373, %3375, %3377, %3379, %3381, %3383, %3385, %3386, %3387, %3388, %3389, %3390, %3391, %3392, %3393, %3394, %3395, %3396, %3397, %3398, %3399, %3400, %3401, %3402, %3403, %3404, %3405, %3406, %3407, %3408, %3409, %3410, %3411, %3412, %3413, %3414, %3415, %3416, %3417, %3418, %3419, %3420, %3421, %3422, %3423, %3424, %3425, %3426, %3427, %3428, %3429, %3430, %3431, %3432, %3433, %3434, %3435, %3436, %3437, %3438, %3439, %3440, %3441, %3442, %3443, %3444, %3445, %3446, %3447, %3448, %3449, %3450, %3451, %3452, %3453, %3454, %3455, %3456, %3457) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "remui_i32"}> ({
    %3312 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3313 = "arith.remui"(%3312, %3312) : (i32, i32) -> i32
    %3314 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3315 = "arith.remui"(%3312, %3314) : (i32, i32) -> i32
    %3316 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3317 = "arith.remui"(%3312, %3316) : (i32, i32) -> i32
    %3318 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %3319 = "arith.remui"(%3312, %3318) : (i32, i32) -> i32
    %3320 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %3321 = "arith.remui"(%3312, %3320) : (i32, i32) -> i32
    %3322 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3323 = "arith.remui"(%3312, %3322) : (i32, i32) -> i32
    %3324 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %3325 = "arith.remui"(%3312, %3324) : (i32, i32) -> i32
    %3326 = "arith.remui"(%3314, %3312) : (i32, i32) -> i32
    %3327 = "arith.remui"(%3314, %3314) : (i32, i32) -> i32
    %3328 = "arith.remui"(%3314, %3316) : (i32, i32) -> i32
    %3329 = "arith.remui"(%3314, %3318) : (i32, i32) -> i32
    %3330 = "arith.remui"(%3314, %3320) : (i32, i32) -> i32
    %3331 = "arith.remui"(%3314, %3322) : (i32, i32) -> i32
    %3332 = "arith.remui"(%3314, %3324) : (i32, i32) -> i32
    %3333 = "arith.remui"(%3316, %3312) : (i32, i32) -> i32
    %3334 = "arith.remui"(%3316, %3314) : (i32, i32) -> i32
    %3335 = "arith.remui"(%3316, %3316) : (i32, i32) -> i32
    %3336 = "arith.remui"(%3316, %3318) : (i32, i32) -> i32
    %3337 = "arith.remui"(%3316, %3320) : (i32, i32) -> i32
    %3338 = "arith.remui"(%3316, %3322) : (i32, i32) -> i32
    %3339 = "arith.remui"(%3316, %3324) : (i32, i32) -> i32
    %3340 = "arith.remui"(%3318, %3312) : (i32, i32) -> i32
    %3341 = "arith.remui"(%3318, %3314) : (i32, i32) -> i32
    %3342 = "arith.remui"(%3318, %3316) : (i32, i32) -> i32
    %3343 = "arith.remui"(%3318, %3318) : (i32, i32) -> i32
    %3344 = "arith.remui"(%3318, %3320) : (i32, i32) -> i32
    %3345 = "arith.remui"(%3318, %3322) : (i32, i32) -> i32
    %3346 = "arith.remui"(%3318, %3324) : (i32, i32) -> i32
    %3347 = "arith.remui"(%3320, %3312) : (i32, i32) -> i32
    %3348 = "arith.remui"(%3320, %3314) : (i32, i32) -> i32
    %3349 = "arith.remui"(%3320, %3316) : (i32, i32) -> i32
    %3350 = "arith.remui"(%3320, %3318) : (i32, i32) -> i32
    %3351 = "arith.remui"(%3320, %3320) : (i32, i32) -> i32
    %3352 = "arith.remui"(%3320, %3322) : (i32, i32) -> i32
    %3353 = "arith.remui"(%3320, %3324) : (i32, i32) -> i32
    %3354 = "arith.remui"(%3322, %3312) : (i32, i32) -> i32
    %3355 = "arith.remui"(%3322, %3314) : (i32, i32) -> i32
    %3356 = "arith.remui"(%3322, %3316) : (i32, i32) -> i32
    %3357 = "arith.remui"(%3322, %3318) : (i32, i32) -> i32
    %3358 = "arith.remui"(%3322, %3320) : (i32, i32) -> i32
    %3359 = "arith.remui"(%3322, %3322) : (i32, i32) -> i32
    %3360 = "arith.remui"(%3322, %3324) : (i32, i32) -> i32
    %3361 = "arith.remui"(%3324, %3312) : (i32, i32) -> i32
    %3362 = "arith.remui"(%3324, %3314) : (i32, i32) -> i32
    %3363 = "arith.remui"(%3324, %3316) : (i32, i32) -> i32
    %3364 = "arith.remui"(%3324, %3318) : (i32, i32) -> i32
    %3365 = "arith.remui"(%3324, %3320) : (i32, i32) -> i32
    %3366 = "arith.remui"(%3324, %3322) : (i32, i32) -> i32
    %3367 = "arith.remui"(%3324, %3324) : (i32, i32) -> i32
    "func.return"(%3313, %3315, %3317, %3319, %3321, %3323, %3325, %3326, %3327, %3328, %3329, %3330, %3331, %3332, %3333, %3334, %3335, %3336, %3337, %3338, %3339, %3340, %3341, %3342, %3343, %3344, %3345, %3346, %3347, %3348, %3349, %3350, %3351, %3352, %3353, %3354, %3355, %3356, %3357, %3358, %3359, %3360, %3361, %3362, %3363, %3364, %3365, %3366, %3367) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "remui_index"}> ({
    %3256 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3257 = "arith.remui"(%3256, %3256) : (index, index) -> index
    %3258 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3259 = "arith.remui"(%3256, %3258) : (index, index) -> index
    %3260 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3261 = "arith.remui"(%3256, %3260) : (index, index) -> index
    %3262 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3263 = "arith.remui"(%3256, %3262) : (index, index) -> index
    %3264 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3265 = "arith.remui"(%3256, %3264) : (index, index) -> index
    %3266 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %3267 = "arith.remui"(%3256, %3266) : (index, index) -> index
    %3268 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %3269 = "arith.remui"(%3256, %3268) : (index, index) -> index
    %3270 = "arith.remui"(%3258, %3256) : (index, index) -> index
    %3271 = "arith.remui"(%3258, %3258) : (index, index) -> index
    %3272 = "arith.remui"(%3258, %3260) : (index, index) -> index
    %3273 = "arith.remui"(%3258, %3262) : (index, index) -> index
    %3274 = "arith.remui"(%3258, %3264) : (index, index) -> index
    %3275 = "arith.remui"(%3258, %3266) : (index, index) -> index
    %3276 = "arith.remui"(%3258, %3268) : (index, index) -> index
    %3277 = "arith.remui"(%3260, %3256) : (index, index) -> index
    %3278 = "arith.remui"(%3260, %3258) : (index, index) -> index
    %3279 = "arith.remui"(%3260, %3260) : (index, index) -> index
    %3280 = "arith.remui"(%3260, %3262) : (index, index) -> index
    %3281 = "arith.remui"(%3260, %3264) : (index, index) -> index
    %3282 = "arith.remui"(%3260, %3266) : (index, index) -> index
    %3283 = "arith.remui"(%3260, %3268) : (index, index) -> index
    %3284 = "arith.remui"(%3262, %3256) : (index, index) -> index
    %3285 = "arith.remui"(%3262, %3258) : (index, index) -> index
    %3286 = "arith.remui"(%3262, %3260) : (index, index) -> index
    %3287 = "arith.remui"(%3262, %3262) : (index, index) -> index
    %3288 = "arith.remui"(%3262, %3264) : (index, index) -> index
    %3289 = "arith.remui"(%3262, %3266) : (index, index) -> index
    %3290 = "arith.remui"(%3262, %3268) : (index, index) -> index
    %3291 = "arith.remui"(%3264, %3256) : (index, index) -> index
    %3292 = "arith.remui"(%3264, %3258) : (index, index) -> index
    %3293 = "arith.remui"(%3264, %3260) : (index, index) -> index
    %3294 = "arith.remui"(%3264, %3262) : (index, index) -> index
    %3295 = "arith.remui"(%3264, %3264) : (index, index) -> index
    %3296 = "arith.remui"(%3264, %3266) : (index, index) -> index
    %3297 = "arith.remui"(%3264, %3268) : (index, index) -> index
    %3298 = "arith.remui"(%3266, %3256) : (index, index) -> index
    %3299 = "arith.remui"(%3266, %3258) : (index, index) -> index
    %3300 = "arith.remui"(%3266, %3260) : (index, index) -> index
    %3301 = "arith.remui"(%3266, %3262) : (index, index) -> index
    %3302 = "arith.remui"(%3266, %3264) : (index, index) -> index
    %3303 = "arith.remui"(%3266, %3266) : (index, index) -> index
    %3304 = "arith.remui"(%3266, %3268) : (index, index) -> index
    %3305 = "arith.remui"(%3268, %3256) : (index, index) -> index
    %3306 = "arith.remui"(%3268, %3258) : (index, index) -> index
    %3307 = "arith.remui"(%3268, %3260) : (index, index) -> index
    %3308 = "arith.remui"(%3268, %3262) : (index, index) -> index
    %3309 = "arith.remui"(%3268, %3264) : (index, index) -> index
    %3310 = "arith.remui"(%3268, %3266) : (index, index) -> index
    %3311 = "arith.remui"(%3268, %3268) : (index, index) -> index
    "func.return"(%3257, %3259, %3261, %3263, %3265, %3267, %3269, %3270, %3271, %3272, %3273, %3274, %3275, %3276, %3277, %3278, %3279, %3280, %3281, %3282, %3283, %3284, %3285, %3286, %3287, %3288, %3289, %3290, %3291, %3292, %3293, %3294, %3295, %3296, %3297, %3298, %3299, %3300, %3301, %3302, %3303, %3304, %3305, %3306, %3307, %3308, %3309, %3310, %3311) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "remui_i128"}> ({
    %3200 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %3201 = "arith.remui"(%3200, %3200) : (i128, i128) -> i128
    %3202 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %3203 = "arith.remui"(%3200, %3202) : (i128, i128) -> i128
    %3204 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %3205 = "arith.remui"(%3200, %3204) : (i128, i128) -> i128
    %3206 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %3207 = "arith.remui"(%3200, %3206) : (i128, i128) -> i128
    %3208 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %3209 = "arith.remui"(%3200, %3208) : (i128, i128) -> i128
    %3210 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %3211 = "arith.remui"(%3200, %3210) : (i128, i128) -> i128
    %3212 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %3213 = "arith.remui"(%3200, %3212) : (i128, i128) -> i128
    %3214 = "arith.remui"(%3202, %3200) : (i128, i128) -> i128
    %3215 = "arith.remui"(%3202, %3202) : (i128, i128) -> i128
    %3216 = "arith.remui"(%3202, %3204) : (i128, i128) -> i128
    %3217 = "arith.remui"(%3202, %3206) : (i128, i128) -> i128
    %3218 = "arith.remui"(%3202, %3208) : (i128, i128) -> i128
    %3219 = "arith.remui"(%3202, %3210) : (i128, i128) -> i128
    %3220 = "arith.remui"(%3202, %3212) : (i128, i128) -> i128
    %3221 = "arith.remui"(%3204, %3200) : (i128, i128) -> i128
    %3222 = "arith.remui"(%3204, %3202) : (i128, i128) -> i128
    %3223 = "arith.remui"(%3204, %3204) : (i128, i128) -> i128
    %3224 = "arith.remui"(%3204, %3206) : (i128, i128) -> i128
    %3225 = "arith.remui"(%3204, %3208) : (i128, i128) -> i128
    %3226 = "arith.remui"(%3204, %3210) : (i128, i128) -> i128
    %3227 = "arith.remui"(%3204, %3212) : (i128, i128) -> i128
    %3228 = "arith.remui"(%3206, %3200) : (i128, i128) -> i128
    %3229 = "arith.remui"(%3206, %3202) : (i128, i128) -> i128
    %3230 = "arith.remui"(%3206, %3204) : (i128, i128) -> i128
    %3231 = "arith.remui"(%3206, %3206) : (i128, i128) -> i128
    %3232 = "arith.remui"(%3206, %3208) : (i128, i128) -> i128
    %3233 = "arith.remui"(%3206, %3210) : (i128, i128) -> i128
    %3234 = "arith.remui"(%3206, %3212) : (i128, i128) -> i128
    %3235 = "arith.remui"(%3208, %3200) : (i128, i128) -> i128
    %3236 = "arith.remui"(%3208, %3202) : (i128, i128) -> i128
    %3237 = "arith.remui"(%3208, %3204) : (i128, i128) -> i128
    %3238 = "arith.remui"(%3208, %3206) : (i128, i128) -> i128
    %3239 = "arith.remui"(%3208, %3208) : (i128, i128) -> i128
    %3240 = "arith.remui"(%3208, %3210) : (i128, i128) -> i128
    %3241 = "arith.remui"(%3208, %3212) : (i128, i128) -> i128
    %3242 = "arith.remui"(%3210, %3200) : (i128, i128) -> i128
    %3243 = "arith.remui"(%3210, %3202) : (i128, i128) -> i128
    %3244 = "arith.remui"(%3210, %3204) : (i128, i128) -> i128
    %3245 = "arith.remui"(%3210, %3206) : (i128, i128) -> i128
    %3246 = "arith.remui"(%3210, %3208) : (i128, i128) -> i128
    %3247 = "arith.remui"(%3210, %3210) : (i128, i128) -> i128
    %3248 = "arith.remui"(%3210, %3212) : (i128, i128) -> i128
    %3249 = "arith.remui"(%3212, %3200) : (i128, i128) -> i128
    %3250 = "arith.remui"(%3212, %3202) : (i128, i128) -> i128
    %3251 = "arith.remui"(%3212, %3204) : (i128, i128) -> i128
    %3252 = "arith.remui"(%3212, %3206) : (i128, i128) -> i128
    %3253 = "arith.remui"(%3212, %3208) : (i128, i128) -> i128
    %3254 = "arith.remui"(%3212, %3210) : (i128, i128) -> i128
    %3255 = "arith.remui"(%3212, %3212) : (i128, i128) -> i128
    "func.return"(%3201, %3203, %3205, %3207, %3209, %3211, %3213, %3214, %3215, %3216, %3217, %3218, %3219, %3220, %3221, %3222, %3223, %3224, %3225, %3226, %3227, %3228, %3229, %3230, %3231, %3232, %3233, %3234, %3235, %3236, %3237, %3238, %3239, %3240, %3241, %3242, %3243, %3244, %3245, %3246, %3247, %3248, %3249, %3250, %3251, %3252, %3253, %3254, %3255) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "andi_i1"}> ({
    %3194 = "arith.constant"() <{value = false}> : () -> i1
    %3195 = "arith.andi"(%3194, %3194) : (i1, i1) -> i1
    %3196 = "arith.constant"() <{value = true}> : () -> i1
    %3197 = "arith.andi"(%3194, %3196) : (i1, i1) -> i1
    %3198 = "arith.andi"(%3196, %3194) : (i1, i1) -> i1
    %3199 = "arith.andi"(%3196, %3196) : (i1, i1) -> i1
    "func.return"(%3195, %3197, %3198, %3199) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "andi_i7"}> ({
    %3138 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %3139 = "arith.andi"(%3138, %3138) : (i7, i7) -> i7
    %3140 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %3141 = "arith.andi"(%3138, %3140) : (i7, i7) -> i7
    %3142 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %3143 = "arith.andi"(%3138, %3142) : (i7, i7) -> i7
    %3144 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %3145 = "arith.andi"(%3138, %3144) : (i7, i7) -> i7
    %3146 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %3147 = "arith.andi"(%3138, %3146) : (i7, i7) -> i7
    %3148 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %3149 = "arith.andi"(%3138, %3148) : (i7, i7) -> i7
    %3150 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %3151 = "arith.andi"(%3138, %3150) : (i7, i7) -> i7
    %3152 = "arith.andi"(%3140, %3138) : (i7, i7) -> i7
    %3153 = "arith.andi"(%3140, %3140) : (i7, i7) -> i7
    %3154 = "arith.andi"(%3140, %3142) : (i7, i7) -> i7
    %3155 = "arith.andi"(%3140, %3144) : (i7, i7) -> i7
    %3156 = "arith.andi"(%3140, %3146) : (i7, i7) -> i7
    %3157 = "arith.andi"(%3140, %3148) : (i7, i7) -> i7
    %3158 = "arith.andi"(%3140, %3150) : (i7, i7) -> i7
    %3159 = "arith.andi"(%3142, %3138) : (i7, i7) -> i7
    %3160 = "arith.andi"(%3142, %3140) : (i7, i7) -> i7
    %3161 = "arith.andi"(%3142, %3142) : (i7, i7) -> i7
    %3162 = "arith.andi"(%3142, %3144) : (i7, i7) -> i7
    %3163 = "arith.andi"(%3142, %3146) : (i7, i7) -> i7
    %3164 = "arith.andi"(%3142, %3148) : (i7, i7) -> i7
    %3165 = "arith.andi"(%3142, %3150) : (i7, i7) -> i7
    %3166 = "arith.andi"(%3144, %3138) : (i7, i7) -> i7
    %3167 = "arith.andi"(%3144, %3140) : (i7, i7) -> i7
    %3168 = "arith.andi"(%3144, %3142) : (i7, i7) -> i7
    %3169 = "arith.andi"(%3144, %3144) : (i7, i7) -> i7
    %3170 = "arith.andi"(%3144, %3146) : (i7, i7) -> i7
    %3171 = "arith.andi"(%3144, %3148) : (i7, i7) -> i7
    %3172 = "arith.andi"(%3144, %3150) : (i7, i7) -> i7
    %3173 = "arith.andi"(%3146, %3138) : (i7, i7) -> i7
    %3174 = "arith.andi"(%3146, %3140) : (i7, i7) -> i7
    %3175 = "arith.andi"(%3146, %3142) : (i7, i7) -> i7
    %3176 = "arith.andi"(%3146, %3144) : (i7, i7) -> i7
    %3177 = "arith.andi"(%3146, %3146) : (i7, i7) -> i7
    %3178 = "arith.andi"(%3146, %3148) : (i7, i7) -> i7
    %3179 = "arith.andi"(%3146, %3150) : (i7, i7) -> i7
    %3180 = "arith.andi"(%3148, %3138) : (i7, i7) -> i7
    %3181 = "arith.andi"(%3148, %3140) : (i7, i7) -> i7
    %3182 = "arith.andi"(%3148, %3142) : (i7, i7) -> i7
    %3183 = "arith.andi"(%3148, %3144) : (i7, i7) -> i7
    %3184 = "arith.andi"(%3148, %3146) : (i7, i7) -> i7
    %3185 = "arith.andi"(%3148, %3148) : (i7, i7) -> i7
    %3186 = "arith.andi"(%3148, %3150) : (i7, i7) -> i7
    %3187 = "arith.andi"(%3150, %3138) : (i7, i7) -> i7
    %3188 = "arith.andi"(%3150, %3140) : (i7, i7) -> i7
    %3189 = "arith.andi"(%3150, %3142) : (i7, i7) -> i7
    %3190 = "arith.andi"(%3150, %3144) : (i7, i7) -> i7
    %3191 = "arith.andi"(%3150, %3146) : (i7, i7) -> i7
    %3192 = "arith.andi"(%3150, %3148) : (i7, i7) -> i7
    %3193 = "arith.andi"(%3150, %3150) : (i7, i7) -> i7
    "func.return"(%3139, %3141, %3143, %3145, %3147, %3149, %3151, %3152, %3153, %3154, %3155, %3156, %3157, %3158, %3159, %3160, %3161, %3162, %3163, %3164, %3165, %3166, %3167, %3168, %3169, %3170, %3171, %3172, %3173, %3174, %3175, %3176, %3177, %3178, %3179, %3180, %3181, %3182, %3183, %3184, %3185, %3186, %3187, %3188, %3189, %3190, %3191, %3192, %3193) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "andi_i8"}> ({
    %3048 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %3049 = "arith.andi"(%3048, %3048) : (i8, i8) -> i8
    %3050 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %3051 = "arith.andi"(%3048, %3050) : (i8, i8) -> i8
    %3052 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3053 = "arith.andi"(%3048, %3052) : (i8, i8) -> i8
    %3054 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %3055 = "arith.andi"(%3048, %3054) : (i8, i8) -> i8
    %3056 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %3057 = "arith.andi"(%3048, %3056) : (i8, i8) -> i8
    %3058 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %3059 = "arith.andi"(%3048, %3058) : (i8, i8) -> i8
    %3060 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %3061 = "arith.andi"(%3048, %3060) : (i8, i8) -> i8
    %3062 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %3063 = "arith.andi"(%3048, %3062) : (i8, i8) -> i8
    %3064 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %3065 = "arith.andi"(%3048, %3064) : (i8, i8) -> i8
    %3066 = "arith.andi"(%3050, %3048) : (i8, i8) -> i8
    %3067 = "arith.andi"(%3050, %3050) : (i8, i8) -> i8
    %3068 = "arith.andi"(%3050, %3052) : (i8, i8) -> i8
    %3069 = "arith.andi"(%3050, %3054) : (i8, i8) -> i8
    %3070 = "arith.andi"(%3050, %3056) : (i8, i8) -> i8
    %3071 = "arith.andi"(%3050, %3058) : (i8, i8) -> i8
    %3072 = "arith.andi"(%3050, %3060) : (i8, i8) -> i8
    %3073 = "arith.andi"(%3050, %3062) : (i8, i8) -> i8
    %3074 = "arith.andi"(%3050, %3064) : (i8, i8) -> i8
    %3075 = "arith.andi"(%3052, %3048) : (i8, i8) -> i8
    %3076 = "arith.andi"(%3052, %3050) : (i8, i8) -> i8
    %3077 = "arith.andi"(%3052, %3052) : (i8, i8) -> i8
    %3078 = "arith.andi"(%3052, %3054) : (i8, i8) -> i8
    %3079 = "arith.andi"(%3052, %3056) : (i8, i8) -> i8
    %3080 = "arith.andi"(%3052, %3058) : (i8, i8) -> i8
    %3081 = "arith.andi"(%3052, %3060) : (i8, i8) -> i8
    %3082 = "arith.andi"(%3052, %3062) : (i8, i8) -> i8
    %3083 = "arith.andi"(%3052, %3064) : (i8, i8) -> i8
    %3084 = "arith.andi"(%3054, %3048) : (i8, i8) -> i8
    %3085 = "arith.andi"(%3054, %3050) : (i8, i8) -> i8
    %3086 = "arith.andi"(%3054, %3052) : (i8, i8) -> i8
    %3087 = "arith.andi"(%3054, %3054) : (i8, i8) -> i8
    %3088 = "arith.andi"(%3054, %3056) : (i8, i8) -> i8
    %3089 = "arith.andi"(%3054, %3058) : (i8, i8) -> i8
    %3090 = "arith.andi"(%3054, %3060) : (i8, i8) -> i8
    %3091 = "arith.andi"(%3054, %3062) : (i8, i8) -> i8
    %3092 = "arith.andi"(%3054, %3064) : (i8, i8) -> i8
    %3093 = "arith.andi"(%3056, %3048) : (i8, i8) -> i8
    %3094 = "arith.andi"(%3056, %3050) : (i8, i8) -> i8
    %3095 = "arith.andi"(%3056, %3052) : (i8, i8) -> i8
    %3096 = "arith.andi"(%3056, %3054) : (i8, i8) -> i8
    %3097 = "arith.andi"(%3056, %3056) : (i8, i8) -> i8
    %3098 = "arith.andi"(%3056, %3058) : (i8, i8) -> i8
    %3099 = "arith.andi"(%3056, %3060) : (i8, i8) -> i8
    %3100 = "arith.andi"(%3056, %3062) : (i8, i8) -> i8
    %3101 = "arith.andi"(%3056, %3064) : (i8, i8) -> i8
    %3102 = "arith.andi"(%3058, %3048) : (i8, i8) -> i8
    %3103 = "arith.andi"(%3058, %3050) : (i8, i8) -> i8
    %3104 = "arith.andi"(%3058, %3052) : (i8, i8) -> i8
    %3105 = "arith.andi"(%3058, %3054) : (i8, i8) -> i8
    %3106 = "arith.andi"(%3058, %3056) : (i8, i8) -> i8
    %3107 = "arith.andi"(%3058, %3058) : (i8, i8) -> i8
    %3108 = "arith.andi"(%3058, %3060) : (i8, i8) -> i8
    %3109 = "arith.andi"(%3058, %3062) : (i8, i8) -> i8
    %3110 = "arith.andi"(%3058, %3064) : (i8, i8) -> i8
    %3111 = "arith.andi"(%3060, %3048) : (i8, i8) -> i8
    %3112 = "arith.andi"(%3060, %3050) : (i8, i8) -> i8
    %3113 = "arith.andi"(%3060, %3052) : (i8, i8) -> i8
    %3114 = "arith.andi"(%3060, %3054) : (i8, i8) -> i8
    %3115 = "arith.andi"(%3060, %3056) : (i8, i8) -> i8
    %3116 = "arith.andi"(%3060, %3058) : (i8, i8) -> i8
    %3117 = "arith.andi"(%3060, %3060) : (i8, i8) -> i8
    %3118 = "arith.andi"(%3060, %3062) : (i8, i8) -> i8
    %3119 = "arith.andi"(%3060, %3064) : (i8, i8) -> i8
    %3120 = "arith.andi"(%3062, %3048) : (i8, i8) -> i8
    %3121 = "arith.andi"(%3062, %3050) : (i8, i8) -> i8
    %3122 = "arith.andi"(%3062, %3052) : (i8, i8) -> i8
    %3123 = "arith.andi"(%3062, %3054) : (i8, i8) -> i8
    %3124 = "arith.andi"(%3062, %3056) : (i8, i8) -> i8
    %3125 = "arith.andi"(%3062, %3058) : (i8, i8) -> i8
    %3126 = "arith.andi"(%3062, %3060) : (i8, i8) -> i8
    %3127 = "arith.andi"(%3062, %3062) : (i8, i8) -> i8
    %3128 = "arith.andi"(%3062, %3064) : (i8, i8) -> i8
    %3129 = "arith.andi"(%3064, %3048) : (i8, i8) -> i8
    %3130 = "arith.andi"(%3064, %3050) : (i8, i8) -> i8
    %3131 = "arith.andi"(%3064, %3052) : (i8, i8) -> i8
    %3132 = "arith.andi"(%3064, %3054) : (i8, i8) -> i8
    %3133 = "arith.andi"(%3064, %3056) : (i8, i8) -> i8
    %3134 = "arith.andi"(%3064, %3058) : (i8, i8) -> i8
    %3135 = "arith.andi"(%3064, %3060) : (i8, i8) -> i8
    %3136 = "arith.andi"(%3064, %3062) : (i8, i8) -> i8
    %3137 = "arith.andi"(%3064, %3064) : (i8, i8) -> i8
    "func.return"(%3049, %3051, %3053, %3055, %3057, %3059, %3061, %3063, %3065, %3066, %3067, %3068, %3069, %3070, %3071, %3072, %3073, %3074, %3075, %3076, %3077, %3078, %3079, %3080, %3081, %3082, %3083, %3084, %3085, %3086, %3087, %3088, %3089, %3090, %3091, %3092, %3093, %3094, %3095, %3096, %3097, %3098, %3099, %3100, %3101, %3102, %3103, %3104, %3105, %3106, %3107, %3108, %3109, %3110, %3111, %3112, %3113, %3114, %3115, %3116, %3117, %3118, %3119, %3120, %3121, %3122, %3123, %3124, %3125, %3126, %3127, %3128, %3129, %3130, %3131, %3132, %3133, %3134, %3135, %3136, %3137) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "andi_i32"}> ({
    %2992 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2993 = "arith.andi"(%2992, %2992) : (i32, i32) -> i32
    %2994 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2995 = "arith.andi"(%2992, %2994) : (i32, i32) -> i32
    %2996 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2997 = "arith.andi"(%2992, %2996) : (i32, i32) -> i32
    %2998 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %2999 = "arith.andi"(%2992, %2998) : (i32, i32) -> i32
    %3000 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %3001 = "arith.andi"(%2992, %3000) : (i32, i32) -> i32
    %3002 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3003 = "arith.andi"(%2992, %3002) : (i32, i32) -> i32
    %3004 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %3005 = "arith.andi"(%2992, %3004) : (i32, i32) -> i32
    %3006 = "arith.andi"(%2994, %2992) : (i32, i32) -> i32
    %3007 = "arith.andi"(%2994, %2994) : (i32, i32) -> i32
    %3008 = "arith.andi"(%2994, %2996) : (i32, i32) -> i32
    %3009 = "arith.andi"(%2994, %2998) : (i32, i32) -> i32
    %3010 = "arith.andi"(%2994, %3000) : (i32, i32) -> i32
    %3011 = "arith.andi"(%2994, %3002) : (i32, i32) -> i32
    %3012 = "arith.andi"(%2994, %3004) : (i32, i32) -> i32
    %3013 = "arith.andi"(%2996, %2992) : (i32, i32) -> i32
    %3014 = "arith.andi"(%2996, %2994) : (i32, i32) -> i32
    %3015 = "arith.andi"(%2996, %2996) : (i32, i32) -> i32
    %3016 = "arith.andi"(%2996, %2998) : (i32, i32) -> i32
    %3017 = "arith.andi"(%2996, %3000) : (i32, i32) -> i32
    %3018 = "arith.andi"(%2996, %3002) : (i32, i32) -> i32
    %3019 = "arith.andi"(%2996, %3004) : (i32, i32) -> i32
    %3020 = "arith.andi"(%2998, %2992) : (i32, i32) -> i32
    %3021 = "arith.andi"(%2998, %2994) : (i32, i32) -> i32
    %3022 = "arith.andi"(%2998, %2996) : (i32, i32) -> i32
    %3023 = "arith.andi"(%2998, %2998) : (i32, i32) -> i32
    %3024 = "arith.andi"(%2998, %3000) : (i32, i32) -> i32
    %3025 = "arith.andi"(%2998, %3002) : (i32, i32) -> i32
    %3026 = "arith.andi"(%2998, %3004) : (i32, i32) -> i32
    %3027 = "arith.andi"(%3000, %2992) : (i32, i32) -> i32
    %3028 = "arith.andi"(%3000, %2994) : (i32, i32) -> i32
    %3029 = "arith.andi"(%3000, %2996) : (i32, i32) -> i32
    %3030 = "arith.andi"(%3000, %2998) : (i32, i32) -> i32
    %3031 = "arith.andi"(%3000, %3000) : (i32, i32) -> i32
    %3032 = "arith.andi"(%3000, %3002) : (i32, i32) -> i32
    %3033 = "arith.andi"(%3000, %3004) : (i32, i32) -> i32
    %3034 = "arith.andi"(%3002, %2992) : (i32, i32) -> i32
    %3035 = "arith.andi"(%3002, %2994) : (i32, i32) -> i32
    %3036 = "arith.andi"(%3002, %2996) : (i32, i32) -> i32
    %3037 = "arith.andi"(%3002, %2998) : (i32, i32) -> i32
    %3038 = "arith.andi"(%3002, %3000) : (i32, i32) -> i32
    %3039 = "arith.andi"(%3002, %3002) : (i32, i32) -> i32
    %3040 = "arith.andi"(%3002, %3004) : (i32, i32) -> i32
    %3041 = "arith.andi"(%3004, %2992) : (i32, i32) -> i32
    %3042 = "arith.andi"(%3004, %2994) : (i32, i32) -> i32
    %3043 = "arith.andi"(%3004, %2996) : (i32, i32) -> i32
    %3044 = "arith.andi"(%3004, %2998) : (i32, i32) -> i32
    %3045 = "arith.andi"(%3004, %3000) : (i32, i32) -> i32
    %3046 = "arith.andi"(%3004, %3002) : (i32, i32) -> i32
    %3047 = "arith.andi"(%3004, %3004) : (i32, i32) -> i32
    "func.return"(%2993, %2995, %2997, %2999, %3001, %3003, %3005, %3006, %3007, %3008, %3009, %3010, %3011, %3012, %3013, %3014, %3015, %3016, %3017, %3018, %3019, %3020, %3021, %3022, %3023, %3024, %3025, %3026, %3027, %3028, %3029, %3030, %3031, %3032, %3033, %3034, %3035, %3036, %3037, %3038, %3039, %3040, %3041, %3042, %3043, %3044, %3045, %3046, %3047) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "andi_index"}> ({
    %2936 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2937 = "arith.andi"(%2936, %2936) : (index, index) -> index
    %2938 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2939 = "arith.andi"(%2936, %2938) : (index, index) -> index
    %2940 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2941 = "arith.andi"(%2936, %2940) : (index, index) -> index
    %2942 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2943 = "arith.andi"(%2936, %2942) : (index, index) -> index
    %2944 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2945 = "arith.andi"(%2936, %2944) : (index, index) -> index
    %2946 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %2947 = "arith.andi"(%2936, %2946) : (index, index) -> index
    %2948 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %2949 = "arith.andi"(%2936, %2948) : (index, index) -> index
    %2950 = "arith.andi"(%2938, %2936) : (index, index) -> index
    %2951 = "arith.andi"(%2938, %2938) : (index, index) -> index
    %2952 = "arith.andi"(%2938, %2940) : (index, index) -> index
    %2953 = "arith.andi"(%2938, %2942) : (index, index) -> index
    %2954 = "arith.andi"(%2938, %2944) : (index, index) -> index
    %2955 = "arith.andi"(%2938, %2946) : (index, index) -> index
    %2956 = "arith.andi"(%2938, %2948) : (index, index) -> index
    %2957 = "arith.andi"(%2940, %2936) : (index, index) -> index
    %2958 = "arith.andi"(%2940, %2938) : (index, index) -> index
    %2959 = "arith.andi"(%2940, %2940) : (index, index) -> index
    %2960 = "arith.andi"(%2940, %2942) : (index, index) -> index
    %2961 = "arith.andi"(%2940, %2944) : (index, index) -> index
    %2962 = "arith.andi"(%2940, %2946) : (index, index) -> index
    %2963 = "arith.andi"(%2940, %2948) : (index, index) -> index
    %2964 = "arith.andi"(%2942, %2936) : (index, index) -> index
    %2965 = "arith.andi"(%2942, %2938) : (index, index) -> index
    %2966 = "arith.andi"(%2942, %2940) : (index, index) -> index
    %2967 = "arith.andi"(%2942, %2942) : (index, index) -> index
    %2968 = "arith.andi"(%2942, %2944) : (index, index) -> index
    %2969 = "arith.andi"(%2942, %2946) : (index, index) -> index
    %2970 = "arith.andi"(%2942, %2948) : (index, index) -> index
    %2971 = "arith.andi"(%2944, %2936) : (index, index) -> index
    %2972 = "arith.andi"(%2944, %2938) : (index, index) -> index
    %2973 = "arith.andi"(%2944, %2940) : (index, index) -> index
    %2974 = "arith.andi"(%2944, %2942) : (index, index) -> index
    %2975 = "arith.andi"(%2944, %2944) : (index, index) -> index
    %2976 = "arith.andi"(%2944, %2946) : (index, index) -> index
    %2977 = "arith.andi"(%2944, %2948) : (index, index) -> index
    %2978 = "arith.andi"(%2946, %2936) : (index, index) -> index
    %2979 = "arith.andi"(%2946, %2938) : (index, index) -> index
    %2980 = "arith.andi"(%2946, %2940) : (index, index) -> index
    %2981 = "arith.andi"(%2946, %2942) : (index, index) -> index
    %2982 = "arith.andi"(%2946, %2944) : (index, index) -> index
    %2983 = "arith.andi"(%2946, %2946) : (index, index) -> index
    %2984 = "arith.andi"(%2946, %2948) : (index, index) -> index
    %2985 = "arith.andi"(%2948, %2936) : (index, index) -> index
    %2986 = "arith.andi"(%2948, %2938) : (index, index) -> index
    %2987 = "arith.andi"(%2948, %2940) : (index, index) -> index
    %2988 = "arith.andi"(%2948, %2942) : (index, index) -> index
    %2989 = "arith.andi"(%2948, %2944) : (index, index) -> index
    %2990 = "arith.andi"(%2948, %2946) : (index, index) -> index
    %2991 = "arith.andi"(%2948, %2948) : (index, index) -> index
    "func.return"(%2937, %2939, %2941, %2943, %2945, %2947, %2949, %2950, %2951, %2952, %2953, %2954, %2955, %2956, %2957, %2958, %2959, %2960, %2961, %2962, %2963, %2964, %2965, %2966, %2967, %2968, %2969, %2970, %2971, %2972, %2973, %2974, %2975, %2976, %2977, %2978, %2979, %2980, %2981, %2982, %2983, %2984, %2985, %2986, %2987, %2988, %2989, %2990, %2991) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "andi_i128"}> ({
    %2880 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2881 = "arith.andi"(%2880, %2880) : (i128, i128) -> i128
    %2882 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %2883 = "arith.andi"(%2880, %2882) : (i128, i128) -> i128
    %2884 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %2885 = "arith.andi"(%2880, %2884) : (i128, i128) -> i128
    %2886 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %2887 = "arith.andi"(%2880, %2886) : (i128, i128) -> i128
    %2888 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %2889 = "arith.andi"(%2880, %2888) : (i128, i128) -> i128
    %2890 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %2891 = "arith.andi"(%2880, %2890) : (i128, i128) -> i128
    %2892 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %2893 = "arith.andi"(%2880, %2892) : (i128, i128) -> i128
    %2894 = "arith.andi"(%2882, %2880) : (i128, i128) -> i128
    %2895 = "arith.andi"(%2882, %2882) : (i128, i128) -> i128
    %2896 = "arith.andi"(%2882, %2884) : (i128, i128) -> i128
    %2897 = "arith.andi"(%2882, %2886) : (i128, i128) -> i128
    %2898 = "arith.andi"(%2882, %2888) : (i128, i128) -> i128
    %2899 = "arith.andi"(%2882, %2890) : (i128, i128) -> i128
    %2900 = "arith.andi"(%2882, %2892) : (i128, i128) -> i128
    %2901 = "arith.andi"(%2884, %2880) : (i128, i128) -> i128
    %2902 = "arith.andi"(%2884, %2882) : (i128, i128) -> i128
    %2903 = "arith.andi"(%2884, %2884) : (i128, i128) -> i128
    %2904 = "arith.andi"(%2884, %2886) : (i128, i128) -> i128
    %2905 = "arith.andi"(%2884, %2888) : (i128, i128) -> i128
    %2906 = "arith.andi"(%2884, %2890) : (i128, i128) -> i128
    %2907 = "arith.andi"(%2884, %2892) : (i128, i128) -> i128
    %2908 = "arith.andi"(%2886, %2880) : (i128, i128) -> i128
    %2909 = "arith.andi"(%2886, %2882) : (i128, i128) -> i128
    %2910 = "arith.andi"(%2886, %2884) : (i128, i128) -> i128
    %2911 = "arith.andi"(%2886, %2886) : (i128, i128) -> i128
    %2912 = "arith.andi"(%2886, %2888) : (i128, i128) -> i128
    %2913 = "arith.andi"(%2886, %2890) : (i128, i128) -> i128
    %2914 = "arith.andi"(%2886, %2892) : (i128, i128) -> i128
    %2915 = "arith.andi"(%2888, %2880) : (i128, i128) -> i128
    %2916 = "arith.andi"(%2888, %2882) : (i128, i128) -> i128
    %2917 = "arith.andi"(%2888, %2884) : (i128, i128) -> i128
    %2918 = "arith.andi"(%2888, %2886) : (i128, i128) -> i128
    %2919 = "arith.andi"(%2888, %2888) : (i128, i128) -> i128
    %2920 = "arith.andi"(%2888, %2890) : (i128, i128) -> i128
    %2921 = "arith.andi"(%2888, %2892) : (i128, i128) -> i128
    %2922 = "arith.andi"(%2890, %2880) : (i128, i128) -> i128
    %2923 = "arith.andi"(%2890, %2882) : (i128, i128) -> i128
    %2924 = "arith.andi"(%2890, %2884) : (i128, i128) -> i128
    %2925 = "arith.andi"(%2890, %2886) : (i128, i128) -> i128
    %2926 = "arith.andi"(%2890, %2888) : (i128, i128) -> i128
    %2927 = "arith.andi"(%2890, %2890) : (i128, i128) -> i128
    %2928 = "arith.andi"(%2890, %2892) : (i128, i128) -> i128
    %2929 = "arith.andi"(%2892, %2880) : (i128, i128) -> i128
    %2930 = "arith.andi"(%2892, %2882) : (i128, i128) -> i128
    %2931 = "arith.andi"(%2892, %2884) : (i128, i128) -> i128
    %2932 = "arith.andi"(%2892, %2886) : (i128, i128) -> i128
    %2933 = "arith.andi"(%2892, %2888) : (i128, i128) -> i128
    %2934 = "arith.andi"(%2892, %2890) : (i128, i128) -> i128
    %2935 = "arith.andi"(%2892, %2892) : (i128, i128) -> i128
    "func.return"(%2881, %2883, %2885, %2887, %2889, %2891, %2893, %2894, %2895, %2896, %2897, %2898, %2899, %2900, %2901, %2902, %2903, %2904, %2905, %2906, %2907, %2908, %2909, %2910, %2911, %2912, %2913, %2914, %2915, %2916, %2917, %2918, %2919, %2920, %2921, %2922, %2923, %2924, %2925, %2926, %2927, %2928, %2929, %2930, %2931, %2932, %2933, %2934, %2935) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "ori_i1"}> ({
    %2874 = "arith.constant"() <{value = false}> : () -> i1
    %2875 = "arith.ori"(%2874, %2874) : (i1, i1) -> i1
    %2876 = "arith.constant"() <{value = true}> : () -> i1
    %2877 = "arith.ori"(%2874, %2876) : (i1, i1) -> i1
    %2878 = "arith.ori"(%2876, %2874) : (i1, i1) -> i1
    %2879 = "arith.ori"(%2876, %2876) : (i1, i1) -> i1
    "func.return"(%2875, %2877, %2878, %2879) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "ori_i7"}> ({
    %2818 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %2819 = "arith.ori"(%2818, %2818) : (i7, i7) -> i7
    %2820 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %2821 = "arith.ori"(%2818, %2820) : (i7, i7) -> i7
    %2822 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %2823 = "arith.ori"(%2818, %2822) : (i7, i7) -> i7
    %2824 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %2825 = "arith.ori"(%2818, %2824) : (i7, i7) -> i7
    %2826 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %2827 = "arith.ori"(%2818, %2826) : (i7, i7) -> i7
    %2828 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %2829 = "arith.ori"(%2818, %2828) : (i7, i7) -> i7
    %2830 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %2831 = "arith.ori"(%2818, %2830) : (i7, i7) -> i7
    %2832 = "arith.ori"(%2820, %2818) : (i7, i7) -> i7
    %2833 = "arith.ori"(%2820, %2820) : (i7, i7) -> i7
    %2834 = "arith.ori"(%2820, %2822) : (i7, i7) -> i7
    %2835 = "arith.ori"(%2820, %2824) : (i7, i7) -> i7
    %2836 = "arith.ori"(%2820, %2826) : (i7, i7) -> i7
    %2837 = "arith.ori"(%2820, %2828) : (i7, i7) -> i7
    %2838 = "arith.ori"(%2820, %2830) : (i7, i7) -> i7
    %2839 = "arith.ori"(%2822, %2818) : (i7, i7) -> i7
    %2840 = "arith.ori"(%2822, %2820) : (i7, i7) -> i7
    %2841 = "arith.ori"(%2822, %2822) : (i7, i7) -> i7
    %2842 = "arith.ori"(%2822, %2824) : (i7, i7) -> i7
    %2843 = "arith.ori"(%2822, %2826) : (i7, i7) -> i7
    %2844 = "arith.ori"(%2822, %2828) : (i7, i7) -> i7
    %2845 = "arith.ori"(%2822, %2830) : (i7, i7) -> i7
    %2846 = "arith.ori"(%2824, %2818) : (i7, i7) -> i7
    %2847 = "arith.ori"(%2824, %2820) : (i7, i7) -> i7
    %2848 = "arith.ori"(%2824, %2822) : (i7, i7) -> i7
    %2849 = "arith.ori"(%2824, %2824) : (i7, i7) -> i7
    %2850 = "arith.ori"(%2824, %2826) : (i7, i7) -> i7
    %2851 = "arith.ori"(%2824, %2828) : (i7, i7) -> i7
    %2852 = "arith.ori"(%2824, %2830) : (i7, i7) -> i7
    %2853 = "arith.ori"(%2826, %2818) : (i7, i7) -> i7
    %2854 = "arith.ori"(%2826, %2820) : (i7, i7) -> i7
    %2855 = "arith.ori"(%2826, %2822) : (i7, i7) -> i7
    %2856 = "arith.ori"(%2826, %2824) : (i7, i7) -> i7
    %2857 = "arith.ori"(%2826, %2826) : (i7, i7) -> i7
    %2858 = "arith.ori"(%2826, %2828) : (i7, i7) -> i7
    %2859 = "arith.ori"(%2826, %2830) : (i7, i7) -> i7
    %2860 = "arith.ori"(%2828, %2818) : (i7, i7) -> i7
    %2861 = "arith.ori"(%2828, %2820) : (i7, i7) -> i7
    %2862 = "arith.ori"(%2828, %2822) : (i7, i7) -> i7
    %2863 = "arith.ori"(%2828, %2824) : (i7, i7) -> i7
    %2864 = "arith.ori"(%2828, %2826) : (i7, i7) -> i7
    %2865 = "arith.ori"(%2828, %2828) : (i7, i7) -> i7
    %2866 = "arith.ori"(%2828, %2830) : (i7, i7) -> i7
    %2867 = "arith.ori"(%2830, %2818) : (i7, i7) -> i7
    %2868 = "arith.ori"(%2830, %2820) : (i7, i7) -> i7
    %2869 = "arith.ori"(%2830, %2822) : (i7, i7) -> i7
    %2870 = "arith.ori"(%2830, %2824) : (i7, i7) -> i7
    %2871 = "arith.ori"(%2830, %2826) : (i7, i7) -> i7
    %2872 = "arith.ori"(%2830, %2828) : (i7, i7) -> i7
    %2873 = "arith.ori"(%2830, %2830) : (i7, i7) -> i7
    "func.return"(%2819, %2821, %2823, %2825, %2827, %2829, %2831, %2832, %2833, %2834, %2835, %2836, %2837, %2838, %2839, %2840, %2841, %2842, %2843, %2844, %2845, %2846, %2847, %2848, %2849, %2850, %2851, %2852, %2853, %2854, %2855, %2856, %2857, %2858, %2859, %2860, %2861, %2862, %2863, %2864, %2865, %2866, %2867, %2868, %2869, %2870, %2871, %2872, %2873) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "ori_i8"}> ({
    %2728 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2729 = "arith.ori"(%2728, %2728) : (i8, i8) -> i8
    %2730 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2731 = "arith.ori"(%2728, %2730) : (i8, i8) -> i8
    %2732 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2733 = "arith.ori"(%2728, %2732) : (i8, i8) -> i8
    %2734 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %2735 = "arith.ori"(%2728, %2734) : (i8, i8) -> i8
    %2736 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2737 = "arith.ori"(%2728, %2736) : (i8, i8) -> i8
    %2738 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %2739 = "arith.ori"(%2728, %2738) : (i8, i8) -> i8
    %2740 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %2741 = "arith.ori"(%2728, %2740) : (i8, i8) -> i8
    %2742 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %2743 = "arith.ori"(%2728, %2742) : (i8, i8) -> i8
    %2744 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2745 = "arith.ori"(%2728, %2744) : (i8, i8) -> i8
    %2746 = "arith.ori"(%2730, %2728) : (i8, i8) -> i8
    %2747 = "arith.ori"(%2730, %2730) : (i8, i8) -> i8
    %2748 = "arith.ori"(%2730, %2732) : (i8, i8) -> i8
    %2749 = "arith.ori"(%2730, %2734) : (i8, i8) -> i8
    %2750 = "arith.ori"(%2730, %2736) : (i8, i8) -> i8
    %2751 = "arith.ori"(%2730, %2738) : (i8, i8) -> i8
    %2752 = "arith.ori"(%2730, %2740) : (i8, i8) -> i8
    %2753 = "arith.ori"(%2730, %2742) : (i8, i8) -> i8
    %2754 = "arith.ori"(%2730, %2744) : (i8, i8) -> i8
    %2755 = "arith.ori"(%2732, %2728) : (i8, i8) -> i8
    %2756 = "arith.ori"(%2732, %2730) : (i8, i8) -> i8
    %2757 = "arith.ori"(%2732, %2732) : (i8, i8) -> i8
    %2758 = "arith.ori"(%2732, %2734) : (i8, i8) -> i8
    %2759 = "arith.ori"(%2732, %2736) : (i8, i8) -> i8
    %2760 = "arith.ori"(%2732, %2738) : (i8, i8) -> i8
    %2761 = "arith.ori"(%2732, %2740) : (i8, i8) -> i8
    %2762 = "arith.ori"(%2732, %2742) : (i8, i8) -> i8
    %2763 = "arith.ori"(%2732, %2744) : (i8, i8) -> i8
    %2764 = "arith.ori"(%2734, %2728) : (i8, i8) -> i8
    %2765 = "arith.ori"(%2734, %2730) : (i8, i8) -> i8
    %2766 = "arith.ori"(%2734, %2732) : (i8, i8) -> i8
    %2767 = "arith.ori"(%2734, %2734) : (i8, i8) -> i8
    %2768 = "arith.ori"(%2734, %2736) : (i8, i8) -> i8
    %2769 = "arith.ori"(%2734, %2738) : (i8, i8) -> i8
    %2770 = "arith.ori"(%2734, %2740) : (i8, i8) -> i8
    %2771 = "arith.ori"(%2734, %2742) : (i8, i8) -> i8
    %2772 = "arith.ori"(%2734, %2744) : (i8, i8) -> i8
    %2773 = "arith.ori"(%2736, %2728) : (i8, i8) -> i8
    %2774 = "arith.ori"(%2736, %2730) : (i8, i8) -> i8
    %2775 = "arith.ori"(%2736, %2732) : (i8, i8) -> i8
    %2776 = "arith.ori"(%2736, %2734) : (i8, i8) -> i8
    %2777 = "arith.ori"(%2736, %2736) : (i8, i8) -> i8
    %2778 = "arith.ori"(%2736, %2738) : (i8, i8) -> i8
    %2779 = "arith.ori"(%2736, %2740) : (i8, i8) -> i8
    %2780 = "arith.ori"(%2736, %2742) : (i8, i8) -> i8
    %2781 = "arith.ori"(%2736, %2744) : (i8, i8) -> i8
    %2782 = "arith.ori"(%2738, %2728) : (i8, i8) -> i8
    %2783 = "arith.ori"(%2738, %2730) : (i8, i8) -> i8
    %2784 = "arith.ori"(%2738, %2732) : (i8, i8) -> i8
    %2785 = "arith.ori"(%2738, %2734) : (i8, i8) -> i8
    %2786 = "arith.ori"(%2738, %2736) : (i8, i8) -> i8
    %2787 = "arith.ori"(%2738, %2738) : (i8, i8) -> i8
    %2788 = "arith.ori"(%2738, %2740) : (i8, i8) -> i8
    %2789 = "arith.ori"(%2738, %2742) : (i8, i8) -> i8
    %2790 = "arith.ori"(%2738, %2744) : (i8, i8) -> i8
    %2791 = "arith.ori"(%2740, %2728) : (i8, i8) -> i8
    %2792 = "arith.ori"(%2740, %2730) : (i8, i8) -> i8
    %2793 = "arith.ori"(%2740, %2732) : (i8, i8) -> i8
    %2794 = "arith.ori"(%2740, %2734) : (i8, i8) -> i8
    %2795 = "arith.ori"(%2740, %2736) : (i8, i8) -> i8
    %2796 = "arith.ori"(%2740, %2738) : (i8, i8) -> i8
    %2797 = "arith.ori"(%2740, %2740) : (i8, i8) -> i8
    %2798 = "arith.ori"(%2740, %2742) : (i8, i8) -> i8
    %2799 = "arith.ori"(%2740, %2744) : (i8, i8) -> i8
    %2800 = "arith.ori"(%2742, %2728) : (i8, i8) -> i8
    %2801 = "arith.ori"(%2742, %2730) : (i8, i8) -> i8
    %2802 = "arith.ori"(%2742, %2732) : (i8, i8) -> i8
    %2803 = "arith.ori"(%2742, %2734) : (i8, i8) -> i8
    %2804 = "arith.ori"(%2742, %2736) : (i8, i8) -> i8
    %2805 = "arith.ori"(%2742, %2738) : (i8, i8) -> i8
    %2806 = "arith.ori"(%2742, %2740) : (i8, i8) -> i8
    %2807 = "arith.ori"(%2742, %2742) : (i8, i8) -> i8
    %2808 = "arith.ori"(%2742, %2744) : (i8, i8) -> i8
    %2809 = "arith.ori"(%2744, %2728) : (i8, i8) -> i8
    %2810 = "arith.ori"(%2744, %2730) : (i8, i8) -> i8
    %2811 = "arith.ori"(%2744, %2732) : (i8, i8) -> i8
    %2812 = "arith.ori"(%2744, %2734) : (i8, i8) -> i8
    %2813 = "arith.ori"(%2744, %2736) : (i8, i8) -> i8
    %2814 = "arith.ori"(%2744, %2738) : (i8, i8) -> i8
    %2815 = "arith.ori"(%2744, %2740) : (i8, i8) -> i8
    %2816 = "arith.ori"(%2744, %2742) : (i8, i8) -> i8
    %2817 = "arith.ori"(%2744, %2744) : (i8, i8) -> i8
    "func.return"(%2729, %2731, %2733, %2735, %2737, %2739, %2741, %2743, %2745, %2746, %2747, %2748, %2749, %2750, %2751, %2752, %2753, %2754, %2755, %2756, %2757, %2758, %2759, %2760, %2761, %2762, %2763, %2764, %2765, %2766, %2767, %2768, %2769, %2770, %2771, %2772, %2773, %2774, %2775, %2776, %2777, %2778, %2779, %2780, %2781, %2782, %2783, %2784, %2785, %2786, %2787, %2788, %2789, %2790, %2791, %2792, %2793, %2794, %2795, %2796, %2797, %2798, %2799, %2800, %2801, %2802, %2803, %2804, %2805, %2806, %2807, %2808, %2809, %2810, %2811, %2812, %2813, %2814, %2815, %2816, %2817) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ori_i32"}> ({
    %2672 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2673 = "arith.ori"(%2672, %2672) : (i32, i32) -> i32
    %2674 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2675 = "arith.ori"(%2672, %2674) : (i32, i32) -> i32
    %2676 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2677 = "arith.ori"(%2672, %2676) : (i32, i32) -> i32
    %2678 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %2679 = "arith.ori"(%2672, %2678) : (i32, i32) -> i32
    %2680 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %2681 = "arith.ori"(%2672, %2680) : (i32, i32) -> i32
    %2682 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %2683 = "arith.ori"(%2672, %2682) : (i32, i32) -> i32
    %2684 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2685 = "arith.ori"(%2672, %2684) : (i32, i32) -> i32
    %2686 = "arith.ori"(%2674, %2672) : (i32, i32) -> i32
    %2687 = "arith.ori"(%2674, %2674) : (i32, i32) -> i32
    %2688 = "arith.ori"(%2674, %2676) : (i32, i32) -> i32
    %2689 = "arith.ori"(%2674, %2678) : (i32, i32) -> i32
    %2690 = "arith.ori"(%2674, %2680) : (i32, i32) -> i32
    %2691 = "arith.ori"(%2674, %2682) : (i32, i32) -> i32
    %2692 = "arith.ori"(%2674, %2684) : (i32, i32) -> i32
    %2693 = "arith.ori"(%2676, %2672) : (i32, i32) -> i32
    %2694 = "arith.ori"(%2676, %2674) : (i32, i32) -> i32
    %2695 = "arith.ori"(%2676, %2676) : (i32, i32) -> i32
    %2696 = "arith.ori"(%2676, %2678) : (i32, i32) -> i32
    %2697 = "arith.ori"(%2676, %2680) : (i32, i32) -> i32
    %2698 = "arith.ori"(%2676, %2682) : (i32, i32) -> i32
    %2699 = "arith.ori"(%2676, %2684) : (i32, i32) -> i32
    %2700 = "arith.ori"(%2678, %2672) : (i32, i32) -> i32
    %2701 = "arith.ori"(%2678, %2674) : (i32, i32) -> i32
    %2702 = "arith.ori"(%2678, %2676) : (i32, i32) -> i32
    %2703 = "arith.ori"(%2678, %2678) : (i32, i32) -> i32
    %2704 = "arith.ori"(%2678, %2680) : (i32, i32) -> i32
    %2705 = "arith.ori"(%2678, %2682) : (i32, i32) -> i32
    %2706 = "arith.ori"(%2678, %2684) : (i32, i32) -> i32
    %2707 = "arith.ori"(%2680, %2672) : (i32, i32) -> i32
    %2708 = "arith.ori"(%2680, %2674) : (i32, i32) -> i32
    %2709 = "arith.ori"(%2680, %2676) : (i32, i32) -> i32
    %2710 = "arith.ori"(%2680, %2678) : (i32, i32) -> i32
    %2711 = "arith.ori"(%2680, %2680) : (i32, i32) -> i32
    %2712 = "arith.ori"(%2680, %2682) : (i32, i32) -> i32
    %2713 = "arith.ori"(%2680, %2684) : (i32, i32) -> i32
    %2714 = "arith.ori"(%2682, %2672) : (i32, i32) -> i32
    %2715 = "arith.ori"(%2682, %2674) : (i32, i32) -> i32
    %2716 = "arith.ori"(%2682, %2676) : (i32, i32) -> i32
    %2717 = "arith.ori"(%2682, %2678) : (i32, i32) -> i32
    %2718 = "arith.ori"(%2682, %2680) : (i32, i32) -> i32
    %2719 = "arith.ori"(%2682, %2682) : (i32, i32) -> i32
    %2720 = "arith.ori"(%2682, %2684) : (i32, i32) -> i32
    %2721 = "arith.ori"(%2684, %2672) : (i32, i32) -> i32
    %2722 = "arith.ori"(%2684, %2674) : (i32, i32) -> i32
    %2723 = "arith.ori"(%2684, %2676) : (i32, i32) -> i32
    %2724 = "arith.ori"(%2684, %2678) : (i32, i32) -> i32
    %2725 = "arith.ori"(%2684, %2680) : (i32, i32) -> i32
    %2726 = "arith.ori"(%2684, %2682) : (i32, i32) -> i32
    %2727 = "arith.ori"(%2684, %2684) : (i32, i32) -> i32
    "func.return"(%2673, %2675, %2677, %2679, %2681, %2683, %2685, %2686, %2687, %2688, %2689, %2690, %2691, %2692, %2693, %2694, %2695, %2696, %2697, %2698, %2699, %2700, %2701, %2702, %2703, %2704, %2705, %2706, %2707, %2708, %2709, %2710, %2711, %2712, %2713, %2714, %2715, %2716, %2717, %2718, %2719, %2720, %2721, %2722, %2723, %2724, %2725, %2726, %2727) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "ori_index"}> ({
    %2616 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2617 = "arith.ori"(%2616, %2616) : (index, index) -> index
    %2618 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2619 = "arith.ori"(%2616, %2618) : (index, index) -> index
    %2620 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2621 = "arith.ori"(%2616, %2620) : (index, index) -> index
    %2622 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2623 = "arith.ori"(%2616, %2622) : (index, index) -> index
    %2624 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2625 = "arith.ori"(%2616, %2624) : (index, index) -> index
    %2626 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %2627 = "arith.ori"(%2616, %2626) : (index, index) -> index
    %2628 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %2629 = "arith.ori"(%2616, %2628) : (index, index) -> index
    %2630 = "arith.ori"(%2618, %2616) : (index, index) -> index
    %2631 = "arith.ori"(%2618, %2618) : (index, index) -> index
    %2632 = "arith.ori"(%2618, %2620) : (index, index) -> index
    %2633 = "arith.ori"(%2618, %2622) : (index, index) -> index
    %2634 = "arith.ori"(%2618, %2624) : (index, index) -> index
    %2635 = "arith.ori"(%2618, %2626) : (index, index) -> index
    %2636 = "arith.ori"(%2618, %2628) : (index, index) -> index
    %2637 = "arith.ori"(%2620, %2616) : (index, index) -> index
    %2638 = "arith.ori"(%2620, %2618) : (index, index) -> index
    %2639 = "arith.ori"(%2620, %2620) : (index, index) -> index
    %2640 = "arith.ori"(%2620, %2622) : (index, index) -> index
    %2641 = "arith.ori"(%2620, %2624) : (index, index) -> index
    %2642 = "arith.ori"(%2620, %2626) : (index, index) -> index
    %2643 = "arith.ori"(%2620, %2628) : (index, index) -> index
    %2644 = "arith.ori"(%2622, %2616) : (index, index) -> index
    %2645 = "arith.ori"(%2622, %2618) : (index, index) -> index
    %2646 = "arith.ori"(%2622, %2620) : (index, index) -> index
    %2647 = "arith.ori"(%2622, %2622) : (index, index) -> index
    %2648 = "arith.ori"(%2622, %2624) : (index, index) -> index
    %2649 = "arith.ori"(%2622, %2626) : (index, index) -> index
    %2650 = "arith.ori"(%2622, %2628) : (index, index) -> index
    %2651 = "arith.ori"(%2624, %2616) : (index, index) -> index
    %2652 = "arith.ori"(%2624, %2618) : (index, index) -> index
    %2653 = "arith.ori"(%2624, %2620) : (index, index) -> index
    %2654 = "arith.ori"(%2624, %2622) : (index, index) -> index
    %2655 = "arith.ori"(%2624, %2624) : (index, index) -> index
    %2656 = "arith.ori"(%2624, %2626) : (index, index) -> index
    %2657 = "arith.ori"(%2624, %2628) : (index, index) -> index
    %2658 = "arith.ori"(%2626, %2616) : (index, index) -> index
    %2659 = "arith.ori"(%2626, %2618) : (index, index) -> index
    %2660 = "arith.ori"(%2626, %2620) : (index, index) -> index
    %2661 = "arith.ori"(%2626, %2622) : (index, index) -> index
    %2662 = "arith.ori"(%2626, %2624) : (index, index) -> index
    %2663 = "arith.ori"(%2626, %2626) : (index, index) -> index
    %2664 = "arith.ori"(%2626, %2628) : (index, index) -> index
    %2665 = "arith.ori"(%2628, %2616) : (index, index) -> index
    %2666 = "arith.ori"(%2628, %2618) : (index, index) -> index
    %2667 = "arith.ori"(%2628, %2620) : (index, index) -> index
    %2668 = "arith.ori"(%2628, %2622) : (index, index) -> index
    %2669 = "arith.ori"(%2628, %2624) : (index, index) -> index
    %2670 = "arith.ori"(%2628, %2626) : (index, index) -> index
    %2671 = "arith.ori"(%2628, %2628) : (index, index) -> index
    "func.return"(%2617, %2619, %2621, %2623, %2625, %2627, %2629, %2630, %2631, %2632, %2633, %2634, %2635, %2636, %2637, %2638, %2639, %2640, %2641, %2642, %2643, %2644, %2645, %2646, %2647, %2648, %2649, %2650, %2651, %2652, %2653, %2654, %2655, %2656, %2657, %2658, %2659, %2660, %2661, %2662, %2663, %2664, %2665, %2666, %2667, %2668, %2669, %2670, %2671) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "ori_i128"}> ({
    %2560 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2561 = "arith.ori"(%2560, %2560) : (i128, i128) -> i128
    %2562 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %2563 = "arith.ori"(%2560, %2562) : (i128, i128) -> i128
    %2564 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %2565 = "arith.ori"(%2560, %2564) : (i128, i128) -> i128
    %2566 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %2567 = "arith.ori"(%2560, %2566) : (i128, i128) -> i128
    %2568 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %2569 = "arith.ori"(%2560, %2568) : (i128, i128) -> i128
    %2570 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %2571 = "arith.ori"(%2560, %2570) : (i128, i128) -> i128
    %2572 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %2573 = "arith.ori"(%2560, %2572) : (i128, i128) -> i128
    %2574 = "arith.ori"(%2562, %2560) : (i128, i128) -> i128
    %2575 = "arith.ori"(%2562, %2562) : (i128, i128) -> i128
    %2576 = "arith.ori"(%2562, %2564) : (i128, i128) -> i128
    %2577 = "arith.ori"(%2562, %2566) : (i128, i128) -> i128
    %2578 = "arith.ori"(%2562, %2568) : (i128, i128) -> i128
    %2579 = "arith.ori"(%2562, %2570) : (i128, i128) -> i128
    %2580 = "arith.ori"(%2562, %2572) : (i128, i128) -> i128
    %2581 = "arith.ori"(%2564, %2560) : (i128, i128) -> i128
    %2582 = "arith.ori"(%2564, %2562) : (i128, i128) -> i128
    %2583 = "arith.ori"(%2564, %2564) : (i128, i128) -> i128
    %2584 = "arith.ori"(%2564, %2566) : (i128, i128) -> i128
    %2585 = "arith.ori"(%2564, %2568) : (i128, i128) -> i128
    %2586 = "arith.ori"(%2564, %2570) : (i128, i128) -> i128
    %2587 = "arith.ori"(%2564, %2572) : (i128, i128) -> i128
    %2588 = "arith.ori"(%2566, %2560) : (i128, i128) -> i128
    %2589 = "arith.ori"(%2566, %2562) : (i128, i128) -> i128
    %2590 = "arith.ori"(%2566, %2564) : (i128, i128) -> i128
    %2591 = "arith.ori"(%2566, %2566) : (i128, i128) -> i128
    %2592 = "arith.ori"(%2566, %2568) : (i128, i128) -> i128
    %2593 = "arith.ori"(%2566, %2570) : (i128, i128) -> i128
    %2594 = "arith.ori"(%2566, %2572) : (i128, i128) -> i128
    %2595 = "arith.ori"(%2568, %2560) : (i128, i128) -> i128
    %2596 = "arith.ori"(%2568, %2562) : (i128, i128) -> i128
    %2597 = "arith.ori"(%2568, %2564) : (i128, i128) -> i128
    %2598 = "arith.ori"(%2568, %2566) : (i128, i128) -> i128
    %2599 = "arith.ori"(%2568, %2568) : (i128, i128) -> i128
    %2600 = "arith.ori"(%2568, %2570) : (i128, i128) -> i128
    %2601 = "arith.ori"(%2568, %2572) : (i128, i128) -> i128
    %2602 = "arith.ori"(%2570, %2560) : (i128, i128) -> i128
    %2603 = "arith.ori"(%2570, %2562) : (i128, i128) -> i128
    %2604 = "arith.ori"(%2570, %2564) : (i128, i128) -> i128
    %2605 = "arith.ori"(%2570, %2566) : (i128, i128) -> i128
    %2606 = "arith.ori"(%2570, %2568) : (i128, i128) -> i128
    %2607 = "arith.ori"(%2570, %2570) : (i128, i128) -> i128
    %2608 = "arith.ori"(%2570, %2572) : (i128, i128) -> i128
    %2609 = "arith.ori"(%2572, %2560) : (i128, i128) -> i128
    %2610 = "arith.ori"(%2572, %2562) : (i128, i128) -> i128
    %2611 = "arith.ori"(%2572, %2564) : (i128, i128) -> i128
    %2612 = "arith.ori"(%2572, %2566) : (i128, i128) -> i128
    %2613 = "arith.ori"(%2572, %2568) : (i128, i128) -> i128
    %2614 = "arith.ori"(%2572, %2570) : (i128, i128) -> i128
    %2615 = "arith.ori"(%2572, %2572) : (i128, i128) -> i128
    "func.return"(%2561, %2563, %2565, %2567, %2569, %2571, %2573, %2574, %2575, %2576, %2577, %2578, %2579, %2580, %2581, %2582, %2583, %2584, %2585, %2586, %2587, %2588, %2589, %2590, %2591, %2592, %2593, %2594, %2595, %2596, %2597, %2598, %2599, %2600, %2601, %2602, %2603, %2604, %2605, %2606, %2607, %2608, %2609, %2610, %2611, %2612, %2613, %2614, %2615) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "xori_i1"}> ({
    %2554 = "arith.constant"() <{value = false}> : () -> i1
    %2555 = "arith.xori"(%2554, %2554) : (i1, i1) -> i1
    %2556 = "arith.constant"() <{value = true}> : () -> i1
    %2557 = "arith.xori"(%2554, %2556) : (i1, i1) -> i1
    %2558 = "arith.xori"(%2556, %2554) : (i1, i1) -> i1
    %2559 = "arith.xori"(%2556, %2556) : (i1, i1) -> i1
    "func.return"(%2555, %2557, %2558, %2559) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "xori_i7"}> ({
    %2498 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %2499 = "arith.xori"(%2498, %2498) : (i7, i7) -> i7
    %2500 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %2501 = "arith.xori"(%2498, %2500) : (i7, i7) -> i7
    %2502 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %2503 = "arith.xori"(%2498, %2502) : (i7, i7) -> i7
    %2504 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %2505 = "arith.xori"(%2498, %2504) : (i7, i7) -> i7
    %2506 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %2507 = "arith.xori"(%2498, %2506) : (i7, i7) -> i7
    %2508 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %2509 = "arith.xori"(%2498, %2508) : (i7, i7) -> i7
    %2510 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %2511 = "arith.xori"(%2498, %2510) : (i7, i7) -> i7
    %2512 = "arith.xori"(%2500, %2498) : (i7, i7) -> i7
    %2513 = "arith.xori"(%2500, %2500) : (i7, i7) -> i7
    %2514 = "arith.xori"(%2500, %2502) : (i7, i7) -> i7
    %2515 = "arith.xori"(%2500, %2504) : (i7, i7) -> i7
    %2516 = "arith.xori"(%2500, %2506) : (i7, i7) -> i7
    %2517 = "arith.xori"(%2500, %2508) : (i7, i7) -> i7
    %2518 = "arith.xori"(%2500, %2510) : (i7, i7) -> i7
    %2519 = "arith.xori"(%2502, %2498) : (i7, i7) -> i7
    %2520 = "arith.xori"(%2502, %2500) : (i7, i7) -> i7
    %2521 = "arith.xori"(%2502, %2502) : (i7, i7) -> i7
    %2522 = "arith.xori"(%2502, %2504) : (i7, i7) -> i7
    %2523 = "arith.xori"(%2502, %2506) : (i7, i7) -> i7
    %2524 = "arith.xori"(%2502, %2508) : (i7, i7) -> i7
    %2525 = "arith.xori"(%2502, %2510) : (i7, i7) -> i7
    %2526 = "arith.xori"(%2504, %2498) : (i7, i7) -> i7
    %2527 = "arith.xori"(%2504, %2500) : (i7, i7) -> i7
    %2528 = "arith.xori"(%2504, %2502) : (i7, i7) -> i7
    %2529 = "arith.xori"(%2504, %2504) : (i7, i7) -> i7
    %2530 = "arith.xori"(%2504, %2506) : (i7, i7) -> i7
    %2531 = "arith.xori"(%2504, %2508) : (i7, i7) -> i7
    %2532 = "arith.xori"(%2504, %2510) : (i7, i7) -> i7
    %2533 = "arith.xori"(%2506, %2498) : (i7, i7) -> i7
    %2534 = "arith.xori"(%2506, %2500) : (i7, i7) -> i7
    %2535 = "arith.xori"(%2506, %2502) : (i7, i7) -> i7
    %2536 = "arith.xori"(%2506, %2504) : (i7, i7) -> i7
    %2537 = "arith.xori"(%2506, %2506) : (i7, i7) -> i7
    %2538 = "arith.xori"(%2506, %2508) : (i7, i7) -> i7
    %2539 = "arith.xori"(%2506, %2510) : (i7, i7) -> i7
    %2540 = "arith.xori"(%2508, %2498) : (i7, i7) -> i7
    %2541 = "arith.xori"(%2508, %2500) : (i7, i7) -> i7
    %2542 = "arith.xori"(%2508, %2502) : (i7, i7) -> i7
    %2543 = "arith.xori"(%2508, %2504) : (i7, i7) -> i7
    %2544 = "arith.xori"(%2508, %2506) : (i7, i7) -> i7
    %2545 = "arith.xori"(%2508, %2508) : (i7, i7) -> i7
    %2546 = "arith.xori"(%2508, %2510) : (i7, i7) -> i7
    %2547 = "arith.xori"(%2510, %2498) : (i7, i7) -> i7
    %2548 = "arith.xori"(%2510, %2500) : (i7, i7) -> i7
    %2549 = "arith.xori"(%2510, %2502) : (i7, i7) -> i7
    %2550 = "arith.xori"(%2510, %2504) : (i7, i7) -> i7
    %2551 = "arith.xori"(%2510, %2506) : (i7, i7) -> i7
    %2552 = "arith.xori"(%2510, %2508) : (i7, i7) -> i7
    %2553 = "arith.xori"(%2510, %2510) : (i7, i7) -> i7
    "func.return"(%2499, %2501, %2503, %2505, %2507, %2509, %2511, %2512, %2513, %2514, %2515, %2516, %2517, %2518, %2519, %2520, %2521, %2522, %2523, %2524, %2525, %2526, %2527, %2528, %2529, %2530, %2531, %2532, %2533, %2534, %2535, %2536, %2537, %2538, %2539, %2540, %2541, %2542, %2543, %2544, %2545, %2546, %2547, %2548, %2549, %2550, %2551, %2552, %2553) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "xori_i8"}> ({
    %2408 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2409 = "arith.xori"(%2408, %2408) : (i8, i8) -> i8
    %2410 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2411 = "arith.xori"(%2408, %2410) : (i8, i8) -> i8
    %2412 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2413 = "arith.xori"(%2408, %2412) : (i8, i8) -> i8
    %2414 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %2415 = "arith.xori"(%2408, %2414) : (i8, i8) -> i8
    %2416 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2417 = "arith.xori"(%2408, %2416) : (i8, i8) -> i8
    %2418 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %2419 = "arith.xori"(%2408, %2418) : (i8, i8) -> i8
    %2420 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %2421 = "arith.xori"(%2408, %2420) : (i8, i8) -> i8
    %2422 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %2423 = "arith.xori"(%2408, %2422) : (i8, i8) -> i8
    %2424 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2425 = "arith.xori"(%2408, %2424) : (i8, i8) -> i8
    %2426 = "arith.xori"(%2410, %2408) : (i8, i8) -> i8
    %2427 = "arith.xori"(%2410, %2410) : (i8, i8) -> i8
    %2428 = "arith.xori"(%2410, %2412) : (i8, i8) -> i8
    %2429 = "arith.xori"(%2410, %2414) : (i8, i8) -> i8
    %2430 = "arith.xori"(%2410, %2416) : (i8, i8) -> i8
    %2431 = "arith.xori"(%2410, %2418) : (i8, i8) -> i8
    %2432 = "arith.xori"(%2410, %2420) : (i8, i8) -> i8
    %2433 = "arith.xori"(%2410, %2422) : (i8, i8) -> i8
    %2434 = "arith.xori"(%2410, %2424) : (i8, i8) -> i8
    %2435 = "arith.xori"(%2412, %2408) : (i8, i8) -> i8
    %2436 = "arith.xori"(%2412, %2410) : (i8, i8) -> i8
    %2437 = "arith.xori"(%2412, %2412) : (i8, i8) -> i8
    %2438 = "arith.xori"(%2412, %2414) : (i8, i8) -> i8
    %2439 = "arith.xori"(%2412, %2416) : (i8, i8) -> i8
    %2440 = "arith.xori"(%2412, %2418) : (i8, i8) -> i8
    %2441 = "arith.xori"(%2412, %2420) : (i8, i8) -> i8
    %2442 = "arith.xori"(%2412, %2422) : (i8, i8) -> i8
    %2443 = "arith.xori"(%2412, %2424) : (i8, i8) -> i8
    %2444 = "arith.xori"(%2414, %2408) : (i8, i8) -> i8
    %2445 = "arith.xori"(%2414, %2410) : (i8, i8) -> i8
    %2446 = "arith.xori"(%2414, %2412) : (i8, i8) -> i8
    %2447 = "arith.xori"(%2414, %2414) : (i8, i8) -> i8
    %2448 = "arith.xori"(%2414, %2416) : (i8, i8) -> i8
    %2449 = "arith.xori"(%2414, %2418) : (i8, i8) -> i8
    %2450 = "arith.xori"(%2414, %2420) : (i8, i8) -> i8
    %2451 = "arith.xori"(%2414, %2422) : (i8, i8) -> i8
    %2452 = "arith.xori"(%2414, %2424) : (i8, i8) -> i8
    %2453 = "arith.xori"(%2416, %2408) : (i8, i8) -> i8
    %2454 = "arith.xori"(%2416, %2410) : (i8, i8) -> i8
    %2455 = "arith.xori"(%2416, %2412) : (i8, i8) -> i8
    %2456 = "arith.xori"(%2416, %2414) : (i8, i8) -> i8
    %2457 = "arith.xori"(%2416, %2416) : (i8, i8) -> i8
    %2458 = "arith.xori"(%2416, %2418) : (i8, i8) -> i8
    %2459 = "arith.xori"(%2416, %2420) : (i8, i8) -> i8
    %2460 = "arith.xori"(%2416, %2422) : (i8, i8) -> i8
    %2461 = "arith.xori"(%2416, %2424) : (i8, i8) -> i8
    %2462 = "arith.xori"(%2418, %2408) : (i8, i8) -> i8
    %2463 = "arith.xori"(%2418, %2410) : (i8, i8) -> i8
    %2464 = "arith.xori"(%2418, %2412) : (i8, i8) -> i8
    %2465 = "arith.xori"(%2418, %2414) : (i8, i8) -> i8
    %2466 = "arith.xori"(%2418, %2416) : (i8, i8) -> i8
    %2467 = "arith.xori"(%2418, %2418) : (i8, i8) -> i8
    %2468 = "arith.xori"(%2418, %2420) : (i8, i8) -> i8
    %2469 = "arith.xori"(%2418, %2422) : (i8, i8) -> i8
    %2470 = "arith.xori"(%2418, %2424) : (i8, i8) -> i8
    %2471 = "arith.xori"(%2420, %2408) : (i8, i8) -> i8
    %2472 = "arith.xori"(%2420, %2410) : (i8, i8) -> i8
    %2473 = "arith.xori"(%2420, %2412) : (i8, i8) -> i8
    %2474 = "arith.xori"(%2420, %2414) : (i8, i8) -> i8
    %2475 = "arith.xori"(%2420, %2416) : (i8, i8) -> i8
    %2476 = "arith.xori"(%2420, %2418) : (i8, i8) -> i8
    %2477 = "arith.xori"(%2420, %2420) : (i8, i8) -> i8
    %2478 = "arith.xori"(%2420, %2422) : (i8, i8) -> i8
    %2479 = "arith.xori"(%2420, %2424) : (i8, i8) -> i8
    %2480 = "arith.xori"(%2422, %2408) : (i8, i8) -> i8
    %2481 = "arith.xori"(%2422, %2410) : (i8, i8) -> i8
    %2482 = "arith.xori"(%2422, %2412) : (i8, i8) -> i8
    %2483 = "arith.xori"(%2422, %2414) : (i8, i8) -> i8
    %2484 = "arith.xori"(%2422, %2416) : (i8, i8) -> i8
    %2485 = "arith.xori"(%2422, %2418) : (i8, i8) -> i8
    %2486 = "arith.xori"(%2422, %2420) : (i8, i8) -> i8
    %2487 = "arith.xori"(%2422, %2422) : (i8, i8) -> i8
    %2488 = "arith.xori"(%2422, %2424) : (i8, i8) -> i8
    %2489 = "arith.xori"(%2424, %2408) : (i8, i8) -> i8
    %2490 = "arith.xori"(%2424, %2410) : (i8, i8) -> i8
    %2491 = "arith.xori"(%2424, %2412) : (i8, i8) -> i8
    %2492 = "arith.xori"(%2424, %2414) : (i8, i8) -> i8
    %2493 = "arith.xori"(%2424, %2416) : (i8, i8) -> i8
    %2494 = "arith.xori"(%2424, %2418) : (i8, i8) -> i8
    %2495 = "arith.xori"(%2424, %2420) : (i8, i8) -> i8
    %2496 = "arith.xori"(%2424, %2422) : (i8, i8) -> i8
    %2497 = "arith.xori"(%2424, %2424) : (i8, i8) -> i8
    "func.return"(%2409, %2411, %2413, %2415, %2417, %2419, %2421, %2423, %2425, %2426, %2427, %2428, %2429, %2430, %2431, %2432, %2433, %2434, %2435, %2436, %2437, %2438, %2439, %2440, %2441, %2442, %2443, %2444, %2445, %2446, %2447, %2448, %2449, %2450, %2451, %2452, %2453, %2454, %2455, %2456, %2457, %2458, %2459, %2460, %2461, %2462, %2463, %2464, %2465, %2466, %2467, %2468, %2469, %2470, %2471, %2472, %2473, %2474, %2475, %2476, %2477, %2478, %2479, %2480, %2481, %2482, %2483, %2484, %2485, %2486, %2487, %2488, %2489, %2490, %2491, %2492, %2493, %2494, %2495, %2496, %2497) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "xori_i32"}> ({
    %2352 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2353 = "arith.xori"(%2352, %2352) : (i32, i32) -> i32
    %2354 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2355 = "arith.xori"(%2352, %2354) : (i32, i32) -> i32
    %2356 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2357 = "arith.xori"(%2352, %2356) : (i32, i32) -> i32
    %2358 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %2359 = "arith.xori"(%2352, %2358) : (i32, i32) -> i32
    %2360 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %2361 = "arith.xori"(%2352, %2360) : (i32, i32) -> i32
    %2362 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %2363 = "arith.xori"(%2352, %2362) : (i32, i32) -> i32
    %2364 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2365 = "arith.xori"(%2352, %2364) : (i32, i32) -> i32
    %2366 = "arith.xori"(%2354, %2352) : (i32, i32) -> i32
    %2367 = "arith.xori"(%2354, %2354) : (i32, i32) -> i32
    %2368 = "arith.xori"(%2354, %2356) : (i32, i32) -> i32
    %2369 = "arith.xori"(%2354, %2358) : (i32, i32) -> i32
    %2370 = "arith.xori"(%2354, %2360) : (i32, i32) -> i32
    %2371 = "arith.xori"(%2354, %2362) : (i32, i32) -> i32
    %2372 = "arith.xori"(%2354, %2364) : (i32, i32) -> i32
    %2373 = "arith.xori"(%2356, %2352) : (i32, i32) -> i32
    %2374 = "arith.xori"(%2356, %2354) : (i32, i32) -> i32
    %2375 = "arith.xori"(%2356, %2356) : (i32, i32) -> i32
    %2376 = "arith.xori"(%2356, %2358) : (i32, i32) -> i32
    %2377 = "arith.xori"(%2356, %2360) : (i32, i32) -> i32
    %2378 = "arith.xori"(%2356, %2362) : (i32, i32) -> i32
    %2379 = "arith.xori"(%2356, %2364) : (i32, i32) -> i32
    %2380 = "arith.xori"(%2358, %2352) : (i32, i32) -> i32
    %2381 = "arith.xori"(%2358, %2354) : (i32, i32) -> i32
    %2382 = "arith.xori"(%2358, %2356) : (i32, i32) -> i32
    %2383 = "arith.xori"(%2358, %2358) : (i32, i32) -> i32
    %2384 = "arith.xori"(%2358, %2360) : (i32, i32) -> i32
    %2385 = "arith.xori"(%2358, %2362) : (i32, i32) -> i32
    %2386 = "arith.xori"(%2358, %2364) : (i32, i32) -> i32
    %2387 = "arith.xori"(%2360, %2352) : (i32, i32) -> i32
    %2388 = "arith.xori"(%2360, %2354) : (i32, i32) -> i32
    %2389 = "arith.xori"(%2360, %2356) : (i32, i32) -> i32
    %2390 = "arith.xori"(%2360, %2358) : (i32, i32) -> i32
    %2391 = "arith.xori"(%2360, %2360) : (i32, i32) -> i32
    %2392 = "arith.xori"(%2360, %2362) : (i32, i32) -> i32
    %2393 = "arith.xori"(%2360, %2364) : (i32, i32) -> i32
    %2394 = "arith.xori"(%2362, %2352) : (i32, i32) -> i32
    %2395 = "arith.xori"(%2362, %2354) : (i32, i32) -> i32
    %2396 = "arith.xori"(%2362, %2356) : (i32, i32) -> i32
    %2397 = "arith.xori"(%2362, %2358) : (i32, i32) -> i32
    %2398 = "arith.xori"(%2362, %2360) : (i32, i32) -> i32
    %2399 = "arith.xori"(%2362, %2362) : (i32, i32) -> i32
    %2400 = "arith.xori"(%2362, %2364) : (i32, i32) -> i32
    %2401 = "arith.xori"(%2364, %2352) : (i32, i32) -> i32
    %2402 = "arith.xori"(%2364, %2354) : (i32, i32) -> i32
    %2403 = "arith.xori"(%2364, %2356) : (i32, i32) -> i32
    %2404 = "arith.xori"(%2364, %2358) : (i32, i32) -> i32
    %2405 = "arith.xori"(%2364, %2360) : (i32, i32) -> i32
    %2406 = "arith.xori"(%2364, %2362) : (i32, i32) -> i32
    %2407 = "arith.xori"(%2364, %2364) : (i32, i32) -> i32
    "func.return"(%2353, %2355, %2357, %2359, %2361, %2363, %2365, %2366, %2367, %2368, %2369, %2370, %2371, %2372, %2373, %2374, %2375, %2376, %2377, %2378, %2379, %2380, %2381, %2382, %2383, %2384, %2385, %2386, %2387, %2388, %2389, %2390, %2391, %2392, %2393, %2394, %2395, %2396, %2397, %2398, %2399, %2400, %2401, %2402, %2403, %2404, %2405, %2406, %2407) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "xori_index"}> ({
    %2296 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2297 = "arith.xori"(%2296, %2296) : (index, index) -> index
    %2298 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2299 = "arith.xori"(%2296, %2298) : (index, index) -> index
    %2300 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2301 = "arith.xori"(%2296, %2300) : (index, index) -> index
    %2302 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2303 = "arith.xori"(%2296, %2302) : (index, index) -> index
    %2304 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2305 = "arith.xori"(%2296, %2304) : (index, index) -> index
    %2306 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %2307 = "arith.xori"(%2296, %2306) : (index, index) -> index
    %2308 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %2309 = "arith.xori"(%2296, %2308) : (index, index) -> index
    %2310 = "arith.xori"(%2298, %2296) : (index, index) -> index
    %2311 = "arith.xori"(%2298, %2298) : (index, index) -> index
    %2312 = "arith.xori"(%2298, %2300) : (index, index) -> index
    %2313 = "arith.xori"(%2298, %2302) : (index, index) -> index
    %2314 = "arith.xori"(%2298, %2304) : (index, index) -> index
    %2315 = "arith.xori"(%2298, %2306) : (index, index) -> index
    %2316 = "arith.xori"(%2298, %2308) : (index, index) -> index
    %2317 = "arith.xori"(%2300, %2296) : (index, index) -> index
    %2318 = "arith.xori"(%2300, %2298) : (index, index) -> index
    %2319 = "arith.xori"(%2300, %2300) : (index, index) -> index
    %2320 = "arith.xori"(%2300, %2302) : (index, index) -> index
    %2321 = "arith.xori"(%2300, %2304) : (index, index) -> index
    %2322 = "arith.xori"(%2300, %2306) : (index, index) -> index
    %2323 = "arith.xori"(%2300, %2308) : (index, index) -> index
    %2324 = "arith.xori"(%2302, %2296) : (index, index) -> index
    %2325 = "arith.xori"(%2302, %2298) : (index, index) -> index
    %2326 = "arith.xori"(%2302, %2300) : (index, index) -> index
    %2327 = "arith.xori"(%2302, %2302) : (index, index) -> index
    %2328 = "arith.xori"(%2302, %2304) : (index, index) -> index
    %2329 = "arith.xori"(%2302, %2306) : (index, index) -> index
    %2330 = "arith.xori"(%2302, %2308) : (index, index) -> index
    %2331 = "arith.xori"(%2304, %2296) : (index, index) -> index
    %2332 = "arith.xori"(%2304, %2298) : (index, index) -> index
    %2333 = "arith.xori"(%2304, %2300) : (index, index) -> index
    %2334 = "arith.xori"(%2304, %2302) : (index, index) -> index
    %2335 = "arith.xori"(%2304, %2304) : (index, index) -> index
    %2336 = "arith.xori"(%2304, %2306) : (index, index) -> index
    %2337 = "arith.xori"(%2304, %2308) : (index, index) -> index
    %2338 = "arith.xori"(%2306, %2296) : (index, index) -> index
    %2339 = "arith.xori"(%2306, %2298) : (index, index) -> index
    %2340 = "arith.xori"(%2306, %2300) : (index, index) -> index
    %2341 = "arith.xori"(%2306, %2302) : (index, index) -> index
    %2342 = "arith.xori"(%2306, %2304) : (index, index) -> index
    %2343 = "arith.xori"(%2306, %2306) : (index, index) -> index
    %2344 = "arith.xori"(%2306, %2308) : (index, index) -> index
    %2345 = "arith.xori"(%2308, %2296) : (index, index) -> index
    %2346 = "arith.xori"(%2308, %2298) : (index, index) -> index
    %2347 = "arith.xori"(%2308, %2300) : (index, index) -> index
    %2348 = "arith.xori"(%2308, %2302) : (index, index) -> index
    %2349 = "arith.xori"(%2308, %2304) : (index, index) -> index
    %2350 = "arith.xori"(%2308, %2306) : (index, index) -> index
    %2351 = "arith.xori"(%2308, %2308) : (index, index) -> index
    "func.return"(%2297, %2299, %2301, %2303, %2305, %2307, %2309, %2310, %2311, %2312, %2313, %2314, %2315, %2316, %2317, %2318, %2319, %2320, %2321, %2322, %2323, %2324, %2325, %2326, %2327, %2328, %2329, %2330, %2331, %2332, %2333, %2334, %2335, %2336, %2337, %2338, %2339, %2340, %2341, %2342, %2343, %2344, %2345, %2346, %2347, %2348, %2349, %2350, %2351) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "xori_i128"}> ({
    %2240 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2241 = "arith.xori"(%2240, %2240) : (i128, i128) -> i128
    %2242 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %2243 = "arith.xori"(%2240, %2242) : (i128, i128) -> i128
    %2244 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %2245 = "arith.xori"(%2240, %2244) : (i128, i128) -> i128
    %2246 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %2247 = "arith.xori"(%2240, %2246) : (i128, i128) -> i128
    %2248 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %2249 = "arith.xori"(%2240, %2248) : (i128, i128) -> i128
    %2250 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %2251 = "arith.xori"(%2240, %2250) : (i128, i128) -> i128
    %2252 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %2253 = "arith.xori"(%2240, %2252) : (i128, i128) -> i128
    %2254 = "arith.xori"(%2242, %2240) : (i128, i128) -> i128
    %2255 = "arith.xori"(%2242, %2242) : (i128, i128) -> i128
    %2256 = "arith.xori"(%2242, %2244) : (i128, i128) -> i128
    %2257 = "arith.xori"(%2242, %2246) : (i128, i128) -> i128
    %2258 = "arith.xori"(%2242, %2248) : (i128, i128) -> i128
    %2259 = "arith.xori"(%2242, %2250) : (i128, i128) -> i128
    %2260 = "arith.xori"(%2242, %2252) : (i128, i128) -> i128
    %2261 = "arith.xori"(%2244, %2240) : (i128, i128) -> i128
    %2262 = "arith.xori"(%2244, %2242) : (i128, i128) -> i128
    %2263 = "arith.xori"(%2244, %2244) : (i128, i128) -> i128
    %2264 = "arith.xori"(%2244, %2246) : (i128, i128) -> i128
    %2265 = "arith.xori"(%2244, %2248) : (i128, i128) -> i128
    %2266 = "arith.xori"(%2244, %2250) : (i128, i128) -> i128
    %2267 = "arith.xori"(%2244, %2252) : (i128, i128) -> i128
    %2268 = "arith.xori"(%2246, %2240) : (i128, i128) -> i128
    %2269 = "arith.xori"(%2246, %2242) : (i128, i128) -> i128
    %2270 = "arith.xori"(%2246, %2244) : (i128, i128) -> i128
    %2271 = "arith.xori"(%2246, %2246) : (i128, i128) -> i128
    %2272 = "arith.xori"(%2246, %2248) : (i128, i128) -> i128
    %2273 = "arith.xori"(%2246, %2250) : (i128, i128) -> i128
    %2274 = "arith.xori"(%2246, %2252) : (i128, i128) -> i128
    %2275 = "arith.xori"(%2248, %2240) : (i128, i128) -> i128
    %2276 = "arith.xori"(%2248, %2242) : (i128, i128) -> i128
    %2277 = "arith.xori"(%2248, %2244) : (i128, i128) -> i128
    %2278 = "arith.xori"(%2248, %2246) : (i128, i128) -> i128
    %2279 = "arith.xori"(%2248, %2248) : (i128, i128) -> i128
    %2280 = "arith.xori"(%2248, %2250) : (i128, i128) -> i128
    %2281 = "arith.xori"(%2248, %2252) : (i128, i128) -> i128
    %2282 = "arith.xori"(%2250, %2240) : (i128, i128) -> i128
    %2283 = "arith.xori"(%2250, %2242) : (i128, i128) -> i128
    %2284 = "arith.xori"(%2250, %2244) : (i128, i128) -> i128
    %2285 = "arith.xori"(%2250, %2246) : (i128, i128) -> i128
    %2286 = "arith.xori"(%2250, %2248) : (i128, i128) -> i128
    %2287 = "arith.xori"(%2250, %2250) : (i128, i128) -> i128
    %2288 = "arith.xori"(%2250, %2252) : (i128, i128) -> i128
    %2289 = "arith.xori"(%2252, %2240) : (i128, i128) -> i128
    %2290 = "arith.xori"(%2252, %2242) : (i128, i128) -> i128
    %2291 = "arith.xori"(%2252, %2244) : (i128, i128) -> i128
    %2292 = "arith.xori"(%2252, %2246) : (i128, i128) -> i128
    %2293 = "arith.xori"(%2252, %2248) : (i128, i128) -> i128
    %2294 = "arith.xori"(%2252, %2250) : (i128, i128) -> i128
    %2295 = "arith.xori"(%2252, %2252) : (i128, i128) -> i128
    "func.return"(%2241, %2243, %2245, %2247, %2249, %2251, %2253, %2254, %2255, %2256, %2257, %2258, %2259, %2260, %2261, %2262, %2263, %2264, %2265, %2266, %2267, %2268, %2269, %2270, %2271, %2272, %2273, %2274, %2275, %2276, %2277, %2278, %2279, %2280, %2281, %2282, %2283, %2284, %2285, %2286, %2287, %2288, %2289, %2290, %2291, %2292, %2293, %2294, %2295) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "shli_i1"}> ({
    %2234 = "arith.constant"() <{value = false}> : () -> i1
    %2235 = "arith.shli"(%2234, %2234) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %2236 = "arith.constant"() <{value = true}> : () -> i1
    %2237 = "arith.shli"(%2234, %2236) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %2238 = "arith.shli"(%2236, %2234) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %2239 = "arith.shli"(%2236, %2236) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%2235, %2237, %2238, %2239) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "shli_i7"}> ({
    %2178 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %2179 = "arith.shli"(%2178, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2180 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %2181 = "arith.shli"(%2178, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2182 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %2183 = "arith.shli"(%2178, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2184 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %2185 = "arith.shli"(%2178, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2186 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %2187 = "arith.shli"(%2178, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2188 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %2189 = "arith.shli"(%2178, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2190 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %2191 = "arith.shli"(%2178, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2192 = "arith.shli"(%2180, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2193 = "arith.shli"(%2180, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2194 = "arith.shli"(%2180, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2195 = "arith.shli"(%2180, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2196 = "arith.shli"(%2180, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2197 = "arith.shli"(%2180, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2198 = "arith.shli"(%2180, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2199 = "arith.shli"(%2182, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2200 = "arith.shli"(%2182, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2201 = "arith.shli"(%2182, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2202 = "arith.shli"(%2182, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2203 = "arith.shli"(%2182, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2204 = "arith.shli"(%2182, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2205 = "arith.shli"(%2182, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2206 = "arith.shli"(%2184, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2207 = "arith.shli"(%2184, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2208 = "arith.shli"(%2184, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2209 = "arith.shli"(%2184, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2210 = "arith.shli"(%2184, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2211 = "arith.shli"(%2184, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2212 = "arith.shli"(%2184, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2213 = "arith.shli"(%2186, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2214 = "arith.shli"(%2186, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2215 = "arith.shli"(%2186, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2216 = "arith.shli"(%2186, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2217 = "arith.shli"(%2186, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2218 = "arith.shli"(%2186, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2219 = "arith.shli"(%2186, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2220 = "arith.shli"(%2188, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2221 = "arith.shli"(%2188, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2222 = "arith.shli"(%2188, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2223 = "arith.shli"(%2188, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2224 = "arith.shli"(%2188, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2225 = "arith.shli"(%2188, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2226 = "arith.shli"(%2188, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2227 = "arith.shli"(%2190, %2178) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2228 = "arith.shli"(%2190, %2180) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2229 = "arith.shli"(%2190, %2182) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2230 = "arith.shli"(%2190, %2184) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2231 = "arith.shli"(%2190, %2186) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2232 = "arith.shli"(%2190, %2188) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %2233 = "arith.shli"(%2190, %2190) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    "func.return"(%2179, %2181, %2183, %2185, %2187, %2189, %2191, %2192, %2193, %2194, %2195, %2196, %2197, %2198, %2199, %2200, %2201, %2202, %2203, %2204, %2205, %2206, %2207, %2208, %2209, %2210, %2211, %2212, %2213, %2214, %2215, %2216, %2217, %2218, %2219, %2220, %2221, %2222, %2223, %2224, %2225, %2226, %2227, %2228, %2229, %2230, %2231, %2232, %2233) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shli_i8"}> ({
    %2088 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2089 = "arith.shli"(%2088, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2090 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2091 = "arith.shli"(%2088, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2092 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2093 = "arith.shli"(%2088, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2094 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %2095 = "arith.shli"(%2088, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2096 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2097 = "arith.shli"(%2088, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2098 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %2099 = "arith.shli"(%2088, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2100 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %2101 = "arith.shli"(%2088, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2102 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %2103 = "arith.shli"(%2088, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2104 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2105 = "arith.shli"(%2088, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2106 = "arith.shli"(%2090, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2107 = "arith.shli"(%2090, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2108 = "arith.shli"(%2090, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2109 = "arith.shli"(%2090, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2110 = "arith.shli"(%2090, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2111 = "arith.shli"(%2090, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2112 = "arith.shli"(%2090, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2113 = "arith.shli"(%2090, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2114 = "arith.shli"(%2090, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2115 = "arith.shli"(%2092, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2116 = "arith.shli"(%2092, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2117 = "arith.shli"(%2092, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2118 = "arith.shli"(%2092, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2119 = "arith.shli"(%2092, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2120 = "arith.shli"(%2092, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2121 = "arith.shli"(%2092, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2122 = "arith.shli"(%2092, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2123 = "arith.shli"(%2092, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2124 = "arith.shli"(%2094, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2125 = "arith.shli"(%2094, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2126 = "arith.shli"(%2094, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2127 = "arith.shli"(%2094, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2128 = "arith.shli"(%2094, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2129 = "arith.shli"(%2094, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2130 = "arith.shli"(%2094, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2131 = "arith.shli"(%2094, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2132 = "arith.shli"(%2094, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2133 = "arith.shli"(%2096, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2134 = "arith.shli"(%2096, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2135 = "arith.shli"(%2096, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2136 = "arith.shli"(%2096, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2137 = "arith.shli"(%2096, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2138 = "arith.shli"(%2096, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2139 = "arith.shli"(%2096, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2140 = "arith.shli"(%2096, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2141 = "arith.shli"(%2096, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2142 = "arith.shli"(%2098, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2143 = "arith.shli"(%2098, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2144 = "arith.shli"(%2098, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2145 = "arith.shli"(%2098, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2146 = "arith.shli"(%2098, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2147 = "arith.shli"(%2098, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2148 = "arith.shli"(%2098, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2149 = "arith.shli"(%2098, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2150 = "arith.shli"(%2098, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2151 = "arith.shli"(%2100, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2152 = "arith.shli"(%2100, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2153 = "arith.shli"(%2100, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2154 = "arith.shli"(%2100, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2155 = "arith.shli"(%2100, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2156 = "arith.shli"(%2100, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2157 = "arith.shli"(%2100, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2158 = "arith.shli"(%2100, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2159 = "arith.shli"(%2100, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2160 = "arith.shli"(%2102, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2161 = "arith.shli"(%2102, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2162 = "arith.shli"(%2102, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2163 = "arith.shli"(%2102, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2164 = "arith.shli"(%2102, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2165 = "arith.shli"(%2102, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2166 = "arith.shli"(%2102, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2167 = "arith.shli"(%2102, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2168 = "arith.shli"(%2102, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2169 = "arith.shli"(%2104, %2088) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2170 = "arith.shli"(%2104, %2090) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2171 = "arith.shli"(%2104, %2092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2172 = "arith.shli"(%2104, %2094) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2173 = "arith.shli"(%2104, %2096) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2174 = "arith.shli"(%2104, %2098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2175 = "arith.shli"(%2104, %2100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2176 = "arith.shli"(%2104, %2102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2177 = "arith.shli"(%2104, %2104) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%2089, %2091, %2093, %2095, %2097, %2099, %2101, %2103, %2105, %2106, %2107, %2108, %2109, %2110, %2111, %2112, %2113, %2114, %2115, %2116, %2117, %2118, %2119, %2120, %2121, %2122, %2123, %2124, %2125, %2126, %2127, %2128, %2129, %2130, %2131, %2132, %2133, %2134, %2135, %2136, %2137, %2138, %2139, %2140, %2141, %2142, %2143, %2144, %2145, %2146, %2147, %2148, %2149, %2150, %2151, %2152, %2153, %2154, %2155, %2156, %2157, %2158, %2159, %2160, %2161, %2162, %2163, %2164, %2165, %2166, %2167, %2168, %2169, %2170, %2171, %2172, %2173, %2174, %2175, %2176, %2177) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "shli_i32"}> ({
    %2032 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2033 = "arith.shli"(%2032, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2034 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2035 = "arith.shli"(%2032, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2036 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2037 = "arith.shli"(%2032, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2038 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %2039 = "arith.shli"(%2032, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2040 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %2041 = "arith.shli"(%2032, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2042 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %2043 = "arith.shli"(%2032, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2044 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2045 = "arith.shli"(%2032, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2046 = "arith.shli"(%2034, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2047 = "arith.shli"(%2034, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2048 = "arith.shli"(%2034, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2049 = "arith.shli"(%2034, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2050 = "arith.shli"(%2034, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2051 = "arith.shli"(%2034, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2052 = "arith.shli"(%2034, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2053 = "arith.shli"(%2036, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2054 = "arith.shli"(%2036, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2055 = "arith.shli"(%2036, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2056 = "arith.shli"(%2036, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2057 = "arith.shli"(%2036, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2058 = "arith.shli"(%2036, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2059 = "arith.shli"(%2036, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2060 = "arith.shli"(%2038, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2061 = "arith.shli"(%2038, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2062 = "arith.shli"(%2038, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2063 = "arith.shli"(%2038, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2064 = "arith.shli"(%2038, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2065 = "arith.shli"(%2038, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2066 = "arith.shli"(%2038, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2067 = "arith.shli"(%2040, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2068 = "arith.shli"(%2040, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2069 = "arith.shli"(%2040, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2070 = "arith.shli"(%2040, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2071 = "arith.shli"(%2040, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2072 = "arith.shli"(%2040, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2073 = "arith.shli"(%2040, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2074 = "arith.shli"(%2042, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2075 = "arith.shli"(%2042, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2076 = "arith.shli"(%2042, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2077 = "arith.shli"(%2042, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2078 = "arith.shli"(%2042, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2079 = "arith.shli"(%2042, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2080 = "arith.shli"(%2042, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2081 = "arith.shli"(%2044, %2032) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2082 = "arith.shli"(%2044, %2034) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2083 = "arith.shli"(%2044, %2036) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2084 = "arith.shli"(%2044, %2038) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2085 = "arith.shli"(%2044, %2040) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2086 = "arith.shli"(%2044, %2042) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2087 = "arith.shli"(%2044, %2044) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2033, %2035, %2037, %2039, %2041, %2043, %2045, %2046, %2047, %2048, %2049, %2050, %2051, %2052, %2053, %2054, %2055, %2056, %2057, %2058, %2059, %2060, %2061, %2062, %2063, %2064, %2065, %2066, %2067, %2068, %2069, %2070, %2071, %2072, %2073, %2074, %2075, %2076, %2077, %2078, %2079, %2080, %2081, %2082, %2083, %2084, %2085, %2086, %2087) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "shli_index"}> ({
    %1976 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1977 = "arith.shli"(%1976, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1978 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1979 = "arith.shli"(%1976, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1980 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1981 = "arith.shli"(%1976, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1982 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1983 = "arith.shli"(%1976, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1984 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1985 = "arith.shli"(%1976, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1986 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1987 = "arith.shli"(%1976, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1988 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1989 = "arith.shli"(%1976, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1990 = "arith.shli"(%1978, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1991 = "arith.shli"(%1978, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1992 = "arith.shli"(%1978, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1993 = "arith.shli"(%1978, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1994 = "arith.shli"(%1978, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1995 = "arith.shli"(%1978, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1996 = "arith.shli"(%1978, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1997 = "arith.shli"(%1980, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1998 = "arith.shli"(%1980, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1999 = "arith.shli"(%1980, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2000 = "arith.shli"(%1980, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2001 = "arith.shli"(%1980, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2002 = "arith.shli"(%1980, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2003 = "arith.shli"(%1980, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2004 = "arith.shli"(%1982, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2005 = "arith.shli"(%1982, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2006 = "arith.shli"(%1982, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2007 = "arith.shli"(%1982, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2008 = "arith.shli"(%1982, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2009 = "arith.shli"(%1982, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2010 = "arith.shli"(%1982, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2011 = "arith.shli"(%1984, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2012 = "arith.shli"(%1984, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2013 = "arith.shli"(%1984, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2014 = "arith.shli"(%1984, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2015 = "arith.shli"(%1984, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2016 = "arith.shli"(%1984, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2017 = "arith.shli"(%1984, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2018 = "arith.shli"(%1986, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2019 = "arith.shli"(%1986, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2020 = "arith.shli"(%1986, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2021 = "arith.shli"(%1986, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2022 = "arith.shli"(%1986, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2023 = "arith.shli"(%1986, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2024 = "arith.shli"(%1986, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2025 = "arith.shli"(%1988, %1976) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2026 = "arith.shli"(%1988, %1978) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2027 = "arith.shli"(%1988, %1980) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2028 = "arith.shli"(%1988, %1982) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2029 = "arith.shli"(%1988, %1984) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2030 = "arith.shli"(%1988, %1986) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2031 = "arith.shli"(%1988, %1988) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1977, %1979, %1981, %1983, %1985, %1987, %1989, %1990, %1991, %1992, %1993, %1994, %1995, %1996, %1997, %1998, %1999, %2000, %2001, %2002, %2003, %2004, %2005, %2006, %2007, %2008, %2009, %2010, %2011, %2012, %2013, %2014, %2015, %2016, %2017, %2018, %2019, %2020, %2021, %2022, %2023, %2024, %2025, %2026, %2027, %2028, %2029, %2030, %2031) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "shli_i128"}> ({
    %1920 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1921 = "arith.shli"(%1920, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1922 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1923 = "arith.shli"(%1920, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1924 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1925 = "arith.shli"(%1920, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1926 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1927 = "arith.shli"(%1920, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1928 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1929 = "arith.shli"(%1920, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1930 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1931 = "arith.shli"(%1920, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1932 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1933 = "arith.shli"(%1920, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1934 = "arith.shli"(%1922, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1935 = "arith.shli"(%1922, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1936 = "arith.shli"(%1922, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1937 = "arith.shli"(%1922, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1938 = "arith.shli"(%1922, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1939 = "arith.shli"(%1922, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1940 = "arith.shli"(%1922, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1941 = "arith.shli"(%1924, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1942 = "arith.shli"(%1924, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1943 = "arith.shli"(%1924, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1944 = "arith.shli"(%1924, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1945 = "arith.shli"(%1924, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1946 = "arith.shli"(%1924, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1947 = "arith.shli"(%1924, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1948 = "arith.shli"(%1926, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1949 = "arith.shli"(%1926, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1950 = "arith.shli"(%1926, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1951 = "arith.shli"(%1926, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1952 = "arith.shli"(%1926, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1953 = "arith.shli"(%1926, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1954 = "arith.shli"(%1926, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1955 = "arith.shli"(%1928, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1956 = "arith.shli"(%1928, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1957 = "arith.shli"(%1928, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1958 = "arith.shli"(%1928, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1959 = "arith.shli"(%1928, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1960 = "arith.shli"(%1928, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1961 = "arith.shli"(%1928, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1962 = "arith.shli"(%1930, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1963 = "arith.shli"(%1930, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1964 = "arith.shli"(%1930, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1965 = "arith.shli"(%1930, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1966 = "arith.shli"(%1930, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1967 = "arith.shli"(%1930, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1968 = "arith.shli"(%1930, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1969 = "arith.shli"(%1932, %1920) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1970 = "arith.shli"(%1932, %1922) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1971 = "arith.shli"(%1932, %1924) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1972 = "arith.shli"(%1932, %1926) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1973 = "arith.shli"(%1932, %1928) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1974 = "arith.shli"(%1932, %1930) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %1975 = "arith.shli"(%1932, %1932) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    "func.return"(%1921, %1923, %1925, %1927, %1929, %1931, %1933, %1934, %1935, %1936, %1937, %1938, %1939, %1940, %1941, %1942, %1943, %1944, %1945, %1946, %1947, %1948, %1949, %1950, %1951, %1952, %1953, %1954, %1955, %1956, %1957, %1958, %1959, %1960, %1961, %1962, %1963, %1964, %1965, %1966, %1967, %1968, %1969, %1970, %1971, %1972, %1973, %1974, %1975) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "shrsi_i1"}> ({
    %1914 = "arith.constant"() <{value = false}> : () -> i1
    %1915 = "arith.shrsi"(%1914, %1914) : (i1, i1) -> i1
    %1916 = "arith.constant"() <{value = true}> : () -> i1
    %1917 = "arith.shrsi"(%1914, %1916) : (i1, i1) -> i1
    %1918 = "arith.shrsi"(%1916, %1914) : (i1, i1) -> i1
    %1919 = "arith.shrsi"(%1916, %1916) : (i1, i1) -> i1
    "func.return"(%1915, %1917, %1918, %1919) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "shrsi_i7"}> ({
    %1858 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1859 = "arith.shrsi"(%1858, %1858) : (i7, i7) -> i7
    %1860 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1861 = "arith.shrsi"(%1858, %1860) : (i7, i7) -> i7
    %1862 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1863 = "arith.shrsi"(%1858, %1862) : (i7, i7) -> i7
    %1864 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1865 = "arith.shrsi"(%1858, %1864) : (i7, i7) -> i7
    %1866 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1867 = "arith.shrsi"(%1858, %1866) : (i7, i7) -> i7
    %1868 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1869 = "arith.shrsi"(%1858, %1868) : (i7, i7) -> i7
    %1870 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1871 = "arith.shrsi"(%1858, %1870) : (i7, i7) -> i7
    %1872 = "arith.shrsi"(%1860, %1858) : (i7, i7) -> i7
    %1873 = "arith.shrsi"(%1860, %1860) : (i7, i7) -> i7
    %1874 = "arith.shrsi"(%1860, %1862) : (i7, i7) -> i7
    %1875 = "arith.shrsi"(%1860, %1864) : (i7, i7) -> i7
    %1876 = "arith.shrsi"(%1860, %1866) : (i7, i7) -> i7
    %1877 = "arith.shrsi"(%1860, %1868) : (i7, i7) -> i7
    %1878 = "arith.shrsi"(%1860, %1870) : (i7, i7) -> i7
    %1879 = "arith.shrsi"(%1862, %1858) : (i7, i7) -> i7
    %1880 = "arith.shrsi"(%1862, %1860) : (i7, i7) -> i7
    %1881 = "arith.shrsi"(%1862, %1862) : (i7, i7) -> i7
    %1882 = "arith.shrsi"(%1862, %1864) : (i7, i7) -> i7
    %1883 = "arith.shrsi"(%1862, %1866) : (i7, i7) -> i7
    %1884 = "arith.shrsi"(%1862, %1868) : (i7, i7) -> i7
    %1885 = "arith.shrsi"(%1862, %1870) : (i7, i7) -> i7
    %1886 = "arith.shrsi"(%1864, %1858) : (i7, i7) -> i7
    %1887 = "arith.shrsi"(%1864, %1860) : (i7, i7) -> i7
    %1888 = "arith.shrsi"(%1864, %1862) : (i7, i7) -> i7
    %1889 = "arith.shrsi"(%1864, %1864) : (i7, i7) -> i7
    %1890 = "arith.shrsi"(%1864, %1866) : (i7, i7) -> i7
    %1891 = "arith.shrsi"(%1864, %1868) : (i7, i7) -> i7
    %1892 = "arith.shrsi"(%1864, %1870) : (i7, i7) -> i7
    %1893 = "arith.shrsi"(%1866, %1858) : (i7, i7) -> i7
    %1894 = "arith.shrsi"(%1866, %1860) : (i7, i7) -> i7
    %1895 = "arith.shrsi"(%1866, %1862) : (i7, i7) -> i7
    %1896 = "arith.shrsi"(%1866, %1864) : (i7, i7) -> i7
    %1897 = "arith.shrsi"(%1866, %1866) : (i7, i7) -> i7
    %1898 = "arith.shrsi"(%1866, %1868) : (i7, i7) -> i7
    %1899 = "arith.shrsi"(%1866, %1870) : (i7, i7) -> i7
    %1900 = "arith.shrsi"(%1868, %1858) : (i7, i7) -> i7
    %1901 = "arith.shrsi"(%1868, %1860) : (i7, i7) -> i7
    %1902 = "arith.shrsi"(%1868, %1862) : (i7, i7) -> i7
    %1903 = "arith.shrsi"(%1868, %1864) : (i7, i7) -> i7
    %1904 = "arith.shrsi"(%1868, %1866) : (i7, i7) -> i7
    %1905 = "arith.shrsi"(%1868, %1868) : (i7, i7) -> i7
    %1906 = "arith.shrsi"(%1868, %1870) : (i7, i7) -> i7
    %1907 = "arith.shrsi"(%1870, %1858) : (i7, i7) -> i7
    %1908 = "arith.shrsi"(%1870, %1860) : (i7, i7) -> i7
    %1909 = "arith.shrsi"(%1870, %1862) : (i7, i7) -> i7
    %1910 = "arith.shrsi"(%1870, %1864) : (i7, i7) -> i7
    %1911 = "arith.shrsi"(%1870, %1866) : (i7, i7) -> i7
    %1912 = "arith.shrsi"(%1870, %1868) : (i7, i7) -> i7
    %1913 = "arith.shrsi"(%1870, %1870) : (i7, i7) -> i7
    "func.return"(%1859, %1861, %1863, %1865, %1867, %1869, %1871, %1872, %1873, %1874, %1875, %1876, %1877, %1878, %1879, %1880, %1881, %1882, %1883, %1884, %1885, %1886, %1887, %1888, %1889, %1890, %1891, %1892, %1893, %1894, %1895, %1896, %1897, %1898, %1899, %1900, %1901, %1902, %1903, %1904, %1905, %1906, %1907, %1908, %1909, %1910, %1911, %1912, %1913) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shrsi_i8"}> ({
    %1768 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1769 = "arith.shrsi"(%1768, %1768) : (i8, i8) -> i8
    %1770 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1771 = "arith.shrsi"(%1768, %1770) : (i8, i8) -> i8
    %1772 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1773 = "arith.shrsi"(%1768, %1772) : (i8, i8) -> i8
    %1774 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1775 = "arith.shrsi"(%1768, %1774) : (i8, i8) -> i8
    %1776 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1777 = "arith.shrsi"(%1768, %1776) : (i8, i8) -> i8
    %1778 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1779 = "arith.shrsi"(%1768, %1778) : (i8, i8) -> i8
    %1780 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1781 = "arith.shrsi"(%1768, %1780) : (i8, i8) -> i8
    %1782 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1783 = "arith.shrsi"(%1768, %1782) : (i8, i8) -> i8
    %1784 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1785 = "arith.shrsi"(%1768, %1784) : (i8, i8) -> i8
    %1786 = "arith.shrsi"(%1770, %1768) : (i8, i8) -> i8
    %1787 = "arith.shrsi"(%1770, %1770) : (i8, i8) -> i8
    %1788 = "arith.shrsi"(%1770, %1772) : (i8, i8) -> i8
    %1789 = "arith.shrsi"(%1770, %1774) : (i8, i8) -> i8
    %1790 = "arith.shrsi"(%1770, %1776) : (i8, i8) -> i8
    %1791 = "arith.shrsi"(%1770, %1778) : (i8, i8) -> i8
    %1792 = "arith.shrsi"(%1770, %1780) : (i8, i8) -> i8
    %1793 = "arith.shrsi"(%1770, %1782) : (i8, i8) -> i8
    %1794 = "arith.shrsi"(%1770, %1784) : (i8, i8) -> i8
    %1795 = "arith.shrsi"(%1772, %1768) : (i8, i8) -> i8
    %1796 = "arith.shrsi"(%1772, %1770) : (i8, i8) -> i8
    %1797 = "arith.shrsi"(%1772, %1772) : (i8, i8) -> i8
    %1798 = "arith.shrsi"(%1772, %1774) : (i8, i8) -> i8
    %1799 = "arith.shrsi"(%1772, %1776) : (i8, i8) -> i8
    %1800 = "arith.shrsi"(%1772, %1778) : (i8, i8) -> i8
    %1801 = "arith.shrsi"(%1772, %1780) : (i8, i8) -> i8
    %1802 = "arith.shrsi"(%1772, %1782) : (i8, i8) -> i8
    %1803 = "arith.shrsi"(%1772, %1784) : (i8, i8) -> i8
    %1804 = "arith.shrsi"(%1774, %1768) : (i8, i8) -> i8
    %1805 = "arith.shrsi"(%1774, %1770) : (i8, i8) -> i8
    %1806 = "arith.shrsi"(%1774, %1772) : (i8, i8) -> i8
    %1807 = "arith.shrsi"(%1774, %1774) : (i8, i8) -> i8
    %1808 = "arith.shrsi"(%1774, %1776) : (i8, i8) -> i8
    %1809 = "arith.shrsi"(%1774, %1778) : (i8, i8) -> i8
    %1810 = "arith.shrsi"(%1774, %1780) : (i8, i8) -> i8
    %1811 = "arith.shrsi"(%1774, %1782) : (i8, i8) -> i8
    %1812 = "arith.shrsi"(%1774, %1784) : (i8, i8) -> i8
    %1813 = "arith.shrsi"(%1776, %1768) : (i8, i8) -> i8
    %1814 = "arith.shrsi"(%1776, %1770) : (i8, i8) -> i8
    %1815 = "arith.shrsi"(%1776, %1772) : (i8, i8) -> i8
    %1816 = "arith.shrsi"(%1776, %1774) : (i8, i8) -> i8
    %1817 = "arith.shrsi"(%1776, %1776) : (i8, i8) -> i8
    %1818 = "arith.shrsi"(%1776, %1778) : (i8, i8) -> i8
    %1819 = "arith.shrsi"(%1776, %1780) : (i8, i8) -> i8
    %1820 = "arith.shrsi"(%1776, %1782) : (i8, i8) -> i8
    %1821 = "arith.shrsi"(%1776, %1784) : (i8, i8) -> i8
    %1822 = "arith.shrsi"(%1778, %1768) : (i8, i8) -> i8
    %1823 = "arith.shrsi"(%1778, %1770) : (i8, i8) -> i8
    %1824 = "arith.shrsi"(%1778, %1772) : (i8, i8) -> i8
    %1825 = "arith.shrsi"(%1778, %1774) : (i8, i8) -> i8
    %1826 = "arith.shrsi"(%1778, %1776) : (i8, i8) -> i8
    %1827 = "arith.shrsi"(%1778, %1778) : (i8, i8) -> i8
    %1828 = "arith.shrsi"(%1778, %1780) : (i8, i8) -> i8
    %1829 = "arith.shrsi"(%1778, %1782) : (i8, i8) -> i8
    %1830 = "arith.shrsi"(%1778, %1784) : (i8, i8) -> i8
    %1831 = "arith.shrsi"(%1780, %1768) : (i8, i8) -> i8
    %1832 = "arith.shrsi"(%1780, %1770) : (i8, i8) -> i8
    %1833 = "arith.shrsi"(%1780, %1772) : (i8, i8) -> i8
    %1834 = "arith.shrsi"(%1780, %1774) : (i8, i8) -> i8
    %1835 = "arith.shrsi"(%1780, %1776) : (i8, i8) -> i8
    %1836 = "arith.shrsi"(%1780, %1778) : (i8, i8) -> i8
    %1837 = "arith.shrsi"(%1780, %1780) : (i8, i8) -> i8
    %1838 = "arith.shrsi"(%1780, %1782) : (i8, i8) -> i8
    %1839 = "arith.shrsi"(%1780, %1784) : (i8, i8) -> i8
    %1840 = "arith.shrsi"(%1782, %1768) : (i8, i8) -> i8
    %1841 = "arith.shrsi"(%1782, %1770) : (i8, i8) -> i8
    %1842 = "arith.shrsi"(%1782, %1772) : (i8, i8) -> i8
    %1843 = "arith.shrsi"(%1782, %1774) : (i8, i8) -> i8
    %1844 = "arith.shrsi"(%1782, %1776) : (i8, i8) -> i8
    %1845 = "arith.shrsi"(%1782, %1778) : (i8, i8) -> i8
    %1846 = "arith.shrsi"(%1782, %1780) : (i8, i8) -> i8
    %1847 = "arith.shrsi"(%1782, %1782) : (i8, i8) -> i8
    %1848 = "arith.shrsi"(%1782, %1784) : (i8, i8) -> i8
    %1849 = "arith.shrsi"(%1784, %1768) : (i8, i8) -> i8
    %1850 = "arith.shrsi"(%1784, %1770) : (i8, i8) -> i8
    %1851 = "arith.shrsi"(%1784, %1772) : (i8, i8) -> i8
    %1852 = "arith.shrsi"(%1784, %1774) : (i8, i8) -> i8
    %1853 = "arith.shrsi"(%1784, %1776) : (i8, i8) -> i8
    %1854 = "arith.shrsi"(%1784, %1778) : (i8, i8) -> i8
    %1855 = "arith.shrsi"(%1784, %1780) : (i8, i8) -> i8
    %1856 = "arith.shrsi"(%1784, %1782) : (i8, i8) -> i8
    %1857 = "arith.shrsi"(%1784, %1784) : (i8, i8) -> i8
    "func.return"(%1769, %1771, %1773, %1775, %1777, %1779, %1781, %1783, %1785, %1786, %1787, %1788, %1789, %1790, %1791, %1792, %1793, %1794, %1795, %1796, %1797, %1798, %1799, %1800, %1801, %1802, %1803, %1804, %1805, %1806, %1807, %1808, %1809, %1810, %1811, %1812, %1813, %1814, %1815, %1816, %1817, %1818, %1819, %1820, %1821, %1822, %1823, %1824, %1825, %1826, %1827, %1828, %1829, %1830, %1831, %1832, %1833, %1834, %1835, %1836, %1837, %1838, %1839, %1840, %1841, %1842, %1843, %1844, %1845, %1846, %1847, %1848, %1849, %1850, %1851, %1852, %1853, %1854, %1855, %1856, %1857) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "shrsi_i32"}> ({
    %1712 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1713 = "arith.shrsi"(%1712, %1712) : (i32, i32) -> i32
    %1714 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1715 = "arith.shrsi"(%1712, %1714) : (i32, i32) -> i32
    %1716 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1717 = "arith.shrsi"(%1712, %1716) : (i32, i32) -> i32
    %1718 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1719 = "arith.shrsi"(%1712, %1718) : (i32, i32) -> i32
    %1720 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1721 = "arith.shrsi"(%1712, %1720) : (i32, i32) -> i32
    %1722 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1723 = "arith.shrsi"(%1712, %1722) : (i32, i32) -> i32
    %1724 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1725 = "arith.shrsi"(%1712, %1724) : (i32, i32) -> i32
    %1726 = "arith.shrsi"(%1714, %1712) : (i32, i32) -> i32
    %1727 = "arith.shrsi"(%1714, %1714) : (i32, i32) -> i32
    %1728 = "arith.shrsi"(%1714, %1716) : (i32, i32) -> i32
    %1729 = "arith.shrsi"(%1714, %1718) : (i32, i32) -> i32
    %1730 = "arith.shrsi"(%1714, %1720) : (i32, i32) -> i32
    %1731 = "arith.shrsi"(%1714, %1722) : (i32, i32) -> i32
    %1732 = "arith.shrsi"(%1714, %1724) : (i32, i32) -> i32
    %1733 = "arith.shrsi"(%1716, %1712) : (i32, i32) -> i32
    %1734 = "arith.shrsi"(%1716, %1714) : (i32, i32) -> i32
    %1735 = "arith.shrsi"(%1716, %1716) : (i32, i32) -> i32
    %1736 = "arith.shrsi"(%1716, %1718) : (i32, i32) -> i32
    %1737 = "arith.shrsi"(%1716, %1720) : (i32, i32) -> i32
    %1738 = "arith.shrsi"(%1716, %1722) : (i32, i32) -> i32
    %1739 = "arith.shrsi"(%1716, %1724) : (i32, i32) -> i32
    %1740 = "arith.shrsi"(%1718, %1712) : (i32, i32) -> i32
    %1741 = "arith.shrsi"(%1718, %1714) : (i32, i32) -> i32
    %1742 = "arith.shrsi"(%1718, %1716) : (i32, i32) -> i32
    %1743 = "arith.shrsi"(%1718, %1718) : (i32, i32) -> i32
    %1744 = "arith.shrsi"(%1718, %1720) : (i32, i32) -> i32
    %1745 = "arith.shrsi"(%1718, %1722) : (i32, i32) -> i32
    %1746 = "arith.shrsi"(%1718, %1724) : (i32, i32) -> i32
    %1747 = "arith.shrsi"(%1720, %1712) : (i32, i32) -> i32
    %1748 = "arith.shrsi"(%1720, %1714) : (i32, i32) -> i32
    %1749 = "arith.shrsi"(%1720, %1716) : (i32, i32) -> i32
    %1750 = "arith.shrsi"(%1720, %1718) : (i32, i32) -> i32
    %1751 = "arith.shrsi"(%1720, %1720) : (i32, i32) -> i32
    %1752 = "arith.shrsi"(%1720, %1722) : (i32, i32) -> i32
    %1753 = "arith.shrsi"(%1720, %1724) : (i32, i32) -> i32
    %1754 = "arith.shrsi"(%1722, %1712) : (i32, i32) -> i32
    %1755 = "arith.shrsi"(%1722, %1714) : (i32, i32) -> i32
    %1756 = "arith.shrsi"(%1722, %1716) : (i32, i32) -> i32
    %1757 = "arith.shrsi"(%1722, %1718) : (i32, i32) -> i32
    %1758 = "arith.shrsi"(%1722, %1720) : (i32, i32) -> i32
    %1759 = "arith.shrsi"(%1722, %1722) : (i32, i32) -> i32
    %1760 = "arith.shrsi"(%1722, %1724) : (i32, i32) -> i32
    %1761 = "arith.shrsi"(%1724, %1712) : (i32, i32) -> i32
    %1762 = "arith.shrsi"(%1724, %1714) : (i32, i32) -> i32
    %1763 = "arith.shrsi"(%1724, %1716) : (i32, i32) -> i32
    %1764 = "arith.shrsi"(%1724, %1718) : (i32, i32) -> i32
    %1765 = "arith.shrsi"(%1724, %1720) : (i32, i32) -> i32
    %1766 = "arith.shrsi"(%1724, %1722) : (i32, i32) -> i32
    %1767 = "arith.shrsi"(%1724, %1724) : (i32, i32) -> i32
    "func.return"(%1713, %1715, %1717, %1719, %1721, %1723, %1725, %1726, %1727, %1728, %1729, %1730, %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738, %1739, %1740, %1741, %1742, %1743, %1744, %1745, %1746, %1747, %1748, %1749, %1750, %1751, %1752, %1753, %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761, %1762, %1763, %1764, %1765, %1766, %1767) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "shrsi_index"}> ({
    %1656 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1657 = "arith.shrsi"(%1656, %1656) : (index, index) -> index
    %1658 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1659 = "arith.shrsi"(%1656, %1658) : (index, index) -> index
    %1660 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1661 = "arith.shrsi"(%1656, %1660) : (index, index) -> index
    %1662 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1663 = "arith.shrsi"(%1656, %1662) : (index, index) -> index
    %1664 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1665 = "arith.shrsi"(%1656, %1664) : (index, index) -> index
    %1666 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1667 = "arith.shrsi"(%1656, %1666) : (index, index) -> index
    %1668 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1669 = "arith.shrsi"(%1656, %1668) : (index, index) -> index
    %1670 = "arith.shrsi"(%1658, %1656) : (index, index) -> index
    %1671 = "arith.shrsi"(%1658, %1658) : (index, index) -> index
    %1672 = "arith.shrsi"(%1658, %1660) : (index, index) -> index
    %1673 = "arith.shrsi"(%1658, %1662) : (index, index) -> index
    %1674 = "arith.shrsi"(%1658, %1664) : (index, index) -> index
    %1675 = "arith.shrsi"(%1658, %1666) : (index, index) -> index
    %1676 = "arith.shrsi"(%1658, %1668) : (index, index) -> index
    %1677 = "arith.shrsi"(%1660, %1656) : (index, index) -> index
    %1678 = "arith.shrsi"(%1660, %1658) : (index, index) -> index
    %1679 = "arith.shrsi"(%1660, %1660) : (index, index) -> index
    %1680 = "arith.shrsi"(%1660, %1662) : (index, index) -> index
    %1681 = "arith.shrsi"(%1660, %1664) : (index, index) -> index
    %1682 = "arith.shrsi"(%1660, %1666) : (index, index) -> index
    %1683 = "arith.shrsi"(%1660, %1668) : (index, index) -> index
    %1684 = "arith.shrsi"(%1662, %1656) : (index, index) -> index
    %1685 = "arith.shrsi"(%1662, %1658) : (index, index) -> index
    %1686 = "arith.shrsi"(%1662, %1660) : (index, index) -> index
    %1687 = "arith.shrsi"(%1662, %1662) : (index, index) -> index
    %1688 = "arith.shrsi"(%1662, %1664) : (index, index) -> index
    %1689 = "arith.shrsi"(%1662, %1666) : (index, index) -> index
    %1690 = "arith.shrsi"(%1662, %1668) : (index, index) -> index
    %1691 = "arith.shrsi"(%1664, %1656) : (index, index) -> index
    %1692 = "arith.shrsi"(%1664, %1658) : (index, index) -> index
    %1693 = "arith.shrsi"(%1664, %1660) : (index, index) -> index
    %1694 = "arith.shrsi"(%1664, %1662) : (index, index) -> index
    %1695 = "arith.shrsi"(%1664, %1664) : (index, index) -> index
    %1696 = "arith.shrsi"(%1664, %1666) : (index, index) -> index
    %1697 = "arith.shrsi"(%1664, %1668) : (index, index) -> index
    %1698 = "arith.shrsi"(%1666, %1656) : (index, index) -> index
    %1699 = "arith.shrsi"(%1666, %1658) : (index, index) -> index
    %1700 = "arith.shrsi"(%1666, %1660) : (index, index) -> index
    %1701 = "arith.shrsi"(%1666, %1662) : (index, index) -> index
    %1702 = "arith.shrsi"(%1666, %1664) : (index, index) -> index
    %1703 = "arith.shrsi"(%1666, %1666) : (index, index) -> index
    %1704 = "arith.shrsi"(%1666, %1668) : (index, index) -> index
    %1705 = "arith.shrsi"(%1668, %1656) : (index, index) -> index
    %1706 = "arith.shrsi"(%1668, %1658) : (index, index) -> index
    %1707 = "arith.shrsi"(%1668, %1660) : (index, index) -> index
    %1708 = "arith.shrsi"(%1668, %1662) : (index, index) -> index
    %1709 = "arith.shrsi"(%1668, %1664) : (index, index) -> index
    %1710 = "arith.shrsi"(%1668, %1666) : (index, index) -> index
    %1711 = "arith.shrsi"(%1668, %1668) : (index, index) -> index
    "func.return"(%1657, %1659, %1661, %1663, %1665, %1667, %1669, %1670, %1671, %1672, %1673, %1674, %1675, %1676, %1677, %1678, %1679, %1680, %1681, %1682, %1683, %1684, %1685, %1686, %1687, %1688, %1689, %1690, %1691, %1692, %1693, %1694, %1695, %1696, %1697, %1698, %1699, %1700, %1701, %1702, %1703, %1704, %1705, %1706, %1707, %1708, %1709, %1710, %1711) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "shrsi_i128"}> ({
    %1600 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1601 = "arith.shrsi"(%1600, %1600) : (i128, i128) -> i128
    %1602 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1603 = "arith.shrsi"(%1600, %1602) : (i128, i128) -> i128
    %1604 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1605 = "arith.shrsi"(%1600, %1604) : (i128, i128) -> i128
    %1606 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1607 = "arith.shrsi"(%1600, %1606) : (i128, i128) -> i128
    %1608 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1609 = "arith.shrsi"(%1600, %1608) : (i128, i128) -> i128
    %1610 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1611 = "arith.shrsi"(%1600, %1610) : (i128, i128) -> i128
    %1612 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1613 = "arith.shrsi"(%1600, %1612) : (i128, i128) -> i128
    %1614 = "arith.shrsi"(%1602, %1600) : (i128, i128) -> i128
    %1615 = "arith.shrsi"(%1602, %1602) : (i128, i128) -> i128
    %1616 = "arith.shrsi"(%1602, %1604) : (i128, i128) -> i128
    %1617 = "arith.shrsi"(%1602, %1606) : (i128, i128) -> i128
    %1618 = "arith.shrsi"(%1602, %1608) : (i128, i128) -> i128
    %1619 = "arith.shrsi"(%1602, %1610) : (i128, i128) -> i128
    %1620 = "arith.shrsi"(%1602, %1612) : (i128, i128) -> i128
    %1621 = "arith.shrsi"(%1604, %1600) : (i128, i128) -> i128
    %1622 = "arith.shrsi"(%1604, %1602) : (i128, i128) -> i128
    %1623 = "arith.shrsi"(%1604, %1604) : (i128, i128) -> i128
    %1624 = "arith.shrsi"(%1604, %1606) : (i128, i128) -> i128
    %1625 = "arith.shrsi"(%1604, %1608) : (i128, i128) -> i128
    %1626 = "arith.shrsi"(%1604, %1610) : (i128, i128) -> i128
    %1627 = "arith.shrsi"(%1604, %1612) : (i128, i128) -> i128
    %1628 = "arith.shrsi"(%1606, %1600) : (i128, i128) -> i128
    %1629 = "arith.shrsi"(%1606, %1602) : (i128, i128) -> i128
    %1630 = "arith.shrsi"(%1606, %1604) : (i128, i128) -> i128
    %1631 = "arith.shrsi"(%1606, %1606) : (i128, i128) -> i128
    %1632 = "arith.shrsi"(%1606, %1608) : (i128, i128) -> i128
    %1633 = "arith.shrsi"(%1606, %1610) : (i128, i128) -> i128
    %1634 = "arith.shrsi"(%1606, %1612) : (i128, i128) -> i128
    %1635 = "arith.shrsi"(%1608, %1600) : (i128, i128) -> i128
    %1636 = "arith.shrsi"(%1608, %1602) : (i128, i128) -> i128
    %1637 = "arith.shrsi"(%1608, %1604) : (i128, i128) -> i128
    %1638 = "arith.shrsi"(%1608, %1606) : (i128, i128) -> i128
    %1639 = "arith.shrsi"(%1608, %1608) : (i128, i128) -> i128
    %1640 = "arith.shrsi"(%1608, %1610) : (i128, i128) -> i128
    %1641 = "arith.shrsi"(%1608, %1612) : (i128, i128) -> i128
    %1642 = "arith.shrsi"(%1610, %1600) : (i128, i128) -> i128
    %1643 = "arith.shrsi"(%1610, %1602) : (i128, i128) -> i128
    %1644 = "arith.shrsi"(%1610, %1604) : (i128, i128) -> i128
    %1645 = "arith.shrsi"(%1610, %1606) : (i128, i128) -> i128
    %1646 = "arith.shrsi"(%1610, %1608) : (i128, i128) -> i128
    %1647 = "arith.shrsi"(%1610, %1610) : (i128, i128) -> i128
    %1648 = "arith.shrsi"(%1610, %1612) : (i128, i128) -> i128
    %1649 = "arith.shrsi"(%1612, %1600) : (i128, i128) -> i128
    %1650 = "arith.shrsi"(%1612, %1602) : (i128, i128) -> i128
    %1651 = "arith.shrsi"(%1612, %1604) : (i128, i128) -> i128
    %1652 = "arith.shrsi"(%1612, %1606) : (i128, i128) -> i128
    %1653 = "arith.shrsi"(%1612, %1608) : (i128, i128) -> i128
    %1654 = "arith.shrsi"(%1612, %1610) : (i128, i128) -> i128
    %1655 = "arith.shrsi"(%1612, %1612) : (i128, i128) -> i128
    "func.return"(%1601, %1603, %1605, %1607, %1609, %1611, %1613, %1614, %1615, %1616, %1617, %1618, %1619, %1620, %1621, %1622, %1623, %1624, %1625, %1626, %1627, %1628, %1629, %1630, %1631, %1632, %1633, %1634, %1635, %1636, %1637, %1638, %1639, %1640, %1641, %1642, %1643, %1644, %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652, %1653, %1654, %1655) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "shrui_i1"}> ({
    %1594 = "arith.constant"() <{value = false}> : () -> i1
    %1595 = "arith.shrui"(%1594, %1594) : (i1, i1) -> i1
    %1596 = "arith.constant"() <{value = true}> : () -> i1
    %1597 = "arith.shrui"(%1594, %1596) : (i1, i1) -> i1
    %1598 = "arith.shrui"(%1596, %1594) : (i1, i1) -> i1
    %1599 = "arith.shrui"(%1596, %1596) : (i1, i1) -> i1
    "func.return"(%1595, %1597, %1598, %1599) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "shrui_i7"}> ({
    %1538 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1539 = "arith.shrui"(%1538, %1538) : (i7, i7) -> i7
    %1540 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1541 = "arith.shrui"(%1538, %1540) : (i7, i7) -> i7
    %1542 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1543 = "arith.shrui"(%1538, %1542) : (i7, i7) -> i7
    %1544 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1545 = "arith.shrui"(%1538, %1544) : (i7, i7) -> i7
    %1546 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1547 = "arith.shrui"(%1538, %1546) : (i7, i7) -> i7
    %1548 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1549 = "arith.shrui"(%1538, %1548) : (i7, i7) -> i7
    %1550 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1551 = "arith.shrui"(%1538, %1550) : (i7, i7) -> i7
    %1552 = "arith.shrui"(%1540, %1538) : (i7, i7) -> i7
    %1553 = "arith.shrui"(%1540, %1540) : (i7, i7) -> i7
    %1554 = "arith.shrui"(%1540, %1542) : (i7, i7) -> i7
    %1555 = "arith.shrui"(%1540, %1544) : (i7, i7) -> i7
    %1556 = "arith.shrui"(%1540, %1546) : (i7, i7) -> i7
    %1557 = "arith.shrui"(%1540, %1548) : (i7, i7) -> i7
    %1558 = "arith.shrui"(%1540, %1550) : (i7, i7) -> i7
    %1559 = "arith.shrui"(%1542, %1538) : (i7, i7) -> i7
    %1560 = "arith.shrui"(%1542, %1540) : (i7, i7) -> i7
    %1561 = "arith.shrui"(%1542, %1542) : (i7, i7) -> i7
    %1562 = "arith.shrui"(%1542, %1544) : (i7, i7) -> i7
    %1563 = "arith.shrui"(%1542, %1546) : (i7, i7) -> i7
    %1564 = "arith.shrui"(%1542, %1548) : (i7, i7) -> i7
    %1565 = "arith.shrui"(%1542, %1550) : (i7, i7) -> i7
    %1566 = "arith.shrui"(%1544, %1538) : (i7, i7) -> i7
    %1567 = "arith.shrui"(%1544, %1540) : (i7, i7) -> i7
    %1568 = "arith.shrui"(%1544, %1542) : (i7, i7) -> i7
    %1569 = "arith.shrui"(%1544, %1544) : (i7, i7) -> i7
    %1570 = "arith.shrui"(%1544, %1546) : (i7, i7) -> i7
    %1571 = "arith.shrui"(%1544, %1548) : (i7, i7) -> i7
    %1572 = "arith.shrui"(%1544, %1550) : (i7, i7) -> i7
    %1573 = "arith.shrui"(%1546, %1538) : (i7, i7) -> i7
    %1574 = "arith.shrui"(%1546, %1540) : (i7, i7) -> i7
    %1575 = "arith.shrui"(%1546, %1542) : (i7, i7) -> i7
    %1576 = "arith.shrui"(%1546, %1544) : (i7, i7) -> i7
    %1577 = "arith.shrui"(%1546, %1546) : (i7, i7) -> i7
    %1578 = "arith.shrui"(%1546, %1548) : (i7, i7) -> i7
    %1579 = "arith.shrui"(%1546, %1550) : (i7, i7) -> i7
    %1580 = "arith.shrui"(%1548, %1538) : (i7, i7) -> i7
    %1581 = "arith.shrui"(%1548, %1540) : (i7, i7) -> i7
    %1582 = "arith.shrui"(%1548, %1542) : (i7, i7) -> i7
    %1583 = "arith.shrui"(%1548, %1544) : (i7, i7) -> i7
    %1584 = "arith.shrui"(%1548, %1546) : (i7, i7) -> i7
    %1585 = "arith.shrui"(%1548, %1548) : (i7, i7) -> i7
    %1586 = "arith.shrui"(%1548, %1550) : (i7, i7) -> i7
    %1587 = "arith.shrui"(%1550, %1538) : (i7, i7) -> i7
    %1588 = "arith.shrui"(%1550, %1540) : (i7, i7) -> i7
    %1589 = "arith.shrui"(%1550, %1542) : (i7, i7) -> i7
    %1590 = "arith.shrui"(%1550, %1544) : (i7, i7) -> i7
    %1591 = "arith.shrui"(%1550, %1546) : (i7, i7) -> i7
    %1592 = "arith.shrui"(%1550, %1548) : (i7, i7) -> i7
    %1593 = "arith.shrui"(%1550, %1550) : (i7, i7) -> i7
    "func.return"(%1539, %1541, %1543, %1545, %1547, %1549, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shrui_i8"}> ({
    %1448 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1449 = "arith.shrui"(%1448, %1448) : (i8, i8) -> i8
    %1450 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1451 = "arith.shrui"(%1448, %1450) : (i8, i8) -> i8
    %1452 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1453 = "arith.shrui"(%1448, %1452) : (i8, i8) -> i8
    %1454 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1455 = "arith.shrui"(%1448, %1454) : (i8, i8) -> i8
    %1456 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1457 = "arith.shrui"(%1448, %1456) : (i8, i8) -> i8
    %1458 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1459 = "arith.shrui"(%1448, %1458) : (i8, i8) -> i8
    %1460 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1461 = "arith.shrui"(%1448, %1460) : (i8, i8) -> i8
    %1462 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1463 = "arith.shrui"(%1448, %1462) : (i8, i8) -> i8
    %1464 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1465 = "arith.shrui"(%1448, %1464) : (i8, i8) -> i8
    %1466 = "arith.shrui"(%1450, %1448) : (i8, i8) -> i8
    %1467 = "arith.shrui"(%1450, %1450) : (i8, i8) -> i8
    %1468 = "arith.shrui"(%1450, %1452) : (i8, i8) -> i8
    %1469 = "arith.shrui"(%1450, %1454) : (i8, i8) -> i8
    %1470 = "arith.shrui"(%1450, %1456) : (i8, i8) -> i8
    %1471 = "arith.shrui"(%1450, %1458) : (i8, i8) -> i8
    %1472 = "arith.shrui"(%1450, %1460) : (i8, i8) -> i8
    %1473 = "arith.shrui"(%1450, %1462) : (i8, i8) -> i8
    %1474 = "arith.shrui"(%1450, %1464) : (i8, i8) -> i8
    %1475 = "arith.shrui"(%1452, %1448) : (i8, i8) -> i8
    %1476 = "arith.shrui"(%1452, %1450) : (i8, i8) -> i8
    %1477 = "arith.shrui"(%1452, %1452) : (i8, i8) -> i8
    %1478 = "arith.shrui"(%1452, %1454) : (i8, i8) -> i8
    %1479 = "arith.shrui"(%1452, %1456) : (i8, i8) -> i8
    %1480 = "arith.shrui"(%1452, %1458) : (i8, i8) -> i8
    %1481 = "arith.shrui"(%1452, %1460) : (i8, i8) -> i8
    %1482 = "arith.shrui"(%1452, %1462) : (i8, i8) -> i8
    %1483 = "arith.shrui"(%1452, %1464) : (i8, i8) -> i8
    %1484 = "arith.shrui"(%1454, %1448) : (i8, i8) -> i8
    %1485 = "arith.shrui"(%1454, %1450) : (i8, i8) -> i8
    %1486 = "arith.shrui"(%1454, %1452) : (i8, i8) -> i8
    %1487 = "arith.shrui"(%1454, %1454) : (i8, i8) -> i8
    %1488 = "arith.shrui"(%1454, %1456) : (i8, i8) -> i8
    %1489 = "arith.shrui"(%1454, %1458) : (i8, i8) -> i8
    %1490 = "arith.shrui"(%1454, %1460) : (i8, i8) -> i8
    %1491 = "arith.shrui"(%1454, %1462) : (i8, i8) -> i8
    %1492 = "arith.shrui"(%1454, %1464) : (i8, i8) -> i8
    %1493 = "arith.shrui"(%1456, %1448) : (i8, i8) -> i8
    %1494 = "arith.shrui"(%1456, %1450) : (i8, i8) -> i8
    %1495 = "arith.shrui"(%1456, %1452) : (i8, i8) -> i8
    %1496 = "arith.shrui"(%1456, %1454) : (i8, i8) -> i8
    %1497 = "arith.shrui"(%1456, %1456) : (i8, i8) -> i8
    %1498 = "arith.shrui"(%1456, %1458) : (i8, i8) -> i8
    %1499 = "arith.shrui"(%1456, %1460) : (i8, i8) -> i8
    %1500 = "arith.shrui"(%1456, %1462) : (i8, i8) -> i8
    %1501 = "arith.shrui"(%1456, %1464) : (i8, i8) -> i8
    %1502 = "arith.shrui"(%1458, %1448) : (i8, i8) -> i8
    %1503 = "arith.shrui"(%1458, %1450) : (i8, i8) -> i8
    %1504 = "arith.shrui"(%1458, %1452) : (i8, i8) -> i8
    %1505 = "arith.shrui"(%1458, %1454) : (i8, i8) -> i8
    %1506 = "arith.shrui"(%1458, %1456) : (i8, i8) -> i8
    %1507 = "arith.shrui"(%1458, %1458) : (i8, i8) -> i8
    %1508 = "arith.shrui"(%1458, %1460) : (i8, i8) -> i8
    %1509 = "arith.shrui"(%1458, %1462) : (i8, i8) -> i8
    %1510 = "arith.shrui"(%1458, %1464) : (i8, i8) -> i8
    %1511 = "arith.shrui"(%1460, %1448) : (i8, i8) -> i8
    %1512 = "arith.shrui"(%1460, %1450) : (i8, i8) -> i8
    %1513 = "arith.shrui"(%1460, %1452) : (i8, i8) -> i8
    %1514 = "arith.shrui"(%1460, %1454) : (i8, i8) -> i8
    %1515 = "arith.shrui"(%1460, %1456) : (i8, i8) -> i8
    %1516 = "arith.shrui"(%1460, %1458) : (i8, i8) -> i8
    %1517 = "arith.shrui"(%1460, %1460) : (i8, i8) -> i8
    %1518 = "arith.shrui"(%1460, %1462) : (i8, i8) -> i8
    %1519 = "arith.shrui"(%1460, %1464) : (i8, i8) -> i8
    %1520 = "arith.shrui"(%1462, %1448) : (i8, i8) -> i8
    %1521 = "arith.shrui"(%1462, %1450) : (i8, i8) -> i8
    %1522 = "arith.shrui"(%1462, %1452) : (i8, i8) -> i8
    %1523 = "arith.shrui"(%1462, %1454) : (i8, i8) -> i8
    %1524 = "arith.shrui"(%1462, %1456) : (i8, i8) -> i8
    %1525 = "arith.shrui"(%1462, %1458) : (i8, i8) -> i8
    %1526 = "arith.shrui"(%1462, %1460) : (i8, i8) -> i8
    %1527 = "arith.shrui"(%1462, %1462) : (i8, i8) -> i8
    %1528 = "arith.shrui"(%1462, %1464) : (i8, i8) -> i8
    %1529 = "arith.shrui"(%1464, %1448) : (i8, i8) -> i8
    %1530 = "arith.shrui"(%1464, %1450) : (i8, i8) -> i8
    %1531 = "arith.shrui"(%1464, %1452) : (i8, i8) -> i8
    %1532 = "arith.shrui"(%1464, %1454) : (i8, i8) -> i8
    %1533 = "arith.shrui"(%1464, %1456) : (i8, i8) -> i8
    %1534 = "arith.shrui"(%1464, %1458) : (i8, i8) -> i8
    %1535 = "arith.shrui"(%1464, %1460) : (i8, i8) -> i8
    %1536 = "arith.shrui"(%1464, %1462) : (i8, i8) -> i8
    %1537 = "arith.shrui"(%1464, %1464) : (i8, i8) -> i8
    "func.return"(%1449, %1451, %1453, %1455, %1457, %1459, %1461, %1463, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "shrui_i32"}> ({
    %1392 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1393 = "arith.shrui"(%1392, %1392) : (i32, i32) -> i32
    %1394 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1395 = "arith.shrui"(%1392, %1394) : (i32, i32) -> i32
    %1396 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1397 = "arith.shrui"(%1392, %1396) : (i32, i32) -> i32
    %1398 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1399 = "arith.shrui"(%1392, %1398) : (i32, i32) -> i32
    %1400 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1401 = "arith.shrui"(%1392, %1400) : (i32, i32) -> i32
    %1402 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1403 = "arith.shrui"(%1392, %1402) : (i32, i32) -> i32
    %1404 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1405 = "arith.shrui"(%1392, %1404) : (i32, i32) -> i32
    %1406 = "arith.shrui"(%1394, %1392) : (i32, i32) -> i32
    %1407 = "arith.shrui"(%1394, %1394) : (i32, i32) -> i32
    %1408 = "arith.shrui"(%1394, %1396) : (i32, i32) -> i32
    %1409 = "arith.shrui"(%1394, %1398) : (i32, i32) -> i32
    %1410 = "arith.shrui"(%1394, %1400) : (i32, i32) -> i32
    %1411 = "arith.shrui"(%1394, %1402) : (i32, i32) -> i32
    %1412 = "arith.shrui"(%1394, %1404) : (i32, i32) -> i32
    %1413 = "arith.shrui"(%1396, %1392) : (i32, i32) -> i32
    %1414 = "arith.shrui"(%1396, %1394) : (i32, i32) -> i32
    %1415 = "arith.shrui"(%1396, %1396) : (i32, i32) -> i32
    %1416 = "arith.shrui"(%1396, %1398) : (i32, i32) -> i32
    %1417 = "arith.shrui"(%1396, %1400) : (i32, i32) -> i32
    %1418 = "arith.shrui"(%1396, %1402) : (i32, i32) -> i32
    %1419 = "arith.shrui"(%1396, %1404) : (i32, i32) -> i32
    %1420 = "arith.shrui"(%1398, %1392) : (i32, i32) -> i32
    %1421 = "arith.shrui"(%1398, %1394) : (i32, i32) -> i32
    %1422 = "arith.shrui"(%1398, %1396) : (i32, i32) -> i32
    %1423 = "arith.shrui"(%1398, %1398) : (i32, i32) -> i32
    %1424 = "arith.shrui"(%1398, %1400) : (i32, i32) -> i32
    %1425 = "arith.shrui"(%1398, %1402) : (i32, i32) -> i32
    %1426 = "arith.shrui"(%1398, %1404) : (i32, i32) -> i32
    %1427 = "arith.shrui"(%1400, %1392) : (i32, i32) -> i32
    %1428 = "arith.shrui"(%1400, %1394) : (i32, i32) -> i32
    %1429 = "arith.shrui"(%1400, %1396) : (i32, i32) -> i32
    %1430 = "arith.shrui"(%1400, %1398) : (i32, i32) -> i32
    %1431 = "arith.shrui"(%1400, %1400) : (i32, i32) -> i32
    %1432 = "arith.shrui"(%1400, %1402) : (i32, i32) -> i32
    %1433 = "arith.shrui"(%1400, %1404) : (i32, i32) -> i32
    %1434 = "arith.shrui"(%1402, %1392) : (i32, i32) -> i32
    %1435 = "arith.shrui"(%1402, %1394) : (i32, i32) -> i32
    %1436 = "arith.shrui"(%1402, %1396) : (i32, i32) -> i32
    %1437 = "arith.shrui"(%1402, %1398) : (i32, i32) -> i32
    %1438 = "arith.shrui"(%1402, %1400) : (i32, i32) -> i32
    %1439 = "arith.shrui"(%1402, %1402) : (i32, i32) -> i32
    %1440 = "arith.shrui"(%1402, %1404) : (i32, i32) -> i32
    %1441 = "arith.shrui"(%1404, %1392) : (i32, i32) -> i32
    %1442 = "arith.shrui"(%1404, %1394) : (i32, i32) -> i32
    %1443 = "arith.shrui"(%1404, %1396) : (i32, i32) -> i32
    %1444 = "arith.shrui"(%1404, %1398) : (i32, i32) -> i32
    %1445 = "arith.shrui"(%1404, %1400) : (i32, i32) -> i32
    %1446 = "arith.shrui"(%1404, %1402) : (i32, i32) -> i32
    %1447 = "arith.shrui"(%1404, %1404) : (i32, i32) -> i32
    "func.return"(%1393, %1395, %1397, %1399, %1401, %1403, %1405, %1406, %1407, %1408, %1409, %1410, %1411, %1412, %1413, %1414, %1415, %1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1447) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "shrui_index"}> ({
    %1336 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1337 = "arith.shrui"(%1336, %1336) : (index, index) -> index
    %1338 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1339 = "arith.shrui"(%1336, %1338) : (index, index) -> index
    %1340 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1341 = "arith.shrui"(%1336, %1340) : (index, index) -> index
    %1342 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1343 = "arith.shrui"(%1336, %1342) : (index, index) -> index
    %1344 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1345 = "arith.shrui"(%1336, %1344) : (index, index) -> index
    %1346 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1347 = "arith.shrui"(%1336, %1346) : (index, index) -> index
    %1348 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1349 = "arith.shrui"(%1336, %1348) : (index, index) -> index
    %1350 = "arith.shrui"(%1338, %1336) : (index, index) -> index
    %1351 = "arith.shrui"(%1338, %1338) : (index, index) -> index
    %1352 = "arith.shrui"(%1338, %1340) : (index, index) -> index
    %1353 = "arith.shrui"(%1338, %1342) : (index, index) -> index
    %1354 = "arith.shrui"(%1338, %1344) : (index, index) -> index
    %1355 = "arith.shrui"(%1338, %1346) : (index, index) -> index
    %1356 = "arith.shrui"(%1338, %1348) : (index, index) -> index
    %1357 = "arith.shrui"(%1340, %1336) : (index, index) -> index
    %1358 = "arith.shrui"(%1340, %1338) : (index, index) -> index
    %1359 = "arith.shrui"(%1340, %1340) : (index, index) -> index
    %1360 = "arith.shrui"(%1340, %1342) : (index, index) -> index
    %1361 = "arith.shrui"(%1340, %1344) : (index, index) -> index
    %1362 = "arith.shrui"(%1340, %1346) : (index, index) -> index
    %1363 = "arith.shrui"(%1340, %1348) : (index, index) -> index
    %1364 = "arith.shrui"(%1342, %1336) : (index, index) -> index
    %1365 = "arith.shrui"(%1342, %1338) : (index, index) -> index
    %1366 = "arith.shrui"(%1342, %1340) : (index, index) -> index
    %1367 = "arith.shrui"(%1342, %1342) : (index, index) -> index
    %1368 = "arith.shrui"(%1342, %1344) : (index, index) -> index
    %1369 = "arith.shrui"(%1342, %1346) : (index, index) -> index
    %1370 = "arith.shrui"(%1342, %1348) : (index, index) -> index
    %1371 = "arith.shrui"(%1344, %1336) : (index, index) -> index
    %1372 = "arith.shrui"(%1344, %1338) : (index, index) -> index
    %1373 = "arith.shrui"(%1344, %1340) : (index, index) -> index
    %1374 = "arith.shrui"(%1344, %1342) : (index, index) -> index
    %1375 = "arith.shrui"(%1344, %1344) : (index, index) -> index
    %1376 = "arith.shrui"(%1344, %1346) : (index, index) -> index
    %1377 = "arith.shrui"(%1344, %1348) : (index, index) -> index
    %1378 = "arith.shrui"(%1346, %1336) : (index, index) -> index
    %1379 = "arith.shrui"(%1346, %1338) : (index, index) -> index
    %1380 = "arith.shrui"(%1346, %1340) : (index, index) -> index
    %1381 = "arith.shrui"(%1346, %1342) : (index, index) -> index
    %1382 = "arith.shrui"(%1346, %1344) : (index, index) -> index
    %1383 = "arith.shrui"(%1346, %1346) : (index, index) -> index
    %1384 = "arith.shrui"(%1346, %1348) : (index, index) -> index
    %1385 = "arith.shrui"(%1348, %1336) : (index, index) -> index
    %1386 = "arith.shrui"(%1348, %1338) : (index, index) -> index
    %1387 = "arith.shrui"(%1348, %1340) : (index, index) -> index
    %1388 = "arith.shrui"(%1348, %1342) : (index, index) -> index
    %1389 = "arith.shrui"(%1348, %1344) : (index, index) -> index
    %1390 = "arith.shrui"(%1348, %1346) : (index, index) -> index
    %1391 = "arith.shrui"(%1348, %1348) : (index, index) -> index
    "func.return"(%1337, %1339, %1341, %1343, %1345, %1347, %1349, %1350, %1351, %1352, %1353, %1354, %1355, %1356, %1357, %1358, %1359, %1360, %1361, %1362, %1363, %1364, %1365, %1366, %1367, %1368, %1369, %1370, %1371, %1372, %1373, %1374, %1375, %1376, %1377, %1378, %1379, %1380, %1381, %1382, %1383, %1384, %1385, %1386, %1387, %1388, %1389, %1390, %1391) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "shrui_i128"}> ({
    %1280 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1281 = "arith.shrui"(%1280, %1280) : (i128, i128) -> i128
    %1282 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1283 = "arith.shrui"(%1280, %1282) : (i128, i128) -> i128
    %1284 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1285 = "arith.shrui"(%1280, %1284) : (i128, i128) -> i128
    %1286 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1287 = "arith.shrui"(%1280, %1286) : (i128, i128) -> i128
    %1288 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1289 = "arith.shrui"(%1280, %1288) : (i128, i128) -> i128
    %1290 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1291 = "arith.shrui"(%1280, %1290) : (i128, i128) -> i128
    %1292 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1293 = "arith.shrui"(%1280, %1292) : (i128, i128) -> i128
    %1294 = "arith.shrui"(%1282, %1280) : (i128, i128) -> i128
    %1295 = "arith.shrui"(%1282, %1282) : (i128, i128) -> i128
    %1296 = "arith.shrui"(%1282, %1284) : (i128, i128) -> i128
    %1297 = "arith.shrui"(%1282, %1286) : (i128, i128) -> i128
    %1298 = "arith.shrui"(%1282, %1288) : (i128, i128) -> i128
    %1299 = "arith.shrui"(%1282, %1290) : (i128, i128) -> i128
    %1300 = "arith.shrui"(%1282, %1292) : (i128, i128) -> i128
    %1301 = "arith.shrui"(%1284, %1280) : (i128, i128) -> i128
    %1302 = "arith.shrui"(%1284, %1282) : (i128, i128) -> i128
    %1303 = "arith.shrui"(%1284, %1284) : (i128, i128) -> i128
    %1304 = "arith.shrui"(%1284, %1286) : (i128, i128) -> i128
    %1305 = "arith.shrui"(%1284, %1288) : (i128, i128) -> i128
    %1306 = "arith.shrui"(%1284, %1290) : (i128, i128) -> i128
    %1307 = "arith.shrui"(%1284, %1292) : (i128, i128) -> i128
    %1308 = "arith.shrui"(%1286, %1280) : (i128, i128) -> i128
    %1309 = "arith.shrui"(%1286, %1282) : (i128, i128) -> i128
    %1310 = "arith.shrui"(%1286, %1284) : (i128, i128) -> i128
    %1311 = "arith.shrui"(%1286, %1286) : (i128, i128) -> i128
    %1312 = "arith.shrui"(%1286, %1288) : (i128, i128) -> i128
    %1313 = "arith.shrui"(%1286, %1290) : (i128, i128) -> i128
    %1314 = "arith.shrui"(%1286, %1292) : (i128, i128) -> i128
    %1315 = "arith.shrui"(%1288, %1280) : (i128, i128) -> i128
    %1316 = "arith.shrui"(%1288, %1282) : (i128, i128) -> i128
    %1317 = "arith.shrui"(%1288, %1284) : (i128, i128) -> i128
    %1318 = "arith.shrui"(%1288, %1286) : (i128, i128) -> i128
    %1319 = "arith.shrui"(%1288, %1288) : (i128, i128) -> i128
    %1320 = "arith.shrui"(%1288, %1290) : (i128, i128) -> i128
    %1321 = "arith.shrui"(%1288, %1292) : (i128, i128) -> i128
    %1322 = "arith.shrui"(%1290, %1280) : (i128, i128) -> i128
    %1323 = "arith.shrui"(%1290, %1282) : (i128, i128) -> i128
    %1324 = "arith.shrui"(%1290, %1284) : (i128, i128) -> i128
    %1325 = "arith.shrui"(%1290, %1286) : (i128, i128) -> i128
    %1326 = "arith.shrui"(%1290, %1288) : (i128, i128) -> i128
    %1327 = "arith.shrui"(%1290, %1290) : (i128, i128) -> i128
    %1328 = "arith.shrui"(%1290, %1292) : (i128, i128) -> i128
    %1329 = "arith.shrui"(%1292, %1280) : (i128, i128) -> i128
    %1330 = "arith.shrui"(%1292, %1282) : (i128, i128) -> i128
    %1331 = "arith.shrui"(%1292, %1284) : (i128, i128) -> i128
    %1332 = "arith.shrui"(%1292, %1286) : (i128, i128) -> i128
    %1333 = "arith.shrui"(%1292, %1288) : (i128, i128) -> i128
    %1334 = "arith.shrui"(%1292, %1290) : (i128, i128) -> i128
    %1335 = "arith.shrui"(%1292, %1292) : (i128, i128) -> i128
    "func.return"(%1281, %1283, %1285, %1287, %1289, %1291, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "maxsi_i1"}> ({
    %1274 = "arith.constant"() <{value = false}> : () -> i1
    %1275 = "arith.maxsi"(%1274, %1274) : (i1, i1) -> i1
    %1276 = "arith.constant"() <{value = true}> : () -> i1
    %1277 = "arith.maxsi"(%1274, %1276) : (i1, i1) -> i1
    %1278 = "arith.maxsi"(%1276, %1274) : (i1, i1) -> i1
    %1279 = "arith.maxsi"(%1276, %1276) : (i1, i1) -> i1
    "func.return"(%1275, %1277, %1278, %1279) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "maxsi_i7"}> ({
    %1218 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1219 = "arith.maxsi"(%1218, %1218) : (i7, i7) -> i7
    %1220 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1221 = "arith.maxsi"(%1218, %1220) : (i7, i7) -> i7
    %1222 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1223 = "arith.maxsi"(%1218, %1222) : (i7, i7) -> i7
    %1224 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1225 = "arith.maxsi"(%1218, %1224) : (i7, i7) -> i7
    %1226 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1227 = "arith.maxsi"(%1218, %1226) : (i7, i7) -> i7
    %1228 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1229 = "arith.maxsi"(%1218, %1228) : (i7, i7) -> i7
    %1230 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1231 = "arith.maxsi"(%1218, %1230) : (i7, i7) -> i7
    %1232 = "arith.maxsi"(%1220, %1218) : (i7, i7) -> i7
    %1233 = "arith.maxsi"(%1220, %1220) : (i7, i7) -> i7
    %1234 = "arith.maxsi"(%1220, %1222) : (i7, i7) -> i7
    %1235 = "arith.maxsi"(%1220, %1224) : (i7, i7) -> i7
    %1236 = "arith.maxsi"(%1220, %1226) : (i7, i7) -> i7
    %1237 = "arith.maxsi"(%1220, %1228) : (i7, i7) -> i7
    %1238 = "arith.maxsi"(%1220, %1230) : (i7, i7) -> i7
    %1239 = "arith.maxsi"(%1222, %1218) : (i7, i7) -> i7
    %1240 = "arith.maxsi"(%1222, %1220) : (i7, i7) -> i7
    %1241 = "arith.maxsi"(%1222, %1222) : (i7, i7) -> i7
    %1242 = "arith.maxsi"(%1222, %1224) : (i7, i7) -> i7
    %1243 = "arith.maxsi"(%1222, %1226) : (i7, i7) -> i7
    %1244 = "arith.maxsi"(%1222, %1228) : (i7, i7) -> i7
    %1245 = "arith.maxsi"(%1222, %1230) : (i7, i7) -> i7
    %1246 = "arith.maxsi"(%1224, %1218) : (i7, i7) -> i7
    %1247 = "arith.maxsi"(%1224, %1220) : (i7, i7) -> i7
    %1248 = "arith.maxsi"(%1224, %1222) : (i7, i7) -> i7
    %1249 = "arith.maxsi"(%1224, %1224) : (i7, i7) -> i7
    %1250 = "arith.maxsi"(%1224, %1226) : (i7, i7) -> i7
    %1251 = "arith.maxsi"(%1224, %1228) : (i7, i7) -> i7
    %1252 = "arith.maxsi"(%1224, %1230) : (i7, i7) -> i7
    %1253 = "arith.maxsi"(%1226, %1218) : (i7, i7) -> i7
    %1254 = "arith.maxsi"(%1226, %1220) : (i7, i7) -> i7
    %1255 = "arith.maxsi"(%1226, %1222) : (i7, i7) -> i7
    %1256 = "arith.maxsi"(%1226, %1224) : (i7, i7) -> i7
    %1257 = "arith.maxsi"(%1226, %1226) : (i7, i7) -> i7
    %1258 = "arith.maxsi"(%1226, %1228) : (i7, i7) -> i7
    %1259 = "arith.maxsi"(%1226, %1230) : (i7, i7) -> i7
    %1260 = "arith.maxsi"(%1228, %1218) : (i7, i7) -> i7
    %1261 = "arith.maxsi"(%1228, %1220) : (i7, i7) -> i7
    %1262 = "arith.maxsi"(%1228, %1222) : (i7, i7) -> i7
    %1263 = "arith.maxsi"(%1228, %1224) : (i7, i7) -> i7
    %1264 = "arith.maxsi"(%1228, %1226) : (i7, i7) -> i7
    %1265 = "arith.maxsi"(%1228, %1228) : (i7, i7) -> i7
    %1266 = "arith.maxsi"(%1228, %1230) : (i7, i7) -> i7
    %1267 = "arith.maxsi"(%1230, %1218) : (i7, i7) -> i7
    %1268 = "arith.maxsi"(%1230, %1220) : (i7, i7) -> i7
    %1269 = "arith.maxsi"(%1230, %1222) : (i7, i7) -> i7
    %1270 = "arith.maxsi"(%1230, %1224) : (i7, i7) -> i7
    %1271 = "arith.maxsi"(%1230, %1226) : (i7, i7) -> i7
    %1272 = "arith.maxsi"(%1230, %1228) : (i7, i7) -> i7
    %1273 = "arith.maxsi"(%1230, %1230) : (i7, i7) -> i7
    "func.return"(%1219, %1221, %1223, %1225, %1227, %1229, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "maxsi_i8"}> ({
    %1128 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1129 = "arith.maxsi"(%1128, %1128) : (i8, i8) -> i8
    %1130 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1131 = "arith.maxsi"(%1128, %1130) : (i8, i8) -> i8
    %1132 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1133 = "arith.maxsi"(%1128, %1132) : (i8, i8) -> i8
    %1134 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1135 = "arith.maxsi"(%1128, %1134) : (i8, i8) -> i8
    %1136 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1137 = "arith.maxsi"(%1128, %1136) : (i8, i8) -> i8
    %1138 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1139 = "arith.maxsi"(%1128, %1138) : (i8, i8) -> i8
    %1140 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1141 = "arith.maxsi"(%1128, %1140) : (i8, i8) -> i8
    %1142 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1143 = "arith.maxsi"(%1128, %1142) : (i8, i8) -> i8
    %1144 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1145 = "arith.maxsi"(%1128, %1144) : (i8, i8) -> i8
    %1146 = "arith.maxsi"(%1130, %1128) : (i8, i8) -> i8
    %1147 = "arith.maxsi"(%1130, %1130) : (i8, i8) -> i8
    %1148 = "arith.maxsi"(%1130, %1132) : (i8, i8) -> i8
    %1149 = "arith.maxsi"(%1130, %1134) : (i8, i8) -> i8
    %1150 = "arith.maxsi"(%1130, %1136) : (i8, i8) -> i8
    %1151 = "arith.maxsi"(%1130, %1138) : (i8, i8) -> i8
    %1152 = "arith.maxsi"(%1130, %1140) : (i8, i8) -> i8
    %1153 = "arith.maxsi"(%1130, %1142) : (i8, i8) -> i8
    %1154 = "arith.maxsi"(%1130, %1144) : (i8, i8) -> i8
    %1155 = "arith.maxsi"(%1132, %1128) : (i8, i8) -> i8
    %1156 = "arith.maxsi"(%1132, %1130) : (i8, i8) -> i8
    %1157 = "arith.maxsi"(%1132, %1132) : (i8, i8) -> i8
    %1158 = "arith.maxsi"(%1132, %1134) : (i8, i8) -> i8
    %1159 = "arith.maxsi"(%1132, %1136) : (i8, i8) -> i8
    %1160 = "arith.maxsi"(%1132, %1138) : (i8, i8) -> i8
    %1161 = "arith.maxsi"(%1132, %1140) : (i8, i8) -> i8
    %1162 = "arith.maxsi"(%1132, %1142) : (i8, i8) -> i8
    %1163 = "arith.maxsi"(%1132, %1144) : (i8, i8) -> i8
    %1164 = "arith.maxsi"(%1134, %1128) : (i8, i8) -> i8
    %1165 = "arith.maxsi"(%1134, %1130) : (i8, i8) -> i8
    %1166 = "arith.maxsi"(%1134, %1132) : (i8, i8) -> i8
    %1167 = "arith.maxsi"(%1134, %1134) : (i8, i8) -> i8
    %1168 = "arith.maxsi"(%1134, %1136) : (i8, i8) -> i8
    %1169 = "arith.maxsi"(%1134, %1138) : (i8, i8) -> i8
    %1170 = "arith.maxsi"(%1134, %1140) : (i8, i8) -> i8
    %1171 = "arith.maxsi"(%1134, %1142) : (i8, i8) -> i8
    %1172 = "arith.maxsi"(%1134, %1144) : (i8, i8) -> i8
    %1173 = "arith.maxsi"(%1136, %1128) : (i8, i8) -> i8
    %1174 = "arith.maxsi"(%1136, %1130) : (i8, i8) -> i8
    %1175 = "arith.maxsi"(%1136, %1132) : (i8, i8) -> i8
    %1176 = "arith.maxsi"(%1136, %1134) : (i8, i8) -> i8
    %1177 = "arith.maxsi"(%1136, %1136) : (i8, i8) -> i8
    %1178 = "arith.maxsi"(%1136, %1138) : (i8, i8) -> i8
    %1179 = "arith.maxsi"(%1136, %1140) : (i8, i8) -> i8
    %1180 = "arith.maxsi"(%1136, %1142) : (i8, i8) -> i8
    %1181 = "arith.maxsi"(%1136, %1144) : (i8, i8) -> i8
    %1182 = "arith.maxsi"(%1138, %1128) : (i8, i8) -> i8
    %1183 = "arith.maxsi"(%1138, %1130) : (i8, i8) -> i8
    %1184 = "arith.maxsi"(%1138, %1132) : (i8, i8) -> i8
    %1185 = "arith.maxsi"(%1138, %1134) : (i8, i8) -> i8
    %1186 = "arith.maxsi"(%1138, %1136) : (i8, i8) -> i8
    %1187 = "arith.maxsi"(%1138, %1138) : (i8, i8) -> i8
    %1188 = "arith.maxsi"(%1138, %1140) : (i8, i8) -> i8
    %1189 = "arith.maxsi"(%1138, %1142) : (i8, i8) -> i8
    %1190 = "arith.maxsi"(%1138, %1144) : (i8, i8) -> i8
    %1191 = "arith.maxsi"(%1140, %1128) : (i8, i8) -> i8
    %1192 = "arith.maxsi"(%1140, %1130) : (i8, i8) -> i8
    %1193 = "arith.maxsi"(%1140, %1132) : (i8, i8) -> i8
    %1194 = "arith.maxsi"(%1140, %1134) : (i8, i8) -> i8
    %1195 = "arith.maxsi"(%1140, %1136) : (i8, i8) -> i8
    %1196 = "arith.maxsi"(%1140, %1138) : (i8, i8) -> i8
    %1197 = "arith.maxsi"(%1140, %1140) : (i8, i8) -> i8
    %1198 = "arith.maxsi"(%1140, %1142) : (i8, i8) -> i8
    %1199 = "arith.maxsi"(%1140, %1144) : (i8, i8) -> i8
    %1200 = "arith.maxsi"(%1142, %1128) : (i8, i8) -> i8
    %1201 = "arith.maxsi"(%1142, %1130) : (i8, i8) -> i8
    %1202 = "arith.maxsi"(%1142, %1132) : (i8, i8) -> i8
    %1203 = "arith.maxsi"(%1142, %1134) : (i8, i8) -> i8
    %1204 = "arith.maxsi"(%1142, %1136) : (i8, i8) -> i8
    %1205 = "arith.maxsi"(%1142, %1138) : (i8, i8) -> i8
    %1206 = "arith.maxsi"(%1142, %1140) : (i8, i8) -> i8
    %1207 = "arith.maxsi"(%1142, %1142) : (i8, i8) -> i8
    %1208 = "arith.maxsi"(%1142, %1144) : (i8, i8) -> i8
    %1209 = "arith.maxsi"(%1144, %1128) : (i8, i8) -> i8
    %1210 = "arith.maxsi"(%1144, %1130) : (i8, i8) -> i8
    %1211 = "arith.maxsi"(%1144, %1132) : (i8, i8) -> i8
    %1212 = "arith.maxsi"(%1144, %1134) : (i8, i8) -> i8
    %1213 = "arith.maxsi"(%1144, %1136) : (i8, i8) -> i8
    %1214 = "arith.maxsi"(%1144, %1138) : (i8, i8) -> i8
    %1215 = "arith.maxsi"(%1144, %1140) : (i8, i8) -> i8
    %1216 = "arith.maxsi"(%1144, %1142) : (i8, i8) -> i8
    %1217 = "arith.maxsi"(%1144, %1144) : (i8, i8) -> i8
    "func.return"(%1129, %1131, %1133, %1135, %1137, %1139, %1141, %1143, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "maxsi_i32"}> ({
    %1072 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1073 = "arith.maxsi"(%1072, %1072) : (i32, i32) -> i32
    %1074 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1075 = "arith.maxsi"(%1072, %1074) : (i32, i32) -> i32
    %1076 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1077 = "arith.maxsi"(%1072, %1076) : (i32, i32) -> i32
    %1078 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1079 = "arith.maxsi"(%1072, %1078) : (i32, i32) -> i32
    %1080 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1081 = "arith.maxsi"(%1072, %1080) : (i32, i32) -> i32
    %1082 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1083 = "arith.maxsi"(%1072, %1082) : (i32, i32) -> i32
    %1084 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1085 = "arith.maxsi"(%1072, %1084) : (i32, i32) -> i32
    %1086 = "arith.maxsi"(%1074, %1072) : (i32, i32) -> i32
    %1087 = "arith.maxsi"(%1074, %1074) : (i32, i32) -> i32
    %1088 = "arith.maxsi"(%1074, %1076) : (i32, i32) -> i32
    %1089 = "arith.maxsi"(%1074, %1078) : (i32, i32) -> i32
    %1090 = "arith.maxsi"(%1074, %1080) : (i32, i32) -> i32
    %1091 = "arith.maxsi"(%1074, %1082) : (i32, i32) -> i32
    %1092 = "arith.maxsi"(%1074, %1084) : (i32, i32) -> i32
    %1093 = "arith.maxsi"(%1076, %1072) : (i32, i32) -> i32
    %1094 = "arith.maxsi"(%1076, %1074) : (i32, i32) -> i32
    %1095 = "arith.maxsi"(%1076, %1076) : (i32, i32) -> i32
    %1096 = "arith.maxsi"(%1076, %1078) : (i32, i32) -> i32
    %1097 = "arith.maxsi"(%1076, %1080) : (i32, i32) -> i32
    %1098 = "arith.maxsi"(%1076, %1082) : (i32, i32) -> i32
    %1099 = "arith.maxsi"(%1076, %1084) : (i32, i32) -> i32
    %1100 = "arith.maxsi"(%1078, %1072) : (i32, i32) -> i32
    %1101 = "arith.maxsi"(%1078, %1074) : (i32, i32) -> i32
    %1102 = "arith.maxsi"(%1078, %1076) : (i32, i32) -> i32
    %1103 = "arith.maxsi"(%1078, %1078) : (i32, i32) -> i32
    %1104 = "arith.maxsi"(%1078, %1080) : (i32, i32) -> i32
    %1105 = "arith.maxsi"(%1078, %1082) : (i32, i32) -> i32
    %1106 = "arith.maxsi"(%1078, %1084) : (i32, i32) -> i32
    %1107 = "arith.maxsi"(%1080, %1072) : (i32, i32) -> i32
    %1108 = "arith.maxsi"(%1080, %1074) : (i32, i32) -> i32
    %1109 = "arith.maxsi"(%1080, %1076) : (i32, i32) -> i32
    %1110 = "arith.maxsi"(%1080, %1078) : (i32, i32) -> i32
    %1111 = "arith.maxsi"(%1080, %1080) : (i32, i32) -> i32
    %1112 = "arith.maxsi"(%1080, %1082) : (i32, i32) -> i32
    %1113 = "arith.maxsi"(%1080, %1084) : (i32, i32) -> i32
    %1114 = "arith.maxsi"(%1082, %1072) : (i32, i32) -> i32
    %1115 = "arith.maxsi"(%1082, %1074) : (i32, i32) -> i32
    %1116 = "arith.maxsi"(%1082, %1076) : (i32, i32) -> i32
    %1117 = "arith.maxsi"(%1082, %1078) : (i32, i32) -> i32
    %1118 = "arith.maxsi"(%1082, %1080) : (i32, i32) -> i32
    %1119 = "arith.maxsi"(%1082, %1082) : (i32, i32) -> i32
    %1120 = "arith.maxsi"(%1082, %1084) : (i32, i32) -> i32
    %1121 = "arith.maxsi"(%1084, %1072) : (i32, i32) -> i32
    %1122 = "arith.maxsi"(%1084, %1074) : (i32, i32) -> i32
    %1123 = "arith.maxsi"(%1084, %1076) : (i32, i32) -> i32
    %1124 = "arith.maxsi"(%1084, %1078) : (i32, i32) -> i32
    %1125 = "arith.maxsi"(%1084, %1080) : (i32, i32) -> i32
    %1126 = "arith.maxsi"(%1084, %1082) : (i32, i32) -> i32
    %1127 = "arith.maxsi"(%1084, %1084) : (i32, i32) -> i32
    "func.return"(%1073, %1075, %1077, %1079, %1081, %1083, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "maxsi_index"}> ({
    %1016 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1017 = "arith.maxsi"(%1016, %1016) : (index, index) -> index
    %1018 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1019 = "arith.maxsi"(%1016, %1018) : (index, index) -> index
    %1020 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1021 = "arith.maxsi"(%1016, %1020) : (index, index) -> index
    %1022 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1023 = "arith.maxsi"(%1016, %1022) : (index, index) -> index
    %1024 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1025 = "arith.maxsi"(%1016, %1024) : (index, index) -> index
    %1026 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1027 = "arith.maxsi"(%1016, %1026) : (index, index) -> index
    %1028 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1029 = "arith.maxsi"(%1016, %1028) : (index, index) -> index
    %1030 = "arith.maxsi"(%1018, %1016) : (index, index) -> index
    %1031 = "arith.maxsi"(%1018, %1018) : (index, index) -> index
    %1032 = "arith.maxsi"(%1018, %1020) : (index, index) -> index
    %1033 = "arith.maxsi"(%1018, %1022) : (index, index) -> index
    %1034 = "arith.maxsi"(%1018, %1024) : (index, index) -> index
    %1035 = "arith.maxsi"(%1018, %1026) : (index, index) -> index
    %1036 = "arith.maxsi"(%1018, %1028) : (index, index) -> index
    %1037 = "arith.maxsi"(%1020, %1016) : (index, index) -> index
    %1038 = "arith.maxsi"(%1020, %1018) : (index, index) -> index
    %1039 = "arith.maxsi"(%1020, %1020) : (index, index) -> index
    %1040 = "arith.maxsi"(%1020, %1022) : (index, index) -> index
    %1041 = "arith.maxsi"(%1020, %1024) : (index, index) -> index
    %1042 = "arith.maxsi"(%1020, %1026) : (index, index) -> index
    %1043 = "arith.maxsi"(%1020, %1028) : (index, index) -> index
    %1044 = "arith.maxsi"(%1022, %1016) : (index, index) -> index
    %1045 = "arith.maxsi"(%1022, %1018) : (index, index) -> index
    %1046 = "arith.maxsi"(%1022, %1020) : (index, index) -> index
    %1047 = "arith.maxsi"(%1022, %1022) : (index, index) -> index
    %1048 = "arith.maxsi"(%1022, %1024) : (index, index) -> index
    %1049 = "arith.maxsi"(%1022, %1026) : (index, index) -> index
    %1050 = "arith.maxsi"(%1022, %1028) : (index, index) -> index
    %1051 = "arith.maxsi"(%1024, %1016) : (index, index) -> index
    %1052 = "arith.maxsi"(%1024, %1018) : (index, index) -> index
    %1053 = "arith.maxsi"(%1024, %1020) : (index, index) -> index
    %1054 = "arith.maxsi"(%1024, %1022) : (index, index) -> index
    %1055 = "arith.maxsi"(%1024, %1024) : (index, index) -> index
    %1056 = "arith.maxsi"(%1024, %1026) : (index, index) -> index
    %1057 = "arith.maxsi"(%1024, %1028) : (index, index) -> index
    %1058 = "arith.maxsi"(%1026, %1016) : (index, index) -> index
    %1059 = "arith.maxsi"(%1026, %1018) : (index, index) -> index
    %1060 = "arith.maxsi"(%1026, %1020) : (index, index) -> index
    %1061 = "arith.maxsi"(%1026, %1022) : (index, index) -> index
    %1062 = "arith.maxsi"(%1026, %1024) : (index, index) -> index
    %1063 = "arith.maxsi"(%1026, %1026) : (index, index) -> index
    %1064 = "arith.maxsi"(%1026, %1028) : (index, index) -> index
    %1065 = "arith.maxsi"(%1028, %1016) : (index, index) -> index
    %1066 = "arith.maxsi"(%1028, %1018) : (index, index) -> index
    %1067 = "arith.maxsi"(%1028, %1020) : (index, index) -> index
    %1068 = "arith.maxsi"(%1028, %1022) : (index, index) -> index
    %1069 = "arith.maxsi"(%1028, %1024) : (index, index) -> index
    %1070 = "arith.maxsi"(%1028, %1026) : (index, index) -> index
    %1071 = "arith.maxsi"(%1028, %1028) : (index, index) -> index
    "func.return"(%1017, %1019, %1021, %1023, %1025, %1027, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "maxsi_i128"}> ({
    %960 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %961 = "arith.maxsi"(%960, %960) : (i128, i128) -> i128
    %962 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %963 = "arith.maxsi"(%960, %962) : (i128, i128) -> i128
    %964 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %965 = "arith.maxsi"(%960, %964) : (i128, i128) -> i128
    %966 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %967 = "arith.maxsi"(%960, %966) : (i128, i128) -> i128
    %968 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %969 = "arith.maxsi"(%960, %968) : (i128, i128) -> i128
    %970 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %971 = "arith.maxsi"(%960, %970) : (i128, i128) -> i128
    %972 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %973 = "arith.maxsi"(%960, %972) : (i128, i128) -> i128
    %974 = "arith.maxsi"(%962, %960) : (i128, i128) -> i128
    %975 = "arith.maxsi"(%962, %962) : (i128, i128) -> i128
    %976 = "arith.maxsi"(%962, %964) : (i128, i128) -> i128
    %977 = "arith.maxsi"(%962, %966) : (i128, i128) -> i128
    %978 = "arith.maxsi"(%962, %968) : (i128, i128) -> i128
    %979 = "arith.maxsi"(%962, %970) : (i128, i128) -> i128
    %980 = "arith.maxsi"(%962, %972) : (i128, i128) -> i128
    %981 = "arith.maxsi"(%964, %960) : (i128, i128) -> i128
    %982 = "arith.maxsi"(%964, %962) : (i128, i128) -> i128
    %983 = "arith.maxsi"(%964, %964) : (i128, i128) -> i128
    %984 = "arith.maxsi"(%964, %966) : (i128, i128) -> i128
    %985 = "arith.maxsi"(%964, %968) : (i128, i128) -> i128
    %986 = "arith.maxsi"(%964, %970) : (i128, i128) -> i128
    %987 = "arith.maxsi"(%964, %972) : (i128, i128) -> i128
    %988 = "arith.maxsi"(%966, %960) : (i128, i128) -> i128
    %989 = "arith.maxsi"(%966, %962) : (i128, i128) -> i128
    %990 = "arith.maxsi"(%966, %964) : (i128, i128) -> i128
    %991 = "arith.maxsi"(%966, %966) : (i128, i128) -> i128
    %992 = "arith.maxsi"(%966, %968) : (i128, i128) -> i128
    %993 = "arith.maxsi"(%966, %970) : (i128, i128) -> i128
    %994 = "arith.maxsi"(%966, %972) : (i128, i128) -> i128
    %995 = "arith.maxsi"(%968, %960) : (i128, i128) -> i128
    %996 = "arith.maxsi"(%968, %962) : (i128, i128) -> i128
    %997 = "arith.maxsi"(%968, %964) : (i128, i128) -> i128
    %998 = "arith.maxsi"(%968, %966) : (i128, i128) -> i128
    %999 = "arith.maxsi"(%968, %968) : (i128, i128) -> i128
    %1000 = "arith.maxsi"(%968, %970) : (i128, i128) -> i128
    %1001 = "arith.maxsi"(%968, %972) : (i128, i128) -> i128
    %1002 = "arith.maxsi"(%970, %960) : (i128, i128) -> i128
    %1003 = "arith.maxsi"(%970, %962) : (i128, i128) -> i128
    %1004 = "arith.maxsi"(%970, %964) : (i128, i128) -> i128
    %1005 = "arith.maxsi"(%970, %966) : (i128, i128) -> i128
    %1006 = "arith.maxsi"(%970, %968) : (i128, i128) -> i128
    %1007 = "arith.maxsi"(%970, %970) : (i128, i128) -> i128
    %1008 = "arith.maxsi"(%970, %972) : (i128, i128) -> i128
    %1009 = "arith.maxsi"(%972, %960) : (i128, i128) -> i128
    %1010 = "arith.maxsi"(%972, %962) : (i128, i128) -> i128
    %1011 = "arith.maxsi"(%972, %964) : (i128, i128) -> i128
    %1012 = "arith.maxsi"(%972, %966) : (i128, i128) -> i128
    %1013 = "arith.maxsi"(%972, %968) : (i128, i128) -> i128
    %1014 = "arith.maxsi"(%972, %970) : (i128, i128) -> i128
    %1015 = "arith.maxsi"(%972, %972) : (i128, i128) -> i128
    "func.return"(%961, %963, %965, %967, %969, %971, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "maxui_i1"}> ({
    %954 = "arith.constant"() <{value = false}> : () -> i1
    %955 = "arith.maxui"(%954, %954) : (i1, i1) -> i1
    %956 = "arith.constant"() <{value = true}> : () -> i1
    %957 = "arith.maxui"(%954, %956) : (i1, i1) -> i1
    %958 = "arith.maxui"(%956, %954) : (i1, i1) -> i1
    %959 = "arith.maxui"(%956, %956) : (i1, i1) -> i1
    "func.return"(%955, %957, %958, %959) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "maxui_i7"}> ({
    %898 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %899 = "arith.maxui"(%898, %898) : (i7, i7) -> i7
    %900 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %901 = "arith.maxui"(%898, %900) : (i7, i7) -> i7
    %902 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %903 = "arith.maxui"(%898, %902) : (i7, i7) -> i7
    %904 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %905 = "arith.maxui"(%898, %904) : (i7, i7) -> i7
    %906 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %907 = "arith.maxui"(%898, %906) : (i7, i7) -> i7
    %908 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %909 = "arith.maxui"(%898, %908) : (i7, i7) -> i7
    %910 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %911 = "arith.maxui"(%898, %910) : (i7, i7) -> i7
    %912 = "arith.maxui"(%900, %898) : (i7, i7) -> i7
    %913 = "arith.maxui"(%900, %900) : (i7, i7) -> i7
    %914 = "arith.maxui"(%900, %902) : (i7, i7) -> i7
    %915 = "arith.maxui"(%900, %904) : (i7, i7) -> i7
    %916 = "arith.maxui"(%900, %906) : (i7, i7) -> i7
    %917 = "arith.maxui"(%900, %908) : (i7, i7) -> i7
    %918 = "arith.maxui"(%900, %910) : (i7, i7) -> i7
    %919 = "arith.maxui"(%902, %898) : (i7, i7) -> i7
    %920 = "arith.maxui"(%902, %900) : (i7, i7) -> i7
    %921 = "arith.maxui"(%902, %902) : (i7, i7) -> i7
    %922 = "arith.maxui"(%902, %904) : (i7, i7) -> i7
    %923 = "arith.maxui"(%902, %906) : (i7, i7) -> i7
    %924 = "arith.maxui"(%902, %908) : (i7, i7) -> i7
    %925 = "arith.maxui"(%902, %910) : (i7, i7) -> i7
    %926 = "arith.maxui"(%904, %898) : (i7, i7) -> i7
    %927 = "arith.maxui"(%904, %900) : (i7, i7) -> i7
    %928 = "arith.maxui"(%904, %902) : (i7, i7) -> i7
    %929 = "arith.maxui"(%904, %904) : (i7, i7) -> i7
    %930 = "arith.maxui"(%904, %906) : (i7, i7) -> i7
    %931 = "arith.maxui"(%904, %908) : (i7, i7) -> i7
    %932 = "arith.maxui"(%904, %910) : (i7, i7) -> i7
    %933 = "arith.maxui"(%906, %898) : (i7, i7) -> i7
    %934 = "arith.maxui"(%906, %900) : (i7, i7) -> i7
    %935 = "arith.maxui"(%906, %902) : (i7, i7) -> i7
    %936 = "arith.maxui"(%906, %904) : (i7, i7) -> i7
    %937 = "arith.maxui"(%906, %906) : (i7, i7) -> i7
    %938 = "arith.maxui"(%906, %908) : (i7, i7) -> i7
    %939 = "arith.maxui"(%906, %910) : (i7, i7) -> i7
    %940 = "arith.maxui"(%908, %898) : (i7, i7) -> i7
    %941 = "arith.maxui"(%908, %900) : (i7, i7) -> i7
    %942 = "arith.maxui"(%908, %902) : (i7, i7) -> i7
    %943 = "arith.maxui"(%908, %904) : (i7, i7) -> i7
    %944 = "arith.maxui"(%908, %906) : (i7, i7) -> i7
    %945 = "arith.maxui"(%908, %908) : (i7, i7) -> i7
    %946 = "arith.maxui"(%908, %910) : (i7, i7) -> i7
    %947 = "arith.maxui"(%910, %898) : (i7, i7) -> i7
    %948 = "arith.maxui"(%910, %900) : (i7, i7) -> i7
    %949 = "arith.maxui"(%910, %902) : (i7, i7) -> i7
    %950 = "arith.maxui"(%910, %904) : (i7, i7) -> i7
    %951 = "arith.maxui"(%910, %906) : (i7, i7) -> i7
    %952 = "arith.maxui"(%910, %908) : (i7, i7) -> i7
    %953 = "arith.maxui"(%910, %910) : (i7, i7) -> i7
    "func.return"(%899, %901, %903, %905, %907, %909, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "maxui_i8"}> ({
    %808 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %809 = "arith.maxui"(%808, %808) : (i8, i8) -> i8
    %810 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %811 = "arith.maxui"(%808, %810) : (i8, i8) -> i8
    %812 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %813 = "arith.maxui"(%808, %812) : (i8, i8) -> i8
    %814 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %815 = "arith.maxui"(%808, %814) : (i8, i8) -> i8
    %816 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %817 = "arith.maxui"(%808, %816) : (i8, i8) -> i8
    %818 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %819 = "arith.maxui"(%808, %818) : (i8, i8) -> i8
    %820 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %821 = "arith.maxui"(%808, %820) : (i8, i8) -> i8
    %822 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %823 = "arith.maxui"(%808, %822) : (i8, i8) -> i8
    %824 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %825 = "arith.maxui"(%808, %824) : (i8, i8) -> i8
    %826 = "arith.maxui"(%810, %808) : (i8, i8) -> i8
    %827 = "arith.maxui"(%810, %810) : (i8, i8) -> i8
    %828 = "arith.maxui"(%810, %812) : (i8, i8) -> i8
    %829 = "arith.maxui"(%810, %814) : (i8, i8) -> i8
    %830 = "arith.maxui"(%810, %816) : (i8, i8) -> i8
    %831 = "arith.maxui"(%810, %818) : (i8, i8) -> i8
    %832 = "arith.maxui"(%810, %820) : (i8, i8) -> i8
    %833 = "arith.maxui"(%810, %822) : (i8, i8) -> i8
    %834 = "arith.maxui"(%810, %824) : (i8, i8) -> i8
    %835 = "arith.maxui"(%812, %808) : (i8, i8) -> i8
    %836 = "arith.maxui"(%812, %810) : (i8, i8) -> i8
    %837 = "arith.maxui"(%812, %812) : (i8, i8) -> i8
    %838 = "arith.maxui"(%812, %814) : (i8, i8) -> i8
    %839 = "arith.maxui"(%812, %816) : (i8, i8) -> i8
    %840 = "arith.maxui"(%812, %818) : (i8, i8) -> i8
    %841 = "arith.maxui"(%812, %820) : (i8, i8) -> i8
    %842 = "arith.maxui"(%812, %822) : (i8, i8) -> i8
    %843 = "arith.maxui"(%812, %824) : (i8, i8) -> i8
    %844 = "arith.maxui"(%814, %808) : (i8, i8) -> i8
    %845 = "arith.maxui"(%814, %810) : (i8, i8) -> i8
    %846 = "arith.maxui"(%814, %812) : (i8, i8) -> i8
    %847 = "arith.maxui"(%814, %814) : (i8, i8) -> i8
    %848 = "arith.maxui"(%814, %816) : (i8, i8) -> i8
    %849 = "arith.maxui"(%814, %818) : (i8, i8) -> i8
    %850 = "arith.maxui"(%814, %820) : (i8, i8) -> i8
    %851 = "arith.maxui"(%814, %822) : (i8, i8) -> i8
    %852 = "arith.maxui"(%814, %824) : (i8, i8) -> i8
    %853 = "arith.maxui"(%816, %808) : (i8, i8) -> i8
    %854 = "arith.maxui"(%816, %810) : (i8, i8) -> i8
    %855 = "arith.maxui"(%816, %812) : (i8, i8) -> i8
    %856 = "arith.maxui"(%816, %814) : (i8, i8) -> i8
    %857 = "arith.maxui"(%816, %816) : (i8, i8) -> i8
    %858 = "arith.maxui"(%816, %818) : (i8, i8) -> i8
    %859 = "arith.maxui"(%816, %820) : (i8, i8) -> i8
    %860 = "arith.maxui"(%816, %822) : (i8, i8) -> i8
    %861 = "arith.maxui"(%816, %824) : (i8, i8) -> i8
    %862 = "arith.maxui"(%818, %808) : (i8, i8) -> i8
    %863 = "arith.maxui"(%818, %810) : (i8, i8) -> i8
    %864 = "arith.maxui"(%818, %812) : (i8, i8) -> i8
    %865 = "arith.maxui"(%818, %814) : (i8, i8) -> i8
    %866 = "arith.maxui"(%818, %816) : (i8, i8) -> i8
    %867 = "arith.maxui"(%818, %818) : (i8, i8) -> i8
    %868 = "arith.maxui"(%818, %820) : (i8, i8) -> i8
    %869 = "arith.maxui"(%818, %822) : (i8, i8) -> i8
    %870 = "arith.maxui"(%818, %824) : (i8, i8) -> i8
    %871 = "arith.maxui"(%820, %808) : (i8, i8) -> i8
    %872 = "arith.maxui"(%820, %810) : (i8, i8) -> i8
    %873 = "arith.maxui"(%820, %812) : (i8, i8) -> i8
    %874 = "arith.maxui"(%820, %814) : (i8, i8) -> i8
    %875 = "arith.maxui"(%820, %816) : (i8, i8) -> i8
    %876 = "arith.maxui"(%820, %818) : (i8, i8) -> i8
    %877 = "arith.maxui"(%820, %820) : (i8, i8) -> i8
    %878 = "arith.maxui"(%820, %822) : (i8, i8) -> i8
    %879 = "arith.maxui"(%820, %824) : (i8, i8) -> i8
    %880 = "arith.maxui"(%822, %808) : (i8, i8) -> i8
    %881 = "arith.maxui"(%822, %810) : (i8, i8) -> i8
    %882 = "arith.maxui"(%822, %812) : (i8, i8) -> i8
    %883 = "arith.maxui"(%822, %814) : (i8, i8) -> i8
    %884 = "arith.maxui"(%822, %816) : (i8, i8) -> i8
    %885 = "arith.maxui"(%822, %818) : (i8, i8) -> i8
    %886 = "arith.maxui"(%822, %820) : (i8, i8) -> i8
    %887 = "arith.maxui"(%822, %822) : (i8, i8) -> i8
    %888 = "arith.maxui"(%822, %824) : (i8, i8) -> i8
    %889 = "arith.maxui"(%824, %808) : (i8, i8) -> i8
    %890 = "arith.maxui"(%824, %810) : (i8, i8) -> i8
    %891 = "arith.maxui"(%824, %812) : (i8, i8) -> i8
    %892 = "arith.maxui"(%824, %814) : (i8, i8) -> i8
    %893 = "arith.maxui"(%824, %816) : (i8, i8) -> i8
    %894 = "arith.maxui"(%824, %818) : (i8, i8) -> i8
    %895 = "arith.maxui"(%824, %820) : (i8, i8) -> i8
    %896 = "arith.maxui"(%824, %822) : (i8, i8) -> i8
    %897 = "arith.maxui"(%824, %824) : (i8, i8) -> i8
    "func.return"(%809, %811, %813, %815, %817, %819, %821, %823, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "maxui_i32"}> ({
    %752 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %753 = "arith.maxui"(%752, %752) : (i32, i32) -> i32
    %754 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %755 = "arith.maxui"(%752, %754) : (i32, i32) -> i32
    %756 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %757 = "arith.maxui"(%752, %756) : (i32, i32) -> i32
    %758 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %759 = "arith.maxui"(%752, %758) : (i32, i32) -> i32
    %760 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %761 = "arith.maxui"(%752, %760) : (i32, i32) -> i32
    %762 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %763 = "arith.maxui"(%752, %762) : (i32, i32) -> i32
    %764 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %765 = "arith.maxui"(%752, %764) : (i32, i32) -> i32
    %766 = "arith.maxui"(%754, %752) : (i32, i32) -> i32
    %767 = "arith.maxui"(%754, %754) : (i32, i32) -> i32
    %768 = "arith.maxui"(%754, %756) : (i32, i32) -> i32
    %769 = "arith.maxui"(%754, %758) : (i32, i32) -> i32
    %770 = "arith.maxui"(%754, %760) : (i32, i32) -> i32
    %771 = "arith.maxui"(%754, %762) : (i32, i32) -> i32
    %772 = "arith.maxui"(%754, %764) : (i32, i32) -> i32
    %773 = "arith.maxui"(%756, %752) : (i32, i32) -> i32
    %774 = "arith.maxui"(%756, %754) : (i32, i32) -> i32
    %775 = "arith.maxui"(%756, %756) : (i32, i32) -> i32
    %776 = "arith.maxui"(%756, %758) : (i32, i32) -> i32
    %777 = "arith.maxui"(%756, %760) : (i32, i32) -> i32
    %778 = "arith.maxui"(%756, %762) : (i32, i32) -> i32
    %779 = "arith.maxui"(%756, %764) : (i32, i32) -> i32
    %780 = "arith.maxui"(%758, %752) : (i32, i32) -> i32
    %781 = "arith.maxui"(%758, %754) : (i32, i32) -> i32
    %782 = "arith.maxui"(%758, %756) : (i32, i32) -> i32
    %783 = "arith.maxui"(%758, %758) : (i32, i32) -> i32
    %784 = "arith.maxui"(%758, %760) : (i32, i32) -> i32
    %785 = "arith.maxui"(%758, %762) : (i32, i32) -> i32
    %786 = "arith.maxui"(%758, %764) : (i32, i32) -> i32
    %787 = "arith.maxui"(%760, %752) : (i32, i32) -> i32
    %788 = "arith.maxui"(%760, %754) : (i32, i32) -> i32
    %789 = "arith.maxui"(%760, %756) : (i32, i32) -> i32
    %790 = "arith.maxui"(%760, %758) : (i32, i32) -> i32
    %791 = "arith.maxui"(%760, %760) : (i32, i32) -> i32
    %792 = "arith.maxui"(%760, %762) : (i32, i32) -> i32
    %793 = "arith.maxui"(%760, %764) : (i32, i32) -> i32
    %794 = "arith.maxui"(%762, %752) : (i32, i32) -> i32
    %795 = "arith.maxui"(%762, %754) : (i32, i32) -> i32
    %796 = "arith.maxui"(%762, %756) : (i32, i32) -> i32
    %797 = "arith.maxui"(%762, %758) : (i32, i32) -> i32
    %798 = "arith.maxui"(%762, %760) : (i32, i32) -> i32
    %799 = "arith.maxui"(%762, %762) : (i32, i32) -> i32
    %800 = "arith.maxui"(%762, %764) : (i32, i32) -> i32
    %801 = "arith.maxui"(%764, %752) : (i32, i32) -> i32
    %802 = "arith.maxui"(%764, %754) : (i32, i32) -> i32
    %803 = "arith.maxui"(%764, %756) : (i32, i32) -> i32
    %804 = "arith.maxui"(%764, %758) : (i32, i32) -> i32
    %805 = "arith.maxui"(%764, %760) : (i32, i32) -> i32
    %806 = "arith.maxui"(%764, %762) : (i32, i32) -> i32
    %807 = "arith.maxui"(%764, %764) : (i32, i32) -> i32
    "func.return"(%753, %755, %757, %759, %761, %763, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "maxui_index"}> ({
    %696 = "arith.constant"() <{value = 0 : index}> : () -> index
    %697 = "arith.maxui"(%696, %696) : (index, index) -> index
    %698 = "arith.constant"() <{value = 1 : index}> : () -> index
    %699 = "arith.maxui"(%696, %698) : (index, index) -> index
    %700 = "arith.constant"() <{value = -1 : index}> : () -> index
    %701 = "arith.maxui"(%696, %700) : (index, index) -> index
    %702 = "arith.constant"() <{value = 3 : index}> : () -> index
    %703 = "arith.maxui"(%696, %702) : (index, index) -> index
    %704 = "arith.constant"() <{value = 64 : index}> : () -> index
    %705 = "arith.maxui"(%696, %704) : (index, index) -> index
    %706 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %707 = "arith.maxui"(%696, %706) : (index, index) -> index
    %708 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %709 = "arith.maxui"(%696, %708) : (index, index) -> index
    %710 = "arith.maxui"(%698, %696) : (index, index) -> index
    %711 = "arith.maxui"(%698, %698) : (index, index) -> index
    %712 = "arith.maxui"(%698, %700) : (index, index) -> index
    %713 = "arith.maxui"(%698, %702) : (index, index) -> index
    %714 = "arith.maxui"(%698, %704) : (index, index) -> index
    %715 = "arith.maxui"(%698, %706) : (index, index) -> index
    %716 = "arith.maxui"(%698, %708) : (index, index) -> index
    %717 = "arith.maxui"(%700, %696) : (index, index) -> index
    %718 = "arith.maxui"(%700, %698) : (index, index) -> index
    %719 = "arith.maxui"(%700, %700) : (index, index) -> index
    %720 = "arith.maxui"(%700, %702) : (index, index) -> index
    %721 = "arith.maxui"(%700, %704) : (index, index) -> index
    %722 = "arith.maxui"(%700, %706) : (index, index) -> index
    %723 = "arith.maxui"(%700, %708) : (index, index) -> index
    %724 = "arith.maxui"(%702, %696) : (index, index) -> index
    %725 = "arith.maxui"(%702, %698) : (index, index) -> index
    %726 = "arith.maxui"(%702, %700) : (index, index) -> index
    %727 = "arith.maxui"(%702, %702) : (index, index) -> index
    %728 = "arith.maxui"(%702, %704) : (index, index) -> index
    %729 = "arith.maxui"(%702, %706) : (index, index) -> index
    %730 = "arith.maxui"(%702, %708) : (index, index) -> index
    %731 = "arith.maxui"(%704, %696) : (index, index) -> index
    %732 = "arith.maxui"(%704, %698) : (index, index) -> index
    %733 = "arith.maxui"(%704, %700) : (index, index) -> index
    %734 = "arith.maxui"(%704, %702) : (index, index) -> index
    %735 = "arith.maxui"(%704, %704) : (index, index) -> index
    %736 = "arith.maxui"(%704, %706) : (index, index) -> index
    %737 = "arith.maxui"(%704, %708) : (index, index) -> index
    %738 = "arith.maxui"(%706, %696) : (index, index) -> index
    %739 = "arith.maxui"(%706, %698) : (index, index) -> index
    %740 = "arith.maxui"(%706, %700) : (index, index) -> index
    %741 = "arith.maxui"(%706, %702) : (index, index) -> index
    %742 = "arith.maxui"(%706, %704) : (index, index) -> index
    %743 = "arith.maxui"(%706, %706) : (index, index) -> index
    %744 = "arith.maxui"(%706, %708) : (index, index) -> index
    %745 = "arith.maxui"(%708, %696) : (index, index) -> index
    %746 = "arith.maxui"(%708, %698) : (index, index) -> index
    %747 = "arith.maxui"(%708, %700) : (index, index) -> index
    %748 = "arith.maxui"(%708, %702) : (index, index) -> index
    %749 = "arith.maxui"(%708, %704) : (index, index) -> index
    %750 = "arith.maxui"(%708, %706) : (index, index) -> index
    %751 = "arith.maxui"(%708, %708) : (index, index) -> index
    "func.return"(%697, %699, %701, %703, %705, %707, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "maxui_i128"}> ({
    %640 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %641 = "arith.maxui"(%640, %640) : (i128, i128) -> i128
    %642 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %643 = "arith.maxui"(%640, %642) : (i128, i128) -> i128
    %644 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %645 = "arith.maxui"(%640, %644) : (i128, i128) -> i128
    %646 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %647 = "arith.maxui"(%640, %646) : (i128, i128) -> i128
    %648 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %649 = "arith.maxui"(%640, %648) : (i128, i128) -> i128
    %650 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %651 = "arith.maxui"(%640, %650) : (i128, i128) -> i128
    %652 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %653 = "arith.maxui"(%640, %652) : (i128, i128) -> i128
    %654 = "arith.maxui"(%642, %640) : (i128, i128) -> i128
    %655 = "arith.maxui"(%642, %642) : (i128, i128) -> i128
    %656 = "arith.maxui"(%642, %644) : (i128, i128) -> i128
    %657 = "arith.maxui"(%642, %646) : (i128, i128) -> i128
    %658 = "arith.maxui"(%642, %648) : (i128, i128) -> i128
    %659 = "arith.maxui"(%642, %650) : (i128, i128) -> i128
    %660 = "arith.maxui"(%642, %652) : (i128, i128) -> i128
    %661 = "arith.maxui"(%644, %640) : (i128, i128) -> i128
    %662 = "arith.maxui"(%644, %642) : (i128, i128) -> i128
    %663 = "arith.maxui"(%644, %644) : (i128, i128) -> i128
    %664 = "arith.maxui"(%644, %646) : (i128, i128) -> i128
    %665 = "arith.maxui"(%644, %648) : (i128, i128) -> i128
    %666 = "arith.maxui"(%644, %650) : (i128, i128) -> i128
    %667 = "arith.maxui"(%644, %652) : (i128, i128) -> i128
    %668 = "arith.maxui"(%646, %640) : (i128, i128) -> i128
    %669 = "arith.maxui"(%646, %642) : (i128, i128) -> i128
    %670 = "arith.maxui"(%646, %644) : (i128, i128) -> i128
    %671 = "arith.maxui"(%646, %646) : (i128, i128) -> i128
    %672 = "arith.maxui"(%646, %648) : (i128, i128) -> i128
    %673 = "arith.maxui"(%646, %650) : (i128, i128) -> i128
    %674 = "arith.maxui"(%646, %652) : (i128, i128) -> i128
    %675 = "arith.maxui"(%648, %640) : (i128, i128) -> i128
    %676 = "arith.maxui"(%648, %642) : (i128, i128) -> i128
    %677 = "arith.maxui"(%648, %644) : (i128, i128) -> i128
    %678 = "arith.maxui"(%648, %646) : (i128, i128) -> i128
    %679 = "arith.maxui"(%648, %648) : (i128, i128) -> i128
    %680 = "arith.maxui"(%648, %650) : (i128, i128) -> i128
    %681 = "arith.maxui"(%648, %652) : (i128, i128) -> i128
    %682 = "arith.maxui"(%650, %640) : (i128, i128) -> i128
    %683 = "arith.maxui"(%650, %642) : (i128, i128) -> i128
    %684 = "arith.maxui"(%650, %644) : (i128, i128) -> i128
    %685 = "arith.maxui"(%650, %646) : (i128, i128) -> i128
    %686 = "arith.maxui"(%650, %648) : (i128, i128) -> i128
    %687 = "arith.maxui"(%650, %650) : (i128, i128) -> i128
    %688 = "arith.maxui"(%650, %652) : (i128, i128) -> i128
    %689 = "arith.maxui"(%652, %640) : (i128, i128) -> i128
    %690 = "arith.maxui"(%652, %642) : (i128, i128) -> i128
    %691 = "arith.maxui"(%652, %644) : (i128, i128) -> i128
    %692 = "arith.maxui"(%652, %646) : (i128, i128) -> i128
    %693 = "arith.maxui"(%652, %648) : (i128, i128) -> i128
    %694 = "arith.maxui"(%652, %650) : (i128, i128) -> i128
    %695 = "arith.maxui"(%652, %652) : (i128, i128) -> i128
    "func.return"(%641, %643, %645, %647, %649, %651, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "minsi_i1"}> ({
    %634 = "arith.constant"() <{value = false}> : () -> i1
    %635 = "arith.minsi"(%634, %634) : (i1, i1) -> i1
    %636 = "arith.constant"() <{value = true}> : () -> i1
    %637 = "arith.minsi"(%634, %636) : (i1, i1) -> i1
    %638 = "arith.minsi"(%636, %634) : (i1, i1) -> i1
    %639 = "arith.minsi"(%636, %636) : (i1, i1) -> i1
    "func.return"(%635, %637, %638, %639) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "minsi_i7"}> ({
    %578 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %579 = "arith.minsi"(%578, %578) : (i7, i7) -> i7
    %580 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %581 = "arith.minsi"(%578, %580) : (i7, i7) -> i7
    %582 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %583 = "arith.minsi"(%578, %582) : (i7, i7) -> i7
    %584 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %585 = "arith.minsi"(%578, %584) : (i7, i7) -> i7
    %586 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %587 = "arith.minsi"(%578, %586) : (i7, i7) -> i7
    %588 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %589 = "arith.minsi"(%578, %588) : (i7, i7) -> i7
    %590 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %591 = "arith.minsi"(%578, %590) : (i7, i7) -> i7
    %592 = "arith.minsi"(%580, %578) : (i7, i7) -> i7
    %593 = "arith.minsi"(%580, %580) : (i7, i7) -> i7
    %594 = "arith.minsi"(%580, %582) : (i7, i7) -> i7
    %595 = "arith.minsi"(%580, %584) : (i7, i7) -> i7
    %596 = "arith.minsi"(%580, %586) : (i7, i7) -> i7
    %597 = "arith.minsi"(%580, %588) : (i7, i7) -> i7
    %598 = "arith.minsi"(%580, %590) : (i7, i7) -> i7
    %599 = "arith.minsi"(%582, %578) : (i7, i7) -> i7
    %600 = "arith.minsi"(%582, %580) : (i7, i7) -> i7
    %601 = "arith.minsi"(%582, %582) : (i7, i7) -> i7
    %602 = "arith.minsi"(%582, %584) : (i7, i7) -> i7
    %603 = "arith.minsi"(%582, %586) : (i7, i7) -> i7
    %604 = "arith.minsi"(%582, %588) : (i7, i7) -> i7
    %605 = "arith.minsi"(%582, %590) : (i7, i7) -> i7
    %606 = "arith.minsi"(%584, %578) : (i7, i7) -> i7
    %607 = "arith.minsi"(%584, %580) : (i7, i7) -> i7
    %608 = "arith.minsi"(%584, %582) : (i7, i7) -> i7
    %609 = "arith.minsi"(%584, %584) : (i7, i7) -> i7
    %610 = "arith.minsi"(%584, %586) : (i7, i7) -> i7
    %611 = "arith.minsi"(%584, %588) : (i7, i7) -> i7
    %612 = "arith.minsi"(%584, %590) : (i7, i7) -> i7
    %613 = "arith.minsi"(%586, %578) : (i7, i7) -> i7
    %614 = "arith.minsi"(%586, %580) : (i7, i7) -> i7
    %615 = "arith.minsi"(%586, %582) : (i7, i7) -> i7
    %616 = "arith.minsi"(%586, %584) : (i7, i7) -> i7
    %617 = "arith.minsi"(%586, %586) : (i7, i7) -> i7
    %618 = "arith.minsi"(%586, %588) : (i7, i7) -> i7
    %619 = "arith.minsi"(%586, %590) : (i7, i7) -> i7
    %620 = "arith.minsi"(%588, %578) : (i7, i7) -> i7
    %621 = "arith.minsi"(%588, %580) : (i7, i7) -> i7
    %622 = "arith.minsi"(%588, %582) : (i7, i7) -> i7
    %623 = "arith.minsi"(%588, %584) : (i7, i7) -> i7
    %624 = "arith.minsi"(%588, %586) : (i7, i7) -> i7
    %625 = "arith.minsi"(%588, %588) : (i7, i7) -> i7
    %626 = "arith.minsi"(%588, %590) : (i7, i7) -> i7
    %627 = "arith.minsi"(%590, %578) : (i7, i7) -> i7
    %628 = "arith.minsi"(%590, %580) : (i7, i7) -> i7
    %629 = "arith.minsi"(%590, %582) : (i7, i7) -> i7
    %630 = "arith.minsi"(%590, %584) : (i7, i7) -> i7
    %631 = "arith.minsi"(%590, %586) : (i7, i7) -> i7
    %632 = "arith.minsi"(%590, %588) : (i7, i7) -> i7
    %633 = "arith.minsi"(%590, %590) : (i7, i7) -> i7
    "func.return"(%579, %581, %583, %585, %587, %589, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "minsi_i8"}> ({
    %488 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %489 = "arith.minsi"(%488, %488) : (i8, i8) -> i8
    %490 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %491 = "arith.minsi"(%488, %490) : (i8, i8) -> i8
    %492 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %493 = "arith.minsi"(%488, %492) : (i8, i8) -> i8
    %494 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %495 = "arith.minsi"(%488, %494) : (i8, i8) -> i8
    %496 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %497 = "arith.minsi"(%488, %496) : (i8, i8) -> i8
    %498 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %499 = "arith.minsi"(%488, %498) : (i8, i8) -> i8
    %500 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %501 = "arith.minsi"(%488, %500) : (i8, i8) -> i8
    %502 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %503 = "arith.minsi"(%488, %502) : (i8, i8) -> i8
    %504 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %505 = "arith.minsi"(%488, %504) : (i8, i8) -> i8
    %506 = "arith.minsi"(%490, %488) : (i8, i8) -> i8
    %507 = "arith.minsi"(%490, %490) : (i8, i8) -> i8
    %508 = "arith.minsi"(%490, %492) : (i8, i8) -> i8
    %509 = "arith.minsi"(%490, %494) : (i8, i8) -> i8
    %510 = "arith.minsi"(%490, %496) : (i8, i8) -> i8
    %511 = "arith.minsi"(%490, %498) : (i8, i8) -> i8
    %512 = "arith.minsi"(%490, %500) : (i8, i8) -> i8
    %513 = "arith.minsi"(%490, %502) : (i8, i8) -> i8
    %514 = "arith.minsi"(%490, %504) : (i8, i8) -> i8
    %515 = "arith.minsi"(%492, %488) : (i8, i8) -> i8
    %516 = "arith.minsi"(%492, %490) : (i8, i8) -> i8
    %517 = "arith.minsi"(%492, %492) : (i8, i8) -> i8
    %518 = "arith.minsi"(%492, %494) : (i8, i8) -> i8
    %519 = "arith.minsi"(%492, %496) : (i8, i8) -> i8
    %520 = "arith.minsi"(%492, %498) : (i8, i8) -> i8
    %521 = "arith.minsi"(%492, %500) : (i8, i8) -> i8
    %522 = "arith.minsi"(%492, %502) : (i8, i8) -> i8
    %523 = "arith.minsi"(%492, %504) : (i8, i8) -> i8
    %524 = "arith.minsi"(%494, %488) : (i8, i8) -> i8
    %525 = "arith.minsi"(%494, %490) : (i8, i8) -> i8
    %526 = "arith.minsi"(%494, %492) : (i8, i8) -> i8
    %527 = "arith.minsi"(%494, %494) : (i8, i8) -> i8
    %528 = "arith.minsi"(%494, %496) : (i8, i8) -> i8
    %529 = "arith.minsi"(%494, %498) : (i8, i8) -> i8
    %530 = "arith.minsi"(%494, %500) : (i8, i8) -> i8
    %531 = "arith.minsi"(%494, %502) : (i8, i8) -> i8
    %532 = "arith.minsi"(%494, %504) : (i8, i8) -> i8
    %533 = "arith.minsi"(%496, %488) : (i8, i8) -> i8
    %534 = "arith.minsi"(%496, %490) : (i8, i8) -> i8
    %535 = "arith.minsi"(%496, %492) : (i8, i8) -> i8
    %536 = "arith.minsi"(%496, %494) : (i8, i8) -> i8
    %537 = "arith.minsi"(%496, %496) : (i8, i8) -> i8
    %538 = "arith.minsi"(%496, %498) : (i8, i8) -> i8
    %539 = "arith.minsi"(%496, %500) : (i8, i8) -> i8
    %540 = "arith.minsi"(%496, %502) : (i8, i8) -> i8
    %541 = "arith.minsi"(%496, %504) : (i8, i8) -> i8
    %542 = "arith.minsi"(%498, %488) : (i8, i8) -> i8
    %543 = "arith.minsi"(%498, %490) : (i8, i8) -> i8
    %544 = "arith.minsi"(%498, %492) : (i8, i8) -> i8
    %545 = "arith.minsi"(%498, %494) : (i8, i8) -> i8
    %546 = "arith.minsi"(%498, %496) : (i8, i8) -> i8
    %547 = "arith.minsi"(%498, %498) : (i8, i8) -> i8
    %548 = "arith.minsi"(%498, %500) : (i8, i8) -> i8
    %549 = "arith.minsi"(%498, %502) : (i8, i8) -> i8
    %550 = "arith.minsi"(%498, %504) : (i8, i8) -> i8
    %551 = "arith.minsi"(%500, %488) : (i8, i8) -> i8
    %552 = "arith.minsi"(%500, %490) : (i8, i8) -> i8
    %553 = "arith.minsi"(%500, %492) : (i8, i8) -> i8
    %554 = "arith.minsi"(%500, %494) : (i8, i8) -> i8
    %555 = "arith.minsi"(%500, %496) : (i8, i8) -> i8
    %556 = "arith.minsi"(%500, %498) : (i8, i8) -> i8
    %557 = "arith.minsi"(%500, %500) : (i8, i8) -> i8
    %558 = "arith.minsi"(%500, %502) : (i8, i8) -> i8
    %559 = "arith.minsi"(%500, %504) : (i8, i8) -> i8
    %560 = "arith.minsi"(%502, %488) : (i8, i8) -> i8
    %561 = "arith.minsi"(%502, %490) : (i8, i8) -> i8
    %562 = "arith.minsi"(%502, %492) : (i8, i8) -> i8
    %563 = "arith.minsi"(%502, %494) : (i8, i8) -> i8
    %564 = "arith.minsi"(%502, %496) : (i8, i8) -> i8
    %565 = "arith.minsi"(%502, %498) : (i8, i8) -> i8
    %566 = "arith.minsi"(%502, %500) : (i8, i8) -> i8
    %567 = "arith.minsi"(%502, %502) : (i8, i8) -> i8
    %568 = "arith.minsi"(%502, %504) : (i8, i8) -> i8
    %569 = "arith.minsi"(%504, %488) : (i8, i8) -> i8
    %570 = "arith.minsi"(%504, %490) : (i8, i8) -> i8
    %571 = "arith.minsi"(%504, %492) : (i8, i8) -> i8
    %572 = "arith.minsi"(%504, %494) : (i8, i8) -> i8
    %573 = "arith.minsi"(%504, %496) : (i8, i8) -> i8
    %574 = "arith.minsi"(%504, %498) : (i8, i8) -> i8
    %575 = "arith.minsi"(%504, %500) : (i8, i8) -> i8
    %576 = "arith.minsi"(%504, %502) : (i8, i8) -> i8
    %577 = "arith.minsi"(%504, %504) : (i8, i8) -> i8
    "func.return"(%489, %491, %493, %495, %497, %499, %501, %503, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "minsi_i32"}> ({
    %432 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %433 = "arith.minsi"(%432, %432) : (i32, i32) -> i32
    %434 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %435 = "arith.minsi"(%432, %434) : (i32, i32) -> i32
    %436 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %437 = "arith.minsi"(%432, %436) : (i32, i32) -> i32
    %438 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %439 = "arith.minsi"(%432, %438) : (i32, i32) -> i32
    %440 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %441 = "arith.minsi"(%432, %440) : (i32, i32) -> i32
    %442 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %443 = "arith.minsi"(%432, %442) : (i32, i32) -> i32
    %444 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %445 = "arith.minsi"(%432, %444) : (i32, i32) -> i32
    %446 = "arith.minsi"(%434, %432) : (i32, i32) -> i32
    %447 = "arith.minsi"(%434, %434) : (i32, i32) -> i32
    %448 = "arith.minsi"(%434, %436) : (i32, i32) -> i32
    %449 = "arith.minsi"(%434, %438) : (i32, i32) -> i32
    %450 = "arith.minsi"(%434, %440) : (i32, i32) -> i32
    %451 = "arith.minsi"(%434, %442) : (i32, i32) -> i32
    %452 = "arith.minsi"(%434, %444) : (i32, i32) -> i32
    %453 = "arith.minsi"(%436, %432) : (i32, i32) -> i32
    %454 = "arith.minsi"(%436, %434) : (i32, i32) -> i32
    %455 = "arith.minsi"(%436, %436) : (i32, i32) -> i32
    %456 = "arith.minsi"(%436, %438) : (i32, i32) -> i32
    %457 = "arith.minsi"(%436, %440) : (i32, i32) -> i32
    %458 = "arith.minsi"(%436, %442) : (i32, i32) -> i32
    %459 = "arith.minsi"(%436, %444) : (i32, i32) -> i32
    %460 = "arith.minsi"(%438, %432) : (i32, i32) -> i32
    %461 = "arith.minsi"(%438, %434) : (i32, i32) -> i32
    %462 = "arith.minsi"(%438, %436) : (i32, i32) -> i32
    %463 = "arith.minsi"(%438, %438) : (i32, i32) -> i32
    %464 = "arith.minsi"(%438, %440) : (i32, i32) -> i32
    %465 = "arith.minsi"(%438, %442) : (i32, i32) -> i32
    %466 = "arith.minsi"(%438, %444) : (i32, i32) -> i32
    %467 = "arith.minsi"(%440, %432) : (i32, i32) -> i32
    %468 = "arith.minsi"(%440, %434) : (i32, i32) -> i32
    %469 = "arith.minsi"(%440, %436) : (i32, i32) -> i32
    %470 = "arith.minsi"(%440, %438) : (i32, i32) -> i32
    %471 = "arith.minsi"(%440, %440) : (i32, i32) -> i32
    %472 = "arith.minsi"(%440, %442) : (i32, i32) -> i32
    %473 = "arith.minsi"(%440, %444) : (i32, i32) -> i32
    %474 = "arith.minsi"(%442, %432) : (i32, i32) -> i32
    %475 = "arith.minsi"(%442, %434) : (i32, i32) -> i32
    %476 = "arith.minsi"(%442, %436) : (i32, i32) -> i32
    %477 = "arith.minsi"(%442, %438) : (i32, i32) -> i32
    %478 = "arith.minsi"(%442, %440) : (i32, i32) -> i32
    %479 = "arith.minsi"(%442, %442) : (i32, i32) -> i32
    %480 = "arith.minsi"(%442, %444) : (i32, i32) -> i32
    %481 = "arith.minsi"(%444, %432) : (i32, i32) -> i32
    %482 = "arith.minsi"(%444, %434) : (i32, i32) -> i32
    %483 = "arith.minsi"(%444, %436) : (i32, i32) -> i32
    %484 = "arith.minsi"(%444, %438) : (i32, i32) -> i32
    %485 = "arith.minsi"(%444, %440) : (i32, i32) -> i32
    %486 = "arith.minsi"(%444, %442) : (i32, i32) -> i32
    %487 = "arith.minsi"(%444, %444) : (i32, i32) -> i32
    "func.return"(%433, %435, %437, %439, %441, %443, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "minsi_index"}> ({
    %376 = "arith.constant"() <{value = 0 : index}> : () -> index
    %377 = "arith.minsi"(%376, %376) : (index, index) -> index
    %378 = "arith.constant"() <{value = 1 : index}> : () -> index
    %379 = "arith.minsi"(%376, %378) : (index, index) -> index
    %380 = "arith.constant"() <{value = -1 : index}> : () -> index
    %381 = "arith.minsi"(%376, %380) : (index, index) -> index
    %382 = "arith.constant"() <{value = 3 : index}> : () -> index
    %383 = "arith.minsi"(%376, %382) : (index, index) -> index
    %384 = "arith.constant"() <{value = 64 : index}> : () -> index
    %385 = "arith.minsi"(%376, %384) : (index, index) -> index
    %386 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %387 = "arith.minsi"(%376, %386) : (index, index) -> index
    %388 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %389 = "arith.minsi"(%376, %388) : (index, index) -> index
    %390 = "arith.minsi"(%378, %376) : (index, index) -> index
    %391 = "arith.minsi"(%378, %378) : (index, index) -> index
    %392 = "arith.minsi"(%378, %380) : (index, index) -> index
    %393 = "arith.minsi"(%378, %382) : (index, index) -> index
    %394 = "arith.minsi"(%378, %384) : (index, index) -> index
    %395 = "arith.minsi"(%378, %386) : (index, index) -> index
    %396 = "arith.minsi"(%378, %388) : (index, index) -> index
    %397 = "arith.minsi"(%380, %376) : (index, index) -> index
    %398 = "arith.minsi"(%380, %378) : (index, index) -> index
    %399 = "arith.minsi"(%380, %380) : (index, index) -> index
    %400 = "arith.minsi"(%380, %382) : (index, index) -> index
    %401 = "arith.minsi"(%380, %384) : (index, index) -> index
    %402 = "arith.minsi"(%380, %386) : (index, index) -> index
    %403 = "arith.minsi"(%380, %388) : (index, index) -> index
    %404 = "arith.minsi"(%382, %376) : (index, index) -> index
    %405 = "arith.minsi"(%382, %378) : (index, index) -> index
    %406 = "arith.minsi"(%382, %380) : (index, index) -> index
    %407 = "arith.minsi"(%382, %382) : (index, index) -> index
    %408 = "arith.minsi"(%382, %384) : (index, index) -> index
    %409 = "arith.minsi"(%382, %386) : (index, index) -> index
    %410 = "arith.minsi"(%382, %388) : (index, index) -> index
    %411 = "arith.minsi"(%384, %376) : (index, index) -> index
    %412 = "arith.minsi"(%384, %378) : (index, index) -> index
    %413 = "arith.minsi"(%384, %380) : (index, index) -> index
    %414 = "arith.minsi"(%384, %382) : (index, index) -> index
    %415 = "arith.minsi"(%384, %384) : (index, index) -> index
    %416 = "arith.minsi"(%384, %386) : (index, index) -> index
    %417 = "arith.minsi"(%384, %388) : (index, index) -> index
    %418 = "arith.minsi"(%386, %376) : (index, index) -> index
    %419 = "arith.minsi"(%386, %378) : (index, index) -> index
    %420 = "arith.minsi"(%386, %380) : (index, index) -> index
    %421 = "arith.minsi"(%386, %382) : (index, index) -> index
    %422 = "arith.minsi"(%386, %384) : (index, index) -> index
    %423 = "arith.minsi"(%386, %386) : (index, index) -> index
    %424 = "arith.minsi"(%386, %388) : (index, index) -> index
    %425 = "arith.minsi"(%388, %376) : (index, index) -> index
    %426 = "arith.minsi"(%388, %378) : (index, index) -> index
    %427 = "arith.minsi"(%388, %380) : (index, index) -> index
    %428 = "arith.minsi"(%388, %382) : (index, index) -> index
    %429 = "arith.minsi"(%388, %384) : (index, index) -> index
    %430 = "arith.minsi"(%388, %386) : (index, index) -> index
    %431 = "arith.minsi"(%388, %388) : (index, index) -> index
    "func.return"(%377, %379, %381, %383, %385, %387, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "minsi_i128"}> ({
    %320 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %321 = "arith.minsi"(%320, %320) : (i128, i128) -> i128
    %322 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %323 = "arith.minsi"(%320, %322) : (i128, i128) -> i128
    %324 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %325 = "arith.minsi"(%320, %324) : (i128, i128) -> i128
    %326 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %327 = "arith.minsi"(%320, %326) : (i128, i128) -> i128
    %328 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %329 = "arith.minsi"(%320, %328) : (i128, i128) -> i128
    %330 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %331 = "arith.minsi"(%320, %330) : (i128, i128) -> i128
    %332 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %333 = "arith.minsi"(%320, %332) : (i128, i128) -> i128
    %334 = "arith.minsi"(%322, %320) : (i128, i128) -> i128
    %335 = "arith.minsi"(%322, %322) : (i128, i128) -> i128
    %336 = "arith.minsi"(%322, %324) : (i128, i128) -> i128
    %337 = "arith.minsi"(%322, %326) : (i128, i128) -> i128
    %338 = "arith.minsi"(%322, %328) : (i128, i128) -> i128
    %339 = "arith.minsi"(%322, %330) : (i128, i128) -> i128
    %340 = "arith.minsi"(%322, %332) : (i128, i128) -> i128
    %341 = "arith.minsi"(%324, %320) : (i128, i128) -> i128
    %342 = "arith.minsi"(%324, %322) : (i128, i128) -> i128
    %343 = "arith.minsi"(%324, %324) : (i128, i128) -> i128
    %344 = "arith.minsi"(%324, %326) : (i128, i128) -> i128
    %345 = "arith.minsi"(%324, %328) : (i128, i128) -> i128
    %346 = "arith.minsi"(%324, %330) : (i128, i128) -> i128
    %347 = "arith.minsi"(%324, %332) : (i128, i128) -> i128
    %348 = "arith.minsi"(%326, %320) : (i128, i128) -> i128
    %349 = "arith.minsi"(%326, %322) : (i128, i128) -> i128
    %350 = "arith.minsi"(%326, %324) : (i128, i128) -> i128
    %351 = "arith.minsi"(%326, %326) : (i128, i128) -> i128
    %352 = "arith.minsi"(%326, %328) : (i128, i128) -> i128
    %353 = "arith.minsi"(%326, %330) : (i128, i128) -> i128
    %354 = "arith.minsi"(%326, %332) : (i128, i128) -> i128
    %355 = "arith.minsi"(%328, %320) : (i128, i128) -> i128
    %356 = "arith.minsi"(%328, %322) : (i128, i128) -> i128
    %357 = "arith.minsi"(%328, %324) : (i128, i128) -> i128
    %358 = "arith.minsi"(%328, %326) : (i128, i128) -> i128
    %359 = "arith.minsi"(%328, %328) : (i128, i128) -> i128
    %360 = "arith.minsi"(%328, %330) : (i128, i128) -> i128
    %361 = "arith.minsi"(%328, %332) : (i128, i128) -> i128
    %362 = "arith.minsi"(%330, %320) : (i128, i128) -> i128
    %363 = "arith.minsi"(%330, %322) : (i128, i128) -> i128
    %364 = "arith.minsi"(%330, %324) : (i128, i128) -> i128
    %365 = "arith.minsi"(%330, %326) : (i128, i128) -> i128
    %366 = "arith.minsi"(%330, %328) : (i128, i128) -> i128
    %367 = "arith.minsi"(%330, %330) : (i128, i128) -> i128
    %368 = "arith.minsi"(%330, %332) : (i128, i128) -> i128
    %369 = "arith.minsi"(%332, %320) : (i128, i128) -> i128
    %370 = "arith.minsi"(%332, %322) : (i128, i128) -> i128
    %371 = "arith.minsi"(%332, %324) : (i128, i128) -> i128
    %372 = "arith.minsi"(%332, %326) : (i128, i128) -> i128
    %373 = "arith.minsi"(%332, %328) : (i128, i128) -> i128
    %374 = "arith.minsi"(%332, %330) : (i128, i128) -> i128
    %375 = "arith.minsi"(%332, %332) : (i128, i128) -> i128
    "func.return"(%321, %323, %325, %327, %329, %331, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "minui_i1"}> ({
    %314 = "arith.constant"() <{value = false}> : () -> i1
    %315 = "arith.minui"(%314, %314) : (i1, i1) -> i1
    %316 = "arith.constant"() <{value = true}> : () -> i1
    %317 = "arith.minui"(%314, %316) : (i1, i1) -> i1
    %318 = "arith.minui"(%316, %314) : (i1, i1) -> i1
    %319 = "arith.minui"(%316, %316) : (i1, i1) -> i1
    "func.return"(%315, %317, %318, %319) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "minui_i7"}> ({
    %258 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %259 = "arith.minui"(%258, %258) : (i7, i7) -> i7
    %260 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %261 = "arith.minui"(%258, %260) : (i7, i7) -> i7
    %262 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %263 = "arith.minui"(%258, %262) : (i7, i7) -> i7
    %264 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %265 = "arith.minui"(%258, %264) : (i7, i7) -> i7
    %266 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %267 = "arith.minui"(%258, %266) : (i7, i7) -> i7
    %268 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %269 = "arith.minui"(%258, %268) : (i7, i7) -> i7
    %270 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %271 = "arith.minui"(%258, %270) : (i7, i7) -> i7
    %272 = "arith.minui"(%260, %258) : (i7, i7) -> i7
    %273 = "arith.minui"(%260, %260) : (i7, i7) -> i7
    %274 = "arith.minui"(%260, %262) : (i7, i7) -> i7
    %275 = "arith.minui"(%260, %264) : (i7, i7) -> i7
    %276 = "arith.minui"(%260, %266) : (i7, i7) -> i7
    %277 = "arith.minui"(%260, %268) : (i7, i7) -> i7
    %278 = "arith.minui"(%260, %270) : (i7, i7) -> i7
    %279 = "arith.minui"(%262, %258) : (i7, i7) -> i7
    %280 = "arith.minui"(%262, %260) : (i7, i7) -> i7
    %281 = "arith.minui"(%262, %262) : (i7, i7) -> i7
    %282 = "arith.minui"(%262, %264) : (i7, i7) -> i7
    %283 = "arith.minui"(%262, %266) : (i7, i7) -> i7
    %284 = "arith.minui"(%262, %268) : (i7, i7) -> i7
    %285 = "arith.minui"(%262, %270) : (i7, i7) -> i7
    %286 = "arith.minui"(%264, %258) : (i7, i7) -> i7
    %287 = "arith.minui"(%264, %260) : (i7, i7) -> i7
    %288 = "arith.minui"(%264, %262) : (i7, i7) -> i7
    %289 = "arith.minui"(%264, %264) : (i7, i7) -> i7
    %290 = "arith.minui"(%264, %266) : (i7, i7) -> i7
    %291 = "arith.minui"(%264, %268) : (i7, i7) -> i7
    %292 = "arith.minui"(%264, %270) : (i7, i7) -> i7
    %293 = "arith.minui"(%266, %258) : (i7, i7) -> i7
    %294 = "arith.minui"(%266, %260) : (i7, i7) -> i7
    %295 = "arith.minui"(%266, %262) : (i7, i7) -> i7
    %296 = "arith.minui"(%266, %264) : (i7, i7) -> i7
    %297 = "arith.minui"(%266, %266) : (i7, i7) -> i7
    %298 = "arith.minui"(%266, %268) : (i7, i7) -> i7
    %299 = "arith.minui"(%266, %270) : (i7, i7) -> i7
    %300 = "arith.minui"(%268, %258) : (i7, i7) -> i7
    %301 = "arith.minui"(%268, %260) : (i7, i7) -> i7
    %302 = "arith.minui"(%268, %262) : (i7, i7) -> i7
    %303 = "arith.minui"(%268, %264) : (i7, i7) -> i7
    %304 = "arith.minui"(%268, %266) : (i7, i7) -> i7
    %305 = "arith.minui"(%268, %268) : (i7, i7) -> i7
    %306 = "arith.minui"(%268, %270) : (i7, i7) -> i7
    %307 = "arith.minui"(%270, %258) : (i7, i7) -> i7
    %308 = "arith.minui"(%270, %260) : (i7, i7) -> i7
    %309 = "arith.minui"(%270, %262) : (i7, i7) -> i7
    %310 = "arith.minui"(%270, %264) : (i7, i7) -> i7
    %311 = "arith.minui"(%270, %266) : (i7, i7) -> i7
    %312 = "arith.minui"(%270, %268) : (i7, i7) -> i7
    %313 = "arith.minui"(%270, %270) : (i7, i7) -> i7
    "func.return"(%259, %261, %263, %265, %267, %269, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "minui_i8"}> ({
    %168 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %169 = "arith.minui"(%168, %168) : (i8, i8) -> i8
    %170 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %171 = "arith.minui"(%168, %170) : (i8, i8) -> i8
    %172 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %173 = "arith.minui"(%168, %172) : (i8, i8) -> i8
    %174 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %175 = "arith.minui"(%168, %174) : (i8, i8) -> i8
    %176 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %177 = "arith.minui"(%168, %176) : (i8, i8) -> i8
    %178 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %179 = "arith.minui"(%168, %178) : (i8, i8) -> i8
    %180 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %181 = "arith.minui"(%168, %180) : (i8, i8) -> i8
    %182 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %183 = "arith.minui"(%168, %182) : (i8, i8) -> i8
    %184 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %185 = "arith.minui"(%168, %184) : (i8, i8) -> i8
    %186 = "arith.minui"(%170, %168) : (i8, i8) -> i8
    %187 = "arith.minui"(%170, %170) : (i8, i8) -> i8
    %188 = "arith.minui"(%170, %172) : (i8, i8) -> i8
    %189 = "arith.minui"(%170, %174) : (i8, i8) -> i8
    %190 = "arith.minui"(%170, %176) : (i8, i8) -> i8
    %191 = "arith.minui"(%170, %178) : (i8, i8) -> i8
    %192 = "arith.minui"(%170, %180) : (i8, i8) -> i8
    %193 = "arith.minui"(%170, %182) : (i8, i8) -> i8
    %194 = "arith.minui"(%170, %184) : (i8, i8) -> i8
    %195 = "arith.minui"(%172, %168) : (i8, i8) -> i8
    %196 = "arith.minui"(%172, %170) : (i8, i8) -> i8
    %197 = "arith.minui"(%172, %172) : (i8, i8) -> i8
    %198 = "arith.minui"(%172, %174) : (i8, i8) -> i8
    %199 = "arith.minui"(%172, %176) : (i8, i8) -> i8
    %200 = "arith.minui"(%172, %178) : (i8, i8) -> i8
    %201 = "arith.minui"(%172, %180) : (i8, i8) -> i8
    %202 = "arith.minui"(%172, %182) : (i8, i8) -> i8
    %203 = "arith.minui"(%172, %184) : (i8, i8) -> i8
    %204 = "arith.minui"(%174, %168) : (i8, i8) -> i8
    %205 = "arith.minui"(%174, %170) : (i8, i8) -> i8
    %206 = "arith.minui"(%174, %172) : (i8, i8) -> i8
    %207 = "arith.minui"(%174, %174) : (i8, i8) -> i8
    %208 = "arith.minui"(%174, %176) : (i8, i8) -> i8
    %209 = "arith.minui"(%174, %178) : (i8, i8) -> i8
    %210 = "arith.minui"(%174, %180) : (i8, i8) -> i8
    %211 = "arith.minui"(%174, %182) : (i8, i8) -> i8
    %212 = "arith.minui"(%174, %184) : (i8, i8) -> i8
    %213 = "arith.minui"(%176, %168) : (i8, i8) -> i8
    %214 = "arith.minui"(%176, %170) : (i8, i8) -> i8
    %215 = "arith.minui"(%176, %172) : (i8, i8) -> i8
    %216 = "arith.minui"(%176, %174) : (i8, i8) -> i8
    %217 = "arith.minui"(%176, %176) : (i8, i8) -> i8
    %218 = "arith.minui"(%176, %178) : (i8, i8) -> i8
    %219 = "arith.minui"(%176, %180) : (i8, i8) -> i8
    %220 = "arith.minui"(%176, %182) : (i8, i8) -> i8
    %221 = "arith.minui"(%176, %184) : (i8, i8) -> i8
    %222 = "arith.minui"(%178, %168) : (i8, i8) -> i8
    %223 = "arith.minui"(%178, %170) : (i8, i8) -> i8
    %224 = "arith.minui"(%178, %172) : (i8, i8) -> i8
    %225 = "arith.minui"(%178, %174) : (i8, i8) -> i8
    %226 = "arith.minui"(%178, %176) : (i8, i8) -> i8
    %227 = "arith.minui"(%178, %178) : (i8, i8) -> i8
    %228 = "arith.minui"(%178, %180) : (i8, i8) -> i8
    %229 = "arith.minui"(%178, %182) : (i8, i8) -> i8
    %230 = "arith.minui"(%178, %184) : (i8, i8) -> i8
    %231 = "arith.minui"(%180, %168) : (i8, i8) -> i8
    %232 = "arith.minui"(%180, %170) : (i8, i8) -> i8
    %233 = "arith.minui"(%180, %172) : (i8, i8) -> i8
    %234 = "arith.minui"(%180, %174) : (i8, i8) -> i8
    %235 = "arith.minui"(%180, %176) : (i8, i8) -> i8
    %236 = "arith.minui"(%180, %178) : (i8, i8) -> i8
    %237 = "arith.minui"(%180, %180) : (i8, i8) -> i8
    %238 = "arith.minui"(%180, %182) : (i8, i8) -> i8
    %239 = "arith.minui"(%180, %184) : (i8, i8) -> i8
    %240 = "arith.minui"(%182, %168) : (i8, i8) -> i8
    %241 = "arith.minui"(%182, %170) : (i8, i8) -> i8
    %242 = "arith.minui"(%182, %172) : (i8, i8) -> i8
    %243 = "arith.minui"(%182, %174) : (i8, i8) -> i8
    %244 = "arith.minui"(%182, %176) : (i8, i8) -> i8
    %245 = "arith.minui"(%182, %178) : (i8, i8) -> i8
    %246 = "arith.minui"(%182, %180) : (i8, i8) -> i8
    %247 = "arith.minui"(%182, %182) : (i8, i8) -> i8
    %248 = "arith.minui"(%182, %184) : (i8, i8) -> i8
    %249 = "arith.minui"(%184, %168) : (i8, i8) -> i8
    %250 = "arith.minui"(%184, %170) : (i8, i8) -> i8
    %251 = "arith.minui"(%184, %172) : (i8, i8) -> i8
    %252 = "arith.minui"(%184, %174) : (i8, i8) -> i8
    %253 = "arith.minui"(%184, %176) : (i8, i8) -> i8
    %254 = "arith.minui"(%184, %178) : (i8, i8) -> i8
    %255 = "arith.minui"(%184, %180) : (i8, i8) -> i8
    %256 = "arith.minui"(%184, %182) : (i8, i8) -> i8
    %257 = "arith.minui"(%184, %184) : (i8, i8) -> i8
    "func.return"(%169, %171, %173, %175, %177, %179, %181, %183, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "minui_i32"}> ({
    %112 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %113 = "arith.minui"(%112, %112) : (i32, i32) -> i32
    %114 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %115 = "arith.minui"(%112, %114) : (i32, i32) -> i32
    %116 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %117 = "arith.minui"(%112, %116) : (i32, i32) -> i32
    %118 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %119 = "arith.minui"(%112, %118) : (i32, i32) -> i32
    %120 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %121 = "arith.minui"(%112, %120) : (i32, i32) -> i32
    %122 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %123 = "arith.minui"(%112, %122) : (i32, i32) -> i32
    %124 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %125 = "arith.minui"(%112, %124) : (i32, i32) -> i32
    %126 = "arith.minui"(%114, %112) : (i32, i32) -> i32
    %127 = "arith.minui"(%114, %114) : (i32, i32) -> i32
    %128 = "arith.minui"(%114, %116) : (i32, i32) -> i32
    %129 = "arith.minui"(%114, %118) : (i32, i32) -> i32
    %130 = "arith.minui"(%114, %120) : (i32, i32) -> i32
    %131 = "arith.minui"(%114, %122) : (i32, i32) -> i32
    %132 = "arith.minui"(%114, %124) : (i32, i32) -> i32
    %133 = "arith.minui"(%116, %112) : (i32, i32) -> i32
    %134 = "arith.minui"(%116, %114) : (i32, i32) -> i32
    %135 = "arith.minui"(%116, %116) : (i32, i32) -> i32
    %136 = "arith.minui"(%116, %118) : (i32, i32) -> i32
    %137 = "arith.minui"(%116, %120) : (i32, i32) -> i32
    %138 = "arith.minui"(%116, %122) : (i32, i32) -> i32
    %139 = "arith.minui"(%116, %124) : (i32, i32) -> i32
    %140 = "arith.minui"(%118, %112) : (i32, i32) -> i32
    %141 = "arith.minui"(%118, %114) : (i32, i32) -> i32
    %142 = "arith.minui"(%118, %116) : (i32, i32) -> i32
    %143 = "arith.minui"(%118, %118) : (i32, i32) -> i32
    %144 = "arith.minui"(%118, %120) : (i32, i32) -> i32
    %145 = "arith.minui"(%118, %122) : (i32, i32) -> i32
    %146 = "arith.minui"(%118, %124) : (i32, i32) -> i32
    %147 = "arith.minui"(%120, %112) : (i32, i32) -> i32
    %148 = "arith.minui"(%120, %114) : (i32, i32) -> i32
    %149 = "arith.minui"(%120, %116) : (i32, i32) -> i32
    %150 = "arith.minui"(%120, %118) : (i32, i32) -> i32
    %151 = "arith.minui"(%120, %120) : (i32, i32) -> i32
    %152 = "arith.minui"(%120, %122) : (i32, i32) -> i32
    %153 = "arith.minui"(%120, %124) : (i32, i32) -> i32
    %154 = "arith.minui"(%122, %112) : (i32, i32) -> i32
    %155 = "arith.minui"(%122, %114) : (i32, i32) -> i32
    %156 = "arith.minui"(%122, %116) : (i32, i32) -> i32
    %157 = "arith.minui"(%122, %118) : (i32, i32) -> i32
    %158 = "arith.minui"(%122, %120) : (i32, i32) -> i32
    %159 = "arith.minui"(%122, %122) : (i32, i32) -> i32
    %160 = "arith.minui"(%122, %124) : (i32, i32) -> i32
    %161 = "arith.minui"(%124, %112) : (i32, i32) -> i32
    %162 = "arith.minui"(%124, %114) : (i32, i32) -> i32
    %163 = "arith.minui"(%124, %116) : (i32, i32) -> i32
    %164 = "arith.minui"(%124, %118) : (i32, i32) -> i32
    %165 = "arith.minui"(%124, %120) : (i32, i32) -> i32
    %166 = "arith.minui"(%124, %122) : (i32, i32) -> i32
    %167 = "arith.minui"(%124, %124) : (i32, i32) -> i32
    "func.return"(%113, %115, %117, %119, %121, %123, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "minui_index"}> ({
    %56 = "arith.constant"() <{value = 0 : index}> : () -> index
    %57 = "arith.minui"(%56, %56) : (index, index) -> index
    %58 = "arith.constant"() <{value = 1 : index}> : () -> index
    %59 = "arith.minui"(%56, %58) : (index, index) -> index
    %60 = "arith.constant"() <{value = -1 : index}> : () -> index
    %61 = "arith.minui"(%56, %60) : (index, index) -> index
    %62 = "arith.constant"() <{value = 3 : index}> : () -> index
    %63 = "arith.minui"(%56, %62) : (index, index) -> index
    %64 = "arith.constant"() <{value = 64 : index}> : () -> index
    %65 = "arith.minui"(%56, %64) : (index, index) -> index
    %66 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %67 = "arith.minui"(%56, %66) : (index, index) -> index
    %68 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %69 = "arith.minui"(%56, %68) : (index, index) -> index
    %70 = "arith.minui"(%58, %56) : (index, index) -> index
    %71 = "arith.minui"(%58, %58) : (index, index) -> index
    %72 = "arith.minui"(%58, %60) : (index, index) -> index
    %73 = "arith.minui"(%58, %62) : (index, index) -> index
    %74 = "arith.minui"(%58, %64) : (index, index) -> index
    %75 = "arith.minui"(%58, %66) : (index, index) -> index
    %76 = "arith.minui"(%58, %68) : (index, index) -> index
    %77 = "arith.minui"(%60, %56) : (index, index) -> index
    %78 = "arith.minui"(%60, %58) : (index, index) -> index
    %79 = "arith.minui"(%60, %60) : (index, index) -> index
    %80 = "arith.minui"(%60, %62) : (index, index) -> index
    %81 = "arith.minui"(%60, %64) : (index, index) -> index
    %82 = "arith.minui"(%60, %66) : (index, index) -> index
    %83 = "arith.minui"(%60, %68) : (index, index) -> index
    %84 = "arith.minui"(%62, %56) : (index, index) -> index
    %85 = "arith.minui"(%62, %58) : (index, index) -> index
    %86 = "arith.minui"(%62, %60) : (index, index) -> index
    %87 = "arith.minui"(%62, %62) : (index, index) -> index
    %88 = "arith.minui"(%62, %64) : (index, index) -> index
    %89 = "arith.minui"(%62, %66) : (index, index) -> index
    %90 = "arith.minui"(%62, %68) : (index, index) -> index
    %91 = "arith.minui"(%64, %56) : (index, index) -> index
    %92 = "arith.minui"(%64, %58) : (index, index) -> index
    %93 = "arith.minui"(%64, %60) : (index, index) -> index
    %94 = "arith.minui"(%64, %62) : (index, index) -> index
    %95 = "arith.minui"(%64, %64) : (index, index) -> index
    %96 = "arith.minui"(%64, %66) : (index, index) -> index
    %97 = "arith.minui"(%64, %68) : (index, index) -> index
    %98 = "arith.minui"(%66, %56) : (index, index) -> index
    %99 = "arith.minui"(%66, %58) : (index, index) -> index
    %100 = "arith.minui"(%66, %60) : (index, index) -> index
    %101 = "arith.minui"(%66, %62) : (index, index) -> index
    %102 = "arith.minui"(%66, %64) : (index, index) -> index
    %103 = "arith.minui"(%66, %66) : (index, index) -> index
    %104 = "arith.minui"(%66, %68) : (index, index) -> index
    %105 = "arith.minui"(%68, %56) : (index, index) -> index
    %106 = "arith.minui"(%68, %58) : (index, index) -> index
    %107 = "arith.minui"(%68, %60) : (index, index) -> index
    %108 = "arith.minui"(%68, %62) : (index, index) -> index
    %109 = "arith.minui"(%68, %64) : (index, index) -> index
    %110 = "arith.minui"(%68, %66) : (index, index) -> index
    %111 = "arith.minui"(%68, %68) : (index, index) -> index
    "func.return"(%57, %59, %61, %63, %65, %67, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "minui_i128"}> ({
    %0 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1 = "arith.minui"(%0, %0) : (i128, i128) -> i128
    %2 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %3 = "arith.minui"(%0, %2) : (i128, i128) -> i128
    %4 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %5 = "arith.minui"(%0, %4) : (i128, i128) -> i128
    %6 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %7 = "arith.minui"(%0, %6) : (i128, i128) -> i128
    %8 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %9 = "arith.minui"(%0, %8) : (i128, i128) -> i128
    %10 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %11 = "arith.minui"(%0, %10) : (i128, i128) -> i128
    %12 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %13 = "arith.minui"(%0, %12) : (i128, i128) -> i128
    %14 = "arith.minui"(%2, %0) : (i128, i128) -> i128
    %15 = "arith.minui"(%2, %2) : (i128, i128) -> i128
    %16 = "arith.minui"(%2, %4) : (i128, i128) -> i128
    %17 = "arith.minui"(%2, %6) : (i128, i128) -> i128
    %18 = "arith.minui"(%2, %8) : (i128, i128) -> i128
    %19 = "arith.minui"(%2, %10) : (i128, i128) -> i128
    %20 = "arith.minui"(%2, %12) : (i128, i128) -> i128
    %21 = "arith.minui"(%4, %0) : (i128, i128) -> i128
    %22 = "arith.minui"(%4, %2) : (i128, i128) -> i128
    %23 = "arith.minui"(%4, %4) : (i128, i128) -> i128
    %24 = "arith.minui"(%4, %6) : (i128, i128) -> i128
    %25 = "arith.minui"(%4, %8) : (i128, i128) -> i128
    %26 = "arith.minui"(%4, %10) : (i128, i128) -> i128
    %27 = "arith.minui"(%4, %12) : (i128, i128) -> i128
    %28 = "arith.minui"(%6, %0) : (i128, i128) -> i128
    %29 = "arith.minui"(%6, %2) : (i128, i128) -> i128
    %30 = "arith.minui"(%6, %4) : (i128, i128) -> i128
    %31 = "arith.minui"(%6, %6) : (i128, i128) -> i128
    %32 = "arith.minui"(%6, %8) : (i128, i128) -> i128
    %33 = "arith.minui"(%6, %10) : (i128, i128) -> i128
    %34 = "arith.minui"(%6, %12) : (i128, i128) -> i128
    %35 = "arith.minui"(%8, %0) : (i128, i128) -> i128
    %36 = "arith.minui"(%8, %2) : (i128, i128) -> i128
    %37 = "arith.minui"(%8, %4) : (i128, i128) -> i128
    %38 = "arith.minui"(%8, %6) : (i128, i128) -> i128
    %39 = "arith.minui"(%8, %8) : (i128, i128) -> i128
    %40 = "arith.minui"(%8, %10) : (i128, i128) -> i128
    %41 = "arith.minui"(%8, %12) : (i128, i128) -> i128
    %42 = "arith.minui"(%10, %0) : (i128, i128) -> i128
    %43 = "arith.minui"(%10, %2) : (i128, i128) -> i128
    %44 = "arith.minui"(%10, %4) : (i128, i128) -> i128
    %45 = "arith.minui"(%10, %6) : (i128, i128) -> i128
    %46 = "arith.minui"(%10, %8) : (i128, i128) -> i128
    %47 = "arith.minui"(%10, %10) : (i128, i128) -> i128
    %48 = "arith.minui"(%10, %12) : (i128, i128) -> i128
    %49 = "arith.minui"(%12, %0) : (i128, i128) -> i128
    %50 = "arith.minui"(%12, %2) : (i128, i128) -> i128
    %51 = "arith.minui"(%12, %4) : (i128, i128) -> i128
    %52 = "arith.minui"(%12, %6) : (i128, i128) -> i128
    %53 = "arith.minui"(%12, %8) : (i128, i128) -> i128
    %54 = "arith.minui"(%12, %10) : (i128, i128) -> i128
    %55 = "arith.minui"(%12, %12) : (i128, i128) -> i128
    "func.return"(%1, %3, %5, %7, %9, %11, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
}) : () -> ()


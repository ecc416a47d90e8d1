"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "addf_f32"}> ({
    %4293 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4294 = "arith.addf"(%4293, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4295 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %4296 = "arith.addf"(%4293, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4297 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4298 = "arith.addf"(%4293, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4299 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %4300 = "arith.addf"(%4293, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4301 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %4302 = "arith.addf"(%4293, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4303 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %4304 = "arith.addf"(%4293, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4305 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %4306 = "arith.addf"(%4293, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4307 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %4308 = "arith.addf"(%4293, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4309 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %4310 = "arith.addf"(%4293, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4311 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %4312 = "arith.addf"(%4293, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4313 = "arith.addf"(%4295, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4314 = "arith.addf"(%4295, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4315 = "arith.addf"(%4295, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4316 = "arith.addf"(%4295, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4317 = "arith.addf"(%4295, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4318 = "arith.addf"(%4295, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4319 = "arith.addf"(%4295, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4320 = "arith.addf"(%4295, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4321 = "arith.addf"(%4295, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4322 = "arith.addf"(%4295, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4323 = "arith.addf"(%4297, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4324 = "arith.addf"(%4297, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4325 = "arith.addf"(%4297, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4326 = "arith.addf"(%4297, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4327 = "arith.addf"(%4297, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4328 = "arith.addf"(%4297, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4329 = "arith.addf"(%4297, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4330 = "arith.addf"(%4297, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4331 = "arith.addf"(%4297, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4332 = "arith.addf"(%4297, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4333 = "arith.addf"(%4299, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4334 = "arith.addf"(%4299, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4335 = "arith.addf"(%4299, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4336 = "arith.addf"(%4299, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4337 = "arith.addf"(%4299, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4338 = "arith.addf"(%4299, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4339 = "arith.addf"(%4299, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4340 = "arith.addf"(%4299, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4341 = "arith.addf"(%4299, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4342 = "arith.addf"(%4299, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4343 = "arith.addf"(%4301, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4344 = "arith.addf"(%4301, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4345 = "arith.addf"(%4301, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4346 = "arith.addf"(%4301, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4347 = "arith.addf"(%4301, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4348 = "arith.addf"(%4301, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4349 = "arith.addf"(%4301, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4350 = "arith.addf"(%4301, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4351 = "arith.addf"(%4301, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4352 = "arith.addf"(%4301, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4353 = "arith.addf"(%4303, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4354 = "arith.addf"(%4303, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4355 = "arith.addf"(%4303, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4356 = "arith.addf"(%4303, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4357 = "arith.addf"(%4303, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4358 = "arith.addf"(%4303, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4359 = "arith.addf"(%4303, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4360 = "arith.addf"(%4303, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4361 = "arith.addf"(%4303, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4362 = "arith.addf"(%4303, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4363 = "arith.addf"(%4305, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4364 = "arith.addf"(%4305, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4365 = "arith.addf"(%4305, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4366 = "arith.addf"(%4305, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4367 = "arith.addf"(%4305, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4368 = "arith.addf"(%4305, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4369 = "arith.addf"(%4305, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4370 = "arith.addf"(%4305, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4371 = "arith.addf"(%4305, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4372 = "arith.addf"(%4305, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4373 = "arith.addf"(%4307, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4374 = "arith.addf"(%4307, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4375 = "arith.addf"(%4307, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4376 = "arith.addf"(%4307, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4377 = "arith.addf"(%4307, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4378 = "arith.addf"(%4307, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4379 = "arith.addf"(%4307, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4380 = "arith.addf"(%4307, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4381 = "arith.addf"(%4307, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4382 = "arith.addf"(%4307, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4383 = "arith.addf"(%4309, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4384 = "arith.addf"(%4309, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4385 = "arith.addf"(%4309, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4386 = "arith.addf"(%4309, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4387 = "arith.addf"(%4309, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4388 = "arith.addf"(%4309, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4389 = "arith.addf"(%4309, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4390 = "arith.addf"(%4309, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4391 = "arith.addf"(%4309, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4392 = "arith.addf"(%4309, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4393 = "arith.addf"(%4311, %4293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4394 = "arith.addf"(%4311, %4295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4395 = "arith.addf"(%4311, %4297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4396 = "arith.addf"(%4311, %4299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4397 = "arith.addf"(%4311, %4301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4398 = "arith.addf"(%4311, %4303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4399 = "arith.addf"(%4311, %4305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4400 = "arith.addf"(%4311, %4307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4401 = "arith.addf"(%4311, %4309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4402 = "arith.addf"(%4311, %4311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4294, %4296, %4298, %4300, %4302, %4304, %4306, %4308, %4310, %4312, %4313, %4314, %4315, %4316, %4317, %4318, %4319, %4320, %4321, %4322, %4323, %4324, %4325, %4326, %4327, %4328, %4329, %4330, %4331, %4332, %4333, %4334, %4335, %4336, %4337, %4338, %4339, %4340, %4341, %4342, %4343, %4344, %4345, %4346, %4347, %4348, %4349, %4350, %4351, %4352, %4353, %4354, %4355, %4356, %4357, %4358, %4359, %4360, %4361, %4362, %4363, %4364, %4365, %4366, %4367, %4368, %4369, %4370, %4371, %4372, %4373, %4374, %4375, %4376, %4377, %4378, %4379, %4380, %4381, %4382, %4383, %4384, %4385, %4386, %4387, %4388, %4389, %4390, %4391, %4392, %4393, %4394, %4395, %4396, %4397, %4398, %4399, %4400, %4401, %4402) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "subf_f32"}> ({
    %4183 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4184 = "arith.subf"(%4183, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4185 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %4186 = "arith.subf"(%4183, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4187 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4188 = "arith.subf"(%4183, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4189 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %4190 = "arith.subf"(%4183, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4191 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %4192 = "arith.subf"(%4183, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4193 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %4194 = "arith.subf"(%4183, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4195 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %4196 = "arith.subf"(%4183, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4197 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %4198 = "arith.subf"(%4183, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4199 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %4200 = "arith.subf"(%4183, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4201 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %4202 = "arith.subf"(%4183, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4203 = "arith.subf"(%4185, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4204 = "arith.subf"(%4185, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4205 = "arith.subf"(%4185, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4206 = "arith.subf"(%4185, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4207 = "arith.subf"(%4185, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4208 = "arith.subf"(%4185, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4209 = "arith.subf"(%4185, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4210 = "arith.subf"(%4185, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4211 = "arith.subf"(%4185, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4212 = "arith.subf"(%4185, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4213 = "arith.subf"(%4187, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4214 = "arith.subf"(%4187, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4215 = "arith.subf"(%4187, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4216 = "arith.subf"(%4187, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4217 = "arith.subf"(%4187, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4218 = "arith.subf"(%4187, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4219 = "arith.subf"(%4187, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4220 = "arith.subf"(%4187, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4221 = "arith.subf"(%4187, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4222 = "arith.subf"(%4187, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4223 = "arith.subf"(%4189, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4224 = "arith.subf"(%4189, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4225 = "arith.subf"(%4189, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4226 = "arith.subf"(%4189, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4227 = "arith.subf"(%4189, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4228 = "arith.subf"(%4189, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4229 = "arith.subf"(%4189, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4230 = "arith.subf"(%4189, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4231 = "arith.subf"(%4189, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4232 = "arith.subf"(%4189, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4233 = "arith.subf"(%4191, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4234 = "arith.subf"(%4191, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4235 = "arith.subf"(%4191, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4236 = "arith.subf"(%4191, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4237 = "arith.subf"(%4191, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4238 = "arith.subf"(%4191, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4239 = "arith.subf"(%4191, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4240 = "arith.subf"(%4191, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4241 = "arith.subf"(%4191, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4242 = "arith.subf"(%4191, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4243 = "arith.subf"(%4193, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4244 = "arith.subf"(%4193, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4245 = "arith.subf"(%4193, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4246 = "arith.subf"(%4193, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4247 = "arith.subf"(%4193, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4248 = "arith.subf"(%4193, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4249 = "arith.subf"(%4193, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4250 = "arith.subf"(%4193, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4251 = "arith.subf"(%4193, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4252 = "arith.subf"(%4193, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4253 = "arith.subf"(%4195, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4254 = "arith.subf"(%4195, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4255 = "arith.subf"(%4195, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4256 = "arith.subf"(%4195, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4257 = "arith.subf"(%4195, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4258 = "arith.subf"(%4195, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4259 = "arith.subf"(%4195, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4260 = "arith.subf"(%4195, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4261 = "arith.subf"(%4195, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4262 = "arith.subf"(%4195, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4263 = "arith.subf"(%4197, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4264 = "arith.subf"(%4197, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4265 = "arith.subf"(%4197, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4266 = "arith.subf"(%4197, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4267 = "arith.subf"(%4197, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4268 = "arith.subf"(%4197, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4269 = "arith.subf"(%4197, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4270 = "arith.subf"(%4197, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4271 = "arith.subf"(%4197, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4272 = "arith.subf"(%4197, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4273 = "arith.subf"(%4199, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4274 = "arith.subf"(%4199, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4275 = "arith.subf"(%4199, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4276 = "arith.subf"(%4199, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4277 = "arith.subf"(%4199, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4278 = "arith.subf"(%4199, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4279 = "arith.subf"(%4199, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4280 = "arith.subf"(%4199, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4281 = "arith.subf"(%4199, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4282 = "arith.subf"(%4199, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4283 = "arith.subf"(%4201, %4183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4284 = "arith.subf"(%4201, %4185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4285 = "arith.subf"(%4201, %4187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4286 = "arith.subf"(%4201, %4189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4287 = "arith.subf"(%4201, %4191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4288 = "arith.subf"(%4201, %4193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4289 = "arith.subf"(%4201, %4195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4290 = "arith.subf"(%4201, %4197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4291 = "arith.subf"(%4201, %4199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4292 = "arith.subf"(%4201, %4201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4184, %4186, %4188, %4190, %4192, %4194, %4196, %4198, %4200, %4202, %4203, %4204, %4205, %4206, %4207, %4208, %4209, %4210, %4211, %4212, %4213, %4214, %4215, %4216, %4217, %4218, %4219, %4220, %4221, %4222, %4223, %4224, %4225, %4226, %4227, %4228, %4229, %4230, %4231, %4232, %4233, %4234, %4235, %4236, %4237, %4238, %4239, %4240, %4241, %4242, %4243, %4244, %4245, %4246, %4247, %4248, %4249, %4250, %4251, %4252, %4253, %4254, %4255, %4256, %4257, %4258, %4259, %4260, %4261, %4262, %4263, %4264, %4265, %4266, %4267, %4268, %4269, %4270, %4271, %4272, %4273, %4274, %4275, %4276, %4277, %4278, %4279, %4280, %4281, %4282, %4283, %4284, %4285, %4286, %4287, %4288, %4289, %4290, %4291, %4292) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "mulf_f32"}> ({
    %4073 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4074 = "arith.mulf"(%4073, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4075 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %4076 = "arith.mulf"(%4073, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4077 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4078 = "arith.mulf"(%4073, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4079 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %4080 = "arith.mulf"(%4073, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4081 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %4082 = "arith.mulf"(%4073, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4083 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %4084 = "arith.mulf"(%4073, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4085 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %4086 = "arith.mulf"(%4073, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4087 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %4088 = "arith.mulf"(%4073, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4089 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %4090 = "arith.mulf"(%4073, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4091 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %4092 = "arith.mulf"(%4073, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4093 = "arith.mulf"(%4075, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4094 = "arith.mulf"(%4075, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4095 = "arith.mulf"(%4075, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4096 = "arith.mulf"(%4075, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4097 = "arith.mulf"(%4075, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4098 = "arith.mulf"(%4075, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4099 = "arith.mulf"(%4075, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4100 = "arith.mulf"(%4075, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4101 = "arith.mulf"(%4075, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4102 = "arith.mulf"(%4075, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4103 = "arith.mulf"(%4077, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4104 = "arith.mulf"(%4077, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4105 = "arith.mulf"(%4077, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4106 = "arith.mulf"(%4077, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4107 = "arith.mulf"(%4077, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4108 = "arith.mulf"(%4077, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4109 = "arith.mulf"(%4077, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4110 = "arith.mulf"(%4077, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4111 = "arith.mulf"(%4077, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4112 = "arith.mulf"(%4077, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4113 = "arith.mulf"(%4079, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4114 = "arith.mulf"(%4079, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4115 = "arith.mulf"(%4079, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4116 = "arith.mulf"(%4079, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4117 = "arith.mulf"(%4079, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4118 = "arith.mulf"(%4079, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4119 = "arith.mulf"(%4079, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4120 = "arith.mulf"(%4079, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4121 = "arith.mulf"(%4079, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4122 = "arith.mulf"(%4079, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4123 = "arith.mulf"(%4081, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4124 = "arith.mulf"(%4081, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4125 = "arith.mulf"(%4081, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4126 = "arith.mulf"(%4081, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4127 = "arith.mulf"(%4081, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4128 = "arith.mulf"(%4081, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4129 = "arith.mulf"(%4081, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4130 = "arith.mulf"(%4081, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4131 = "arith.mulf"(%4081, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4132 = "arith.mulf"(%4081, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4133 = "arith.mulf"(%4083, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4134 = "arith.mulf"(%4083, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4135 = "arith.mulf"(%4083, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4136 = "arith.mulf"(%4083, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4137 = "arith.mulf"(%4083, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4138 = "arith.mulf"(%4083, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4139 = "arith.mulf"(%4083, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4140 = "arith.mulf"(%4083, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4141 = "arith.mulf"(%4083, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4142 = "arith.mulf"(%4083, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4143 = "arith.mulf"(%4085, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4144 = "arith.mulf"(%4085, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4145 = "arith.mulf"(%4085, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4146 = "arith.mulf"(%4085, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4147 = "arith.mulf"(%4085, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4148 = "arith.mulf"(%4085, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4149 = "arith.mulf"(%4085, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4150 = "arith.mulf"(%4085, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4151 = "arith.mulf"(%4085, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4152 = "arith.mulf"(%4085, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4153 = "arith.mulf"(%4087, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4154 = "arith.mulf"(%4087, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4155 = "arith.mulf"(%4087, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4156 = "arith.mulf"(%4087, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4157 = "arith.mulf"(%4087, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4158 = "arith.mulf"(%4087, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4159 = "arith.mulf"(%4087, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4160 = "arith.mulf"(%4087, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4161 = "arith.mulf"(%4087, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4162 = "arith.mulf"(%4087, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4163 = "arith.mulf"(%4089, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4164 = "arith.mulf"(%4089, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4165 = "arith.mulf"(%4089, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4166 = "arith.mulf"(%4089, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4167 = "arith.mulf"(%4089, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4168 = "arith.mulf"(%4089, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4169 = "arith.mulf"(%4089, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4170 = "arith.mulf"(%4089, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4171 = "arith.mulf"(%4089, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4172 = "arith.mulf"(%4089, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4173 = "arith.mulf"(%4091, %4073) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4174 = "arith.mulf"(%4091, %4075) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4175 = "arith.mulf"(%4091, %4077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4176 = "arith.mulf"(%4091, %4079) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4177 = "arith.mulf"(%4091, %4081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4178 = "arith.mulf"(%4091, %4083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4179 = "arith.mulf"(%4091, %4085) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4180 = "arith.mulf"(%4091, %4087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4181 = "arith.mulf"(%4091, %4089) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4182 = "arith.mulf"(%4091, %4091) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%4074, %4076, %4078, %4080, %4082, %4084, %4086, %4088, %4090, %4092, %4093, %4094, %4095, %4096, %4097, %4098, %4099, %4100, %4101, %4102, %4103, %4104, %4105, %4106, %4107, %4108, %4109, %4110, %4111, %4112, %4113, %4114, %4115, %4116, %4117, %4118, %4119, %4120, %4121, %4122, %4123, %4124, %4125, %4126, %4127, %4128, %4129, %4130, %4131, %4132, %4133, %4134, %4135, %4136, %4137, %4138, %4139, %4140, %4141, %4142, %4143, %4144, %4145, %4146, %4147, %4148, %4149, %4150, %4151, %4152, %4153, %4154, %4155, %4156, %4157, %4158, %4159, %4160, %4161, %4162, %4163, %4164, %4165, %4166, %4167, %4168, %4169, %4170, %4171, %4172, %4173, %4174, %4175, %4176, %4177, %4178, %4179, %4180, %4181, %4182) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "divf_f32"}> ({
    %3963 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3964 = "arith.divf"(%3963, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3965 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3966 = "arith.divf"(%3963, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3967 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3968 = "arith.divf"(%3963, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3969 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3970 = "arith.divf"(%3963, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3971 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3972 = "arith.divf"(%3963, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3973 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3974 = "arith.divf"(%3963, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3975 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3976 = "arith.divf"(%3963, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3977 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3978 = "arith.divf"(%3963, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3979 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3980 = "arith.divf"(%3963, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3981 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3982 = "arith.divf"(%3963, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3983 = "arith.divf"(%3965, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3984 = "arith.divf"(%3965, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3985 = "arith.divf"(%3965, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3986 = "arith.divf"(%3965, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3987 = "arith.divf"(%3965, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3988 = "arith.divf"(%3965, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3989 = "arith.divf"(%3965, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3990 = "arith.divf"(%3965, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3991 = "arith.divf"(%3965, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3992 = "arith.divf"(%3965, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3993 = "arith.divf"(%3967, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3994 = "arith.divf"(%3967, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3995 = "arith.divf"(%3967, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3996 = "arith.divf"(%3967, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3997 = "arith.divf"(%3967, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3998 = "arith.divf"(%3967, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3999 = "arith.divf"(%3967, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4000 = "arith.divf"(%3967, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4001 = "arith.divf"(%3967, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4002 = "arith.divf"(%3967, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4003 = "arith.divf"(%3969, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4004 = "arith.divf"(%3969, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4005 = "arith.divf"(%3969, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4006 = "arith.divf"(%3969, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4007 = "arith.divf"(%3969, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4008 = "arith.divf"(%3969, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4009 = "arith.divf"(%3969, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4010 = "arith.divf"(%3969, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4011 = "arith.divf"(%3969, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4012 = "arith.divf"(%3969, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4013 = "arith.divf"(%3971, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4014 = "arith.divf"(%3971, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4015 = "arith.divf"(%3971, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4016 = "arith.divf"(%3971, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4017 = "arith.divf"(%3971, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4018 = "arith.divf"(%3971, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4019 = "arith.divf"(%3971, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4020 = "arith.divf"(%3971, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4021 = "arith.divf"(%3971, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4022 = "arith.divf"(%3971, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4023 = "arith.divf"(%3973, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4024 = "arith.divf"(%3973, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4025 = "arith.divf"(%3973, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4026 = "arith.divf"(%3973, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4027 = "arith.divf"(%3973, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4028 = "arith.divf"(%3973, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4029 = "arith.divf"(%3973, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4030 = "arith.divf"(%3973, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4031 = "arith.divf"(%3973, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4032 = "arith.divf"(%3973, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4033 = "arith.divf"(%3975, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4034 = "arith.divf"(%3975, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4035 = "arith.divf"(%3975, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4036 = "arith.divf"(%3975, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4037 = "arith.divf"(%3975, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4038 = "arith.divf"(%3975, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4039 = "arith.divf"(%3975, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4040 = "arith.divf"(%3975, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4041 = "arith.divf"(%3975, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4042 = "arith.divf"(%3975, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4043 = "arith.divf"(%3977, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4044 = "arith.divf"(%3977, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4045 = "arith.divf"(%3977, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4046 = "arith.divf"(%3977, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4047 = "arith.divf"(%3977, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4048 = "arith.divf"(%3977, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4049 = "arith.divf"(%3977, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4050 = "arith.divf"(%3977, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4051 = "arith.divf"(%3977, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4052 = "arith.divf"(%3977, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4053 = "arith.divf"(%3979, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4054 = "arith.divf"(%3979, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4055 = "arith.divf"(%3979, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4056 = "arith.divf"(%3979, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4057 = "arith.divf"(%3979, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4058 = "arith.divf"(%3979, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4059 = "arith.divf"(%3979, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4060 = "arith.divf"(%3979, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4061 = "arith.divf"(%3979, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4062 = "arith.divf"(%3979, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4063 = "arith.divf"(%3981, %3963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4064 = "arith.divf"(%3981, %3965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4065 = "arith.divf"(%3981, %3967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4066 = "arith.divf"(%3981, %3969) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4067 = "arith.divf"(%3981, %3971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4068 = "arith.divf"(%3981, %3973) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4069 = "arith.divf"(%3981, %3975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4070 = "arith.divf"(%3981, %3977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4071 = "arith.divf"(%3981, %3979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4072 = "arith.divf"(%3981, %3981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3964, %3966, %3968, %3970, %3972, %3974, %3976, %3978, %3980, %3982, %3983, %3984, %3985, %3986, %3987, %3988, %3989, %3990, %3991, %3992, %3993, %3994, %3995, %3996, %3997, %3998, %3999, %4000, %4001, %4002, %4003, %4004, %4005, %4006, %4007, %4008, %4009, %4010, %4011, %4012, %4013, %4014, %4015, %4016, %4017, %4018, %4019, %4020, %4021, %4022, %4023, %4024, %4025, %4026, %4027, %4028, %4029, %4030, %4031, %4032, %4033, %4034, %4035, %4036, %4037, %4038, %4039, %4040, %4041, %4042, %4043, %4044, %4045, %4046, %4047, %4048, %4049, %4050, %4051, %4052, %4053, %4054, %4055, %4056, %4057, %4058, %4059, %4060, %4061, %4062, %4063, %4064, %4065, %4066, %4067, %4068, %4069, %4070, %4071, %4072) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "remf_f32"}> ({
    %3853 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3854 = "arith.remf"(%3853, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3855 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3856 = "arith.remf"(%3853, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3857 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3858 = "arith.remf"(%3853, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3859 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3860 = "arith.remf"(%3853, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3861 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3862 = "arith.remf"(%3853, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3863 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3864 = "arith.remf"(%3853, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3865 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3866 = "arith.remf"(%3853, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3867 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3868 = "arith.remf"(%3853, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3869 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3870 = "arith.remf"(%3853, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3871 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3872 = "arith.remf"(%3853, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3873 = "arith.remf"(%3855, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3874 = "arith.remf"(%3855, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3875 = "arith.remf"(%3855, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3876 = "arith.remf"(%3855, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3877 = "arith.remf"(%3855, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3878 = "arith.remf"(%3855, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3879 = "arith.remf"(%3855, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3880 = "arith.remf"(%3855, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3881 = "arith.remf"(%3855, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3882 = "arith.remf"(%3855, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3883 = "arith.remf"(%3857, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3884 = "arith.remf"(%3857, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3885 = "arith.remf"(%3857, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3886 = "arith.remf"(%3857, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3887 = "arith.remf"(%3857, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3888 = "arith.remf"(%3857, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3889 = "arith.remf"(%3857, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3890 = "arith.remf"(%3857, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3891 = "arith.remf"(%3857, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3892 = "arith.remf"(%3857, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3893 = "arith.remf"(%3859, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3894 = "arith.remf"(%3859, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3895 = "arith.remf"(%3859, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3896 = "arith.remf"(%3859, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3897 = "arith.remf"(%3859, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3898 = "arith.remf"(%3859, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3899 = "arith.remf"(%3859, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3900 = "arith.remf"(%3859, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3901 = "arith.remf"(%3859, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3902 = "arith.remf"(%3859, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3903 = "arith.remf"(%3861, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3904 = "arith.remf"(%3861, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3905 = "arith.remf"(%3861, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3906 = "arith.remf"(%3861, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3907 = "arith.remf"(%3861, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3908 = "arith.remf"(%3861, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3909 = "arith.remf"(%3861, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3910 = "arith.remf"(%3861, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3911 = "arith.remf"(%3861, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3912 = "arith.remf"(%3861, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3913 = "arith.remf"(%3863, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3914 = "arith.remf"(%3863, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3915 = "arith.remf"(%3863, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3916 = "arith.remf"(%3863, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3917 = "arith.remf"(%3863, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3918 = "arith.remf"(%3863, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3919 = "arith.remf"(%3863, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3920 = "arith.remf"(%3863, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3921 = "arith.remf"(%3863, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3922 = "arith.remf"(%3863, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3923 = "arith.remf"(%3865, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3924 = "arith.remf"(%3865, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3925 = "arith.remf"(%3865, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3926 = "arith.remf"(%3865, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3927 = "arith.remf"(%3865, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3928 = "arith.remf"(%3865, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3929 = "arith.remf"(%3865, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3930 = "arith.remf"(%3865, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3931 = "arith.remf"(%3865, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3932 = "arith.remf"(%3865, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3933 = "arith.remf"(%3867, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3934 = "arith.remf"(%3867, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3935 = "arith.remf"(%3867, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3936 = "arith.remf"(%3867, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3937 = "arith.remf"(%3867, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3938 = "arith.remf"(%3867, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3939 = "arith.remf"(%3867, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3940 = "arith.remf"(%3867, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3941 = "arith.remf"(%3867, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3942 = "arith.remf"(%3867, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3943 = "arith.remf"(%3869, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3944 = "arith.remf"(%3869, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3945 = "arith.remf"(%3869, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3946 = "arith.remf"(%3869, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3947 = "arith.remf"(%3869, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3948 = "arith.remf"(%3869, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3949 = "arith.remf"(%3869, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3950 = "arith.remf"(%3869, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3951 = "arith.remf"(%3869, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3952 = "arith.remf"(%3869, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3953 = "arith.remf"(%3871, %3853) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3954 = "arith.remf"(%3871, %3855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3955 = "arith.remf"(%3871, %3857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3956 = "arith.remf"(%3871, %3859) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3957 = "arith.remf"(%3871, %3861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3958 = "arith.remf"(%3871, %3863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3959 = "arith.remf"(%3871, %3865) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3960 = "arith.remf"(%3871, %3867) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3961 = "arith.remf"(%3871, %3869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3962 = "arith.remf"(%3871, %3871) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3854, %3856, %3858, %3860, %3862, %3864, %3866, %3868, %3870, %3872, %3873, %3874, %3875, %3876, %3877, %3878, %3879, %3880, %3881, %3882, %3883, %3884, %3885, %3886, %3887, %3888, %3889, %3890, %3891, %3892, %3893, %3894, %3895, %3896, %3897, %3898, %3899, %3900, %3901, %3902, %3903, %3904, %3905, %3906, %3907, %3908, %3909, %3910, %3911, %3912, %3913, %3914, %3915, %3916, %3917, %3918, %3919, %3920, %3921, %3922, %3923, %3924, %3925, %3926, %3927, %3928, %3929, %3930, %3931, %3932, %3933, %3934, %3935, %3936, %3937, %3938, %3939, %3940, %3941, %3942, %3943, %3944, %3945, %3946, %3947, %3948, %3949, %3950, %3951, %3952, %3953, %3954, %3955, %3956, %3957, %3958, %3959, %3960, %3961, %3962) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "maximumf_f32"}> ({
    %3743 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3744 = "arith.maximumf"(%3743, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3745 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3746 = "arith.maximumf"(%3743, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3747 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3748 = "arith.maximumf"(%3743, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3749 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3750 = "arith.maximumf"(%3743, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3751 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3752 = "arith.maximumf"(%3743, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3753 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3754 = "arith.maximumf"(%3743, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3755 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3756 = "arith.maximumf"(%3743, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3757 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3758 = "arith.maximumf"(%3743, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3759 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3760 = "arith.maximumf"(%3743, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3761 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3762 = "arith.maximumf"(%3743, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3763 = "arith.maximumf"(%3745, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3764 = "arith.maximumf"(%3745, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3765 = "arith.maximumf"(%3745, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3766 = "arith.maximumf"(%3745, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3767 = "arith.maximumf"(%3745, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3768 = "arith.maximumf"(%3745, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3769 = "arith.maximumf"(%3745, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3770 = "arith.maximumf"(%3745, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3771 = "arith.maximumf"(%3745, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3772 = "arith.maximumf"(%3745, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3773 = "arith.maximumf"(%3747, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3774 = "arith.maximumf"(%3747, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3775 = "arith.maximumf"(%3747, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3776 = "arith.maximumf"(%3747, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3777 = "arith.maximumf"(%3747, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3778 = "arith.maximumf"(%3747, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3779 = "arith.maximumf"(%3747, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3780 = "arith.maximumf"(%3747, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3781 = "arith.maximumf"(%3747, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3782 = "arith.maximumf"(%3747, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3783 = "arith.maximumf"(%3749, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3784 = "arith.maximumf"(%3749, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3785 = "arith.maximumf"(%3749, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3786 = "arith.maximumf"(%3749, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3787 = "arith.maximumf"(%3749, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3788 = "arith.maximumf"(%3749, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3789 = "arith.maximumf"(%3749, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3790 = "arith.maximumf"(%3749, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3791 = "arith.maximumf"(%3749, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3792 = "arith.maximumf"(%3749, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3793 = "arith.maximumf"(%3751, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3794 = "arith.maximumf"(%3751, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3795 = "arith.maximumf"(%3751, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3796 = "arith.maximumf"(%3751, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3797 = "arith.maximumf"(%3751, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3798 = "arith.maximumf"(%3751, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3799 = "arith.maximumf"(%3751, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3800 = "arith.maximumf"(%3751, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3801 = "arith.maximumf"(%3751, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3802 = "arith.maximumf"(%3751, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3803 = "arith.maximumf"(%3753, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3804 = "arith.maximumf"(%3753, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3805 = "arith.maximumf"(%3753, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3806 = "arith.maximumf"(%3753, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3807 = "arith.maximumf"(%3753, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3808 = "arith.maximumf"(%3753, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3809 = "arith.maximumf"(%3753, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3810 = "arith.maximumf"(%3753, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3811 = "arith.maximumf"(%3753, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3812 = "arith.maximumf"(%3753, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3813 = "arith.maximumf"(%3755, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3814 = "arith.maximumf"(%3755, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3815 = "arith.maximumf"(%3755, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3816 = "arith.maximumf"(%3755, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3817 = "arith.maximumf"(%3755, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3818 = "arith.maximumf"(%3755, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3819 = "arith.maximumf"(%3755, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3820 = "arith.maximumf"(%3755, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3821 = "arith.maximumf"(%3755, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3822 = "arith.maximumf"(%3755, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3823 = "arith.maximumf"(%3757, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3824 = "arith.maximumf"(%3757, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3825 = "arith.maximumf"(%3757, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3826 = "arith.maximumf"(%3757, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3827 = "arith.maximumf"(%3757, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3828 = "arith.maximumf"(%3757, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3829 = "arith.maximumf"(%3757, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3830 = "arith.maximumf"(%3757, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3831 = "arith.maximumf"(%3757, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3832 = "arith.maximumf"(%3757, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3833 = "arith.maximumf"(%3759, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3834 = "arith.maximumf"(%3759, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3835 = "arith.maximumf"(%3759, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3836 = "arith.maximumf"(%3759, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3837 = "arith.maximumf"(%3759, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3838 = "arith.maximumf"(%3759, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3839 = "arith.maximumf"(%3759, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3840 = "arith.maximumf"(%3759, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3841 = "arith.maximumf"(%3759, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3842 = "arith.maximumf"(%3759, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3843 = "arith.maximumf"(%3761, %3743) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3844 = "arith.maximumf"(%3761, %3745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3845 = "arith.maximumf"(%3761, %3747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3846 = "arith.maximumf"(%3761, %3749) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3847 = "arith.maximumf"(%3761, %3751) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3848 = "arith.maximumf"(%3761, %3753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3849 = "arith.maximumf"(%3761, %3755) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3850 = "arith.maximumf"(%3761, %3757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3851 = "arith.maximumf"(%3761, %3759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3852 = "arith.maximumf"(%3761, %3761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3744, %3746, %3748, %3750, %3752, %3754, %3756, %3758, %3760, %3762, %3763, %3764, %3765, %3766, %3767, %3768, %3769, %3770, %3771, %3772, %3773, %3774, %3775, %3776, %3777, %3778, %3779, %3780, %3781, %3782, %3783, %3784, %3785, %3786, %3787, %3788, %3789, %3790, %3791, %3792, %3793, %3794, %3795, %3796, %3797, %3798, %3799, %3800, %3801, %3802, %3803, %3804, %3805, %3806, %3807, %3808, %3809, %3810, %3811, %3812, %3813, %3814, %3815, %3816, %3817, %3818, %3819, %3820, %3821, %3822, %3823, %3824, %3825, %3826, %3827, %3828, %3829, %3830, %3831, %3832, %3833, %3834, %3835, %3836, %3837, %3838, %3839, %3840, %3841, %3842, %3843, %3844, %3845, %3846, %3847, %3848, %3849, %3850, %3851, %3852) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "minimumf_f32"}> ({
    %3633 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3634 = "arith.minimumf"(%3633, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3635 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3636 = "arith.minimumf"(%3633, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3637 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3638 = "arith.minimumf"(%3633, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3639 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3640 = "arith.minimumf"(%3633, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3641 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3642 = "arith.minimumf"(%3633, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3643 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3644 = "arith.minimumf"(%3633, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3645 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3646 = "arith.minimumf"(%3633, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3647 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3648 = "arith.minimumf"(%3633, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3649 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3650 = "arith.minimumf"(%3633, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3651 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3652 = "arith.minimumf"(%3633, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3653 = "arith.minimumf"(%3635, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3654 = "arith.minimumf"(%3635, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3655 = "arith.minimumf"(%3635, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3656 = "arith.minimumf"(%3635, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3657 = "arith.minimumf"(%3635, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3658 = "arith.minimumf"(%3635, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3659 = "arith.minimumf"(%3635, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3660 = "arith.minimumf"(%3635, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3661 = "arith.minimumf"(%3635, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3662 = "arith.minimumf"(%3635, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3663 = "arith.minimumf"(%3637, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3664 = "arith.minimumf"(%3637, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3665 = "arith.minimumf"(%3637, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3666 = "arith.minimumf"(%3637, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3667 = "arith.minimumf"(%3637, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3668 = "arith.minimumf"(%3637, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3669 = "arith.minimumf"(%3637, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3670 = "arith.minimumf"(%3637, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3671 = "arith.minimumf"(%3637, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3672 = "arith.minimumf"(%3637, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3673 = "arith.minimumf"(%3639, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3674 = "arith.minimumf"(%3639, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3675 = "arith.minimumf"(%3639, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3676 = "arith.minimumf"(%3639, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3677 = "arith.minimumf"(%3639, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3678 = "arith.minimumf"(%3639, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3679 = "arith.minimumf"(%3639, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3680 = "arith.minimumf"(%3639, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3681 = "arith.minimumf"(%3639, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3682 = "arith.minimumf"(%3639, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3683 = "arith.minimumf"(%3641, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3684 = "arith.minimumf"(%3641, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3685 = "arith.minimumf"(%3641, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3686 = "arith.minimumf"(%3641, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3687 = "arith.minimumf"(%3641, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3688 = "arith.minimumf"(%3641, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3689 = "arith.minimumf"(%3641, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3690 = "arith.minimumf"(%3641, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3691 = "arith.minimumf"(%3641, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3692 = "arith.minimumf"(%3641, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3693 = "arith.minimumf"(%3643, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3694 = "arith.minimumf"(%3643, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3695 = "arith.minimumf"(%3643, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3696 = "arith.minimumf"(%3643, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3697 = "arith.minimumf"(%3643, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3698 = "arith.minimumf"(%3643, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3699 = "arith.minimumf"(%3643, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3700 = "arith.minimumf"(%3643, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3701 = "arith.minimumf"(%3643, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3702 = "arith.minimumf"(%3643, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3703 = "arith.minimumf"(%3645, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3704 = "arith.minimumf"(%3645, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3705 = "arith.minimumf"(%3645, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3706 = "arith.minimumf"(%3645, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3707 = "arith.minimumf"(%3645, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3708 = "arith.minimumf"(%3645, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3709 = "arith.minimumf"(%3645, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3710 = "arith.minimumf"(%3645, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3711 = "arith.minimumf"(%3645, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3712 = "arith.minimumf"(%3645, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3713 = "arith.minimumf"(%3647, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3714 = "arith.minimumf"(%3647, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3715 = "arith.minimumf"(%3647, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3716 = "arith.minimumf"(%3647, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3717 = "arith.minimumf"(%3647, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3718 = "arith.minimumf"(%3647, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3719 = "arith.minimumf"(%3647, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3720 = "arith.minimumf"(%3647, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3721 = "arith.minimumf"(%3647, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3722 = "arith.minimumf"(%3647, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3723 = "arith.minimumf"(%3649, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3724 = "arith.minimumf"(%3649, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3725 = "arith.minimumf"(%3649, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3726 = "arith.minimumf"(%3649, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3727 = "arith.minimumf"(%3649, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3728 = "arith.minimumf"(%3649, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3729 = "arith.minimumf"(%3649, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3730 = "arith.minimumf"(%3649, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3731 = "arith.minimumf"(%3649, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3732 = "arith.minimumf"(%3649, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3733 = "arith.minimumf"(%3651, %3633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3734 = "arith.minimumf"(%3651, %3635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3735 = "arith.minimumf"(%3651, %3637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3736 = "arith.minimumf"(%3651, %3639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3737 = "arith.minimumf"(%3651, %3641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3738 = "arith.minimumf"(%3651, %3643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3739 = "arith.minimumf"(%3651, %3645) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3740 = "arith.minimumf"(%3651, %3647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3741 = "arith.minimumf"(%3651, %3649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3742 = "arith.minimumf"(%3651, %3651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3634, %3636, %3638, %3640, %3642, %3644, %3646, %3648, %3650, %3652, %3653, %3654, %3655, %3656, %3657, %3658, %3659, %3660, %3661, %3662, %3663, %3664, %3665, %3666, %3667, %3668, %3669, %3670, %3671, %3672, %3673, %3674, %3675, %3676, %3677, %3678, %3679, %3680, %3681, %3682, %3683, %3684, %3685, %3686, %3687, %3688, %3689, %3690, %3691, %3692, %3693, %3694, %3695, %3696, %3697, %3698, %3699, %3700, %3701, %3702, %3703, %3704, %3705, %3706, %3707, %3708, %3709, %3710, %3711, %3712, %3713, %3714, %3715, %3716, %3717, %3718, %3719, %3720, %3721, %3722, %3723, %3724, %3725, %3726, %3727, %3728, %3729, %3730, %3731, %3732, %3733, %3734, %3735, %3736, %3737, %3738, %3739, %3740, %3741, %3742) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "maxnumf_f32"}> ({
    %3523 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3524 = "arith.maxnumf"(%3523, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3525 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3526 = "arith.maxnumf"(%3523, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3527 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3528 = "arith.maxnumf"(%3523, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3529 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3530 = "arith.maxnumf"(%3523, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3531 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3532 = "arith.maxnumf"(%3523, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3533 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3534 = "arith.maxnumf"(%3523, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3535 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3536 = "arith.maxnumf"(%3523, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3537 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3538 = "arith.maxnumf"(%3523, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3539 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3540 = "arith.maxnumf"(%3523, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3541 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3542 = "arith.maxnumf"(%3523, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3543 = "arith.maxnumf"(%3525, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3544 = "arith.maxnumf"(%3525, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3545 = "arith.maxnumf"(%3525, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3546 = "arith.maxnumf"(%3525, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3547 = "arith.maxnumf"(%3525, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3548 = "arith.maxnumf"(%3525, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3549 = "arith.maxnumf"(%3525, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3550 = "arith.maxnumf"(%3525, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3551 = "arith.maxnumf"(%3525, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3552 = "arith.maxnumf"(%3525, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3553 = "arith.maxnumf"(%3527, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3554 = "arith.maxnumf"(%3527, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3555 = "arith.maxnumf"(%3527, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3556 = "arith.maxnumf"(%3527, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3557 = "arith.maxnumf"(%3527, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3558 = "arith.maxnumf"(%3527, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3559 = "arith.maxnumf"(%3527, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3560 = "arith.maxnumf"(%3527, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3561 = "arith.maxnumf"(%3527, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3562 = "arith.maxnumf"(%3527, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3563 = "arith.maxnumf"(%3529, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3564 = "arith.maxnumf"(%3529, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3565 = "arith.maxnumf"(%3529, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3566 = "arith.maxnumf"(%3529, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3567 = "arith.maxnumf"(%3529, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3568 = "arith.maxnumf"(%3529, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3569 = "arith.maxnumf"(%3529, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3570 = "arith.maxnumf"(%3529, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3571 = "arith.maxnumf"(%3529, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3572 = "arith.maxnumf"(%3529, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3573 = "arith.maxnumf"(%3531, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3574 = "arith.maxnumf"(%3531, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3575 = "arith.maxnumf"(%3531, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3576 = "arith.maxnumf"(%3531, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3577 = "arith.maxnumf"(%3531, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3578 = "arith.maxnumf"(%3531, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3579 = "arith.maxnumf"(%3531, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3580 = "arith.maxnumf"(%3531, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3581 = "arith.maxnumf"(%3531, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3582 = "arith.maxnumf"(%3531, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3583 = "arith.maxnumf"(%3533, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3584 = "arith.maxnumf"(%3533, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3585 = "arith.maxnumf"(%3533, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3586 = "arith.maxnumf"(%3533, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3587 = "arith.maxnumf"(%3533, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3588 = "arith.maxnumf"(%3533, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3589 = "arith.maxnumf"(%3533, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3590 = "arith.maxnumf"(%3533, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3591 = "arith.maxnumf"(%3533, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3592 = "arith.maxnumf"(%3533, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3593 = "arith.maxnumf"(%3535, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3594 = "arith.maxnumf"(%3535, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3595 = "arith.maxnumf"(%3535, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3596 = "arith.maxnumf"(%3535, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3597 = "arith.maxnumf"(%3535, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3598 = "arith.maxnumf"(%3535, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3599 = "arith.maxnumf"(%3535, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3600 = "arith.maxnumf"(%3535, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3601 = "arith.maxnumf"(%3535, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3602 = "arith.maxnumf"(%3535, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3603 = "arith.maxnumf"(%3537, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3604 = "arith.maxnumf"(%3537, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3605 = "arith.maxnumf"(%3537, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3606 = "arith.maxnumf"(%3537, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3607 = "arith.maxnumf"(%3537, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3608 = "arith.maxnumf"(%3537, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3609 = "arith.maxnumf"(%3537, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3610 = "arith.maxnumf"(%3537, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3611 = "arith.maxnumf"(%3537, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3612 = "arith.maxnumf"(%3537, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3613 = "arith.maxnumf"(%3539, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3614 = "arith.maxnumf"(%3539, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3615 = "arith.maxnumf"(%3539, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3616 = "arith.maxnumf"(%3539, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3617 = "arith.maxnumf"(%3539, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3618 = "arith.maxnumf"(%3539, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3619 = "arith.maxnumf"(%3539, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3620 = "arith.maxnumf"(%3539, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3621 = "arith.maxnumf"(%3539, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3622 = "arith.maxnumf"(%3539, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3623 = "arith.maxnumf"(%3541, %3523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3624 = "arith.maxnumf"(%3541, %3525) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3625 = "arith.maxnumf"(%3541, %3527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3626 = "arith.maxnumf"(%3541, %3529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3627 = "arith.maxnumf"(%3541, %3531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3628 = "arith.maxnumf"(%3541, %3533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3629 = "arith.maxnumf"(%3541, %3535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3630 = "arith.maxnumf"(%3541, %3537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3631 = "arith.maxnumf"(%3541, %3539) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3632 = "arith.maxnumf"(%3541, %3541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3524, %3526, %3528, %3530, %3532, %3534, %3536, %3538, %3540, %3542, %3543, %3544, %3545, %3546, %3547, %3548, %3549, %3550, %3551, %3552, %3553, %3554, %3555, %3556, %3557, %3558, %3559, %3560, %3561, %3562, %3563, %3564, %3565, %3566, %3567, %3568, %3569, %3570, %3571, %3572, %3573, %3574, %3575, %3576, %3577, %3578, %3579, %3580, %3581, %3582, %3583, %3584, %3585, %3586, %3587, %3588, %3589, %3590, %3591, %3592, %3593, %3594, %3595, %3596, %3597, %3598, %3599, %3600, %3601, %3602, %3603, %3604, %3605, %3606, %3607, %3608, %3609, %3610, %3611, %3612, %3613, %3614, %3615, %3616, %3617, %3618, %3619, %3620, %3621, %3622, %3623, %3624, %3625, %3626, %3627, %3628, %3629, %3630, %3631, %3632) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "minnumf_f32"}> ({
    %3413 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3414 = "arith.minnumf"(%3413, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3415 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3416 = "arith.minnumf"(%3413, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3417 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3418 = "arith.minnumf"(%3413, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3419 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3420 = "arith.minnumf"(%3413, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3421 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3422 = "arith.minnumf"(%3413, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3423 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3424 = "arith.minnumf"(%3413, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3425 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3426 = "arith.minnumf"(%3413, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3427 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3428 = "arith.minnumf"(%3413, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3429 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3430 = "arith.minnumf"(%3413, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3431 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3432 = "arith.minnumf"(%3413, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3433 = "arith.minnumf"(%3415, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3434 = "arith.minnumf"(%3415, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3435 = "arith.minnumf"(%3415, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3436 = "arith.minnumf"(%3415, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3437 = "arith.minnumf"(%3415, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3438 = "arith.minnumf"(%3415, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3439 = "arith.minnumf"(%3415, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3440 = "arith.minnumf"(%3415, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3441 = "arith.minnumf"(%3415, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3442 = "arith.minnumf"(%3415, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3443 = "arith.minnumf"(%3417, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3444 = "arith.minnumf"(%3417, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3445 = "arith.minnumf"(%3417, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3446 = "arith.minnumf"(%3417, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3447 = "arith.minnumf"(%3417, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3448 = "arith.minnumf"(%3417, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3449 = "arith.minnumf"(%3417, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3450 = "arith.minnumf"(%3417, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3451 = "arith.minnumf"(%3417, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3452 = "arith.minnumf"(%3417, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3453 = "arith.minnumf"(%3419, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3454 = "arith.minnumf"(%3419, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3455 = "arith.minnumf"(%3419, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3456 = "arith.minnumf"(%3419, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3457 = "arith.minnumf"(%3419, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3458 = "arith.minnumf"(%3419, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3459 = "arith.minnumf"(%3419, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3460 = "arith.minnumf"(%3419, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3461 = "arith.minnumf"(%3419, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3462 = "arith.minnumf"(%3419, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3463 = "arith.minnumf"(%3421, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3464 = "arith.minnumf"(%3421, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3465 = "arith.minnumf"(%3421, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3466 = "arith.minnumf"(%3421, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3467 = "arith.minnumf"(%3421, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3468 = "arith.minnumf"(%3421, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3469 = "arith.minnumf"(%3421, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3470 = "arith.minnumf"(%3421, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3471 = "arith.minnumf"(%3421, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3472 = "arith.minnumf"(%3421, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3473 = "arith.minnumf"(%3423, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3474 = "arith.minnumf"(%3423, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3475 = "arith.minnumf"(%3423, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3476 = "arith.minnumf"(%3423, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3477 = "arith.minnumf"(%3423, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3478 = "arith.minnumf"(%3423, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3479 = "arith.minnumf"(%3423, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3480 = "arith.minnumf"(%3423, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3481 = "arith.minnumf"(%3423, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3482 = "arith.minnumf"(%3423, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3483 = "arith.minnumf"(%3425, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3484 = "arith.minnumf"(%3425, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3485 = "arith.minnumf"(%3425, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3486 = "arith.minnumf"(%3425, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3487 = "arith.minnumf"(%3425, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3488 = "arith.minnumf"(%3425, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3489 = "arith.minnumf"(%3425, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3490 = "arith.minnumf"(%3425, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3491 = "arith.minnumf"(%3425, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3492 = "arith.minnumf"(%3425, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3493 = "arith.minnumf"(%3427, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3494 = "arith.minnumf"(%3427, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3495 = "arith.minnumf"(%3427, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3496 = "arith.minnumf"(%3427, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3497 = "arith.minnumf"(%3427, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3498 = "arith.minnumf"(%3427, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3499 = "arith.minnumf"(%3427, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3500 = "arith.minnumf"(%3427, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3501 = "arith.minnumf"(%3427, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3502 = "arith.minnumf"(%3427, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3503 = "arith.minnumf"(%3429, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3504 = "arith.minnumf"(%3429, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3505 = "arith.minnumf"(%3429, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3506 = "arith.minnumf"(%3429, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3507 = "arith.minnumf"(%3429, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3508 = "arith.minnumf"(%3429, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3509 = "arith.minnumf"(%3429, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3510 = "arith.minnumf"(%3429, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3511 = "arith.minnumf"(%3429, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3512 = "arith.minnumf"(%3429, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3513 = "arith.minnumf"(%3431, %3413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3514 = "arith.minnumf"(%3431, %3415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3515 = "arith.minnumf"(%3431, %3417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3516 = "arith.minnumf"(%3431, %3419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3517 = "arith.minnumf"(%3431, %3421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3518 = "arith.minnumf"(%3431, %3423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3519 = "arith.minnumf"(%3431, %3425) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3520 = "arith.minnumf"(%3431, %3427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3521 = "arith.minnumf"(%3431, %3429) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3522 = "arith.minnumf"(%3431, %3431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3414, %3416, %3418, %3420, %3422, %3424, %3426, %3428, %3430, %3432, %3433, %3434, %3435, %3436, %3437, %3438, %3439, %3440, %3441, %3442, %3443, %3444, %3445, %3446, %3447, %3448, %3449, %3450, %3451, %3452, %3453, %3454, %3455, %3456, %3457, %3458, %3459, %3460, %3461, %3462, %3463, %3464, %3465, %3466, %3467, %3468, %3469, %3470, %3471, %3472, %3473, %3474, %3475, %3476, %3477, %3478, %3479, %3480, %3481, %3482, %3483, %3484, %3485, %3486, %3487, %3488, %3489, %3490, %3491, %3492, %3493, %3494, %3495, %3496, %3497, %3498, %3499, %3500, %3501, %3502, %3503, %3504, %3505, %3506, %3507, %3508, %3509, %3510, %3511, %3512, %3513, %3514, %3515, %3516, %3517, %3518, %3519, %3520, %3521, %3522) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "negf_f32"}> ({
    %3393 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3394 = "arith.negf"(%3393) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3395 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3396 = "arith.negf"(%3395) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3397 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3398 = "arith.negf"(%3397) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3399 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %3400 = "arith.negf"(%3399) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3401 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %3402 = "arith.negf"(%3401) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3403 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3404 = "arith.negf"(%3403) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3405 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3406 = "arith.negf"(%3405) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3407 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3408 = "arith.negf"(%3407) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3409 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %3410 = "arith.negf"(%3409) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3411 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3412 = "arith.negf"(%3411) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%3394, %3396, %3398, %3400, %3402, %3404, %3406, %3408, %3410, %3412) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_f32"}> ({
    %2811 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2812 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2813 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2814 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2815 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2816 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2817 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %2818 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2819 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %2820 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2821 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %2822 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2823 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2824 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2825 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2826 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2827 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2828 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2829 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2830 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2831 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2832 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2833 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2834 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2835 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2836 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2837 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2838 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2839 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2840 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2841 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2842 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2843 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2844 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2845 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2846 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2847 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2848 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2849 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2850 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2851 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2852 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %2853 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2854 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2855 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2856 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2857 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2858 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2859 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2860 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2861 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2862 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2863 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2864 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2865 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2866 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2867 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2868 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2869 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2870 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2871 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2872 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2873 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2874 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2875 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2876 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2877 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2878 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2879 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2880 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2881 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2882 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2883 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2884 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2885 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2886 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2887 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2888 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %2889 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2890 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2891 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2892 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2893 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2894 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2895 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2896 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2897 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2898 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2899 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2900 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2901 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2902 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2903 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2904 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2905 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2906 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2907 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2908 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2909 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2910 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2911 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2912 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2913 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2914 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2915 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2916 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2917 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2918 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2919 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2920 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2921 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2922 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2923 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2924 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %2925 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2926 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2927 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2928 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2929 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2930 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2931 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2932 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2933 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2934 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2935 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2936 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2937 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2938 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2939 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2940 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2941 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2942 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2943 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2944 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2945 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2946 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2947 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2948 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2949 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2950 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2951 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2952 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2953 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2954 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2955 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2956 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2957 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2958 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2959 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2960 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %2961 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2962 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2963 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2964 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2965 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2966 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2967 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2968 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2969 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2970 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2971 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2972 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2973 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2974 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2975 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2976 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2977 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2978 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2979 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2980 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2981 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2982 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2983 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2984 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2985 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2986 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2987 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2988 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2989 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2990 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2991 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2992 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2993 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2994 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2995 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2996 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2997 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %2998 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %2999 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3000 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3001 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3002 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3003 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3004 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3005 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3006 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3007 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3008 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3009 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3010 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3011 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3012 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3013 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3014 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3015 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3016 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3017 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3018 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3019 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3020 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3021 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3022 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3023 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3024 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3025 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3026 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3027 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3028 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3029 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3030 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3031 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3032 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %3033 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3034 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3035 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3036 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3037 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3038 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3039 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3040 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3041 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3042 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3043 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3044 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3045 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3046 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3047 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3048 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3049 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3050 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3051 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3052 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3053 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3054 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3055 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3056 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3057 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3058 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3059 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3060 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3061 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3062 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3063 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3064 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3065 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3066 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3067 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3068 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %3069 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3070 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3071 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3072 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3073 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3074 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3075 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3076 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3077 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3078 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3079 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3080 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3081 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3082 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3083 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3084 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3085 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3086 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3087 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3088 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3089 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3090 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3091 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3092 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3093 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3094 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3095 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3096 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3097 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3098 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3099 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3100 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3101 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3102 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3103 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3104 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %3105 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3106 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3107 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3108 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3109 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3110 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3111 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3112 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3113 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3114 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3115 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3116 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3117 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3118 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3119 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3120 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3121 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3122 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3123 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3124 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3125 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3126 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3127 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3128 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3129 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3130 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3131 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3132 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3133 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3134 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3135 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3136 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3137 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3138 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3139 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3140 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3141 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3142 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3143 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3144 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3145 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3146 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3147 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3148 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3149 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3150 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3151 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3152 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3153 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3154 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3155 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3156 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3157 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3158 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3159 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3160 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3161 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3162 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3163 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3164 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3165 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3166 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3167 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3168 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3169 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3170 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3171 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3172 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3173 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3174 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3175 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3176 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %3177 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3178 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3179 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3180 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3181 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3182 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3183 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3184 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3185 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3186 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3187 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3188 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3189 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3190 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3191 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3192 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3193 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3194 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3195 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3196 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3197 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3198 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3199 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3200 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3201 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3202 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3203 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3204 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3205 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3206 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3207 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3208 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3209 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3210 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3211 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3212 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %3213 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3214 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3215 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3216 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3217 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3218 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3219 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3220 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3221 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3222 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3223 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3224 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3225 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3226 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3227 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3228 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3229 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3230 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3231 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3232 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3233 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3234 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3235 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3236 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3237 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3238 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3239 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3240 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3241 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3242 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3243 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3244 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3245 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3246 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3247 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3248 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3249 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3250 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3251 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3252 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3253 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3254 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3255 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3256 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3257 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3258 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3259 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3260 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3261 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3262 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3263 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3264 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3265 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3266 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3267 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3268 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3269 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3270 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3271 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3272 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3273 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3274 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3275 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3276 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3277 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3278 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3279 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3280 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3281 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3282 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3283 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3284 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %3285 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3286 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3287 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3288 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3289 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3290 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3291 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3292 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3293 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3294 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3295 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3296 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3297 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3298 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3299 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3300 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3301 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3302 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3303 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3304 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3305 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3306 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3307 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3308 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3309 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3310 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3311 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3312 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3313 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3314 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3315 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3316 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3317 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3318 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3319 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3320 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %3321 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3322 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3323 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3324 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3325 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3326 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3327 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3328 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3329 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3330 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3331 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3332 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3333 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3334 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3335 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3336 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3337 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3338 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3339 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3340 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3341 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3342 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3343 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3344 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3345 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3346 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3347 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3348 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3349 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3350 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3351 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3352 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3353 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3354 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3355 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3356 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %3357 = "arith.cmpf"(%2811, %2811) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3358 = "arith.cmpf"(%2811, %2813) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3359 = "arith.cmpf"(%2811, %2815) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3360 = "arith.cmpf"(%2811, %2817) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3361 = "arith.cmpf"(%2811, %2819) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3362 = "arith.cmpf"(%2811, %2821) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3363 = "arith.cmpf"(%2813, %2811) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3364 = "arith.cmpf"(%2813, %2813) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3365 = "arith.cmpf"(%2813, %2815) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3366 = "arith.cmpf"(%2813, %2817) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3367 = "arith.cmpf"(%2813, %2819) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3368 = "arith.cmpf"(%2813, %2821) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3369 = "arith.cmpf"(%2815, %2811) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3370 = "arith.cmpf"(%2815, %2813) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3371 = "arith.cmpf"(%2815, %2815) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3372 = "arith.cmpf"(%2815, %2817) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3373 = "arith.cmpf"(%2815, %2819) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3374 = "arith.cmpf"(%2815, %2821) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3375 = "arith.cmpf"(%2817, %2811) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3376 = "arith.cmpf"(%2817, %2813) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3377 = "arith.cmpf"(%2817, %2815) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3378 = "arith.cmpf"(%2817, %2817) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3379 = "arith.cmpf"(%2817, %2819) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3380 = "arith.cmpf"(%2817, %2821) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3381 = "arith.cmpf"(%2819, %2811) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3382 = "arith.cmpf"(%2819, %2813) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3383 = "arith.cmpf"(%2819, %2815) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3384 = "arith.cmpf"(%2819, %2817) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3385 = "arith.cmpf"(%2819, %2819) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3386 = "arith.cmpf"(%2819, %2821) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3387 = "arith.cmpf"(%2821, %2811) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3388 = "arith.cmpf"(%2821, %2813) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3389 = "arith.cmpf"(%2821, %2815) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3390 = "arith.cmpf"(%2821, %2817) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3391 = "arith.cmpf"(%2821, %2819) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %3392 = "arith.cmpf"(%2821, %2821) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    "func.return"(%2812, %2814, %2816, %2818, %2820, %2822, %2823, %2824, %2825, %2826, %2827, %2828, %2829, %2830, %2831, %2832, %2833, %2834, %2835, %2836, %2837, %2838, %2839, %2840, %2841, %2842, %2843, %2844, %2845, %2846, %2847, %2848, %2849, %2850, %2851, %2852, %2853, %2854, %2855, %2856, %2857, %2858, %2859, %2860, %2861, %2862, %2863, %2864, %2865, %2866, %2867, %2868, %2869, %2870, %2871, %2872, %2873, %2874, %2875, %2876, %2877, %2878, %2879, %2880, %2881, %2882, %2883, %2884, %2885, %2886, %2887, %2888, %2889, %2890, %2891, %2892, %2893, %2894, %2895, %2896, %2897, %2898, %2899, %2900, %2901, %2902, %2903, %2904, %2905, %2906, %2907, %2908, %2909, %2910, %2911, %2912, %2913, %2914, %2915, %2916, %2917, %2918, %2919, %2920, %2921, %2922, %2923, %2924, %2925, %2926, %2927, %2928, %2929, %2930, %2931, %2932, %2933, %2934, %2935, %2936, %2937, %2938, %2939, %2940, %2941, %2942, %2943, %2944, %2945, %2946, %2947, %2948, %2949, %2950, %2951, %2952, %2953, %2954, %2955, %2956, %2957, %2958, %2959, %2960, %2961, %2962, %2963, %2964, %2965, %2966, %2967, %2968, %2969, %2970, %2971, %2972, %2973, %2974, %2975, %2976, %2977, %2978, %2979, %2980, %2981, %2982, %2983, %2984, %2985, %2986, %2987, %2988, %2989, %2990, %2991, %2992, %2993, %2994, %2995, %2996, %2997, %2998, %2999, %3000, %3001, %3002, %3003, %3004, %3005, %3006, %3007, %3008, %3009, %3010, %3011, %3012, %3013, %3014, %3015, %3016, %3017, %3018, %3019, %3020, %3021, %3022, %3023, %3024, %3025, %3026, %3027, %3028, %3029, %3030, %3031, %3032, %3033, %3034, %3035, %3036, %3037, %3038, %3039, %3040, %3041, %3042, %3043, %3044, %3045, %3046, %3047, %3048, %3049, %3050, %3051, %3052, %3053, %3054, %3055, %3056, %3057, %3058, %3059, %3060, %3061, %3062, %3063, %3064, %3065, %3066, %3067, %3068, %3069, %3070, %3071, %3072, %3073, %3074, %3075, %3076, %3077, %3078, %3079, %3080, %3081, %3082, %3083, %3084, %3085, %3086, %3087, %3088, %3089, %3090, %3091, %3092, %3093, %3094, %3095, %3096, %3097, %3098, %3099, %3100, %3101, %3102, %3103, %3104, %3105, %3106, %3107, %3108, %3109, %3110, %3111, %3112, %3113, %3114, %3115, %3116, %3117, %3118, %3119, %3120, %3121, %3122, %3123, %3124, %3125, %3126, %3127, %3128, %3129, %3130, %3131, %3132, %3133, %3134, %3135, %3136, %3137, %3138, %3139, %3140, %3141, %3142, %3143, %3144, %3145, %3146, %3147, %3148, %3149, %3150, %3151, %3152, %3153, %3154, %3155, %3156, %3157, %3158, %3159, %3160, %3161, %3162, %3163, %3164, %3165, %3166, %3167, %3168, %3169, %3170, %3171, %3172, %3173, %3174, %3175, %3176, %3177, %3178, %3179, %3180, %3181, %3182, %3183, %3184, %3185, %3186, %3187, %3188, %3189, %3190, %3191, %3192, %3193, %3194, %3195, %3196, %3197, %3198, %3199, %3200, %3201, %3202, %3203, %3204, %3205, %3206, %3207, %3208, %3209, %3210, %3211, %3212, %3213, %3214, %3215, %3216, %3217, %3218, %3219, %3220, %3221, %3222, %3223, %3224, %3225, %3226, %3227, %3228, %3229, %3230, %3231, %3232, %3233, %3234, %3235, %3236, %3237, %3238, %3239, %3240, %3241, %3242, %3243, %3244, %3245, %3246, %3247, %3248, %3249, %3250, %3251, %3252, %3253, %3254, %3255, %3256, %3257, %3258, %3259, %3260, %3261, %3262, %3263, %3264, %3265, %3266, %3267, %3268, %3269, %3270, %3271, %3272, %3273, %3274, %3275, %3276, %3277, %3278, %3279, %3280, %3281, %3282, %3283, %3284, %3285, %3286, %3287, %3288, %3289, %3290, %3291, %3292, %3293, %3294, %3295, %3296, %3297, %3298, %3299, %3300, %3301, %3302, %3303, %3304, %3305, %3306, %3307, %3308, %3309, %3310, %3311, %3312, %3313, %3314, %3315, %3316, %3317, %3318, %3319, %3320, %3321, %3322, %3323, %3324, %3325, %3326, %3327, %3328, %3329, %3330, %3331, %3332, %3333, %3334, %3335, %3336, %3337, %3338, %3339, %3340, %3341, %3342, %3343, %3344, %3345, %3346, %3347, %3348, %3349, %3350, %3351, %3352, %3353, %3354, %3355, %3356, %3357, %3358, %3359, %3360, %3361, %3362, %3363, %3364, %3365, %3366, %3367, %3368, %3369, %3370, %3371, %3372, %3373, %3374, %3375, %3376, %3377, %3378, %3379, %3380, %3381, %3382, %3383, %3384, %3385, %3386, %3387, %3388, %3389, %3390, %3391, %3392) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "addf_f64"}> ({
    %2739 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2740 = "arith.addf"(%2739, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2741 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2742 = "arith.addf"(%2739, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2743 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2744 = "arith.addf"(%2739, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2745 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2746 = "arith.addf"(%2739, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2747 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2748 = "arith.addf"(%2739, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2749 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2750 = "arith.addf"(%2739, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2751 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2752 = "arith.addf"(%2739, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2753 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2754 = "arith.addf"(%2739, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2755 = "arith.addf"(%2741, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2756 = "arith.addf"(%2741, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2757 = "arith.addf"(%2741, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2758 = "arith.addf"(%2741, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2759 = "arith.addf"(%2741, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2760 = "arith.addf"(%2741, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2761 = "arith.addf"(%2741, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2762 = "arith.addf"(%2741, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2763 = "arith.addf"(%2743, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2764 = "arith.addf"(%2743, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2765 = "arith.addf"(%2743, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2766 = "arith.addf"(%2743, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2767 = "arith.addf"(%2743, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2768 = "arith.addf"(%2743, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2769 = "arith.addf"(%2743, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2770 = "arith.addf"(%2743, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2771 = "arith.addf"(%2745, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2772 = "arith.addf"(%2745, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2773 = "arith.addf"(%2745, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2774 = "arith.addf"(%2745, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2775 = "arith.addf"(%2745, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2776 = "arith.addf"(%2745, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2777 = "arith.addf"(%2745, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2778 = "arith.addf"(%2745, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2779 = "arith.addf"(%2747, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2780 = "arith.addf"(%2747, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2781 = "arith.addf"(%2747, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2782 = "arith.addf"(%2747, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2783 = "arith.addf"(%2747, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2784 = "arith.addf"(%2747, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2785 = "arith.addf"(%2747, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2786 = "arith.addf"(%2747, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2787 = "arith.addf"(%2749, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2788 = "arith.addf"(%2749, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2789 = "arith.addf"(%2749, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2790 = "arith.addf"(%2749, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2791 = "arith.addf"(%2749, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2792 = "arith.addf"(%2749, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2793 = "arith.addf"(%2749, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2794 = "arith.addf"(%2749, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2795 = "arith.addf"(%2751, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2796 = "arith.addf"(%2751, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2797 = "arith.addf"(%2751, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2798 = "arith.addf"(%2751, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2799 = "arith.addf"(%2751, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2800 = "arith.addf"(%2751, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2801 = "arith.addf"(%2751, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2802 = "arith.addf"(%2751, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2803 = "arith.addf"(%2753, %2739) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2804 = "arith.addf"(%2753, %2741) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2805 = "arith.addf"(%2753, %2743) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2806 = "arith.addf"(%2753, %2745) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2807 = "arith.addf"(%2753, %2747) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2808 = "arith.addf"(%2753, %2749) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2809 = "arith.addf"(%2753, %2751) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2810 = "arith.addf"(%2753, %2753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2740, %2742, %2744, %2746, %2748, %2750, %2752, %2754, %2755, %2756, %2757, %2758, %2759, %2760, %2761, %2762, %2763, %2764, %2765, %2766, %2767, %2768, %2769, %2770, %2771, %2772, %2773, %2774, %2775, %2776, %2777, %2778, %2779, %2780, %2781, %2782, %2783, %2784, %2785, %2786, %2787, %2788, %2789, %2790, %2791, %2792, %2793, %2794, %2795, %2796, %2797, %2798, %2799, %2800, %2801, %2802, %2803, %2804, %2805, %2806, %2807, %2808, %2809, %2810) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "subf_f64"}> ({
    %2667 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2668 = "arith.subf"(%2667, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2669 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2670 = "arith.subf"(%2667, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2671 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2672 = "arith.subf"(%2667, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2673 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2674 = "arith.subf"(%2667, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2675 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2676 = "arith.subf"(%2667, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2677 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2678 = "arith.subf"(%2667, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2679 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2680 = "arith.subf"(%2667, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2681 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2682 = "arith.subf"(%2667, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2683 = "arith.subf"(%2669, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2684 = "arith.subf"(%2669, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2685 = "arith.subf"(%2669, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2686 = "arith.subf"(%2669, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2687 = "arith.subf"(%2669, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2688 = "arith.subf"(%2669, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2689 = "arith.subf"(%2669, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2690 = "arith.subf"(%2669, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2691 = "arith.subf"(%2671, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2692 = "arith.subf"(%2671, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2693 = "arith.subf"(%2671, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2694 = "arith.subf"(%2671, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2695 = "arith.subf"(%2671, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2696 = "arith.subf"(%2671, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2697 = "arith.subf"(%2671, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2698 = "arith.subf"(%2671, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2699 = "arith.subf"(%2673, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2700 = "arith.subf"(%2673, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2701 = "arith.subf"(%2673, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2702 = "arith.subf"(%2673, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2703 = "arith.subf"(%2673, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2704 = "arith.subf"(%2673, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2705 = "arith.subf"(%2673, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2706 = "arith.subf"(%2673, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2707 = "arith.subf"(%2675, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2708 = "arith.subf"(%2675, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2709 = "arith.subf"(%2675, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2710 = "arith.subf"(%2675, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2711 = "arith.subf"(%2675, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2712 = "arith.subf"(%2675, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2713 = "arith.subf"(%2675, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2714 = "arith.subf"(%2675, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2715 = "arith.subf"(%2677, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2716 = "arith.subf"(%2677, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2717 = "arith.subf"(%2677, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2718 = "arith.subf"(%2677, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2719 = "arith.subf"(%2677, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2720 = "arith.subf"(%2677, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2721 = "arith.subf"(%2677, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2722 = "arith.subf"(%2677, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2723 = "arith.subf"(%2679, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2724 = "arith.subf"(%2679, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2725 = "arith.subf"(%2679, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2726 = "arith.subf"(%2679, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2727 = "arith.subf"(%2679, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2728 = "arith.subf"(%2679, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2729 = "arith.subf"(%2679, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2730 = "arith.subf"(%2679, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2731 = "arith.subf"(%2681, %2667) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2732 = "arith.subf"(%2681, %2669) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2733 = "arith.subf"(%2681, %2671) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2734 = "arith.subf"(%2681, %2673) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2735 = "arith.subf"(%2681, %2675) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2736 = "arith.subf"(%2681, %2677) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2737 = "arith.subf"(%2681, %2679) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2738 = "arith.subf"(%2681, %2681) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2668, %2670, %2672, %2674, %2676, %2678, %2680, %2682, %2683, %2684, %2685, %2686, %2687, %2688, %2689, %2690, %2691, %2692, %2693, %2694, %2695, %2696, %2697, %2698, %2699, %2700, %2701, %2702, %2703, %2704, %2705, %2706, %2707, %2708, %2709, %2710, %2711, %2712, %2713, %2714, %2715, %2716, %2717, %2718, %2719, %2720, %2721, %2722, %2723, %2724, %2725, %2726, %2727, %2728, %2729, %2730, %2731, %2732, %2733, %2734, %2735, %2736, %2737, %2738) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "mulf_f64"}> ({
    %2595 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2596 = "arith.mulf"(%2595, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2597 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2598 = "arith.mulf"(%2595, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2599 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2600 = "arith.mulf"(%2595, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2601 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2602 = "arith.mulf"(%2595, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2603 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2604 = "arith.mulf"(%2595, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2605 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2606 = "arith.mulf"(%2595, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2607 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2608 = "arith.mulf"(%2595, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2609 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2610 = "arith.mulf"(%2595, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2611 = "arith.mulf"(%2597, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2612 = "arith.mulf"(%2597, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2613 = "arith.mulf"(%2597, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2614 = "arith.mulf"(%2597, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2615 = "arith.mulf"(%2597, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2616 = "arith.mulf"(%2597, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2617 = "arith.mulf"(%2597, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2618 = "arith.mulf"(%2597, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2619 = "arith.mulf"(%2599, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2620 = "arith.mulf"(%2599, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2621 = "arith.mulf"(%2599, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2622 = "arith.mulf"(%2599, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2623 = "arith.mulf"(%2599, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2624 = "arith.mulf"(%2599, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2625 = "arith.mulf"(%2599, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2626 = "arith.mulf"(%2599, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2627 = "arith.mulf"(%2601, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2628 = "arith.mulf"(%2601, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2629 = "arith.mulf"(%2601, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2630 = "arith.mulf"(%2601, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2631 = "arith.mulf"(%2601, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2632 = "arith.mulf"(%2601, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2633 = "arith.mulf"(%2601, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2634 = "arith.mulf"(%2601, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2635 = "arith.mulf"(%2603, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2636 = "arith.mulf"(%2603, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2637 = "arith.mulf"(%2603, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2638 = "arith.mulf"(%2603, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2639 = "arith.mulf"(%2603, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2640 = "arith.mulf"(%2603, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2641 = "arith.mulf"(%2603, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2642 = "arith.mulf"(%2603, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2643 = "arith.mulf"(%2605, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2644 = "arith.mulf"(%2605, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2645 = "arith.mulf"(%2605, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2646 = "arith.mulf"(%2605, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2647 = "arith.mulf"(%2605, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2648 = "arith.mulf"(%2605, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2649 = "arith.mulf"(%2605, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2650 = "arith.mulf"(%2605, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2651 = "arith.mulf"(%2607, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2652 = "arith.mulf"(%2607, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2653 = "arith.mulf"(%2607, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2654 = "arith.mulf"(%2607, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2655 = "arith.mulf"(%2607, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2656 = "arith.mulf"(%2607, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2657 = "arith.mulf"(%2607, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2658 = "arith.mulf"(%2607, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2659 = "arith.mulf"(%2609, %2595) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2660 = "arith.mulf"(%2609, %2597) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2661 = "arith.mulf"(%2609, %2599) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2662 = "arith.mulf"(%2609, %2601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2663 = "arith.mulf"(%2609, %2603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2664 = "arith.mulf"(%2609, %2605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2665 = "arith.mulf"(%2609, %2607) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2666 = "arith.mulf"(%2609, %2609) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2596, %2598, %2600, %2602, %2604, %2606, %2608, %2610, %2611, %2612, %2613, %2614, %2615, %2616, %2617, %2618, %2619, %2620, %2621, %2622, %2623, %2624, %2625, %2626, %2627, %2628, %2629, %2630, %2631, %2632, %2633, %2634, %2635, %2636, %2637, %2638, %2639, %2640, %2641, %2642, %2643, %2644, %2645, %2646, %2647, %2648, %2649, %2650, %2651, %2652, %2653, %2654, %2655, %2656, %2657, %2658, %2659, %2660, %2661, %2662, %2663, %2664, %2665, %2666) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "divf_f64"}> ({
    %2523 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2524 = "arith.divf"(%2523, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2525 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2526 = "arith.divf"(%2523, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2527 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2528 = "arith.divf"(%2523, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2529 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2530 = "arith.divf"(%2523, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2531 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2532 = "arith.divf"(%2523, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2533 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2534 = "arith.divf"(%2523, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2535 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2536 = "arith.divf"(%2523, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2537 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2538 = "arith.divf"(%2523, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2539 = "arith.divf"(%2525, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2540 = "arith.divf"(%2525, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2541 = "arith.divf"(%2525, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2542 = "arith.divf"(%2525, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2543 = "arith.divf"(%2525, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2544 = "arith.divf"(%2525, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2545 = "arith.divf"(%2525, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2546 = "arith.divf"(%2525, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2547 = "arith.divf"(%2527, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2548 = "arith.divf"(%2527, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2549 = "arith.divf"(%2527, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2550 = "arith.divf"(%2527, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2551 = "arith.divf"(%2527, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2552 = "arith.divf"(%2527, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2553 = "arith.divf"(%2527, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2554 = "arith.divf"(%2527, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2555 = "arith.divf"(%2529, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2556 = "arith.divf"(%2529, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2557 = "arith.divf"(%2529, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2558 = "arith.divf"(%2529, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2559 = "arith.divf"(%2529, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2560 = "arith.divf"(%2529, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2561 = "arith.divf"(%2529, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2562 = "arith.divf"(%2529, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2563 = "arith.divf"(%2531, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2564 = "arith.divf"(%2531, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2565 = "arith.divf"(%2531, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2566 = "arith.divf"(%2531, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2567 = "arith.divf"(%2531, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2568 = "arith.divf"(%2531, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2569 = "arith.divf"(%2531, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2570 = "arith.divf"(%2531, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2571 = "arith.divf"(%2533, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2572 = "arith.divf"(%2533, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2573 = "arith.divf"(%2533, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2574 = "arith.divf"(%2533, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2575 = "arith.divf"(%2533, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2576 = "arith.divf"(%2533, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2577 = "arith.divf"(%2533, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2578 = "arith.divf"(%2533, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2579 = "arith.divf"(%2535, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2580 = "arith.divf"(%2535, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2581 = "arith.divf"(%2535, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2582 = "arith.divf"(%2535, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2583 = "arith.divf"(%2535, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2584 = "arith.divf"(%2535, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2585 = "arith.divf"(%2535, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2586 = "arith.divf"(%2535, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2587 = "arith.divf"(%2537, %2523) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2588 = "arith.divf"(%2537, %2525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2589 = "arith.divf"(%2537, %2527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2590 = "arith.divf"(%2537, %2529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2591 = "arith.divf"(%2537, %2531) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2592 = "arith.divf"(%2537, %2533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2593 = "arith.divf"(%2537, %2535) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2594 = "arith.divf"(%2537, %2537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2524, %2526, %2528, %2530, %2532, %2534, %2536, %2538, %2539, %2540, %2541, %2542, %2543, %2544, %2545, %2546, %2547, %2548, %2549, %2550, %2551, %2552, %2553, %2554, %2555, %2556, %2557, %2558, %2559, %2560, %2561, %2562, %2563, %2564, %2565, %2566, %2567, %2568, %2569, %2570, %2571, %2572, %2573, %2574, %2575, %2576, %2577, %2578, %2579, %2580, %2581, %2582, %2583, %2584, %2585, %2586, %2587, %2588, %2589, %2590, %2591, %2592, %2593, %2594) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "remf_f64"}> ({
    %2451 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2452 = "arith.remf"(%2451, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2453 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2454 = "arith.remf"(%2451, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2455 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2456 = "arith.remf"(%2451, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2457 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2458 = "arith.remf"(%2451, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2459 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2460 = "arith.remf"(%2451, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2461 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2462 = "arith.remf"(%2451, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2463 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2464 = "arith.remf"(%2451, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2465 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2466 = "arith.remf"(%2451, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2467 = "arith.remf"(%2453, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2468 = "arith.remf"(%2453, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2469 = "arith.remf"(%2453, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2470 = "arith.remf"(%2453, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2471 = "arith.remf"(%2453, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2472 = "arith.remf"(%2453, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2473 = "arith.remf"(%2453, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2474 = "arith.remf"(%2453, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2475 = "arith.remf"(%2455, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2476 = "arith.remf"(%2455, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2477 = "arith.remf"(%2455, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2478 = "arith.remf"(%2455, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2479 = "arith.remf"(%2455, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2480 = "arith.remf"(%2455, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2481 = "arith.remf"(%2455, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2482 = "arith.remf"(%2455, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2483 = "arith.remf"(%2457, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2484 = "arith.remf"(%2457, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2485 = "arith.remf"(%2457, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2486 = "arith.remf"(%2457, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2487 = "arith.remf"(%2457, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2488 = "arith.remf"(%2457, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2489 = "arith.remf"(%2457, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2490 = "arith.remf"(%2457, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2491 = "arith.remf"(%2459, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2492 = "arith.remf"(%2459, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2493 = "arith.remf"(%2459, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2494 = "arith.remf"(%2459, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2495 = "arith.remf"(%2459, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2496 = "arith.remf"(%2459, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2497 = "arith.remf"(%2459, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2498 = "arith.remf"(%2459, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2499 = "arith.remf"(%2461, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2500 = "arith.remf"(%2461, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2501 = "arith.remf"(%2461, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2502 = "arith.remf"(%2461, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2503 = "arith.remf"(%2461, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2504 = "arith.remf"(%2461, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2505 = "arith.remf"(%2461, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2506 = "arith.remf"(%2461, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2507 = "arith.remf"(%2463, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2508 = "arith.remf"(%2463, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2509 = "arith.remf"(%2463, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2510 = "arith.remf"(%2463, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2511 = "arith.remf"(%2463, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2512 = "arith.remf"(%2463, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2513 = "arith.remf"(%2463, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2514 = "arith.remf"(%2463, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2515 = "arith.remf"(%2465, %2451) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2516 = "arith.remf"(%2465, %2453) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2517 = "arith.remf"(%2465, %2455) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2518 = "arith.remf"(%2465, %2457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2519 = "arith.remf"(%2465, %2459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2520 = "arith.remf"(%2465, %2461) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2521 = "arith.remf"(%2465, %2463) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2522 = "arith.remf"(%2465, %2465) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2452, %2454, %2456, %2458, %2460, %2462, %2464, %2466, %2467, %2468, %2469, %2470, %2471, %2472, %2473, %2474, %2475, %2476, %2477, %2478, %2479, %2480, %2481, %2482, %2483, %2484, %2485, %2486, %2487, %2488, %2489, %2490, %2491, %2492, %2493, %2494, %2495, %2496, %2497, %2498, %2499, %2500, %2501, %2502, %2503, %2504, %2505, %2506, %2507, %2508, %2509, %2510, %2511, %2512, %2513, %2514, %2515, %2516, %2517, %2518, %2519, %2520, %2521, %2522) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "maximumf_f64"}> ({
    %2379 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2380 = "arith.maximumf"(%2379, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2381 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2382 = "arith.maximumf"(%2379, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2383 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2384 = "arith.maximumf"(%2379, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2385 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2386 = "arith.maximumf"(%2379, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2387 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2388 = "arith.maximumf"(%2379, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2389 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2390 = "arith.maximumf"(%2379, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2391 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2392 = "arith.maximumf"(%2379, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2393 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2394 = "arith.maximumf"(%2379, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2395 = "arith.maximumf"(%2381, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2396 = "arith.maximumf"(%2381, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2397 = "arith.maximumf"(%2381, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2398 = "arith.maximumf"(%2381, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2399 = "arith.maximumf"(%2381, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2400 = "arith.maximumf"(%2381, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2401 = "arith.maximumf"(%2381, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2402 = "arith.maximumf"(%2381, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2403 = "arith.maximumf"(%2383, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2404 = "arith.maximumf"(%2383, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2405 = "arith.maximumf"(%2383, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2406 = "arith.maximumf"(%2383, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2407 = "arith.maximumf"(%2383, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2408 = "arith.maximumf"(%2383, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2409 = "arith.maximumf"(%2383, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2410 = "arith.maximumf"(%2383, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2411 = "arith.maximumf"(%2385, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2412 = "arith.maximumf"(%2385, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2413 = "arith.maximumf"(%2385, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2414 = "arith.maximumf"(%2385, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2415 = "arith.maximumf"(%2385, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2416 = "arith.maximumf"(%2385, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2417 = "arith.maximumf"(%2385, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2418 = "arith.maximumf"(%2385, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2419 = "arith.maximumf"(%2387, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2420 = "arith.maximumf"(%2387, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2421 = "arith.maximumf"(%2387, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2422 = "arith.maximumf"(%2387, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2423 = "arith.maximumf"(%2387, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2424 = "arith.maximumf"(%2387, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2425 = "arith.maximumf"(%2387, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2426 = "arith.maximumf"(%2387, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2427 = "arith.maximumf"(%2389, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2428 = "arith.maximumf"(%2389, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2429 = "arith.maximumf"(%2389, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2430 = "arith.maximumf"(%2389, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2431 = "arith.maximumf"(%2389, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2432 = "arith.maximumf"(%2389, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2433 = "arith.maximumf"(%2389, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2434 = "arith.maximumf"(%2389, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2435 = "arith.maximumf"(%2391, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2436 = "arith.maximumf"(%2391, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2437 = "arith.maximumf"(%2391, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2438 = "arith.maximumf"(%2391, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2439 = "arith.maximumf"(%2391, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2440 = "arith.maximumf"(%2391, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2441 = "arith.maximumf"(%2391, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2442 = "arith.maximumf"(%2391, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2443 = "arith.maximumf"(%2393, %2379) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2444 = "arith.maximumf"(%2393, %2381) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2445 = "arith.maximumf"(%2393, %2383) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2446 = "arith.maximumf"(%2393, %2385) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2447 = "arith.maximumf"(%2393, %2387) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2448 = "arith.maximumf"(%2393, %2389) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2449 = "arith.maximumf"(%2393, %2391) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2450 = "arith.maximumf"(%2393, %2393) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2380, %2382, %2384, %2386, %2388, %2390, %2392, %2394, %2395, %2396, %2397, %2398, %2399, %2400, %2401, %2402, %2403, %2404, %2405, %2406, %2407, %2408, %2409, %2410, %2411, %2412, %2413, %2414, %2415, %2416, %2417, %2418, %2419, %2420, %2421, %2422, %2423, %2424, %2425, %2426, %2427, %2428, %2429, %2430, %2431, %2432, %2433, %2434, %2435, %2436, %2437, %2438, %2439, %2440, %2441, %2442, %2443, %2444, %2445, %2446, %2447, %2448, %2449, %2450) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "minimumf_f64"}> ({
    %2307 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2308 = "arith.minimumf"(%2307, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2309 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2310 = "arith.minimumf"(%2307, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2311 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2312 = "arith.minimumf"(%2307, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2313 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2314 = "arith.minimumf"(%2307, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2315 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2316 = "arith.minimumf"(%2307, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2317 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2318 = "arith.minimumf"(%2307, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2319 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2320 = "arith.minimumf"(%2307, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2321 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2322 = "arith.minimumf"(%2307, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2323 = "arith.minimumf"(%2309, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2324 = "arith.minimumf"(%2309, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2325 = "arith.minimumf"(%2309, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2326 = "arith.minimumf"(%2309, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2327 = "arith.minimumf"(%2309, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2328 = "arith.minimumf"(%2309, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2329 = "arith.minimumf"(%2309, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2330 = "arith.minimumf"(%2309, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2331 = "arith.minimumf"(%2311, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2332 = "arith.minimumf"(%2311, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2333 = "arith.minimumf"(%2311, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2334 = "arith.minimumf"(%2311, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2335 = "arith.minimumf"(%2311, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2336 = "arith.minimumf"(%2311, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2337 = "arith.minimumf"(%2311, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2338 = "arith.minimumf"(%2311, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2339 = "arith.minimumf"(%2313, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2340 = "arith.minimumf"(%2313, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2341 = "arith.minimumf"(%2313, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2342 = "arith.minimumf"(%2313, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2343 = "arith.minimumf"(%2313, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2344 = "arith.minimumf"(%2313, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2345 = "arith.minimumf"(%2313, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2346 = "arith.minimumf"(%2313, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2347 = "arith.minimumf"(%2315, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2348 = "arith.minimumf"(%2315, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2349 = "arith.minimumf"(%2315, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2350 = "arith.minimumf"(%2315, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2351 = "arith.minimumf"(%2315, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2352 = "arith.minimumf"(%2315, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2353 = "arith.minimumf"(%2315, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2354 = "arith.minimumf"(%2315, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2355 = "arith.minimumf"(%2317, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2356 = "arith.minimumf"(%2317, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2357 = "arith.minimumf"(%2317, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2358 = "arith.minimumf"(%2317, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2359 = "arith.minimumf"(%2317, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2360 = "arith.minimumf"(%2317, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2361 = "arith.minimumf"(%2317, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2362 = "arith.minimumf"(%2317, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2363 = "arith.minimumf"(%2319, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2364 = "arith.minimumf"(%2319, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2365 = "arith.minimumf"(%2319, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2366 = "arith.minimumf"(%2319, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2367 = "arith.minimumf"(%2319, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2368 = "arith.minimumf"(%2319, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2369 = "arith.minimumf"(%2319, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2370 = "arith.minimumf"(%2319, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2371 = "arith.minimumf"(%2321, %2307) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2372 = "arith.minimumf"(%2321, %2309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2373 = "arith.minimumf"(%2321, %2311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2374 = "arith.minimumf"(%2321, %2313) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2375 = "arith.minimumf"(%2321, %2315) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2376 = "arith.minimumf"(%2321, %2317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2377 = "arith.minimumf"(%2321, %2319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2378 = "arith.minimumf"(%2321, %2321) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2308, %2310, %2312, %2314, %2316, %2318, %2320, %2322, %2323, %2324, %2325, %2326, %2327, %2328, %2329, %2330, %2331, %2332, %2333, %2334, %2335, %2336, %2337, %2338, %2339, %2340, %2341, %2342, %2343, %2344, %2345, %2346, %2347, %2348, %2349, %2350, %2351, %2352, %2353, %2354, %2355, %2356, %2357, %2358, %2359, %2360, %2361, %2362, %2363, %2364, %2365, %2366, %2367, %2368, %2369, %2370, %2371, %2372, %2373, %2374, %2375, %2376, %2377, %2378) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "maxnumf_f64"}> ({
    %2235 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2236 = "arith.maxnumf"(%2235, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2237 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2238 = "arith.maxnumf"(%2235, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2239 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2240 = "arith.maxnumf"(%2235, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2241 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2242 = "arith.maxnumf"(%2235, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2243 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2244 = "arith.maxnumf"(%2235, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2245 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2246 = "arith.maxnumf"(%2235, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2247 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2248 = "arith.maxnumf"(%2235, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2249 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2250 = "arith.maxnumf"(%2235, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2251 = "arith.maxnumf"(%2237, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2252 = "arith.maxnumf"(%2237, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2253 = "arith.maxnumf"(%2237, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2254 = "arith.maxnumf"(%2237, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2255 = "arith.maxnumf"(%2237, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2256 = "arith.maxnumf"(%2237, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2257 = "arith.maxnumf"(%2237, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2258 = "arith.maxnumf"(%2237, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2259 = "arith.maxnumf"(%2239, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2260 = "arith.maxnumf"(%2239, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2261 = "arith.maxnumf"(%2239, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2262 = "arith.maxnumf"(%2239, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2263 = "arith.maxnumf"(%2239, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2264 = "arith.maxnumf"(%2239, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2265 = "arith.maxnumf"(%2239, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2266 = "arith.maxnumf"(%2239, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2267 = "arith.maxnumf"(%2241, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2268 = "arith.maxnumf"(%2241, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2269 = "arith.maxnumf"(%2241, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2270 = "arith.maxnumf"(%2241, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2271 = "arith.maxnumf"(%2241, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2272 = "arith.maxnumf"(%2241, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2273 = "arith.maxnumf"(%2241, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2274 = "arith.maxnumf"(%2241, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2275 = "arith.maxnumf"(%2243, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2276 = "arith.maxnumf"(%2243, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2277 = "arith.maxnumf"(%2243, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2278 = "arith.maxnumf"(%2243, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2279 = "arith.maxnumf"(%2243, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2280 = "arith.maxnumf"(%2243, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2281 = "arith.maxnumf"(%2243, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2282 = "arith.maxnumf"(%2243, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2283 = "arith.maxnumf"(%2245, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2284 = "arith.maxnumf"(%2245, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2285 = "arith.maxnumf"(%2245, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2286 = "arith.maxnumf"(%2245, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2287 = "arith.maxnumf"(%2245, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2288 = "arith.maxnumf"(%2245, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2289 = "arith.maxnumf"(%2245, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2290 = "arith.maxnumf"(%2245, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2291 = "arith.maxnumf"(%2247, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2292 = "arith.maxnumf"(%2247, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2293 = "arith.maxnumf"(%2247, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2294 = "arith.maxnumf"(%2247, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2295 = "arith.maxnumf"(%2247, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2296 = "arith.maxnumf"(%2247, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2297 = "arith.maxnumf"(%2247, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2298 = "arith.maxnumf"(%2247, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2299 = "arith.maxnumf"(%2249, %2235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2300 = "arith.maxnumf"(%2249, %2237) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2301 = "arith.maxnumf"(%2249, %2239) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2302 = "arith.maxnumf"(%2249, %2241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2303 = "arith.maxnumf"(%2249, %2243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2304 = "arith.maxnumf"(%2249, %2245) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2305 = "arith.maxnumf"(%2249, %2247) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2306 = "arith.maxnumf"(%2249, %2249) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2236, %2238, %2240, %2242, %2244, %2246, %2248, %2250, %2251, %2252, %2253, %2254, %2255, %2256, %2257, %2258, %2259, %2260, %2261, %2262, %2263, %2264, %2265, %2266, %2267, %2268, %2269, %2270, %2271, %2272, %2273, %2274, %2275, %2276, %2277, %2278, %2279, %2280, %2281, %2282, %2283, %2284, %2285, %2286, %2287, %2288, %2289, %2290, %2291, %2292, %2293, %2294, %2295, %2296, %2297, %2298, %2299, %2300, %2301, %2302, %2303, %2304, %2305, %2306) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "minnumf_f64"}> ({
    %2163 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2164 = "arith.minnumf"(%2163, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2165 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2166 = "arith.minnumf"(%2163, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2167 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2168 = "arith.minnumf"(%2163, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2169 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2170 = "arith.minnumf"(%2163, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2171 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2172 = "arith.minnumf"(%2163, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2173 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2174 = "arith.minnumf"(%2163, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2175 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2176 = "arith.minnumf"(%2163, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2177 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2178 = "arith.minnumf"(%2163, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2179 = "arith.minnumf"(%2165, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2180 = "arith.minnumf"(%2165, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2181 = "arith.minnumf"(%2165, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2182 = "arith.minnumf"(%2165, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2183 = "arith.minnumf"(%2165, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2184 = "arith.minnumf"(%2165, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2185 = "arith.minnumf"(%2165, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2186 = "arith.minnumf"(%2165, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2187 = "arith.minnumf"(%2167, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2188 = "arith.minnumf"(%2167, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2189 = "arith.minnumf"(%2167, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2190 = "arith.minnumf"(%2167, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2191 = "arith.minnumf"(%2167, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2192 = "arith.minnumf"(%2167, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2193 = "arith.minnumf"(%2167, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2194 = "arith.minnumf"(%2167, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2195 = "arith.minnumf"(%2169, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2196 = "arith.minnumf"(%2169, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2197 = "arith.minnumf"(%2169, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2198 = "arith.minnumf"(%2169, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2199 = "arith.minnumf"(%2169, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2200 = "arith.minnumf"(%2169, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2201 = "arith.minnumf"(%2169, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2202 = "arith.minnumf"(%2169, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2203 = "arith.minnumf"(%2171, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2204 = "arith.minnumf"(%2171, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2205 = "arith.minnumf"(%2171, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2206 = "arith.minnumf"(%2171, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2207 = "arith.minnumf"(%2171, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2208 = "arith.minnumf"(%2171, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2209 = "arith.minnumf"(%2171, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2210 = "arith.minnumf"(%2171, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2211 = "arith.minnumf"(%2173, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2212 = "arith.minnumf"(%2173, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2213 = "arith.minnumf"(%2173, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2214 = "arith.minnumf"(%2173, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2215 = "arith.minnumf"(%2173, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2216 = "arith.minnumf"(%2173, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2217 = "arith.minnumf"(%2173, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2218 = "arith.minnumf"(%2173, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2219 = "arith.minnumf"(%2175, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2220 = "arith.minnumf"(%2175, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2221 = "arith.minnumf"(%2175, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2222 = "arith.minnumf"(%2175, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2223 = "arith.minnumf"(%2175, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2224 = "arith.minnumf"(%2175, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2225 = "arith.minnumf"(%2175, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2226 = "arith.minnumf"(%2175, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2227 = "arith.minnumf"(%2177, %2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2228 = "arith.minnumf"(%2177, %2165) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2229 = "arith.minnumf"(%2177, %2167) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2230 = "arith.minnumf"(%2177, %2169) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2231 = "arith.minnumf"(%2177, %2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2232 = "arith.minnumf"(%2177, %2173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2233 = "arith.minnumf"(%2177, %2175) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2234 = "arith.minnumf"(%2177, %2177) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%2164, %2166, %2168, %2170, %2172, %2174, %2176, %2178, %2179, %2180, %2181, %2182, %2183, %2184, %2185, %2186, %2187, %2188, %2189, %2190, %2191, %2192, %2193, %2194, %2195, %2196, %2197, %2198, %2199, %2200, %2201, %2202, %2203, %2204, %2205, %2206, %2207, %2208, %2209, %2210, %2211, %2212, %2213, %2214, %2215, %2216, %2217, %2218, %2219, %2220, %2221, %2222, %2223, %2224, %2225, %2226, %2227, %2228, %2229, %2230, %2231, %2232, %2233, %2234) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "negf_f64"}> ({
    %2147 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2148 = "arith.negf"(%2147) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2149 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %2150 = "arith.negf"(%2149) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2151 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2152 = "arith.negf"(%2151) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2153 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %2154 = "arith.negf"(%2153) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2155 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2156 = "arith.negf"(%2155) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2157 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %2158 = "arith.negf"(%2157) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2159 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %2160 = "arith.negf"(%2159) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2161 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %2162 = "arith.negf"(%2161) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "func.return"(%2148, %2150, %2152, %2154, %2156, %2158, %2160, %2162) : (f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_f64"}> ({
    %1742 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1743 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1744 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %1745 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1746 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %1747 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1748 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %1749 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1750 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %1751 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1752 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1753 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1754 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1755 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1756 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1757 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1758 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1759 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1760 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1761 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1762 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1763 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1764 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1765 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1766 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1767 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1768 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1769 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1770 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1771 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1772 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1773 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1774 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1775 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1776 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1777 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1778 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1779 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1780 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1781 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1782 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1783 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1784 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1785 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1786 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1787 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1788 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1789 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1790 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1791 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1792 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1793 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1794 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1795 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1796 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1797 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1798 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1799 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1800 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1801 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1802 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1803 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1804 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1805 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1806 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1807 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1808 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1809 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1810 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1811 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1812 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1813 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1814 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1815 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1816 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1817 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1818 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1819 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1820 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1821 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %1822 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1823 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1824 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1825 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1826 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1827 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1828 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1829 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1830 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1831 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1832 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1833 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1834 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1835 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1836 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1837 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1838 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1839 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1840 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1841 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1842 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1843 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1844 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1845 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1846 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %1847 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1848 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1849 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1850 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1851 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1852 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1853 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1854 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1855 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1856 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1857 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1858 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1859 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1860 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1861 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1862 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1863 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1864 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1865 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1866 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1867 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1868 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1869 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1870 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1871 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %1872 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1873 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1874 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1875 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1876 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1877 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1878 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1879 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1880 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1881 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1882 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1883 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1884 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1885 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1886 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1887 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1888 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1889 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1890 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1891 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1892 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1893 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1894 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1895 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1896 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %1897 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1898 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1899 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1900 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1901 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1902 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1903 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1904 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1905 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1906 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1907 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1908 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1909 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1910 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1911 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1912 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1913 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1914 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1915 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1916 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1917 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1918 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1919 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1920 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1921 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %1922 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1923 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1924 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1925 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1926 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1927 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1928 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1929 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1930 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1931 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1932 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1933 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1934 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1935 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1936 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1937 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1938 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1939 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1940 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1941 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1942 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1943 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1944 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1945 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1946 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %1947 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1948 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1949 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1950 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1951 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1952 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1953 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1954 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1955 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1956 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1957 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1958 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1959 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1960 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1961 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1962 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1963 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1964 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1965 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1966 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1967 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1968 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1969 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1970 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1971 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %1972 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1973 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1974 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1975 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1976 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1977 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1978 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1979 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1980 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1981 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1982 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1983 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1984 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1985 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1986 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1987 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1988 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1989 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1990 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1991 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1992 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1993 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1994 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1995 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1996 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %1997 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %1998 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %1999 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2000 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2001 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2002 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2003 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2004 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2005 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2006 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2007 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2008 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2009 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2010 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2011 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2012 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2013 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2014 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2015 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2016 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2017 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2018 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2019 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2020 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2021 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %2022 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2023 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2024 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2025 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2026 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2027 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2028 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2029 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2030 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2031 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2032 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2033 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2034 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2035 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2036 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2037 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2038 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2039 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2040 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2041 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2042 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2043 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2044 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2045 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2046 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2047 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2048 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2049 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2050 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2051 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2052 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2053 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2054 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2055 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2056 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2057 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2058 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2059 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2060 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2061 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2062 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2063 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2064 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2065 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2066 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2067 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2068 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2069 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2070 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2071 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %2072 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2073 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2074 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2075 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2076 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2077 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2078 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2079 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2080 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2081 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2082 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2083 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2084 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2085 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2086 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2087 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2088 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2089 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2090 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2091 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2092 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2093 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2094 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2095 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2096 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %2097 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2098 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2099 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2100 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2101 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2102 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2103 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2104 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2105 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2106 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2107 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2108 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2109 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2110 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2111 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2112 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2113 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2114 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2115 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2116 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2117 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2118 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2119 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2120 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2121 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %2122 = "arith.cmpf"(%1742, %1742) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2123 = "arith.cmpf"(%1742, %1744) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2124 = "arith.cmpf"(%1742, %1746) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2125 = "arith.cmpf"(%1742, %1748) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2126 = "arith.cmpf"(%1742, %1750) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2127 = "arith.cmpf"(%1744, %1742) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2128 = "arith.cmpf"(%1744, %1744) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2129 = "arith.cmpf"(%1744, %1746) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2130 = "arith.cmpf"(%1744, %1748) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2131 = "arith.cmpf"(%1744, %1750) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2132 = "arith.cmpf"(%1746, %1742) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2133 = "arith.cmpf"(%1746, %1744) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2134 = "arith.cmpf"(%1746, %1746) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2135 = "arith.cmpf"(%1746, %1748) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2136 = "arith.cmpf"(%1746, %1750) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2137 = "arith.cmpf"(%1748, %1742) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2138 = "arith.cmpf"(%1748, %1744) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2139 = "arith.cmpf"(%1748, %1746) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2140 = "arith.cmpf"(%1748, %1748) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2141 = "arith.cmpf"(%1748, %1750) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2142 = "arith.cmpf"(%1750, %1742) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2143 = "arith.cmpf"(%1750, %1744) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2144 = "arith.cmpf"(%1750, %1746) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2145 = "arith.cmpf"(%1750, %1748) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %2146 = "arith.cmpf"(%1750, %1750) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    "func.return"(%1743, %1745, %1747, %1749, %1751, %1752, %1753, %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761, %1762, %1763, %1764, %1765, %1766, %1767, %1768, %1769, %1770, %1771, %1772, %1773, %1774, %1775, %1776, %1777, %1778, %1779, %1780, %1781, %1782, %1783, %1784, %1785, %1786, %1787, %1788, %1789, %1790, %1791, %1792, %1793, %1794, %1795, %1796, %1797, %1798, %1799, %1800, %1801, %1802, %1803, %1804, %1805, %1806, %1807, %1808, %1809, %1810, %1811, %1812, %1813, %1814, %1815, %1816, %1817, %1818, %1819, %1820, %1821, %1822, %1823, %1824, %1825, %1826, %1827, %1828, %1829, %1830, %1831, %1832, %1833, %1834, %1835, %1836, %1837, %1838, %1839, %1840, %1841, %1842, %1843, %1844, %1845, %1846, %1847, %1848, %1849, %1850, %1851, %1852, %1853, %1854, %1855, %1856, %1857, %1858, %1859, %1860, %1861, %1862, %1863, %1864, %1865, %1866, %1867, %1868, %1869, %1870, %1871, %1872, %1873, %1874, %1875, %1876, %1877, %1878, %1879, %1880, %1881, %1882, %1883, %1884, %1885, %1886, %1887, %1888, %1889, %1890, %1891, %1892, %1893, %1894, %1895, %1896, %1897, %1898, %1899, %1900, %1901, %1902, %1903, %1904, %1905, %1906, %1907, %1908, %1909, %1910, %1911, %1912, %1913, %1914, %1915, %1916, %1917, %1918, %1919, %1920, %1921, %1922, %1923, %1924, %1925, %1926, %1927, %1928, %1929, %1930, %1931, %1932, %1933, %1934, %1935, %1936, %1937, %1938, %1939, %1940, %1941, %1942, %1943, %1944, %1945, %1946, %1947, %1948, %1949, %1950, %1951, %1952, %1953, %1954, %1955, %1956, %1957, %1958, %1959, %1960, %1961, %1962, %1963, %1964, %1965, %1966, %1967, %1968, %1969, %1970, %1971, %1972, %1973, %1974, %1975, %1976, %1977, %1978, %1979, %1980, %1981, %1982, %1983, %1984, %1985, %1986, %1987, %1988, %1989, %1990, %1991, %1992, %1993, %1994, %1995, %1996, %1997, %1998, %1999, %2000, %2001, %2002, %2003, %2004, %2005, %2006, %2007, %2008, %2009, %2010, %2011, %2012, %2013, %2014, %2015, %2016, %2017, %2018, %2019, %2020, %2021, %2022, %2023, %2024, %2025, %2026, %2027, %2028, %2029, %2030, %2031, %2032, %2033, %2034, %2035, %2036, %2037, %2038, %2039, %2040, %2041, %2042, %2043, %2044, %2045, %2046, %2047, %2048, %2049, %2050, %2051, %2052, %2053, %2054, %2055, %2056, %2057, %2058, %2059, %2060, %2061, %2062, %2063, %2064, %2065, %2066, %2067, %2068, %2069, %2070, %2071, %2072, %2073, %2074, %2075, %2076, %2077, %2078, %2079, %2080, %2081, %2082, %2083, %2084, %2085, %2086, %2087, %2088, %2089, %2090, %2091, %2092, %2093, %2094, %2095, %2096, %2097, %2098, %2099, %2100, %2101, %2102, %2103, %2104, %2105, %2106, %2107, %2108, %2109, %2110, %2111, %2112, %2113, %2114, %2115, %2116, %2117, %2118, %2119, %2120, %2121, %2122, %2123, %2124, %2125, %2126, %2127, %2128, %2129, %2130, %2131, %2132, %2133, %2134, %2135, %2136, %2137, %2138, %2139, %2140, %2141, %2142, %2143, %2144, %2145, %2146) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "addf_f16"}> ({
    %1686 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1687 = "arith.addf"(%1686, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1688 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1689 = "arith.addf"(%1686, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1690 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1691 = "arith.addf"(%1686, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1692 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1693 = "arith.addf"(%1686, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1694 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1695 = "arith.addf"(%1686, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1696 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1697 = "arith.addf"(%1686, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1698 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1699 = "arith.addf"(%1686, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1700 = "arith.addf"(%1688, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1701 = "arith.addf"(%1688, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1702 = "arith.addf"(%1688, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1703 = "arith.addf"(%1688, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1704 = "arith.addf"(%1688, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1705 = "arith.addf"(%1688, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1706 = "arith.addf"(%1688, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1707 = "arith.addf"(%1690, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1708 = "arith.addf"(%1690, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1709 = "arith.addf"(%1690, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1710 = "arith.addf"(%1690, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1711 = "arith.addf"(%1690, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1712 = "arith.addf"(%1690, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1713 = "arith.addf"(%1690, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1714 = "arith.addf"(%1692, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1715 = "arith.addf"(%1692, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1716 = "arith.addf"(%1692, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1717 = "arith.addf"(%1692, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1718 = "arith.addf"(%1692, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1719 = "arith.addf"(%1692, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1720 = "arith.addf"(%1692, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1721 = "arith.addf"(%1694, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1722 = "arith.addf"(%1694, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1723 = "arith.addf"(%1694, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1724 = "arith.addf"(%1694, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1725 = "arith.addf"(%1694, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1726 = "arith.addf"(%1694, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1727 = "arith.addf"(%1694, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1728 = "arith.addf"(%1696, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1729 = "arith.addf"(%1696, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1730 = "arith.addf"(%1696, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1731 = "arith.addf"(%1696, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1732 = "arith.addf"(%1696, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1733 = "arith.addf"(%1696, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1734 = "arith.addf"(%1696, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1735 = "arith.addf"(%1698, %1686) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1736 = "arith.addf"(%1698, %1688) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1737 = "arith.addf"(%1698, %1690) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1738 = "arith.addf"(%1698, %1692) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1739 = "arith.addf"(%1698, %1694) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1740 = "arith.addf"(%1698, %1696) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1741 = "arith.addf"(%1698, %1698) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1687, %1689, %1691, %1693, %1695, %1697, %1699, %1700, %1701, %1702, %1703, %1704, %1705, %1706, %1707, %1708, %1709, %1710, %1711, %1712, %1713, %1714, %1715, %1716, %1717, %1718, %1719, %1720, %1721, %1722, %1723, %1724, %1725, %1726, %1727, %1728, %1729, %1730, %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738, %1739, %1740, %1741) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "subf_f16"}> ({
    %1630 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1631 = "arith.subf"(%1630, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1632 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1633 = "arith.subf"(%1630, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1634 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1635 = "arith.subf"(%1630, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1636 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1637 = "arith.subf"(%1630, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1638 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1639 = "arith.subf"(%1630, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1640 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1641 = "arith.subf"(%1630, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1642 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1643 = "arith.subf"(%1630, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1644 = "arith.subf"(%1632, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1645 = "arith.subf"(%1632, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1646 = "arith.subf"(%1632, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1647 = "arith.subf"(%1632, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1648 = "arith.subf"(%1632, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1649 = "arith.subf"(%1632, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1650 = "arith.subf"(%1632, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1651 = "arith.subf"(%1634, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1652 = "arith.subf"(%1634, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1653 = "arith.subf"(%1634, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1654 = "arith.subf"(%1634, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1655 = "arith.subf"(%1634, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1656 = "arith.subf"(%1634, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1657 = "arith.subf"(%1634, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1658 = "arith.subf"(%1636, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1659 = "arith.subf"(%1636, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1660 = "arith.subf"(%1636, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1661 = "arith.subf"(%1636, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1662 = "arith.subf"(%1636, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1663 = "arith.subf"(%1636, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1664 = "arith.subf"(%1636, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1665 = "arith.subf"(%1638, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1666 = "arith.subf"(%1638, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1667 = "arith.subf"(%1638, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1668 = "arith.subf"(%1638, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1669 = "arith.subf"(%1638, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1670 = "arith.subf"(%1638, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1671 = "arith.subf"(%1638, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1672 = "arith.subf"(%1640, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1673 = "arith.subf"(%1640, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1674 = "arith.subf"(%1640, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1675 = "arith.subf"(%1640, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1676 = "arith.subf"(%1640, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1677 = "arith.subf"(%1640, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1678 = "arith.subf"(%1640, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1679 = "arith.subf"(%1642, %1630) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1680 = "arith.subf"(%1642, %1632) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1681 = "arith.subf"(%1642, %1634) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1682 = "arith.subf"(%1642, %1636) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1683 = "arith.subf"(%1642, %1638) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1684 = "arith.subf"(%1642, %1640) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1685 = "arith.subf"(%1642, %1642) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1631, %1633, %1635, %1637, %1639, %1641, %1643, %1644, %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652, %1653, %1654, %1655, %1656, %1657, %1658, %1659, %1660, %1661, %1662, %1663, %1664, %1665, %1666, %1667, %1668, %1669, %1670, %1671, %1672, %1673, %1674, %1675, %1676, %1677, %1678, %1679, %1680, %1681, %1682, %1683, %1684, %1685) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "mulf_f16"}> ({
    %1574 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1575 = "arith.mulf"(%1574, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1576 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1577 = "arith.mulf"(%1574, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1578 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1579 = "arith.mulf"(%1574, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1580 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1581 = "arith.mulf"(%1574, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1582 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1583 = "arith.mulf"(%1574, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1584 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1585 = "arith.mulf"(%1574, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1586 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1587 = "arith.mulf"(%1574, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1588 = "arith.mulf"(%1576, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1589 = "arith.mulf"(%1576, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1590 = "arith.mulf"(%1576, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1591 = "arith.mulf"(%1576, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1592 = "arith.mulf"(%1576, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1593 = "arith.mulf"(%1576, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1594 = "arith.mulf"(%1576, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1595 = "arith.mulf"(%1578, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1596 = "arith.mulf"(%1578, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1597 = "arith.mulf"(%1578, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1598 = "arith.mulf"(%1578, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1599 = "arith.mulf"(%1578, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1600 = "arith.mulf"(%1578, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1601 = "arith.mulf"(%1578, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1602 = "arith.mulf"(%1580, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1603 = "arith.mulf"(%1580, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1604 = "arith.mulf"(%1580, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1605 = "arith.mulf"(%1580, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1606 = "arith.mulf"(%1580, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1607 = "arith.mulf"(%1580, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1608 = "arith.mulf"(%1580, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1609 = "arith.mulf"(%1582, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1610 = "arith.mulf"(%1582, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1611 = "arith.mulf"(%1582, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1612 = "arith.mulf"(%1582, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1613 = "arith.mulf"(%1582, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1614 = "arith.mulf"(%1582, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1615 = "arith.mulf"(%1582, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1616 = "arith.mulf"(%1584, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1617 = "arith.mulf"(%1584, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1618 = "arith.mulf"(%1584, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1619 = "arith.mulf"(%1584, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1620 = "arith.mulf"(%1584, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1621 = "arith.mulf"(%1584, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1622 = "arith.mulf"(%1584, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1623 = "arith.mulf"(%1586, %1574) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1624 = "arith.mulf"(%1586, %1576) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1625 = "arith.mulf"(%1586, %1578) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1626 = "arith.mulf"(%1586, %1580) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1627 = "arith.mulf"(%1586, %1582) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1628 = "arith.mulf"(%1586, %1584) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1629 = "arith.mulf"(%1586, %1586) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1575, %1577, %1579, %1581, %1583, %1585, %1587, %1588, %1589, %1590, %1591, %1592, %1593, %1594, %1595, %1596, %1597, %1598, %1599, %1600, %1601, %1602, %1603, %1604, %1605, %1606, %1607, %1608, %1609, %1610, %1611, %1612, %1613, %1614, %1615, %1616, %1617, %1618, %1619, %1620, %1621, %1622, %1623, %1624, %1625, %1626, %1627, %1628, %1629) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "divf_f16"}> ({
    %1518 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1519 = "arith.divf"(%1518, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1520 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1521 = "arith.divf"(%1518, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1522 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1523 = "arith.divf"(%1518, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1524 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1525 = "arith.divf"(%1518, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1526 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1527 = "arith.divf"(%1518, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1528 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1529 = "arith.divf"(%1518, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1530 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1531 = "arith.divf"(%1518, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1532 = "arith.divf"(%1520, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1533 = "arith.divf"(%1520, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1534 = "arith.divf"(%1520, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1535 = "arith.divf"(%1520, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1536 = "arith.divf"(%1520, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1537 = "arith.divf"(%1520, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1538 = "arith.divf"(%1520, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1539 = "arith.divf"(%1522, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1540 = "arith.divf"(%1522, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1541 = "arith.divf"(%1522, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1542 = "arith.divf"(%1522, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1543 = "arith.divf"(%1522, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1544 = "arith.divf"(%1522, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1545 = "arith.divf"(%1522, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1546 = "arith.divf"(%1524, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1547 = "arith.divf"(%1524, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1548 = "arith.divf"(%1524, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1549 = "arith.divf"(%1524, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1550 = "arith.divf"(%1524, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1551 = "arith.divf"(%1524, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1552 = "arith.divf"(%1524, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1553 = "arith.divf"(%1526, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1554 = "arith.divf"(%1526, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1555 = "arith.divf"(%1526, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1556 = "arith.divf"(%1526, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1557 = "arith.divf"(%1526, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1558 = "arith.divf"(%1526, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1559 = "arith.divf"(%1526, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1560 = "arith.divf"(%1528, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1561 = "arith.divf"(%1528, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1562 = "arith.divf"(%1528, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1563 = "arith.divf"(%1528, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1564 = "arith.divf"(%1528, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1565 = "arith.divf"(%1528, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1566 = "arith.divf"(%1528, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1567 = "arith.divf"(%1530, %1518) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1568 = "arith.divf"(%1530, %1520) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1569 = "arith.divf"(%1530, %1522) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1570 = "arith.divf"(%1530, %1524) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1571 = "arith.divf"(%1530, %1526) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1572 = "arith.divf"(%1530, %1528) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1573 = "arith.divf"(%1530, %1530) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1519, %1521, %1523, %1525, %1527, %1529, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "remf_f16"}> ({
    %1462 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1463 = "arith.remf"(%1462, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1464 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1465 = "arith.remf"(%1462, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1466 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1467 = "arith.remf"(%1462, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1468 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1469 = "arith.remf"(%1462, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1470 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1471 = "arith.remf"(%1462, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1472 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1473 = "arith.remf"(%1462, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1474 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1475 = "arith.remf"(%1462, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1476 = "arith.remf"(%1464, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1477 = "arith.remf"(%1464, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1478 = "arith.remf"(%1464, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1479 = "arith.remf"(%1464, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1480 = "arith.remf"(%1464, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1481 = "arith.remf"(%1464, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1482 = "arith.remf"(%1464, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1483 = "arith.remf"(%1466, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1484 = "arith.remf"(%1466, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1485 = "arith.remf"(%1466, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1486 = "arith.remf"(%1466, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1487 = "arith.remf"(%1466, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1488 = "arith.remf"(%1466, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1489 = "arith.remf"(%1466, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1490 = "arith.remf"(%1468, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1491 = "arith.remf"(%1468, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1492 = "arith.remf"(%1468, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1493 = "arith.remf"(%1468, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1494 = "arith.remf"(%1468, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1495 = "arith.remf"(%1468, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1496 = "arith.remf"(%1468, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1497 = "arith.remf"(%1470, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1498 = "arith.remf"(%1470, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1499 = "arith.remf"(%1470, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1500 = "arith.remf"(%1470, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1501 = "arith.remf"(%1470, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1502 = "arith.remf"(%1470, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1503 = "arith.remf"(%1470, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1504 = "arith.remf"(%1472, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1505 = "arith.remf"(%1472, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1506 = "arith.remf"(%1472, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1507 = "arith.remf"(%1472, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1508 = "arith.remf"(%1472, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1509 = "arith.remf"(%1472, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1510 = "arith.remf"(%1472, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1511 = "arith.remf"(%1474, %1462) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1512 = "arith.remf"(%1474, %1464) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1513 = "arith.remf"(%1474, %1466) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1514 = "arith.remf"(%1474, %1468) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1515 = "arith.remf"(%1474, %1470) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1516 = "arith.remf"(%1474, %1472) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1517 = "arith.remf"(%1474, %1474) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1463, %1465, %1467, %1469, %1471, %1473, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "maximumf_f16"}> ({
    %1406 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1407 = "arith.maximumf"(%1406, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1408 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1409 = "arith.maximumf"(%1406, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1410 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1411 = "arith.maximumf"(%1406, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1412 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1413 = "arith.maximumf"(%1406, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1414 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1415 = "arith.maximumf"(%1406, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1416 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1417 = "arith.maximumf"(%1406, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1418 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1419 = "arith.maximumf"(%1406, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1420 = "arith.maximumf"(%1408, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1421 = "arith.maximumf"(%1408, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1422 = "arith.maximumf"(%1408, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1423 = "arith.maximumf"(%1408, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1424 = "arith.maximumf"(%1408, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1425 = "arith.maximumf"(%1408, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1426 = "arith.maximumf"(%1408, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1427 = "arith.maximumf"(%1410, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1428 = "arith.maximumf"(%1410, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1429 = "arith.maximumf"(%1410, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1430 = "arith.maximumf"(%1410, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1431 = "arith.maximumf"(%1410, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1432 = "arith.maximumf"(%1410, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1433 = "arith.maximumf"(%1410, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1434 = "arith.maximumf"(%1412, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1435 = "arith.maximumf"(%1412, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1436 = "arith.maximumf"(%1412, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1437 = "arith.maximumf"(%1412, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1438 = "arith.maximumf"(%1412, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1439 = "arith.maximumf"(%1412, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1440 = "arith.maximumf"(%1412, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1441 = "arith.maximumf"(%1414, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1442 = "arith.maximumf"(%1414, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1443 = "arith.maximumf"(%1414, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1444 = "arith.maximumf"(%1414, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1445 = "arith.maximumf"(%1414, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1446 = "arith.maximumf"(%1414, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1447 = "arith.maximumf"(%1414, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1448 = "arith.maximumf"(%1416, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1449 = "arith.maximumf"(%1416, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1450 = "arith.maximumf"(%1416, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1451 = "arith.maximumf"(%1416, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1452 = "arith.maximumf"(%1416, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1453 = "arith.maximumf"(%1416, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1454 = "arith.maximumf"(%1416, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1455 = "arith.maximumf"(%1418, %1406) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1456 = "arith.maximumf"(%1418, %1408) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1457 = "arith.maximumf"(%1418, %1410) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1458 = "arith.maximumf"(%1418, %1412) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1459 = "arith.maximumf"(%1418, %1414) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1460 = "arith.maximumf"(%1418, %1416) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1461 = "arith.maximumf"(%1418, %1418) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1407, %1409, %1411, %1413, %1415, %1417, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1447, %1448, %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "minimumf_f16"}> ({
    %1350 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1351 = "arith.minimumf"(%1350, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1352 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1353 = "arith.minimumf"(%1350, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1354 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1355 = "arith.minimumf"(%1350, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1356 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1357 = "arith.minimumf"(%1350, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1358 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1359 = "arith.minimumf"(%1350, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1360 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1361 = "arith.minimumf"(%1350, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1362 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1363 = "arith.minimumf"(%1350, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1364 = "arith.minimumf"(%1352, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1365 = "arith.minimumf"(%1352, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1366 = "arith.minimumf"(%1352, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1367 = "arith.minimumf"(%1352, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1368 = "arith.minimumf"(%1352, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1369 = "arith.minimumf"(%1352, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1370 = "arith.minimumf"(%1352, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1371 = "arith.minimumf"(%1354, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1372 = "arith.minimumf"(%1354, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1373 = "arith.minimumf"(%1354, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1374 = "arith.minimumf"(%1354, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1375 = "arith.minimumf"(%1354, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1376 = "arith.minimumf"(%1354, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1377 = "arith.minimumf"(%1354, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1378 = "arith.minimumf"(%1356, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1379 = "arith.minimumf"(%1356, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1380 = "arith.minimumf"(%1356, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1381 = "arith.minimumf"(%1356, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1382 = "arith.minimumf"(%1356, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1383 = "arith.minimumf"(%1356, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1384 = "arith.minimumf"(%1356, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1385 = "arith.minimumf"(%1358, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1386 = "arith.minimumf"(%1358, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1387 = "arith.minimumf"(%1358, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1388 = "arith.minimumf"(%1358, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1389 = "arith.minimumf"(%1358, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1390 = "arith.minimumf"(%1358, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1391 = "arith.minimumf"(%1358, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1392 = "arith.minimumf"(%1360, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1393 = "arith.minimumf"(%1360, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1394 = "arith.minimumf"(%1360, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1395 = "arith.minimumf"(%1360, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1396 = "arith.minimumf"(%1360, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1397 = "arith.minimumf"(%1360, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1398 = "arith.minimumf"(%1360, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1399 = "arith.minimumf"(%1362, %1350) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1400 = "arith.minimumf"(%1362, %1352) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1401 = "arith.minimumf"(%1362, %1354) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1402 = "arith.minimumf"(%1362, %1356) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1403 = "arith.minimumf"(%1362, %1358) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1404 = "arith.minimumf"(%1362, %1360) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1405 = "arith.minimumf"(%1362, %1362) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1351, %1353, %1355, %1357, %1359, %1361, %1363, %1364, %1365, %1366, %1367, %1368, %1369, %1370, %1371, %1372, %1373, %1374, %1375, %1376, %1377, %1378, %1379, %1380, %1381, %1382, %1383, %1384, %1385, %1386, %1387, %1388, %1389, %1390, %1391, %1392, %1393, %1394, %1395, %1396, %1397, %1398, %1399, %1400, %1401, %1402, %1403, %1404, %1405) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "maxnumf_f16"}> ({
    %1294 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1295 = "arith.maxnumf"(%1294, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1296 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1297 = "arith.maxnumf"(%1294, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1298 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1299 = "arith.maxnumf"(%1294, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1300 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1301 = "arith.maxnumf"(%1294, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1302 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1303 = "arith.maxnumf"(%1294, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1304 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1305 = "arith.maxnumf"(%1294, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1306 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1307 = "arith.maxnumf"(%1294, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1308 = "arith.maxnumf"(%1296, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1309 = "arith.maxnumf"(%1296, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1310 = "arith.maxnumf"(%1296, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1311 = "arith.maxnumf"(%1296, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1312 = "arith.maxnumf"(%1296, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1313 = "arith.maxnumf"(%1296, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1314 = "arith.maxnumf"(%1296, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1315 = "arith.maxnumf"(%1298, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1316 = "arith.maxnumf"(%1298, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1317 = "arith.maxnumf"(%1298, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1318 = "arith.maxnumf"(%1298, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1319 = "arith.maxnumf"(%1298, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1320 = "arith.maxnumf"(%1298, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1321 = "arith.maxnumf"(%1298, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1322 = "arith.maxnumf"(%1300, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1323 = "arith.maxnumf"(%1300, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1324 = "arith.maxnumf"(%1300, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1325 = "arith.maxnumf"(%1300, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1326 = "arith.maxnumf"(%1300, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1327 = "arith.maxnumf"(%1300, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1328 = "arith.maxnumf"(%1300, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1329 = "arith.maxnumf"(%1302, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1330 = "arith.maxnumf"(%1302, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1331 = "arith.maxnumf"(%1302, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1332 = "arith.maxnumf"(%1302, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1333 = "arith.maxnumf"(%1302, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1334 = "arith.maxnumf"(%1302, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1335 = "arith.maxnumf"(%1302, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1336 = "arith.maxnumf"(%1304, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1337 = "arith.maxnumf"(%1304, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1338 = "arith.maxnumf"(%1304, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1339 = "arith.maxnumf"(%1304, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1340 = "arith.maxnumf"(%1304, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1341 = "arith.maxnumf"(%1304, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1342 = "arith.maxnumf"(%1304, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1343 = "arith.maxnumf"(%1306, %1294) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1344 = "arith.maxnumf"(%1306, %1296) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1345 = "arith.maxnumf"(%1306, %1298) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1346 = "arith.maxnumf"(%1306, %1300) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1347 = "arith.maxnumf"(%1306, %1302) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1348 = "arith.maxnumf"(%1306, %1304) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1349 = "arith.maxnumf"(%1306, %1306) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1295, %1297, %1299, %1301, %1303, %1305, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335, %1336, %1337, %1338, %1339, %1340, %1341, %1342, %1343, %1344, %1345, %1346, %1347, %1348, %1349) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "minnumf_f16"}> ({
    %1238 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1239 = "arith.minnumf"(%1238, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1240 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1241 = "arith.minnumf"(%1238, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1242 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1243 = "arith.minnumf"(%1238, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1244 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1245 = "arith.minnumf"(%1238, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1246 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1247 = "arith.minnumf"(%1238, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1248 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1249 = "arith.minnumf"(%1238, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1250 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1251 = "arith.minnumf"(%1238, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1252 = "arith.minnumf"(%1240, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1253 = "arith.minnumf"(%1240, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1254 = "arith.minnumf"(%1240, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1255 = "arith.minnumf"(%1240, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1256 = "arith.minnumf"(%1240, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1257 = "arith.minnumf"(%1240, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1258 = "arith.minnumf"(%1240, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1259 = "arith.minnumf"(%1242, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1260 = "arith.minnumf"(%1242, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1261 = "arith.minnumf"(%1242, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1262 = "arith.minnumf"(%1242, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1263 = "arith.minnumf"(%1242, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1264 = "arith.minnumf"(%1242, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1265 = "arith.minnumf"(%1242, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1266 = "arith.minnumf"(%1244, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1267 = "arith.minnumf"(%1244, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1268 = "arith.minnumf"(%1244, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1269 = "arith.minnumf"(%1244, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1270 = "arith.minnumf"(%1244, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1271 = "arith.minnumf"(%1244, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1272 = "arith.minnumf"(%1244, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1273 = "arith.minnumf"(%1246, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1274 = "arith.minnumf"(%1246, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1275 = "arith.minnumf"(%1246, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1276 = "arith.minnumf"(%1246, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1277 = "arith.minnumf"(%1246, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1278 = "arith.minnumf"(%1246, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1279 = "arith.minnumf"(%1246, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1280 = "arith.minnumf"(%1248, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1281 = "arith.minnumf"(%1248, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1282 = "arith.minnumf"(%1248, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1283 = "arith.minnumf"(%1248, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1284 = "arith.minnumf"(%1248, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1285 = "arith.minnumf"(%1248, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1286 = "arith.minnumf"(%1248, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1287 = "arith.minnumf"(%1250, %1238) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1288 = "arith.minnumf"(%1250, %1240) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1289 = "arith.minnumf"(%1250, %1242) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1290 = "arith.minnumf"(%1250, %1244) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1291 = "arith.minnumf"(%1250, %1246) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1292 = "arith.minnumf"(%1250, %1248) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1293 = "arith.minnumf"(%1250, %1250) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%1239, %1241, %1243, %1245, %1247, %1249, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16), sym_name = "negf_f16"}> ({
    %1224 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1225 = "arith.negf"(%1224) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1226 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1227 = "arith.negf"(%1226) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1228 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %1229 = "arith.negf"(%1228) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1230 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1231 = "arith.negf"(%1230) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1232 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %1233 = "arith.negf"(%1232) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1234 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %1235 = "arith.negf"(%1234) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %1236 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %1237 = "arith.negf"(%1236) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    "func.return"(%1225, %1227, %1229, %1231, %1233, %1235, %1237) : (f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_f16"}> ({
    %964 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %965 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %966 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %967 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %968 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %969 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %970 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %971 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %972 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %973 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %974 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %975 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %976 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %977 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %978 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %979 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %980 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %981 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %982 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %983 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
    %984 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %985 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %986 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %987 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %988 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %989 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %990 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %991 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %992 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %993 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %994 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %995 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %996 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %997 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %998 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %999 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %1000 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1001 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1002 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1003 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1004 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1005 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1006 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1007 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1008 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1009 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1010 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1011 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1012 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1013 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1014 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1015 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1016 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1017 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1018 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1019 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1020 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1021 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1022 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1023 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1024 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1025 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1026 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1027 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1028 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1029 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1030 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1031 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1032 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1033 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1034 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1035 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1036 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1037 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1038 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1039 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1040 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1041 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1042 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1043 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1044 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1045 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1046 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1047 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1048 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1049 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1050 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1051 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1052 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1053 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1054 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1055 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1056 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1057 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1058 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1059 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1060 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1061 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1062 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1063 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1064 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1065 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1066 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1067 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1068 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1069 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1070 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1071 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1072 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1073 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1074 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1075 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1076 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1077 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1078 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1079 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1080 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1081 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1082 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1083 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1084 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1085 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1086 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1087 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1088 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1089 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1090 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1091 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1092 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1093 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1094 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1095 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1096 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1097 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1098 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1099 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1100 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1101 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1102 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1103 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1104 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1105 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1106 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1107 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1108 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1109 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1110 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1111 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1112 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1113 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1114 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1115 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1116 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1117 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1118 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1119 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1120 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1121 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1122 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1123 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1124 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1125 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1126 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1127 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1128 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1129 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1130 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1131 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1132 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1133 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1134 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1135 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1136 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1137 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1138 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1139 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1140 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1141 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1142 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1143 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f16, f16) -> i1
    %1144 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1145 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1146 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1147 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1148 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1149 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1150 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1151 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1152 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1153 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1154 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1155 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1156 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1157 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1158 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1159 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1160 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1161 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1162 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1163 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1164 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1165 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1166 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1167 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1168 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1169 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1170 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1171 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1172 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1173 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1174 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1175 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f16, f16) -> i1
    %1176 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1177 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1178 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1179 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1180 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1181 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1182 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1183 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1184 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1185 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1186 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1187 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1188 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1189 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1190 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1191 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1192 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1193 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1194 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1195 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1196 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1197 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1198 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1199 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1200 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1201 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1202 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1203 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1204 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1205 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1206 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1207 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1208 = "arith.cmpf"(%964, %964) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1209 = "arith.cmpf"(%964, %966) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1210 = "arith.cmpf"(%964, %968) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1211 = "arith.cmpf"(%964, %970) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1212 = "arith.cmpf"(%966, %964) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1213 = "arith.cmpf"(%966, %966) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1214 = "arith.cmpf"(%966, %968) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1215 = "arith.cmpf"(%966, %970) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1216 = "arith.cmpf"(%968, %964) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1217 = "arith.cmpf"(%968, %966) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1218 = "arith.cmpf"(%968, %968) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1219 = "arith.cmpf"(%968, %970) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1220 = "arith.cmpf"(%970, %964) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1221 = "arith.cmpf"(%970, %966) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1222 = "arith.cmpf"(%970, %968) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    %1223 = "arith.cmpf"(%970, %970) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
    "func.return"(%965, %967, %969, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "addf_bf16"}> ({
    %922 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %923 = "arith.addf"(%922, %922) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %924 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %925 = "arith.addf"(%922, %924) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %926 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %927 = "arith.addf"(%922, %926) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %928 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %929 = "arith.addf"(%922, %928) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %930 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %931 = "arith.addf"(%922, %930) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %932 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %933 = "arith.addf"(%922, %932) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %934 = "arith.addf"(%924, %922) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %935 = "arith.addf"(%924, %924) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %936 = "arith.addf"(%924, %926) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %937 = "arith.addf"(%924, %928) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %938 = "arith.addf"(%924, %930) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %939 = "arith.addf"(%924, %932) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %940 = "arith.addf"(%926, %922) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %941 = "arith.addf"(%926, %924) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %942 = "arith.addf"(%926, %926) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %943 = "arith.addf"(%926, %928) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %944 = "arith.addf"(%926, %930) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %945 = "arith.addf"(%926, %932) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %946 = "arith.addf"(%928, %922) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %947 = "arith.addf"(%928, %924) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %948 = "arith.addf"(%928, %926) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %949 = "arith.addf"(%928, %928) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %950 = "arith.addf"(%928, %930) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %951 = "arith.addf"(%928, %932) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %952 = "arith.addf"(%930, %922) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %953 = "arith.addf"(%930, %924) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %954 = "arith.addf"(%930, %926) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %955 = "arith.addf"(%930, %928) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %956 = "arith.addf"(%930, %930) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %957 = "arith.addf"(%930, %932) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %958 = "arith.addf"(%932, %922) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %959 = "arith.addf"(%932, %924) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %960 = "arith.addf"(%932, %926) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %961 = "arith.addf"(%932, %928) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %962 = "arith.addf"(%932, %930) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %963 = "arith.addf"(%932, %932) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%923, %925, %927, %929, %931, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "subf_bf16"}> ({
    %880 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %881 = "arith.subf"(%880, %880) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %882 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %883 = "arith.subf"(%880, %882) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %884 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %885 = "arith.subf"(%880, %884) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %886 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %887 = "arith.subf"(%880, %886) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %888 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %889 = "arith.subf"(%880, %888) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %890 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %891 = "arith.subf"(%880, %890) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %892 = "arith.subf"(%882, %880) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %893 = "arith.subf"(%882, %882) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %894 = "arith.subf"(%882, %884) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %895 = "arith.subf"(%882, %886) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %896 = "arith.subf"(%882, %888) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %897 = "arith.subf"(%882, %890) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %898 = "arith.subf"(%884, %880) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %899 = "arith.subf"(%884, %882) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %900 = "arith.subf"(%884, %884) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %901 = "arith.subf"(%884, %886) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %902 = "arith.subf"(%884, %888) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %903 = "arith.subf"(%884, %890) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %904 = "arith.subf"(%886, %880) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %905 = "arith.subf"(%886, %882) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %906 = "arith.subf"(%886, %884) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %907 = "arith.subf"(%886, %886) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %908 = "arith.subf"(%886, %888) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %909 = "arith.subf"(%886, %890) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %910 = "arith.subf"(%888, %880) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %911 = "arith.subf"(%888, %882) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %912 = "arith.subf"(%888, %884) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %913 = "arith.subf"(%888, %886) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %914 = "arith.subf"(%888, %888) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %915 = "arith.subf"(%888, %890) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %916 = "arith.subf"(%890, %880) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %917 = "arith.subf"(%890, %882) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %918 = "arith.subf"(%890, %884) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %919 = "arith.subf"(%890, %886) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %920 = "arith.subf"(%890, %888) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %921 = "arith.subf"(%890, %890) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%881, %883, %885, %887, %889, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "mulf_bf16"}> ({
    %838 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %839 = "arith.mulf"(%838, %838) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %840 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %841 = "arith.mulf"(%838, %840) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %842 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %843 = "arith.mulf"(%838, %842) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %844 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %845 = "arith.mulf"(%838, %844) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %846 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %847 = "arith.mulf"(%838, %846) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %848 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %849 = "arith.mulf"(%838, %848) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %850 = "arith.mulf"(%840, %838) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %851 = "arith.mulf"(%840, %840) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %852 = "arith.mulf"(%840, %842) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %853 = "arith.mulf"(%840, %844) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %854 = "arith.mulf"(%840, %846) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %855 = "arith.mulf"(%840, %848) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %856 = "arith.mulf"(%842, %838) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %857 = "arith.mulf"(%842, %840) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %858 = "arith.mulf"(%842, %842) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %859 = "arith.mulf"(%842, %844) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %860 = "arith.mulf"(%842, %846) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %861 = "arith.mulf"(%842, %848) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %862 = "arith.mulf"(%844, %838) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %863 = "arith.mulf"(%844, %840) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %864 = "arith.mulf"(%844, %842) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %865 = "arith.mulf"(%844, %844) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %866 = "arith.mulf"(%844, %846) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %867 = "arith.mulf"(%844, %848) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %868 = "arith.mulf"(%846, %838) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %869 = "arith.mulf"(%846, %840) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %870 = "arith.mulf"(%846, %842) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %871 = "arith.mulf"(%846, %844) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %872 = "arith.mulf"(%846, %846) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %873 = "arith.mulf"(%846, %848) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %874 = "arith.mulf"(%848, %838) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %875 = "arith.mulf"(%848, %840) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %876 = "arith.mulf"(%848, %842) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %877 = "arith.mulf"(%848, %844) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %878 = "arith.mulf"(%848, %846) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %879 = "arith.mulf"(%848, %848) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%839, %841, %843, %845, %847, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "divf_bf16"}> ({
    %796 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %797 = "arith.divf"(%796, %796) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %798 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %799 = "arith.divf"(%796, %798) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %800 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %801 = "arith.divf"(%796, %800) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %802 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %803 = "arith.divf"(%796, %802) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %804 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %805 = "arith.divf"(%796, %804) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %806 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %807 = "arith.divf"(%796, %806) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %808 = "arith.divf"(%798, %796) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %809 = "arith.divf"(%798, %798) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %810 = "arith.divf"(%798, %800) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %811 = "arith.divf"(%798, %802) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %812 = "arith.divf"(%798, %804) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %813 = "arith.divf"(%798, %806) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %814 = "arith.divf"(%800, %796) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %815 = "arith.divf"(%800, %798) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %816 = "arith.divf"(%800, %800) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %817 = "arith.divf"(%800, %802) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %818 = "arith.divf"(%800, %804) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %819 = "arith.divf"(%800, %806) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %820 = "arith.divf"(%802, %796) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %821 = "arith.divf"(%802, %798) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %822 = "arith.divf"(%802, %800) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %823 = "arith.divf"(%802, %802) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %824 = "arith.divf"(%802, %804) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %825 = "arith.divf"(%802, %806) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %826 = "arith.divf"(%804, %796) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %827 = "arith.divf"(%804, %798) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %828 = "arith.divf"(%804, %800) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %829 = "arith.divf"(%804, %802) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %830 = "arith.divf"(%804, %804) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %831 = "arith.divf"(%804, %806) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %832 = "arith.divf"(%806, %796) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %833 = "arith.divf"(%806, %798) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %834 = "arith.divf"(%806, %800) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %835 = "arith.divf"(%806, %802) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %836 = "arith.divf"(%806, %804) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %837 = "arith.divf"(%806, %806) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%797, %799, %801, %803, %805, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "remf_bf16"}> ({
    %754 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %755 = "arith.remf"(%754, %754) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %756 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %757 = "arith.remf"(%754, %756) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %758 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %759 = "arith.remf"(%754, %758) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %760 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %761 = "arith.remf"(%754, %760) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %762 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %763 = "arith.remf"(%754, %762) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %764 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %765 = "arith.remf"(%754, %764) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %766 = "arith.remf"(%756, %754) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %767 = "arith.remf"(%756, %756) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %768 = "arith.remf"(%756, %758) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %769 = "arith.remf"(%756, %760) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %770 = "arith.remf"(%756, %762) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %771 = "arith.remf"(%756, %764) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %772 = "arith.remf"(%758, %754) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %773 = "arith.remf"(%758, %756) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %774 = "arith.remf"(%758, %758) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %775 = "arith.remf"(%758, %760) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %776 = "arith.remf"(%758, %762) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %777 = "arith.remf"(%758, %764) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %778 = "arith.remf"(%760, %754) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %779 = "arith.remf"(%760, %756) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %780 = "arith.remf"(%760, %758) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %781 = "arith.remf"(%760, %760) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %782 = "arith.remf"(%760, %762) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %783 = "arith.remf"(%760, %764) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %784 = "arith.remf"(%762, %754) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %785 = "arith.remf"(%762, %756) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %786 = "arith.remf"(%762, %758) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %787 = "arith.remf"(%762, %760) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %788 = "arith.remf"(%762, %762) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %789 = "arith.remf"(%762, %764) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %790 = "arith.remf"(%764, %754) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %791 = "arith.remf"(%764, %756) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %792 = "arith.remf"(%764, %758) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %793 = "arith.remf"(%764, %760) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %794 = "arith.remf"(%764, %762) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %795 = "arith.remf"(%764, %764) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%755, %757, %759, %761, %763, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "maximumf_bf16"}> ({
    %712 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %713 = "arith.maximumf"(%712, %712) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %714 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %715 = "arith.maximumf"(%712, %714) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %716 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %717 = "arith.maximumf"(%712, %716) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %718 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %719 = "arith.maximumf"(%712, %718) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %720 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %721 = "arith.maximumf"(%712, %720) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %722 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %723 = "arith.maximumf"(%712, %722) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %724 = "arith.maximumf"(%714, %712) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %725 = "arith.maximumf"(%714, %714) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %726 = "arith.maximumf"(%714, %716) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %727 = "arith.maximumf"(%714, %718) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %728 = "arith.maximumf"(%714, %720) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %729 = "arith.maximumf"(%714, %722) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %730 = "arith.maximumf"(%716, %712) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %731 = "arith.maximumf"(%716, %714) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %732 = "arith.maximumf"(%716, %716) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %733 = "arith.maximumf"(%716, %718) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %734 = "arith.maximumf"(%716, %720) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %735 = "arith.maximumf"(%716, %722) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %736 = "arith.maximumf"(%718, %712) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %737 = "arith.maximumf"(%718, %714) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %738 = "arith.maximumf"(%718, %716) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %739 = "arith.maximumf"(%718, %718) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %740 = "arith.maximumf"(%718, %720) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %741 = "arith.maximumf"(%718, %722) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %742 = "arith.maximumf"(%720, %712) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %743 = "arith.maximumf"(%720, %714) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %744 = "arith.maximumf"(%720, %716) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %745 = "arith.maximumf"(%720, %718) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %746 = "arith.maximumf"(%720, %720) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %747 = "arith.maximumf"(%720, %722) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %748 = "arith.maximumf"(%722, %712) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %749 = "arith.maximumf"(%722, %714) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %750 = "arith.maximumf"(%722, %716) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %751 = "arith.maximumf"(%722, %718) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %752 = "arith.maximumf"(%722, %720) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %753 = "arith.maximumf"(%722, %722) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%713, %715, %717, %719, %721, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "minimumf_bf16"}> ({
    %670 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %671 = "arith.minimumf"(%670, %670) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %672 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %673 = "arith.minimumf"(%670, %672) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %674 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %675 = "arith.minimumf"(%670, %674) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %676 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %677 = "arith.minimumf"(%670, %676) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %678 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %679 = "arith.minimumf"(%670, %678) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %680 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %681 = "arith.minimumf"(%670, %680) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %682 = "arith.minimumf"(%672, %670) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %683 = "arith.minimumf"(%672, %672) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %684 = "arith.minimumf"(%672, %674) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %685 = "arith.minimumf"(%672, %676) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %686 = "arith.minimumf"(%672, %678) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %687 = "arith.minimumf"(%672, %680) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %688 = "arith.minimumf"(%674, %670) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %689 = "arith.minimumf"(%674, %672) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %690 = "arith.minimumf"(%674, %674) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %691 = "arith.minimumf"(%674, %676) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %692 = "arith.minimumf"(%674, %678) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %693 = "arith.minimumf"(%674, %680) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %694 = "arith.minimumf"(%676, %670) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %695 = "arith.minimumf"(%676, %672) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %696 = "arith.minimumf"(%676, %674) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %697 = "arith.minimumf"(%676, %676) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %698 = "arith.minimumf"(%676, %678) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %699 = "arith.minimumf"(%676, %680) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %700 = "arith.minimumf"(%678, %670) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %701 = "arith.minimumf"(%678, %672) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %702 = "arith.minimumf"(%678, %674) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %703 = "arith.minimumf"(%678, %676) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %704 = "arith.minimumf"(%678, %678) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %705 = "arith.minimumf"(%678, %680) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %706 = "arith.minimumf"(%680, %670) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %707 = "arith.minimumf"(%680, %672) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %708 = "arith.minimumf"(%680, %674) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %709 = "arith.minimumf"(%680, %676) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %710 = "arith.minimumf"(%680, %678) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %711 = "arith.minimumf"(%680, %680) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%671, %673, %675, %677, %679, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "maxnumf_bf16"}> ({
    %628 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %629 = "arith.maxnumf"(%628, %628) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %630 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %631 = "arith.maxnumf"(%628, %630) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %632 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %633 = "arith.maxnumf"(%628, %632) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %634 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %635 = "arith.maxnumf"(%628, %634) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %636 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %637 = "arith.maxnumf"(%628, %636) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %638 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %639 = "arith.maxnumf"(%628, %638) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %640 = "arith.maxnumf"(%630, %628) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %641 = "arith.maxnumf"(%630, %630) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %642 = "arith.maxnumf"(%630, %632) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %643 = "arith.maxnumf"(%630, %634) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %644 = "arith.maxnumf"(%630, %636) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %645 = "arith.maxnumf"(%630, %638) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %646 = "arith.maxnumf"(%632, %628) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %647 = "arith.maxnumf"(%632, %630) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %648 = "arith.maxnumf"(%632, %632) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %649 = "arith.maxnumf"(%632, %634) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %650 = "arith.maxnumf"(%632, %636) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %651 = "arith.maxnumf"(%632, %638) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %652 = "arith.maxnumf"(%634, %628) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %653 = "arith.maxnumf"(%634, %630) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %654 = "arith.maxnumf"(%634, %632) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %655 = "arith.maxnumf"(%634, %634) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %656 = "arith.maxnumf"(%634, %636) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %657 = "arith.maxnumf"(%634, %638) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %658 = "arith.maxnumf"(%636, %628) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %659 = "arith.maxnumf"(%636, %630) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %660 = "arith.maxnumf"(%636, %632) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %661 = "arith.maxnumf"(%636, %634) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %662 = "arith.maxnumf"(%636, %636) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %663 = "arith.maxnumf"(%636, %638) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %664 = "arith.maxnumf"(%638, %628) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %665 = "arith.maxnumf"(%638, %630) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %666 = "arith.maxnumf"(%638, %632) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %667 = "arith.maxnumf"(%638, %634) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %668 = "arith.maxnumf"(%638, %636) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %669 = "arith.maxnumf"(%638, %638) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%629, %631, %633, %635, %637, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "minnumf_bf16"}> ({
    %586 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %587 = "arith.minnumf"(%586, %586) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %588 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %589 = "arith.minnumf"(%586, %588) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %590 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %591 = "arith.minnumf"(%586, %590) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %592 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %593 = "arith.minnumf"(%586, %592) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %594 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %595 = "arith.minnumf"(%586, %594) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %596 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %597 = "arith.minnumf"(%586, %596) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %598 = "arith.minnumf"(%588, %586) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %599 = "arith.minnumf"(%588, %588) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %600 = "arith.minnumf"(%588, %590) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %601 = "arith.minnumf"(%588, %592) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %602 = "arith.minnumf"(%588, %594) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %603 = "arith.minnumf"(%588, %596) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %604 = "arith.minnumf"(%590, %586) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %605 = "arith.minnumf"(%590, %588) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %606 = "arith.minnumf"(%590, %590) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %607 = "arith.minnumf"(%590, %592) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %608 = "arith.minnumf"(%590, %594) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %609 = "arith.minnumf"(%590, %596) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %610 = "arith.minnumf"(%592, %586) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %611 = "arith.minnumf"(%592, %588) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %612 = "arith.minnumf"(%592, %590) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %613 = "arith.minnumf"(%592, %592) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %614 = "arith.minnumf"(%592, %594) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %615 = "arith.minnumf"(%592, %596) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %616 = "arith.minnumf"(%594, %586) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %617 = "arith.minnumf"(%594, %588) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %618 = "arith.minnumf"(%594, %590) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %619 = "arith.minnumf"(%594, %592) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %620 = "arith.minnumf"(%594, %594) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %621 = "arith.minnumf"(%594, %596) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %622 = "arith.minnumf"(%596, %586) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %623 = "arith.minnumf"(%596, %588) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %624 = "arith.minnumf"(%596, %590) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %625 = "arith.minnumf"(%596, %592) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %626 = "arith.minnumf"(%596, %594) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %627 = "arith.minnumf"(%596, %596) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%587, %589, %591, %593, %595, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "negf_bf16"}> ({
    %574 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %575 = "arith.negf"(%574) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %576 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %577 = "arith.negf"(%576) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %578 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %579 = "arith.negf"(%578) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %580 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %581 = "arith.negf"(%580) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %582 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %583 = "arith.negf"(%582) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %584 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %585 = "arith.negf"(%584) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    "func.return"(%575, %577, %579, %581, %583, %585) : (bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_bf16"}> ({
    %427 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %428 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %429 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %430 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %431 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %432 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %433 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %434 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %435 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %436 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %437 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %438 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %439 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %440 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %441 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %442 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %443 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %444 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %445 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %446 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %447 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %448 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %449 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %450 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %451 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %452 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %453 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %454 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %455 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %456 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
    %457 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %458 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %459 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %460 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %461 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %462 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %463 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %464 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %465 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %466 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %467 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %468 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %469 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %470 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %471 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %472 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %473 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %474 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
    %475 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %476 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %477 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %478 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %479 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %480 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %481 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %482 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %483 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
    %484 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %485 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %486 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %487 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %488 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %489 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %490 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %491 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %492 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (bf16, bf16) -> i1
    %493 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %494 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %495 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %496 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %497 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %498 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %499 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %500 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %501 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    %502 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %503 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %504 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %505 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %506 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %507 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %508 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %509 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %510 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (bf16, bf16) -> i1
    %511 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %512 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %513 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %514 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %515 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %516 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %517 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %518 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %519 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
    %520 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %521 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %522 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %523 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %524 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %525 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %526 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %527 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %528 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
    %529 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %530 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %531 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %532 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %533 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %534 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %535 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %536 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %537 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %538 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %539 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %540 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %541 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %542 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %543 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %544 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %545 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %546 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (bf16, bf16) -> i1
    %547 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %548 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %549 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %550 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %551 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %552 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %553 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %554 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %555 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (bf16, bf16) -> i1
    %556 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %557 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %558 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %559 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %560 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %561 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %562 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %563 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %564 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (bf16, bf16) -> i1
    %565 = "arith.cmpf"(%427, %427) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %566 = "arith.cmpf"(%427, %429) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %567 = "arith.cmpf"(%427, %431) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %568 = "arith.cmpf"(%429, %427) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %569 = "arith.cmpf"(%429, %429) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %570 = "arith.cmpf"(%429, %431) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %571 = "arith.cmpf"(%431, %427) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %572 = "arith.cmpf"(%431, %429) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %573 = "arith.cmpf"(%431, %431) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    "func.return"(%428, %430, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "addf_f8E4M3FN"}> ({
    %397 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %398 = "arith.addf"(%397, %397) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %399 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %400 = "arith.addf"(%397, %399) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %401 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %402 = "arith.addf"(%397, %401) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %403 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %404 = "arith.addf"(%397, %403) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %405 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %406 = "arith.addf"(%397, %405) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %407 = "arith.addf"(%399, %397) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %408 = "arith.addf"(%399, %399) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %409 = "arith.addf"(%399, %401) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %410 = "arith.addf"(%399, %403) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %411 = "arith.addf"(%399, %405) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %412 = "arith.addf"(%401, %397) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %413 = "arith.addf"(%401, %399) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %414 = "arith.addf"(%401, %401) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %415 = "arith.addf"(%401, %403) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %416 = "arith.addf"(%401, %405) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %417 = "arith.addf"(%403, %397) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %418 = "arith.addf"(%403, %399) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %419 = "arith.addf"(%403, %401) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %420 = "arith.addf"(%403, %403) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %421 = "arith.addf"(%403, %405) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %422 = "arith.addf"(%405, %397) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %423 = "arith.addf"(%405, %399) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %424 = "arith.addf"(%405, %401) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %425 = "arith.addf"(%405, %403) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %426 = "arith.addf"(%405, %405) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%398, %400, %402, %404, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "subf_f8E4M3FN"}> ({
    %367 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %368 = "arith.subf"(%367, %367) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %369 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %370 = "arith.subf"(%367, %369) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %371 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %372 = "arith.subf"(%367, %371) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %373 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %374 = "arith.subf"(%367, %373) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %375 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %376 = "arith.subf"(%367, %375) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %377 = "arith.subf"(%369, %367) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %378 = "arith.subf"(%369, %369) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %379 = "arith.subf"(%369, %371) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %380 = "arith.subf"(%369, %373) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %381 = "arith.subf"(%369, %375) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %382 = "arith.subf"(%371, %367) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %383 = "arith.subf"(%371, %369) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %384 = "arith.subf"(%371, %371) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %385 = "arith.subf"(%371, %373) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %386 = "arith.subf"(%371, %375) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %387 = "arith.subf"(%373, %367) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %388 = "arith.subf"(%373, %369) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %389 = "arith.subf"(%373, %371) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %390 = "arith.subf"(%373, %373) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %391 = "arith.subf"(%373, %375) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %392 = "arith.subf"(%375, %367) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %393 = "arith.subf"(%375, %369) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %394 = "arith.subf"(%375, %371) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %395 = "arith.subf"(%375, %373) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %396 = "arith.subf"(%375, %375) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%368, %370, %372, %374, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "mulf_f8E4M3FN"}> ({
    %337 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %338 = "arith.mulf"(%337, %337) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %339 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %340 = "arith.mulf"(%337, %339) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %341 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %342 = "arith.mulf"(%337, %341) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %343 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %344 = "arith.mulf"(%337, %343) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %345 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %346 = "arith.mulf"(%337, %345) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %347 = "arith.mulf"(%339, %337) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %348 = "arith.mulf"(%339, %339) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %349 = "arith.mulf"(%339, %341) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %350 = "arith.mulf"(%339, %343) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %351 = "arith.mulf"(%339, %345) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %352 = "arith.mulf"(%341, %337) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %353 = "arith.mulf"(%341, %339) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %354 = "arith.mulf"(%341, %341) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %355 = "arith.mulf"(%341, %343) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %356 = "arith.mulf"(%341, %345) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %357 = "arith.mulf"(%343, %337) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %358 = "arith.mulf"(%343, %339) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %359 = "arith.mulf"(%343, %341) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %360 = "arith.mulf"(%343, %343) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %361 = "arith.mulf"(%343, %345) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %362 = "arith.mulf"(%345, %337) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %363 = "arith.mulf"(%345, %339) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %364 = "arith.mulf"(%345, %341) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %365 = "arith.mulf"(%345, %343) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %366 = "arith.mulf"(%345, %345) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%338, %340, %342, %344, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "divf_f8E4M3FN"}> ({
    %307 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %308 = "arith.divf"(%307, %307) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %309 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %310 = "arith.divf"(%307, %309) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %311 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %312 = "arith.divf"(%307, %311) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %313 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %314 = "arith.divf"(%307, %313) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %315 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %316 = "arith.divf"(%307, %315) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %317 = "arith.divf"(%309, %307) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %318 = "arith.divf"(%309, %309) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %319 = "arith.divf"(%309, %311) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %320 = "arith.divf"(%309, %313) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %321 = "arith.divf"(%309, %315) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %322 = "arith.divf"(%311, %307) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %323 = "arith.divf"(%311, %309) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %324 = "arith.divf"(%311, %311) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %325 = "arith.divf"(%311, %313) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %326 = "arith.divf"(%311, %315) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %327 = "arith.divf"(%313, %307) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %328 = "arith.divf"(%313, %309) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %329 = "arith.divf"(%313, %311) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %330 = "arith.divf"(%313, %313) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %331 = "arith.divf"(%313, %315) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %332 = "arith.divf"(%315, %307) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %333 = "arith.divf"(%315, %309) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %334 = "arith.divf"(%315, %311) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %335 = "arith.divf"(%315, %313) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %336 = "arith.divf"(%315, %315) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%308, %310, %312, %314, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "remf_f8E4M3FN"}> ({
    %277 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %278 = "arith.remf"(%277, %277) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %279 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %280 = "arith.remf"(%277, %279) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %281 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %282 = "arith.remf"(%277, %281) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %283 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %284 = "arith.remf"(%277, %283) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %285 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %286 = "arith.remf"(%277, %285) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %287 = "arith.remf"(%279, %277) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %288 = "arith.remf"(%279, %279) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %289 = "arith.remf"(%279, %281) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %290 = "arith.remf"(%279, %283) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %291 = "arith.remf"(%279, %285) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %292 = "arith.remf"(%281, %277) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %293 = "arith.remf"(%281, %279) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %294 = "arith.remf"(%281, %281) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %295 = "arith.remf"(%281, %283) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %296 = "arith.remf"(%281, %285) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %297 = "arith.remf"(%283, %277) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %298 = "arith.remf"(%283, %279) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %299 = "arith.remf"(%283, %281) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %300 = "arith.remf"(%283, %283) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %301 = "arith.remf"(%283, %285) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %302 = "arith.remf"(%285, %277) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %303 = "arith.remf"(%285, %279) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %304 = "arith.remf"(%285, %281) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %305 = "arith.remf"(%285, %283) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %306 = "arith.remf"(%285, %285) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%278, %280, %282, %284, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "maximumf_f8E4M3FN"}> ({
    %247 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %248 = "arith.maximumf"(%247, %247) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %249 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %250 = "arith.maximumf"(%247, %249) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %251 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %252 = "arith.maximumf"(%247, %251) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %253 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %254 = "arith.maximumf"(%247, %253) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %255 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %256 = "arith.maximumf"(%247, %255) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %257 = "arith.maximumf"(%249, %247) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %258 = "arith.maximumf"(%249, %249) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %259 = "arith.maximumf"(%249, %251) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %260 = "arith.maximumf"(%249, %253) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %261 = "arith.maximumf"(%249, %255) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %262 = "arith.maximumf"(%251, %247) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %263 = "arith.maximumf"(%251, %249) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %264 = "arith.maximumf"(%251, %251) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %265 = "arith.maximumf"(%251, %253) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %266 = "arith.maximumf"(%251, %255) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %267 = "arith.maximumf"(%253, %247) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %268 = "arith.maximumf"(%253, %249) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %269 = "arith.maximumf"(%253, %251) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %270 = "arith.maximumf"(%253, %253) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %271 = "arith.maximumf"(%253, %255) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %272 = "arith.maximumf"(%255, %247) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %273 = "arith.maximumf"(%255, %249) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %274 = "arith.maximumf"(%255, %251) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %275 = "arith.maximumf"(%255, %253) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %276 = "arith.maximumf"(%255, %255) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%248, %250, %252, %254, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "minimumf_f8E4M3FN"}> ({
    %217 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %218 = "arith.minimumf"(%217, %217) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %219 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %220 = "arith.minimumf"(%217, %219) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %221 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %222 = "arith.minimumf"(%217, %221) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %223 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %224 = "arith.minimumf"(%217, %223) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %225 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %226 = "arith.minimumf"(%217, %225) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %227 = "arith.minimumf"(%219, %217) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %228 = "arith.minimumf"(%219, %219) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %229 = "arith.minimumf"(%219, %221) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %230 = "arith.minimumf"(%219, %223) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %231 = "arith.minimumf"(%219, %225) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %232 = "arith.minimumf"(%221, %217) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %233 = "arith.minimumf"(%221, %219) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %234 = "arith.minimumf"(%221, %221) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %235 = "arith.minimumf"(%221, %223) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %236 = "arith.minimumf"(%221, %225) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %237 = "arith.minimumf"(%223, %217) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %238 = "arith.minimumf"(%223, %219) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %239 = "arith.minimumf"(%223, %221) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %240 = "arith.minimumf"(%223, %223) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %241 = "arith.minimumf"(%223, %225) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %242 = "arith.minimumf"(%225, %217) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %243 = "arith.minimumf"(%225, %219) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %244 = "arith.minimumf"(%225, %221) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %245 = "arith.minimumf"(%225, %223) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %246 = "arith.minimumf"(%225, %225) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%218, %220, %222, %224, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "maxnumf_f8E4M3FN"}> ({
    %187 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %188 = "arith.maxnumf"(%187, %187) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %189 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %190 = "arith.maxnumf"(%187, %189) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %191 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %192 = "arith.maxnumf"(%187, %191) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %193 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %194 = "arith.maxnumf"(%187, %193) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %195 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %196 = "arith.maxnumf"(%187, %195) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %197 = "arith.maxnumf"(%189, %187) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %198 = "arith.maxnumf"(%189, %189) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %199 = "arith.maxnumf"(%189, %191) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %200 = "arith.maxnumf"(%189, %193) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %201 = "arith.maxnumf"(%189, %195) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %202 = "arith.maxnumf"(%191, %187) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %203 = "arith.maxnumf"(%191, %189) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %204 = "arith.maxnumf"(%191, %191) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %205 = "arith.maxnumf"(%191, %193) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %206 = "arith.maxnumf"(%191, %195) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %207 = "arith.maxnumf"(%193, %187) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %208 = "arith.maxnumf"(%193, %189) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %209 = "arith.maxnumf"(%193, %191) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %210 = "arith.maxnumf"(%193, %193) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %211 = "arith.maxnumf"(%193, %195) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %212 = "arith.maxnumf"(%195, %187) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %213 = "arith.maxnumf"(%195, %189) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %214 = "arith.maxnumf"(%195, %191) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %215 = "arith.maxnumf"(%195, %193) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %216 = "arith.maxnumf"(%195, %195) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%188, %190, %192, %194, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "minnumf_f8E4M3FN"}> ({
    %157 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %158 = "arith.minnumf"(%157, %157) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %159 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %160 = "arith.minnumf"(%157, %159) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %161 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %162 = "arith.minnumf"(%157, %161) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %163 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %164 = "arith.minnumf"(%157, %163) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %165 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %166 = "arith.minnumf"(%157, %165) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %167 = "arith.minnumf"(%159, %157) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %168 = "arith.minnumf"(%159, %159) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %169 = "arith.minnumf"(%159, %161) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %170 = "arith.minnumf"(%159, %163) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %171 = "arith.minnumf"(%159, %165) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %172 = "arith.minnumf"(%161, %157) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %173 = "arith.minnumf"(%161, %159) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %174 = "arith.minnumf"(%161, %161) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %175 = "arith.minnumf"(%161, %163) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %176 = "arith.minnumf"(%161, %165) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %177 = "arith.minnumf"(%163, %157) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %178 = "arith.minnumf"(%163, %159) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %179 = "arith.minnumf"(%163, %161) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %180 = "arith.minnumf"(%163, %163) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %181 = "arith.minnumf"(%163, %165) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %182 = "arith.minnumf"(%165, %157) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %183 = "arith.minnumf"(%165, %159) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %184 = "arith.minnumf"(%165, %161) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %185 = "arith.minnumf"(%165, %163) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %186 = "arith.minnumf"(%165, %165) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    "func.return"(%158, %160, %162, %164, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "negf_f8E4M3FN"}> ({
    %147 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %148 = "arith.negf"(%147) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN) -> f8E4M3FN
    %149 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %150 = "arith.negf"(%149) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN) -> f8E4M3FN
    %151 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %152 = "arith.negf"(%151) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN) -> f8E4M3FN
    %153 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %154 = "arith.negf"(%153) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN) -> f8E4M3FN
    %155 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %156 = "arith.negf"(%155) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN) -> f8E4M3FN
    "func.return"(%148, %150, %152, %154, %156) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_f8E4M3FN"}> ({
    %0 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %1 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %2 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %3 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %4 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %5 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %6 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %7 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %8 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %9 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %10 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %11 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %12 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %13 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %14 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %15 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %16 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %17 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %18 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %19 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %20 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %21 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %22 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %23 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %24 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %25 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %26 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %27 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %28 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %29 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %30 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %31 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %32 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %33 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %34 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %35 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %36 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %37 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %38 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %39 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %40 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %41 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %42 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %43 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %44 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %45 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %46 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %47 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %48 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %49 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %50 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %51 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %52 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %53 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %54 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %55 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %56 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %57 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %58 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %59 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %60 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %61 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %62 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %63 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %64 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %65 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %66 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %67 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %68 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %69 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %70 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %71 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %72 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %73 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %74 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %75 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %76 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %77 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %78 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %79 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %80 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %81 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %82 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %83 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %84 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %85 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %86 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %87 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %88 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %89 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %90 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %91 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %92 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %93 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %94 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %95 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %96 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %97 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %98 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %99 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %100 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %101 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %102 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %103 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %104 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %105 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %106 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %107 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %108 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %109 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %110 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %111 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %112 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %113 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %114 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %115 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %116 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %117 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %118 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %119 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %120 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %121 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %122 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %123 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %124 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %125 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %126 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %127 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %128 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %129 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %130 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %131 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %132 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %133 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %134 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %135 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %136 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %137 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %138 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %139 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %140 = "arith.cmpf"(%0, %4) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %141 = "arith.cmpf"(%2, %0) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %142 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %143 = "arith.cmpf"(%2, %4) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %144 = "arith.cmpf"(%4, %0) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %145 = "arith.cmpf"(%4, %2) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    %146 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f8E4M3FN, f8E4M3FN) -> i1
    "func.return"(%1, %3, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()


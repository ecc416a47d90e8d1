"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_i32"}> ({
  ^bb0(%arg65: i32):
    %1305 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1306 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1307 = "arith.addi"(%arg65, %1305) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1308 = "arith.addi"(%1307, %1306) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1308) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_rhs_i32"}> ({
  ^bb0(%arg64: i32):
    %1301 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1302 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1303 = "arith.subi"(%arg64, %1301) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1304 = "arith.addi"(%1303, %1302) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1304) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_lhs_i32"}> ({
  ^bb0(%arg63: i32):
    %1297 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1298 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1299 = "arith.subi"(%1297, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1300 = "arith.addi"(%1299, %1298) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1300) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_add_i32"}> ({
  ^bb0(%arg62: i32):
    %1293 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1294 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1295 = "arith.addi"(%arg62, %1293) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1296 = "arith.subi"(%1295, %1294) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1296) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_add_i32"}> ({
  ^bb0(%arg61: i32):
    %1289 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1290 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1291 = "arith.addi"(%arg61, %1289) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1292 = "arith.subi"(%1290, %1291) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1292) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_rhs_i32"}> ({
  ^bb0(%arg60: i32):
    %1285 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1286 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1287 = "arith.subi"(%arg60, %1285) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1288 = "arith.subi"(%1287, %1286) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1288) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_lhs_i32"}> ({
  ^bb0(%arg59: i32):
    %1281 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1282 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1283 = "arith.subi"(%1281, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1284 = "arith.subi"(%1283, %1282) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1284) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_rhs_i32"}> ({
  ^bb0(%arg58: i32):
    %1277 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1278 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1279 = "arith.subi"(%arg58, %1277) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1280 = "arith.subi"(%1278, %1279) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1280) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_lhs_i32"}> ({
  ^bb0(%arg57: i32):
    %1273 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1274 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1275 = "arith.subi"(%1273, %arg57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1276 = "arith.subi"(%1274, %1275) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1276) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mul_mul_i32"}> ({
  ^bb0(%arg56: i32):
    %1269 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1270 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1271 = "arith.muli"(%arg56, %1269) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1272 = "arith.muli"(%1271, %1270) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1272) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_add_index"}> ({
  ^bb0(%arg55: index):
    %1265 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1266 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1267 = "arith.addi"(%arg55, %1265) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1268 = "arith.addi"(%1267, %1266) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1268) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_rhs_index"}> ({
  ^bb0(%arg54: index):
    %1261 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1262 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1263 = "arith.subi"(%arg54, %1261) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1264 = "arith.addi"(%1263, %1262) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1264) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_lhs_index"}> ({
  ^bb0(%arg53: index):
    %1257 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1258 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1259 = "arith.subi"(%1257, %arg53) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1260 = "arith.addi"(%1259, %1258) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1260) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_add_index"}> ({
  ^bb0(%arg52: index):
    %1253 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1254 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1255 = "arith.addi"(%arg52, %1253) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1256 = "arith.subi"(%1255, %1254) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1256) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_add_index"}> ({
  ^bb0(%arg51: index):
    %1249 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1250 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1251 = "arith.addi"(%arg51, %1249) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1252 = "arith.subi"(%1250, %1251) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1252) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_rhs_index"}> ({
  ^bb0(%arg50: index):
    %1245 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1246 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1247 = "arith.subi"(%arg50, %1245) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1248 = "arith.subi"(%1247, %1246) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1248) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_lhs_index"}> ({
  ^bb0(%arg49: index):
    %1241 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1242 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1243 = "arith.subi"(%1241, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1244 = "arith.subi"(%1243, %1242) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1244) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_rhs_index"}> ({
  ^bb0(%arg48: index):
    %1237 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1238 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1239 = "arith.subi"(%arg48, %1237) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1240 = "arith.subi"(%1238, %1239) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1240) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_lhs_index"}> ({
  ^bb0(%arg47: index):
    %1233 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1234 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1235 = "arith.subi"(%1233, %arg47) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1236 = "arith.subi"(%1234, %1235) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1236) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "mul_mul_index"}> ({
  ^bb0(%arg46: index):
    %1229 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1230 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1231 = "arith.muli"(%arg46, %1229) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1232 = "arith.muli"(%1231, %1230) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1232) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_i8"}> ({
  ^bb0(%arg45: i8):
    %1225 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1226 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1227 = "arith.addi"(%arg45, %1225) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1228 = "arith.addi"(%1227, %1226) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1228) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_rhs_i8"}> ({
  ^bb0(%arg44: i8):
    %1221 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1222 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1223 = "arith.subi"(%arg44, %1221) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1224 = "arith.addi"(%1223, %1222) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1224) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_lhs_i8"}> ({
  ^bb0(%arg43: i8):
    %1217 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1218 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1219 = "arith.subi"(%1217, %arg43) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1220 = "arith.addi"(%1219, %1218) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1220) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_add_i8"}> ({
  ^bb0(%arg42: i8):
    %1213 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1214 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1215 = "arith.addi"(%arg42, %1213) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1216 = "arith.subi"(%1215, %1214) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1216) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_add_i8"}> ({
  ^bb0(%arg41: i8):
    %1209 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1210 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1211 = "arith.addi"(%arg41, %1209) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1212 = "arith.subi"(%1210, %1211) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1212) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_rhs_i8"}> ({
  ^bb0(%arg40: i8):
    %1205 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1206 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1207 = "arith.subi"(%arg40, %1205) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1208 = "arith.subi"(%1207, %1206) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1208) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_lhs_i8"}> ({
  ^bb0(%arg39: i8):
    %1201 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1202 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1203 = "arith.subi"(%1201, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1204 = "arith.subi"(%1203, %1202) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1204) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_rhs_i8"}> ({
  ^bb0(%arg38: i8):
    %1197 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1198 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1199 = "arith.subi"(%arg38, %1197) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1200 = "arith.subi"(%1198, %1199) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1200) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_lhs_i8"}> ({
  ^bb0(%arg37: i8):
    %1193 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1194 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1195 = "arith.subi"(%1193, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1196 = "arith.subi"(%1194, %1195) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1196) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "mul_mul_i8"}> ({
  ^bb0(%arg36: i8):
    %1189 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1190 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1191 = "arith.muli"(%arg36, %1189) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1192 = "arith.muli"(%1191, %1190) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1192) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_wrap"}> ({
  ^bb0(%arg35: i8):
    %1186 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %1187 = "arith.addi"(%arg35, %1186) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1188 = "arith.addi"(%1187, %1186) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1188) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags"}> ({
  ^bb0(%arg34: i32):
    %1182 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1183 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1184 = "arith.addi"(%arg34, %1182) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %1185 = "arith.addi"(%1184, %1183) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%1185) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags_both"}> ({
  ^bb0(%arg33: i32):
    %1178 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1179 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1180 = "arith.addi"(%arg33, %1178) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %1181 = "arith.addi"(%1180, %1179) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%1181) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_sub_flags"}> ({
  ^bb0(%arg32: i32):
    %1174 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1175 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1176 = "arith.subi"(%arg32, %1174) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1177 = "arith.subi"(%1176, %1175) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%1177) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_add_flags"}> ({
  ^bb0(%arg31: i32):
    %1170 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1171 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1172 = "arith.addi"(%arg31, %1170) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1173 = "arith.subi"(%1172, %1171) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%1173) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "add_mul_neg_one"}> ({
  ^bb0(%arg29: i32, %arg30: i32):
    %1165 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1166 = "arith.muli"(%arg30, %1165) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1167 = "arith.addi"(%arg29, %1166) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1168 = "arith.muli"(%arg29, %1165) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1169 = "arith.addi"(%1168, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1167, %1169) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>) -> vector<2xi32>, sym_name = "add_mul_neg_one_vector"}> ({
  ^bb0(%arg27: vector<2xi32>, %arg28: vector<2xi32>):
    %1162 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %1163 = "arith.muli"(%arg28, %1162) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1164 = "arith.addi"(%arg27, %1163) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%1164) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sub_sub_lhs_rhs_lhs"}> ({
  ^bb0(%arg25: i32, %arg26: i32):
    %1160 = "arith.subi"(%arg25, %arg26) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1161 = "arith.subi"(%1160, %arg25) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%1161) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i1), sym_name = "extended"}> ({
  ^bb0(%arg23: i32, %arg24: i32):
    %1154:2 = "arith.addui_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i1)
    %1155:2 = "arith.mulsi_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i32)
    %1156:2 = "arith.mului_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i32)
    %1157 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1158:2 = "arith.mulsi_extended"(%arg23, %1157) : (i32, i32) -> (i32, i32)
    %1159:2 = "arith.addui_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i1)
    "func.return"(%1154#0, %1155#0, %1156#0, %1158#0, %1158#1, %1159#0, %1159#1) : (i32, i32, i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "xor_not_cmpi"}> ({
  ^bb0(%arg21: i32, %arg22: i32):
    %1133 = "arith.constant"() <{value = true}> : () -> i1
    %1134 = "arith.cmpi"(%arg21, %arg22) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1135 = "arith.xori"(%1134, %1133) : (i1, i1) -> i1
    %1136 = "arith.cmpi"(%arg21, %arg22) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1137 = "arith.xori"(%1136, %1133) : (i1, i1) -> i1
    %1138 = "arith.cmpi"(%arg21, %arg22) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1139 = "arith.xori"(%1138, %1133) : (i1, i1) -> i1
    %1140 = "arith.cmpi"(%arg21, %arg22) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1141 = "arith.xori"(%1140, %1133) : (i1, i1) -> i1
    %1142 = "arith.cmpi"(%arg21, %arg22) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1143 = "arith.xori"(%1142, %1133) : (i1, i1) -> i1
    %1144 = "arith.cmpi"(%arg21, %arg22) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1145 = "arith.xori"(%1144, %1133) : (i1, i1) -> i1
    %1146 = "arith.cmpi"(%arg21, %arg22) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1147 = "arith.xori"(%1146, %1133) : (i1, i1) -> i1
    %1148 = "arith.cmpi"(%arg21, %arg22) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1149 = "arith.xori"(%1148, %1133) : (i1, i1) -> i1
    %1150 = "arith.cmpi"(%arg21, %arg22) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1151 = "arith.xori"(%1150, %1133) : (i1, i1) -> i1
    %1152 = "arith.cmpi"(%arg21, %arg22) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1153 = "arith.xori"(%1152, %1133) : (i1, i1) -> i1
    "func.return"(%1135, %1137, %1139, %1141, %1143, %1145, %1147, %1149, %1151, %1153) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32), sym_name = "ops_of_exts"}> ({
  ^bb0(%arg18: i8, %arg19: i8, %arg20: i16):
    %1096 = "arith.extui"(%arg18) : (i8) -> i32
    %1097 = "arith.extui"(%arg19) : (i8) -> i32
    %1098 = "arith.extui"(%arg20) : (i16) -> i32
    %1099 = "arith.xori"(%1096, %1097) : (i32, i32) -> i32
    %1100 = "arith.xori"(%1096, %1098) : (i32, i32) -> i32
    %1101 = "arith.andi"(%1096, %1097) : (i32, i32) -> i32
    %1102 = "arith.andi"(%1096, %1098) : (i32, i32) -> i32
    %1103 = "arith.ori"(%1096, %1097) : (i32, i32) -> i32
    %1104 = "arith.ori"(%1096, %1098) : (i32, i32) -> i32
    %1105 = "arith.cmpi"(%1096, %1097) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1106 = "arith.cmpi"(%1096, %1098) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1107 = "arith.cmpi"(%1096, %1097) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1108 = "arith.cmpi"(%1096, %1098) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1109 = "arith.cmpi"(%1096, %1097) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1110 = "arith.cmpi"(%1096, %1098) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1111 = "arith.cmpi"(%1096, %1097) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1112 = "arith.cmpi"(%1096, %1098) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1113 = "arith.extsi"(%arg18) : (i8) -> i32
    %1114 = "arith.extsi"(%arg19) : (i8) -> i32
    %1115 = "arith.extsi"(%arg20) : (i16) -> i32
    %1116 = "arith.xori"(%1113, %1114) : (i32, i32) -> i32
    %1117 = "arith.xori"(%1113, %1115) : (i32, i32) -> i32
    %1118 = "arith.andi"(%1113, %1114) : (i32, i32) -> i32
    %1119 = "arith.andi"(%1113, %1115) : (i32, i32) -> i32
    %1120 = "arith.ori"(%1113, %1114) : (i32, i32) -> i32
    %1121 = "arith.ori"(%1113, %1115) : (i32, i32) -> i32
    %1122 = "arith.cmpi"(%1113, %1114) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1123 = "arith.cmpi"(%1113, %1115) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1124 = "arith.cmpi"(%1113, %1114) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1125 = "arith.cmpi"(%1113, %1115) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1126 = "arith.cmpi"(%1113, %1114) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1127 = "arith.cmpi"(%1113, %1115) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1128 = "arith.cmpi"(%1113, %1114) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1129 = "arith.cmpi"(%1113, %1115) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1130 = "arith.extui"(%arg18) : (i8) -> i32
    %1131 = "arith.extsi"(%arg19) : (i8) -> i32
    %1132 = "arith.xori"(%1130, %1131) : (i32, i32) -> i32
    "func.return"(%1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1132) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>), sym_name = "selects"}> ({
  ^bb0(%arg13: i1, %arg14: i1, %arg15: i32, %arg16: i32, %arg17: i32):
    %1076 = "arith.constant"() <{value = true}> : () -> i1
    %1077 = "arith.constant"() <{value = false}> : () -> i1
    %1078 = "arith.xori"(%arg13, %1076) : (i1, i1) -> i1
    %1079 = "arith.select"(%1078, %arg15, %arg16) : (i1, i32, i32) -> i32
    %1080 = "arith.select"(%arg13, %arg15, %arg16) : (i1, i32, i32) -> i32
    %1081 = "arith.select"(%arg13, %1080, %arg17) : (i1, i32, i32) -> i32
    %1082 = "arith.select"(%arg13, %arg17, %1080) : (i1, i32, i32) -> i32
    %1083 = "arith.select"(%arg14, %1080, %arg17) : (i1, i32, i32) -> i32
    %1084 = "arith.select"(%arg13, %1077, %1076) : (i1, i1, i1) -> i1
    %1085 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1086 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1087 = "arith.select"(%arg13, %1085, %1086) : (i1, i32, i32) -> i32
    %1088 = "arith.select"(%arg13, %1086, %1085) : (i1, i32, i32) -> i32
    %1089 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1090 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1091 = "arith.select"(%arg13, %1089, %1090) : (i1, i8, i8) -> i8
    %1092 = "arith.select"(%arg13, %1090, %1089) : (i1, i8, i8) -> i8
    %1093 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %1094 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %1095 = "arith.select"(%arg13, %1093, %1094) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%1079, %1081, %1082, %1083, %1084, %1087, %1088, %1091, %1092, %1095) : (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8, i32, index, f32, i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg7: i64, %arg8: i8, %arg9: i32, %arg10: index, %arg11: f32, %arg12: i64):
    %1038 = "arith.index_cast"(%arg7) : (i64) -> index
    %1039 = "arith.index_cast"(%1038) : (index) -> i64
    %1040 = "arith.index_cast"(%arg10) : (index) -> i8
    %1041 = "arith.index_cast"(%1040) : (i8) -> index
    %1042 = "arith.extsi"(%arg8) : (i8) -> i32
    %1043 = "arith.index_cast"(%1042) : (i32) -> index
    %1044 = "arith.index_castui"(%1042) : (i32) -> index
    %1045 = "arith.extui"(%arg8) : (i8) -> i32
    %1046 = "arith.index_castui"(%1045) : (i32) -> index
    %1047 = "arith.index_cast"(%1045) : (i32) -> index
    %1048 = "arith.extsi"(%1045) : (i32) -> i64
    %1049 = "arith.index_castui"(%arg9) : (i32) -> index
    %1050 = "arith.index_castui"(%1049) : (index) -> i32
    %1051 = "arith.bitcast"(%arg11) : (f32) -> i32
    %1052 = "arith.bitcast"(%1051) : (i32) -> f32
    %1053 = "arith.bitcast"(%arg9) : (i32) -> f32
    %1054 = "arith.bitcast"(%1053) : (f32) -> i32
    %1055 = "arith.extsi"(%arg8) : (i8) -> i64
    %1056 = "arith.trunci"(%1055) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %1057 = "arith.trunci"(%1055) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %1058 = "arith.trunci"(%1055) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i4
    %1059 = "arith.extui"(%arg8) : (i8) -> i64
    %1060 = "arith.trunci"(%1059) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %1061 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %1062 = "arith.shrsi"(%arg12, %1061) : (i64, i64) -> i64
    %1063 = "arith.trunci"(%1062) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1064 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %1065 = "arith.shrsi"(%arg12, %1064) : (i64, i64) -> i64
    %1066 = "arith.trunci"(%1065) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1067 = "arith.constant"() <{value = 48 : i64}> : () -> i64
    %1068 = "arith.shrsi"(%arg12, %1067) : (i64, i64) -> i64
    %1069 = "arith.trunci"(%1068) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %1070 = "arith.sitofp"(%arg9) : (i32) -> f64
    %1071 = "arith.truncf"(%1070) : (f64) -> f32
    %1072 = "arith.truncf"(%1070) <{roundingmode = 4 : i32}> : (f64) -> f32
    %1073 = "arith.uitofp"(%arg9) : (i32) -> f64
    %1074 = "arith.truncf"(%1073) : (f64) -> f32
    %1075 = "arith.truncf"(%1073) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%1039, %1041, %1043, %1044, %1046, %1047, %1048, %1050, %1052, %1054, %1056, %1057, %1058, %1060, %1063, %1066, %1069, %1071, %1072, %1074, %1075) : (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f32, f32, f32), sym_name = "negfs"}> ({
  ^bb0(%arg4: f32, %arg5: f32, %arg6: f64):
    %1032 = "arith.negf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1033 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1034 = "arith.negf"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %1035 = "arith.mulf"(%1032, %1033) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %1036 = "arith.divf"(%1032, %1033) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1037 = "arith.mulf"(%1032, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1035, %1036, %1037) : (f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i32, i64, i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_int_to_fp"}> ({
  ^bb0(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: i16):
    %0 = "arith.sitofp"(%arg0) : (i8) -> f32
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %3 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %4 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %5 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %6 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %7 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %8 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %9 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %10 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %11 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %12 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %13 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %14 = "arith.constant"() <{value = 4.500000e+00 : f32}> : () -> f32
    %15 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %16 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %17 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %18 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %19 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %20 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %21 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %22 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %23 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %24 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %25 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %26 = "arith.cmpf"(%0, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %27 = "arith.constant"() <{value = -4.500000e+00 : f32}> : () -> f32
    %28 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %29 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %30 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %31 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %32 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %33 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %34 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %35 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %36 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %37 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %38 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %39 = "arith.cmpf"(%0, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %40 = "arith.constant"() <{value = 3.000000e+02 : f32}> : () -> f32
    %41 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %42 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %43 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %44 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %45 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %46 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %47 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %48 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %49 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %50 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %51 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %52 = "arith.cmpf"(%0, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %53 = "arith.constant"() <{value = -1.000000e+10 : f32}> : () -> f32
    %54 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %55 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %56 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %57 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %58 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %59 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %60 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %61 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %62 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %63 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %64 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %65 = "arith.cmpf"(%0, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %66 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %67 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %68 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %69 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %70 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %71 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %72 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %73 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %74 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %75 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %76 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %77 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %78 = "arith.cmpf"(%0, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %79 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %80 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %81 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %82 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %83 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %84 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %85 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %86 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %87 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %88 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %89 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %90 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %91 = "arith.cmpf"(%0, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %92 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    %93 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %94 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %95 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %96 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %97 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %98 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %99 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %100 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %101 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %102 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %103 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %104 = "arith.cmpf"(%0, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %105 = "arith.constant"() <{value = 2.000000e+09 : f32}> : () -> f32
    %106 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %107 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %108 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %109 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %110 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %111 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %112 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %113 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %114 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %115 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %116 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %117 = "arith.cmpf"(%0, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %118 = "arith.uitofp"(%arg0) : (i8) -> f32
    %119 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %120 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %121 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %122 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %123 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %124 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %125 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %126 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %127 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %128 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %129 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %130 = "arith.cmpf"(%118, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %131 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %132 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %133 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %134 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %135 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %136 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %137 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %138 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %139 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %140 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %141 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %142 = "arith.cmpf"(%118, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %143 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %144 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %145 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %146 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %147 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %148 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %149 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %150 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %151 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %152 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %153 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %154 = "arith.cmpf"(%118, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %155 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %156 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %157 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %158 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %159 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %160 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %161 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %162 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %163 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %164 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %165 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %166 = "arith.cmpf"(%118, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %167 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %168 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %169 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %170 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %171 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %172 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %173 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %174 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %175 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %176 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %177 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %178 = "arith.cmpf"(%118, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %179 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %180 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %181 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %182 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %183 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %184 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %185 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %186 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %187 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %188 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %189 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %190 = "arith.cmpf"(%118, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %191 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %192 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %193 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %194 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %195 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %196 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %197 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %198 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %199 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %200 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %201 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %202 = "arith.cmpf"(%118, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %203 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %204 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %205 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %206 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %207 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %208 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %209 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %210 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %211 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %212 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %213 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %214 = "arith.cmpf"(%118, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %215 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %216 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %217 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %218 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %219 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %220 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %221 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %222 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %223 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %224 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %225 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %226 = "arith.cmpf"(%118, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %227 = "arith.sitofp"(%arg1) : (i32) -> f32
    %228 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %229 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %230 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %231 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %232 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %233 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %234 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %235 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %236 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %237 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %238 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %239 = "arith.cmpf"(%227, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %240 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %241 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %242 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %243 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %244 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %245 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %246 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %247 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %248 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %249 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %250 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %251 = "arith.cmpf"(%227, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %252 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %253 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %254 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %255 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %256 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %257 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %258 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %259 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %260 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %261 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %262 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %263 = "arith.cmpf"(%227, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %264 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %265 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %266 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %267 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %268 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %269 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %270 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %271 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %272 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %273 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %274 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %275 = "arith.cmpf"(%227, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %276 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %277 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %278 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %279 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %280 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %281 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %282 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %283 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %284 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %285 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %286 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %287 = "arith.cmpf"(%227, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %288 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %289 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %290 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %291 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %292 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %293 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %294 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %295 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %296 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %297 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %298 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %299 = "arith.cmpf"(%227, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %300 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %301 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %302 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %303 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %304 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %305 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %306 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %307 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %308 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %309 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %310 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %311 = "arith.cmpf"(%227, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %312 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %313 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %314 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %315 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %316 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %317 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %318 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %319 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %320 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %321 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %322 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %323 = "arith.cmpf"(%227, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %324 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %325 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %326 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %327 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %328 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %329 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %330 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %331 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %332 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %333 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %334 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %335 = "arith.cmpf"(%227, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %336 = "arith.uitofp"(%arg1) : (i32) -> f32
    %337 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %338 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %339 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %340 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %341 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %342 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %343 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %344 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %345 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %346 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %347 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %348 = "arith.cmpf"(%336, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %349 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %350 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %351 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %352 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %353 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %354 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %355 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %356 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %357 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %358 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %359 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %360 = "arith.cmpf"(%336, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %361 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %362 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %363 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %364 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %365 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %366 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %367 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %368 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %369 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %370 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %371 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %372 = "arith.cmpf"(%336, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %373 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %374 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %375 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %376 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %377 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %378 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %379 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %380 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %381 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %382 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %383 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %384 = "arith.cmpf"(%336, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %385 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %386 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %387 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %388 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %389 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %390 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %391 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %392 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %393 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %394 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %395 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %396 = "arith.cmpf"(%336, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %397 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %398 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %399 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %400 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %401 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %402 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %403 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %404 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %405 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %406 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %407 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %408 = "arith.cmpf"(%336, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %409 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %410 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %411 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %412 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %413 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %414 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %415 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %416 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %417 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %418 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %419 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %420 = "arith.cmpf"(%336, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %421 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %422 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %423 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %424 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %425 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %426 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %427 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %428 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %429 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %430 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %431 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %432 = "arith.cmpf"(%336, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %433 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %434 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %435 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %436 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %437 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %438 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %439 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %440 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %441 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %442 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %443 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %444 = "arith.cmpf"(%336, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %445 = "arith.sitofp"(%arg2) : (i64) -> f32
    %446 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %447 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %448 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %449 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %450 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %451 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %452 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %453 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %454 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %455 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %456 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %457 = "arith.cmpf"(%445, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %458 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %459 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %460 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %461 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %462 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %463 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %464 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %465 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %466 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %467 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %468 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %469 = "arith.cmpf"(%445, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %470 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %471 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %472 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %473 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %474 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %475 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %476 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %477 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %478 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %479 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %480 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %481 = "arith.cmpf"(%445, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %482 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %483 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %484 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %485 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %486 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %487 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %488 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %489 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %490 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %491 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %492 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %493 = "arith.cmpf"(%445, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %494 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %495 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %496 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %497 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %498 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %499 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %500 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %501 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %502 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %503 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %504 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %505 = "arith.cmpf"(%445, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %506 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %507 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %508 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %509 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %510 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %511 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %512 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %513 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %514 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %515 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %516 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %517 = "arith.cmpf"(%445, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %518 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %519 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %520 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %521 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %522 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %523 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %524 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %525 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %526 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %527 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %528 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %529 = "arith.cmpf"(%445, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %530 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %531 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %532 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %533 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %534 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %535 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %536 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %537 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %538 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %539 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %540 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %541 = "arith.cmpf"(%445, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %542 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %543 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %544 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %545 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %546 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %547 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %548 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %549 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %550 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %551 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %552 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %553 = "arith.cmpf"(%445, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %554 = "arith.uitofp"(%arg2) : (i64) -> f32
    %555 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %556 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %557 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %558 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %559 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %560 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %561 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %562 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %563 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %564 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %565 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %566 = "arith.cmpf"(%554, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %567 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %568 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %569 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %570 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %571 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %572 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %573 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %574 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %575 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %576 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %577 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %578 = "arith.cmpf"(%554, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %579 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %580 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %581 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %582 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %583 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %584 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %585 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %586 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %587 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %588 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %589 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %590 = "arith.cmpf"(%554, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %591 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %592 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %593 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %594 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %595 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %596 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %597 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %598 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %599 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %600 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %601 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %602 = "arith.cmpf"(%554, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %603 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %604 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %605 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %606 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %607 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %608 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %609 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %610 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %611 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %612 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %613 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %614 = "arith.cmpf"(%554, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %615 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %616 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %617 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %618 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %619 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %620 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %621 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %622 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %623 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %624 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %625 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %626 = "arith.cmpf"(%554, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %627 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %628 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %629 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %630 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %631 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %632 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %633 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %634 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %635 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %636 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %637 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %638 = "arith.cmpf"(%554, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %639 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %640 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %641 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %642 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %643 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %644 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %645 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %646 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %647 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %648 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %649 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %650 = "arith.cmpf"(%554, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %651 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %652 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %653 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %654 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %655 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %656 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %657 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %658 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %659 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %660 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %661 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %662 = "arith.cmpf"(%554, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %663 = "arith.sitofp"(%arg3) : (i16) -> f32
    %664 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %665 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %666 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %667 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %668 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %669 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %670 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %671 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %672 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %673 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %674 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %675 = "arith.cmpf"(%663, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %676 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %677 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %678 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %679 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %680 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %681 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %682 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %683 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %684 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %685 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %686 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %687 = "arith.cmpf"(%663, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %688 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %689 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %690 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %691 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %692 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %693 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %694 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %695 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %696 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %697 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %698 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %699 = "arith.cmpf"(%663, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %700 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %701 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %702 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %703 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %704 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %705 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %706 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %707 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %708 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %709 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %710 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %711 = "arith.cmpf"(%663, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %712 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %713 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %714 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %715 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %716 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %717 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %718 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %719 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %720 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %721 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %722 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %723 = "arith.cmpf"(%663, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %724 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %725 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %726 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %727 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %728 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %729 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %730 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %731 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %732 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %733 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %734 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %735 = "arith.cmpf"(%663, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %736 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %737 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %738 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %739 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %740 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %741 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %742 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %743 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %744 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %745 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %746 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %747 = "arith.cmpf"(%663, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %748 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %749 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %750 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %751 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %752 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %753 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %754 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %755 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %756 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %757 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %758 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %759 = "arith.cmpf"(%663, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %760 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %761 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %762 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %763 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %764 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %765 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %766 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %767 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %768 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %769 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %770 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %771 = "arith.cmpf"(%663, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %772 = "arith.uitofp"(%arg3) : (i16) -> f32
    %773 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %774 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %775 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %776 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %777 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %778 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %779 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %780 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %781 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %782 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %783 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %784 = "arith.cmpf"(%772, %1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %785 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %786 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %787 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %788 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %789 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %790 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %791 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %792 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %793 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %794 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %795 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %796 = "arith.cmpf"(%772, %14) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %797 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %798 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %799 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %800 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %801 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %802 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %803 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %804 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %805 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %806 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %807 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %808 = "arith.cmpf"(%772, %27) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %809 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %810 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %811 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %812 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %813 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %814 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %815 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %816 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %817 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %818 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %819 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %820 = "arith.cmpf"(%772, %40) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %821 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %822 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %823 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %824 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %825 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %826 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %827 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %828 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %829 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %830 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %831 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %832 = "arith.cmpf"(%772, %53) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %833 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %834 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %835 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %836 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %837 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %838 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %839 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %840 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %841 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %842 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %843 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %844 = "arith.cmpf"(%772, %66) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %845 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %846 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %847 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %848 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %849 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %850 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %851 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %852 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %853 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %854 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %855 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %856 = "arith.cmpf"(%772, %79) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %857 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %858 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %859 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %860 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %861 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %862 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %863 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %864 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %865 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %866 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %867 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %868 = "arith.cmpf"(%772, %92) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %869 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %870 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %871 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %872 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %873 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %874 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %875 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %876 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %877 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %878 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %879 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %880 = "arith.cmpf"(%772, %105) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %881 = "arith.sitofp"(%arg1) : (i32) -> f16
    %882 = "arith.constant"() <{value = 4.500000e+00 : f16}> : () -> f16
    %883 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %884 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %885 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %886 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %887 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %888 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %889 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %890 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %891 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %892 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %893 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %894 = "arith.cmpf"(%881, %882) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %895 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %896 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %897 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %898 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %899 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %900 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %901 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %902 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %903 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %904 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %905 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %906 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %907 = "arith.cmpf"(%881, %895) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %908 = "arith.constant"() <{value = -1.000000e+02 : f16}> : () -> f16
    %909 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %910 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %911 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %912 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %913 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %914 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %915 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %916 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %917 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %918 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %919 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %920 = "arith.cmpf"(%881, %908) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %921 = "arith.uitofp"(%arg1) : (i32) -> f16
    %922 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %923 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %924 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %925 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %926 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %927 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %928 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %929 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %930 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %931 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %932 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %933 = "arith.cmpf"(%921, %882) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %934 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %935 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %936 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %937 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %938 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %939 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %940 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %941 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %942 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %943 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %944 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %945 = "arith.cmpf"(%921, %895) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %946 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %947 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %948 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %949 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %950 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %951 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %952 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %953 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %954 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %955 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %956 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %957 = "arith.cmpf"(%921, %908) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %958 = "arith.sitofp"(%arg3) : (i16) -> f16
    %959 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %960 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %961 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %962 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %963 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %964 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %965 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %966 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %967 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %968 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %969 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %970 = "arith.cmpf"(%958, %882) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %971 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %972 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %973 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %974 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %975 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %976 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %977 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %978 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %979 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %980 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %981 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %982 = "arith.cmpf"(%958, %895) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %983 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %984 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %985 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %986 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %987 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %988 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %989 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %990 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %991 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %992 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %993 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %994 = "arith.cmpf"(%958, %908) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %995 = "arith.uitofp"(%arg3) : (i16) -> f16
    %996 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %997 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %998 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %999 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1000 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1001 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1002 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1003 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1004 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1005 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1006 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1007 = "arith.cmpf"(%995, %882) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1008 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %1009 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1010 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1011 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1012 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1013 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1014 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1015 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1016 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1017 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1018 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1019 = "arith.cmpf"(%995, %895) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %1020 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %1021 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %1022 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %1023 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %1024 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %1025 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %1026 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %1027 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %1028 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %1029 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %1030 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %1031 = "arith.cmpf"(%995, %908) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    "func.return"(%2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()


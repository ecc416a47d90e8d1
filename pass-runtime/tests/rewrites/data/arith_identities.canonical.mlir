"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_i32"}> ({
  ^bb0(%arg17: i32, %arg18: i32):
    %1123 = "arith.constant"() <{value = false}> : () -> i1
    %1124 = "arith.constant"() <{value = true}> : () -> i1
    %1125 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1126 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1127 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1128 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1129 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1130 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1131 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1132 = "arith.addi"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1133 = "arith.addi"(%arg17, %1130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1134 = "arith.addi"(%arg17, %1130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1135 = "arith.addi"(%arg17, %1129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1136 = "arith.addi"(%arg17, %1129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1137 = "arith.addi"(%arg17, %1128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1138 = "arith.addi"(%arg17, %1128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1139 = "arith.addi"(%arg17, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1140 = "arith.addi"(%arg17, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1141 = "arith.addi"(%arg17, %1126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1142 = "arith.addi"(%arg17, %1126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1143 = "arith.addi"(%arg17, %1125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1144 = "arith.addi"(%arg17, %1125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1145 = "arith.subi"(%1131, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1146 = "arith.subi"(%arg17, %1130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1147 = "arith.subi"(%1130, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1148 = "arith.subi"(%arg17, %1129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1149 = "arith.subi"(%1129, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1150 = "arith.subi"(%arg17, %1128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1151 = "arith.subi"(%1128, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1152 = "arith.subi"(%arg17, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1153 = "arith.subi"(%1127, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1154 = "arith.subi"(%arg17, %1126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1155 = "arith.subi"(%1126, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1156 = "arith.subi"(%arg17, %1125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1157 = "arith.subi"(%1125, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1158 = "arith.muli"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1159 = "arith.muli"(%arg17, %1129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1160 = "arith.muli"(%arg17, %1129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1161 = "arith.muli"(%arg17, %1128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1162 = "arith.muli"(%arg17, %1128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1163 = "arith.muli"(%arg17, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1164 = "arith.muli"(%arg17, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1165 = "arith.muli"(%arg17, %1126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1166 = "arith.muli"(%arg17, %1126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1167 = "arith.muli"(%arg17, %1125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1168 = "arith.muli"(%arg17, %1125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1169 = "arith.divsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1170 = "arith.divsi"(%arg17, %1131) : (i32, i32) -> i32
    %1171 = "arith.divsi"(%1131, %arg17) : (i32, i32) -> i32
    %1172 = "arith.divsi"(%1130, %arg17) : (i32, i32) -> i32
    %1173 = "arith.divsi"(%arg17, %1129) : (i32, i32) -> i32
    %1174 = "arith.divsi"(%1129, %arg17) : (i32, i32) -> i32
    %1175 = "arith.divsi"(%arg17, %1128) : (i32, i32) -> i32
    %1176 = "arith.divsi"(%1128, %arg17) : (i32, i32) -> i32
    %1177 = "arith.divsi"(%arg17, %1127) : (i32, i32) -> i32
    %1178 = "arith.divsi"(%1127, %arg17) : (i32, i32) -> i32
    %1179 = "arith.divsi"(%arg17, %1126) : (i32, i32) -> i32
    %1180 = "arith.divsi"(%1126, %arg17) : (i32, i32) -> i32
    %1181 = "arith.divsi"(%arg17, %1125) : (i32, i32) -> i32
    %1182 = "arith.divsi"(%1125, %arg17) : (i32, i32) -> i32
    %1183 = "arith.divui"(%arg17, %arg17) : (i32, i32) -> i32
    %1184 = "arith.divui"(%arg17, %1131) : (i32, i32) -> i32
    %1185 = "arith.divui"(%1131, %arg17) : (i32, i32) -> i32
    %1186 = "arith.divui"(%1130, %arg17) : (i32, i32) -> i32
    %1187 = "arith.divui"(%arg17, %1129) : (i32, i32) -> i32
    %1188 = "arith.divui"(%1129, %arg17) : (i32, i32) -> i32
    %1189 = "arith.divui"(%arg17, %1128) : (i32, i32) -> i32
    %1190 = "arith.divui"(%1128, %arg17) : (i32, i32) -> i32
    %1191 = "arith.divui"(%arg17, %1127) : (i32, i32) -> i32
    %1192 = "arith.divui"(%1127, %arg17) : (i32, i32) -> i32
    %1193 = "arith.divui"(%arg17, %1126) : (i32, i32) -> i32
    %1194 = "arith.divui"(%1126, %arg17) : (i32, i32) -> i32
    %1195 = "arith.divui"(%arg17, %1125) : (i32, i32) -> i32
    %1196 = "arith.divui"(%1125, %arg17) : (i32, i32) -> i32
    %1197 = "arith.ceildivsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1198 = "arith.ceildivsi"(%arg17, %1131) : (i32, i32) -> i32
    %1199 = "arith.ceildivsi"(%1131, %arg17) : (i32, i32) -> i32
    %1200 = "arith.ceildivsi"(%1130, %arg17) : (i32, i32) -> i32
    %1201 = "arith.ceildivsi"(%arg17, %1129) : (i32, i32) -> i32
    %1202 = "arith.ceildivsi"(%1129, %arg17) : (i32, i32) -> i32
    %1203 = "arith.ceildivsi"(%arg17, %1128) : (i32, i32) -> i32
    %1204 = "arith.ceildivsi"(%1128, %arg17) : (i32, i32) -> i32
    %1205 = "arith.ceildivsi"(%arg17, %1127) : (i32, i32) -> i32
    %1206 = "arith.ceildivsi"(%1127, %arg17) : (i32, i32) -> i32
    %1207 = "arith.ceildivsi"(%arg17, %1126) : (i32, i32) -> i32
    %1208 = "arith.ceildivsi"(%1126, %arg17) : (i32, i32) -> i32
    %1209 = "arith.ceildivsi"(%arg17, %1125) : (i32, i32) -> i32
    %1210 = "arith.ceildivsi"(%1125, %arg17) : (i32, i32) -> i32
    %1211 = "arith.ceildivui"(%arg17, %arg17) : (i32, i32) -> i32
    %1212 = "arith.ceildivui"(%arg17, %1131) : (i32, i32) -> i32
    %1213 = "arith.ceildivui"(%1131, %arg17) : (i32, i32) -> i32
    %1214 = "arith.ceildivui"(%1130, %arg17) : (i32, i32) -> i32
    %1215 = "arith.ceildivui"(%arg17, %1129) : (i32, i32) -> i32
    %1216 = "arith.ceildivui"(%1129, %arg17) : (i32, i32) -> i32
    %1217 = "arith.ceildivui"(%arg17, %1128) : (i32, i32) -> i32
    %1218 = "arith.ceildivui"(%1128, %arg17) : (i32, i32) -> i32
    %1219 = "arith.ceildivui"(%arg17, %1127) : (i32, i32) -> i32
    %1220 = "arith.ceildivui"(%1127, %arg17) : (i32, i32) -> i32
    %1221 = "arith.ceildivui"(%arg17, %1126) : (i32, i32) -> i32
    %1222 = "arith.ceildivui"(%1126, %arg17) : (i32, i32) -> i32
    %1223 = "arith.ceildivui"(%arg17, %1125) : (i32, i32) -> i32
    %1224 = "arith.ceildivui"(%1125, %arg17) : (i32, i32) -> i32
    %1225 = "arith.floordivsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1226 = "arith.floordivsi"(%arg17, %1131) : (i32, i32) -> i32
    %1227 = "arith.floordivsi"(%1131, %arg17) : (i32, i32) -> i32
    %1228 = "arith.floordivsi"(%1130, %arg17) : (i32, i32) -> i32
    %1229 = "arith.floordivsi"(%arg17, %1129) : (i32, i32) -> i32
    %1230 = "arith.floordivsi"(%1129, %arg17) : (i32, i32) -> i32
    %1231 = "arith.floordivsi"(%arg17, %1128) : (i32, i32) -> i32
    %1232 = "arith.floordivsi"(%1128, %arg17) : (i32, i32) -> i32
    %1233 = "arith.floordivsi"(%arg17, %1127) : (i32, i32) -> i32
    %1234 = "arith.floordivsi"(%1127, %arg17) : (i32, i32) -> i32
    %1235 = "arith.floordivsi"(%arg17, %1126) : (i32, i32) -> i32
    %1236 = "arith.floordivsi"(%1126, %arg17) : (i32, i32) -> i32
    %1237 = "arith.floordivsi"(%arg17, %1125) : (i32, i32) -> i32
    %1238 = "arith.floordivsi"(%1125, %arg17) : (i32, i32) -> i32
    %1239 = "arith.remsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1240 = "arith.remsi"(%arg17, %1131) : (i32, i32) -> i32
    %1241 = "arith.remsi"(%1131, %arg17) : (i32, i32) -> i32
    %1242 = "arith.remsi"(%1130, %arg17) : (i32, i32) -> i32
    %1243 = "arith.remsi"(%arg17, %1129) : (i32, i32) -> i32
    %1244 = "arith.remsi"(%1129, %arg17) : (i32, i32) -> i32
    %1245 = "arith.remsi"(%arg17, %1128) : (i32, i32) -> i32
    %1246 = "arith.remsi"(%1128, %arg17) : (i32, i32) -> i32
    %1247 = "arith.remsi"(%arg17, %1127) : (i32, i32) -> i32
    %1248 = "arith.remsi"(%1127, %arg17) : (i32, i32) -> i32
    %1249 = "arith.remsi"(%arg17, %1126) : (i32, i32) -> i32
    %1250 = "arith.remsi"(%1126, %arg17) : (i32, i32) -> i32
    %1251 = "arith.remsi"(%arg17, %1125) : (i32, i32) -> i32
    %1252 = "arith.remsi"(%1125, %arg17) : (i32, i32) -> i32
    %1253 = "arith.remui"(%arg17, %arg17) : (i32, i32) -> i32
    %1254 = "arith.remui"(%arg17, %1131) : (i32, i32) -> i32
    %1255 = "arith.remui"(%1131, %arg17) : (i32, i32) -> i32
    %1256 = "arith.remui"(%1130, %arg17) : (i32, i32) -> i32
    %1257 = "arith.remui"(%arg17, %1129) : (i32, i32) -> i32
    %1258 = "arith.remui"(%1129, %arg17) : (i32, i32) -> i32
    %1259 = "arith.remui"(%arg17, %1128) : (i32, i32) -> i32
    %1260 = "arith.remui"(%1128, %arg17) : (i32, i32) -> i32
    %1261 = "arith.remui"(%arg17, %1127) : (i32, i32) -> i32
    %1262 = "arith.remui"(%1127, %arg17) : (i32, i32) -> i32
    %1263 = "arith.remui"(%arg17, %1126) : (i32, i32) -> i32
    %1264 = "arith.remui"(%1126, %arg17) : (i32, i32) -> i32
    %1265 = "arith.remui"(%arg17, %1125) : (i32, i32) -> i32
    %1266 = "arith.remui"(%1125, %arg17) : (i32, i32) -> i32
    %1267 = "arith.andi"(%arg17, %1130) : (i32, i32) -> i32
    %1268 = "arith.andi"(%arg17, %1130) : (i32, i32) -> i32
    %1269 = "arith.andi"(%arg17, %1128) : (i32, i32) -> i32
    %1270 = "arith.andi"(%arg17, %1128) : (i32, i32) -> i32
    %1271 = "arith.andi"(%arg17, %1127) : (i32, i32) -> i32
    %1272 = "arith.andi"(%arg17, %1127) : (i32, i32) -> i32
    %1273 = "arith.andi"(%arg17, %1126) : (i32, i32) -> i32
    %1274 = "arith.andi"(%arg17, %1126) : (i32, i32) -> i32
    %1275 = "arith.andi"(%arg17, %1125) : (i32, i32) -> i32
    %1276 = "arith.andi"(%arg17, %1125) : (i32, i32) -> i32
    %1277 = "arith.ori"(%arg17, %1130) : (i32, i32) -> i32
    %1278 = "arith.ori"(%arg17, %1130) : (i32, i32) -> i32
    %1279 = "arith.ori"(%arg17, %1128) : (i32, i32) -> i32
    %1280 = "arith.ori"(%arg17, %1128) : (i32, i32) -> i32
    %1281 = "arith.ori"(%arg17, %1127) : (i32, i32) -> i32
    %1282 = "arith.ori"(%arg17, %1127) : (i32, i32) -> i32
    %1283 = "arith.ori"(%arg17, %1126) : (i32, i32) -> i32
    %1284 = "arith.ori"(%arg17, %1126) : (i32, i32) -> i32
    %1285 = "arith.ori"(%arg17, %1125) : (i32, i32) -> i32
    %1286 = "arith.ori"(%arg17, %1125) : (i32, i32) -> i32
    %1287 = "arith.xori"(%arg17, %1130) : (i32, i32) -> i32
    %1288 = "arith.xori"(%arg17, %1130) : (i32, i32) -> i32
    %1289 = "arith.xori"(%arg17, %1129) : (i32, i32) -> i32
    %1290 = "arith.xori"(%arg17, %1129) : (i32, i32) -> i32
    %1291 = "arith.xori"(%arg17, %1128) : (i32, i32) -> i32
    %1292 = "arith.xori"(%arg17, %1128) : (i32, i32) -> i32
    %1293 = "arith.xori"(%arg17, %1127) : (i32, i32) -> i32
    %1294 = "arith.xori"(%arg17, %1127) : (i32, i32) -> i32
    %1295 = "arith.xori"(%arg17, %1126) : (i32, i32) -> i32
    %1296 = "arith.xori"(%arg17, %1126) : (i32, i32) -> i32
    %1297 = "arith.xori"(%arg17, %1125) : (i32, i32) -> i32
    %1298 = "arith.xori"(%arg17, %1125) : (i32, i32) -> i32
    %1299 = "arith.shli"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1300 = "arith.shli"(%1131, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1301 = "arith.shli"(%arg17, %1130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1302 = "arith.shli"(%1130, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1303 = "arith.shli"(%arg17, %1129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1304 = "arith.shli"(%1129, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1305 = "arith.shli"(%arg17, %1128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1306 = "arith.shli"(%1128, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1307 = "arith.shli"(%arg17, %1127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1308 = "arith.shli"(%1127, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1309 = "arith.shli"(%arg17, %1126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1310 = "arith.shli"(%1126, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1311 = "arith.shli"(%arg17, %1125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1312 = "arith.shli"(%1125, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1313 = "arith.shrsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1314 = "arith.shrsi"(%1131, %arg17) : (i32, i32) -> i32
    %1315 = "arith.shrsi"(%arg17, %1130) : (i32, i32) -> i32
    %1316 = "arith.shrsi"(%1130, %arg17) : (i32, i32) -> i32
    %1317 = "arith.shrsi"(%arg17, %1129) : (i32, i32) -> i32
    %1318 = "arith.shrsi"(%1129, %arg17) : (i32, i32) -> i32
    %1319 = "arith.shrsi"(%arg17, %1128) : (i32, i32) -> i32
    %1320 = "arith.shrsi"(%1128, %arg17) : (i32, i32) -> i32
    %1321 = "arith.shrsi"(%arg17, %1127) : (i32, i32) -> i32
    %1322 = "arith.shrsi"(%1127, %arg17) : (i32, i32) -> i32
    %1323 = "arith.shrsi"(%arg17, %1126) : (i32, i32) -> i32
    %1324 = "arith.shrsi"(%1126, %arg17) : (i32, i32) -> i32
    %1325 = "arith.shrsi"(%arg17, %1125) : (i32, i32) -> i32
    %1326 = "arith.shrsi"(%1125, %arg17) : (i32, i32) -> i32
    %1327 = "arith.shrui"(%arg17, %arg17) : (i32, i32) -> i32
    %1328 = "arith.shrui"(%1131, %arg17) : (i32, i32) -> i32
    %1329 = "arith.shrui"(%arg17, %1130) : (i32, i32) -> i32
    %1330 = "arith.shrui"(%1130, %arg17) : (i32, i32) -> i32
    %1331 = "arith.shrui"(%arg17, %1129) : (i32, i32) -> i32
    %1332 = "arith.shrui"(%1129, %arg17) : (i32, i32) -> i32
    %1333 = "arith.shrui"(%arg17, %1128) : (i32, i32) -> i32
    %1334 = "arith.shrui"(%1128, %arg17) : (i32, i32) -> i32
    %1335 = "arith.shrui"(%arg17, %1127) : (i32, i32) -> i32
    %1336 = "arith.shrui"(%1127, %arg17) : (i32, i32) -> i32
    %1337 = "arith.shrui"(%arg17, %1126) : (i32, i32) -> i32
    %1338 = "arith.shrui"(%1126, %arg17) : (i32, i32) -> i32
    %1339 = "arith.shrui"(%arg17, %1125) : (i32, i32) -> i32
    %1340 = "arith.shrui"(%1125, %arg17) : (i32, i32) -> i32
    %1341 = "arith.maxsi"(%arg17, %1131) : (i32, i32) -> i32
    %1342 = "arith.maxsi"(%arg17, %1131) : (i32, i32) -> i32
    %1343 = "arith.maxsi"(%arg17, %1130) : (i32, i32) -> i32
    %1344 = "arith.maxsi"(%arg17, %1130) : (i32, i32) -> i32
    %1345 = "arith.maxsi"(%arg17, %1129) : (i32, i32) -> i32
    %1346 = "arith.maxsi"(%arg17, %1129) : (i32, i32) -> i32
    %1347 = "arith.maxsi"(%arg17, %1128) : (i32, i32) -> i32
    %1348 = "arith.maxsi"(%arg17, %1128) : (i32, i32) -> i32
    %1349 = "arith.maxsi"(%arg17, %1127) : (i32, i32) -> i32
    %1350 = "arith.maxsi"(%arg17, %1127) : (i32, i32) -> i32
    %1351 = "arith.maxui"(%arg17, %1130) : (i32, i32) -> i32
    %1352 = "arith.maxui"(%arg17, %1130) : (i32, i32) -> i32
    %1353 = "arith.maxui"(%arg17, %1128) : (i32, i32) -> i32
    %1354 = "arith.maxui"(%arg17, %1128) : (i32, i32) -> i32
    %1355 = "arith.maxui"(%arg17, %1127) : (i32, i32) -> i32
    %1356 = "arith.maxui"(%arg17, %1127) : (i32, i32) -> i32
    %1357 = "arith.maxui"(%arg17, %1126) : (i32, i32) -> i32
    %1358 = "arith.maxui"(%arg17, %1126) : (i32, i32) -> i32
    %1359 = "arith.maxui"(%arg17, %1125) : (i32, i32) -> i32
    %1360 = "arith.maxui"(%arg17, %1125) : (i32, i32) -> i32
    %1361 = "arith.minsi"(%arg17, %1131) : (i32, i32) -> i32
    %1362 = "arith.minsi"(%arg17, %1131) : (i32, i32) -> i32
    %1363 = "arith.minsi"(%arg17, %1130) : (i32, i32) -> i32
    %1364 = "arith.minsi"(%arg17, %1130) : (i32, i32) -> i32
    %1365 = "arith.minsi"(%arg17, %1129) : (i32, i32) -> i32
    %1366 = "arith.minsi"(%arg17, %1129) : (i32, i32) -> i32
    %1367 = "arith.minsi"(%arg17, %1128) : (i32, i32) -> i32
    %1368 = "arith.minsi"(%arg17, %1128) : (i32, i32) -> i32
    %1369 = "arith.minsi"(%arg17, %1127) : (i32, i32) -> i32
    %1370 = "arith.minsi"(%arg17, %1127) : (i32, i32) -> i32
    %1371 = "arith.minui"(%arg17, %1130) : (i32, i32) -> i32
    %1372 = "arith.minui"(%arg17, %1130) : (i32, i32) -> i32
    %1373 = "arith.minui"(%arg17, %1128) : (i32, i32) -> i32
    %1374 = "arith.minui"(%arg17, %1128) : (i32, i32) -> i32
    %1375 = "arith.minui"(%arg17, %1127) : (i32, i32) -> i32
    %1376 = "arith.minui"(%arg17, %1127) : (i32, i32) -> i32
    %1377 = "arith.minui"(%arg17, %1126) : (i32, i32) -> i32
    %1378 = "arith.minui"(%arg17, %1126) : (i32, i32) -> i32
    %1379 = "arith.minui"(%arg17, %1125) : (i32, i32) -> i32
    %1380 = "arith.minui"(%arg17, %1125) : (i32, i32) -> i32
    %1381 = "arith.cmpi"(%arg17, %1131) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1382 = "arith.cmpi"(%arg17, %1131) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1383 = "arith.cmpi"(%arg17, %1130) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1384 = "arith.cmpi"(%arg17, %1130) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1385 = "arith.cmpi"(%arg17, %1131) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1386 = "arith.cmpi"(%arg17, %1131) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1387 = "arith.cmpi"(%arg17, %1130) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1388 = "arith.cmpi"(%arg17, %1130) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1389 = "arith.cmpi"(%arg17, %1131) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1390 = "arith.cmpi"(%arg17, %1131) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1391 = "arith.cmpi"(%arg17, %1130) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1392 = "arith.cmpi"(%arg17, %1130) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1393 = "arith.cmpi"(%arg17, %1131) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1394 = "arith.cmpi"(%arg17, %1131) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1395 = "arith.cmpi"(%arg17, %1130) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1396 = "arith.cmpi"(%arg17, %1130) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1397 = "arith.cmpi"(%arg17, %1131) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1398 = "arith.cmpi"(%arg17, %1131) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1399 = "arith.cmpi"(%arg17, %1130) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1400 = "arith.cmpi"(%arg17, %1130) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1401 = "arith.cmpi"(%arg17, %1131) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1402 = "arith.cmpi"(%arg17, %1131) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1403 = "arith.cmpi"(%arg17, %1130) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1404 = "arith.cmpi"(%arg17, %1130) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1405 = "arith.cmpi"(%arg17, %1131) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1406 = "arith.cmpi"(%arg17, %1131) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1407 = "arith.cmpi"(%arg17, %1130) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1408 = "arith.cmpi"(%arg17, %1130) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1409 = "arith.cmpi"(%arg17, %1131) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1410 = "arith.cmpi"(%arg17, %1131) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1411 = "arith.cmpi"(%arg17, %1130) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1412 = "arith.cmpi"(%arg17, %1130) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1413 = "arith.cmpi"(%arg17, %1131) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1414 = "arith.cmpi"(%arg17, %1131) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1415 = "arith.cmpi"(%arg17, %1130) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1416 = "arith.cmpi"(%arg17, %1130) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1417 = "arith.cmpi"(%arg17, %1131) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1418 = "arith.cmpi"(%arg17, %1131) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1419 = "arith.cmpi"(%arg17, %1130) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1420 = "arith.cmpi"(%arg17, %1130) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "func.return"(%1132, %arg17, %arg17, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1131, %arg17, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1131, %1131, %arg17, %arg17, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %arg17, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %arg17, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %arg17, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %arg17, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %arg17, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1131, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1131, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %arg17, %1131, %1131, %1267, %1268, %arg17, %arg17, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %arg17, %arg17, %arg17, %1277, %1278, %1129, %1129, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1131, %arg17, %arg17, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %arg17, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %arg17, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %arg17, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335, %1336, %1337, %1338, %1339, %1340, %arg17, %1341, %1342, %1343, %1344, %1345, %1346, %1347, %1348, %1349, %1350, %1126, %1126, %arg17, %arg17, %arg17, %arg17, %arg17, %1351, %1352, %1129, %1129, %1353, %1354, %1355, %1356, %1357, %1358, %1359, %1360, %arg17, %1361, %1362, %1363, %1364, %1365, %1366, %1367, %1368, %1369, %1370, %arg17, %arg17, %1125, %1125, %arg17, %1131, %1131, %1371, %1372, %arg17, %arg17, %1373, %1374, %1375, %1376, %1377, %1378, %1379, %1380, %1124, %1381, %1382, %1383, %1384, %1123, %1385, %1386, %1387, %1388, %1123, %1389, %1390, %1391, %1392, %1124, %1393, %1394, %1395, %1396, %1123, %1397, %1398, %1399, %1400, %1124, %1401, %1402, %1403, %1404, %1123, %1405, %1406, %1407, %1408, %1124, %1409, %1410, %1411, %1412, %1123, %1413, %1414, %1415, %1416, %1124, %1417, %1418, %1419, %1420) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_index"}> ({
  ^bb0(%arg15: index, %arg16: index):
    %825 = "arith.constant"() <{value = false}> : () -> i1
    %826 = "arith.constant"() <{value = true}> : () -> i1
    %827 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %828 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %829 = "arith.constant"() <{value = 64 : index}> : () -> index
    %830 = "arith.constant"() <{value = 3 : index}> : () -> index
    %831 = "arith.constant"() <{value = -1 : index}> : () -> index
    %832 = "arith.constant"() <{value = 1 : index}> : () -> index
    %833 = "arith.constant"() <{value = 0 : index}> : () -> index
    %834 = "arith.addi"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %835 = "arith.addi"(%arg15, %832) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %836 = "arith.addi"(%arg15, %832) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %837 = "arith.addi"(%arg15, %831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %838 = "arith.addi"(%arg15, %831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %839 = "arith.addi"(%arg15, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %840 = "arith.addi"(%arg15, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %841 = "arith.addi"(%arg15, %829) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %842 = "arith.addi"(%arg15, %829) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %843 = "arith.addi"(%arg15, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %844 = "arith.addi"(%arg15, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %845 = "arith.addi"(%arg15, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %846 = "arith.addi"(%arg15, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %847 = "arith.subi"(%833, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %848 = "arith.subi"(%arg15, %832) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %849 = "arith.subi"(%832, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %850 = "arith.subi"(%arg15, %831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %851 = "arith.subi"(%831, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %852 = "arith.subi"(%arg15, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %853 = "arith.subi"(%830, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %854 = "arith.subi"(%arg15, %829) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %855 = "arith.subi"(%829, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %856 = "arith.subi"(%arg15, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %857 = "arith.subi"(%828, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %858 = "arith.subi"(%arg15, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %859 = "arith.subi"(%827, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %860 = "arith.muli"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %861 = "arith.muli"(%arg15, %831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %862 = "arith.muli"(%arg15, %831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %863 = "arith.muli"(%arg15, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %864 = "arith.muli"(%arg15, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %865 = "arith.muli"(%arg15, %829) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %866 = "arith.muli"(%arg15, %829) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %867 = "arith.muli"(%arg15, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %868 = "arith.muli"(%arg15, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %869 = "arith.muli"(%arg15, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %870 = "arith.muli"(%arg15, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %871 = "arith.divsi"(%arg15, %arg15) : (index, index) -> index
    %872 = "arith.divsi"(%arg15, %833) : (index, index) -> index
    %873 = "arith.divsi"(%833, %arg15) : (index, index) -> index
    %874 = "arith.divsi"(%832, %arg15) : (index, index) -> index
    %875 = "arith.divsi"(%arg15, %831) : (index, index) -> index
    %876 = "arith.divsi"(%831, %arg15) : (index, index) -> index
    %877 = "arith.divsi"(%arg15, %830) : (index, index) -> index
    %878 = "arith.divsi"(%830, %arg15) : (index, index) -> index
    %879 = "arith.divsi"(%arg15, %829) : (index, index) -> index
    %880 = "arith.divsi"(%829, %arg15) : (index, index) -> index
    %881 = "arith.divsi"(%arg15, %828) : (index, index) -> index
    %882 = "arith.divsi"(%828, %arg15) : (index, index) -> index
    %883 = "arith.divsi"(%arg15, %827) : (index, index) -> index
    %884 = "arith.divsi"(%827, %arg15) : (index, index) -> index
    %885 = "arith.divui"(%arg15, %arg15) : (index, index) -> index
    %886 = "arith.divui"(%arg15, %833) : (index, index) -> index
    %887 = "arith.divui"(%833, %arg15) : (index, index) -> index
    %888 = "arith.divui"(%832, %arg15) : (index, index) -> index
    %889 = "arith.divui"(%arg15, %831) : (index, index) -> index
    %890 = "arith.divui"(%831, %arg15) : (index, index) -> index
    %891 = "arith.divui"(%arg15, %830) : (index, index) -> index
    %892 = "arith.divui"(%830, %arg15) : (index, index) -> index
    %893 = "arith.divui"(%arg15, %829) : (index, index) -> index
    %894 = "arith.divui"(%829, %arg15) : (index, index) -> index
    %895 = "arith.divui"(%arg15, %828) : (index, index) -> index
    %896 = "arith.divui"(%828, %arg15) : (index, index) -> index
    %897 = "arith.divui"(%arg15, %827) : (index, index) -> index
    %898 = "arith.divui"(%827, %arg15) : (index, index) -> index
    %899 = "arith.ceildivsi"(%arg15, %arg15) : (index, index) -> index
    %900 = "arith.ceildivsi"(%arg15, %833) : (index, index) -> index
    %901 = "arith.ceildivsi"(%833, %arg15) : (index, index) -> index
    %902 = "arith.ceildivsi"(%832, %arg15) : (index, index) -> index
    %903 = "arith.ceildivsi"(%arg15, %831) : (index, index) -> index
    %904 = "arith.ceildivsi"(%831, %arg15) : (index, index) -> index
    %905 = "arith.ceildivsi"(%arg15, %830) : (index, index) -> index
    %906 = "arith.ceildivsi"(%830, %arg15) : (index, index) -> index
    %907 = "arith.ceildivsi"(%arg15, %829) : (index, index) -> index
    %908 = "arith.ceildivsi"(%829, %arg15) : (index, index) -> index
    %909 = "arith.ceildivsi"(%arg15, %828) : (index, index) -> index
    %910 = "arith.ceildivsi"(%828, %arg15) : (index, index) -> index
    %911 = "arith.ceildivsi"(%arg15, %827) : (index, index) -> index
    %912 = "arith.ceildivsi"(%827, %arg15) : (index, index) -> index
    %913 = "arith.ceildivui"(%arg15, %arg15) : (index, index) -> index
    %914 = "arith.ceildivui"(%arg15, %833) : (index, index) -> index
    %915 = "arith.ceildivui"(%833, %arg15) : (index, index) -> index
    %916 = "arith.ceildivui"(%832, %arg15) : (index, index) -> index
    %917 = "arith.ceildivui"(%arg15, %831) : (index, index) -> index
    %918 = "arith.ceildivui"(%831, %arg15) : (index, index) -> index
    %919 = "arith.ceildivui"(%arg15, %830) : (index, index) -> index
    %920 = "arith.ceildivui"(%830, %arg15) : (index, index) -> index
    %921 = "arith.ceildivui"(%arg15, %829) : (index, index) -> index
    %922 = "arith.ceildivui"(%829, %arg15) : (index, index) -> index
    %923 = "arith.ceildivui"(%arg15, %828) : (index, index) -> index
    %924 = "arith.ceildivui"(%828, %arg15) : (index, index) -> index
    %925 = "arith.ceildivui"(%arg15, %827) : (index, index) -> index
    %926 = "arith.ceildivui"(%827, %arg15) : (index, index) -> index
    %927 = "arith.floordivsi"(%arg15, %arg15) : (index, index) -> index
    %928 = "arith.floordivsi"(%arg15, %833) : (index, index) -> index
    %929 = "arith.floordivsi"(%833, %arg15) : (index, index) -> index
    %930 = "arith.floordivsi"(%832, %arg15) : (index, index) -> index
    %931 = "arith.floordivsi"(%arg15, %831) : (index, index) -> index
    %932 = "arith.floordivsi"(%831, %arg15) : (index, index) -> index
    %933 = "arith.floordivsi"(%arg15, %830) : (index, index) -> index
    %934 = "arith.floordivsi"(%830, %arg15) : (index, index) -> index
    %935 = "arith.floordivsi"(%arg15, %829) : (index, index) -> index
    %936 = "arith.floordivsi"(%829, %arg15) : (index, index) -> index
    %937 = "arith.floordivsi"(%arg15, %828) : (index, index) -> index
    %938 = "arith.floordivsi"(%828, %arg15) : (index, index) -> index
    %939 = "arith.floordivsi"(%arg15, %827) : (index, index) -> index
    %940 = "arith.floordivsi"(%827, %arg15) : (index, index) -> index
    %941 = "arith.remsi"(%arg15, %arg15) : (index, index) -> index
    %942 = "arith.remsi"(%arg15, %833) : (index, index) -> index
    %943 = "arith.remsi"(%833, %arg15) : (index, index) -> index
    %944 = "arith.remsi"(%832, %arg15) : (index, index) -> index
    %945 = "arith.remsi"(%arg15, %831) : (index, index) -> index
    %946 = "arith.remsi"(%831, %arg15) : (index, index) -> index
    %947 = "arith.remsi"(%arg15, %830) : (index, index) -> index
    %948 = "arith.remsi"(%830, %arg15) : (index, index) -> index
    %949 = "arith.remsi"(%arg15, %829) : (index, index) -> index
    %950 = "arith.remsi"(%829, %arg15) : (index, index) -> index
    %951 = "arith.remsi"(%arg15, %828) : (index, index) -> index
    %952 = "arith.remsi"(%828, %arg15) : (index, index) -> index
    %953 = "arith.remsi"(%arg15, %827) : (index, index) -> index
    %954 = "arith.remsi"(%827, %arg15) : (index, index) -> index
    %955 = "arith.remui"(%arg15, %arg15) : (index, index) -> index
    %956 = "arith.remui"(%arg15, %833) : (index, index) -> index
    %957 = "arith.remui"(%833, %arg15) : (index, index) -> index
    %958 = "arith.remui"(%832, %arg15) : (index, index) -> index
    %959 = "arith.remui"(%arg15, %831) : (index, index) -> index
    %960 = "arith.remui"(%831, %arg15) : (index, index) -> index
    %961 = "arith.remui"(%arg15, %830) : (index, index) -> index
    %962 = "arith.remui"(%830, %arg15) : (index, index) -> index
    %963 = "arith.remui"(%arg15, %829) : (index, index) -> index
    %964 = "arith.remui"(%829, %arg15) : (index, index) -> index
    %965 = "arith.remui"(%arg15, %828) : (index, index) -> index
    %966 = "arith.remui"(%828, %arg15) : (index, index) -> index
    %967 = "arith.remui"(%arg15, %827) : (index, index) -> index
    %968 = "arith.remui"(%827, %arg15) : (index, index) -> index
    %969 = "arith.andi"(%arg15, %832) : (index, index) -> index
    %970 = "arith.andi"(%arg15, %832) : (index, index) -> index
    %971 = "arith.andi"(%arg15, %830) : (index, index) -> index
    %972 = "arith.andi"(%arg15, %830) : (index, index) -> index
    %973 = "arith.andi"(%arg15, %829) : (index, index) -> index
    %974 = "arith.andi"(%arg15, %829) : (index, index) -> index
    %975 = "arith.andi"(%arg15, %828) : (index, index) -> index
    %976 = "arith.andi"(%arg15, %828) : (index, index) -> index
    %977 = "arith.andi"(%arg15, %827) : (index, index) -> index
    %978 = "arith.andi"(%arg15, %827) : (index, index) -> index
    %979 = "arith.ori"(%arg15, %832) : (index, index) -> index
    %980 = "arith.ori"(%arg15, %832) : (index, index) -> index
    %981 = "arith.ori"(%arg15, %830) : (index, index) -> index
    %982 = "arith.ori"(%arg15, %830) : (index, index) -> index
    %983 = "arith.ori"(%arg15, %829) : (index, index) -> index
    %984 = "arith.ori"(%arg15, %829) : (index, index) -> index
    %985 = "arith.ori"(%arg15, %828) : (index, index) -> index
    %986 = "arith.ori"(%arg15, %828) : (index, index) -> index
    %987 = "arith.ori"(%arg15, %827) : (index, index) -> index
    %988 = "arith.ori"(%arg15, %827) : (index, index) -> index
    %989 = "arith.xori"(%arg15, %832) : (index, index) -> index
    %990 = "arith.xori"(%arg15, %832) : (index, index) -> index
    %991 = "arith.xori"(%arg15, %831) : (index, index) -> index
    %992 = "arith.xori"(%arg15, %831) : (index, index) -> index
    %993 = "arith.xori"(%arg15, %830) : (index, index) -> index
    %994 = "arith.xori"(%arg15, %830) : (index, index) -> index
    %995 = "arith.xori"(%arg15, %829) : (index, index) -> index
    %996 = "arith.xori"(%arg15, %829) : (index, index) -> index
    %997 = "arith.xori"(%arg15, %828) : (index, index) -> index
    %998 = "arith.xori"(%arg15, %828) : (index, index) -> index
    %999 = "arith.xori"(%arg15, %827) : (index, index) -> index
    %1000 = "arith.xori"(%arg15, %827) : (index, index) -> index
    %1001 = "arith.shli"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1002 = "arith.shli"(%833, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1003 = "arith.shli"(%arg15, %832) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1004 = "arith.shli"(%832, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1005 = "arith.shli"(%arg15, %831) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1006 = "arith.shli"(%831, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1007 = "arith.shli"(%arg15, %830) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1008 = "arith.shli"(%830, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1009 = "arith.shli"(%arg15, %829) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1010 = "arith.shli"(%829, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1011 = "arith.shli"(%arg15, %828) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1012 = "arith.shli"(%828, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1013 = "arith.shli"(%arg15, %827) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1014 = "arith.shli"(%827, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1015 = "arith.shrsi"(%arg15, %arg15) : (index, index) -> index
    %1016 = "arith.shrsi"(%833, %arg15) : (index, index) -> index
    %1017 = "arith.shrsi"(%arg15, %832) : (index, index) -> index
    %1018 = "arith.shrsi"(%832, %arg15) : (index, index) -> index
    %1019 = "arith.shrsi"(%arg15, %831) : (index, index) -> index
    %1020 = "arith.shrsi"(%831, %arg15) : (index, index) -> index
    %1021 = "arith.shrsi"(%arg15, %830) : (index, index) -> index
    %1022 = "arith.shrsi"(%830, %arg15) : (index, index) -> index
    %1023 = "arith.shrsi"(%arg15, %829) : (index, index) -> index
    %1024 = "arith.shrsi"(%829, %arg15) : (index, index) -> index
    %1025 = "arith.shrsi"(%arg15, %828) : (index, index) -> index
    %1026 = "arith.shrsi"(%828, %arg15) : (index, index) -> index
    %1027 = "arith.shrsi"(%arg15, %827) : (index, index) -> index
    %1028 = "arith.shrsi"(%827, %arg15) : (index, index) -> index
    %1029 = "arith.shrui"(%arg15, %arg15) : (index, index) -> index
    %1030 = "arith.shrui"(%833, %arg15) : (index, index) -> index
    %1031 = "arith.shrui"(%arg15, %832) : (index, index) -> index
    %1032 = "arith.shrui"(%832, %arg15) : (index, index) -> index
    %1033 = "arith.shrui"(%arg15, %831) : (index, index) -> index
    %1034 = "arith.shrui"(%831, %arg15) : (index, index) -> index
    %1035 = "arith.shrui"(%arg15, %830) : (index, index) -> index
    %1036 = "arith.shrui"(%830, %arg15) : (index, index) -> index
    %1037 = "arith.shrui"(%arg15, %829) : (index, index) -> index
    %1038 = "arith.shrui"(%829, %arg15) : (index, index) -> index
    %1039 = "arith.shrui"(%arg15, %828) : (index, index) -> index
    %1040 = "arith.shrui"(%828, %arg15) : (index, index) -> index
    %1041 = "arith.shrui"(%arg15, %827) : (index, index) -> index
    %1042 = "arith.shrui"(%827, %arg15) : (index, index) -> index
    %1043 = "arith.maxsi"(%arg15, %833) : (index, index) -> index
    %1044 = "arith.maxsi"(%arg15, %833) : (index, index) -> index
    %1045 = "arith.maxsi"(%arg15, %832) : (index, index) -> index
    %1046 = "arith.maxsi"(%arg15, %832) : (index, index) -> index
    %1047 = "arith.maxsi"(%arg15, %831) : (index, index) -> index
    %1048 = "arith.maxsi"(%arg15, %831) : (index, index) -> index
    %1049 = "arith.maxsi"(%arg15, %830) : (index, index) -> index
    %1050 = "arith.maxsi"(%arg15, %830) : (index, index) -> index
    %1051 = "arith.maxsi"(%arg15, %829) : (index, index) -> index
    %1052 = "arith.maxsi"(%arg15, %829) : (index, index) -> index
    %1053 = "arith.maxui"(%arg15, %832) : (index, index) -> index
    %1054 = "arith.maxui"(%arg15, %832) : (index, index) -> index
    %1055 = "arith.maxui"(%arg15, %830) : (index, index) -> index
    %1056 = "arith.maxui"(%arg15, %830) : (index, index) -> index
    %1057 = "arith.maxui"(%arg15, %829) : (index, index) -> index
    %1058 = "arith.maxui"(%arg15, %829) : (index, index) -> index
    %1059 = "arith.maxui"(%arg15, %828) : (index, index) -> index
    %1060 = "arith.maxui"(%arg15, %828) : (index, index) -> index
    %1061 = "arith.maxui"(%arg15, %827) : (index, index) -> index
    %1062 = "arith.maxui"(%arg15, %827) : (index, index) -> index
    %1063 = "arith.minsi"(%arg15, %833) : (index, index) -> index
    %1064 = "arith.minsi"(%arg15, %833) : (index, index) -> index
    %1065 = "arith.minsi"(%arg15, %832) : (index, index) -> index
    %1066 = "arith.minsi"(%arg15, %832) : (index, index) -> index
    %1067 = "arith.minsi"(%arg15, %831) : (index, index) -> index
    %1068 = "arith.minsi"(%arg15, %831) : (index, index) -> index
    %1069 = "arith.minsi"(%arg15, %830) : (index, index) -> index
    %1070 = "arith.minsi"(%arg15, %830) : (index, index) -> index
    %1071 = "arith.minsi"(%arg15, %829) : (index, index) -> index
    %1072 = "arith.minsi"(%arg15, %829) : (index, index) -> index
    %1073 = "arith.minui"(%arg15, %832) : (index, index) -> index
    %1074 = "arith.minui"(%arg15, %832) : (index, index) -> index
    %1075 = "arith.minui"(%arg15, %830) : (index, index) -> index
    %1076 = "arith.minui"(%arg15, %830) : (index, index) -> index
    %1077 = "arith.minui"(%arg15, %829) : (index, index) -> index
    %1078 = "arith.minui"(%arg15, %829) : (index, index) -> index
    %1079 = "arith.minui"(%arg15, %828) : (index, index) -> index
    %1080 = "arith.minui"(%arg15, %828) : (index, index) -> index
    %1081 = "arith.minui"(%arg15, %827) : (index, index) -> index
    %1082 = "arith.minui"(%arg15, %827) : (index, index) -> index
    %1083 = "arith.cmpi"(%arg15, %833) <{predicate = 0 : i64}> : (index, index) -> i1
    %1084 = "arith.cmpi"(%arg15, %833) <{predicate = 0 : i64}> : (index, index) -> i1
    %1085 = "arith.cmpi"(%arg15, %832) <{predicate = 0 : i64}> : (index, index) -> i1
    %1086 = "arith.cmpi"(%arg15, %832) <{predicate = 0 : i64}> : (index, index) -> i1
    %1087 = "arith.cmpi"(%arg15, %833) <{predicate = 1 : i64}> : (index, index) -> i1
    %1088 = "arith.cmpi"(%arg15, %833) <{predicate = 1 : i64}> : (index, index) -> i1
    %1089 = "arith.cmpi"(%arg15, %832) <{predicate = 1 : i64}> : (index, index) -> i1
    %1090 = "arith.cmpi"(%arg15, %832) <{predicate = 1 : i64}> : (index, index) -> i1
    %1091 = "arith.cmpi"(%arg15, %833) <{predicate = 2 : i64}> : (index, index) -> i1
    %1092 = "arith.cmpi"(%arg15, %833) <{predicate = 4 : i64}> : (index, index) -> i1
    %1093 = "arith.cmpi"(%arg15, %832) <{predicate = 2 : i64}> : (index, index) -> i1
    %1094 = "arith.cmpi"(%arg15, %832) <{predicate = 4 : i64}> : (index, index) -> i1
    %1095 = "arith.cmpi"(%arg15, %833) <{predicate = 3 : i64}> : (index, index) -> i1
    %1096 = "arith.cmpi"(%arg15, %833) <{predicate = 5 : i64}> : (index, index) -> i1
    %1097 = "arith.cmpi"(%arg15, %832) <{predicate = 3 : i64}> : (index, index) -> i1
    %1098 = "arith.cmpi"(%arg15, %832) <{predicate = 5 : i64}> : (index, index) -> i1
    %1099 = "arith.cmpi"(%arg15, %833) <{predicate = 4 : i64}> : (index, index) -> i1
    %1100 = "arith.cmpi"(%arg15, %833) <{predicate = 2 : i64}> : (index, index) -> i1
    %1101 = "arith.cmpi"(%arg15, %832) <{predicate = 4 : i64}> : (index, index) -> i1
    %1102 = "arith.cmpi"(%arg15, %832) <{predicate = 2 : i64}> : (index, index) -> i1
    %1103 = "arith.cmpi"(%arg15, %833) <{predicate = 5 : i64}> : (index, index) -> i1
    %1104 = "arith.cmpi"(%arg15, %833) <{predicate = 3 : i64}> : (index, index) -> i1
    %1105 = "arith.cmpi"(%arg15, %832) <{predicate = 5 : i64}> : (index, index) -> i1
    %1106 = "arith.cmpi"(%arg15, %832) <{predicate = 3 : i64}> : (index, index) -> i1
    %1107 = "arith.cmpi"(%arg15, %833) <{predicate = 6 : i64}> : (index, index) -> i1
    %1108 = "arith.cmpi"(%arg15, %833) <{predicate = 8 : i64}> : (index, index) -> i1
    %1109 = "arith.cmpi"(%arg15, %832) <{predicate = 6 : i64}> : (index, index) -> i1
    %1110 = "arith.cmpi"(%arg15, %832) <{predicate = 8 : i64}> : (index, index) -> i1
    %1111 = "arith.cmpi"(%arg15, %833) <{predicate = 7 : i64}> : (index, index) -> i1
    %1112 = "arith.cmpi"(%arg15, %833) <{predicate = 9 : i64}> : (index, index) -> i1
    %1113 = "arith.cmpi"(%arg15, %832) <{predicate = 7 : i64}> : (index, index) -> i1
    %1114 = "arith.cmpi"(%arg15, %832) <{predicate = 9 : i64}> : (index, index) -> i1
    %1115 = "arith.cmpi"(%arg15, %833) <{predicate = 8 : i64}> : (index, index) -> i1
    %1116 = "arith.cmpi"(%arg15, %833) <{predicate = 6 : i64}> : (index, index) -> i1
    %1117 = "arith.cmpi"(%arg15, %832) <{predicate = 8 : i64}> : (index, index) -> i1
    %1118 = "arith.cmpi"(%arg15, %832) <{predicate = 6 : i64}> : (index, index) -> i1
    %1119 = "arith.cmpi"(%arg15, %833) <{predicate = 9 : i64}> : (index, index) -> i1
    %1120 = "arith.cmpi"(%arg15, %833) <{predicate = 7 : i64}> : (index, index) -> i1
    %1121 = "arith.cmpi"(%arg15, %832) <{predicate = 9 : i64}> : (index, index) -> i1
    %1122 = "arith.cmpi"(%arg15, %832) <{predicate = 7 : i64}> : (index, index) -> i1
    "func.return"(%834, %arg15, %arg15, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %833, %arg15, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %833, %833, %arg15, %arg15, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %arg15, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %arg15, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %arg15, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %arg15, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %arg15, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %833, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %833, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %arg15, %833, %833, %969, %970, %arg15, %arg15, %971, %972, %973, %974, %975, %976, %977, %978, %arg15, %arg15, %arg15, %979, %980, %831, %831, %981, %982, %983, %984, %985, %986, %987, %988, %833, %arg15, %arg15, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %arg15, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %arg15, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %arg15, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %arg15, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %828, %828, %arg15, %arg15, %arg15, %arg15, %arg15, %1053, %1054, %831, %831, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %arg15, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %arg15, %arg15, %827, %827, %arg15, %833, %833, %1073, %1074, %arg15, %arg15, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %826, %1083, %1084, %1085, %1086, %825, %1087, %1088, %1089, %1090, %825, %1091, %1092, %1093, %1094, %826, %1095, %1096, %1097, %1098, %825, %1099, %1100, %1101, %1102, %826, %1103, %1104, %1105, %1106, %825, %1107, %1108, %1109, %1110, %826, %1111, %1112, %1113, %1114, %825, %1115, %1116, %1117, %1118, %826, %1119, %1120, %1121, %1122) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_i1"}> ({
  ^bb0(%arg13: i1, %arg14: i1):
    %738 = "arith.constant"() <{value = true}> : () -> i1
    %739 = "arith.constant"() <{value = false}> : () -> i1
    %740 = "arith.addi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %741 = "arith.addi"(%arg13, %738) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %742 = "arith.addi"(%arg13, %738) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %743 = "arith.subi"(%739, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %744 = "arith.subi"(%arg13, %738) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %745 = "arith.subi"(%738, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %746 = "arith.muli"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %747 = "arith.divsi"(%arg13, %arg13) : (i1, i1) -> i1
    %748 = "arith.divsi"(%arg13, %739) : (i1, i1) -> i1
    %749 = "arith.divsi"(%739, %arg13) : (i1, i1) -> i1
    %750 = "arith.divsi"(%738, %arg13) : (i1, i1) -> i1
    %751 = "arith.divui"(%arg13, %arg13) : (i1, i1) -> i1
    %752 = "arith.divui"(%arg13, %739) : (i1, i1) -> i1
    %753 = "arith.divui"(%739, %arg13) : (i1, i1) -> i1
    %754 = "arith.divui"(%738, %arg13) : (i1, i1) -> i1
    %755 = "arith.ceildivsi"(%arg13, %arg13) : (i1, i1) -> i1
    %756 = "arith.ceildivsi"(%arg13, %739) : (i1, i1) -> i1
    %757 = "arith.ceildivsi"(%739, %arg13) : (i1, i1) -> i1
    %758 = "arith.ceildivsi"(%738, %arg13) : (i1, i1) -> i1
    %759 = "arith.ceildivui"(%arg13, %arg13) : (i1, i1) -> i1
    %760 = "arith.ceildivui"(%arg13, %739) : (i1, i1) -> i1
    %761 = "arith.ceildivui"(%739, %arg13) : (i1, i1) -> i1
    %762 = "arith.ceildivui"(%738, %arg13) : (i1, i1) -> i1
    %763 = "arith.floordivsi"(%arg13, %arg13) : (i1, i1) -> i1
    %764 = "arith.floordivsi"(%arg13, %739) : (i1, i1) -> i1
    %765 = "arith.floordivsi"(%739, %arg13) : (i1, i1) -> i1
    %766 = "arith.floordivsi"(%738, %arg13) : (i1, i1) -> i1
    %767 = "arith.remsi"(%arg13, %arg13) : (i1, i1) -> i1
    %768 = "arith.remsi"(%arg13, %739) : (i1, i1) -> i1
    %769 = "arith.remsi"(%739, %arg13) : (i1, i1) -> i1
    %770 = "arith.remsi"(%738, %arg13) : (i1, i1) -> i1
    %771 = "arith.remui"(%arg13, %arg13) : (i1, i1) -> i1
    %772 = "arith.remui"(%arg13, %739) : (i1, i1) -> i1
    %773 = "arith.remui"(%739, %arg13) : (i1, i1) -> i1
    %774 = "arith.remui"(%738, %arg13) : (i1, i1) -> i1
    %775 = "arith.xori"(%arg13, %738) : (i1, i1) -> i1
    %776 = "arith.xori"(%arg13, %738) : (i1, i1) -> i1
    %777 = "arith.shli"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %778 = "arith.shli"(%739, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %779 = "arith.shli"(%arg13, %738) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %780 = "arith.shli"(%738, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %781 = "arith.shrsi"(%arg13, %arg13) : (i1, i1) -> i1
    %782 = "arith.shrsi"(%739, %arg13) : (i1, i1) -> i1
    %783 = "arith.shrsi"(%arg13, %738) : (i1, i1) -> i1
    %784 = "arith.shrsi"(%738, %arg13) : (i1, i1) -> i1
    %785 = "arith.shrui"(%arg13, %arg13) : (i1, i1) -> i1
    %786 = "arith.shrui"(%739, %arg13) : (i1, i1) -> i1
    %787 = "arith.shrui"(%arg13, %738) : (i1, i1) -> i1
    %788 = "arith.shrui"(%738, %arg13) : (i1, i1) -> i1
    %789 = "arith.cmpi"(%arg13, %739) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %790 = "arith.cmpi"(%arg13, %739) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %791 = "arith.cmpi"(%arg13, %738) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %792 = "arith.cmpi"(%arg13, %738) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %793 = "arith.cmpi"(%arg13, %739) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %794 = "arith.cmpi"(%arg13, %739) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %795 = "arith.cmpi"(%arg13, %738) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %796 = "arith.cmpi"(%arg13, %738) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %797 = "arith.cmpi"(%arg13, %739) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %798 = "arith.cmpi"(%arg13, %739) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %799 = "arith.cmpi"(%arg13, %738) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %800 = "arith.cmpi"(%arg13, %738) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %801 = "arith.cmpi"(%arg13, %739) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %802 = "arith.cmpi"(%arg13, %739) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %803 = "arith.cmpi"(%arg13, %738) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %804 = "arith.cmpi"(%arg13, %738) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %805 = "arith.cmpi"(%arg13, %739) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %806 = "arith.cmpi"(%arg13, %739) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %807 = "arith.cmpi"(%arg13, %738) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %808 = "arith.cmpi"(%arg13, %738) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %809 = "arith.cmpi"(%arg13, %739) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %810 = "arith.cmpi"(%arg13, %739) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %811 = "arith.cmpi"(%arg13, %738) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %812 = "arith.cmpi"(%arg13, %738) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %813 = "arith.cmpi"(%arg13, %739) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %814 = "arith.cmpi"(%arg13, %739) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %815 = "arith.cmpi"(%arg13, %738) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %816 = "arith.cmpi"(%arg13, %738) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %817 = "arith.cmpi"(%arg13, %739) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %818 = "arith.cmpi"(%arg13, %739) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %819 = "arith.cmpi"(%arg13, %738) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %820 = "arith.cmpi"(%arg13, %738) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %821 = "arith.cmpi"(%arg13, %739) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %822 = "arith.cmpi"(%arg13, %739) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %823 = "arith.cmpi"(%arg13, %738) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %824 = "arith.cmpi"(%arg13, %738) <{predicate = 7 : i64}> : (i1, i1) -> i1
    "func.return"(%740, %arg13, %arg13, %741, %742, %739, %arg13, %743, %744, %745, %746, %739, %739, %arg13, %arg13, %747, %748, %749, %arg13, %750, %751, %752, %753, %arg13, %754, %755, %756, %757, %arg13, %758, %759, %760, %761, %arg13, %762, %763, %764, %765, %arg13, %766, %767, %768, %769, %739, %770, %771, %772, %773, %739, %774, %arg13, %739, %739, %arg13, %arg13, %arg13, %arg13, %arg13, %738, %738, %739, %arg13, %arg13, %775, %776, %777, %arg13, %778, %779, %780, %781, %arg13, %782, %783, %784, %785, %arg13, %786, %787, %788, %arg13, %739, %739, %arg13, %arg13, %arg13, %arg13, %arg13, %738, %738, %arg13, %arg13, %arg13, %738, %738, %arg13, %739, %739, %arg13, %arg13, %738, %789, %790, %arg13, %arg13, %739, %arg13, %arg13, %791, %792, %739, %793, %794, %795, %796, %738, %797, %798, %799, %800, %739, %801, %802, %803, %804, %738, %805, %806, %807, %808, %739, %809, %810, %811, %812, %738, %813, %814, %815, %816, %739, %817, %818, %819, %820, %738, %821, %822, %823, %824) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_i8"}> ({
  ^bb0(%arg11: i8, %arg12: i8):
    %358 = "arith.constant"() <{value = false}> : () -> i1
    %359 = "arith.constant"() <{value = true}> : () -> i1
    %360 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %361 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %362 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %363 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %364 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %365 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %366 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %367 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %368 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %369 = "arith.addi"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %370 = "arith.addi"(%arg11, %367) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %371 = "arith.addi"(%arg11, %367) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %372 = "arith.addi"(%arg11, %366) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %373 = "arith.addi"(%arg11, %366) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %374 = "arith.addi"(%arg11, %365) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %375 = "arith.addi"(%arg11, %365) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %376 = "arith.addi"(%arg11, %364) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %377 = "arith.addi"(%arg11, %364) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %378 = "arith.addi"(%arg11, %363) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %379 = "arith.addi"(%arg11, %363) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %380 = "arith.addi"(%arg11, %362) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %381 = "arith.addi"(%arg11, %362) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %382 = "arith.addi"(%arg11, %361) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %383 = "arith.addi"(%arg11, %361) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %384 = "arith.addi"(%arg11, %360) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %385 = "arith.addi"(%arg11, %360) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %386 = "arith.subi"(%368, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %387 = "arith.subi"(%arg11, %367) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %388 = "arith.subi"(%367, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %389 = "arith.subi"(%arg11, %366) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %390 = "arith.subi"(%366, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %391 = "arith.subi"(%arg11, %365) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %392 = "arith.subi"(%365, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %393 = "arith.subi"(%arg11, %364) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %394 = "arith.subi"(%364, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %395 = "arith.subi"(%arg11, %363) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %396 = "arith.subi"(%363, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %397 = "arith.subi"(%arg11, %362) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %398 = "arith.subi"(%362, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %399 = "arith.subi"(%arg11, %361) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %400 = "arith.subi"(%361, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %401 = "arith.subi"(%arg11, %360) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %402 = "arith.subi"(%360, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %403 = "arith.muli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %404 = "arith.muli"(%arg11, %366) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %405 = "arith.muli"(%arg11, %366) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %406 = "arith.muli"(%arg11, %365) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %407 = "arith.muli"(%arg11, %365) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %408 = "arith.muli"(%arg11, %364) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %409 = "arith.muli"(%arg11, %364) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %410 = "arith.muli"(%arg11, %363) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %411 = "arith.muli"(%arg11, %363) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %412 = "arith.muli"(%arg11, %362) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %413 = "arith.muli"(%arg11, %362) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %414 = "arith.muli"(%arg11, %361) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %415 = "arith.muli"(%arg11, %361) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %416 = "arith.muli"(%arg11, %360) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %417 = "arith.muli"(%arg11, %360) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %418 = "arith.divsi"(%arg11, %arg11) : (i8, i8) -> i8
    %419 = "arith.divsi"(%arg11, %368) : (i8, i8) -> i8
    %420 = "arith.divsi"(%368, %arg11) : (i8, i8) -> i8
    %421 = "arith.divsi"(%367, %arg11) : (i8, i8) -> i8
    %422 = "arith.divsi"(%arg11, %366) : (i8, i8) -> i8
    %423 = "arith.divsi"(%366, %arg11) : (i8, i8) -> i8
    %424 = "arith.divsi"(%arg11, %365) : (i8, i8) -> i8
    %425 = "arith.divsi"(%365, %arg11) : (i8, i8) -> i8
    %426 = "arith.divsi"(%arg11, %364) : (i8, i8) -> i8
    %427 = "arith.divsi"(%364, %arg11) : (i8, i8) -> i8
    %428 = "arith.divsi"(%arg11, %363) : (i8, i8) -> i8
    %429 = "arith.divsi"(%363, %arg11) : (i8, i8) -> i8
    %430 = "arith.divsi"(%arg11, %362) : (i8, i8) -> i8
    %431 = "arith.divsi"(%362, %arg11) : (i8, i8) -> i8
    %432 = "arith.divsi"(%arg11, %361) : (i8, i8) -> i8
    %433 = "arith.divsi"(%361, %arg11) : (i8, i8) -> i8
    %434 = "arith.divsi"(%arg11, %360) : (i8, i8) -> i8
    %435 = "arith.divsi"(%360, %arg11) : (i8, i8) -> i8
    %436 = "arith.divui"(%arg11, %arg11) : (i8, i8) -> i8
    %437 = "arith.divui"(%arg11, %368) : (i8, i8) -> i8
    %438 = "arith.divui"(%368, %arg11) : (i8, i8) -> i8
    %439 = "arith.divui"(%367, %arg11) : (i8, i8) -> i8
    %440 = "arith.divui"(%arg11, %366) : (i8, i8) -> i8
    %441 = "arith.divui"(%366, %arg11) : (i8, i8) -> i8
    %442 = "arith.divui"(%arg11, %365) : (i8, i8) -> i8
    %443 = "arith.divui"(%365, %arg11) : (i8, i8) -> i8
    %444 = "arith.divui"(%arg11, %364) : (i8, i8) -> i8
    %445 = "arith.divui"(%364, %arg11) : (i8, i8) -> i8
    %446 = "arith.divui"(%arg11, %363) : (i8, i8) -> i8
    %447 = "arith.divui"(%363, %arg11) : (i8, i8) -> i8
    %448 = "arith.divui"(%arg11, %362) : (i8, i8) -> i8
    %449 = "arith.divui"(%362, %arg11) : (i8, i8) -> i8
    %450 = "arith.divui"(%arg11, %361) : (i8, i8) -> i8
    %451 = "arith.divui"(%361, %arg11) : (i8, i8) -> i8
    %452 = "arith.divui"(%arg11, %360) : (i8, i8) -> i8
    %453 = "arith.divui"(%360, %arg11) : (i8, i8) -> i8
    %454 = "arith.ceildivsi"(%arg11, %arg11) : (i8, i8) -> i8
    %455 = "arith.ceildivsi"(%arg11, %368) : (i8, i8) -> i8
    %456 = "arith.ceildivsi"(%368, %arg11) : (i8, i8) -> i8
    %457 = "arith.ceildivsi"(%367, %arg11) : (i8, i8) -> i8
    %458 = "arith.ceildivsi"(%arg11, %366) : (i8, i8) -> i8
    %459 = "arith.ceildivsi"(%366, %arg11) : (i8, i8) -> i8
    %460 = "arith.ceildivsi"(%arg11, %365) : (i8, i8) -> i8
    %461 = "arith.ceildivsi"(%365, %arg11) : (i8, i8) -> i8
    %462 = "arith.ceildivsi"(%arg11, %364) : (i8, i8) -> i8
    %463 = "arith.ceildivsi"(%364, %arg11) : (i8, i8) -> i8
    %464 = "arith.ceildivsi"(%arg11, %363) : (i8, i8) -> i8
    %465 = "arith.ceildivsi"(%363, %arg11) : (i8, i8) -> i8
    %466 = "arith.ceildivsi"(%arg11, %362) : (i8, i8) -> i8
    %467 = "arith.ceildivsi"(%362, %arg11) : (i8, i8) -> i8
    %468 = "arith.ceildivsi"(%arg11, %361) : (i8, i8) -> i8
    %469 = "arith.ceildivsi"(%361, %arg11) : (i8, i8) -> i8
    %470 = "arith.ceildivsi"(%arg11, %360) : (i8, i8) -> i8
    %471 = "arith.ceildivsi"(%360, %arg11) : (i8, i8) -> i8
    %472 = "arith.ceildivui"(%arg11, %arg11) : (i8, i8) -> i8
    %473 = "arith.ceildivui"(%arg11, %368) : (i8, i8) -> i8
    %474 = "arith.ceildivui"(%368, %arg11) : (i8, i8) -> i8
    %475 = "arith.ceildivui"(%367, %arg11) : (i8, i8) -> i8
    %476 = "arith.ceildivui"(%arg11, %366) : (i8, i8) -> i8
    %477 = "arith.ceildivui"(%366, %arg11) : (i8, i8) -> i8
    %478 = "arith.ceildivui"(%arg11, %365) : (i8, i8) -> i8
    %479 = "arith.ceildivui"(%365, %arg11) : (i8, i8) -> i8
    %480 = "arith.ceildivui"(%arg11, %364) : (i8, i8) -> i8
    %481 = "arith.ceildivui"(%364, %arg11) : (i8, i8) -> i8
    %482 = "arith.ceildivui"(%arg11, %363) : (i8, i8) -> i8
    %483 = "arith.ceildivui"(%363, %arg11) : (i8, i8) -> i8
    %484 = "arith.ceildivui"(%arg11, %362) : (i8, i8) -> i8
    %485 = "arith.ceildivui"(%362, %arg11) : (i8, i8) -> i8
    %486 = "arith.ceildivui"(%arg11, %361) : (i8, i8) -> i8
    %487 = "arith.ceildivui"(%361, %arg11) : (i8, i8) -> i8
    %488 = "arith.ceildivui"(%arg11, %360) : (i8, i8) -> i8
    %489 = "arith.ceildivui"(%360, %arg11) : (i8, i8) -> i8
    %490 = "arith.floordivsi"(%arg11, %arg11) : (i8, i8) -> i8
    %491 = "arith.floordivsi"(%arg11, %368) : (i8, i8) -> i8
    %492 = "arith.floordivsi"(%368, %arg11) : (i8, i8) -> i8
    %493 = "arith.floordivsi"(%367, %arg11) : (i8, i8) -> i8
    %494 = "arith.floordivsi"(%arg11, %366) : (i8, i8) -> i8
    %495 = "arith.floordivsi"(%366, %arg11) : (i8, i8) -> i8
    %496 = "arith.floordivsi"(%arg11, %365) : (i8, i8) -> i8
    %497 = "arith.floordivsi"(%365, %arg11) : (i8, i8) -> i8
    %498 = "arith.floordivsi"(%arg11, %364) : (i8, i8) -> i8
    %499 = "arith.floordivsi"(%364, %arg11) : (i8, i8) -> i8
    %500 = "arith.floordivsi"(%arg11, %363) : (i8, i8) -> i8
    %501 = "arith.floordivsi"(%363, %arg11) : (i8, i8) -> i8
    %502 = "arith.floordivsi"(%arg11, %362) : (i8, i8) -> i8
    %503 = "arith.floordivsi"(%362, %arg11) : (i8, i8) -> i8
    %504 = "arith.floordivsi"(%arg11, %361) : (i8, i8) -> i8
    %505 = "arith.floordivsi"(%361, %arg11) : (i8, i8) -> i8
    %506 = "arith.floordivsi"(%arg11, %360) : (i8, i8) -> i8
    %507 = "arith.floordivsi"(%360, %arg11) : (i8, i8) -> i8
    %508 = "arith.remsi"(%arg11, %arg11) : (i8, i8) -> i8
    %509 = "arith.remsi"(%arg11, %368) : (i8, i8) -> i8
    %510 = "arith.remsi"(%368, %arg11) : (i8, i8) -> i8
    %511 = "arith.remsi"(%367, %arg11) : (i8, i8) -> i8
    %512 = "arith.remsi"(%arg11, %366) : (i8, i8) -> i8
    %513 = "arith.remsi"(%366, %arg11) : (i8, i8) -> i8
    %514 = "arith.remsi"(%arg11, %365) : (i8, i8) -> i8
    %515 = "arith.remsi"(%365, %arg11) : (i8, i8) -> i8
    %516 = "arith.remsi"(%arg11, %364) : (i8, i8) -> i8
    %517 = "arith.remsi"(%364, %arg11) : (i8, i8) -> i8
    %518 = "arith.remsi"(%arg11, %363) : (i8, i8) -> i8
    %519 = "arith.remsi"(%363, %arg11) : (i8, i8) -> i8
    %520 = "arith.remsi"(%arg11, %362) : (i8, i8) -> i8
    %521 = "arith.remsi"(%362, %arg11) : (i8, i8) -> i8
    %522 = "arith.remsi"(%arg11, %361) : (i8, i8) -> i8
    %523 = "arith.remsi"(%361, %arg11) : (i8, i8) -> i8
    %524 = "arith.remsi"(%arg11, %360) : (i8, i8) -> i8
    %525 = "arith.remsi"(%360, %arg11) : (i8, i8) -> i8
    %526 = "arith.remui"(%arg11, %arg11) : (i8, i8) -> i8
    %527 = "arith.remui"(%arg11, %368) : (i8, i8) -> i8
    %528 = "arith.remui"(%368, %arg11) : (i8, i8) -> i8
    %529 = "arith.remui"(%367, %arg11) : (i8, i8) -> i8
    %530 = "arith.remui"(%arg11, %366) : (i8, i8) -> i8
    %531 = "arith.remui"(%366, %arg11) : (i8, i8) -> i8
    %532 = "arith.remui"(%arg11, %365) : (i8, i8) -> i8
    %533 = "arith.remui"(%365, %arg11) : (i8, i8) -> i8
    %534 = "arith.remui"(%arg11, %364) : (i8, i8) -> i8
    %535 = "arith.remui"(%364, %arg11) : (i8, i8) -> i8
    %536 = "arith.remui"(%arg11, %363) : (i8, i8) -> i8
    %537 = "arith.remui"(%363, %arg11) : (i8, i8) -> i8
    %538 = "arith.remui"(%arg11, %362) : (i8, i8) -> i8
    %539 = "arith.remui"(%362, %arg11) : (i8, i8) -> i8
    %540 = "arith.remui"(%arg11, %361) : (i8, i8) -> i8
    %541 = "arith.remui"(%361, %arg11) : (i8, i8) -> i8
    %542 = "arith.remui"(%arg11, %360) : (i8, i8) -> i8
    %543 = "arith.remui"(%360, %arg11) : (i8, i8) -> i8
    %544 = "arith.andi"(%arg11, %367) : (i8, i8) -> i8
    %545 = "arith.andi"(%arg11, %367) : (i8, i8) -> i8
    %546 = "arith.andi"(%arg11, %365) : (i8, i8) -> i8
    %547 = "arith.andi"(%arg11, %365) : (i8, i8) -> i8
    %548 = "arith.andi"(%arg11, %364) : (i8, i8) -> i8
    %549 = "arith.andi"(%arg11, %364) : (i8, i8) -> i8
    %550 = "arith.andi"(%arg11, %363) : (i8, i8) -> i8
    %551 = "arith.andi"(%arg11, %363) : (i8, i8) -> i8
    %552 = "arith.andi"(%arg11, %362) : (i8, i8) -> i8
    %553 = "arith.andi"(%arg11, %362) : (i8, i8) -> i8
    %554 = "arith.andi"(%arg11, %361) : (i8, i8) -> i8
    %555 = "arith.andi"(%arg11, %361) : (i8, i8) -> i8
    %556 = "arith.andi"(%arg11, %360) : (i8, i8) -> i8
    %557 = "arith.andi"(%arg11, %360) : (i8, i8) -> i8
    %558 = "arith.ori"(%arg11, %367) : (i8, i8) -> i8
    %559 = "arith.ori"(%arg11, %367) : (i8, i8) -> i8
    %560 = "arith.ori"(%arg11, %365) : (i8, i8) -> i8
    %561 = "arith.ori"(%arg11, %365) : (i8, i8) -> i8
    %562 = "arith.ori"(%arg11, %364) : (i8, i8) -> i8
    %563 = "arith.ori"(%arg11, %364) : (i8, i8) -> i8
    %564 = "arith.ori"(%arg11, %363) : (i8, i8) -> i8
    %565 = "arith.ori"(%arg11, %363) : (i8, i8) -> i8
    %566 = "arith.ori"(%arg11, %362) : (i8, i8) -> i8
    %567 = "arith.ori"(%arg11, %362) : (i8, i8) -> i8
    %568 = "arith.ori"(%arg11, %361) : (i8, i8) -> i8
    %569 = "arith.ori"(%arg11, %361) : (i8, i8) -> i8
    %570 = "arith.ori"(%arg11, %360) : (i8, i8) -> i8
    %571 = "arith.ori"(%arg11, %360) : (i8, i8) -> i8
    %572 = "arith.xori"(%arg11, %367) : (i8, i8) -> i8
    %573 = "arith.xori"(%arg11, %367) : (i8, i8) -> i8
    %574 = "arith.xori"(%arg11, %366) : (i8, i8) -> i8
    %575 = "arith.xori"(%arg11, %366) : (i8, i8) -> i8
    %576 = "arith.xori"(%arg11, %365) : (i8, i8) -> i8
    %577 = "arith.xori"(%arg11, %365) : (i8, i8) -> i8
    %578 = "arith.xori"(%arg11, %364) : (i8, i8) -> i8
    %579 = "arith.xori"(%arg11, %364) : (i8, i8) -> i8
    %580 = "arith.xori"(%arg11, %363) : (i8, i8) -> i8
    %581 = "arith.xori"(%arg11, %363) : (i8, i8) -> i8
    %582 = "arith.xori"(%arg11, %362) : (i8, i8) -> i8
    %583 = "arith.xori"(%arg11, %362) : (i8, i8) -> i8
    %584 = "arith.xori"(%arg11, %361) : (i8, i8) -> i8
    %585 = "arith.xori"(%arg11, %361) : (i8, i8) -> i8
    %586 = "arith.xori"(%arg11, %360) : (i8, i8) -> i8
    %587 = "arith.xori"(%arg11, %360) : (i8, i8) -> i8
    %588 = "arith.shli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %589 = "arith.shli"(%368, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %590 = "arith.shli"(%arg11, %367) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %591 = "arith.shli"(%367, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %592 = "arith.shli"(%arg11, %366) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %593 = "arith.shli"(%366, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %594 = "arith.shli"(%arg11, %365) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %595 = "arith.shli"(%365, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %596 = "arith.shli"(%arg11, %364) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %597 = "arith.shli"(%364, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %598 = "arith.shli"(%arg11, %363) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %599 = "arith.shli"(%363, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %600 = "arith.shli"(%arg11, %362) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %601 = "arith.shli"(%362, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %602 = "arith.shli"(%arg11, %361) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %603 = "arith.shli"(%361, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %604 = "arith.shli"(%arg11, %360) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %605 = "arith.shli"(%360, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %606 = "arith.shrsi"(%arg11, %arg11) : (i8, i8) -> i8
    %607 = "arith.shrsi"(%368, %arg11) : (i8, i8) -> i8
    %608 = "arith.shrsi"(%arg11, %367) : (i8, i8) -> i8
    %609 = "arith.shrsi"(%367, %arg11) : (i8, i8) -> i8
    %610 = "arith.shrsi"(%arg11, %366) : (i8, i8) -> i8
    %611 = "arith.shrsi"(%366, %arg11) : (i8, i8) -> i8
    %612 = "arith.shrsi"(%arg11, %365) : (i8, i8) -> i8
    %613 = "arith.shrsi"(%365, %arg11) : (i8, i8) -> i8
    %614 = "arith.shrsi"(%arg11, %364) : (i8, i8) -> i8
    %615 = "arith.shrsi"(%364, %arg11) : (i8, i8) -> i8
    %616 = "arith.shrsi"(%arg11, %363) : (i8, i8) -> i8
    %617 = "arith.shrsi"(%363, %arg11) : (i8, i8) -> i8
    %618 = "arith.shrsi"(%arg11, %362) : (i8, i8) -> i8
    %619 = "arith.shrsi"(%362, %arg11) : (i8, i8) -> i8
    %620 = "arith.shrsi"(%arg11, %361) : (i8, i8) -> i8
    %621 = "arith.shrsi"(%361, %arg11) : (i8, i8) -> i8
    %622 = "arith.shrsi"(%arg11, %360) : (i8, i8) -> i8
    %623 = "arith.shrsi"(%360, %arg11) : (i8, i8) -> i8
    %624 = "arith.shrui"(%arg11, %arg11) : (i8, i8) -> i8
    %625 = "arith.shrui"(%368, %arg11) : (i8, i8) -> i8
    %626 = "arith.shrui"(%arg11, %367) : (i8, i8) -> i8
    %627 = "arith.shrui"(%367, %arg11) : (i8, i8) -> i8
    %628 = "arith.shrui"(%arg11, %366) : (i8, i8) -> i8
    %629 = "arith.shrui"(%366, %arg11) : (i8, i8) -> i8
    %630 = "arith.shrui"(%arg11, %365) : (i8, i8) -> i8
    %631 = "arith.shrui"(%365, %arg11) : (i8, i8) -> i8
    %632 = "arith.shrui"(%arg11, %364) : (i8, i8) -> i8
    %633 = "arith.shrui"(%364, %arg11) : (i8, i8) -> i8
    %634 = "arith.shrui"(%arg11, %363) : (i8, i8) -> i8
    %635 = "arith.shrui"(%363, %arg11) : (i8, i8) -> i8
    %636 = "arith.shrui"(%arg11, %362) : (i8, i8) -> i8
    %637 = "arith.shrui"(%362, %arg11) : (i8, i8) -> i8
    %638 = "arith.shrui"(%arg11, %361) : (i8, i8) -> i8
    %639 = "arith.shrui"(%361, %arg11) : (i8, i8) -> i8
    %640 = "arith.shrui"(%arg11, %360) : (i8, i8) -> i8
    %641 = "arith.shrui"(%360, %arg11) : (i8, i8) -> i8
    %642 = "arith.maxsi"(%arg11, %368) : (i8, i8) -> i8
    %643 = "arith.maxsi"(%arg11, %368) : (i8, i8) -> i8
    %644 = "arith.maxsi"(%arg11, %367) : (i8, i8) -> i8
    %645 = "arith.maxsi"(%arg11, %367) : (i8, i8) -> i8
    %646 = "arith.maxsi"(%arg11, %366) : (i8, i8) -> i8
    %647 = "arith.maxsi"(%arg11, %366) : (i8, i8) -> i8
    %648 = "arith.maxsi"(%arg11, %365) : (i8, i8) -> i8
    %649 = "arith.maxsi"(%arg11, %365) : (i8, i8) -> i8
    %650 = "arith.maxsi"(%arg11, %364) : (i8, i8) -> i8
    %651 = "arith.maxsi"(%arg11, %364) : (i8, i8) -> i8
    %652 = "arith.maxsi"(%arg11, %363) : (i8, i8) -> i8
    %653 = "arith.maxsi"(%arg11, %363) : (i8, i8) -> i8
    %654 = "arith.maxsi"(%arg11, %362) : (i8, i8) -> i8
    %655 = "arith.maxsi"(%arg11, %362) : (i8, i8) -> i8
    %656 = "arith.maxui"(%arg11, %367) : (i8, i8) -> i8
    %657 = "arith.maxui"(%arg11, %367) : (i8, i8) -> i8
    %658 = "arith.maxui"(%arg11, %365) : (i8, i8) -> i8
    %659 = "arith.maxui"(%arg11, %365) : (i8, i8) -> i8
    %660 = "arith.maxui"(%arg11, %364) : (i8, i8) -> i8
    %661 = "arith.maxui"(%arg11, %364) : (i8, i8) -> i8
    %662 = "arith.maxui"(%arg11, %363) : (i8, i8) -> i8
    %663 = "arith.maxui"(%arg11, %363) : (i8, i8) -> i8
    %664 = "arith.maxui"(%arg11, %362) : (i8, i8) -> i8
    %665 = "arith.maxui"(%arg11, %362) : (i8, i8) -> i8
    %666 = "arith.maxui"(%arg11, %361) : (i8, i8) -> i8
    %667 = "arith.maxui"(%arg11, %361) : (i8, i8) -> i8
    %668 = "arith.maxui"(%arg11, %360) : (i8, i8) -> i8
    %669 = "arith.maxui"(%arg11, %360) : (i8, i8) -> i8
    %670 = "arith.minsi"(%arg11, %368) : (i8, i8) -> i8
    %671 = "arith.minsi"(%arg11, %368) : (i8, i8) -> i8
    %672 = "arith.minsi"(%arg11, %367) : (i8, i8) -> i8
    %673 = "arith.minsi"(%arg11, %367) : (i8, i8) -> i8
    %674 = "arith.minsi"(%arg11, %366) : (i8, i8) -> i8
    %675 = "arith.minsi"(%arg11, %366) : (i8, i8) -> i8
    %676 = "arith.minsi"(%arg11, %365) : (i8, i8) -> i8
    %677 = "arith.minsi"(%arg11, %365) : (i8, i8) -> i8
    %678 = "arith.minsi"(%arg11, %364) : (i8, i8) -> i8
    %679 = "arith.minsi"(%arg11, %364) : (i8, i8) -> i8
    %680 = "arith.minsi"(%arg11, %363) : (i8, i8) -> i8
    %681 = "arith.minsi"(%arg11, %363) : (i8, i8) -> i8
    %682 = "arith.minsi"(%arg11, %362) : (i8, i8) -> i8
    %683 = "arith.minsi"(%arg11, %362) : (i8, i8) -> i8
    %684 = "arith.minui"(%arg11, %367) : (i8, i8) -> i8
    %685 = "arith.minui"(%arg11, %367) : (i8, i8) -> i8
    %686 = "arith.minui"(%arg11, %365) : (i8, i8) -> i8
    %687 = "arith.minui"(%arg11, %365) : (i8, i8) -> i8
    %688 = "arith.minui"(%arg11, %364) : (i8, i8) -> i8
    %689 = "arith.minui"(%arg11, %364) : (i8, i8) -> i8
    %690 = "arith.minui"(%arg11, %363) : (i8, i8) -> i8
    %691 = "arith.minui"(%arg11, %363) : (i8, i8) -> i8
    %692 = "arith.minui"(%arg11, %362) : (i8, i8) -> i8
    %693 = "arith.minui"(%arg11, %362) : (i8, i8) -> i8
    %694 = "arith.minui"(%arg11, %361) : (i8, i8) -> i8
    %695 = "arith.minui"(%arg11, %361) : (i8, i8) -> i8
    %696 = "arith.minui"(%arg11, %360) : (i8, i8) -> i8
    %697 = "arith.minui"(%arg11, %360) : (i8, i8) -> i8
    %698 = "arith.cmpi"(%arg11, %368) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %699 = "arith.cmpi"(%arg11, %368) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %700 = "arith.cmpi"(%arg11, %367) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %701 = "arith.cmpi"(%arg11, %367) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %702 = "arith.cmpi"(%arg11, %368) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %703 = "arith.cmpi"(%arg11, %368) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %704 = "arith.cmpi"(%arg11, %367) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %705 = "arith.cmpi"(%arg11, %367) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %706 = "arith.cmpi"(%arg11, %368) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %707 = "arith.cmpi"(%arg11, %368) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %708 = "arith.cmpi"(%arg11, %367) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %709 = "arith.cmpi"(%arg11, %367) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %710 = "arith.cmpi"(%arg11, %368) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %711 = "arith.cmpi"(%arg11, %368) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %712 = "arith.cmpi"(%arg11, %367) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %713 = "arith.cmpi"(%arg11, %367) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %714 = "arith.cmpi"(%arg11, %368) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %715 = "arith.cmpi"(%arg11, %368) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %716 = "arith.cmpi"(%arg11, %367) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %717 = "arith.cmpi"(%arg11, %367) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %718 = "arith.cmpi"(%arg11, %368) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %719 = "arith.cmpi"(%arg11, %368) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %720 = "arith.cmpi"(%arg11, %367) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %721 = "arith.cmpi"(%arg11, %367) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %722 = "arith.cmpi"(%arg11, %368) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %723 = "arith.cmpi"(%arg11, %368) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %724 = "arith.cmpi"(%arg11, %367) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %725 = "arith.cmpi"(%arg11, %367) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %726 = "arith.cmpi"(%arg11, %368) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %727 = "arith.cmpi"(%arg11, %368) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %728 = "arith.cmpi"(%arg11, %367) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %729 = "arith.cmpi"(%arg11, %367) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %730 = "arith.cmpi"(%arg11, %368) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %731 = "arith.cmpi"(%arg11, %368) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %732 = "arith.cmpi"(%arg11, %367) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %733 = "arith.cmpi"(%arg11, %367) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %734 = "arith.cmpi"(%arg11, %368) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %735 = "arith.cmpi"(%arg11, %368) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %736 = "arith.cmpi"(%arg11, %367) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %737 = "arith.cmpi"(%arg11, %367) <{predicate = 7 : i64}> : (i8, i8) -> i1
    "func.return"(%369, %arg11, %arg11, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %368, %arg11, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %401, %402, %403, %368, %368, %arg11, %arg11, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %arg11, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %arg11, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %arg11, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %arg11, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %arg11, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %368, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %368, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %arg11, %368, %368, %544, %545, %arg11, %arg11, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %arg11, %arg11, %arg11, %558, %559, %366, %366, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %368, %arg11, %arg11, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %arg11, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %arg11, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %arg11, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %arg11, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %361, %361, %arg11, %arg11, %arg11, %arg11, %arg11, %656, %657, %366, %366, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %arg11, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %arg11, %arg11, %360, %360, %arg11, %368, %368, %684, %685, %arg11, %arg11, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %359, %698, %699, %700, %701, %358, %702, %703, %704, %705, %358, %706, %707, %708, %709, %359, %710, %711, %712, %713, %358, %714, %715, %716, %717, %359, %718, %719, %720, %721, %358, %722, %723, %724, %725, %359, %726, %727, %728, %729, %358, %730, %731, %732, %733, %359, %734, %735, %736, %737) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i1, i32, i32, i32, i32, i1, i32, i1, i32, i1, i1, i1), sym_name = "nested_i32"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
    %343 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %344 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %345 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %346 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %347 = "arith.xori"(%arg8, %arg9) : (i32, i32) -> i32
    %348 = "arith.xori"(%arg8, %344) : (i32, i32) -> i32
    %349 = "arith.andi"(%arg8, %arg9) : (i32, i32) -> i32
    %350 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %351 = "arith.divui"(%350, %arg9) : (i32, i32) -> i32
    %352 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %353 = "arith.divsi"(%352, %arg8) : (i32, i32) -> i32
    %354 = "arith.cmpi"(%arg8, %arg9) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %355 = "arith.cmpi"(%arg8, %arg9) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %356 = "arith.extsi"(%354) : (i1) -> i32
    %357 = "arith.extui"(%354) : (i1) -> i32
    "func.return"(%345, %arg8, %arg8, %346, %arg8, %arg9, %347, %arg8, %arg9, %arg8, %348, %343, %343, %344, %344, %349, %349, %349, %350, %arg8, %351, %352, %arg9, %353, %354, %arg9, %arg8, %355, %arg8, %arg10, %arg8, %arg9, %354, %356, %354, %357, %354, %354, %354) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i1, i32, i32, i32, i32, i1, i32, i1, i32, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i32, index, f32, f16, i1) -> (i16, i64, i16, i64, i32, i8, i16, i64, i32, i4, i16, i8, f32, f16, f64, f16, f16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg2: i8, %arg3: i32, %arg4: index, %arg5: f32, %arg6: f16, %arg7: i1):
    %326 = "arith.extui"(%arg2) : (i8) -> i16
    %327 = "arith.extui"(%arg2) : (i8) -> i64
    %328 = "arith.extsi"(%arg2) : (i8) -> i16
    %329 = "arith.extsi"(%arg2) : (i8) -> i64
    %330 = "arith.extsi"(%arg2) : (i8) -> i32
    %331 = "arith.extsi"(%arg2) : (i8) -> i16
    %332 = "arith.extui"(%arg2) : (i8) -> i64
    %333 = "arith.extui"(%arg2) : (i8) -> i32
    %334 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i4
    %335 = "arith.trunci"(%arg3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %336 = "arith.trunci"(%arg3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %337 = "arith.extf"(%arg6) : (f16) -> f32
    %338 = "arith.extf"(%arg5) : (f32) -> f64
    %339 = "arith.truncf"(%arg5) : (f32) -> f16
    %340 = "arith.truncf"(%arg5) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f16
    %341 = "arith.extf"(%340) : (f16) -> f32
    %342 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%326, %327, %328, %329, %330, %arg2, %331, %332, %333, %334, %335, %336, %337, %arg6, %338, %339, %340, %arg5, %341, %342, %arg5) : (i16, i64, i16, i64, i32, i8, i16, i64, i32, i4, i16, i8, f32, f16, f64, f16, f16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "float_identities_f32"}> ({
  ^bb0(%arg1: f32):
    %147 = "arith.constant"() <{value = true}> : () -> i1
    %148 = "arith.constant"() <{value = false}> : () -> i1
    %149 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %150 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %151 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %152 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %153 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %154 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %155 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %156 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %157 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %158 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %159 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %160 = "arith.addf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %161 = "arith.addf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %162 = "arith.addf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %163 = "arith.addf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %164 = "arith.addf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %165 = "arith.addf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %166 = "arith.addf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %167 = "arith.addf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %168 = "arith.addf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %169 = "arith.addf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %170 = "arith.addf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %171 = "arith.addf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %172 = "arith.addf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %173 = "arith.addf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %174 = "arith.addf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %175 = "arith.addf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %176 = "arith.addf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %177 = "arith.addf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %178 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %179 = "arith.subf"(%158, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %180 = "arith.subf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %181 = "arith.subf"(%157, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %182 = "arith.subf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %183 = "arith.subf"(%156, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %184 = "arith.subf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %185 = "arith.subf"(%155, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %186 = "arith.subf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %187 = "arith.subf"(%154, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %188 = "arith.subf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %189 = "arith.subf"(%153, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %190 = "arith.subf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %191 = "arith.subf"(%152, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %192 = "arith.subf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %193 = "arith.subf"(%151, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %194 = "arith.subf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %195 = "arith.subf"(%150, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %196 = "arith.subf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %197 = "arith.subf"(%149, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %198 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %199 = "arith.mulf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %200 = "arith.mulf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %201 = "arith.mulf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %202 = "arith.mulf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %203 = "arith.mulf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %204 = "arith.mulf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %205 = "arith.mulf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %206 = "arith.mulf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %207 = "arith.mulf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %208 = "arith.mulf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %209 = "arith.mulf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %210 = "arith.mulf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %211 = "arith.mulf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %212 = "arith.mulf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %213 = "arith.mulf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %214 = "arith.mulf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %215 = "arith.mulf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %216 = "arith.mulf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %217 = "arith.divf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %218 = "arith.divf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %219 = "arith.divf"(%158, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %220 = "arith.divf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %221 = "arith.divf"(%157, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %222 = "arith.divf"(%156, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %223 = "arith.divf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %224 = "arith.divf"(%155, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %225 = "arith.divf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %226 = "arith.divf"(%154, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %227 = "arith.divf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %228 = "arith.divf"(%153, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %229 = "arith.divf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %230 = "arith.divf"(%152, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %231 = "arith.divf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %232 = "arith.divf"(%151, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %233 = "arith.divf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %234 = "arith.divf"(%150, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %235 = "arith.divf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %236 = "arith.divf"(%149, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %237 = "arith.remf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %238 = "arith.remf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %239 = "arith.remf"(%158, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %240 = "arith.remf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %241 = "arith.remf"(%157, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %242 = "arith.remf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %243 = "arith.remf"(%156, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %244 = "arith.remf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %245 = "arith.remf"(%155, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %246 = "arith.remf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %247 = "arith.remf"(%154, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %248 = "arith.remf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %249 = "arith.remf"(%153, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %250 = "arith.remf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %251 = "arith.remf"(%152, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %252 = "arith.remf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %253 = "arith.remf"(%151, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %254 = "arith.remf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %255 = "arith.remf"(%150, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %256 = "arith.remf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %257 = "arith.remf"(%149, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %258 = "arith.maximumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %259 = "arith.maximumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %260 = "arith.maximumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %261 = "arith.maximumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %262 = "arith.maximumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %263 = "arith.maximumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %264 = "arith.maximumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %265 = "arith.maximumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %266 = "arith.maximumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %267 = "arith.maximumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %268 = "arith.maximumf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %269 = "arith.maximumf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %270 = "arith.maximumf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %271 = "arith.maximumf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %272 = "arith.maximumf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %273 = "arith.maximumf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %274 = "arith.maximumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %275 = "arith.maximumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %276 = "arith.minimumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %277 = "arith.minimumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %278 = "arith.minimumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %279 = "arith.minimumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %280 = "arith.minimumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %281 = "arith.minimumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %282 = "arith.minimumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %283 = "arith.minimumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %284 = "arith.minimumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %285 = "arith.minimumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %286 = "arith.minimumf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %287 = "arith.minimumf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %288 = "arith.minimumf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %289 = "arith.minimumf"(%arg1, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %290 = "arith.minimumf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %291 = "arith.minimumf"(%arg1, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %292 = "arith.minimumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %293 = "arith.minimumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %294 = "arith.maxnumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %295 = "arith.maxnumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %296 = "arith.maxnumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %297 = "arith.maxnumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %298 = "arith.maxnumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %299 = "arith.maxnumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %300 = "arith.maxnumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %301 = "arith.maxnumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %302 = "arith.maxnumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %303 = "arith.maxnumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %304 = "arith.maxnumf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %305 = "arith.maxnumf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %306 = "arith.maxnumf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %307 = "arith.maxnumf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %308 = "arith.maxnumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %309 = "arith.maxnumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %310 = "arith.minnumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %311 = "arith.minnumf"(%arg1, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %312 = "arith.minnumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %313 = "arith.minnumf"(%arg1, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %314 = "arith.minnumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %315 = "arith.minnumf"(%arg1, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %316 = "arith.minnumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %317 = "arith.minnumf"(%arg1, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %318 = "arith.minnumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %319 = "arith.minnumf"(%arg1, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %320 = "arith.minnumf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %321 = "arith.minnumf"(%arg1, %153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %322 = "arith.minnumf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %323 = "arith.minnumf"(%arg1, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %324 = "arith.minnumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %325 = "arith.minnumf"(%arg1, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%159, %160, %161, %arg1, %arg1, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %arg1, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %arg1, %arg1, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %arg1, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %arg1, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %arg1, %arg1, %270, %271, %272, %273, %274, %275, %arg1, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %arg1, %arg1, %286, %287, %288, %289, %290, %291, %292, %293, %arg1, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %arg1, %arg1, %arg1, %arg1, %308, %309, %arg1, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %arg1, %arg1, %arg1, %arg1, %324, %325, %158, %158, %157, %157, %148, %148, %148, %148, %148, %148, %148, %148, %147, %147, %147, %147, %147, %147, %147, %147) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "float_identities_f64"}> ({
  ^bb0(%arg0: f64):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %10 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %11 = "arith.addf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %12 = "arith.addf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %13 = "arith.addf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %14 = "arith.addf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %15 = "arith.addf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %16 = "arith.addf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %17 = "arith.addf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %18 = "arith.addf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %19 = "arith.addf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %20 = "arith.addf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %21 = "arith.addf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %22 = "arith.addf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %23 = "arith.addf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %24 = "arith.addf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %25 = "arith.subf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %26 = "arith.subf"(%9, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %27 = "arith.subf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %28 = "arith.subf"(%8, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %29 = "arith.subf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %30 = "arith.subf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %31 = "arith.subf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %32 = "arith.subf"(%6, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %33 = "arith.subf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %34 = "arith.subf"(%5, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %35 = "arith.subf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %36 = "arith.subf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %37 = "arith.subf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %38 = "arith.subf"(%3, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %39 = "arith.subf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %40 = "arith.subf"(%2, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %41 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %42 = "arith.mulf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %43 = "arith.mulf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %44 = "arith.mulf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %45 = "arith.mulf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %46 = "arith.mulf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %47 = "arith.mulf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %48 = "arith.mulf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %49 = "arith.mulf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %50 = "arith.mulf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %51 = "arith.mulf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %52 = "arith.mulf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %53 = "arith.mulf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %54 = "arith.mulf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %55 = "arith.mulf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %56 = "arith.divf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %57 = "arith.divf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %58 = "arith.divf"(%9, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %59 = "arith.divf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %60 = "arith.divf"(%8, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %61 = "arith.divf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %62 = "arith.divf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %63 = "arith.divf"(%6, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %64 = "arith.divf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %65 = "arith.divf"(%5, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %66 = "arith.divf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %67 = "arith.divf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %68 = "arith.divf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %69 = "arith.divf"(%3, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %70 = "arith.divf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %71 = "arith.divf"(%2, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %72 = "arith.remf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %73 = "arith.remf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %74 = "arith.remf"(%9, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %75 = "arith.remf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %76 = "arith.remf"(%8, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %77 = "arith.remf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %78 = "arith.remf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %79 = "arith.remf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %80 = "arith.remf"(%6, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %81 = "arith.remf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %82 = "arith.remf"(%5, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %83 = "arith.remf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %84 = "arith.remf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %85 = "arith.remf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %86 = "arith.remf"(%3, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %87 = "arith.remf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %88 = "arith.remf"(%2, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %89 = "arith.maximumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %90 = "arith.maximumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %91 = "arith.maximumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %92 = "arith.maximumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %93 = "arith.maximumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %94 = "arith.maximumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %95 = "arith.maximumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %96 = "arith.maximumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %97 = "arith.maximumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %98 = "arith.maximumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %99 = "arith.maximumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %100 = "arith.maximumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %101 = "arith.maximumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %102 = "arith.maximumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %103 = "arith.maximumf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %104 = "arith.maximumf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %105 = "arith.minimumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %106 = "arith.minimumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %107 = "arith.minimumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %108 = "arith.minimumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %109 = "arith.minimumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %110 = "arith.minimumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %111 = "arith.minimumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %112 = "arith.minimumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %113 = "arith.minimumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %114 = "arith.minimumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %115 = "arith.minimumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %116 = "arith.minimumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %117 = "arith.minimumf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %118 = "arith.minimumf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %119 = "arith.maxnumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %120 = "arith.maxnumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %121 = "arith.maxnumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %122 = "arith.maxnumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %123 = "arith.maxnumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %124 = "arith.maxnumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %125 = "arith.maxnumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %126 = "arith.maxnumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %127 = "arith.maxnumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %128 = "arith.maxnumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %129 = "arith.maxnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %130 = "arith.maxnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %131 = "arith.maxnumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %132 = "arith.maxnumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %133 = "arith.minnumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %134 = "arith.minnumf"(%arg0, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %135 = "arith.minnumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %136 = "arith.minnumf"(%arg0, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %137 = "arith.minnumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %138 = "arith.minnumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %139 = "arith.minnumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %140 = "arith.minnumf"(%arg0, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %141 = "arith.minnumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %142 = "arith.minnumf"(%arg0, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %143 = "arith.minnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %144 = "arith.minnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %145 = "arith.minnumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %146 = "arith.minnumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%10, %11, %12, %arg0, %arg0, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %arg0, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %arg0, %arg0, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %arg0, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %arg0, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %arg0, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %arg0, %arg0, %117, %118, %arg0, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %arg0, %arg0, %arg0, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %arg0, %arg0, %9, %9, %8, %8, %1, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %0, %0, %0) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()


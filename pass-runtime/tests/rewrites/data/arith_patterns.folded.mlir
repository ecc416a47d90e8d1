"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_i32"}> ({
  ^bb0(%arg65: i32):
    %1208 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1209 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1210 = "arith.addi"(%arg65, %1208) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1211 = "arith.addi"(%1210, %1209) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1211) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_rhs_i32"}> ({
  ^bb0(%arg64: i32):
    %1204 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1205 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1206 = "arith.subi"(%arg64, %1204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1207 = "arith.addi"(%1206, %1205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1207) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_lhs_i32"}> ({
  ^bb0(%arg63: i32):
    %1200 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1201 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1202 = "arith.subi"(%1200, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1203 = "arith.addi"(%1202, %1201) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1203) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_add_i32"}> ({
  ^bb0(%arg62: i32):
    %1196 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1197 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1198 = "arith.addi"(%arg62, %1196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1199 = "arith.subi"(%1198, %1197) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1199) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_add_i32"}> ({
  ^bb0(%arg61: i32):
    %1192 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1193 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1194 = "arith.addi"(%arg61, %1192) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1195 = "arith.subi"(%1193, %1194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1195) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_rhs_i32"}> ({
  ^bb0(%arg60: i32):
    %1188 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1189 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1190 = "arith.subi"(%arg60, %1188) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1191 = "arith.subi"(%1190, %1189) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1191) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_lhs_i32"}> ({
  ^bb0(%arg59: i32):
    %1184 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1185 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1186 = "arith.subi"(%1184, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1187 = "arith.subi"(%1186, %1185) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1187) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_rhs_i32"}> ({
  ^bb0(%arg58: i32):
    %1180 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1181 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1182 = "arith.subi"(%arg58, %1180) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1183 = "arith.subi"(%1181, %1182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1183) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_lhs_i32"}> ({
  ^bb0(%arg57: i32):
    %1176 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1177 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1178 = "arith.subi"(%1176, %arg57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1179 = "arith.subi"(%1177, %1178) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1179) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mul_mul_i32"}> ({
  ^bb0(%arg56: i32):
    %1172 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1173 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1174 = "arith.muli"(%arg56, %1172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1175 = "arith.muli"(%1174, %1173) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1175) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_add_index"}> ({
  ^bb0(%arg55: index):
    %1168 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1169 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1170 = "arith.addi"(%arg55, %1168) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1171 = "arith.addi"(%1170, %1169) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1171) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_rhs_index"}> ({
  ^bb0(%arg54: index):
    %1164 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1165 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1166 = "arith.subi"(%arg54, %1164) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1167 = "arith.addi"(%1166, %1165) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1167) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_lhs_index"}> ({
  ^bb0(%arg53: index):
    %1160 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1161 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1162 = "arith.subi"(%1160, %arg53) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1163 = "arith.addi"(%1162, %1161) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1163) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_add_index"}> ({
  ^bb0(%arg52: index):
    %1156 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1157 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1158 = "arith.addi"(%arg52, %1156) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1159 = "arith.subi"(%1158, %1157) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1159) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_add_index"}> ({
  ^bb0(%arg51: index):
    %1152 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1153 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1154 = "arith.addi"(%arg51, %1152) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1155 = "arith.subi"(%1153, %1154) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1155) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_rhs_index"}> ({
  ^bb0(%arg50: index):
    %1148 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1149 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1150 = "arith.subi"(%arg50, %1148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1151 = "arith.subi"(%1150, %1149) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1151) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_lhs_index"}> ({
  ^bb0(%arg49: index):
    %1144 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1145 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1146 = "arith.subi"(%1144, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1147 = "arith.subi"(%1146, %1145) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1147) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_rhs_index"}> ({
  ^bb0(%arg48: index):
    %1140 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1141 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1142 = "arith.subi"(%arg48, %1140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1143 = "arith.subi"(%1141, %1142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1143) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_lhs_index"}> ({
  ^bb0(%arg47: index):
    %1136 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1137 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1138 = "arith.subi"(%1136, %arg47) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1139 = "arith.subi"(%1137, %1138) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1139) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "mul_mul_index"}> ({
  ^bb0(%arg46: index):
    %1132 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1133 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1134 = "arith.muli"(%arg46, %1132) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1135 = "arith.muli"(%1134, %1133) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%1135) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_i8"}> ({
  ^bb0(%arg45: i8):
    %1128 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1129 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1130 = "arith.addi"(%arg45, %1128) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1131 = "arith.addi"(%1130, %1129) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1131) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_rhs_i8"}> ({
  ^bb0(%arg44: i8):
    %1124 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1125 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1126 = "arith.subi"(%arg44, %1124) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1127 = "arith.addi"(%1126, %1125) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1127) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_lhs_i8"}> ({
  ^bb0(%arg43: i8):
    %1120 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1121 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1122 = "arith.subi"(%1120, %arg43) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1123 = "arith.addi"(%1122, %1121) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1123) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_add_i8"}> ({
  ^bb0(%arg42: i8):
    %1116 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1117 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1118 = "arith.addi"(%arg42, %1116) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1119 = "arith.subi"(%1118, %1117) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1119) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_add_i8"}> ({
  ^bb0(%arg41: i8):
    %1112 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1113 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1114 = "arith.addi"(%arg41, %1112) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1115 = "arith.subi"(%1113, %1114) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1115) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_rhs_i8"}> ({
  ^bb0(%arg40: i8):
    %1108 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1109 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1110 = "arith.subi"(%arg40, %1108) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1111 = "arith.subi"(%1110, %1109) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1111) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_lhs_i8"}> ({
  ^bb0(%arg39: i8):
    %1104 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1105 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1106 = "arith.subi"(%1104, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1107 = "arith.subi"(%1106, %1105) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1107) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_rhs_i8"}> ({
  ^bb0(%arg38: i8):
    %1100 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1101 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1102 = "arith.subi"(%arg38, %1100) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1103 = "arith.subi"(%1101, %1102) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1103) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_lhs_i8"}> ({
  ^bb0(%arg37: i8):
    %1096 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1097 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1098 = "arith.subi"(%1096, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1099 = "arith.subi"(%1097, %1098) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1099) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "mul_mul_i8"}> ({
  ^bb0(%arg36: i8):
    %1092 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %1093 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1094 = "arith.muli"(%arg36, %1092) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1095 = "arith.muli"(%1094, %1093) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1095) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_wrap"}> ({
  ^bb0(%arg35: i8):
    %1089 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %1090 = "arith.addi"(%arg35, %1089) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1091 = "arith.addi"(%1090, %1089) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%1091) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags"}> ({
  ^bb0(%arg34: i32):
    %1085 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1086 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1087 = "arith.addi"(%arg34, %1085) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %1088 = "arith.addi"(%1087, %1086) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%1088) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags_both"}> ({
  ^bb0(%arg33: i32):
    %1081 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1082 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1083 = "arith.addi"(%arg33, %1081) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %1084 = "arith.addi"(%1083, %1082) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%1084) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_sub_flags"}> ({
  ^bb0(%arg32: i32):
    %1077 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1078 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1079 = "arith.subi"(%arg32, %1077) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1080 = "arith.subi"(%1079, %1078) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%1080) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_add_flags"}> ({
  ^bb0(%arg31: i32):
    %1073 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1074 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1075 = "arith.addi"(%arg31, %1073) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1076 = "arith.subi"(%1075, %1074) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%1076) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "add_mul_neg_one"}> ({
  ^bb0(%arg29: i32, %arg30: i32):
    %1068 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1069 = "arith.muli"(%arg30, %1068) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1070 = "arith.addi"(%arg29, %1069) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1071 = "arith.muli"(%arg29, %1068) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1072 = "arith.addi"(%1071, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1070, %1072) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>) -> vector<2xi32>, sym_name = "add_mul_neg_one_vector"}> ({
  ^bb0(%arg27: vector<2xi32>, %arg28: vector<2xi32>):
    %1065 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %1066 = "arith.muli"(%arg28, %1065) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1067 = "arith.addi"(%arg27, %1066) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%1067) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sub_sub_lhs_rhs_lhs"}> ({
  ^bb0(%arg25: i32, %arg26: i32):
    %1063 = "arith.subi"(%arg25, %arg26) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1064 = "arith.subi"(%1063, %arg25) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%1064) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i1), sym_name = "extended"}> ({
  ^bb0(%arg23: i32, %arg24: i32):
    %1057 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1058:2 = "arith.addui_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i1)
    %1059:2 = "arith.mulsi_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i32)
    %1060:2 = "arith.mului_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i32)
    %1061:2 = "arith.mulsi_extended"(%arg23, %1057) : (i32, i32) -> (i32, i32)
    %1062:2 = "arith.addui_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i1)
    "func.return"(%1058#0, %1059#0, %1060#0, %1061#0, %1061#1, %1062#0, %1062#1) : (i32, i32, i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "xor_not_cmpi"}> ({
  ^bb0(%arg21: i32, %arg22: i32):
    %1036 = "arith.constant"() <{value = true}> : () -> i1
    %1037 = "arith.cmpi"(%arg21, %arg22) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1038 = "arith.xori"(%1037, %1036) : (i1, i1) -> i1
    %1039 = "arith.cmpi"(%arg21, %arg22) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1040 = "arith.xori"(%1039, %1036) : (i1, i1) -> i1
    %1041 = "arith.cmpi"(%arg21, %arg22) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1042 = "arith.xori"(%1041, %1036) : (i1, i1) -> i1
    %1043 = "arith.cmpi"(%arg21, %arg22) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1044 = "arith.xori"(%1043, %1036) : (i1, i1) -> i1
    %1045 = "arith.cmpi"(%arg21, %arg22) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1046 = "arith.xori"(%1045, %1036) : (i1, i1) -> i1
    %1047 = "arith.cmpi"(%arg21, %arg22) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1048 = "arith.xori"(%1047, %1036) : (i1, i1) -> i1
    %1049 = "arith.cmpi"(%arg21, %arg22) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1050 = "arith.xori"(%1049, %1036) : (i1, i1) -> i1
    %1051 = "arith.cmpi"(%arg21, %arg22) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1052 = "arith.xori"(%1051, %1036) : (i1, i1) -> i1
    %1053 = "arith.cmpi"(%arg21, %arg22) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1054 = "arith.xori"(%1053, %1036) : (i1, i1) -> i1
    %1055 = "arith.cmpi"(%arg21, %arg22) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1056 = "arith.xori"(%1055, %1036) : (i1, i1) -> i1
    "func.return"(%1038, %1040, %1042, %1044, %1046, %1048, %1050, %1052, %1054, %1056) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32), sym_name = "ops_of_exts"}> ({
  ^bb0(%arg18: i8, %arg19: i8, %arg20: i16):
    %999 = "arith.extui"(%arg18) : (i8) -> i32
    %1000 = "arith.extui"(%arg19) : (i8) -> i32
    %1001 = "arith.extui"(%arg20) : (i16) -> i32
    %1002 = "arith.xori"(%999, %1000) : (i32, i32) -> i32
    %1003 = "arith.xori"(%999, %1001) : (i32, i32) -> i32
    %1004 = "arith.andi"(%999, %1000) : (i32, i32) -> i32
    %1005 = "arith.andi"(%999, %1001) : (i32, i32) -> i32
    %1006 = "arith.ori"(%999, %1000) : (i32, i32) -> i32
    %1007 = "arith.ori"(%999, %1001) : (i32, i32) -> i32
    %1008 = "arith.cmpi"(%999, %1000) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1009 = "arith.cmpi"(%999, %1001) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1010 = "arith.cmpi"(%999, %1000) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1011 = "arith.cmpi"(%999, %1001) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1012 = "arith.cmpi"(%999, %1000) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1013 = "arith.cmpi"(%999, %1001) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1014 = "arith.cmpi"(%999, %1000) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1015 = "arith.cmpi"(%999, %1001) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1016 = "arith.extsi"(%arg18) : (i8) -> i32
    %1017 = "arith.extsi"(%arg19) : (i8) -> i32
    %1018 = "arith.extsi"(%arg20) : (i16) -> i32
    %1019 = "arith.xori"(%1016, %1017) : (i32, i32) -> i32
    %1020 = "arith.xori"(%1016, %1018) : (i32, i32) -> i32
    %1021 = "arith.andi"(%1016, %1017) : (i32, i32) -> i32
    %1022 = "arith.andi"(%1016, %1018) : (i32, i32) -> i32
    %1023 = "arith.ori"(%1016, %1017) : (i32, i32) -> i32
    %1024 = "arith.ori"(%1016, %1018) : (i32, i32) -> i32
    %1025 = "arith.cmpi"(%1016, %1017) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1026 = "arith.cmpi"(%1016, %1018) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1027 = "arith.cmpi"(%1016, %1017) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1028 = "arith.cmpi"(%1016, %1018) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1029 = "arith.cmpi"(%1016, %1017) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1030 = "arith.cmpi"(%1016, %1018) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1031 = "arith.cmpi"(%1016, %1017) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1032 = "arith.cmpi"(%1016, %1018) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1033 = "arith.extui"(%arg18) : (i8) -> i32
    %1034 = "arith.extsi"(%arg19) : (i8) -> i32
    %1035 = "arith.xori"(%1033, %1034) : (i32, i32) -> i32
    "func.return"(%1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1035) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>), sym_name = "selects"}> ({
  ^bb0(%arg13: i1, %arg14: i1, %arg15: i32, %arg16: i32, %arg17: i32):
    %979 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %980 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %981 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %982 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %983 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %984 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %985 = "arith.constant"() <{value = true}> : () -> i1
    %986 = "arith.constant"() <{value = false}> : () -> i1
    %987 = "arith.xori"(%arg13, %985) : (i1, i1) -> i1
    %988 = "arith.select"(%987, %arg15, %arg16) : (i1, i32, i32) -> i32
    %989 = "arith.select"(%arg13, %arg15, %arg16) : (i1, i32, i32) -> i32
    %990 = "arith.select"(%arg13, %989, %arg17) : (i1, i32, i32) -> i32
    %991 = "arith.select"(%arg13, %arg17, %989) : (i1, i32, i32) -> i32
    %992 = "arith.select"(%arg14, %989, %arg17) : (i1, i32, i32) -> i32
    %993 = "arith.select"(%arg13, %986, %985) : (i1, i1, i1) -> i1
    %994 = "arith.select"(%arg13, %984, %983) : (i1, i32, i32) -> i32
    %995 = "arith.select"(%arg13, %983, %984) : (i1, i32, i32) -> i32
    %996 = "arith.select"(%arg13, %982, %981) : (i1, i8, i8) -> i8
    %997 = "arith.select"(%arg13, %981, %982) : (i1, i8, i8) -> i8
    %998 = "arith.select"(%arg13, %980, %979) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%988, %990, %991, %992, %993, %994, %995, %996, %997, %998) : (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8, i32, index, f32, i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg7: i64, %arg8: i8, %arg9: i32, %arg10: index, %arg11: f32, %arg12: i64):
    %942 = "arith.constant"() <{value = 48 : i64}> : () -> i64
    %943 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %944 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %945 = "arith.index_cast"(%arg7) : (i64) -> index
    %946 = "arith.index_cast"(%945) : (index) -> i64
    %947 = "arith.index_cast"(%arg10) : (index) -> i8
    %948 = "arith.index_cast"(%947) : (i8) -> index
    %949 = "arith.extsi"(%arg8) : (i8) -> i32
    %950 = "arith.index_cast"(%949) : (i32) -> index
    %951 = "arith.index_castui"(%949) : (i32) -> index
    %952 = "arith.extui"(%arg8) : (i8) -> i32
    %953 = "arith.index_castui"(%952) : (i32) -> index
    %954 = "arith.index_cast"(%952) : (i32) -> index
    %955 = "arith.extsi"(%952) : (i32) -> i64
    %956 = "arith.index_castui"(%arg9) : (i32) -> index
    %957 = "arith.index_castui"(%956) : (index) -> i32
    %958 = "arith.bitcast"(%arg11) : (f32) -> i32
    %959 = "arith.bitcast"(%958) : (i32) -> f32
    %960 = "arith.bitcast"(%arg9) : (i32) -> f32
    %961 = "arith.bitcast"(%960) : (f32) -> i32
    %962 = "arith.extsi"(%arg8) : (i8) -> i64
    %963 = "arith.trunci"(%962) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %964 = "arith.trunci"(%arg8) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i4
    %965 = "arith.extui"(%arg8) : (i8) -> i64
    %966 = "arith.trunci"(%965) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %967 = "arith.shrsi"(%arg12, %944) : (i64, i64) -> i64
    %968 = "arith.trunci"(%967) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %969 = "arith.shrsi"(%arg12, %943) : (i64, i64) -> i64
    %970 = "arith.trunci"(%969) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %971 = "arith.shrsi"(%arg12, %942) : (i64, i64) -> i64
    %972 = "arith.trunci"(%971) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %973 = "arith.sitofp"(%arg9) : (i32) -> f64
    %974 = "arith.truncf"(%973) : (f64) -> f32
    %975 = "arith.truncf"(%973) <{roundingmode = 4 : i32}> : (f64) -> f32
    %976 = "arith.uitofp"(%arg9) : (i32) -> f64
    %977 = "arith.truncf"(%976) : (f64) -> f32
    %978 = "arith.truncf"(%976) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%946, %948, %950, %951, %953, %954, %955, %957, %959, %961, %963, %arg8, %964, %966, %968, %970, %972, %974, %975, %977, %978) : (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f32, f32, f32), sym_name = "negfs"}> ({
  ^bb0(%arg4: f32, %arg5: f32, %arg6: f64):
    %937 = "arith.negf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %938 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %939 = "arith.mulf"(%937, %938) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %940 = "arith.divf"(%937, %938) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %941 = "arith.mulf"(%937, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%939, %940, %941) : (f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i32, i64, i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_int_to_fp"}> ({
  ^bb0(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: i16):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.constant"() <{value = -1.000000e+02 : f16}> : () -> f16
    %3 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 4.500000e+00 : f16}> : () -> f16
    %5 = "arith.constant"() <{value = 2.000000e+09 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = -1.000000e+10 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 3.000000e+02 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = -4.500000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 4.500000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %13 = "arith.sitofp"(%arg0) : (i8) -> f32
    %14 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %15 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %16 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %17 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %18 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %19 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %20 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %21 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %22 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %23 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %24 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %25 = "arith.cmpf"(%13, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %26 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %27 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %28 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %29 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %30 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %31 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %32 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %33 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %34 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %35 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %36 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %37 = "arith.cmpf"(%13, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %38 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %39 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %40 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %41 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %42 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %43 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %44 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %45 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %46 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %47 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %48 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %49 = "arith.cmpf"(%13, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %50 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %51 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %52 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %53 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %54 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %55 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %56 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %57 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %58 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %59 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %60 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %61 = "arith.cmpf"(%13, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %62 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %63 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %64 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %65 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %66 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %67 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %68 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %69 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %70 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %71 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %72 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %73 = "arith.cmpf"(%13, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %74 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %75 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %76 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %77 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %78 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %79 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %80 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %81 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %82 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %83 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %84 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %85 = "arith.cmpf"(%13, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %86 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %87 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %88 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %89 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %90 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %91 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %92 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %93 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %94 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %95 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %96 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %97 = "arith.cmpf"(%13, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %98 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %99 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %100 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %101 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %102 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %103 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %104 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %105 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %106 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %107 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %108 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %109 = "arith.cmpf"(%13, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %110 = "arith.uitofp"(%arg0) : (i8) -> f32
    %111 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %112 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %113 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %114 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %115 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %116 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %117 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %118 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %119 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %120 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %121 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %122 = "arith.cmpf"(%110, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %123 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %124 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %125 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %126 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %127 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %128 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %129 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %130 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %131 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %132 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %133 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %134 = "arith.cmpf"(%110, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %135 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %136 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %137 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %138 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %139 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %140 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %141 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %142 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %143 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %144 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %145 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %146 = "arith.cmpf"(%110, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %147 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %148 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %149 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %150 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %151 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %152 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %153 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %154 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %155 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %156 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %157 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %158 = "arith.cmpf"(%110, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %159 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %160 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %161 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %162 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %163 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %164 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %165 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %166 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %167 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %168 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %169 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %170 = "arith.cmpf"(%110, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %171 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %172 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %173 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %174 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %175 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %176 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %177 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %178 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %179 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %180 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %181 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %182 = "arith.cmpf"(%110, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %183 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %184 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %185 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %186 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %187 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %188 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %189 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %190 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %191 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %192 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %193 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %194 = "arith.cmpf"(%110, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %195 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %196 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %197 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %198 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %199 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %200 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %201 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %202 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %203 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %204 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %205 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %206 = "arith.cmpf"(%110, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %207 = "arith.sitofp"(%arg1) : (i32) -> f32
    %208 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %209 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %210 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %211 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %212 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %213 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %214 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %215 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %216 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %217 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %218 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %219 = "arith.cmpf"(%207, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %220 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %221 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %222 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %223 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %224 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %225 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %226 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %227 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %228 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %229 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %230 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %231 = "arith.cmpf"(%207, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %232 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %233 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %234 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %235 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %236 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %237 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %238 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %239 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %240 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %241 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %242 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %243 = "arith.cmpf"(%207, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %244 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %245 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %246 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %247 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %248 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %249 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %250 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %251 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %252 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %253 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %254 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %255 = "arith.cmpf"(%207, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %256 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %257 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %258 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %259 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %260 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %261 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %262 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %263 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %264 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %265 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %266 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %267 = "arith.cmpf"(%207, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %268 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %269 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %270 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %271 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %272 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %273 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %274 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %275 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %276 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %277 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %278 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %279 = "arith.cmpf"(%207, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %280 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %281 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %282 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %283 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %284 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %285 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %286 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %287 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %288 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %289 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %290 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %291 = "arith.cmpf"(%207, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %292 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %293 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %294 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %295 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %296 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %297 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %298 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %299 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %300 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %301 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %302 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %303 = "arith.cmpf"(%207, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %304 = "arith.uitofp"(%arg1) : (i32) -> f32
    %305 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %306 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %307 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %308 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %309 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %310 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %311 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %312 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %313 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %314 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %315 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %316 = "arith.cmpf"(%304, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %317 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %318 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %319 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %320 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %321 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %322 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %323 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %324 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %325 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %326 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %327 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %328 = "arith.cmpf"(%304, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %329 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %330 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %331 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %332 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %333 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %334 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %335 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %336 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %337 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %338 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %339 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %340 = "arith.cmpf"(%304, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %341 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %342 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %343 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %344 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %345 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %346 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %347 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %348 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %349 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %350 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %351 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %352 = "arith.cmpf"(%304, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %353 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %354 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %355 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %356 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %357 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %358 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %359 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %360 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %361 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %362 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %363 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %364 = "arith.cmpf"(%304, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %365 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %366 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %367 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %368 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %369 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %370 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %371 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %372 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %373 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %374 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %375 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %376 = "arith.cmpf"(%304, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %377 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %378 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %379 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %380 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %381 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %382 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %383 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %384 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %385 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %386 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %387 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %388 = "arith.cmpf"(%304, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %389 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %390 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %391 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %392 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %393 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %394 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %395 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %396 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %397 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %398 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %399 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %400 = "arith.cmpf"(%304, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %401 = "arith.sitofp"(%arg2) : (i64) -> f32
    %402 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %403 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %404 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %405 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %406 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %407 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %408 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %409 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %410 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %411 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %412 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %413 = "arith.cmpf"(%401, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %414 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %415 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %416 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %417 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %418 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %419 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %420 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %421 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %422 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %423 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %424 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %425 = "arith.cmpf"(%401, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %426 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %427 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %428 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %429 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %430 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %431 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %432 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %433 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %434 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %435 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %436 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %437 = "arith.cmpf"(%401, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %438 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %439 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %440 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %441 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %442 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %443 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %444 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %445 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %446 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %447 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %448 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %449 = "arith.cmpf"(%401, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %450 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %451 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %452 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %453 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %454 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %455 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %456 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %457 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %458 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %459 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %460 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %461 = "arith.cmpf"(%401, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %462 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %463 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %464 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %465 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %466 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %467 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %468 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %469 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %470 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %471 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %472 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %473 = "arith.cmpf"(%401, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %474 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %475 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %476 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %477 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %478 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %479 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %480 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %481 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %482 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %483 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %484 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %485 = "arith.cmpf"(%401, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %486 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %487 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %488 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %489 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %490 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %491 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %492 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %493 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %494 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %495 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %496 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %497 = "arith.cmpf"(%401, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %498 = "arith.uitofp"(%arg2) : (i64) -> f32
    %499 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %500 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %501 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %502 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %503 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %504 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %505 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %506 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %507 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %508 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %509 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %510 = "arith.cmpf"(%498, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %511 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %512 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %513 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %514 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %515 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %516 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %517 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %518 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %519 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %520 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %521 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %522 = "arith.cmpf"(%498, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %523 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %524 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %525 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %526 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %527 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %528 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %529 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %530 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %531 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %532 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %533 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %534 = "arith.cmpf"(%498, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %535 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %536 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %537 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %538 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %539 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %540 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %541 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %542 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %543 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %544 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %545 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %546 = "arith.cmpf"(%498, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %547 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %548 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %549 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %550 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %551 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %552 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %553 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %554 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %555 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %556 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %557 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %558 = "arith.cmpf"(%498, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %559 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %560 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %561 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %562 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %563 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %564 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %565 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %566 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %567 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %568 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %569 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %570 = "arith.cmpf"(%498, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %571 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %572 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %573 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %574 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %575 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %576 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %577 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %578 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %579 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %580 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %581 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %582 = "arith.cmpf"(%498, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %583 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %584 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %585 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %586 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %587 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %588 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %589 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %590 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %591 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %592 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %593 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %594 = "arith.cmpf"(%498, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %595 = "arith.sitofp"(%arg3) : (i16) -> f32
    %596 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %597 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %598 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %599 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %600 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %601 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %602 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %603 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %604 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %605 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %606 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %607 = "arith.cmpf"(%595, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %608 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %609 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %610 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %611 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %612 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %613 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %614 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %615 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %616 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %617 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %618 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %619 = "arith.cmpf"(%595, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %620 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %621 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %622 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %623 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %624 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %625 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %626 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %627 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %628 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %629 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %630 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %631 = "arith.cmpf"(%595, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %632 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %633 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %634 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %635 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %636 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %637 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %638 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %639 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %640 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %641 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %642 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %643 = "arith.cmpf"(%595, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %644 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %645 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %646 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %647 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %648 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %649 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %650 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %651 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %652 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %653 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %654 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %655 = "arith.cmpf"(%595, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %656 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %657 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %658 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %659 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %660 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %661 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %662 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %663 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %664 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %665 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %666 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %667 = "arith.cmpf"(%595, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %668 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %669 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %670 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %671 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %672 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %673 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %674 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %675 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %676 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %677 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %678 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %679 = "arith.cmpf"(%595, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %680 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %681 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %682 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %683 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %684 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %685 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %686 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %687 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %688 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %689 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %690 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %691 = "arith.cmpf"(%595, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %692 = "arith.uitofp"(%arg3) : (i16) -> f32
    %693 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %694 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %695 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %696 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %697 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %698 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %699 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %700 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %701 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %702 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %703 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %704 = "arith.cmpf"(%692, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %705 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %706 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %707 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %708 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %709 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %710 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %711 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %712 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %713 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %714 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %715 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %716 = "arith.cmpf"(%692, %11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %717 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %718 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %719 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %720 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %721 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %722 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %723 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %724 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %725 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %726 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %727 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %728 = "arith.cmpf"(%692, %10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %729 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %730 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %731 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %732 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %733 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %734 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %735 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %736 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %737 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %738 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %739 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %740 = "arith.cmpf"(%692, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %741 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %742 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %743 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %744 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %745 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %746 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %747 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %748 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %749 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %750 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %751 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %752 = "arith.cmpf"(%692, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %753 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %754 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %755 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %756 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %757 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %758 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %759 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %760 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %761 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %762 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %763 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %764 = "arith.cmpf"(%692, %7) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %765 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %766 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %767 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %768 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %769 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %770 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %771 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %772 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %773 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %774 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %775 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %776 = "arith.cmpf"(%692, %6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %777 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %778 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %779 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %780 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %781 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %782 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %783 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %784 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %785 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %786 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %787 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %788 = "arith.cmpf"(%692, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %789 = "arith.sitofp"(%arg1) : (i32) -> f16
    %790 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %791 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %792 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %793 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %794 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %795 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %796 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %797 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %798 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %799 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %800 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %801 = "arith.cmpf"(%789, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %802 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %803 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %804 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %805 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %806 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %807 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %808 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %809 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %810 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %811 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %812 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %813 = "arith.cmpf"(%789, %3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %814 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %815 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %816 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %817 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %818 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %819 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %820 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %821 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %822 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %823 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %824 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %825 = "arith.cmpf"(%789, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %826 = "arith.uitofp"(%arg1) : (i32) -> f16
    %827 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %828 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %829 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %830 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %831 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %832 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %833 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %834 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %835 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %836 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %837 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %838 = "arith.cmpf"(%826, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %839 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %840 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %841 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %842 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %843 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %844 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %845 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %846 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %847 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %848 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %849 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %850 = "arith.cmpf"(%826, %3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %851 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %852 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %853 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %854 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %855 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %856 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %857 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %858 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %859 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %860 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %861 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %862 = "arith.cmpf"(%826, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %863 = "arith.sitofp"(%arg3) : (i16) -> f16
    %864 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %865 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %866 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %867 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %868 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %869 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %870 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %871 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %872 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %873 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %874 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %875 = "arith.cmpf"(%863, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %876 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %877 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %878 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %879 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %880 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %881 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %882 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %883 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %884 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %885 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %886 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %887 = "arith.cmpf"(%863, %3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %888 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %889 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %890 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %891 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %892 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %893 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %894 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %895 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %896 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %897 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %898 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %899 = "arith.cmpf"(%863, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %900 = "arith.uitofp"(%arg3) : (i16) -> f16
    %901 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %902 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %903 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %904 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %905 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %906 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %907 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %908 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %909 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %910 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %911 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %912 = "arith.cmpf"(%900, %4) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %913 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %914 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %915 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %916 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %917 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %918 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %919 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %920 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %921 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %922 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %923 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %924 = "arith.cmpf"(%900, %3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %925 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %926 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %927 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %928 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %929 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %930 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %931 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %932 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %933 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %934 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %935 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %936 = "arith.cmpf"(%900, %2) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    "func.return"(%14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %474, %475, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %1, %1, %1, %1, %1, %1, %1, %0, %0, %0, %0, %0, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_i32"}> ({
  ^bb0(%arg61: i32):
    %273 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %274 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %275 = "arith.addi"(%arg61, %273) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %276 = "arith.addi"(%275, %274) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%276) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_rhs_i32"}> ({
  ^bb0(%arg60: i32):
    %269 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %270 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %271 = "arith.subi"(%arg60, %269) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %272 = "arith.addi"(%271, %270) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%272) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_lhs_i32"}> ({
  ^bb0(%arg59: i32):
    %265 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %266 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %267 = "arith.subi"(%265, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %268 = "arith.addi"(%267, %266) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%268) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_add_i32"}> ({
  ^bb0(%arg58: i32):
    %261 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %262 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %263 = "arith.addi"(%arg58, %261) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %264 = "arith.subi"(%263, %262) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%264) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_add_i32"}> ({
  ^bb0(%arg57: i32):
    %257 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %258 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %259 = "arith.addi"(%arg57, %257) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %260 = "arith.subi"(%258, %259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%260) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_rhs_i32"}> ({
  ^bb0(%arg56: i32):
    %253 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %254 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %255 = "arith.subi"(%arg56, %253) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %256 = "arith.subi"(%255, %254) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%256) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_lhs_i32"}> ({
  ^bb0(%arg55: i32):
    %249 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %250 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %251 = "arith.subi"(%249, %arg55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %252 = "arith.subi"(%251, %250) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%252) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_rhs_i32"}> ({
  ^bb0(%arg54: i32):
    %245 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %246 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %247 = "arith.subi"(%arg54, %245) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %248 = "arith.subi"(%246, %247) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%248) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_lhs_i32"}> ({
  ^bb0(%arg53: i32):
    %241 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %242 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %243 = "arith.subi"(%241, %arg53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %244 = "arith.subi"(%242, %243) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%244) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mul_mul_i32"}> ({
  ^bb0(%arg52: i32):
    %237 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %238 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %239 = "arith.muli"(%arg52, %237) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %240 = "arith.muli"(%239, %238) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%240) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_add_index"}> ({
  ^bb0(%arg51: index):
    %233 = "arith.constant"() <{value = 5 : index}> : () -> index
    %234 = "arith.constant"() <{value = 7 : index}> : () -> index
    %235 = "arith.addi"(%arg51, %233) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %236 = "arith.addi"(%235, %234) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%236) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_rhs_index"}> ({
  ^bb0(%arg50: index):
    %229 = "arith.constant"() <{value = 5 : index}> : () -> index
    %230 = "arith.constant"() <{value = 7 : index}> : () -> index
    %231 = "arith.subi"(%arg50, %229) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %232 = "arith.addi"(%231, %230) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%232) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_lhs_index"}> ({
  ^bb0(%arg49: index):
    %225 = "arith.constant"() <{value = 5 : index}> : () -> index
    %226 = "arith.constant"() <{value = 7 : index}> : () -> index
    %227 = "arith.subi"(%225, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %228 = "arith.addi"(%227, %226) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%228) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_add_index"}> ({
  ^bb0(%arg48: index):
    %221 = "arith.constant"() <{value = 5 : index}> : () -> index
    %222 = "arith.constant"() <{value = 7 : index}> : () -> index
    %223 = "arith.addi"(%arg48, %221) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %224 = "arith.subi"(%223, %222) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%224) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_add_index"}> ({
  ^bb0(%arg47: index):
    %217 = "arith.constant"() <{value = 5 : index}> : () -> index
    %218 = "arith.constant"() <{value = 7 : index}> : () -> index
    %219 = "arith.addi"(%arg47, %217) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %220 = "arith.subi"(%218, %219) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%220) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_rhs_index"}> ({
  ^bb0(%arg46: index):
    %213 = "arith.constant"() <{value = 5 : index}> : () -> index
    %214 = "arith.constant"() <{value = 7 : index}> : () -> index
    %215 = "arith.subi"(%arg46, %213) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %216 = "arith.subi"(%215, %214) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%216) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_lhs_index"}> ({
  ^bb0(%arg45: index):
    %209 = "arith.constant"() <{value = 5 : index}> : () -> index
    %210 = "arith.constant"() <{value = 7 : index}> : () -> index
    %211 = "arith.subi"(%209, %arg45) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %212 = "arith.subi"(%211, %210) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%212) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_rhs_index"}> ({
  ^bb0(%arg44: index):
    %205 = "arith.constant"() <{value = 5 : index}> : () -> index
    %206 = "arith.constant"() <{value = 7 : index}> : () -> index
    %207 = "arith.subi"(%arg44, %205) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %208 = "arith.subi"(%206, %207) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%208) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_lhs_index"}> ({
  ^bb0(%arg43: index):
    %201 = "arith.constant"() <{value = 5 : index}> : () -> index
    %202 = "arith.constant"() <{value = 7 : index}> : () -> index
    %203 = "arith.subi"(%201, %arg43) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %204 = "arith.subi"(%202, %203) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%204) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "mul_mul_index"}> ({
  ^bb0(%arg42: index):
    %197 = "arith.constant"() <{value = 5 : index}> : () -> index
    %198 = "arith.constant"() <{value = 7 : index}> : () -> index
    %199 = "arith.muli"(%arg42, %197) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %200 = "arith.muli"(%199, %198) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%200) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_i8"}> ({
  ^bb0(%arg41: i8):
    %193 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %194 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %195 = "arith.addi"(%arg41, %193) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %196 = "arith.addi"(%195, %194) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%196) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_rhs_i8"}> ({
  ^bb0(%arg40: i8):
    %189 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %190 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %191 = "arith.subi"(%arg40, %189) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %192 = "arith.addi"(%191, %190) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%192) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_lhs_i8"}> ({
  ^bb0(%arg39: i8):
    %185 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %186 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %187 = "arith.subi"(%185, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %188 = "arith.addi"(%187, %186) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%188) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_add_i8"}> ({
  ^bb0(%arg38: i8):
    %181 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %182 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %183 = "arith.addi"(%arg38, %181) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %184 = "arith.subi"(%183, %182) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%184) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_add_i8"}> ({
  ^bb0(%arg37: i8):
    %177 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %178 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %179 = "arith.addi"(%arg37, %177) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %180 = "arith.subi"(%178, %179) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%180) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_rhs_i8"}> ({
  ^bb0(%arg36: i8):
    %173 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %174 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %175 = "arith.subi"(%arg36, %173) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %176 = "arith.subi"(%175, %174) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%176) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_lhs_i8"}> ({
  ^bb0(%arg35: i8):
    %169 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %170 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %171 = "arith.subi"(%169, %arg35) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %172 = "arith.subi"(%171, %170) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%172) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_rhs_i8"}> ({
  ^bb0(%arg34: i8):
    %165 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %166 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %167 = "arith.subi"(%arg34, %165) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %168 = "arith.subi"(%166, %167) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%168) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_lhs_i8"}> ({
  ^bb0(%arg33: i8):
    %161 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %162 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %163 = "arith.subi"(%161, %arg33) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %164 = "arith.subi"(%162, %163) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%164) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "mul_mul_i8"}> ({
  ^bb0(%arg32: i8):
    %157 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %158 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %159 = "arith.muli"(%arg32, %157) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %160 = "arith.muli"(%159, %158) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%160) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_wrap"}> ({
  ^bb0(%arg31: i8):
    %154 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %155 = "arith.addi"(%arg31, %154) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %156 = "arith.addi"(%155, %154) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%156) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags"}> ({
  ^bb0(%arg30: i32):
    %150 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %151 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %152 = "arith.addi"(%arg30, %150) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %153 = "arith.addi"(%152, %151) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%153) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags_both"}> ({
  ^bb0(%arg29: i32):
    %146 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %147 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %148 = "arith.addi"(%arg29, %146) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %149 = "arith.addi"(%148, %147) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%149) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_sub_flags"}> ({
  ^bb0(%arg28: i32):
    %142 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %143 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %144 = "arith.subi"(%arg28, %142) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %145 = "arith.subi"(%144, %143) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%145) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_add_flags"}> ({
  ^bb0(%arg27: i32):
    %138 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %139 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %140 = "arith.addi"(%arg27, %138) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %141 = "arith.subi"(%140, %139) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%141) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "add_mul_neg_one"}> ({
  ^bb0(%arg25: i32, %arg26: i32):
    %133 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %134 = "arith.muli"(%arg26, %133) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %135 = "arith.addi"(%arg25, %134) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %136 = "arith.muli"(%arg25, %133) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %137 = "arith.addi"(%136, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%135, %137) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>) -> vector<2xi32>, sym_name = "add_mul_neg_one_vector"}> ({
  ^bb0(%arg23: vector<2xi32>, %arg24: vector<2xi32>):
    %130 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %131 = "arith.muli"(%arg24, %130) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %132 = "arith.addi"(%arg23, %131) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%132) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sub_sub_lhs_rhs_lhs"}> ({
  ^bb0(%arg21: i32, %arg22: i32):
    %128 = "arith.subi"(%arg21, %arg22) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %129 = "arith.subi"(%128, %arg21) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%129) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i1), sym_name = "extended"}> ({
  ^bb0(%arg19: i32, %arg20: i32):
    %122:2 = "arith.addui_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i1)
    %123:2 = "arith.mulsi_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i32)
    %124:2 = "arith.mului_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i32)
    %125 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %126:2 = "arith.mulsi_extended"(%arg19, %125) : (i32, i32) -> (i32, i32)
    %127:2 = "arith.addui_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i1)
    "func.return"(%122#0, %123#0, %124#0, %126#0, %126#1, %127#0, %127#1) : (i32, i32, i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "xor_not_cmpi"}> ({
  ^bb0(%arg17: i32, %arg18: i32):
    %101 = "arith.constant"() <{value = true}> : () -> i1
    %102 = "arith.cmpi"(%arg17, %arg18) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %103 = "arith.xori"(%102, %101) : (i1, i1) -> i1
    %104 = "arith.cmpi"(%arg17, %arg18) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %105 = "arith.xori"(%104, %101) : (i1, i1) -> i1
    %106 = "arith.cmpi"(%arg17, %arg18) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %107 = "arith.xori"(%106, %101) : (i1, i1) -> i1
    %108 = "arith.cmpi"(%arg17, %arg18) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %109 = "arith.xori"(%108, %101) : (i1, i1) -> i1
    %110 = "arith.cmpi"(%arg17, %arg18) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %111 = "arith.xori"(%110, %101) : (i1, i1) -> i1
    %112 = "arith.cmpi"(%arg17, %arg18) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %113 = "arith.xori"(%112, %101) : (i1, i1) -> i1
    %114 = "arith.cmpi"(%arg17, %arg18) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %115 = "arith.xori"(%114, %101) : (i1, i1) -> i1
    %116 = "arith.cmpi"(%arg17, %arg18) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %117 = "arith.xori"(%116, %101) : (i1, i1) -> i1
    %118 = "arith.cmpi"(%arg17, %arg18) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %119 = "arith.xori"(%118, %101) : (i1, i1) -> i1
    %120 = "arith.cmpi"(%arg17, %arg18) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %121 = "arith.xori"(%120, %101) : (i1, i1) -> i1
    "func.return"(%103, %105, %107, %109, %111, %113, %115, %117, %119, %121) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32), sym_name = "ops_of_exts"}> ({
  ^bb0(%arg14: i8, %arg15: i8, %arg16: i16):
    %64 = "arith.extui"(%arg14) : (i8) -> i32
    %65 = "arith.extui"(%arg15) : (i8) -> i32
    %66 = "arith.extui"(%arg16) : (i16) -> i32
    %67 = "arith.xori"(%64, %65) : (i32, i32) -> i32
    %68 = "arith.xori"(%64, %66) : (i32, i32) -> i32
    %69 = "arith.andi"(%64, %65) : (i32, i32) -> i32
    %70 = "arith.andi"(%64, %66) : (i32, i32) -> i32
    %71 = "arith.ori"(%64, %65) : (i32, i32) -> i32
    %72 = "arith.ori"(%64, %66) : (i32, i32) -> i32
    %73 = "arith.cmpi"(%64, %65) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %74 = "arith.cmpi"(%64, %66) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %75 = "arith.cmpi"(%64, %65) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %76 = "arith.cmpi"(%64, %66) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %77 = "arith.cmpi"(%64, %65) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %78 = "arith.cmpi"(%64, %66) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %79 = "arith.cmpi"(%64, %65) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %80 = "arith.cmpi"(%64, %66) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %81 = "arith.extsi"(%arg14) : (i8) -> i32
    %82 = "arith.extsi"(%arg15) : (i8) -> i32
    %83 = "arith.extsi"(%arg16) : (i16) -> i32
    %84 = "arith.xori"(%81, %82) : (i32, i32) -> i32
    %85 = "arith.xori"(%81, %83) : (i32, i32) -> i32
    %86 = "arith.andi"(%81, %82) : (i32, i32) -> i32
    %87 = "arith.andi"(%81, %83) : (i32, i32) -> i32
    %88 = "arith.ori"(%81, %82) : (i32, i32) -> i32
    %89 = "arith.ori"(%81, %83) : (i32, i32) -> i32
    %90 = "arith.cmpi"(%81, %82) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %91 = "arith.cmpi"(%81, %83) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %92 = "arith.cmpi"(%81, %82) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %93 = "arith.cmpi"(%81, %83) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %94 = "arith.cmpi"(%81, %82) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %95 = "arith.cmpi"(%81, %83) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %96 = "arith.cmpi"(%81, %82) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %97 = "arith.cmpi"(%81, %83) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %98 = "arith.extui"(%arg14) : (i8) -> i32
    %99 = "arith.extsi"(%arg15) : (i8) -> i32
    %100 = "arith.xori"(%98, %99) : (i32, i32) -> i32
    "func.return"(%67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %100) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>), sym_name = "selects"}> ({
  ^bb0(%arg9: i1, %arg10: i1, %arg11: i32, %arg12: i32, %arg13: i32):
    %44 = "arith.constant"() <{value = true}> : () -> i1
    %45 = "arith.constant"() <{value = false}> : () -> i1
    %46 = "arith.xori"(%arg9, %44) : (i1, i1) -> i1
    %47 = "arith.select"(%46, %arg11, %arg12) : (i1, i32, i32) -> i32
    %48 = "arith.select"(%arg9, %arg11, %arg12) : (i1, i32, i32) -> i32
    %49 = "arith.select"(%arg9, %48, %arg13) : (i1, i32, i32) -> i32
    %50 = "arith.select"(%arg9, %arg13, %48) : (i1, i32, i32) -> i32
    %51 = "arith.select"(%arg10, %48, %arg13) : (i1, i32, i32) -> i32
    %52 = "arith.select"(%arg9, %45, %44) : (i1, i1, i1) -> i1
    %53 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %54 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %55 = "arith.select"(%arg9, %53, %54) : (i1, i32, i32) -> i32
    %56 = "arith.select"(%arg9, %54, %53) : (i1, i32, i32) -> i32
    %57 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %58 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %59 = "arith.select"(%arg9, %57, %58) : (i1, i8, i8) -> i8
    %60 = "arith.select"(%arg9, %58, %57) : (i1, i8, i8) -> i8
    %61 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %62 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %63 = "arith.select"(%arg9, %61, %62) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%47, %49, %50, %51, %52, %55, %56, %59, %60, %63) : (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8, i32, index, f32, i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg3: i64, %arg4: i8, %arg5: i32, %arg6: index, %arg7: f32, %arg8: i64):
    %6 = "arith.index_cast"(%arg3) : (i64) -> index
    %7 = "arith.index_cast"(%6) : (index) -> i64
    %8 = "arith.index_cast"(%arg6) : (index) -> i8
    %9 = "arith.index_cast"(%8) : (i8) -> index
    %10 = "arith.extsi"(%arg4) : (i8) -> i32
    %11 = "arith.index_cast"(%10) : (i32) -> index
    %12 = "arith.index_castui"(%10) : (i32) -> index
    %13 = "arith.extui"(%arg4) : (i8) -> i32
    %14 = "arith.index_castui"(%13) : (i32) -> index
    %15 = "arith.index_cast"(%13) : (i32) -> index
    %16 = "arith.extsi"(%13) : (i32) -> i64
    %17 = "arith.index_castui"(%arg5) : (i32) -> index
    %18 = "arith.index_castui"(%17) : (index) -> i32
    %19 = "arith.bitcast"(%arg7) : (f32) -> i32
    %20 = "arith.bitcast"(%19) : (i32) -> f32
    %21 = "arith.bitcast"(%arg5) : (i32) -> f32
    %22 = "arith.bitcast"(%21) : (f32) -> i32
    %23 = "arith.extsi"(%arg4) : (i8) -> i64
    %24 = "arith.trunci"(%23) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %25 = "arith.trunci"(%23) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %26 = "arith.trunci"(%23) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i4
    %27 = "arith.extui"(%arg4) : (i8) -> i64
    %28 = "arith.trunci"(%27) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %29 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %30 = "arith.shrsi"(%arg8, %29) : (i64, i64) -> i64
    %31 = "arith.trunci"(%30) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %32 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %33 = "arith.shrsi"(%arg8, %32) : (i64, i64) -> i64
    %34 = "arith.trunci"(%33) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %35 = "arith.constant"() <{value = 48 : i64}> : () -> i64
    %36 = "arith.shrsi"(%arg8, %35) : (i64, i64) -> i64
    %37 = "arith.trunci"(%36) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %38 = "arith.sitofp"(%arg5) : (i32) -> f64
    %39 = "arith.truncf"(%38) : (f64) -> f32
    %40 = "arith.truncf"(%38) <{roundingmode = 4 : i32}> : (f64) -> f32
    %41 = "arith.uitofp"(%arg5) : (i32) -> f64
    %42 = "arith.truncf"(%41) : (f64) -> f32
    %43 = "arith.truncf"(%41) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%7, %9, %11, %12, %14, %15, %16, %18, %20, %22, %24, %25, %26, %28, %31, %34, %37, %39, %40, %42, %43) : (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f32, f32, f32), sym_name = "negfs"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f64):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %3 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %4 = "arith.divf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "arith.mulf"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3, %4, %5) : (f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_i32"}> ({
  ^bb0(%arg61: i32):
    %271 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %272 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %273 = "arith.addi"(%arg61, %271) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %274 = "arith.addi"(%273, %272) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%274) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_rhs_i32"}> ({
  ^bb0(%arg60: i32):
    %267 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %268 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %269 = "arith.subi"(%arg60, %267) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %270 = "arith.addi"(%269, %268) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%270) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_lhs_i32"}> ({
  ^bb0(%arg59: i32):
    %263 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %264 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %265 = "arith.subi"(%263, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %266 = "arith.addi"(%265, %264) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%266) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_add_i32"}> ({
  ^bb0(%arg58: i32):
    %259 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %260 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %261 = "arith.addi"(%arg58, %259) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %262 = "arith.subi"(%261, %260) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%262) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_add_i32"}> ({
  ^bb0(%arg57: i32):
    %255 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %256 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %257 = "arith.addi"(%arg57, %255) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %258 = "arith.subi"(%256, %257) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%258) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_rhs_i32"}> ({
  ^bb0(%arg56: i32):
    %251 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %252 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %253 = "arith.subi"(%arg56, %251) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %254 = "arith.subi"(%253, %252) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%254) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_lhs_i32"}> ({
  ^bb0(%arg55: i32):
    %247 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %248 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %249 = "arith.subi"(%247, %arg55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %250 = "arith.subi"(%249, %248) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%250) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_rhs_i32"}> ({
  ^bb0(%arg54: i32):
    %243 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %244 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %245 = "arith.subi"(%arg54, %243) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %246 = "arith.subi"(%244, %245) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%246) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_lhs_i32"}> ({
  ^bb0(%arg53: i32):
    %239 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %240 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %241 = "arith.subi"(%239, %arg53) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %242 = "arith.subi"(%240, %241) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%242) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mul_mul_i32"}> ({
  ^bb0(%arg52: i32):
    %235 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %236 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %237 = "arith.muli"(%arg52, %235) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %238 = "arith.muli"(%237, %236) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%238) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_add_index"}> ({
  ^bb0(%arg51: index):
    %231 = "arith.constant"() <{value = 5 : index}> : () -> index
    %232 = "arith.constant"() <{value = 7 : index}> : () -> index
    %233 = "arith.addi"(%arg51, %231) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %234 = "arith.addi"(%233, %232) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%234) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_rhs_index"}> ({
  ^bb0(%arg50: index):
    %227 = "arith.constant"() <{value = 5 : index}> : () -> index
    %228 = "arith.constant"() <{value = 7 : index}> : () -> index
    %229 = "arith.subi"(%arg50, %227) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %230 = "arith.addi"(%229, %228) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%230) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_lhs_index"}> ({
  ^bb0(%arg49: index):
    %223 = "arith.constant"() <{value = 5 : index}> : () -> index
    %224 = "arith.constant"() <{value = 7 : index}> : () -> index
    %225 = "arith.subi"(%223, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %226 = "arith.addi"(%225, %224) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%226) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_add_index"}> ({
  ^bb0(%arg48: index):
    %219 = "arith.constant"() <{value = 5 : index}> : () -> index
    %220 = "arith.constant"() <{value = 7 : index}> : () -> index
    %221 = "arith.addi"(%arg48, %219) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %222 = "arith.subi"(%221, %220) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%222) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_add_index"}> ({
  ^bb0(%arg47: index):
    %215 = "arith.constant"() <{value = 5 : index}> : () -> index
    %216 = "arith.constant"() <{value = 7 : index}> : () -> index
    %217 = "arith.addi"(%arg47, %215) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %218 = "arith.subi"(%216, %217) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%218) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_rhs_index"}> ({
  ^bb0(%arg46: index):
    %211 = "arith.constant"() <{value = 5 : index}> : () -> index
    %212 = "arith.constant"() <{value = 7 : index}> : () -> index
    %213 = "arith.subi"(%arg46, %211) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %214 = "arith.subi"(%213, %212) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%214) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_lhs_index"}> ({
  ^bb0(%arg45: index):
    %207 = "arith.constant"() <{value = 5 : index}> : () -> index
    %208 = "arith.constant"() <{value = 7 : index}> : () -> index
    %209 = "arith.subi"(%207, %arg45) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %210 = "arith.subi"(%209, %208) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%210) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_rhs_index"}> ({
  ^bb0(%arg44: index):
    %203 = "arith.constant"() <{value = 5 : index}> : () -> index
    %204 = "arith.constant"() <{value = 7 : index}> : () -> index
    %205 = "arith.subi"(%arg44, %203) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %206 = "arith.subi"(%204, %205) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%206) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_lhs_index"}> ({
  ^bb0(%arg43: index):
    %199 = "arith.constant"() <{value = 5 : index}> : () -> index
    %200 = "arith.constant"() <{value = 7 : index}> : () -> index
    %201 = "arith.subi"(%199, %arg43) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %202 = "arith.subi"(%200, %201) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%202) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "mul_mul_index"}> ({
  ^bb0(%arg42: index):
    %195 = "arith.constant"() <{value = 5 : index}> : () -> index
    %196 = "arith.constant"() <{value = 7 : index}> : () -> index
    %197 = "arith.muli"(%arg42, %195) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %198 = "arith.muli"(%197, %196) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%198) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_i8"}> ({
  ^bb0(%arg41: i8):
    %191 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %192 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %193 = "arith.addi"(%arg41, %191) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %194 = "arith.addi"(%193, %192) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%194) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_rhs_i8"}> ({
  ^bb0(%arg40: i8):
    %187 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %188 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %189 = "arith.subi"(%arg40, %187) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %190 = "arith.addi"(%189, %188) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%190) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_lhs_i8"}> ({
  ^bb0(%arg39: i8):
    %183 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %184 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %185 = "arith.subi"(%183, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %186 = "arith.addi"(%185, %184) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%186) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_add_i8"}> ({
  ^bb0(%arg38: i8):
    %179 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %180 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %181 = "arith.addi"(%arg38, %179) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %182 = "arith.subi"(%181, %180) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%182) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_add_i8"}> ({
  ^bb0(%arg37: i8):
    %175 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %176 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %177 = "arith.addi"(%arg37, %175) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %178 = "arith.subi"(%176, %177) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%178) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_rhs_i8"}> ({
  ^bb0(%arg36: i8):
    %171 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %172 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %173 = "arith.subi"(%arg36, %171) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %174 = "arith.subi"(%173, %172) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%174) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_lhs_i8"}> ({
  ^bb0(%arg35: i8):
    %167 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %168 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %169 = "arith.subi"(%167, %arg35) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %170 = "arith.subi"(%169, %168) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%170) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_rhs_i8"}> ({
  ^bb0(%arg34: i8):
    %163 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %164 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %165 = "arith.subi"(%arg34, %163) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %166 = "arith.subi"(%164, %165) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%166) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_lhs_i8"}> ({
  ^bb0(%arg33: i8):
    %159 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %160 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %161 = "arith.subi"(%159, %arg33) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %162 = "arith.subi"(%160, %161) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%162) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "mul_mul_i8"}> ({
  ^bb0(%arg32: i8):
    %155 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %156 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %157 = "arith.muli"(%arg32, %155) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %158 = "arith.muli"(%157, %156) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%158) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_wrap"}> ({
  ^bb0(%arg31: i8):
    %152 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %153 = "arith.addi"(%arg31, %152) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %154 = "arith.addi"(%153, %152) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%154) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags"}> ({
  ^bb0(%arg30: i32):
    %148 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %149 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %150 = "arith.addi"(%arg30, %148) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %151 = "arith.addi"(%150, %149) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%151) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags_both"}> ({
  ^bb0(%arg29: i32):
    %144 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %145 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %146 = "arith.addi"(%arg29, %144) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %147 = "arith.addi"(%146, %145) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%147) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_sub_flags"}> ({
  ^bb0(%arg28: i32):
    %140 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %141 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %142 = "arith.subi"(%arg28, %140) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %143 = "arith.subi"(%142, %141) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%143) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_add_flags"}> ({
  ^bb0(%arg27: i32):
    %136 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %137 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %138 = "arith.addi"(%arg27, %136) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %139 = "arith.subi"(%138, %137) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%139) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "add_mul_neg_one"}> ({
  ^bb0(%arg25: i32, %arg26: i32):
    %131 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %132 = "arith.muli"(%arg26, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %133 = "arith.addi"(%arg25, %132) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %134 = "arith.muli"(%arg25, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %135 = "arith.addi"(%134, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%133, %135) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>) -> vector<2xi32>, sym_name = "add_mul_neg_one_vector"}> ({
  ^bb0(%arg23: vector<2xi32>, %arg24: vector<2xi32>):
    %128 = "arith.constant"() <{value = dense<-1> : vector<2xi32>}> : () -> vector<2xi32>
    %129 = "arith.muli"(%arg24, %128) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %130 = "arith.addi"(%arg23, %129) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%130) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sub_sub_lhs_rhs_lhs"}> ({
  ^bb0(%arg21: i32, %arg22: i32):
    %126 = "arith.subi"(%arg21, %arg22) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %127 = "arith.subi"(%126, %arg21) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%127) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i1), sym_name = "extended"}> ({
  ^bb0(%arg19: i32, %arg20: i32):
    %120 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %121:2 = "arith.addui_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i1)
    %122:2 = "arith.mulsi_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i32)
    %123:2 = "arith.mului_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i32)
    %124:2 = "arith.mulsi_extended"(%arg19, %120) : (i32, i32) -> (i32, i32)
    %125:2 = "arith.addui_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i1)
    "func.return"(%121#0, %122#0, %123#0, %124#0, %124#1, %125#0, %125#1) : (i32, i32, i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "xor_not_cmpi"}> ({
  ^bb0(%arg17: i32, %arg18: i32):
    %99 = "arith.constant"() <{value = true}> : () -> i1
    %100 = "arith.cmpi"(%arg17, %arg18) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %101 = "arith.xori"(%100, %99) : (i1, i1) -> i1
    %102 = "arith.cmpi"(%arg17, %arg18) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %103 = "arith.xori"(%102, %99) : (i1, i1) -> i1
    %104 = "arith.cmpi"(%arg17, %arg18) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %105 = "arith.xori"(%104, %99) : (i1, i1) -> i1
    %106 = "arith.cmpi"(%arg17, %arg18) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %107 = "arith.xori"(%106, %99) : (i1, i1) -> i1
    %108 = "arith.cmpi"(%arg17, %arg18) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %109 = "arith.xori"(%108, %99) : (i1, i1) -> i1
    %110 = "arith.cmpi"(%arg17, %arg18) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %111 = "arith.xori"(%110, %99) : (i1, i1) -> i1
    %112 = "arith.cmpi"(%arg17, %arg18) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %113 = "arith.xori"(%112, %99) : (i1, i1) -> i1
    %114 = "arith.cmpi"(%arg17, %arg18) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %115 = "arith.xori"(%114, %99) : (i1, i1) -> i1
    %116 = "arith.cmpi"(%arg17, %arg18) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %117 = "arith.xori"(%116, %99) : (i1, i1) -> i1
    %118 = "arith.cmpi"(%arg17, %arg18) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %119 = "arith.xori"(%118, %99) : (i1, i1) -> i1
    "func.return"(%101, %103, %105, %107, %109, %111, %113, %115, %117, %119) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32), sym_name = "ops_of_exts"}> ({
  ^bb0(%arg14: i8, %arg15: i8, %arg16: i16):
    %62 = "arith.extui"(%arg14) : (i8) -> i32
    %63 = "arith.extui"(%arg15) : (i8) -> i32
    %64 = "arith.extui"(%arg16) : (i16) -> i32
    %65 = "arith.xori"(%62, %63) : (i32, i32) -> i32
    %66 = "arith.xori"(%62, %64) : (i32, i32) -> i32
    %67 = "arith.andi"(%62, %63) : (i32, i32) -> i32
    %68 = "arith.andi"(%62, %64) : (i32, i32) -> i32
    %69 = "arith.ori"(%62, %63) : (i32, i32) -> i32
    %70 = "arith.ori"(%62, %64) : (i32, i32) -> i32
    %71 = "arith.cmpi"(%62, %63) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %72 = "arith.cmpi"(%62, %64) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %73 = "arith.cmpi"(%62, %63) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %74 = "arith.cmpi"(%62, %64) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %75 = "arith.cmpi"(%62, %63) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %76 = "arith.cmpi"(%62, %64) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %77 = "arith.cmpi"(%62, %63) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %78 = "arith.cmpi"(%62, %64) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %79 = "arith.extsi"(%arg14) : (i8) -> i32
    %80 = "arith.extsi"(%arg15) : (i8) -> i32
    %81 = "arith.extsi"(%arg16) : (i16) -> i32
    %82 = "arith.xori"(%79, %80) : (i32, i32) -> i32
    %83 = "arith.xori"(%79, %81) : (i32, i32) -> i32
    %84 = "arith.andi"(%79, %80) : (i32, i32) -> i32
    %85 = "arith.andi"(%79, %81) : (i32, i32) -> i32
    %86 = "arith.ori"(%79, %80) : (i32, i32) -> i32
    %87 = "arith.ori"(%79, %81) : (i32, i32) -> i32
    %88 = "arith.cmpi"(%79, %80) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %89 = "arith.cmpi"(%79, %81) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %90 = "arith.cmpi"(%79, %80) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %91 = "arith.cmpi"(%79, %81) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %92 = "arith.cmpi"(%79, %80) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %93 = "arith.cmpi"(%79, %81) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %94 = "arith.cmpi"(%79, %80) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %95 = "arith.cmpi"(%79, %81) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %96 = "arith.extui"(%arg14) : (i8) -> i32
    %97 = "arith.extsi"(%arg15) : (i8) -> i32
    %98 = "arith.xori"(%96, %97) : (i32, i32) -> i32
    "func.return"(%65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %98) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>), sym_name = "selects"}> ({
  ^bb0(%arg9: i1, %arg10: i1, %arg11: i32, %arg12: i32, %arg13: i32):
    %42 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %43 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %44 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %45 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %46 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %47 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %48 = "arith.constant"() <{value = true}> : () -> i1
    %49 = "arith.constant"() <{value = false}> : () -> i1
    %50 = "arith.xori"(%arg9, %48) : (i1, i1) -> i1
    %51 = "arith.select"(%50, %arg11, %arg12) : (i1, i32, i32) -> i32
    %52 = "arith.select"(%arg9, %arg11, %arg12) : (i1, i32, i32) -> i32
    %53 = "arith.select"(%arg9, %52, %arg13) : (i1, i32, i32) -> i32
    %54 = "arith.select"(%arg9, %arg13, %52) : (i1, i32, i32) -> i32
    %55 = "arith.select"(%arg10, %52, %arg13) : (i1, i32, i32) -> i32
    %56 = "arith.select"(%arg9, %49, %48) : (i1, i1, i1) -> i1
    %57 = "arith.select"(%arg9, %47, %46) : (i1, i32, i32) -> i32
    %58 = "arith.select"(%arg9, %46, %47) : (i1, i32, i32) -> i32
    %59 = "arith.select"(%arg9, %45, %44) : (i1, i8, i8) -> i8
    %60 = "arith.select"(%arg9, %44, %45) : (i1, i8, i8) -> i8
    %61 = "arith.select"(%arg9, %43, %42) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%51, %53, %54, %55, %56, %57, %58, %59, %60, %61) : (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8, i32, index, f32, i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg3: i64, %arg4: i8, %arg5: i32, %arg6: index, %arg7: f32, %arg8: i64):
    %5 = "arith.constant"() <{value = 48 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %8 = "arith.index_cast"(%arg3) : (i64) -> index
    %9 = "arith.index_cast"(%8) : (index) -> i64
    %10 = "arith.index_cast"(%arg6) : (index) -> i8
    %11 = "arith.index_cast"(%10) : (i8) -> index
    %12 = "arith.extsi"(%arg4) : (i8) -> i32
    %13 = "arith.index_cast"(%12) : (i32) -> index
    %14 = "arith.index_castui"(%12) : (i32) -> index
    %15 = "arith.extui"(%arg4) : (i8) -> i32
    %16 = "arith.index_castui"(%15) : (i32) -> index
    %17 = "arith.index_cast"(%15) : (i32) -> index
    %18 = "arith.extsi"(%15) : (i32) -> i64
    %19 = "arith.index_castui"(%arg5) : (i32) -> index
    %20 = "arith.index_castui"(%19) : (index) -> i32
    %21 = "arith.bitcast"(%arg7) : (f32) -> i32
    %22 = "arith.bitcast"(%21) : (i32) -> f32
    %23 = "arith.bitcast"(%arg5) : (i32) -> f32
    %24 = "arith.bitcast"(%23) : (f32) -> i32
    %25 = "arith.extsi"(%arg4) : (i8) -> i64
    %26 = "arith.trunci"(%25) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %27 = "arith.trunci"(%arg4) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i4
    %28 = "arith.extui"(%arg4) : (i8) -> i64
    %29 = "arith.trunci"(%28) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %30 = "arith.shrsi"(%arg8, %7) : (i64, i64) -> i64
    %31 = "arith.trunci"(%30) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %32 = "arith.shrsi"(%arg8, %6) : (i64, i64) -> i64
    %33 = "arith.trunci"(%32) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %34 = "arith.shrsi"(%arg8, %5) : (i64, i64) -> i64
    %35 = "arith.trunci"(%34) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %36 = "arith.sitofp"(%arg5) : (i32) -> f64
    %37 = "arith.truncf"(%36) : (f64) -> f32
    %38 = "arith.truncf"(%36) <{roundingmode = 4 : i32}> : (f64) -> f32
    %39 = "arith.uitofp"(%arg5) : (i32) -> f64
    %40 = "arith.truncf"(%39) : (f64) -> f32
    %41 = "arith.truncf"(%39) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%9, %11, %13, %14, %16, %17, %18, %20, %22, %24, %26, %arg4, %27, %29, %31, %33, %35, %37, %38, %40, %41) : (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f32, f32, f32), sym_name = "negfs"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f64):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %3 = "arith.divf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.mulf"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2, %3, %4) : (f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()


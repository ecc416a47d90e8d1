"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_i32"}> ({
  ^bb0(%arg61: i32):
    %178 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %179 = "arith.addi"(%arg61, %178) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%179) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_rhs_i32"}> ({
  ^bb0(%arg60: i32):
    %176 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %177 = "arith.addi"(%arg60, %176) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%177) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_lhs_i32"}> ({
  ^bb0(%arg59: i32):
    %174 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %175 = "arith.subi"(%174, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%175) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_add_i32"}> ({
  ^bb0(%arg58: i32):
    %172 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %173 = "arith.addi"(%arg58, %172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%173) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_add_i32"}> ({
  ^bb0(%arg57: i32):
    %170 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %171 = "arith.subi"(%170, %arg57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%171) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_rhs_i32"}> ({
  ^bb0(%arg56: i32):
    %168 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %169 = "arith.subi"(%arg56, %168) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%169) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_lhs_i32"}> ({
  ^bb0(%arg55: i32):
    %166 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %167 = "arith.subi"(%166, %arg55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%167) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_rhs_i32"}> ({
  ^bb0(%arg54: i32):
    %164 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %165 = "arith.subi"(%164, %arg54) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%165) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_lhs_i32"}> ({
  ^bb0(%arg53: i32):
    %162 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %163 = "arith.addi"(%arg53, %162) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%163) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mul_mul_i32"}> ({
  ^bb0(%arg52: i32):
    %160 = "arith.constant"() <{value = 35 : i32}> : () -> i32
    %161 = "arith.muli"(%arg52, %160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%161) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_add_index"}> ({
  ^bb0(%arg51: index):
    %158 = "arith.constant"() <{value = 12 : index}> : () -> index
    %159 = "arith.addi"(%arg51, %158) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%159) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_rhs_index"}> ({
  ^bb0(%arg50: index):
    %156 = "arith.constant"() <{value = 2 : index}> : () -> index
    %157 = "arith.addi"(%arg50, %156) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%157) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_lhs_index"}> ({
  ^bb0(%arg49: index):
    %154 = "arith.constant"() <{value = 12 : index}> : () -> index
    %155 = "arith.subi"(%154, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%155) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_add_index"}> ({
  ^bb0(%arg48: index):
    %152 = "arith.constant"() <{value = -2 : index}> : () -> index
    %153 = "arith.addi"(%arg48, %152) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%153) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_add_index"}> ({
  ^bb0(%arg47: index):
    %150 = "arith.constant"() <{value = 2 : index}> : () -> index
    %151 = "arith.subi"(%150, %arg47) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%151) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_rhs_index"}> ({
  ^bb0(%arg46: index):
    %148 = "arith.constant"() <{value = 12 : index}> : () -> index
    %149 = "arith.subi"(%arg46, %148) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%149) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_lhs_index"}> ({
  ^bb0(%arg45: index):
    %146 = "arith.constant"() <{value = -2 : index}> : () -> index
    %147 = "arith.subi"(%146, %arg45) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%147) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_rhs_index"}> ({
  ^bb0(%arg44: index):
    %144 = "arith.constant"() <{value = 12 : index}> : () -> index
    %145 = "arith.subi"(%144, %arg44) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%145) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_lhs_index"}> ({
  ^bb0(%arg43: index):
    %142 = "arith.constant"() <{value = 2 : index}> : () -> index
    %143 = "arith.addi"(%arg43, %142) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%143) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "mul_mul_index"}> ({
  ^bb0(%arg42: index):
    %140 = "arith.constant"() <{value = 35 : index}> : () -> index
    %141 = "arith.muli"(%arg42, %140) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%141) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_i8"}> ({
  ^bb0(%arg41: i8):
    %138 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %139 = "arith.addi"(%arg41, %138) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%139) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_rhs_i8"}> ({
  ^bb0(%arg40: i8):
    %136 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %137 = "arith.addi"(%arg40, %136) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%137) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_lhs_i8"}> ({
  ^bb0(%arg39: i8):
    %134 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %135 = "arith.subi"(%134, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%135) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_add_i8"}> ({
  ^bb0(%arg38: i8):
    %132 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %133 = "arith.addi"(%arg38, %132) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%133) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_add_i8"}> ({
  ^bb0(%arg37: i8):
    %130 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %131 = "arith.subi"(%130, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%131) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_rhs_i8"}> ({
  ^bb0(%arg36: i8):
    %128 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %129 = "arith.subi"(%arg36, %128) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%129) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_lhs_i8"}> ({
  ^bb0(%arg35: i8):
    %126 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %127 = "arith.subi"(%126, %arg35) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%127) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_rhs_i8"}> ({
  ^bb0(%arg34: i8):
    %124 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %125 = "arith.subi"(%124, %arg34) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%125) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_lhs_i8"}> ({
  ^bb0(%arg33: i8):
    %122 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %123 = "arith.addi"(%arg33, %122) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%123) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "mul_mul_i8"}> ({
  ^bb0(%arg32: i8):
    %120 = "arith.constant"() <{value = 35 : i8}> : () -> i8
    %121 = "arith.muli"(%arg32, %120) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%121) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_wrap"}> ({
  ^bb0(%arg31: i8):
    %118 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %119 = "arith.addi"(%arg31, %118) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%119) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags"}> ({
  ^bb0(%arg30: i32):
    %116 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %117 = "arith.addi"(%arg30, %116) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%117) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags_both"}> ({
  ^bb0(%arg29: i32):
    %114 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %115 = "arith.addi"(%arg29, %114) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%115) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_sub_flags"}> ({
  ^bb0(%arg28: i32):
    %112 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %113 = "arith.subi"(%arg28, %112) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%113) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_add_flags"}> ({
  ^bb0(%arg27: i32):
    %110 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %111 = "arith.addi"(%arg27, %110) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%111) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "add_mul_neg_one"}> ({
  ^bb0(%arg25: i32, %arg26: i32):
    %108 = "arith.subi"(%arg25, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %109 = "arith.subi"(%arg26, %arg25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%108, %109) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>) -> vector<2xi32>, sym_name = "add_mul_neg_one_vector"}> ({
  ^bb0(%arg23: vector<2xi32>, %arg24: vector<2xi32>):
    %107 = "arith.subi"(%arg23, %arg24) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%107) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sub_sub_lhs_rhs_lhs"}> ({
  ^bb0(%arg21: i32, %arg22: i32):
    %105 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %106 = "arith.subi"(%105, %arg22) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%106) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i1), sym_name = "extended"}> ({
  ^bb0(%arg19: i32, %arg20: i32):
    %98 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %99 = "arith.addi"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %100 = "arith.muli"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %101 = "arith.muli"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %102 = "arith.cmpi"(%arg19, %98) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %103 = "arith.extsi"(%102) : (i1) -> i32
    %104:2 = "arith.addui_extended"(%arg19, %arg20) : (i32, i32) -> (i32, i1)
    "func.return"(%99, %100, %101, %arg19, %103, %104#0, %104#1) : (i32, i32, i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "xor_not_cmpi"}> ({
  ^bb0(%arg17: i32, %arg18: i32):
    %88 = "arith.cmpi"(%arg17, %arg18) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %89 = "arith.cmpi"(%arg17, %arg18) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %90 = "arith.cmpi"(%arg17, %arg18) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %91 = "arith.cmpi"(%arg17, %arg18) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %92 = "arith.cmpi"(%arg17, %arg18) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %93 = "arith.cmpi"(%arg17, %arg18) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %94 = "arith.cmpi"(%arg17, %arg18) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %95 = "arith.cmpi"(%arg17, %arg18) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %96 = "arith.cmpi"(%arg17, %arg18) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %97 = "arith.cmpi"(%arg17, %arg18) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "func.return"(%88, %89, %90, %91, %92, %93, %94, %95, %96, %97) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32), sym_name = "ops_of_exts"}> ({
  ^bb0(%arg14: i8, %arg15: i8, %arg16: i16):
    %45 = "arith.extui"(%arg14) : (i8) -> i32
    %46 = "arith.extui"(%arg15) : (i8) -> i32
    %47 = "arith.extui"(%arg16) : (i16) -> i32
    %48 = "arith.xori"(%arg14, %arg15) : (i8, i8) -> i8
    %49 = "arith.extui"(%48) : (i8) -> i32
    %50 = "arith.xori"(%45, %47) : (i32, i32) -> i32
    %51 = "arith.andi"(%arg14, %arg15) : (i8, i8) -> i8
    %52 = "arith.extui"(%51) : (i8) -> i32
    %53 = "arith.andi"(%45, %47) : (i32, i32) -> i32
    %54 = "arith.ori"(%arg14, %arg15) : (i8, i8) -> i8
    %55 = "arith.extui"(%54) : (i8) -> i32
    %56 = "arith.ori"(%45, %47) : (i32, i32) -> i32
    %57 = "arith.cmpi"(%arg14, %arg15) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %58 = "arith.cmpi"(%45, %47) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %59 = "arith.cmpi"(%arg14, %arg15) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %60 = "arith.cmpi"(%45, %47) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %61 = "arith.cmpi"(%45, %46) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %62 = "arith.cmpi"(%45, %47) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %63 = "arith.cmpi"(%45, %46) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %64 = "arith.cmpi"(%45, %47) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %65 = "arith.extsi"(%arg14) : (i8) -> i32
    %66 = "arith.extsi"(%arg15) : (i8) -> i32
    %67 = "arith.extsi"(%arg16) : (i16) -> i32
    %68 = "arith.xori"(%arg14, %arg15) : (i8, i8) -> i8
    %69 = "arith.extsi"(%68) : (i8) -> i32
    %70 = "arith.xori"(%65, %67) : (i32, i32) -> i32
    %71 = "arith.andi"(%arg14, %arg15) : (i8, i8) -> i8
    %72 = "arith.extsi"(%71) : (i8) -> i32
    %73 = "arith.andi"(%65, %67) : (i32, i32) -> i32
    %74 = "arith.ori"(%arg14, %arg15) : (i8, i8) -> i8
    %75 = "arith.extsi"(%74) : (i8) -> i32
    %76 = "arith.ori"(%65, %67) : (i32, i32) -> i32
    %77 = "arith.cmpi"(%arg14, %arg15) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %78 = "arith.cmpi"(%65, %67) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %79 = "arith.cmpi"(%arg14, %arg15) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %80 = "arith.cmpi"(%65, %67) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %81 = "arith.cmpi"(%65, %66) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %82 = "arith.cmpi"(%65, %67) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %83 = "arith.cmpi"(%65, %66) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %84 = "arith.cmpi"(%65, %67) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %85 = "arith.extui"(%arg14) : (i8) -> i32
    %86 = "arith.extsi"(%arg15) : (i8) -> i32
    %87 = "arith.xori"(%85, %86) : (i32, i32) -> i32
    "func.return"(%49, %50, %52, %53, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %69, %70, %72, %73, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %87) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>), sym_name = "selects"}> ({
  ^bb0(%arg9: i1, %arg10: i1, %arg11: i32, %arg12: i32, %arg13: i32):
    %29 = "arith.constant"() <{value = true}> : () -> i1
    %30 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %31 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %32 = "arith.select"(%arg9, %arg12, %arg11) : (i1, i32, i32) -> i32
    %33 = "arith.select"(%arg9, %arg11, %arg12) : (i1, i32, i32) -> i32
    %34 = "arith.select"(%arg9, %arg11, %arg13) : (i1, i32, i32) -> i32
    %35 = "arith.select"(%arg9, %arg13, %arg12) : (i1, i32, i32) -> i32
    %36 = "arith.select"(%arg10, %33, %arg13) : (i1, i32, i32) -> i32
    %37 = "arith.xori"(%arg9, %29) : (i1, i1) -> i1
    %38 = "arith.extui"(%arg9) : (i1) -> i32
    %39 = "arith.xori"(%arg9, %29) : (i1, i1) -> i1
    %40 = "arith.extui"(%39) : (i1) -> i32
    %41 = "arith.extui"(%arg9) : (i1) -> i8
    %42 = "arith.xori"(%arg9, %29) : (i1, i1) -> i1
    %43 = "arith.extui"(%42) : (i1) -> i8
    %44 = "arith.select"(%arg9, %31, %30) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%32, %34, %35, %36, %37, %38, %40, %41, %43, %44) : (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8, i32, index, f32, i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg3: i64, %arg4: i8, %arg5: i32, %arg6: index, %arg7: f32, %arg8: i64):
    %4 = "arith.constant"() <{value = 48 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %7 = "arith.extsi"(%arg4) : (i8) -> i32
    %8 = "arith.index_cast"(%arg4) : (i8) -> index
    %9 = "arith.index_castui"(%7) : (i32) -> index
    %10 = "arith.extui"(%arg4) : (i8) -> i32
    %11 = "arith.index_castui"(%arg4) : (i8) -> index
    %12 = "arith.index_cast"(%10) : (i32) -> index
    %13 = "arith.extui"(%arg4) : (i8) -> i64
    %14 = "arith.extsi"(%arg4) : (i8) -> i16
    %15 = "arith.trunci"(%arg4) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i4
    %16 = "arith.extui"(%arg4) : (i8) -> i16
    %17 = "arith.shrui"(%arg8, %5) : (i64, i64) -> i64
    %18 = "arith.trunci"(%17) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %19 = "arith.shrsi"(%arg8, %6) : (i64, i64) -> i64
    %20 = "arith.trunci"(%19) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %21 = "arith.shrui"(%arg8, %4) : (i64, i64) -> i64
    %22 = "arith.trunci"(%21) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %23 = "arith.sitofp"(%arg5) : (i32) -> f64
    %24 = "arith.sitofp"(%arg5) : (i32) -> f32
    %25 = "arith.truncf"(%23) <{roundingmode = 4 : i32}> : (f64) -> f32
    %26 = "arith.uitofp"(%arg5) : (i32) -> f64
    %27 = "arith.uitofp"(%arg5) : (i32) -> f32
    %28 = "arith.truncf"(%26) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%arg3, %arg6, %8, %9, %11, %12, %13, %arg5, %arg7, %arg5, %14, %arg4, %15, %16, %18, %20, %22, %24, %25, %27, %28) : (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f32, f32, f32), sym_name = "negfs"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f64):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %2 = "arith.divf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.mulf"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1, %2, %3) : (f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()


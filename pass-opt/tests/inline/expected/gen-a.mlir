"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f0"}> ({
  ^bb0(%arg42: i32, %arg43: i32, %arg44: index, %arg45: f32):
    %182 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %183 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %184 = "arith.addi"(%183, %arg42) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %185 = "arith.cmpi"(%arg42, %182) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %186 = "scf.if"(%185) ({
      %201 = "arith.addi"(%184, %182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%201) : (i32) -> ()
    }, {
      %200 = "arith.muli"(%184, %182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%200) : (i32) -> ()
    }) : (i1) -> i32
    %187 = "arith.constant"() <{value = 0 : index}> : () -> index
    %188 = "arith.constant"() <{value = 16 : index}> : () -> index
    %189 = "arith.constant"() <{value = 1 : index}> : () -> index
    %190 = "scf.for"(%187, %188, %189, %186) ({
    ^bb0(%arg46: index, %arg47: i32):
      %196 = "arith.index_cast"(%arg46) : (index) -> i32
      %197 = "arith.muli"(%183, %182) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %198 = "arith.addi"(%arg47, %196) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %199 = "arith.xori"(%198, %197) : (i32, i32) -> i32
      "scf.yield"(%199) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %191 = "arith.constant"() <{value = 4 : index}> : () -> index
    %192 = "arith.addi"(%arg44, %191) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %193 = "arith.index_cast"(%192) : (index) -> i32
    %194 = "arith.mulf"(%arg45, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %195 = "arith.addi"(%183, %193) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%195, %194) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f1"}> ({
  ^bb0(%arg38: i32, %arg39: i32, %arg40: index, %arg41: f32):
    %173 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %174 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %175 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %176 = "arith.maxsi"(%arg38, %arg38) : (i32, i32) -> i32
    %177 = "arith.minsi"(%173, %176) : (i32, i32) -> i32
    %178 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %179 = "arith.muli"(%arg38, %175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %180 = "arith.muli"(%arg38, %175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %181 = "arith.andi"(%177, %175) : (i32, i32) -> i32
    "func.return"(%181, %arg41) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f2"}> ({
  ^bb0(%arg34: i32, %arg35: i32, %arg36: index, %arg37: f32):
    %165 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %166 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %167 = "arith.muli"(%arg34, %arg35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %168 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %169 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %170 = "arith.addi"(%166, %arg34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %171 = "arith.mulf"(%arg37, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %172 = "arith.addf"(%171, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%170, %172) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f3"}> ({
  ^bb0(%arg28: i32, %arg29: i32, %arg30: index, %arg31: f32):
    %119 = "arith.maxsi"(%arg29, %arg28) : (i32, i32) -> i32
    %120 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %121 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %122 = "arith.addi"(%121, %119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %123 = "arith.cmpi"(%119, %120) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %124 = "scf.if"(%123) ({
      %164 = "arith.addi"(%122, %120) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%164) : (i32) -> ()
    }, {
      %163 = "arith.muli"(%122, %120) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%163) : (i32) -> ()
    }) : (i1) -> i32
    %125 = "arith.constant"() <{value = 0 : index}> : () -> index
    %126 = "arith.constant"() <{value = 16 : index}> : () -> index
    %127 = "arith.constant"() <{value = 1 : index}> : () -> index
    %128 = "scf.for"(%125, %126, %127, %124) ({
    ^bb0(%arg32: index, %arg33: i32):
      %159 = "arith.index_cast"(%arg32) : (index) -> i32
      %160 = "arith.muli"(%121, %120) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %161 = "arith.addi"(%arg33, %159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %162 = "arith.xori"(%161, %160) : (i32, i32) -> i32
      "scf.yield"(%162) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %129 = "arith.constant"() <{value = 4 : index}> : () -> index
    %130 = "arith.addi"(%arg30, %129) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %131 = "arith.index_cast"(%130) : (index) -> i32
    %132 = "arith.mulf"(%arg31, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %133 = "arith.addi"(%121, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %134 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %135 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %136 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %137 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %138 = "arith.maxsi"(%arg28, %arg28) : (i32, i32) -> i32
    %139 = "arith.minsi"(%135, %138) : (i32, i32) -> i32
    %140 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %141 = "arith.muli"(%arg28, %137) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %142 = "arith.muli"(%arg28, %137) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %143 = "arith.andi"(%139, %137) : (i32, i32) -> i32
    %144 = "arith.cmpi"(%119, %133) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %145 = "scf.if"(%144) ({
      %158 = "arith.addi"(%arg29, %133) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%158) : (i32) -> ()
    }, {
      %157 = "arith.muli"(%arg29, %133) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%157) : (i32) -> ()
    }) : (i1) -> i32
    %146 = "arith.xori"(%133, %arg29) : (i32, i32) -> i32
    %147 = "arith.andi"(%119, %134) : (i32, i32) -> i32
    %148 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %149 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %150 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %151 = "arith.maxsi"(%arg29, %arg29) : (i32, i32) -> i32
    %152 = "arith.minsi"(%148, %151) : (i32, i32) -> i32
    %153 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %154 = "arith.muli"(%arg29, %150) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %155 = "arith.muli"(%arg29, %150) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %156 = "arith.andi"(%152, %150) : (i32, i32) -> i32
    "func.return"(%156, %arg31) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f4"}> ({
  ^bb0(%arg22: i32, %arg23: i32, %arg24: index, %arg25: f32):
    %77 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %78 = "arith.cmpi"(%77, %77) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %79 = "scf.if"(%78) ({
      %118 = "arith.addi"(%arg23, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%118) : (i32) -> ()
    }, {
      %117 = "arith.muli"(%arg23, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%117) : (i32) -> ()
    }) : (i1) -> i32
    %80 = "arith.maxsi"(%77, %arg23) : (i32, i32) -> i32
    %81 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %82 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %83 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %84 = "arith.maxsi"(%80, %80) : (i32, i32) -> i32
    %85 = "arith.minsi"(%81, %84) : (i32, i32) -> i32
    %86 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %87 = "arith.muli"(%80, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %88 = "arith.muli"(%80, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %89 = "arith.andi"(%85, %83) : (i32, i32) -> i32
    %90 = "arith.cmpi"(%arg22, %79) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %91 = "arith.select"(%90, %77, %arg22) : (i1, i32, i32) -> i32
    %92 = "arith.addf"(%arg25, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %93 = "arith.cmpi"(%arg22, %80) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %94 = "scf.if"(%93) ({
      %116 = "arith.addi"(%arg23, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%116) : (i32) -> ()
    }, {
      %115 = "arith.muli"(%arg23, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%115) : (i32) -> ()
    }) : (i1) -> i32
    %95 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %96 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %97 = "arith.addi"(%96, %80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %98 = "arith.cmpi"(%80, %95) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %99 = "scf.if"(%98) ({
      %114 = "arith.addi"(%97, %95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%114) : (i32) -> ()
    }, {
      %113 = "arith.muli"(%97, %95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%113) : (i32) -> ()
    }) : (i1) -> i32
    %100 = "arith.constant"() <{value = 0 : index}> : () -> index
    %101 = "arith.constant"() <{value = 16 : index}> : () -> index
    %102 = "arith.constant"() <{value = 1 : index}> : () -> index
    %103 = "scf.for"(%100, %101, %102, %99) ({
    ^bb0(%arg26: index, %arg27: i32):
      %109 = "arith.index_cast"(%arg26) : (index) -> i32
      %110 = "arith.muli"(%96, %95) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %111 = "arith.addi"(%arg27, %109) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %112 = "arith.xori"(%111, %110) : (i32, i32) -> i32
      "scf.yield"(%112) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %104 = "arith.constant"() <{value = 4 : index}> : () -> index
    %105 = "arith.addi"(%arg24, %104) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %106 = "arith.index_cast"(%105) : (index) -> i32
    %107 = "arith.mulf"(%92, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %108 = "arith.addi"(%96, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%108, %107) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f5"}> ({
  ^bb0(%arg16: i32, %arg17: i32, %arg18: index, %arg19: f32):
    %56 = "arith.constant"() <{value = 0 : index}> : () -> index
    %57 = "arith.constant"() <{value = 4 : index}> : () -> index
    %58 = "arith.constant"() <{value = 1 : index}> : () -> index
    %59 = "scf.for"(%56, %57, %58, %arg16) ({
    ^bb0(%arg20: index, %arg21: i32):
      %73 = "arith.index_cast"(%arg20) : (index) -> i32
      %74 = "arith.muli"(%arg16, %arg16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %75 = "arith.addi"(%arg21, %73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %76 = "arith.xori"(%75, %74) : (i32, i32) -> i32
      "scf.yield"(%76) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %60 = "arith.xori"(%arg17, %59) : (i32, i32) -> i32
    %61 = "arith.addi"(%59, %arg16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %62 = "arith.addi"(%59, %arg16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %63 = "arith.addf"(%arg19, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %64 = "arith.cmpi"(%60, %61) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %65 = "arith.select"(%64, %60, %arg16) : (i1, i32, i32) -> i32
    %66 = "arith.cmpi"(%arg17, %60) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %67 = "arith.select"(%66, %59, %62) : (i1, i32, i32) -> i32
    %68 = "arith.andi"(%61, %arg17) : (i32, i32) -> i32
    %69 = "arith.cmpi"(%arg16, %62) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %70 = "scf.if"(%69) ({
      %72 = "arith.addi"(%67, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%72) : (i32) -> ()
    }, {
      %71 = "arith.muli"(%67, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%71) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%70, %63) : (i32, f32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m0"}> ({
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f0"}> ({
    ^bb0(%arg10: i32, %arg11: i32, %arg12: index, %arg13: f32):
      %33 = "arith.minsi"(%arg11, %arg11) : (i32, i32) -> i32
      %34 = "arith.constant"() <{value = 4 : index}> : () -> index
      %35 = "arith.addi"(%arg12, %34) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %36 = "arith.index_cast"(%35) : (index) -> i32
      %37 = "arith.addi"(%arg10, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %38 = "arith.constant"() <{value = 1 : index}> : () -> index
      %39 = "arith.addi"(%34, %38) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %40 = "arith.index_cast"(%39) : (index) -> i32
      %41 = "arith.addi"(%arg11, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %42 = "arith.cmpi"(%40, %40) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %43 = "arith.select"(%42, %arg10, %41) : (i1, i32, i32) -> i32
      %44 = "arith.constant"() <{value = 0 : index}> : () -> index
      %45 = "arith.constant"() <{value = 16 : index}> : () -> index
      %46 = "arith.constant"() <{value = 1 : index}> : () -> index
      %47 = "scf.for"(%44, %45, %46, %33) ({
      ^bb0(%arg14: index, %arg15: i32):
        %52 = "arith.index_cast"(%arg14) : (index) -> i32
        %53 = "arith.muli"(%41, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %54 = "arith.addi"(%arg15, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %55 = "arith.xori"(%54, %53) : (i32, i32) -> i32
        "scf.yield"(%55) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %48 = "arith.cmpi"(%47, %33) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %49 = "scf.if"(%48) ({
        %51 = "arith.addi"(%33, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%51) : (i32) -> ()
      }, {
        %50 = "arith.muli"(%33, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%50) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%49, %arg13) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f1"}> ({
    ^bb0(%arg4: i32, %arg5: i32, %arg6: index, %arg7: f32):
      %14 = "arith.maxsi"(%arg4, %arg4) : (i32, i32) -> i32
      %15 = "arith.maxsi"(%arg4, %arg4) : (i32, i32) -> i32
      %16 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "arith.addi"(%arg6, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %19 = "arith.index_cast"(%18) : (index) -> i32
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "arith.constant"() <{value = 4 : index}> : () -> index
      %22 = "arith.constant"() <{value = 1 : index}> : () -> index
      %23 = "scf.for"(%20, %21, %22, %19) ({
      ^bb0(%arg8: index, %arg9: i32):
        %29 = "arith.index_cast"(%arg8) : (index) -> i32
        %30 = "arith.muli"(%14, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %31 = "arith.addi"(%arg9, %29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %32 = "arith.xori"(%31, %30) : (i32, i32) -> i32
        "scf.yield"(%32) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %24 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %25 = "arith.addi"(%14, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "arith.subf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %27 = "arith.maxsi"(%arg5, %15) : (i32, i32) -> i32
      %28 = "arith.maxsi"(%arg5, %15) : (i32, i32) -> i32
      "func.return"(%28, %26) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f2"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32):
      %0 = "arith.minsi"(%arg0, %arg0) : (i32, i32) -> i32
      %1 = "arith.minsi"(%arg0, %arg0) : (i32, i32) -> i32
      %2 = "arith.cmpi"(%0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %3 = "scf.if"(%2) ({
        %13 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%13) : (i32) -> ()
      }, {
        %12 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%12) : (i32) -> ()
      }) : (i1) -> i32
      %4 = "arith.xori"(%arg0, %3) : (i32, i32) -> i32
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %7 = "arith.muli"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.muli"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.cmpi"(%5, %6) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %10 = "arith.select"(%9, %5, %arg0) : (i1, i32, i32) -> i32
      %11 = "arith.addi"(%3, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%11, %arg3) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()


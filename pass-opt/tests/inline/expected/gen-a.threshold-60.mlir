"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f0"}> ({
  ^bb0(%arg38: i32, %arg39: i32, %arg40: index, %arg41: f32):
    %128 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %129 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %130 = "arith.addi"(%129, %arg38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %131 = "arith.cmpi"(%arg38, %128) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %132 = "scf.if"(%131) ({
      %147 = "arith.addi"(%130, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%147) : (i32) -> ()
    }, {
      %146 = "arith.muli"(%130, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%146) : (i32) -> ()
    }) : (i1) -> i32
    %133 = "arith.constant"() <{value = 0 : index}> : () -> index
    %134 = "arith.constant"() <{value = 16 : index}> : () -> index
    %135 = "arith.constant"() <{value = 1 : index}> : () -> index
    %136 = "scf.for"(%133, %134, %135, %132) ({
    ^bb0(%arg42: index, %arg43: i32):
      %142 = "arith.index_cast"(%arg42) : (index) -> i32
      %143 = "arith.muli"(%129, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %144 = "arith.addi"(%arg43, %142) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %145 = "arith.xori"(%144, %143) : (i32, i32) -> i32
      "scf.yield"(%145) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %137 = "arith.constant"() <{value = 4 : index}> : () -> index
    %138 = "arith.addi"(%arg40, %137) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %139 = "arith.index_cast"(%138) : (index) -> i32
    %140 = "arith.mulf"(%arg41, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %141 = "arith.addi"(%129, %139) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%141, %140) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f1"}> ({
  ^bb0(%arg34: i32, %arg35: i32, %arg36: index, %arg37: f32):
    %119 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %120 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %121 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %122 = "arith.maxsi"(%arg34, %arg34) : (i32, i32) -> i32
    %123 = "arith.minsi"(%119, %122) : (i32, i32) -> i32
    %124 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %125 = "arith.muli"(%arg34, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %126 = "arith.muli"(%arg34, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %127 = "arith.andi"(%123, %121) : (i32, i32) -> i32
    "func.return"(%127, %arg37) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f2"}> ({
  ^bb0(%arg30: i32, %arg31: i32, %arg32: index, %arg33: f32):
    %111 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %112 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %113 = "arith.muli"(%arg30, %arg31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %114 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %115 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %116 = "arith.addi"(%112, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %117 = "arith.mulf"(%arg33, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %118 = "arith.addf"(%117, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%116, %118) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f3"}> ({
  ^bb0(%arg26: i32, %arg27: i32, %arg28: index, %arg29: f32):
    %100 = "arith.maxsi"(%arg27, %arg26) : (i32, i32) -> i32
    %101:2 = "func.call"(%100, %100, %arg28, %arg29) <{callee = @f0}> : (i32, i32, index, f32) -> (i32, f32)
    %102 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %103:2 = "func.call"(%arg26, %arg26, %arg28, %arg29) <{callee = @f1}> : (i32, i32, index, f32) -> (i32, f32)
    %104 = "arith.cmpi"(%100, %101#0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %105 = "scf.if"(%104) ({
      %110 = "arith.addi"(%arg27, %101#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%110) : (i32) -> ()
    }, {
      %109 = "arith.muli"(%arg27, %101#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%109) : (i32) -> ()
    }) : (i1) -> i32
    %106 = "arith.xori"(%101#0, %arg27) : (i32, i32) -> i32
    %107 = "arith.andi"(%100, %102) : (i32, i32) -> i32
    %108:2 = "func.call"(%arg27, %arg26, %arg28, %arg29) <{callee = @f1}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%108#0, %108#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f4"}> ({
  ^bb0(%arg22: i32, %arg23: i32, %arg24: index, %arg25: f32):
    %77 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %78 = "arith.cmpi"(%77, %77) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %79 = "scf.if"(%78) ({
      %99 = "arith.addi"(%arg23, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%99) : (i32) -> ()
    }, {
      %98 = "arith.muli"(%arg23, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%98) : (i32) -> ()
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
      %97 = "arith.addi"(%arg23, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%97) : (i32) -> ()
    }, {
      %96 = "arith.muli"(%arg23, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%96) : (i32) -> ()
    }) : (i1) -> i32
    %95:2 = "func.call"(%80, %77, %arg24, %92) <{callee = @f0}> : (i32, i32, index, f32) -> (i32, f32)
    "func.return"(%95#0, %95#1) : (i32, f32) -> ()
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


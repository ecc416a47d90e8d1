"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f0"}> ({
  ^bb0(%arg34: i32, %arg35: i32, %arg36: index, %arg37: f32):
    %124 = "arith.subf"(%arg37, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %125 = "arith.addi"(%arg35, %arg35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %126 = "arith.addi"(%arg34, %arg35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %127 = "arith.addi"(%125, %arg34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %128 = "arith.constant"() <{value = 1 : index}> : () -> index
    %129 = "arith.addi"(%arg36, %128) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %130 = "arith.index_cast"(%129) : (index) -> i32
    %131 = "arith.addi"(%arg35, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %132 = "arith.addi"(%arg35, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %133 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %134 = "arith.cmpi"(%arg34, %131) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %135 = "scf.if"(%134) ({
      %137 = "arith.addi"(%125, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%137) : (i32) -> ()
    }, {
      %136 = "arith.muli"(%125, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%136) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%135, %124) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f1"}> ({
  ^bb0(%arg30: i32, %arg31: i32, %arg32: index, %arg33: f32):
    %113 = "arith.xori"(%arg30, %arg30) : (i32, i32) -> i32
    %114 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %115 = "arith.constant"() <{value = 2 : index}> : () -> index
    %116 = "arith.addi"(%arg32, %115) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %117 = "arith.index_cast"(%116) : (index) -> i32
    %118 = "arith.muli"(%117, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %119 = "arith.muli"(%117, %113) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %120 = "arith.subi"(%114, %119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %121 = "arith.muli"(%120, %119) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %122 = "arith.minsi"(%117, %113) : (i32, i32) -> i32
    %123 = "arith.minsi"(%117, %113) : (i32, i32) -> i32
    "func.return"(%123, %arg33) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f2"}> ({
  ^bb0(%arg26: i32, %arg27: i32, %arg28: index, %arg29: f32):
    %81 = "arith.muli"(%arg27, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %82 = "arith.andi"(%arg27, %arg27) : (i32, i32) -> i32
    %83 = "arith.xori"(%82, %82) : (i32, i32) -> i32
    %84 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %85 = "arith.constant"() <{value = 2 : index}> : () -> index
    %86 = "arith.addi"(%arg28, %85) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %87 = "arith.index_cast"(%86) : (index) -> i32
    %88 = "arith.muli"(%87, %82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %89 = "arith.muli"(%87, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %90 = "arith.subi"(%84, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %91 = "arith.muli"(%90, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %92 = "arith.minsi"(%87, %83) : (i32, i32) -> i32
    %93 = "arith.minsi"(%87, %83) : (i32, i32) -> i32
    %94 = "arith.xori"(%arg27, %arg27) : (i32, i32) -> i32
    %95 = "arith.xori"(%94, %81) : (i32, i32) -> i32
    %96 = "arith.xori"(%94, %81) : (i32, i32) -> i32
    %97 = "arith.cmpi"(%93, %arg26) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %98 = "scf.if"(%97) ({
      %112 = "arith.addi"(%81, %93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%112) : (i32) -> ()
    }, {
      %111 = "arith.muli"(%81, %93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%111) : (i32) -> ()
    }) : (i1) -> i32
    %99 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %100 = "arith.xori"(%81, %81) : (i32, i32) -> i32
    %101 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %102 = "arith.constant"() <{value = 2 : index}> : () -> index
    %103 = "arith.addi"(%arg28, %102) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %104 = "arith.index_cast"(%103) : (index) -> i32
    %105 = "arith.muli"(%104, %81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %106 = "arith.muli"(%104, %100) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %107 = "arith.subi"(%101, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %108 = "arith.muli"(%107, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %109 = "arith.minsi"(%104, %100) : (i32, i32) -> i32
    %110 = "arith.minsi"(%104, %100) : (i32, i32) -> i32
    "func.return"(%110, %arg29) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f3"}> ({
  ^bb0(%arg22: i32, %arg23: i32, %arg24: index, %arg25: f32):
    %71:2 = "func.call"(%arg23, %arg23, %arg24, %arg25) <{callee = @f2}> : (i32, i32, index, f32) -> (i32, f32)
    %72 = "arith.subf"(%arg25, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %73 = "arith.minsi"(%71#0, %71#0) : (i32, i32) -> i32
    %74:2 = "func.call"(%73, %arg22, %arg24, %71#1) <{callee = @f2}> : (i32, i32, index, f32) -> (i32, f32)
    %75 = "arith.constant"() <{value = 4 : index}> : () -> index
    %76 = "arith.addi"(%arg24, %75) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %77 = "arith.index_cast"(%76) : (index) -> i32
    %78 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %79 = "arith.ori"(%arg23, %78) : (i32, i32) -> i32
    %80 = "arith.mulf"(%72, %74#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%79, %80) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f4"}> ({
  ^bb0(%arg18: i32, %arg19: i32, %arg20: index, %arg21: f32):
    %61 = "arith.cmpi"(%arg18, %arg18) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %62 = "arith.select"(%61, %arg18, %arg19) : (i1, i32, i32) -> i32
    %63 = "arith.cmpi"(%arg18, %arg18) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %64 = "arith.select"(%63, %arg19, %arg19) : (i1, i32, i32) -> i32
    %65 = "arith.subf"(%arg21, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %66 = "arith.subf"(%65, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %67:2 = "func.call"(%62, %62, %arg20, %65) <{callee = @f2}> : (i32, i32, index, f32) -> (i32, f32)
    %68 = "arith.subi"(%64, %67#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %69 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %70 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%70, %67#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "f5"}> ({
  ^bb0(%arg12: i32, %arg13: i32, %arg14: index, %arg15: f32):
    %34 = "arith.constant"() <{value = 1 : index}> : () -> index
    %35 = "arith.addi"(%arg14, %34) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %36 = "arith.index_cast"(%35) : (index) -> i32
    %37 = "arith.constant"() <{value = 0 : index}> : () -> index
    %38 = "arith.constant"() <{value = 8 : index}> : () -> index
    %39 = "arith.constant"() <{value = 1 : index}> : () -> index
    %40 = "scf.for"(%37, %38, %39, %36) ({
    ^bb0(%arg16: index, %arg17: i32):
      %57 = "arith.index_cast"(%arg16) : (index) -> i32
      %58 = "arith.muli"(%arg12, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %59 = "arith.addi"(%arg17, %57) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %60 = "arith.xori"(%59, %58) : (i32, i32) -> i32
      "scf.yield"(%60) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %41 = "arith.cmpi"(%40, %arg12) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %42 = "scf.if"(%41) ({
      %56 = "arith.addi"(%40, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%56) : (i32) -> ()
    }, {
      %55 = "arith.muli"(%40, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%55) : (i32) -> ()
    }) : (i1) -> i32
    %43 = "arith.cmpi"(%arg12, %arg13) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %44 = "scf.if"(%43) ({
      %54 = "arith.addi"(%42, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%54) : (i32) -> ()
    }, {
      %53 = "arith.muli"(%42, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%53) : (i32) -> ()
    }) : (i1) -> i32
    %45 = "arith.andi"(%36, %arg12) : (i32, i32) -> i32
    %46 = "arith.andi"(%44, %arg13) : (i32, i32) -> i32
    %47 = "arith.andi"(%44, %arg13) : (i32, i32) -> i32
    %48 = "arith.constant"() <{value = 1 : index}> : () -> index
    %49 = "arith.addi"(%arg14, %48) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %50 = "arith.index_cast"(%49) : (index) -> i32
    %51 = "arith.cmpi"(%42, %44) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %52 = "arith.select"(%51, %40, %44) : (i1, i32, i32) -> i32
    "func.return"(%52, %arg15) : (i32, f32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m0"}> ({
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f0"}> ({
    ^bb0(%arg8: i32, %arg9: i32, %arg10: index, %arg11: f32):
      %24 = "arith.cmpi"(%arg9, %arg9) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %25 = "arith.select"(%24, %arg8, %arg8) : (i1, i32, i32) -> i32
      %26 = "arith.addf"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %27 = "arith.subf"(%arg11, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %28 = "arith.cmpi"(%arg9, %arg8) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %29 = "arith.select"(%28, %25, %arg9) : (i1, i32, i32) -> i32
      %30 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %31 = "arith.addi"(%25, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %32 = "arith.addi"(%31, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %33 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%33, %27) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f1"}> ({
    ^bb0(%arg4: i32, %arg5: i32, %arg6: index, %arg7: f32):
      %14 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %18 = "arith.minsi"(%16, %arg4) : (i32, i32) -> i32
      %19 = "arith.minsi"(%16, %arg4) : (i32, i32) -> i32
      %20 = "arith.cmpi"(%18, %14) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %21 = "arith.select"(%20, %18, %17) : (i1, i32, i32) -> i32
      %22 = "arith.addi"(%16, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %23 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "func.return"(%23, %15) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, index, f32) -> (i32, f32), sym_name = "m0_f2"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32):
      %0 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %2 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %3 = "arith.index_cast"(%2) : (index) -> i32
      %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %5 = "arith.addf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.cmpi"(%3, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %8 = "scf.if"(%7) ({
        %13 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%13) : (i32) -> ()
      }, {
        %12 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%12) : (i32) -> ()
      }) : (i1) -> i32
      %9 = "arith.addf"(%5, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.cmpi"(%3, %3) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %11 = "arith.select"(%10, %0, %8) : (i1, i32, i32) -> i32
      "func.return"(%11, %9) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()


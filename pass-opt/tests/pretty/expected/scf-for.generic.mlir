"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, f32) -> (i32, f32), sym_name = "loops"}> ({
  ^bb0(%arg9: index, %arg10: index, %arg11: index, %arg12: i32, %arg13: f32):
    "scf.for"(%arg9, %arg10, %arg11) ({
    ^bb0(%arg23: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%arg9, %arg10, %arg11) ({
    ^bb0(%arg21: index):
      "test.use"(%arg21) : (index) -> ()
      "scf.for"(%arg21, %arg10, %arg11) ({
      ^bb0(%arg22: index):
        "test.use"(%arg21, %arg22) : (index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) {tag = "outer"} : (index, index, index) -> ()
    %1 = "scf.for"(%arg9, %arg10, %arg11, %arg12) <{unsignedCmp}> ({
    ^bb0(%arg19: index, %arg20: i32):
      %4 = "test.add"(%arg20, %arg19) : (i32, index) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %2:2 = "scf.for"(%arg9, %arg10, %arg11, %1, %arg13) ({
    ^bb0(%arg14: index, %arg15: i32, %arg16: f32):
      %3 = "scf.for"(%arg9, %arg10, %arg11, %arg16) ({
      ^bb0(%arg17: index, %arg18: f32):
        "scf.yield"(%arg18) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "scf.yield"(%arg15, %3) : (i32, f32) -> ()
    }) : (index, index, index, i32, f32) -> (i32, f32)
    "func.return"(%2#0, %2#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64, i64, i8) -> i8, sym_name = "integer_ivs"}> ({
  ^bb0(%arg2: i64, %arg3: i64, %arg4: i64, %arg5: i8):
    "scf.for"(%arg2, %arg3, %arg4) <{unsignedCmp}> ({
    ^bb0(%arg8: i64):
      "test.use"(%arg8) : (i64) -> ()
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    %0 = "scf.for"(%arg5, %arg5, %arg5, %arg5) ({
    ^bb0(%arg6: i8, %arg7: i8):
      "scf.yield"(%arg6) : (i8) -> ()
    }) : (i8, i8, i8, i8) -> i8
    "func.return"(%0) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "from_generic"}> ({
  ^bb0(%arg0: index):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg1: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


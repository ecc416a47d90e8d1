"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "ifs"}> ({
  ^bb0(%arg7: i1, %arg8: i32, %arg9: i32):
    "scf.if"(%arg7) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg7) ({
      "scf.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %8 = "scf.if"(%arg7) ({
      %10 = "scf.if"(%arg7) ({
        "scf.yield"(%arg8) : (i32) -> ()
      }, {
        "scf.yield"(%arg9) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      "scf.yield"(%arg9) : (i32) -> ()
    }) {note = "results"} : (i1) -> i32
    %9:2 = "scf.if"(%arg7) ({
      "scf.yield"(%arg8, %arg7) : (i32, i1) -> ()
    }, {
      "scf.yield"(%arg9, %arg7) : (i32, i1) -> ()
    }) : (i1) -> (i32, i1)
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i64, sym_name = "whiles"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    %4:2 = "scf.while"(%arg1, %arg2) ({
    ^bb0(%arg5: i32, %arg6: i1):
      %7 = "test.cond"(%arg5) : (i32) -> i64
      "scf.condition"(%arg6, %arg5, %7) : (i1, i32, i64) -> ()
    }, {
    ^bb0(%arg3: i32, %arg4: i64):
      %6 = "test.body"(%arg3, %arg4) : (i32, i64) -> i1
      "scf.yield"(%arg3, %6) : (i32, i1) -> ()
    }) {unroll = 2 : i64} : (i32, i1) -> (i32, i64)
    "scf.while"() ({
      %5 = "test.go"() : () -> i1
      "scf.condition"(%5) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%4#1) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "regions"}> ({
  ^bb0(%arg0: i32):
    %0 = "scf.execute_region"() ({
      %1 = "test.flag"() : () -> i1
      "cf.cond_br"(%1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      %2 = "test.value"() : () -> i32
      "cf.br"(%2)[^bb2] : (i32) -> ()
    ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() <{no_inline}> ({
      "test.inside"() : () -> ()
      "scf.yield"() : () -> ()
    }) {kept} : () -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


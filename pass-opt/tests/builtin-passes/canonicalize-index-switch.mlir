"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "switch_const"}> ({
  ^bb0(%arg14: i32, %arg15: i32):
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "scf.index_switch"(%8) <{cases = array<i64: 0, 1>}> ({
      "scf.yield"(%arg15) : (i32) -> ()
    }, {
      "scf.yield"(%arg14) : (i32) -> ()
    }, {
      %10 = "arith.addi"(%arg14, %arg15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.side"() : () -> ()
      "scf.yield"(%10) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "switch_const_default"}> ({
  ^bb0(%arg12: i32, %arg13: i32):
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    %7 = "scf.index_switch"(%6) <{cases = array<i64: 0>}> ({
      "test.side"() : () -> ()
      "scf.yield"(%arg13) : (i32) -> ()
    }, {
      "scf.yield"(%arg12) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i32) -> (), sym_name = "switch_unused"}> ({
  ^bb0(%arg9: index, %arg10: i32, %arg11: i32):
    %5 = "scf.index_switch"(%arg9) <{cases = array<i64: 0>}> ({
      "scf.yield"(%arg11) : (i32) -> ()
    }, {
      "test.side"() : () -> ()
      "scf.yield"(%arg10) : (i32) -> ()
    }) : (index) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "switch_same"}> ({
  ^bb0(%arg7: index, %arg8: i32):
    %4 = "scf.index_switch"(%arg7) <{cases = array<i64: 0>}> ({
      "scf.yield"(%arg8) : (i32) -> ()
    }, {
      "scf.yield"(%arg8) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "switch_no_cases"}> ({
  ^bb0(%arg5: index, %arg6: i32):
    %3 = "scf.index_switch"(%arg5) <{cases = array<i64>}> ({
      "test.side"() : () -> ()
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (), sym_name = "switch_in_loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index):
      %1 = "scf.index_switch"(%0) <{cases = array<i64: 2>}> ({
        "scf.yield"(%arg3) : (i32) -> ()
      }, {
        %2 = "test.two"(%arg4) : (index) -> i32
        "scf.yield"(%2) : (i32) -> ()
      }) : (index) -> i32
      "test.use"(%1) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


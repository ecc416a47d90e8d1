"builtin.module"() ({
  "func.func"() <{function_type = (index, i32, i32) -> i32, sym_name = "switches"}> ({
  ^bb0(%arg2: index, %arg3: i32, %arg4: i32):
    %0 = "scf.index_switch"(%arg2) <{cases = array<i64: 2, -5, 7>}> ({
      "scf.yield"(%arg3) : (i32) -> ()
    }, {
      "scf.yield"(%arg3) : (i32) -> ()
    }, {
      %4 = "test.value"() : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (index) -> i32
    "scf.index_switch"(%arg2) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "scf.index_switch"(%arg2) <{cases = array<i64: 1>}> ({
      "test.fallback"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {tag = 1 : i32} : (index) -> ()
    %1:2 = "scf.index_switch"(%arg2) <{cases = array<i64: 0>}> ({
      %3 = "test.pair"() : () -> i64
      "scf.yield"(%arg4, %3) : (i32, i64) -> ()
    }, {
      %2 = "test.pair"() : () -> i64
      "scf.yield"(%arg3, %2) : (i32, i64) -> ()
    }) : (index) -> (i32, i64)
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "from_generic"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    "scf.index_switch"(%arg0) <{cases = array<i64: 3>}> ({
      "scf.yield"() {why = "kept"} : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "scf.if"(%arg1) ({
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


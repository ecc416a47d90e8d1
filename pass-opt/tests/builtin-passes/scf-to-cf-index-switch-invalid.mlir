"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "dup"}> ({
  ^bb0(%arg0: index):
    "scf.index_switch"(%arg0) <{cases = array<i64: 1, 1>}> ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "types"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (index) -> ()
    }) : (index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

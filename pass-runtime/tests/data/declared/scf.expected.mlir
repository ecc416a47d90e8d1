"builtin.module"() ({
  %0 = "scf.execute_region"() ({
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "scf.if"(%4) ({
      "scf.yield"(%3) : (i32) -> ()
    }, {
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "scf.while"(%5) ({
    ^bb0(%arg3: i32):
      "scf.condition"(%4, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> i32
    %7 = "scf.index_switch"(%1) <{cases = array<i64: 3, 7>}> ({
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%3) : (i32) -> ()
    }) : (index) -> i32
    %8 = "scf.for"(%1, %2, %2, %7) <{unsignedCmp}> ({
    ^bb0(%arg0: index, %arg1: i32):
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "scf.yield"(%8) : (i32) -> ()
  }) : () -> i32
}) : () -> ()

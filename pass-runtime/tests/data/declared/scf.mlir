%r = "scf.execute_region"() ({
  %lb = "arith.constant"() <{value = 0 : index}> : () -> index
  %ub = "arith.constant"() <{value = 4 : index}> : () -> index
  %init = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c = "arith.constant"() <{value = true}> : () -> i1
  %0 = "scf.if"(%c) ({
    "scf.yield"(%init) : (i32) -> ()
  }, {
    "scf.yield"(%init) : (i32) -> ()
  }) : (i1) -> i32
  %1 = "scf.while"(%0) ({
  ^bb1(%x: i32):
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb2(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  %2 = "scf.index_switch"(%lb) <{cases = array<i64: 3, 7>}> ({
    "scf.yield"(%1) : (i32) -> ()
  }, {
    "scf.yield"(%0) : (i32) -> ()
  }, {
    "scf.yield"(%init) : (i32) -> ()
  }) : (index) -> i32
  "scf.yield"(%2) : (i32) -> ()
}) : () -> i32

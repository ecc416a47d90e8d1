"builtin.module"() ({
  "scf.execute_region"() ({
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %2 = "arith.cmpi"(%1, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %4 = "arith.truncf"(%3) <{roundingmode = 1 : i32}> : (f64) -> f32
    %5 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %6 = "arith.cmpi"(%5, %0) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %7 = "arith.extsi"(%5) : (i32) -> i64
    %8 = "arith.select"(%6, %1, %5) : (i1, i32, i32) -> i32
    "scf.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()

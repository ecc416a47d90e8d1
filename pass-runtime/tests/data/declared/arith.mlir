"scf.execute_region"() ({
  %a = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %s = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %c = "arith.cmpi"(%s, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %x = "arith.constant"() <{value = 1.0 : f64}> : () -> f64
  %t = "arith.truncf"(%x) <{roundingmode = 1 : i32}> : (f64) -> f32
  "scf.yield"() : () -> ()
}) : () -> ()

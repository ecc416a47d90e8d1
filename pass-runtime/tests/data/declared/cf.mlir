"scf.execute_region"() ({
  %f = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c = "arith.constant"() <{value = true}> : () -> i1
  %v = "arith.constant"() <{value = dense<5> : vector<1xi32>}> : () -> vector<1xi32>
  "cf.cond_br"(%c, %f)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 1>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "cf.assert"(%c) <{msg = "m"}> : (i1) -> ()
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "scf.yield"() : () -> ()
}) : () -> ()

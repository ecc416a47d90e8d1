func.func @f(%a: vector<4x4xf32>) -> vector<4x4xf32> {
  %c = arith.constant dense<[[1,2,3,4,5,6,7,8,9],[10,11,12,13,14,15,16,17,18]]> : tensor<2x9xi32>
  %r = scf.execute_region -> vector<4x4xf32> {
    scf.yield %a : vector<4x4xf32>
  } {attr = "vector<4x4xf32>"}
  %u = "test.u"() {a = "x<yyyyyyyyyyyyyyyy"} : () -> (vector<4x4xf32>)
  return %r : vector<4x4xf32>
}

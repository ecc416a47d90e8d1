#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a {m = #map} : i32 loc(fused["a.mlir":1:1, "b":2:2])
    return %0 : i32
  } loc("x.mlir":3:4)
}

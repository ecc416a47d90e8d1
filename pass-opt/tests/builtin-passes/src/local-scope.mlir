#map = affine_map<(d0) -> (d0 + 1)>
module attributes {test.blob = dense_resource<blob1> : tensor<2xi32>} {
  func.func @f(%a: index) -> index attributes {test.map = #map, test.set = affine_set<(d0) : (d0 >= 0)>} {
    return %a : index
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: index):
    "func.return"(%arg0) : (index) -> ()
  }) {test.map = #map, test.set = #set} : () -> ()
}) {test.blob = dense_resource<blob1> : tensor<2xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}


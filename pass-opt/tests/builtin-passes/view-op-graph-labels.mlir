"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x4xf32>) -> vector<4x4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4x4xf32>):
    %0 = "arith.constant"() <{value = dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18]]> : tensor<2x9xi32>}> : () -> tensor<2x9xi32>
    %1 = "scf.execute_region"() ({
      "scf.yield"(%arg0) : (vector<4x4xf32>) -> ()
    }) {attr = "vector<4x4xf32>"} : () -> vector<4x4xf32>
    %2 = "test.u"() {a = "x<yyyyyyyyyyyyyyyy"} : () -> vector<4x4xf32>
    "func.return"(%1) : (vector<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()


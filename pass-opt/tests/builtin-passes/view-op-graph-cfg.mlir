"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>}> : () -> tensor<17xi32>
    %1 = "arith.constant"() <{value = dense<1> : tensor<100xi32>}> : () -> tensor<100xi32>
    %2:2 = "test.multi"(%arg0, %arg1) {arr = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], small = [1, 2], str = "a{b}|c<d>\22e\0A"} : (i32, i1) -> (i32, vector<4x4xf32>)
    "cf.cond_br"(%arg1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "test.graph"() ({
      %4 = "test.p"(%5) : (i32) -> i32
      %5 = "test.q"(%4) : (i32) -> i32
    }) : () -> ()
    "func.return"(%2#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, f32) -> (i32, f32), sym_name = "parallel"}> ({
  ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: i32, %arg15: f32):
    "scf.parallel"(%arg11, %arg11, %arg12, %arg12, %arg13, %arg13) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg25: index, %arg26: index):
      "test.body"(%arg25, %arg26) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "scf.parallel"(%arg11, %arg12, %arg13) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg24: index):
      "scf.reduce"() : () -> ()
    }) {tag} : (index, index, index) -> ()
    %1:2 = "scf.parallel"(%arg11, %arg12, %arg13, %arg14, %arg15) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg19: index):
      %3 = "test.value"(%arg19) : (index) -> i32
      "scf.reduce"(%3, %arg15) ({
      ^bb0(%arg22: i32, %arg23: i32):
        %4 = "test.add"(%arg22, %arg23) : (i32, i32) -> i32
        "scf.reduce.return"(%4) : (i32) -> ()
      }, {
      ^bb0(%arg20: f32, %arg21: f32):
        "scf.reduce.return"(%arg20) : (f32) -> ()
      }) : (i32, f32) -> ()
    }) : (index, index, index, i32, f32) -> (i32, f32)
    %2 = "scf.parallel"(%arg11, %arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg16: index):
      "scf.reduce"(%arg14) ({
      ^bb0(%arg17: i32, %arg18: i32):
        "scf.reduce.return"(%arg18) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%1#0, %1#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, tensor<4xf32>) -> tensor<4xf32>, sym_name = "forall"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: tensor<4xf32>):
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg9: index, %arg10: index):
      "test.body"(%arg9, %arg10) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 2>, staticStep = array<i64: 3>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg8: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 5>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "scf.forall"(%arg0) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg5: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    %0 = "scf.forall"(%arg2) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg3: index, %arg4: tensor<4xf32>):
      "test.use"(%arg4) : (tensor<4xf32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()


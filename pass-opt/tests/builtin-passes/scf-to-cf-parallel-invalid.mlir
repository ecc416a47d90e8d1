"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "zero_step"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %0 = "scf.parallel"(%arg0, %arg0, %c0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%arg1) ({
      ^bb0(%a: f32, %b: f32):
        "scf.reduce.return"(%a) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32, i32) -> f32, sym_name = "types"}> ({
  ^bb0(%arg0: index, %arg1: f32, %arg2: i32):
    %0 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%arg2) ({
      ^bb0(%a: i32, %b: i32):
        "scf.reduce.return"(%a) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "ivs"}> ({
  ^bb0(%arg0: index):
    "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%i: index, %j: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32) -> (), sym_name = "reduce_block"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%arg1) ({
      ^bb0(%a: f32):
        "scf.reduce.return"(%a) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "reduce_block"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %0 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%arg1) ({
      ^bb0(%a: f32):
        "scf.reduce.return"(%a) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32, i32) -> f32, sym_name = "ret"}> ({
  ^bb0(%arg0: index, %arg1: f32, %arg2: i32):
    %0 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%arg1) ({
      ^bb0(%a: f32, %b: f32):
        "scf.reduce.return"(%arg2) : (i32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

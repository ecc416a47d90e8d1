"builtin.module"() ({
  "func.func"() <{function_type = (tuple<i1, i32>) -> tuple<i1, i32>, sym_name = "pass_through"}> ({
  ^bb0(%arg13: tuple<i1, i32>):
    "func.return"(%arg13) : (tuple<i1, i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<f32>) -> tuple<f32>, sym_name = "single"}> ({
  ^bb0(%arg12: tuple<f32>):
    "func.return"(%arg12) : (tuple<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<tuple<i8, tuple<i16>>, i32>, tuple<>, index) -> (index, tuple<tuple<i8, tuple<i16>>, i32>), sym_name = "nested"}> ({
  ^bb0(%arg9: tuple<tuple<i8, tuple<i16>>, i32>, %arg10: tuple<>, %arg11: index):
    "func.return"(%arg11, %arg9) : (index, tuple<tuple<i8, tuple<i16>>, i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<i1, tuple<i32, i64>>, f64) -> (tuple<i64, i1>, f64), sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tuple<i1, tuple<i32, i64>>, f64) -> f64, sym_name = "calls"}> ({
  ^bb0(%arg7: tuple<i1, tuple<i32, i64>>, %arg8: f64):
    %6:2 = "func.call"(%arg7, %arg8) <{callee = @external}> : (tuple<i1, tuple<i32, i64>>, f64) -> (tuple<i64, i1>, f64)
    "other.use"(%6#0) : (tuple<i64, i1>) -> ()
    %7:2 = "func.call"(%arg7, %6#1) <{callee = @external}> : (tuple<i1, tuple<i32, i64>>, f64) -> (tuple<i64, i1>, f64)
    "func.return"(%7#1) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> tuple<i32, tuple<i32>>, sym_name = "produced"}> ({
  ^bb0(%arg6: i32):
    %5 = "other.make"(%arg6) : (i32) -> tuple<i32, tuple<i32>>
    "func.return"(%5) : (tuple<i32, tuple<i32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, tuple<i8, i8>) -> tuple<i8, i8>, sym_name = "branches"}> ({
  ^bb0(%arg4: i1, %arg5: tuple<i8, i8>):
    "cf.cond_br"(%arg4, %arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, tuple<i8, i8>) -> ()
  ^bb1(%3: tuple<i8, i8>):  // pred: ^bb0
    "func.return"(%3) : (tuple<i8, i8>) -> ()
  ^bb2:  // pred: ^bb0
    %4 = "func.call"(%arg5) <{callee = @pass_through_i8}> : (tuple<i8, i8>) -> tuple<i8, i8>
    "func.return"(%4) : (tuple<i8, i8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tuple<i8, i8>) -> tuple<i8, i8>, sym_name = "pass_through_i8", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.first}, {test.second}], function_type = (tuple<i32, i32>, i8) -> tuple<i1, i1>, res_attrs = [{test.result}], sym_name = "attributes"}> ({
  ^bb0(%arg2: tuple<i32, i32>, %arg3: i8):
    %2 = "other.make"() : () -> tuple<i1, i1>
    "func.return"(%2) : (tuple<i1, i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> tuple<>, res_attrs = [{test.gone}], sym_name = "drop_all_results"}> ({
  ^bb0(%arg1: i32):
    %1 = "other.make"() : () -> tuple<>
    "func.return"(%1) : (tuple<>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "legal"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @legal}> {tag} : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) {keep} : () -> ()
}) : () -> ()


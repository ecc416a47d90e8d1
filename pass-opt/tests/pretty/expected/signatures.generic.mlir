"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.x}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.r}, {}], sym_name = "decl", sym_visibility = "private"}> ({
  }) {test.y} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "no_results", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "one_result", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "function_result", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{test.a = 1 : i64}], sym_name = "function_result_attr", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i8, index, f64, tensor<4xf32>, memref<?xi32>, vector<2xf16>) -> (i1, i8), sym_name = "many", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.first}, {}], function_type = (i32, i64) -> i64, no_inline, res_attrs = [{test.res}], sym_name = "public_def", sym_visibility = "public"}> ({
  ^bb0(%arg3: i32, %arg4: i64):
    "func.return"(%arg4) : (i64) -> ()
  }) {test.z = "s"} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "quoted name"}> ({
  ^bb0(%arg2: i32):
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "shadow"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "func.return"(%arg0, %arg1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (), sym_name = "empty_arg_attrs", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()


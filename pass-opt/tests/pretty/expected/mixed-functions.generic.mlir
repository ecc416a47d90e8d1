"builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{arg_attrs = [{}, {foo.x}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{foo.r}, {}], sym_name = "decl", sym_visibility = "private"}> ({
  }) {foo.y} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nd", sym_visibility = "nested"}> ({
  ^bb0(%arg3: i32):
    "func.return"(%arg3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {foo.z = 1 : i64}], function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "func.constant"() <{value = @f}> : () -> ((i32, i32) -> i32)
    %2 = "func.constant"() <{value = @f}> : () -> ((i32, i32) -> i32)
    %3 = "func.call_indirect"(%1, %arg0, %0) : ((i32, i32) -> i32, i32, i32) -> i32
    %4 = "foo.f"() : () -> f32
    %5:2 = "foo.two"() : () -> (i32, i32)
    %6:2 = "func.call"(%3, %4) <{callee = @decl}> : (i32, f32) -> (i32, f32)
    "foo.region"() ({
    ^bb0(%arg2: i32):
      "foo.yield"(%arg2) : (i32) -> ()
    }) : () -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%5#1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {foo.bar = 1 : i32} : () -> ()


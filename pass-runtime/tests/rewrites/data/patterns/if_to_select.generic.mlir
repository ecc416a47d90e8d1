// pattern: (anonymous namespace)::ConvertTrivialIfToSelect
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, f32) -> (i32, i32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32):
    %0:4 = "scf.if"(%arg0) ({
      %1 = "test.foo"() : () -> i32
      "scf.yield"(%arg1, %1, %arg2, %arg3) : (i32, i32, i32, f32) -> ()
    }, {
      "scf.yield"(%arg2, %arg1, %arg2, %arg3) : (i32, i32, i32, f32) -> ()
    }) : (i1) -> (i32, i32, i32, f32)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (i32, i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()


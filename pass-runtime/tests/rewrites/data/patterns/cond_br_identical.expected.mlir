"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    "cf.br"(%0, %arg1)[^bb1] : (i32, i32) -> ()
  ^bb1(%1: i32, %2: i32):  // pred: ^bb0
    "test.use"(%1, %2) : (i32, i32) -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


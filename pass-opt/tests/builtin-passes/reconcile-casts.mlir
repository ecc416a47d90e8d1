"builtin.module"() ({
  "func.func"() <{function_type = (i64, index) -> (), sym_name = "r"}> ({
  ^bb0(%arg0: i64, %arg1: index):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
    %1 = "builtin.unrealized_conversion_cast"(%0) : (index) -> i64
    "test.use"(%1) : (i64) -> ()
    %2 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
    %3 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%3) : (index) -> i64
    %5 = "builtin.unrealized_conversion_cast"(%3) : (index) -> i16
    "test.use"(%3, %4, %5) : (index, i64, i16) -> ()
    %6 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
    %7 = "builtin.unrealized_conversion_cast"(%6) : (index) -> i64
    %8 = "builtin.unrealized_conversion_cast"(%7) : (i64) -> index
    "test.use"(%8) : (index) -> ()
    %9 = "builtin.unrealized_conversion_cast"(%arg1) : (index) -> i32
    %10 = "builtin.unrealized_conversion_cast"(%9) : (i32) -> f32
    %11 = "builtin.unrealized_conversion_cast"(%10) : (f32) -> index
    "test.use"(%11) : (index) -> ()
    %12:2 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> (i32, i32)
    %13 = "builtin.unrealized_conversion_cast"(%12#0, %12#1) : (i32, i32) -> i64
    "test.use"(%13) : (i64) -> ()
    %14 = "builtin.unrealized_conversion_cast"(%12#1, %12#0) : (i32, i32) -> i64
    "test.use"(%14) : (i64) -> ()
    %15 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i64
    "test.use"(%15) : (i64) -> ()
    %16 = "builtin.unrealized_conversion_cast"(%arg1) : (index) -> i64
    %17 = "builtin.unrealized_conversion_cast"(%16) : (i64) -> i32
    "cf.br"(%16)[^bb1] : (i64) -> ()
  ^bb1(%18: i64):  // pred: ^bb0
    %19 = "builtin.unrealized_conversion_cast"(%16) : (i64) -> index
    %20 = "builtin.unrealized_conversion_cast"(%18) : (i64) -> index
    %21 = "builtin.unrealized_conversion_cast"(%20) : (index) -> i64
    "test.use"(%19, %21) : (index, i64) -> ()
    %22 = "builtin.unrealized_conversion_cast"() : () -> i64
    %23 = "builtin.unrealized_conversion_cast"() : () -> i64
    "test.use"(%23) : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// reconcile-unrealized-casts: A->B->A chains, fan-out, dead casts, casts that
// stay (unresolvable, or with users of their own type), casts across blocks.
"builtin.module"() ({
  "func.func"() <{function_type = (i64, index) -> (), sym_name = "r"}> ({
  ^bb0(%a: i64, %i: index):
    %0 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> index
    %1 = "builtin.unrealized_conversion_cast"(%0) : (index) -> i64
    "test.use"(%1) : (i64) -> ()
    %2 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> i32
    %3 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%3) : (index) -> i64
    %5 = "builtin.unrealized_conversion_cast"(%3) : (index) -> i16
    "test.use"(%3, %4, %5) : (index, i64, i16) -> ()
    %6 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> index
    %7 = "builtin.unrealized_conversion_cast"(%6) : (index) -> i64
    %8 = "builtin.unrealized_conversion_cast"(%7) : (i64) -> index
    "test.use"(%8) : (index) -> ()
    %9 = "builtin.unrealized_conversion_cast"(%i) : (index) -> i32
    %10 = "builtin.unrealized_conversion_cast"(%9) : (i32) -> f32
    %11 = "builtin.unrealized_conversion_cast"(%10) : (f32) -> index
    "test.use"(%11) : (index) -> ()
    %12:2 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> (i32, i32)
    %13 = "builtin.unrealized_conversion_cast"(%12#0, %12#1) : (i32, i32) -> i64
    "test.use"(%13) : (i64) -> ()
    %14 = "builtin.unrealized_conversion_cast"(%12#1, %12#0) : (i32, i32) -> i64
    "test.use"(%14) : (i64) -> ()
    %15 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> i64
    "test.use"(%15) : (i64) -> ()
    %16 = "builtin.unrealized_conversion_cast"(%i) : (index) -> i64
    %17 = "builtin.unrealized_conversion_cast"(%16) : (i64) -> i32
    "cf.br"(%16)[^bb1] : (i64) -> ()
  ^bb1(%b: i64):
    %18 = "builtin.unrealized_conversion_cast"(%16) : (i64) -> index
    %19 = "builtin.unrealized_conversion_cast"(%b) : (i64) -> index
    %20 = "builtin.unrealized_conversion_cast"(%19) : (index) -> i64
    "test.use"(%18, %20) : (index, i64) -> ()
    %21 = "builtin.unrealized_conversion_cast"() : () -> i64
    %22 = "builtin.unrealized_conversion_cast"() : () -> i64
    "test.use"(%22) : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "chains"}> ({
  ^bb0(%arg0: i64):
    %3 = "builtin.unrealized_conversion_cast"(%arg0) {n = 6 : i64} : (i64) -> index
    "test.marker"() : () -> ()
    %4 = "builtin.unrealized_conversion_cast"(%3) {n = 7 : i64} : (index) -> i64
    "test.marker"() : () -> ()
    %5 = "builtin.unrealized_conversion_cast"(%4) {n = 8 : i64} : (i64) -> index
    "test.use"(%5) : (index) -> ()
    %6 = "builtin.unrealized_conversion_cast"(%arg0) {n = 9 : i64} : (i64) -> index
    %7 = "builtin.unrealized_conversion_cast"(%6) {n = 10 : i64} : (index) -> i64
    %8 = "builtin.unrealized_conversion_cast"(%7) {n = 11 : i64} : (i64) -> index
    %9 = "builtin.unrealized_conversion_cast"(%8) {n = 12 : i64} : (index) -> i64
    "test.use"(%7, %8) : (i64, index) -> ()
    %10 = "builtin.unrealized_conversion_cast"(%arg0) {n = 13 : i64} : (i64) -> index
    "test.region"() ({
      %14 = "builtin.unrealized_conversion_cast"(%10) {n = 14 : i64} : (index) -> i64
      "test.use"(%14) : (i64) -> ()
      %15 = "builtin.unrealized_conversion_cast"(%10) {n = 15 : i64} : (index) -> i32
      "test.use"(%15) : (i32) -> ()
    }) : () -> ()
    %11 = "builtin.unrealized_conversion_cast"(%arg0) {n = 16 : i64} : (i64) -> index
    %12 = "builtin.unrealized_conversion_cast"(%11) {n = 17 : i64} : (index) -> i32
    %13 = "builtin.unrealized_conversion_cast"(%12) {n = 18 : i64} : (i32) -> index
    "test.use"(%13) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  %0 = "builtin.unrealized_conversion_cast"() {n = 100 : i64} : () -> i64
  %1 = "builtin.unrealized_conversion_cast"(%0) {n = 101 : i64} : (i64) -> index
  %2 = "builtin.unrealized_conversion_cast"(%1) {n = 102 : i64} : (index) -> i64
  "test.use"(%2) : (i64) -> ()
}) : () -> ()


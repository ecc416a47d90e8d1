// reconcile-unrealized-casts: which cast of a chain stays (the one nearest the
// start), casts into nested regions, casts of the module body itself.
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "chains"}> ({
  ^bb0(%a: i64):
    %6 = "builtin.unrealized_conversion_cast"(%a) {n = 6} : (i64) -> index
    "test.marker"() : () -> ()
    %7 = "builtin.unrealized_conversion_cast"(%6) {n = 7} : (index) -> i64
    "test.marker"() : () -> ()
    %8 = "builtin.unrealized_conversion_cast"(%7) {n = 8} : (i64) -> index
    "test.use"(%8) : (index) -> ()
    %9 = "builtin.unrealized_conversion_cast"(%a) {n = 9} : (i64) -> index
    %10 = "builtin.unrealized_conversion_cast"(%9) {n = 10} : (index) -> i64
    %11 = "builtin.unrealized_conversion_cast"(%10) {n = 11} : (i64) -> index
    %12 = "builtin.unrealized_conversion_cast"(%11) {n = 12} : (index) -> i64
    "test.use"(%10, %11) : (i64, index) -> ()
    %13 = "builtin.unrealized_conversion_cast"(%a) {n = 13} : (i64) -> index
    "test.region"() ({
      %14 = "builtin.unrealized_conversion_cast"(%13) {n = 14} : (index) -> i64
      "test.use"(%14) : (i64) -> ()
      %15 = "builtin.unrealized_conversion_cast"(%13) {n = 15} : (index) -> i32
      "test.use"(%15) : (i32) -> ()
    }) : () -> ()
    %16 = "builtin.unrealized_conversion_cast"(%a) {n = 16} : (i64) -> index
    %17 = "builtin.unrealized_conversion_cast"(%16) {n = 17} : (index) -> i32
    %18 = "builtin.unrealized_conversion_cast"(%17) {n = 18} : (i32) -> index
    "test.use"(%18) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  %m = "builtin.unrealized_conversion_cast"() {n = 100} : () -> i64
  %k = "builtin.unrealized_conversion_cast"(%m) {n = 101} : (i64) -> index
  %l = "builtin.unrealized_conversion_cast"(%k) {n = 102} : (index) -> i64
  "test.use"(%l) : (i64) -> ()
}) : () -> ()

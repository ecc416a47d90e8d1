"builtin.module"() ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
  "func.func"() <{function_type = (i64, index) -> index, sym_name = "casts"}> ({
  ^bb0(%arg0: i64, %arg1: index):
    %1 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> index
    %2:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i64, index) -> (i32, f32)
    %3 = "builtin.unrealized_conversion_cast"() : () -> !llvm.ptr
    %4 = "builtin.unrealized_conversion_cast"(%2#0) {tag = "x"} : (i32) -> i64
    %5 = "builtin.unrealized_conversion_cast"(%4) : (i64) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "toy_print", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "square_plus"}> ({
  ^bb0(%arg3: i64, %arg4: i64):
    %10 = "builtin.unrealized_conversion_cast"(%arg4) : (i64) -> !toy.int
    %11 = "builtin.unrealized_conversion_cast"(%arg3) : (i64) -> !toy.int
    %12 = "builtin.unrealized_conversion_cast"(%10) : (!toy.int) -> i64
    %13 = "builtin.unrealized_conversion_cast"(%11) : (!toy.int) -> i64
    %14 = "arith.muli"(%13, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %15 = "arith.addi"(%14, %12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%15) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "main"}> ({
  ^bb0(%arg0: i64):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> !toy.int
    %1 = "builtin.unrealized_conversion_cast"(%0) : (!toy.int) -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %6 = "arith.index_cast"(%1) : (i64) -> index
    %7 = "scf.for"(%3, %6, %4, %5) ({
    ^bb0(%arg1: index, %arg2: i64):
      %9 = "arith.muli"(%arg2, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%9) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %8 = "func.call"(%7, %2) <{callee = @square_plus}> : (i64, i64) -> i64
    "func.call"(%8) <{callee = @toy_print}> : (i64) -> ()
    "func.return"(%8) : (i64) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "toy_print", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "square_plus"}> ({
  ^bb0(%arg3: i64, %arg4: i64):
    %12 = "builtin.unrealized_conversion_cast"(%arg4) : (i64) -> !toy.int
    %13 = "builtin.unrealized_conversion_cast"(%arg3) : (i64) -> !toy.int
    %14 = "builtin.unrealized_conversion_cast"(%12) : (!toy.int) -> i64
    %15 = "builtin.unrealized_conversion_cast"(%13) : (!toy.int) -> i64
    %16 = "arith.muli"(%15, %15) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "arith.addi"(%16, %14) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %18 = "builtin.unrealized_conversion_cast"(%17) : (i64) -> !toy.int
    "func.return"(%17) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "main"}> ({
  ^bb0(%arg0: i64):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> !toy.int
    %1 = "builtin.unrealized_conversion_cast"(%0) : (!toy.int) -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> !toy.int
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "arith.index_cast"(%1) : (i64) -> index
    %8 = "scf.for"(%4, %7, %5, %6) ({
    ^bb0(%arg1: index, %arg2: i64):
      %11 = "arith.muli"(%arg2, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%11) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %9 = "builtin.unrealized_conversion_cast"(%8) : (i64) -> !toy.int
    %10 = "func.call"(%8, %2) <{callee = @square_plus}> : (i64, i64) -> i64
    "func.call"(%10) <{callee = @toy_print}> : (i64) -> ()
    "func.return"(%10) : (i64) -> ()
  }) : () -> ()
}) : () -> ()


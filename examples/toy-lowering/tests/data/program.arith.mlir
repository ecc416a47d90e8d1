"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int, !toy.int) -> !toy.int, sym_name = "square_plus"}> ({
  ^bb0(%arg3: !toy.int, %arg4: !toy.int):
    %11 = "builtin.unrealized_conversion_cast"(%arg4) : (!toy.int) -> i64
    %12 = "builtin.unrealized_conversion_cast"(%arg3) : (!toy.int) -> i64
    %13 = "arith.muli"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %14 = "arith.addi"(%13, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %15 = "builtin.unrealized_conversion_cast"(%14) : (i64) -> !toy.int
    "toy.return"(%15) : (!toy.int) -> ()
  }) : () -> ()
  "toy.func"() <{function_type = (!toy.int) -> !toy.int, sym_name = "main"}> ({
  ^bb0(%arg0: !toy.int):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (!toy.int) -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> !toy.int
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %6 = "arith.index_cast"(%0) : (i64) -> index
    %7 = "scf.for"(%3, %6, %4, %5) ({
    ^bb0(%arg1: index, %arg2: i64):
      %10 = "arith.muli"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%10) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %8 = "builtin.unrealized_conversion_cast"(%7) : (i64) -> !toy.int
    %9 = "toy.call"(%8, %2) <{callee = @square_plus}> : (!toy.int, !toy.int) -> !toy.int
    "toy.print"(%9) : (!toy.int) -> ()
    "toy.return"(%9) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()


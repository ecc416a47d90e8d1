"builtin.module"() ({
  "func.func"() <{function_type = (i0, i0) -> (i0, i0, i0, i0, i0, i0, i1, i8, i0, i0, i0, i0), sym_name = "f"}> ({
  ^bb0(%arg0: i0, %arg1: i0):
    %0 = "arith.constant"() <{value = 0 : i0}> : () -> i0
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %2 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %3 = "arith.cmpi"(%2, %arg0) <{predicate = 2 : i64}> : (i0, i0) -> i1
    %4 = "arith.extsi"(%2) : (i0) -> i8
    %5 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i0
    %6 = "arith.divsi"(%arg0, %arg1) : (i0, i0) -> i0
    %7 = "arith.shrsi"(%arg0, %0) : (i0, i0) -> i0
    %8 = "arith.subi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %9 = "arith.xori"(%arg0, %arg0) : (i0, i0) -> i0
    %10 = "arith.maxsi"(%arg0, %0) : (i0, i0) -> i0
    %11 = "arith.shli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %12 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %13 = "arith.ceildivsi"(%0, %0) : (i0, i0) -> i0
    %14 = "arith.andi"(%0, %arg1) : (i0, i0) -> i0
    "func.return"(%1, %2, %5, %6, %7, %8, %3, %4, %9, %10, %11, %14) : (i0, i0, i0, i0, i0, i0, i1, i8, i0, i0, i0, i0) -> ()
  }) : () -> ()
  "test.dense"() {a = dense<[[0, 0], [0, 0]]> : tensor<2x2xi0>, b = array<i0: 0, 0>, c = 0 : si1} : () -> ()
}) : () -> ()


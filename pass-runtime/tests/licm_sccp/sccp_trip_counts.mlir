"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "zero"}> ({
  ^bb0(%arg6: i32):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %13 = "scf.for"(%10, %10, %11, %12) ({
    ^bb0(%arg7: index, %arg8: i32):
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "one"}> ({
  ^bb0(%arg3: i32):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %9 = "scf.for"(%5, %6, %6, %7) ({
    ^bb0(%arg4: index, %arg5: i32):
      "scf.yield"(%8) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "many"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %4 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg1: index, %arg2: i32):
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


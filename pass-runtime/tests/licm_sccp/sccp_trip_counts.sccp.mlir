"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "zero"}> ({
  ^bb0(%arg4: i32):
    %9 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "scf.for"(%11, %11, %10, %9) ({
    ^bb0(%arg5: index, %arg6: i32):
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "one"}> ({
  ^bb0(%arg1: i32):
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "scf.for"(%7, %6, %6, %5) ({
    ^bb0(%arg2: index, %arg3: i32):
      "scf.yield"(%4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "many"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "n"}> ({
  ^bb0:
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %2 = "arith.cmpi"(%arg0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.call"() <{callee = @g}> : () -> ()
    "func.return"(%4, %2) : (i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "wrong_kind"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "generic", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


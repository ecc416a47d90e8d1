"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg3: i32):
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "arith.addi"(%arg3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "m"}> ({
    "func.func"() <{function_type = (i1, index) -> index, sym_name = "b"}> ({
    ^bb0(%arg1: i1, %arg2: index):
      %1 = "scf.if"(%arg1) ({
        "scf.yield"(%arg2) : (index) -> ()
      }, {
        %2 = "arith.constant"() <{value = 0 : index}> : () -> index
        "scf.yield"(%2) : (index) -> ()
      }) : (i1) -> index
      "func.return"(%1) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<external>, sym_name = "c", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()


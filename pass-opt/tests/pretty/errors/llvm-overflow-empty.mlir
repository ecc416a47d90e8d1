llvm.func @f(%a: i32) { %0 = llvm.add %a, %a overflow<> : i32 }

module {
  llvm.func @callee(i32, f32) -> i32
  llvm.func @calls(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr) -> i32 {
    %0 = llvm.call @callee(%arg0, %arg1) : (i32, f32) -> i32
    %1 = arith.addi %arg0, %0 : i32
    %c3_i32 = arith.constant {kept = 1 : i32} 3 : i32
    %2 = llvm.load %arg2 : !llvm.ptr -> i32
    %3 = arith.addi %1, %2 : i32
    "foo.unregistered"(%3) <{kept = 2 : i32}> : (i32) -> ()
    llvm.return %c3_i32 : i32
  }
}


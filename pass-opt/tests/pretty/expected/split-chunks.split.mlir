module {
  func.func @a(%arg0: i32) -> i32 {
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.addi %arg0, %c7_i32 : i32
    return %0 : i32
  }
}

// -----
module @m {
  func.func @b(%arg0: i1, %arg1: index) -> index {
    %0 = scf.if %arg0 -> (index) {
      scf.yield %arg1 : index
    } else {
      %c0 = arith.constant 0 : index
      scf.yield %c0 : index
    }
    return %0 : index
  }
}

// -----
module {
  llvm.func @c(%arg0: i64) -> i64 {
    %0 = llvm.add %arg0, %arg0 : i64
    llvm.return %0 : i64
  }
}


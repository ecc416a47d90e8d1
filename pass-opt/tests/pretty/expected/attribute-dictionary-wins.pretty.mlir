module @outer {
  module @n {
  }
  func.func private @g()
  func.func @f(%arg0: i32) -> (i32, i1) {
    %0 = arith.addi %arg0, %arg0 overflow<nuw> : i32
    %1 = arith.cmpi slt, %arg0, %0 : i32
    %c1_i32 = arith.constant 1 : i32
    %2 = arith.muli %0, %c1_i32 overflow<nsw> : i32
    call @g() : () -> ()
    return %2, %1 : i32, i1
  }
  func.func @wrong_kind() {
    return
  }
  func.func private @generic() {
    return
  }
  llvm.func @h() -> i32 {
    %0 = llvm.mlir.constant(4 : i32) : i32
    llvm.return %0 : i32
  }
}


module {
  func.func @dup(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.addi %arg0, %c1_i32_0 : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
  func.func @clean(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}
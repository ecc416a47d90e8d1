module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %c42_i32 = arith.constant 42 : i32
    %1 = arith.muli %0, %c42_i32 : i32
    %2 = arith.cmpi slt, %1, %arg0 : i32
    cf.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %3 = call @f(%1, %1) : (i32, i32) -> i32
    return %3 : i32
  ^bb2:  // pred: ^bb0
    return %1 : i32
  }
  func.func @generic_with_pretty_body() {
    call @g() : () -> ()
    return
  }
  func.func @g() {
    scf.execute_region {
      %f = func.constant @g : () -> ()
      scf.yield
    }
    return
  }
}


// Private functions in cycles (one inlined in place into another of its
// cycle), a self-recursive call in a region, and their callers.
module {
  func.func @a(%x: i32) -> i32 {
    %0 = func.call @b(%x) : (i32) -> i32
    %1 = arith.muli %0, %x : i32
    return %1 : i32
  }
  func.func private @b(%x: i32) -> i32 {
    %0 = func.call @c(%x) : (i32) -> i32
    %1 = arith.subi %0, %x : i32
    return %1 : i32
  }
  func.func private @c(%x: i32) -> i32 {
    %0 = func.call @a(%x) : (i32) -> i32
    %1 = arith.addi %0, %x : i32
    return %1 : i32
  }
  func.func private @p(%x: i32) -> i32 {
    %0 = func.call @q(%x) : (i32) -> i32
    %1 = func.call @q(%0) : (i32) -> i32
    return %1 : i32
  }
  func.func private @q(%x: i32) -> i32 {
    %0 = func.call @p(%x) : (i32) -> i32
    return %0 : i32
  }
  func.func @user(%x: i32) -> i32 {
    %0 = func.call @p(%x) : (i32) -> i32
    %1 = func.call @b(%0) : (i32) -> i32
    return %1 : i32
  }
  func.func @self(%x: i32, %c: i1) -> i32 {
    %0 = scf.if %c -> (i32) {
      %1 = func.call @self(%x, %c) : (i32, i1) -> i32
      scf.yield %1 : i32
    } else {
      scf.yield %x : i32
    }
    return %0 : i32
  }
}

// Recursion: a self-recursive function, a two-function cycle, a three-function
// cycle (partly inlined, as MLIR does) and their callers.
module {
  func.func @rec(%a: i32) -> i32 {
    %0 = func.call @rec(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @ping(%a: i32) -> i32 {
    %0 = func.call @pong(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @pong(%a: i32) -> i32 {
    %0 = func.call @ping(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @a(%x: i32) -> i32 {
    %0 = func.call @b(%x) : (i32) -> i32
    return %0 : i32
  }
  func.func @b(%x: i32) -> i32 {
    %0 = func.call @c(%x) : (i32) -> i32
    return %0 : i32
  }
  func.func @c(%x: i32) -> i32 {
    %0 = func.call @a(%x) : (i32) -> i32
    %1 = arith.addi %0, %x : i32
    return %1 : i32
  }
  func.func @user(%x: i32) -> i32 {
    %0 = func.call @a(%x) : (i32) -> i32
    %1 = func.call @ping(%0) : (i32) -> i32
    %2 = func.call @rec(%1) : (i32) -> i32
    return %2 : i32
  }
}

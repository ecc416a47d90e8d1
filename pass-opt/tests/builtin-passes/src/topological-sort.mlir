module {
  %0 = "test.a"(%2, %1) : (i32, i32) -> i32
  %1 = "test.b"() : () -> i32
  %2 = "test.c"(%1) : (i32) -> i32
  %3 = "test.d"(%4) : (i32) -> i32
  %4 = "test.e"(%3) : (i32) -> i32
  %5 = "test.f"(%0) : (i32) -> i32
  "test.g"() ({
    "test.h"(%6) : (i32) -> ()
  }) : () -> ()
  %6 = "test.i"() : () -> i32
  "test.j"() : () -> ()
  module {
    %7 = "test.k"(%8) : (i32) -> i32
    %8 = "test.l"() : () -> i32
  }
  func.func @f() {
    "test.region"() ({
      %9 = "test.m"(%10) : (i32) -> i32
      %10 = "test.n"() : () -> i32
    }) : () -> ()
    return
  }
}

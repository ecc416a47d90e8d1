func.func @f(%a: i32, %b: i32) {
  "test.region"() ({
    %1 = arith.muli %3, %3 : i32
    %2 = arith.addi %a, %b : i32
    %3 = arith.addi %a, %b : i32
    "test.use"(%1, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
  "foo.region"() ({
    %1 = arith.muli %3, %3 : i32
    %2 = arith.addi %a, %b : i32
    %3 = arith.addi %a, %b : i32
    "test.use"(%1, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
  %c = arith.addi %b, %a : i32
  %d = arith.addi %a, %b : i32
  "test.use"(%c, %d) : (i32, i32) -> ()
  return
}
module {
  %0 = arith.muli %3, %3 : i32
  %1 = "test.src"() : () -> i32
  %2 = arith.addi %1, %1 : i32
  %3 = arith.addi %1, %1 : i32
  "test.use"(%0, %2, %3) : (i32, i32, i32) -> ()
  module {
  }
  "test.x"() ({
    %c = arith.constant 1 : i32
    %d = arith.constant 1 : i32
    "test.y"(%c, %d) : (i32, i32) -> ()
  }) : () -> ()
}

func.func @f(%a: i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  "u.use"(%c1, %c2) : (i32, i32) -> ()
  %c3 = arith.constant 3 : i32
  "u.use"(%c3) : (i32) -> ()
  %c4 = arith.constant 4 : i32
  %c1b = arith.constant 1 : i32
  "u.use"(%c4, %c1b) : (i32, i32) -> ()
  "u.region"() ({
    %c5 = arith.constant 5 : i32
    %c2b = arith.constant 2 : i32
    "u.use"(%c5, %c2b) : (i32, i32) -> ()
    "u.term"() : () -> ()
  }) : () -> ()
  "test.r"() ({
    %c6 = arith.constant 6 : i32
    "u.use"(%c6) : (i32) -> ()
  }) : () -> ()
  %dead = arith.constant 7 : i32
  return
}

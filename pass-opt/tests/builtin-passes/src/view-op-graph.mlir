func.func @f(%a: i32, %b: i1) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %b -> i32 {
    %2 = arith.muli %0, %c : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  return %1 : i32
}

func.func @locs(%a: i32) -> (i32, i32) {
  %f2 = arith.addi %a, %a : i32 loc(unknown)
  %f1 = arith.addi %a, %a : i32 loc("f1.mlir":1:1)
  %f3 = arith.addi %a, %a : i32 loc("f3.mlir":1:1)
  %g = arith.muli %a, %a : i32 loc(unknown)
  %h = scf.execute_region -> i32 {
    %g2 = arith.muli %a, %a : i32 loc("inner":5:5)
    scf.yield %g2 : i32
  }
  "test.use"(%f1, %f2, %f3, %g) : (i32, i32, i32, i32) -> ()
  return %h, %g : i32, i32
}

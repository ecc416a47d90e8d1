func.func @locs(%i: index loc("arg_i"), %a: i32 loc("arg_a"), %p: i1 loc("arg_p")) -> (index, i64) {
  %0 = arith.constant 3 : index loc("c3")
  %1 = arith.addi %i, %0 : index loc("add")
  %2 = arith.index_cast %a : i32 to index loc("widen")
  %3 = arith.ceildivsi %a, %a : i32 loc("ceildiv")
  %4:2 = arith.mulsi_extended %a, %3 : i32 loc("mulext")
  %5 = arith.select %p, %1, %2 : index loc("sel")
  %6 = arith.index_cast %5 : index to i64 loc("same_width")
  cf.br ^bb1 loc("br")
^bb1:
  %7 = arith.muli %5, %i : index loc("later")
  "test.use"(%4#1) : (i32) -> () loc("use")
  return %7, %6 : index, i64 loc("ret")
} loc("func")

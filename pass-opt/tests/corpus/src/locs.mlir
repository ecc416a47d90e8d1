#l0 = loc("shared.c":3:4)
func.func @locs(%a: i32 loc("arg.c":1:1), %b: i32 loc(unknown)) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(#l0)
  %1 = arith.muli %0, %0 : i32 loc(#l0)
  %2 = arith.subi %1, %a : i32 loc(callsite("f"("g.c":1:1) at fused<"meta">["h.c":2:2, "i.c":3:3 to 4:5]))
  %3 = arith.xori %2, %b : i32 loc(fused[#l0, "j.c":9:9])
  %4 = arith.ori %3, %a : i32 loc("only name")
  return %4 : i32 loc(callsite(#l0 at callsite("k.c":1:1 at "l.c":2:2)))
} loc("locs.c":1:1)

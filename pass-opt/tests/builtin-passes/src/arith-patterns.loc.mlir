// arith's canonicalization patterns over typed handles: addi of muli by -1,
// addui_extended, subi of subi, mulsi_extended by 1, xori of cmpi and
// the select patterns, with the locations of the ops they create.
func.func @patterns(%x: i32, %y: i32, %c: i1, %d: i1, %e: i1) -> (i32, i32, i32, i32, i32, i1, i32, i32, i32, i1, i32, i32) {
  %m1 = arith.constant -1 : i32
  %mul = arith.muli %y, %m1 : i32
  %r0 = arith.addi %x, %mul : i32
  %r1 = arith.addi %mul, %x : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %sub = arith.subi %x, %y overflow<nsw, nuw> : i32
  %r2 = arith.subi %sub, %x overflow<nsw> : i32
  %one = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %x, %one : i32
  %cmp = arith.cmpi slt, %x, %y : i32
  %true = arith.constant true
  %r3 = arith.xori %cmp, %true : i1
  %sel1 = arith.select %c, %x, %y : i32
  %r4 = arith.select %c, %sel1, %s : i32
  %r5 = arith.select %c, %lo, %sel1 : i32
  %nc = arith.xori %d, %true : i1
  %r6 = arith.select %nc, %x, %y : i32
  %false = arith.constant false
  %r7 = arith.select %e, %false, %true : i1
  %zero = arith.constant 0 : i32
  %r8 = arith.select %c, %one, %zero : i32
  %r9 = arith.select %d, %zero, %one : i32
  return %r0, %r1, %s, %r2, %hi, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i32, i32, i32, i32, i32, i1, i32, i32, i32, i1, i32, i32
}

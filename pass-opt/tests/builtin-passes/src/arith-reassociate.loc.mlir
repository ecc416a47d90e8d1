// ArithCanonicalization.td's constant reassociations across addi and subi: each
// pattern once, with overflow flags merged or dropped, and the fused
// locations of the ops they create.
func.func @reassociate(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 7 : i32
  %c1 = arith.constant 100 : i32
  %a = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %r0 = arith.addi %a, %c1 overflow<nsw> : i32
  %s = arith.subi %x, %c0 overflow<nsw> : i32
  %r1 = arith.addi %s, %c1 overflow<nsw> : i32
  %t = arith.subi %c0, %x overflow<nuw> : i32
  %r2 = arith.addi %t, %c1 overflow<nuw> : i32
  %r3 = arith.subi %a, %c1 overflow<nsw> : i32
  %r4 = arith.subi %c1, %a overflow<nsw> : i32
  %r5 = arith.subi %s, %c1 overflow<nsw> : i32
  %r6 = arith.subi %t, %c1 : i32
  %r7 = arith.subi %c1, %s overflow<nsw> : i32
  %r8 = arith.subi %c1, %t overflow<nuw> : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

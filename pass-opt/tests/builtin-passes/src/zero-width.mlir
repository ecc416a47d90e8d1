// Zero-width integers: `i0` holds zero alone; the arith folders and the
// lowering treat it as MLIR 22 does (no signed range, constants truncated).
func.func @f(%a: i0, %b: i0) -> (i0, i0, i0, i0, i0, i0, i1, i8, i0, i0, i0, i0) {
  %c = arith.constant 0 : i0
  %d = arith.addi %a, %c : i0
  %e = arith.muli %d, %b : i0
  %f = arith.cmpi slt, %e, %a : i0
  %g = arith.extsi %e : i0 to i8
  %h = arith.trunci %g : i8 to i0
  %i = arith.divsi %a, %b : i0
  %j = arith.shrsi %a, %c : i0
  %k = arith.subi %c, %c : i0
  %l = arith.xori %a, %a : i0
  %m = arith.maxsi %a, %c : i0
  %n = arith.shli %c, %c : i0
  %o = arith.muli %c, %c : i0
  %p = arith.ceildivsi %c, %c : i0
  %q = arith.andi %c, %b : i0
  return %d, %e, %h, %i, %j, %k, %f, %g, %l, %m, %n, %q : i0, i0, i0, i0, i0, i0, i1, i8, i0, i0, i0, i0
}
"test.dense"() {a = dense<0> : tensor<2x2xi0>, b = array<i0: 0, 0>, c = 0 : si01} : () -> ()

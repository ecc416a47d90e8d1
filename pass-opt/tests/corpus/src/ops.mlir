func.func private @ext(i32) -> i32
func.func @ops(%a: i32, %b: i1, %x: f32, %i: index) -> i32 {
  %f = func.constant @ext : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %c = func.call @ext(%r) : (i32) -> i32
  %w:2 = scf.while (%arg = %a) : (i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %arg, %c : i32
    scf.condition(%cond) %arg, %arg : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %w#1 : i32
  }
  %u = builtin.unrealized_conversion_cast %e : i32 to i64
  cf.assert %b, "must \"hold\""
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    7: ^bb1(%e : i32)
  ]
^bb1(%v: i32):
  cf.br ^bb2
^bb2:
  %m = arith.maxnumf %x, %x fastmath<nnan,ninf> : f32
  %s = arith.addi %a, %a overflow<nsw, nuw> : i32
  return %s : i32
}

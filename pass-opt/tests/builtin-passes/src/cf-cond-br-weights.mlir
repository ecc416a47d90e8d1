// A conditional branch with weights whose successors only branch on: the
// canonicalizer skips them and keeps the weights (MLIR 22's
// SimplifyPassThroughCondBranch); a constant condition drops them.
func.func @skip_forwarders(%flag: i1, %x: i64, %y: i64) -> i64 {
  cf.cond_br %flag weights([3, 97]), ^left, ^right
^left:
  cf.br ^join(%x : i64)
^right:
  cf.br ^join(%y : i64)
^join(%v: i64):
  return %v : i64
}

func.func @one_side(%flag: i1, %x: i64) -> i64 {
  %c7 = arith.constant 7 : i64
  cf.cond_br %flag weights([1, 1]), ^fwd, ^work
^fwd:
  cf.br ^done(%c7 : i64)
^work:
  %s = arith.muli %x, %x : i64
  cf.br ^done(%s : i64)
^done(%r: i64):
  return %r : i64
}

func.func @constant_condition(%x: i64, %y: i64) -> i64 {
  %true = arith.constant true
  cf.cond_br %true weights([10, 90]), ^a(%x : i64), ^a(%y : i64)
^a(%v: i64):
  return %v : i64
}

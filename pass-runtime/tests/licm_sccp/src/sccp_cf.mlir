func.func @cond_br_true(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  %s = arith.addi %r, %c2 : i32
  return %s : i32
}
func.func @cond_br_unknown(%cond: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @same_on_both_edges(%cond: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %c5b = arith.constant 5 : i32
  cf.cond_br %cond, ^bb1(%c5 : i32), ^bb1(%c5b : i32)
^bb1(%a: i32):
  %m = arith.muli %a, %a : i32
  return %m : i32
}
func.func @loop_constant_arg(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^loop(%c3, %c0 : i32, i32)
^loop(%k: i32, %i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.cond_br %done, ^exit(%k : i32), ^loop(%k, %next : i32, i32)
^exit(%r: i32):
  return %r : i32
}
func.func @switch_const() -> i32 {
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %c30 = arith.constant 30 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb1(%c20 : i32),
    2: ^bb1(%c30 : i32)
  ]
^bb1(%r: i32):
  return %r : i32
}
func.func @switch_default() -> i32 {
  %c7 = arith.constant 7 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %c7 : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb2(%c20 : i32)
  ]
^bb1(%r: i32):
  return %r : i32
^bb2(%q: i32):
  return %q : i32
}
func.func @dead_block_uses(%x: i32) -> i32 {
  %false = arith.constant false
  %c4 = arith.constant 4 : i32
  cf.cond_br %false, ^dead, ^live
^dead:
  %d = arith.addi %c4, %c4 : i32
  %e = arith.muli %x, %c4 : i32
  return %e : i32
^live:
  return %c4 : i32
}

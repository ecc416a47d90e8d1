// Blocks that only branch to each other in a cycle: MLIR 22's collapseBranch
// refuses to collapse into a chain of `cf.br` that loops, so canonicalization
// stops. Every shape here once ran forever (issue 20).
func.func @self_loop() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
func.func @entered_two_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @three_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}
func.func @chain_into_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb2
}
func.func @cycle_with_arguments(%x: i32, %y: i32) {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  cf.br ^bb2(%b, %a : i32, i32)
^bb2(%c: i32, %d: i32):
  cf.br ^bb1(%c, %d : i32, i32)
}
func.func @cycle_with_argument_used(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb2(%a : i32)
^bb2(%b: i32):
  cf.br ^bb1(%b : i32)
}
func.func @cond_br_into_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @constant_cond_br_into_cycle() {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @cond_br_one_side_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}
func.func @cond_br_chain_to_self_loop(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb2
^bb4:
  return
}
func.func @chain_to_cycle_through_work(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2
^bb2:
  "u.work"() : () -> ()
  cf.br ^bb3
^bb3:
  cf.br ^bb2
^bb4:
  return
}
func.func @switch_into_cycle(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}
func.func @unreachable_cycle() {
  return
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @two_cycles_entered_from_each(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}
func.func @loop_with_exit(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  return
}

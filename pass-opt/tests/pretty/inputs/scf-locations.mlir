// Printed with --mlir-print-debuginfo: a loop's induction variable and
// iter_args are not printed, so their locations get no #loc alias; the
// after region of scf.while prints its arguments with theirs; the
// implicit terminators take the location of their op's name; the
// aliases are numbered in the order the pretty form prints them (the
// default region of scf.index_switch last).
func.func @f(%lb: index, %x: i32 loc("x.py":3:4), %c: i1) -> i32 {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.for %j = %i to %lb step %i {
    } loc("inner")
    scf.yield %a : i32
  } loc(fused["outer", "loop"])
  %w = scf.while (%b = %r) : (i32) -> i32 {
    scf.condition(%c) %b : i32
  } do {
  ^bb0(%d: i32 loc("d")):
    scf.yield %d : i32
  }
  %s = scf.index_switch %lb -> i32
  case 4 {
    scf.yield %w : i32 loc("case")
  }
  default {
    scf.yield %x : i32 loc("default")
  }
  return %s : i32
}

func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %v = arith.addi %a, %b : i32
    "test.side"() : () -> ()
    scf.yield %v : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch_const_default(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    "test.side"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch_unused(%x: index, %a: i32, %b: i32) {
  %r = scf.index_switch %x -> i32
  case 0 {
    "test.side"() : () -> ()
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return
}
func.func @switch_same(%x: index, %a: i32) -> i32 {
  %r = scf.index_switch %x -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @switch_no_cases(%x: index, %a: i32) -> i32 {
  %r = scf.index_switch %x -> i32
  default {
    "test.side"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @switch_in_loop(%lb: index, %ub: index, %st: index, %a: i32) {
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %st {
    %r = scf.index_switch %c2 -> i32
    case 2 {
      %v = "test.two"(%i) : (index) -> i32
      scf.yield %v : i32
    }
    default {
      scf.yield %a : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}

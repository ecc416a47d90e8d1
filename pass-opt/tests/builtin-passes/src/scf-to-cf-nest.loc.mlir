func.func @n(%c: i1, %x: i32, %lb: index, %ub: index, %st: index, %i: index) -> i32 {
  %r = scf.for %iv = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
    %w = scf.while (%a = %acc) : (i32) -> i32 {
      %t = scf.index_switch %iv -> i1
      case 1 {
        scf.yield %c : i1
      }
      default {
        %f = scf.if %c -> (i1) {
          %z = arith.constant false
          scf.yield %z : i1
        } else {
          scf.yield %c : i1
        }
        scf.yield %f : i1
      }
      scf.condition(%t) %a : i32
    } do {
    ^bb0(%b: i32):
      %in = scf.for %j = %lb to %ub step %st iter_args(%q = %b) -> (i32) {
        %y = arith.addi %q, %x : i32
        scf.yield %y : i32
      }
      scf.yield %in : i32
    }
    %u = scf.while (%a = %w) : (i32) -> i32 {
      %cmp = arith.cmpi slt, %a, %x : i32
      scf.condition(%cmp) %a : i32
    } do {
    ^bb0(%b: i32):
      scf.yield %b : i32
    }
    scf.yield %u : i32
  }
  %s = scf.index_switch %i -> i32
  case 4 {
    %e = scf.execute_region -> i32 {
      scf.if %c {
        "test.then"() : () -> ()
      }
      scf.yield %r : i32
    }
    scf.yield %e : i32
  }
  case 4294967297 {
    scf.yield %x : i32
  }
  default {
    scf.yield %r : i32
  }
  %s2:2 = scf.index_switch %i -> i32, i1
  case 3 {
    scf.yield %x, %c : i32, i1
  }
  case 8 {
    scf.yield %s, %c : i32, i1
  }
  default {
    scf.yield %x, %c : i32, i1
  }
  return %s2#0 : i32
}
func.func @other(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

func.func @s(%i: index, %c: i1, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case 5 {
    %b = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      %m = arith.muli %x, %x : i32
      scf.yield %m : i32
    }
    scf.yield %b : i32
  }
  case -3 {
    scf.yield %x : i32
  }
  default {
    %d = arith.subi %x, %x : i32
    scf.yield %d : i32
  } loc("switchloc")
  scf.index_switch %i
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
  }
  scf.index_switch %i
  default {
    "test.only_default"() : () -> ()
  }
  return %r : i32
}
func.func @splat(%i: index) {
  scf.index_switch %i
  case 5 {
    "test.a"() : () -> ()
    scf.yield
  }
  case 4294967301 {
    "test.b"() : () -> ()
    scf.yield
  }
  default {
  }
  return
}

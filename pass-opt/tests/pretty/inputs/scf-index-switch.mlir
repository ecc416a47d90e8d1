// scf.index_switch: several cases, results, an empty default region and
// a default whose yield is left out.
func.func @switches(%i: index, %x: i32, %y: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  case -5 {
    %z = "test.value"() : () -> i32
    scf.yield %z : i32
  }
  case 7 {
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {tag = 1 : i32}
  case 1 {
    scf.yield
  }
  default {
    "test.fallback"() : () -> ()
  }
  %p:2 = scf.index_switch %i -> i32, i64
  case 0 {
    %w = "test.pair"() : () -> i64
    scf.yield %x, %w : i32, i64
  }
  default {
    %w = "test.pair"() : () -> i64
    scf.yield %y, %w : i32, i64
  }
  return %r : i32
}

// Written generically: a default yield with an attribute has something to
// show and is printed; the implicit ones of scf.if are not.
func.func @from_generic(%i: index, %c: i1) {
  "scf.index_switch"(%i) <{cases = array<i64: 3>}> ({
    "scf.yield"() {why = "kept"} : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// scf.if, scf.while and scf.execute_region in their pretty forms.
func.func @ifs(%c: i1, %x: i32, %y: i32) -> i32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.else"() : () -> ()
  }
  %r = scf.if %c -> (i32) {
    %z = scf.if %c -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %z : i32
  } else {
    scf.yield %y : i32
  } {note = "results"}
  %p:2 = scf.if %c -> (i32, i1) {
    scf.yield %x, %c : i32, i1
  } else {
    scf.yield %y, %c : i32, i1
  }
  return %r : i32
}

func.func @whiles(%x: i32, %c: i1) -> i64 {
  %r:2 = scf.while (%a = %x, %b = %c) : (i32, i1) -> (i32, i64) {
    %d = "test.cond"(%a) : (i32) -> i64
    scf.condition(%b) %a, %d : i32, i64
  } do {
  ^bb0(%a2: i32, %d2: i64):
    %e = "test.body"(%a2, %d2) : (i32, i64) -> i1
    scf.yield %a2, %e : i32, i1
  } attributes {unroll = 2 : i64}
  scf.while : () -> () {
    %go = "test.go"() : () -> i1
    scf.condition(%go)
  } do {
    scf.yield
  }
  return %r#1 : i64
}

func.func @regions(%x: i32) -> i32 {
  %v = scf.execute_region -> i32 {
    %c = "test.flag"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2(%x : i32)
  ^bb1:
    %w = "test.value"() : () -> i32
    cf.br ^bb2(%w : i32)
  ^bb2(%z: i32):
    scf.yield %z : i32
  }
  scf.execute_region no_inline {
    "test.inside"() : () -> ()
    scf.yield
  } {kept}
  return %v : i32
}

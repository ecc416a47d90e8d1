// scf.for in its pretty form: index and integer induction variables,
// `unsigned`, iter_args with results, empty and nested bodies, the
// implicit scf.yield left out and read back, attributes.
func.func @loops(%lb: index, %ub: index, %step: index, %x: i32, %y: f32) -> (i32, f32) {
  scf.for %i = %lb to %ub step %step {
  }
  scf.for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
    scf.for %j = %i to %ub step %step {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  } {tag = "outer"}
  %sum = scf.for unsigned %i = %lb to %ub step %step iter_args(%acc = %x) -> (i32) {
    %next = "test.add"(%acc, %i) : (i32, index) -> i32
    scf.yield %next : i32
  }
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %sum, %b = %y) -> (i32, f32) {
    %inner = scf.for %j = %lb to %ub step %step iter_args(%c = %b) -> f32 {
      scf.yield %c : f32
    }
    scf.yield %a, %inner : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @integer_ivs(%lb: i64, %ub: i64, %step: i64, %n: i8) -> i8 {
  scf.for unsigned %i = %lb to %ub step %step : i64 {
    "test.use"(%i) : (i64) -> ()
  }
  %m = scf.for %k = %n to %n step %n iter_args(%v = %n) -> (i8) : i8 {
    scf.yield %k : i8
  }
  return %m : i8
}

// A loop written in the generic form, with the yield spelled out, prints
// without it.
func.func @from_generic(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

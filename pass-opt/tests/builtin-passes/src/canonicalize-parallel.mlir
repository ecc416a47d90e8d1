func.func @single_iteration_dims(%lb: index, %ub: index, %st: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %lb) to (%c1, %ub) step (%c1, %st) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}
func.func @all_single(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i, %j) = (%c0, %c4) to (%c1, %c5) step (%c1, %c1) init (%a) -> f32 {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @zero_trip(%a: f32, %lb: index, %ub: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c1, %lb) to (%c0, %ub) step (%c1, %c1) init (%a) -> f32 {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @equal_bounds(%lb: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%st) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}
func.func @nested(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.parallel (%j, %k) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @nested_dependent(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.parallel (%j) = (%i) to (%ub) step (%st) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @all_single_no_results() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}
func.func @empty_body(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.reduce
  }
  return
}
func.func @nested_single(%lb: index, %ub: index, %st: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %k) = (%c0, %lb) to (%c1, %ub) step (%c1, %st) {
    scf.parallel (%j) = (%lb) to (%ub) step (%st) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @partial_reduce(%lb: index, %ub: index, %a: f32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.parallel (%i, %j) = (%c0, %lb) to (%c1, %ub) step (%c1, %c1) init (%a, %z) -> (f32, i32) {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    %w = "test.ival"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      %s = arith.muli %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @all_single_two_reductions(%a: f32, %b: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a, %b) -> (f32, i32) {
    %v = "test.val"(%i) : (index) -> f32
    %w = "test.ival"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      %s = arith.muli %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @parallel_ub(%lb: index, %n: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %n) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}

func.func @p(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x, %y) -> (f32, i32) {
    "test.body"(%i, %j) : (index, index) -> ()
    %v = "test.val"() : () -> f32
    scf.reduce(%v, %y : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %m = arith.muli %a, %b : i32
      scf.reduce.return %m : i32
    }
  } loc("parloc")
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    "test.single"(%i) : (index) -> ()
  }
  return %r#0, %r#1 : f32, i32
}
func.func @p3(%lb: index, %ub: index, %st: index, %x: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%c1, %st, %st) init (%x) -> i32 {
    %v = scf.if %c -> (i32) {
      %w = arith.index_cast %k : index to i32
      scf.yield %w : i32
    } else {
      scf.yield %x : i32
    }
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  } loc("p3")
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    scf.parallel (%k) = (%i) to (%j) step (%st) {
      "test.inner"(%k) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  } loc("nested")
  %q = scf.while (%a = %x) : (i32) -> i32 {
    %r2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%a) -> i32 {
      scf.reduce(%a : i32) {
      ^bb0(%l: i32, %m: i32):
        %s = arith.muli %l, %m : i32
        scf.reduce.return %s : i32
      }
    }
    scf.condition(%c) %r2 : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %q : i32
}

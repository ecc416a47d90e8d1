// scf.parallel with and without reductions, and scf.forall in both of
// its forms (`in` when the lower bounds are 0 and the steps 1), with
// shared outputs and a mapping.
func.func @parallel(%lb: index, %ub: index, %step: index, %x: i32, %f: f32) -> (i32, f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
  } {tag}
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%x, %f) -> (i32, f32) {
    %v = "test.value"(%i) : (index) -> i32
    scf.reduce(%v, %f : i32, f32) {
    ^bb0(%l: i32, %rr: i32):
      %s = "test.add"(%l, %rr) : (i32, i32) -> i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  %one = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %rr : i32
    }
  }
  return %r#0, %r#1 : i32, f32
}

func.func @forall(%n: index, %m: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i, %j) in (%n, 8) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (2) to (%n) step (3) {
  }
  scf.forall (%i, %j) = (0, %m) to (%n, 5) step (1, 1) {
  }
  scf.forall (%i) = (0) to (%n) step (1) {
  } {mapping = []}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%o) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<4xf32>
}

func.func @parallel_invariant(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %inv = arith.addi %a, %b : i32
    %dep = arith.index_cast %i : index to i32
    %mix = arith.muli %inv, %dep : i32
    %inv2 = arith.muli %inv, %inv : i32
    "test.use"(%mix, %inv2) : (i32, i32) -> ()
    scf.reduce
  }
  return
}
func.func @parallel_reduce(%lb: index, %ub: index, %st: index, %a: f32, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %inv = arith.mulf %a, %a : f32
    scf.reduce(%inv : f32) {
    ^bb0(%x: f32, %y: f32):
      %c = arith.constant 2.0 : f32
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @forall_invariant(%n: index, %a: i32, %b: i32, %t: tensor<8xi32>) -> tensor<8xi32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xi32>) {
    %inv = arith.addi %a, %b : i32
    %dep = arith.index_cast %i : index to i32
    %x = arith.addi %inv, %dep : i32
    "test.use"(%x) : (i32) -> ()
    "test.use"(%o) : (tensor<8xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xi32>
}
func.func @forall_static(%a: i32) {
  scf.forall (%i, %j) = (0, 0) to (4, 8) step (1, 2) {
    %inv = arith.muli %a, %a : i32
    %c = arith.constant 3 : i32
    "test.use"(%inv, %c, %i) : (i32, i32, index) -> ()
  }
  return
}
func.func @index_switch(%x: index, %a: i32) -> i32 {
  %r = scf.index_switch %x -> i32
  case 1 {
    %v = arith.addi %a, %a : i32
    scf.yield %v : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @nested(%lb: index, %ub: index, %st: index, %a: i32) {
  scf.for %k = %lb to %ub step %st {
    scf.parallel (%i) = (%lb) to (%ub) step (%st) {
      %inv = arith.addi %a, %a : i32
      %kk = arith.index_cast %k : index to i32
      %m = arith.muli %inv, %kk : i32
      "test.use"(%m) : (i32) -> ()
      scf.reduce
    }
  }
  return
}

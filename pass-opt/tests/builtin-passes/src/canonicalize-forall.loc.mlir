func.func @dynamic_constant_bounds(%a: i32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i) = (%c0) to (%c8) step (%c2) {
    "test.use"(%i, %a) : (index, i32) -> ()
  }
  return
}
func.func @single_iteration(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @all_single() {
  scf.forall (%i, %j) = (3, 0) to (4, 5) step (1, 5) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @zero_trip(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}
func.func @mapped(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}
func.func @unused_output(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r#0 : tensor<4xf32>
}
func.func @output_not_updated(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) in (%n, 5) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %j, %o) : (index, index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}
func.func @forall_partial_outputs(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i, %j) = (0, 2) to (%n, 3) step (%c1, 1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %j, %o) : (index, index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}
func.func @forall_dynamic_single(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.forall (%i, %j) = (%lb, 0) to (%ub, 7) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @forall_ub(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.forall (%i, %j) = (%lb, 0) to (%ub, 7) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @outs(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "test.x"(%i) : (index) -> ()
  }
  return %r : tensor<8xf32>
}

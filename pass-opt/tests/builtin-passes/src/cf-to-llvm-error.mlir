// A branch whose operand type has no LLVM equivalent: cf.br stays and the
// pass fails.
func.func @f(%t: tensor<2xf32>) {
  cf.br ^bb1(%t : tensor<2xf32>)
^bb1(%u: tensor<2xf32>):
  return
}

func.func @f(%c: i1) {
  cf.cond_br %c ^bb1, ^bb1
^bb1:
  return
}

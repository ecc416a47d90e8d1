func.func @f(%n: index) {
  scf.parallel (%i, %j) = (%n) to (%n, %n) step (%n, %n) {
  }
  return
}

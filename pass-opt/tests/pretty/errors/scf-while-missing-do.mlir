func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } {
    scf.yield
  }
  return
}

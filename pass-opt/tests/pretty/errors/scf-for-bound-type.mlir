func.func @f(%n: index, %m: i32) {
  scf.for %i = %n to %m step %n {
  }
  return
}

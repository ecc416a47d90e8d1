func.func @f(%n: index, %x: i32) {
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) {
    scf.yield %a : i32
  }
  return
}

func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  }
  return
}

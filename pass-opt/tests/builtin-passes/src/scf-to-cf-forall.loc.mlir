func.func @f(%n: index, %m: index) {
  scf.forall (%i, %j) = (0, %m) to (%n, 10) step (2, %m) {
    "test.body"(%i, %j) : (index, index) -> ()
  } loc("faloc")
  scf.forall (%i) in (%n) {
    "test.b"(%i) : (index) -> ()
  }
  return
}
func.func @nest(%n: index, %lb: index, %st: index, %c: i1) {
  scf.for %k = %lb to %n step %st {
    scf.forall (%i, %j, %l) in (%n, 4, %k) {
      scf.if %c {
        "test.then"(%i, %j, %l) : (index, index, index) -> ()
      }
    } {mapping = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>]}
  }
  return
}

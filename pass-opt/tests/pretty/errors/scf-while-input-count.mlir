func.func @f(%x: i32) {
  scf.while (%a = %x) : (i32, i32) -> () {
    scf.condition(%a)
  } do {
    scf.yield
  }
  return
}

// cf.assert for convert-cf-to-llvm: the message globals and the puts and
// abort declarations at the top of the nearest module.
module {
  func.func @a(%c: i1, %d: i1) {
    cf.assert %c, "first"
    cf.assert %d, "second \"quoted\" é"
    return
  }
  module @inner {
    llvm.func @abort()
    func.func @b(%c: i1) {
      cf.assert %c, "third"
      return
    }
  }
  func.func @e(%c: i1, %x: index) -> index {
    cf.assert %c, ""
    cf.br ^bb1(%x : index)
  ^bb1(%y: index):
    return %y : index
  }
}

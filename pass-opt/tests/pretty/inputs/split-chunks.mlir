// Chunks for --split-input-file: each printed on its own, in the pretty
// form, joined with the marker (and read whole by the other tests).
func.func @a(%x: i32) -> i32 {
  %c = arith.constant 7 : i32
  %s = arith.addi %x, %c : i32
  return %s : i32
}
// -----
module @m {
  func.func @b(%p: i1, %x: index) -> index {
    %r = scf.if %p -> (index) {
      scf.yield %x : index
    } else {
      %c0 = arith.constant 0 : index
      scf.yield %c0 : index
    }
    return %r : index
  }
}
// -----
llvm.func @c(%x: i64) -> i64 {
  %0 = llvm.add %x, %x : i64
  llvm.return %0 : i64
}

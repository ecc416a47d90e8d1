// llvm.br, llvm.cond_br (with weights), llvm.switch (with and without
// cases, with operands, negative case values, attributes), llvm.return
// and llvm.unreachable in their pretty forms.
llvm.func @branches(%c: i1, %x: i32, %y: i64) -> i32 {
  llvm.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  llvm.br ^bb2
^bb2:
  llvm.cond_br %c weights([3, 7]), ^bb3, ^bb4(%x, %y : i32, i64) {tag}
^bb3:
  llvm.switch %x : i32, ^bb5 [
    1: ^bb3,
    -2: ^bb4(%x, %y : i32, i64),
    2147483647: ^bb5
  ]
^bb4(%b: i32, %d: i64):
  llvm.switch %b : i32, ^bb6(%b : i32) []
^bb5:
  llvm.switch %y : i64, ^bb6(%x : i32) [
    7: ^bb6(%x : i32)
  ] {branch_weights = array<i32: 1, 2>}
^bb6(%z: i32):
  llvm.br ^bb7 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb7:
  llvm.return %z : i32
}

llvm.func @no_value() {
  llvm.return
}

llvm.func @dead(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.unreachable {tag}
^bb2:
  "llvm.br"()[^bb1] : () -> ()
}

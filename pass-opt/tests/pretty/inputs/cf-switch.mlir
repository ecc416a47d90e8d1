// cf.switch in its pretty form: operands on the default and on some
// cases, negative case values (printed as MLIR prints them, zero-extended
// from the flag's width), no cases at all, attributes.
func.func @switches(%flag: i32, %a: i32, %b: i64, %small: i8) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, i64),
    -3: ^bb3
  ] {note = "cases"}
^bb1(%x: i32):
  cf.switch %x : i32, [
    default: ^bb3
  ]
^bb2(%y: i32, %z: i64):
  cf.switch %small : i8, [
    default: ^bb3,
    -1: ^bb3,
    300: ^bb1(%y : i32)
  ]
^bb3:
  return
}

func.func @g(%x: i32, %y: i32) -> i32 {
  %k = "u.k"() : () -> i32
  "u.br"()[^bb1, ^bb2, ^bb4] : () -> ()
^bb1:
  %a = arith.muli %x, %y : i32
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3(%k : i32)
^bb2:
  %b = arith.muli %x, %y : i32
  "u.use"(%b) : (i32) -> ()
  cf.br ^bb3(%k : i32)
^bb4:
  "u.use"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @h(%flag: i32, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb4
  ]
^bb1:
  "u.use"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "u.use"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb4:
  "u.use2"(%z) : (i32) -> ()
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  return %r : i32
}

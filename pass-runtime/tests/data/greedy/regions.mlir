func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  "u.op"() : () -> ()
  cf.br ^bb3
^bb2(%b: i32):
  %d = arith.addi %b, %b : i32
  "u.op2"() : () -> ()
  cf.br ^bb3
^bb3:
  "u.op3"() : () -> ()
  cf.br ^bb5(%x : i32)
^bb4:
  %q = "u.q"() : () -> i32
  cf.br ^bb4
^bb5(%i: i32):
  %n = arith.addi %i, %x : i32
  %cond = "u.cond"() : () -> i1
  cf.cond_br %cond, ^bb5(%n : i32), ^bb6
^bb6:
  return
}
func.func @g(%c: i1, %x: i32, %y: i32) -> i32 {
  %k = "u.k"() : () -> i32
  "u.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %a = arith.muli %x, %y : i32
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3(%k : i32)
^bb2:
  %b = arith.muli %x, %y : i32
  "u.use"(%b) : (i32) -> ()
  cf.br ^bb3(%k : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @h(%c: i1, %x: i32, %y: i32) -> i32 {
  "u.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "u.use"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @f(%a: i32, %b: i1) -> i32 {
  %c = arith.constant dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>
  %s = arith.constant dense<1> : tensor<100xi32>
  %m:2 = "test.multi"(%a, %b) {arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17], small = [1, 2], str = "a{b}|c<d>\"e\n"} : (i32, i1) -> (i32, vector<4x4xf32>)
  cf.cond_br %b, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  "test.graph"() ({
    %p = "test.p"(%q) : (i32) -> i32
    %q = "test.q"(%p) : (i32) -> i32
  }) : () -> ()
  return %m#0 : i32
}

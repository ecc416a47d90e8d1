func.func @w(%lb: index, %ub: index, %c: i1, %x: i32) -> (i32, index) {
  %r:2 = scf.while (%a = %x, %i = %lb) : (i32, index) -> (i32, index) {
    %cond = arith.cmpi slt, %i, %ub : index
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      %d = arith.addi %a, %a : i32
      scf.yield %d : i32
    }
    scf.condition(%cond) %r, %i : i32, index
  } do {
  ^bb0(%b: i32, %j: index):
    %one = arith.constant 1 : index
    %n = arith.addi %j, %one : index
    %s = scf.if %c -> (i32) {
      scf.yield %b : i32
    } else {
      %q = arith.muli %b, %b : i32
      scf.yield %q : i32
    }
    scf.yield %s, %n : i32, index
  } loc("whileloc")
  %dw = scf.while (%a = %x) : (i32) -> i32 {
    %z = arith.addi %a, %a : i32
    %cmp = arith.cmpi slt, %z, %x : i32
    scf.condition(%cmp) %z : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  } loc("dowhile")
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    "test.body"() : () -> ()
    scf.yield
  }
  return %dw, %r#1 : i32, index
}

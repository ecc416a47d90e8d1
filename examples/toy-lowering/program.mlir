"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int, !toy.int) -> !toy.int, sym_name = "square_plus"}> ({
  ^bb0(%x: !toy.int, %y: !toy.int):
    %sq = "toy.mul"(%x, %x) : (!toy.int, !toy.int) -> !toy.int
    %sum = "toy.add"(%sq, %y) : (!toy.int, !toy.int) -> !toy.int
    "toy.return"(%sum) : (!toy.int) -> ()
  }) : () -> ()
  "toy.func"() <{function_type = (!toy.int) -> !toy.int, sym_name = "main"}> ({
  ^bb0(%n: !toy.int):
    %two = "toy.constant"() <{value = 2 : i64}> : () -> !toy.int
    %p = "toy.pow"(%two, %n) : (!toy.int, !toy.int) -> !toy.int
    %r = "toy.call"(%p, %two) <{callee = @square_plus}> : (!toy.int, !toy.int) -> !toy.int
    "toy.print"(%r) : (!toy.int) -> ()
    "toy.return"(%r) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()

"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int) -> !toy.int, sym_name = "f"}> ({
  ^bb0(%x: !toy.int):
    "toy.print"(%x) : (!toy.int) -> ()
    %y = "toy.add"(%x, %x) : (!toy.int, !toy.int) -> !toy.int
    "toy.return"(%y) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()

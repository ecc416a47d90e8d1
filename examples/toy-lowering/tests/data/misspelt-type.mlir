"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int) -> !toy.int, sym_name = "f"}> ({
  ^bb0(%x: !toy.int):
    %y = "toy.add"(%x, %x) : (!toy.int, !toy.int) -> !toy.nmu
    "toy.return"(%y) : (!toy.nmu) -> ()
  }) : () -> ()
}) : () -> ()

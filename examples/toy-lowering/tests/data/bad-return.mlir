"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int) -> (), sym_name = "f"}> ({
  ^bb0(%x: !toy.int):
    "toy.return"(%x) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()

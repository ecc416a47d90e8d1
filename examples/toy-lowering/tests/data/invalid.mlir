"builtin.module"() ({
  "toy.func"() <{function_type = (i32) -> !toy.int, sym_name = "f"}> ({
  ^bb0(%x: i32):
    %y = "toy.add"(%x, %x) : (i32, i32) -> !toy.int
    "toy.return"(%y) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()

"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int) -> !toy.int, sym_name = "id"}> ({
  ^bb0(%x: !toy.int):
    "toy.print"(%x) : (!toy.int) -> ()
    "toy.return"(%x) : (!toy.int) -> ()
  }) : () -> ()
  "toy.func"() <{function_type = (!toy.int, i1) -> (), sym_name = "twice"}> ({
  ^bb0(%x: !toy.int, %flag: i1):
    %a = "toy.call"(%x) <{callee = @id}> : (!toy.int) -> !toy.int
    %b = "toy.call"(%a) <{callee = @id}> : (!toy.int) -> !toy.int
    "toy.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

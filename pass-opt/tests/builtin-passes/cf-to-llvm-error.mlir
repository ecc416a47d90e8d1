"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    "cf.br"(%arg0)[^bb1] : (tensor<2xf32>) -> ()
  ^bb1(%0: tensor<2xf32>):  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "user"}> ({
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "foo.two"() ({
      "func.call"() <{callee = @p}> : () -> ()
      "foo.end"() : () -> ()
    }, {
      "foo.end"() : () -> ()
    }) : () -> ()
    "foo.none"() {ref = @q} : () -> ()
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "p", sym_visibility = "private"}> ({
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "q", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// Without --split-input-file: the whole file is one input, verified once.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    // expected-error @below {{doesn't match function result type ('i64') in function @f}}
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i64, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
    // expected-error @above {{type of return operand 0 ('i32')}}
  }) : () -> ()
}) : () -> ()

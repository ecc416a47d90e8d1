// Every diagnostic is expected, in each of mlir-opt's spellings.
// expected-error @below {{use of undeclared SSA value name}}
"test.a"(%1) : (i32) -> ()
// -----
"builtin.module"() ({
  // expected-error @+1 {{'arith.constant' op failed to verify}}
  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()
// -----
"builtin.module"() ({
  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32 // expected-error {{have same type}}
}) : () -> ()
// -----
"builtin.module"() ({
  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32
  // expected-error @-1 {{all of {value, result}}}
}) : () -> ()
// -----
"builtin.module"() ({
  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32
  // expected-error-re @above {{op failed to verify that all of {{[{]}}value, result} have same {{t.pe}}}}
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    // expected-note@+1 {{operand defined here}}
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  // expected-error-re @+1 {{{{^}}operation contains{{.*}}symbol uses{{$}}}}
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.region"() ({
      "foo.x"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

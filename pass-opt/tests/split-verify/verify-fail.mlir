// Missing, unexpected and near-miss diagnostics, in each spelling.
"builtin.module"() ({
  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32 // expected-error {{have same type}}
  // expected-note @-1 {{see current operation}}
}) : () -> ()
// -----
"builtin.module"() ({
  // expected-error @+1 {{this is not it}}
  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()
// -----
// expected-error @+1 {{never}}
"builtin.module"() ({
  "test.a"() : () -> ()
}) : () -> ()
// -----
// expected-warning @+1 {{use of undeclared}}
"test.b"(%1) : (i32) -> ()
// -----
"builtin.module"() ({
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "test.use"(%x) : (i32) -> ()
}) : () -> ()
// expected-warning @above {{nothing}}
// expected-remark @unknown {{nothing at all}}
// -----
// expected-error-re @+1 {{unterminated {{regex}}
"test.c"() : () -> ()
// expected-error @+100 {{too far below}}
// expected-error @-100 {{too far above}}
// expected-error missing braces
// expected-error @nowhere {{ignored}}
// expected-error @below {{dangling}}

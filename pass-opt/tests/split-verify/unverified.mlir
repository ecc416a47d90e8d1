// Expectations in a run without --verify-diagnostics: mlir-opt 22 still
// reads them, matches nothing against them, and reports each at the end as
// not produced; the run's exit status is left as it was.
// expected-remark@below {{never emitted}}
func.func private @unused()
// expected-warning@+1 {{not checked}}
func.func @kept(%a: i32) -> i32 {
  return %a : i32 // expected-note {{same line}}
}
// expected-error@unknown {{nowhere}}
// expected-error-re@+1 {{a{{[0-9]+}}b}}
func.func @other() {
  return
}

// A missing expectation on a tab-indented line.

func.func @f() {
	// expected-error {{never produced}}
  return
}

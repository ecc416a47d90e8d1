// Errors on lines with tabs and with non-ASCII text: LLVM expands tabs in
// the echoed line and its caret line, and prints no caret under non-ASCII text.

func.func @tabs() {
	%0 =	"arith.addi"() : () -> i32
  return
}

// -----

func.func @non_ascii() {
  %0 = "arith.constant"() {value = 1 : i32, note = "café"} : () -> i64
  return
}

// -----

func.func @end_of_line() {
  %0 = "arith.constant"() {value = 1 : i64} : () ->
}

// The op statement itself: result names, `=`, and how many results they
// bind, in the generic and the custom form; one case per chunk (see
// README.md).

// case: missing-equals-before-newline
llvm.func @g(%a: i32) {
  llvm.unreachable %a
}

// -----
// case: missing-equals-with-count
func.func @f() {
  %0:2 "foo" () : () -> (i32, i32)
  return
}

// -----
// case: two-names-without-comma
func.func @f() {
  %0 %1 = "foo"() : () -> i32
  return
}

// -----
// case: names-then-newline
func.func @f() {
  %0, %1
  return
}

// -----
// case: named-custom-op-without-results
func.func @f() {
  %0 = 
  return
}

// -----
// case: named-generic-op-without-results
func.func @f() {
  %0 = "foo"() : () -> ()
  return
}

// -----
// case: two-names-generic-op-without-results
func.func @f() {
  %0, %1 = "foo"() : () -> ()
  return
}

// -----
// case: more-names-than-results
func.func @f() {
  %0:2 = "foo"() : () -> (i32)
  return
}

// -----
// case: named-terminator
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = func.return
}

// -----
// case: named-results
func.func @f() {
  %0:2, %1 = "foo"() : () -> (i32, i32, i32)
  return
}

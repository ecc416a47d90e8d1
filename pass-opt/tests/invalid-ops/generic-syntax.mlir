// The generic form's punctuation: lists, dictionaries, dense arrays and
// locations left open, some with the next token on the following line
// (MLIR places those errors after the previous token), and tokens MLIR's
// lexer rejects (a sigil without a name, a lone `.`, an unterminated
// string), reported before the parser says what it expected; one case per
// chunk (see README.md).

// case: op-type-missing-before-newline
func.func @f(%a: i32) {
  "foo"()
  return
}

// -----
// case: function-type-arrow-missing-before-newline
func.func @f(%a: i32) {
  "foo"() : ()
  return
}

// -----
// case: dictionary-unclosed
func.func @f(%a: i32) {
  "foo"() {a = 1 b = 2} : () -> ()
  return
}

// -----
// case: dictionary-unclosed-before-newline
func.func @f(%a: i32) {
  "foo"() {a = 1
  return
}

// -----
// case: operand-list-unclosed
func.func @f(%a: i32) {
  "foo"(%a %a) : (i32, i32) -> ()
  return
}

// -----
// case: operand-list-unclosed-before-newline
func.func @f(%a: i32) {
  "foo"(%a
  return
}

// -----
// case: type-list-unclosed
func.func @f(%a: i32) {
  "foo"() : () -> (i32 i32)
  return
}

// -----
// case: input-type-list-unclosed
func.func @f(%a: i32) {
  "foo"() : (i32 i32) -> ()
  return
}

// -----
// case: type-list-unclosed-before-newline
func.func @f(%a: i32) {
  %0 = "foo"() : () -> (i32
  return
}

// -----
// case: successor-list-unclosed
func.func @f(%a: i32) {
  "foo"()[^bb1 ^bb1] : () -> ()
^bb1:
  return
}

// -----
// case: successor-list-unclosed-before-newline
func.func @f(%a: i32) {
  "foo"() [^bb1
  return
}

// -----
// case: array-unclosed
func.func @f(%a: i32) {
  "foo"() {a = [1 2]} : () -> ()
  return
}

// -----
// case: tuple-unclosed
func.func @f(%a: i32) {
  "foo"() {a = tuple<i32 i32>} : () -> ()
  return
}

// -----
// case: strided-unclosed
func.func @f(%a: i32) {
  "foo"() {a = memref<4xf32, strided<[1 2]>>} : () -> ()
  return
}

// -----
// case: fused-location-unclosed
func.func @f(%a: i32) {
  "foo"() : () -> () loc(fused["a" "b"])
  return
}

// -----
// case: dense-array-without-angle
func.func @f(%a: i32) {
  "foo"() {a = array i32} : () -> ()
  return
}

// -----
// case: dense-array-unclosed
func.func @f(%a: i32) {
  "foo"() {a = array<i32: 1 2>} : () -> ()
  return
}

// -----
// case: dense-array-unclosed-before-newline
func.func @f(%a: i32) {
  "foo"() {a = array<i32: 1
  return
}

// -----
// case: location-missing-before-newline
func.func @f(%a: i32) {
  "foo"() : () -> () loc(
  return
}

// -----
// case: location-unknown-keyword
func.func @f(%a: i32) {
  "foo"() : () -> () loc(foo)
  return
}

// -----
// case: properties-unclosed-before-newline
func.func @f(%a: i32) {
  "foo"() <{a = 1}
  return
}

// -----
// case: region-list-unclosed-before-newline
func.func @f(%a: i32) {
  "foo"() ({
  }
  return
}

// -----
// case: brace-after-op
func.func @f(%a: i32) {
  "foo"() : () -> () {
  return
}

// -----
// case: second-arrow
func.func @f(%a: i32) {
  "foo"() : () -> i32 -> i32
  return
}

// -----
// case: operand-list-without-operand
func.func @f(%a: i32) {
  "foo"( : () -> ()
  return
}

// -----
// case: dictionary-entry-without-value
func.func @f(%a: i32) {
  "foo"() {a = } : () -> ()
  return
}

// -----
// case: dictionary-trailing-comma
func.func @f(%a: i32) {
  "foo"() {a = 1, } : () -> ()
  return
}

// -----
// case: array-trailing-comma
func.func @f(%a: i32) {
  "foo"() {a = [1, ]} : () -> ()
  return
}

// -----
// case: callsite-without-at
func.func @f(%a: i32) {
  %0 = "foo"() : () -> i32 loc(callsite("a" "b"))
  return
}

// -----
// case: typed-true
func.func @f(%a: i32) {
  "foo"() {a = true : i1} : () -> ()
  return
}

// -----
// case: booleans
func.func @f(%a: i32) {
  "foo"() {a = true, b = false} : () -> ()
  return
}

// -----
// case: symbol-empty
func.func @f(%a: i32) {
  "foo"() {a = @} : () -> ()
  return
}

// -----
// case: symbol-starting-with-digit
func.func @f(%a: i32) {
  "foo"() {a = @1x} : () -> ()
  return
}

// -----
// case: symbols
func.func @f(%a: i32) {
  "foo"() {a = @_x, b = @x.y$z, c = @"q r"} : () -> ()
  return
}

// -----
// case: nested-symbol-empty
func.func @f(%a: i32) {
  "foo"() {a = @x::@} : () -> ()
  return
}

// -----
// case: symbol-with-dash
func.func @f(%a: i32) {
  "foo"() {a = @x-y} : () -> ()
  return
}

// -----
// case: block-argument-without-type
func.func @f(%a: i32) {
  "foo"() ({^bb0(%x): "bar"() : () -> ()}) : () -> ()
  return
}

// -----
// case: caret-without-name
"test.a"() {a ^= unit} : () -> ()

// -----
// case: percent-without-name
%:2 = "test.a"() : () -> (i32, i32)

// -----
// case: hash-without-name
%0:2 = "test.a"() : () -> (i32, i32)
"test.b"(%0#) : (i32) -> ()

// -----
// case: bang-without-name
"test.a"() : !) -> ()

// -----
// case: at-followed-by-digit
"test.a"() {a = [@1]} : () -> ()

// -----
// case: lone-dot
"test.a"() {a = {b = 1 : i64, c .= true}} : () -> ()

// -----
// case: unterminated-string-operand-list
"test.a"() ({
^bb0(%x: i32):
  "test.b"(%x) ": (i32) -> ()
}) : () -> ()

// -----
// case: result-count-not-integer
%0:= = "test.a"() : () -> (i32, i32)

// -----
// case: result-count-out-of-range
%0:99999999999999999999 = "test.a"() : () -> (i32)

// -----
// case: properties-not-an-attribute
"test.a"() <p = 1 : i32}> : () -> ()

// -----
// case: properties-not-a-dictionary-registered
"x.wrap"() ({
  %0 = "arith.constant"() <[1]> : () -> i32
}) : () -> ()

// -----
// case: properties-not-a-dictionary-no-properties
"x.wrap"() ({
  "func.return"() <[1]> : () -> ()
}) : () -> ()

// -----
// case: properties-empty-dictionary-no-properties
"x.wrap"() ({
  "func.return"() <{}> : () -> ()
}) : () -> ()

// -----
// case: properties-unclosed
"x.a"() <[1] : () -> ()

// -----
// case: alias-def-quoted-name
#"x.a" = 1

// -----
// case: custom-op-name-then-unterminated-string
x.a"() : () -> ()

// -----
// case: custom-op-name-then-bad-hash
"x.wrap"() ({
  func.return #
}) : () -> ()

// -----
// case: generic-op-name-then-bad-hash
"x.a"# : () -> ()

// -----
// case: integer-type-as-op-name
"x.a"() : () -> tuple<>i32, f32

// -----
// case: function-type-result-not-a-function
"x.a"() : () -> (i32) -> (f32, i1)

// -----
// case: function-type-result-in-parens
"x.a"() {t = () -> ((i32) -> i32)} : () -> ()

// -----
// case: block-name-bad-sigil
"x.a"() ({
^bb0:
  "x.b"()[^bb1] : () -> ()
^}bb1:
  "x.c"() : () -> ()
}) : () -> ()

// -----
// case: block-arg-without-percent
"x.a"() ({
^bb0(x: i32):
  "x.b"() : () -> ()
}) : () -> ()

// -----
// case: block-arg-list-unclosed
"x.a"() ({
^bb0(%x: i32:
  "x.b"() : () -> ()
}) : () -> ()

// -----
// case: successor-list-without-block
"x.a"()[ : () -> ()

// -----
// case: attribute-alias-with-dot
#x.a = 1

// -----
// case: type-alias-with-dot
!x.a = i32

// -----
// case: alias-redefinition-before-dot
#a = 1
#a = 2

// -----
// case: integer-type-name-after-op
%0:2 = "x.a"() : () -> (i32, i32)
i32"x.b"(%0#1) : (i32) -> ()

// -----
// case: successor-bad-block-sigil
"x.a"() ({
^bb0(%x: i32):
  "x.b"(%x)[^^@b1] : (i32) -> ()
^bb1:
  "x.c"() : () -> ()
}) : () -> ()

// Integer literals and integer types: what each width holds (`i0` holds
// zero alone), MLIR's wording for an attribute, a `dense` element and an
// `array` element out of range, and the widths MLIR's lexer takes.

// case: i0-one
"test.foo"() {a = 1 : i0} : () -> ()

// -----
// case: i0-minus-one
"test.foo"() {a = -1 : i0} : () -> ()

// -----
// case: i0-minus-zero
"test.foo"() {a = -0 : i0} : () -> ()

// -----
// case: i0-array-one
"test.foo"() {a = array<i0: 1>} : () -> ()

// -----
// case: i0-dense-one
"test.foo"() {a = dense<1> : tensor<2xi0>} : () -> ()

// -----
// case: i8-minus-200
"test.foo"() {a = -200 : i8} : () -> ()

// -----
// case: ui8-minus-one
"test.foo"() {a = -1 : ui8} : () -> ()

// -----
// case: i8-array-300
"test.foo"() {a = array<i8: 300>} : () -> ()

// -----
// case: i8-array-minus-300
"test.foo"() {a = array<i8: -300>} : () -> ()

// -----
// case: i8-dense-300
"test.foo"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----
// case: i8-dense-minus-300
"test.foo"() {a = dense<-300> : tensor<2xi8>} : () -> ()

// -----
// case: i8-dense-list-300
"test.foo"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()

// -----
// case: ui8-dense-minus-one
"test.foo"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----
// case: complex-i8-dense-300
"test.foo"() {a = dense<(1, 300)> : tensor<complex<i8>>} : () -> ()

// -----
// case: i16777216
"test.foo"() : () -> i16777216

// -----
// case: si99999999999
"test.foo"() {a = 0 : si99999999999} : () -> ()

// -----
// case: i0-valid
func.func private @f(i0, si01, ui007) -> i0 attributes {x = 0 : i0, y = dense<0> : tensor<2x2xi0>, z = array<i0: 0, 0>}

// Attribute literals: values of the wrong kind for their type, undefined
// aliases, and `dense`/`sparse` literals whose shape or elements do not fit
// their type, with MLIR's words and places.

// case: float-for-i32
"test.a"() {a = 1.5 : i32} : () -> ()

// -----
// case: negative-float-for-i32
"test.a"() {a = -1.5 : i32} : () -> ()

// -----
// case: undefined-attribute-alias
"test.a"() {a = #undefined} : () -> ()

// -----
// case: undefined-type-alias
"test.a"() : () -> !undefined

// -----
// case: dense-longer-than-type
"test.a"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----
// case: dense-shorter-than-type
"test.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----
// case: dense-ragged-lists
"test.a"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----
// case: dense-list-then-scalar
"test.a"() {a = dense<[[1, 2], 3]> : tensor<2x2xi32>} : () -> ()

// -----
// case: dense-scalar-then-list
"test.a"() {a = dense<[1, [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----
// case: dense-float-for-integers
"test.a"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----
// case: dense-of-scalar-type
"test.a"() {a = dense<[1, 2]> : i32} : () -> ()

// -----
// case: dense-of-dynamic-shape
"test.a"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()

// -----
// case: sparse-of-scalar-type
"test.a"() {a = sparse<[[0]], [1]> : i32} : () -> ()

// -----
// case: dense-empty-for-two
"test.a"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----
// case: dense-empty-list-for-zero-by-three
"test.a"() {a = dense<[]> : tensor<0x3xi32>} : () -> ()

// -----
// case: dense-empty-valid
"test.a"() {a = dense<> : tensor<3x0xi32>, b = dense<> : tensor<0xf32>, c = dense<> : tensor<0x2xcomplex<f32>>} : () -> ()

// -----
// case: dense-empty-of-dynamic-shape
"test.a"() {a = dense<> : tensor<?xi32>} : () -> ()

// -----
// case: sparse-values-count-not-indices
"test.a"() {a = sparse<[[0, 0], [1, 1]], [1, 2, 3]> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-no-index-of-rank-two
"test.a"() {a = sparse<[], []> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-index-out-of-shape
"test.a"() {a = sparse<[[0, 2]], [5]> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-negative-index
"test.a"() {a = sparse<[[0, -1]], [5]> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-one-dimensional-indices-valid
"test.a"() {a = sparse<[0, 1], [5, 6]> : tensor<4xi32>} : () -> ()

// -----
// case: sparse-values-not-one-dimensional
"test.a"() {a = sparse<[[0], [1]], [[5], [6]]> : tensor<4xi32>} : () -> ()

// -----
// case: sparse-index-of-another-rank
"test.a"() {a = sparse<[[0, 0, 0]], [5]> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-splat-index-of-rank-one
"test.a"() {a = sparse<7, [5, 6]> : tensor<8xi32>} : () -> ()

// -----
// case: sparse-splat-value-valid
"test.a"() {a = sparse<[[0, 0], [1, 1]], 5> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-dynamic-shape
"test.a"() {a = sparse<[[0, 0]], [5]> : tensor<?x2xi32>} : () -> ()

// -----
// case: sparse-empty-valid
"test.a"() {a = sparse<> : tensor<2x2xi32>} : () -> ()

// -----
// case: sparse-empty-of-dynamic-shape
"test.a"() {a = sparse<> : tensor<?xi32>} : () -> ()

// -----
// case: sparse-without-angle
"test.a"() {a = sparse[0]} : () -> ()

// -----
// case: sparse-missing-comma
"test.a"() {a = sparse<[0] [1]> : tensor<1xi32>} : () -> ()

// -----
// case: dense-missing-type
"test.a"() {a = dense<[0]>} : () -> ()

// -----
// case: dense-without-angle
"test.a"() {a = dense[0]} : () -> ()

// -----
// case: dense-complex-missing-comma
"test.a"() {a = dense<(1.0 2.0)> : tensor<complex<f32>>} : () -> ()

// -----
// case: dense-decimal-integer-for-float
"test.a"() {a = dense<[1, 2.0]> : tensor<2xf32>} : () -> ()

// -----
// case: dense-negative-hex-float
"test.a"() {a = dense<-0x40A00000> : tensor<f32>} : () -> ()

// -----
// case: dense-complex-decimal-integer
"test.a"() {a = dense<(1, 2)> : tensor<complex<f32>>} : () -> ()

// -----
// case: sparse-decimal-integer-for-float
"test.a"() {a = sparse<[[0, 0]], [5]> : tensor<2x2xf32>} : () -> ()

// -----
// case: array-decimal-integer-for-float
"test.a"() {a = array<f32: 5>} : () -> ()

// -----
// case: array-negative-hex-float
"test.a"() {a = array<f32: -0x40A00000>} : () -> ()

// -----
// case: negative-hex-float-attribute
"test.a"() {a = -0x40A00000 : f32} : () -> ()

// -----
// case: unknown-word-for-attribute-value
"test.a"() {a = arra<i64: 1>} : () -> ()

// -----
// case: strided-missing-comma
"test.a"() {a = strided<[1] offset: 2>} : () -> ()

// -----
// case: strided-misspelt-offset
"test.a"() {a = strided<[1], offst: 2>} : () -> ()

// -----
// case: strided-stride-out-of-range
"test.a"() {a = strided<[9223372036854775808]>} : () -> ()

// -----
// case: strided-trailing-comma
"test.a"() {a = strided<[1,]>} : () -> ()

// -----
// case: strided-hex-valid
"test.a"() {a = strided<[0x10], offset: 0x2>} : () -> ()

// -----
// case: array-of-vectors
"test.a"() {a = array<vector<i32>>} : () -> ()

// -----
// case: array-of-i7
"test.a"() {a = array<i7>} : () -> ()

// -----
// case: array-missing-colon
"test.a"() {a = array<i8 1>} : () -> ()

// -----
// case: array-bool-for-i8
"test.a"() {a = array<i8: true>} : () -> ()

// -----
// case: array-integer-for-i1
"test.a"() {a = array<i1: 0>} : () -> ()

// -----
// case: array-of-si1-valid
"test.a"() {a = array<si1: true>} : () -> ()

// -----
// case: negative-zero-attribute
"test.a"() {a = -0 : i64} : () -> ()

// -----
// case: negative-zero-dense
"test.a"() {a = dense<-0> : tensor<i64>} : () -> ()

// -----
// case: negative-zero-array
"test.a"() {a = array<i8: -0>} : () -> ()

// -----
// case: dense-hex-with-non-hex-digit
"test.a"() {a = dense<"0x01@020304"> : tensor<4xi8>} : () -> ()

// -----
// case: dense-caret-element
"test.a"() {a = dense<[^[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> ()

// -----
// case: dense-list-missing-comma
"test.a"() {a = dense<[[1 2], [3, 4]]> : tensor<2x2xi8>} : () -> ()

// -----
// case: alias-use-with-type
#a = #foo<1>
"x.a"() {v = #a : i32} : () -> ()

// -----
// case: dialect-attr-bad-type
"x.a"() {v = #foo<1> : 12} : () -> ()

// -----
// case: map-unclosed-paren-in-result
#m = affine_map<(d0) -> (d0 + (d0)>
"x.a"() {m = #m} : () -> ()

// -----
// case: map-unclosed-dim-list
#m = affine_map<(d0 -> (d0)>
"x.a"() {m = #m} : () -> ()

// -----
// case: map-unclosed-floordiv-operand
#m = affine_map<(d0) -> (d0 floordiv (2)>
"x.a"() {m = #m} : () -> ()

// -----
// case: set-unclosed-constraints
#m = affine_set<(d0) : (d0 >= 0>
"x.a"() {m = #m} : () -> ()

// -----
// case: map-unclosed-symbol-list
#m = affine_map<(d0)[s0 -> (d0)>
"x.a"() {m = #m} : () -> ()

// -----
// case: map-brace-in-result
#m = affine_map<(d0) -> (d0 {)>
"x.a"() {m = #m} : () -> ()

// -----
// case: map-unterminated
#m = affine_map<(d0) -> (d0)
"x.a"() {m = #m} : () -> ()

// -----
// case: distinct-missing-open-bracket
"x.a"() {a = distinct x} : () -> ()

// -----
// case: distinct-unclosed-id
"x.a"() {a = distinct[0 x} : () -> ()

// -----
// case: distinct-missing-open-angle
"x.a"() {a = distinct[0]"x">} : () -> ()

// -----
// case: distinct-unclosed
"x.a"() {a = distinct[0]<"x" x} : () -> ()

// -----
// case: dense-hex-without-prefix
"x.a"() {a = dense<"x01020304"> : tensor<4xi8>} : () -> ()

// -----
// case: dense-arrow-element
"x.a"() {a = dense<[1, ->]> : tensor<2xi8>} : () -> ()

// -----
// case: dense-minus-word
"x.a"() {a = dense<[1, - x]> : tensor<2xi8>} : () -> ()

// -----
// case: minus-space-word
"x.a"() {a = - x} : () -> ()

// -----
// case: minus-brace
"x.a"() {a = -{1} : () -> ()

// -----
// case: nested-symbol-colon
"x.a"() {a = @a:::@b} : () -> ()

// -----
// case: nested-symbol-bare
"x.a"() {a = @a::b} : () -> ()

// -----
// case: alias-digits-then-letters
"x.a"() {a = #7x.opaque<foo>} : () -> ()

// -----
// case: dialect-attr-empty-namespace
"x.a"() {a = #.a} : () -> ()

// -----
// case: dialect-type-empty-namespace
"x.a"() {a = !.t<1>} : () -> ()

// -----
// case: pretty-body-greater-equal
"x.a"() {a = #foo<(a >= b)>} : () -> ()

// -----
// case: pretty-body-last-string
"x.a"() : () -> !x.opaque<a "abc" x(1

// -----
// case: pretty-body-innermost-at-end
"x.a"() : () -> !x.opaque<"abc" "def" x[1

// -----
// case: pretty-body-unterminated-string
"x.a"() : () -> !x.opaque<"abc( x [1, 2]x>

// -----
// case: dense-complex-part-list
"x.a"() {a = dense<[(1, [2])]> : tensor<1xcomplex<i8>>} : () -> ()

// -----
// case: dense-hex-size
"x.a"() {a = dense<"0x01020304"> : tensor<34xi8>} : () -> ()

// -----
// case: sparse-hex-size
"x.a"() {a = sparse<0, "0x01020304"> : tensor<34xi8>} : () -> ()

// -----
// case: pretty-body-empty-namespace-unterminated
"x.a"() : () -> !.opaque<abc" x [1, 2]>

// -----
// case: array-bad-token
"x.a"() {a = array<i64: 1,! -2, 3>} : () -> ()

// -----
// case: array-minus-comma
"x.a"() {a = array<i64: 1, -, 3>} : () -> ()

// -----
// case: undefined-alias-then-space
"x.a"() {b = #12 : si8} : () -> ()

// -----
// case: undefined-type-alias-then-dot
"x.a"() {b = !x
.t} : () -> ()

// -----
// case: array-arrow-element
"x.a"() {a = array<i64: 1, ->, 3>} : () -> ()

// -----
// case: symbol-unterminated-quoted-after-value
"x.a"() {a =3 @"quoted sym->} : () -> ()

// -----
// case: symbol-single-colon-then-bad-token
"x.a"() {a = [@sym: @:@nested]} : () -> ()

// -----
// case: arrow-as-attribute-value
"x.a"() <{p = ->1 : i32}> : () -> ()

// -----
// case: array-float-token
"x.a"() {a = array<i64: 1, -2, 3.>} : () -> ()

// -----
// case: strided-float-token
"x.a"() {a = strided<[4., 1], offset: 2>} : () -> ()

// -----
// case: dialect-namespace-with-dash
"x.a"() {a = #x-.opaque<foo(br)>} : () -> ()

// -----
// case: dialect-namespace-undotted
"x.a"() {a = #x-<1>} : () -> ()

// -----
// case: distinct-float-id
"x.a"() {a = distinct[0.]<"x">} : () -> ()

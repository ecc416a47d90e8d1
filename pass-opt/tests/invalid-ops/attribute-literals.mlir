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

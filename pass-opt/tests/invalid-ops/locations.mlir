// File locations (`loc("file":...)`): a line alone, a line and column,
// and ranges, with MLIR's words where the text is none of them.

// case: line-then-to
"test.a"() : () -> () loc("a":1 to)

// -----
// case: range-end-without-column
"test.a"() : () -> () loc("a":1:2 to 3)

// -----
// case: range-end-colon-alone
"test.a"() : () -> () loc("a":1:2 to :)

// -----
// case: line-not-a-number
"test.a"() : () -> () loc("a":x)

// -----
// case: range-end-not-a-number
"test.a"() : () -> () loc("a":1:2 to x)

// -----
// case: column-not-a-number
"test.a"() : () -> () loc("a":1:x)

// -----
// case: line-past-32-bits
"test.a"() : () -> () loc("a":99999999999)

// -----
// case: range-end-column-not-a-number
"test.a"() : () -> () loc("a":1:2 to 3:x)

// -----
// case: colon-alone
"test.a"() : () -> () loc("a":)

// -----
// case: all-forms-valid
"test.a"() : () -> () loc(fused["a":1, "a":1:2, "a":1:2 to :5, "a":1:2 to 3:5])

// -----
// case: trailing-loc-missing-paren
"x.a"() : () -> () loc"name"("file":1:2)

// -----
// case: fused-undefined-alias
"x.a"() : () -> () loc(fused<"x">[#a":1:2, callsite("f" at "b":3:4)])

// The pretty forms of the `llvm` ops declared with their MLIR format in
// llvm.toml (arithmetic, casts, select, intrinsics, constants, return),
// malformed and well-formed, one case per chunk (see README.md).

// case: urem-wrong-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.urem %a, %b : f32
  llvm.return
}

// -----
// case: urem-missing-comma
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.urem %a %b : i32
  llvm.return
}

// -----
// case: urem-missing-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.urem %a, %b
  llvm.return
}

// -----
// case: udiv-exact-twice
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.udiv exact exact %a, %b : i32
  llvm.return
}

// -----
// case: udiv-exact-after-operands
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.udiv %a, %b exact : i32
  llvm.return
}

// -----
// case: or-disjoint-comma
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.or disjoint, %a, %b : i32
  llvm.return
}

// -----
// case: fneg-of-integer
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.fneg %a : i32
  llvm.return
}

// -----
// case: zext-missing-to
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.zext nneg %a : i32 i64
  llvm.return
}

// -----
// case: zext-missing-result-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.zext %a : i32 to
  llvm.return
}

// -----
// case: sext-twice-to
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.sext %a : i32 to i64 to i64
  llvm.return
}

// -----
// case: sext-operand-type-mismatch
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.sext %a : i64 to i64
  llvm.return
}

// -----
// case: sext-undefined-operand
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.sext %x : i32 to i64
  llvm.return
}

// -----
// case: poison-missing-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.poison
  llvm.return
}

// -----
// case: zero-with-operand
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.zero %a : i32
  llvm.return
}

// -----
// case: return-missing-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  llvm.return %a
  llvm.return
}

// -----
// case: return-wrong-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  llvm.return %a : i64
  llvm.return
}

// -----
// case: select-one-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.select %c, %a, %b : i32
  llvm.return
}

// -----
// case: select-two-operands
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.select %c, %a : i1, i32
  llvm.return
}

// -----
// case: select-operand-type-mismatch
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.select %c, %a, %b : i1, i64
  llvm.return
}

// -----
// case: intrinsic-too-few-types
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.intr.smax(%a, %b) : (i32) -> i32
  llvm.return
}

// -----
// case: intrinsic-without-parens
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.intr.smax %a, %b : (i32, i32) -> i32
  llvm.return
}

// -----
// case: intrinsic-wrong-result
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.intr.fabs(%a) : (i32) -> f32
  llvm.return
}

// -----
// case: constant-without-parens
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.constant 42 : i32
  llvm.return
}

// -----
// case: constant-untyped
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.constant(42) : i32
  llvm.return
}

// -----
// case: constant-missing-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.constant(42 : i32)
  llvm.return
}

// -----
// case: addressof-unqualified-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.addressof @g : ptr
  llvm.return
}

// -----
// case: addressof-missing-type
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.mlir.addressof @g
  llvm.return
}

// -----
// case: urem-trailing-token
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.urem %a, %b {x} : i32 extra
  llvm.return
}

// -----
// case: fadd-integer-fastmath
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.fadd %a, %b {fastmathFlags = 3} : f32
  llvm.return
}

// -----
// case: pretty-forms
llvm.func @g(%a: i32, %b: i32, %c: i1) {
  %0 = llvm.udiv exact %a, %b {x} : i32
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %3 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
  %4 = llvm.select %c, %a, %b {fastmathFlags = #llvm.fastmath<none>} : i1, i32
  llvm.return
}

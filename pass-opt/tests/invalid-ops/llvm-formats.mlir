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

// -----
// case: overflow-bogus-flag
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.sub %a, %b overflow<bogus> : i32
  llvm.return
}

// -----
// case: overflow-empty
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.sub %a, %b overflow<> : i32
  llvm.return
}

// -----
// case: overflow-without-brackets
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.sub %a, %b overflow : i32
  llvm.return
}

// -----
// case: overflow-unclosed
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.mul %a, %b overflow<nsw {x} : i32
  llvm.return
}

// -----
// case: overflow-none-and-nsw
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.shl %a, %b overflow<none, nsw> : i32
  llvm.return
}

// -----
// case: overflow-operand-type-mismatch
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.add %a, %d : i32
  llvm.return
}

// -----
// case: overflow-properties-written
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.add %a, %b <{overflowFlags = 1 : i32}> : i32
  llvm.return
}

// -----
// case: overflow-before-comma
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.add %a overflow<nsw>, %b : i32
  llvm.return
}

// -----
// case: trunc-overflow-missing-to
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.trunc %d overflow<nsw> : i64 i32
  llvm.return
}

// -----
// case: trunc-overflow-wrong-source-type
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.trunc %d overflow<nuw> : f64 to i32
  llvm.return
}

// -----
// case: extractvalue-position-out-of-range-pretty
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: extractvalue-array-index-out-of-range-pretty
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s[1, 5] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: extractvalue-missing-position
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: extractvalue-of-integer-pretty
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %a[0] : i32
  llvm.return
}

// -----
// case: extractvalue-trailing-type
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)> : i32
  llvm.return
}

// -----
// case: extractvalue-position-alias-form
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s array<i64: 0> : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: insertvalue-value-type-pretty
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.insertvalue %d, %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: insertvalue-too-deep-pretty
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.insertvalue %d, %s[0, 1] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: insertvalue-missing-comma
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.insertvalue %a %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: insertvalue-position-not-integer
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.insertvalue %a, %s[x] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: insertvalue-position-i64-overflow
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.insertvalue %a, %s[99999999999999999999] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: directive-forms
llvm.func @g(%a: i32, %b: i32, %d: i64, %s: !llvm.struct<(i32, array<2 x f32>)>, %f: f32) {
  %0 = llvm.add %a, %b overflow<nsw, nuw> {x = 1} : i32
  %1 = llvm.sub %a, %b overflow<none> : i32
  %2 = llvm.trunc %d overflow<nuw> : i64 to i32
  %3 = llvm.extractvalue %s[1, 1] {y} : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.insertvalue %f, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

// -----
// case: br-operand-for-destination
llvm.func @f(%c: i1, %a: i32) {
  llvm.br %a
^bb1:
  llvm.return
}

// -----
// case: br-operands-without-types
llvm.func @f(%c: i1, %a: i32) {
  llvm.br ^bb1(%a)
^bb1(%x: i32):
  llvm.return
}

// -----
// case: br-operand-type-mismatch
llvm.func @f(%c: i1, %a: i32) {
  llvm.br ^bb1(%a : i64)
^bb1(%x: i32):
  llvm.return
}

// -----
// case: br-empty-operand-list
llvm.func @f(%c: i1, %a: i32) {
  llvm.br ^bb1()
^bb1:
  llvm.return
}

// -----
// case: cond-br-too-few-weights
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c weights([3]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----
// case: cond-br-weights-without-brackets
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c weights(3, 4), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----
// case: cond-br-integer-condition
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %a, ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----
// case: cond-br-missing-comma
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c weights([1, 2]) ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----
// case: branch-forms
llvm.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  llvm.cond_br %c weights([3, 7]), ^bb1(%a : i32), ^bb2 {foo}
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.cond_br %c, ^bb3(%a, %b : i32, i64), ^bb1(%a : i32)
^bb3(%y: i32, %z: i64):
  llvm.br ^bb4(%y : i32)
^bb4(%w: i32):
  llvm.return %w : i32
}

// -----
// case: constrained-fptrunc-unknown-mode
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x bogus ignore : f64 to f32
  llvm.return
}

// -----
// case: constrained-fptrunc-missing-behavior
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x towardzero : f64 to f32
  llvm.return
}

// -----
// case: constrained-fptrunc-invalid-mode
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x invalid ignore : f64 to f32
  llvm.return
}

// -----
// case: constrained-fptrunc-integer-mode
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x 3 ignore : f64 to f32
  llvm.return
}

// -----
// case: constrained-fptrunc-generic-bad-behavior
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%x) <{fpExceptionBehavior = 5 : i64, roundingmode = 0 : i64}> : (f64) -> f32
  llvm.return
}

// -----
// case: constrained-fptrunc-generic-invalid-mode
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%x) <{fpExceptionBehavior = 0 : i64, roundingmode = -1 : i64}> : (f64) -> f32
  llvm.return
}

// -----
// case: constrained-fptrunc-generic-i32-behavior
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%x) <{fpExceptionBehavior = 0 : i32, roundingmode = 0 : i64}> : (f64) -> f32
  llvm.return
}

// -----
// case: constrained-fptrunc-generic-missing-behavior
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%x) <{roundingmode = 0 : i64}> : (f64) -> f32
  llvm.return
}

// -----
// case: constrained-fptrunc-forms
llvm.func @g(%x: f64, %v: vector<2xf64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %x "tonearest" strict {a} : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %v dynamic maytrap : vector<2xf64> to vector<2xf32>
  llvm.return
}

// -----
// case: store-forms
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store volatile %v, %p atomic syncscope("x") release invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic "unordered" {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p {nontemporal} : i32, !llvm.ptr
  "llvm.store"(%v, %p) <{ordering = 0 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
  llvm.return
}

// -----
// case: store-unknown-ordering
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic bogus : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-integer-syncscope
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic syncscope(3) release : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-unclosed-syncscope
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic syncscope("a" release : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-atomic-without-ordering
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-integer-address
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : i32, i32
  llvm.return
}

// -----
// case: store-missing-comma-in-types
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : i32 !llvm.ptr
  llvm.return
}

// -----
// case: store-missing-comma
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v %p : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-volatile-after-operands
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p volatile : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-not-atomic-ordering
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic not_atomic : i32, !llvm.ptr
  llvm.return
}

// -----
// case: store-value-type-mismatch
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : i64, !llvm.ptr
  llvm.return
}

// -----
// case: store-invariant-group-before-atomic
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p invariant_group atomic release : i32, !llvm.ptr
  llvm.return
}

// -----
// case: cond-br-weights-alias-of-integer
#a = 3
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights(#a), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----
// case: cond-br-weights-alias-of-i64-array
#a = array<i64: 1, 2>
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights(#a), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----
// case: cond-br-weights-alias-of-i32-array
#a = array<i32: 1, 2>
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights(#a), ^bb1, ^bb1
^bb1:
  llvm.return
}

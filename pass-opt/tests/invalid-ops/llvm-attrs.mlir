// Enum attributes of the `llvm` dialect, malformed and well-formed, one case
// per chunk (see README.md): MLIR's words where they are not read.

// case: fastmath-unknown-flag
"test.op"() {a = #llvm.fastmath<bogus>} : () -> ()

// -----
// case: fastmath-empty
"test.op"() {a = #llvm.fastmath<>} : () -> ()

// -----
// case: fastmath-unknown-second-flag
"test.op"() {a = #llvm.fastmath<nnan, bogus>} : () -> ()

// -----
// case: fastmath-flags
"test.op"() {a = #llvm.fastmath<nnan,ninf>, b = #llvm.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>, c = #llvm.fastmath<none, nnan>} : () -> ()

// -----
// case: cconv-unknown
"test.op"() {a = #llvm.cconv<bogus>} : () -> ()

// -----
// case: cconv-empty
"test.op"() {a = #llvm.cconv<>} : () -> ()

// -----
// case: cconv-cases
"test.op"() {a = #llvm.cconv<fastcc>, b = #llvm.cconv<cc_10>, c = #llvm.cconv< m68k_intrcc >} : () -> ()

// -----
// case: tailcallkind-unknown
"test.op"() {a = #llvm.tailcallkind<bogus>} : () -> ()

// -----
// case: tailcallkind-two-words
"test.op"() {a = #llvm.tailcallkind<tail, musttail>} : () -> ()

// -----
// case: linkage-unknown
"test.op"() {a = #llvm.linkage<bogus>} : () -> ()

// -----
// case: linkage-empty
"test.op"() {a = #llvm.linkage<>} : () -> ()

// -----
// case: linkage-unterminated
"test.op"() {a = #llvm.linkage<weak} : () -> ()

// -----
// case: linkage-cases
"test.op"() {a = #llvm.linkage< private >, b = #llvm.linkage<"weak">, c = #llvm.linkage<linkonce_odr>} : () -> ()

// -----
// case: func-linkage-of-another-kind
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.cconv<ccc>, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----
// case: call-tail-call-kind-of-another-kind
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f"}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "g"}> ({
  "llvm.call"() <{TailCallKind = #llvm.linkage<weak>, callee = @f, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----
// case: fadd-fastmath-of-another-kind
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = #arith.fastmath<fast>}> : (f32, f32) -> f32
}) : () -> ()

// -----
// case: overflow-unknown-flag
"test.op"() {a = #llvm.overflow<nsw, bogus>} : () -> ()

// -----
// case: overflow-empty
"test.op"() {a = #llvm.overflow<>} : () -> ()

// -----
// case: overflow-flags
"test.op"() {a = #llvm.overflow<nsw,nuw>, b = #llvm.overflow<none>} : () -> ()

// -----
// case: add-overflow-flags-of-another-kind
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.fastmath<fast>}> : (i32, i32) -> i32
}) : () -> ()

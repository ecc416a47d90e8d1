// The llvm.intr.* ops the lowerings produce, in their pretty forms
// (`(operands) attr-dict : functional-type`), with fastmath flags; those
// without a format in MLIR (ctlz, cttz, uadd.with.overflow, memcpy) stay
// generic.
llvm.func @intrinsics(%a: i32, %f: f32, %v: vector<4xf32>, %d: f64, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64) -> f32 {
  %0 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%a, %a) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%a, %a) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%a, %a) {tag} : (i32, i32) -> i32
  %4 = llvm.intr.maxnum(%f, %f) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %5 = llvm.intr.minnum(%f, %f) : (f32, f32) -> f32
  %6 = llvm.intr.maximum(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %7 = llvm.intr.minimum(%f, %f) : (f32, f32) -> f32
  %8 = llvm.intr.copysign(%f, %f) : (f32, f32) -> f32
  %9 = llvm.intr.pow(%f, %f) {fastmathFlags = #llvm.fastmath<afn>} : (f32, f32) -> f32
  %10 = llvm.intr.fabs(%f) : (f32) -> f32
  %11 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %12 = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %13 = llvm.intr.ctpop(%a) : (i32) -> i32
  %14 = llvm.intr.ceil(%f) : (f32) -> f32
  %15 = llvm.intr.floor(%f) : (f32) -> f32
  %16 = llvm.intr.round(%f) : (f32) -> f32
  %17 = llvm.intr.roundeven(%f) : (f32) -> f32
  %18 = llvm.intr.sqrt(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %19 = "llvm.intr.uadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %20 = llvm.intr.experimental.constrained.fptrunc %d towardzero ignore : f64 to f32
  %21 = llvm.intr.experimental.constrained.fptrunc %d tonearest maytrap : f64 to f32
  %22 = llvm.intr.experimental.constrained.fptrunc %d upward strict {tag} : f64 to f32
  %23 = llvm.intr.experimental.constrained.fptrunc %d downward ignore : f64 to f32
  %24 = llvm.intr.experimental.constrained.fptrunc %d tonearestaway ignore : f64 to f32
  %25 = llvm.intr.experimental.constrained.fptrunc %d dynamic ignore : f64 to f32
  %26 = "llvm.intr.smax"(%a, %a) : (i32, i32) -> i32
  llvm.return %20 : f32
}

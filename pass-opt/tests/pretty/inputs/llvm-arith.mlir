// The llvm dialect's arithmetic in its pretty form: integer ops with
// `overflow<..>`, `exact` and `disjoint`, float ops and `llvm.fneg` with
// fastmath flags, comparisons of scalars and vectors, `llvm.select`, the
// casts with `nneg` and `overflow<..>`, attributes kept in the dictionary;
// a few ops written in the generic form print in the pretty one.
llvm.func @integers(%a: i32, %b: i32, %v: vector<4xi32>) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nsw, nuw> : i32
  %3 = llvm.mul %a, %b overflow<nuw> : i32
  %4 = llvm.shl %a, %b overflow<nuw, nsw> : i32
  %5 = llvm.udiv exact %a, %b : i32
  %6 = llvm.sdiv %a, %b : i32
  %7 = llvm.urem %a, %b : i32
  %8 = llvm.srem %a, %b : i32
  %9 = llvm.and %a, %b : i32
  %10 = llvm.or disjoint %a, %b : i32
  %11 = llvm.xor %a, %b {tag = 1 : i32} : i32
  %12 = llvm.lshr exact %a, %b : i32
  %13 = llvm.ashr %a, %b : i32
  %14 = llvm.add %v, %v overflow<none> : vector<4xi32>
  %15 = "llvm.sdiv"(%a, %b) <{isExact}> : (i32, i32) -> i32
  %16 = "llvm.mul"(%a, %b) <{overflowFlags = 3 : i32}> {tag} : (i32, i32) -> i32
  llvm.return %0 : i32
}

llvm.func @floats(%f: f32, %g: f32, %v: vector<4xf32>) -> f32 {
  %0 = llvm.fadd %f, %g : f32
  %1 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fmul %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %3 = llvm.fdiv %v, %v : vector<4xf32>
  %4 = llvm.frem %f, %g {fastmathFlags = #llvm.fastmath<none>} : f32
  %5 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %6 = llvm.fneg %v : vector<4xf32>
  %7 = "llvm.fadd"(%f, %g) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32) -> f32
  llvm.return %0 : f32
}

llvm.func @compares(%a: i32, %b: i32, %p: !llvm.ptr, %f: f32, %v: vector<4xf32>, %w: vector<2xi64>) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b {tag} : i32
  %10 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %11 = llvm.icmp "slt" %w, %w : vector<2xi64>
  %12 = llvm.fcmp "_false" %f, %f : f32
  %13 = llvm.fcmp "oeq" %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.fcmp "ogt" %f, %f : f32
  %15 = llvm.fcmp "oge" %f, %f : f32
  %16 = llvm.fcmp "olt" %f, %f : f32
  %17 = llvm.fcmp "ole" %f, %f : f32
  %18 = llvm.fcmp "one" %f, %f : f32
  %19 = llvm.fcmp "ord" %f, %f : f32
  %20 = llvm.fcmp "ueq" %f, %f : f32
  %21 = llvm.fcmp "ugt" %f, %f : f32
  %22 = llvm.fcmp "uge" %f, %f : f32
  %23 = llvm.fcmp "ult" %v, %v : vector<4xf32>
  %24 = llvm.fcmp "ule" %f, %f : f32
  %25 = llvm.fcmp "une" %f, %f : f32
  %26 = llvm.fcmp "uno" %f, %f : f32
  %27 = llvm.fcmp "_true" %f, %f : f32
  %28 = "llvm.icmp"(%a, %b) <{predicate = 4 : i64}> : (i32, i32) -> i1
  llvm.return %0 : i1
}

llvm.func @selects_and_casts(%c: i1, %a: i32, %f: f32, %d: f64, %p: !llvm.ptr, %vc: vector<2xi1>, %v: vector<2xi32>) {
  %0 = llvm.select %c, %a, %a : i1, i32
  %1 = llvm.select %c, %f, %f {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
  %2 = llvm.select %vc, %v, %v : vector<2xi1>, vector<2xi32>
  %3 = llvm.sext %a : i32 to i64
  %4 = llvm.zext %a : i32 to i64
  %5 = llvm.zext nneg %a : i32 to i64
  %6 = llvm.trunc %3 : i64 to i32
  %7 = llvm.trunc %3 overflow<nsw> : i64 to i8
  %8 = llvm.sitofp %a : i32 to f32
  %9 = llvm.uitofp %a : i32 to f32
  %10 = llvm.uitofp nneg %a {tag} : i32 to f64
  %11 = llvm.fptosi %f : f32 to i32
  %12 = llvm.fptoui %f : f32 to i32
  %13 = llvm.fpext %f : f32 to f64
  %14 = llvm.fptrunc %d : f64 to f16
  %15 = llvm.bitcast %f : f32 to i32
  %16 = llvm.inttoptr %3 : i64 to !llvm.ptr
  %17 = llvm.ptrtoint %p : !llvm.ptr to i64
  %18 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  %19 = "llvm.zext"(%a) <{nonNeg}> : (i32) -> i64
  llvm.return
}

module {
  llvm.func @integers(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> i32 {
    %0 = llvm.add %arg0, %arg1 : i32
    %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %2 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
    %3 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
    %4 = llvm.shl %arg0, %arg1 overflow<nsw, nuw> : i32
    %5 = llvm.udiv exact %arg0, %arg1 : i32
    %6 = llvm.sdiv %arg0, %arg1 : i32
    %7 = llvm.urem %arg0, %arg1 : i32
    %8 = llvm.srem %arg0, %arg1 : i32
    %9 = llvm.and %arg0, %arg1 : i32
    %10 = llvm.or disjoint %arg0, %arg1 : i32
    %11 = llvm.xor %arg0, %arg1 {tag = 1 : i32} : i32
    %12 = llvm.lshr exact %arg0, %arg1 : i32
    %13 = llvm.ashr %arg0, %arg1 : i32
    %14 = llvm.add %arg2, %arg2 : vector<4xi32>
    %15 = llvm.sdiv exact %arg0, %arg1 : i32
    %16 = llvm.mul %arg0, %arg1 overflow<nsw, nuw> {tag} : i32
    llvm.return %0 : i32
  }
  llvm.func @floats(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>) -> f32 {
    %0 = llvm.fadd %arg0, %arg1 : f32
    %1 = llvm.fsub %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %2 = llvm.fmul %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %3 = llvm.fdiv %arg2, %arg2 : vector<4xf32>
    %4 = llvm.frem %arg0, %arg1 : f32
    %5 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %6 = llvm.fneg %arg2 : vector<4xf32>
    %7 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<contract>} : f32
    llvm.return %0 : f32
  }
  llvm.func @compares(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<2xi64>) -> i1 {
    %0 = llvm.icmp "eq" %arg0, %arg1 : i32
    %1 = llvm.icmp "ne" %arg0, %arg1 : i32
    %2 = llvm.icmp "slt" %arg0, %arg1 : i32
    %3 = llvm.icmp "sle" %arg0, %arg1 : i32
    %4 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %5 = llvm.icmp "sge" %arg0, %arg1 : i32
    %6 = llvm.icmp "ult" %arg0, %arg1 : i32
    %7 = llvm.icmp "ule" %arg0, %arg1 : i32
    %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %9 = llvm.icmp "uge" %arg0, %arg1 {tag} : i32
    %10 = llvm.icmp "eq" %arg2, %arg2 : !llvm.ptr
    %11 = llvm.icmp "slt" %arg5, %arg5 : vector<2xi64>
    %12 = llvm.fcmp "_false" %arg3, %arg3 : f32
    %13 = llvm.fcmp "oeq" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %14 = llvm.fcmp "ogt" %arg3, %arg3 : f32
    %15 = llvm.fcmp "oge" %arg3, %arg3 : f32
    %16 = llvm.fcmp "olt" %arg3, %arg3 : f32
    %17 = llvm.fcmp "ole" %arg3, %arg3 : f32
    %18 = llvm.fcmp "one" %arg3, %arg3 : f32
    %19 = llvm.fcmp "ord" %arg3, %arg3 : f32
    %20 = llvm.fcmp "ueq" %arg3, %arg3 : f32
    %21 = llvm.fcmp "ugt" %arg3, %arg3 : f32
    %22 = llvm.fcmp "uge" %arg3, %arg3 : f32
    %23 = llvm.fcmp "ult" %arg4, %arg4 : vector<4xf32>
    %24 = llvm.fcmp "ule" %arg3, %arg3 : f32
    %25 = llvm.fcmp "une" %arg3, %arg3 : f32
    %26 = llvm.fcmp "uno" %arg3, %arg3 : f32
    %27 = llvm.fcmp "_true" %arg3, %arg3 : f32
    %28 = llvm.icmp "sgt" %arg0, %arg1 : i32
    llvm.return %0 : i1
  }
  llvm.func @selects_and_casts(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: vector<2xi1>, %arg6: vector<2xi32>) {
    %0 = llvm.select %arg0, %arg1, %arg1 : i1, i32
    %1 = llvm.select %arg0, %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
    %2 = llvm.select %arg5, %arg6, %arg6 : vector<2xi1>, vector<2xi32>
    %3 = llvm.sext %arg1 : i32 to i64
    %4 = llvm.zext %arg1 : i32 to i64
    %5 = llvm.zext nneg %arg1 : i32 to i64
    %6 = llvm.trunc %3 : i64 to i32
    %7 = llvm.trunc %3 overflow<nsw> : i64 to i8
    %8 = llvm.sitofp %arg1 : i32 to f32
    %9 = llvm.uitofp %arg1 : i32 to f32
    %10 = llvm.uitofp nneg %arg1 {tag} : i32 to f64
    %11 = llvm.fptosi %arg2 : f32 to i32
    %12 = llvm.fptoui %arg2 : f32 to i32
    %13 = llvm.fpext %arg2 : f32 to f64
    %14 = llvm.fptrunc %arg3 : f64 to f16
    %15 = llvm.bitcast %arg2 : f32 to i32
    %16 = llvm.inttoptr %3 : i64 to !llvm.ptr
    %17 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
    %18 = llvm.sext %arg6 : vector<2xi32> to vector<2xi64>
    %19 = llvm.zext nneg %arg1 : i32 to i64
    llvm.return
  }
}


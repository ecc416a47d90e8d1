module {
  llvm.mlir.global internal constant @cst(42 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global external @ext() {addr_space = 0 : i32} : i64
  llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global internal @untyped_str("abc") {addr_space = 0 : i32}
  llvm.mlir.global weak thread_local @tls(0 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global linkonce @init() {addr_space = 0 : i32} : i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.mlir.global external hidden local_unnamed_addr @h(1 : i8) {addr_space = 3 : i32, section = ".data"} : i8
  llvm.mlir.global weak_odr protected @dense(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
  llvm.func @memory(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32) -> i32 {
    %0 = llvm.alloca %arg1 x i32 : (i64) -> !llvm.ptr
    %1 = llvm.alloca %arg1 x !llvm.struct<(i32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %2 = llvm.alloca inalloca %arg2 x i64 : (i32) -> !llvm.ptr
    %3 = llvm.load %arg0 : !llvm.ptr -> i32
    %4 = llvm.load volatile %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %arg0 atomic syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
    %7 = llvm.load %arg0 invariant invariant_group {nontemporal} : !llvm.ptr -> f32
    %8 = llvm.load volatile %arg0 atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = llvm.load %arg0 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
    %10 = llvm.load %arg0 invariant dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.store %3, %arg0 : i32, !llvm.ptr
    llvm.store volatile %3, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %3, %arg0 atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %3, %arg0 atomic unordered invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
    %11 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
    %13 = llvm.getelementptr inbounds|nuw %arg0[%arg1, 1, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
    %14 = llvm.getelementptr nusw %arg0[%arg1, 3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
    %15 = llvm.getelementptr nuw %arg0[-1] {tag} : (!llvm.ptr) -> !llvm.ptr, i8
    %16 = llvm.getelementptr nusw|nuw %arg0[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %17 = llvm.mlir.addressof @cst : !llvm.ptr
    %18 = llvm.load %17 : !llvm.ptr -> i32
    %19 = llvm.getelementptr inbounds_flag|nuw %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %18, %arg0 : i32, !llvm.ptr
    llvm.return %18 : i32
  }
}


// llvm.mlir.global (linkage, visibility, thread_local, unnamed_addr,
// constant, string globals without a type, initializer regions), and
// llvm.alloca, llvm.load, llvm.store (volatile, atomic with syncscope,
// invariant, invariant_group, dereferenceable, attributes),
// llvm.getelementptr (no-wrap flags, constant and dynamic indices) and
// llvm.mlir.addressof in their pretty forms.
llvm.mlir.global internal constant @cst(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @ext() : i64
llvm.mlir.global private unnamed_addr constant @str("hello\00") {alignment = 1 : i64, dso_local} : !llvm.array<6 x i8>
llvm.mlir.global internal @untyped_str("abc")
llvm.mlir.global weak thread_local @tls(0 : i64) : i64
llvm.mlir.global linkonce @init() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global external hidden local_unnamed_addr @h(1 : i8) {addr_space = 3 : i32, section = ".data"} : i8
llvm.mlir.global weak_odr protected @dense(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.func @memory(%p: !llvm.ptr, %n: i64, %i: i32) -> i32 {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<(i32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca inalloca %i x i64 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  %3 = llvm.load %p : !llvm.ptr -> i32
  %4 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.load %p atomic syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %7 = llvm.load %p invariant invariant_group {nontemporal} : !llvm.ptr -> f32
  %8 = llvm.load volatile %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
  %deref = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %deref_or_null = llvm.load %p invariant dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  llvm.store %3, %p : i32, !llvm.ptr
  llvm.store volatile %3, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %3, %p atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %3, %p atomic unordered invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
  %9 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %10 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %11 = llvm.getelementptr inbounds|nuw %p[%n, 1, %i] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %12 = llvm.getelementptr nusw %p[%n, 3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
  %13 = llvm.getelementptr nuw %p[-1] {tag} : (!llvm.ptr) -> !llvm.ptr, i8
  %14 = llvm.getelementptr nusw|nuw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %15 = llvm.mlir.addressof @cst : !llvm.ptr
  %16 = llvm.load %15 : !llvm.ptr -> i32
  %17 = "llvm.getelementptr"(%p, %n) <{elem_type = i8, noWrapFlags = 5 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
  "llvm.store"(%16, %p) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
  llvm.return %16 : i32
}

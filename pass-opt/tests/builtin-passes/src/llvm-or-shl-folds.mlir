// MLIR 22 folds `llvm.or` and `llvm.shl` of two scalar integer constants
// (a shift only by less than the width), and nothing else: not `or(x, 0)`,
// not vectors.
llvm.func @scalars(%a: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c40 = llvm.mlir.constant(40 : i32) : i32
  %m = llvm.mlir.constant(-1 : i32) : i32
  %0 = llvm.or %c3, %c5 : i32
  %1 = llvm.or disjoint %c3, %c0 : i32
  %2 = llvm.or %a, %c0 : i32
  %3 = llvm.or %a, %m : i32
  %4 = llvm.or %a, %a : i32
  %5 = llvm.shl %c3, %c3 : i32
  %6 = llvm.shl %c3, %c40 : i32
  %7 = llvm.shl %a, %c0 : i32
  %8 = llvm.shl %m, %c5 : i32
  %s0 = llvm.add %0, %1 : i32
  %s1 = llvm.add %s0, %2 : i32
  %s2 = llvm.add %s1, %3 : i32
  %s3 = llvm.add %s2, %4 : i32
  %s4 = llvm.add %s3, %5 : i32
  %s5 = llvm.add %s4, %6 : i32
  %s6 = llvm.add %s5, %7 : i32
  %s7 = llvm.add %s6, %8 : i32
  llvm.return %s7 : i32
}

llvm.func @wide(%a: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %0 = llvm.shl %c1, %c63 : i64
  %1 = llvm.shl %c1, %c64 : i64
  %2 = llvm.or %0, %c1 : i64
  %3 = llvm.add %1, %2 : i64
  llvm.return %3 : i64
}

llvm.func @vectors() -> vector<2xi32> {
  %v = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %w = llvm.mlir.constant(dense<[4, 8]> : vector<2xi32>) : vector<2xi32>
  %0 = llvm.or %v, %w : vector<2xi32>
  %1 = llvm.shl %0, %v : vector<2xi32>
  llvm.return %1 : vector<2xi32>
}

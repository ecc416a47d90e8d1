// Which `llvm` ops MLIR 22 marks `Commutative` (constant operands move to
// the right when canonicalizing): `llvm.add` and `llvm.mul`; not `llvm.and`,
// `llvm.or`, `llvm.xor`, `llvm.fadd` nor `llvm.fmul`.
llvm.func @f(%a: i32, %x: f32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %cf = llvm.mlir.constant(3.0 : f32) : f32
  %0 = llvm.add %c, %a : i32
  %1 = llvm.mul %c, %0 : i32
  %2 = llvm.and %c, %1 : i32
  %3 = llvm.or %c, %2 : i32
  %4 = llvm.xor %c, %3 : i32
  %5 = llvm.fadd %cf, %x : f32
  %6 = llvm.fmul %cf, %5 : f32
  %7 = llvm.fptosi %6 : f32 to i32
  %8 = llvm.add %4, %7 : i32
  llvm.return %8 : i32
}

module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.fsub %arg3, %arg3 : f32
    %2 = llvm.fsub %arg3, %arg3 : f32
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = llvm.mlir.constant(8 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = scf.for %arg4 = %4 to %6 step %8 iter_args(%arg5 = %arg0) -> (i32) {
      %33 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %34 = llvm.trunc %33 : i64 to i32
      %35 = llvm.mul %arg0, %arg1 : i32
      %36 = llvm.add %arg5, %34 : i32
      %37 = llvm.xor %36, %35 : i32
      scf.yield %37 : i32
    }
    %10 = llvm.mul %9, %9 : i32
    %11 = llvm.mlir.constant(2 : index) : i64
    %12 = llvm.add %0, %11 : i64
    %13 = llvm.trunc %12 : i64 to i32
    %14 = llvm.icmp "ule" %arg1, %13 : i32
    %15 = llvm.select %14, %arg0, %13 : i1, i32
    %16 = llvm.mlir.constant(0 : i32) : i32
    %17 = llvm.and %13, %arg0 : i32
    %18 = llvm.and %10, %13 : i32
    %19 = llvm.icmp "sgt" %13, %16 : i32
    %20 = llvm.select %19, %18, %arg1 : i1, i32
    %21 = llvm.icmp "slt" %10, %18 : i32
    %22 = llvm.select %21, %13, %arg0 : i1, i32
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = builtin.unrealized_conversion_cast %26 : i64 to index
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = builtin.unrealized_conversion_cast %28 : i64 to index
    %30 = scf.for %arg4 = %25 to %27 step %29 iter_args(%arg5 = %10) -> (i32) {
      %33 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %34 = llvm.trunc %33 : i64 to i32
      %35 = llvm.mul %10, %arg0 : i32
      %36 = llvm.add %arg5, %34 : i32
      %37 = llvm.xor %36, %35 : i32
      scf.yield %37 : i32
    }
    %31 = llvm.fsub %1, %1 : f32
    %32 = llvm.mlir.constant(42 : i32) : i32
    return %32, %31 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.or %arg1, %arg0 : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.icmp "slt" %arg0, %arg1 : i32
    %4 = scf.if %3 -> (i32) {
      %31 = llvm.add %arg1, %arg0 : i32
      scf.yield %31 : i32
    } else {
      %31 = llvm.mul %arg1, %arg0 : i32
      scf.yield %31 : i32
    }
    %5 = llvm.mlir.constant(3 : i32) : i32
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = builtin.unrealized_conversion_cast %8 : i64 to index
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = builtin.unrealized_conversion_cast %10 : i64 to index
    %12 = scf.for %arg4 = %7 to %9 step %11 iter_args(%arg5 = %5) -> (i32) {
      %31 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %32 = llvm.trunc %31 : i64 to i32
      %33 = llvm.mul %4, %arg1 : i32
      %34 = llvm.add %arg5, %32 : i32
      %35 = llvm.xor %34, %33 : i32
      scf.yield %35 : i32
    }
    %13 = llvm.and %12, %5 : i32
    %14 = llvm.and %12, %5 : i32
    %15 = llvm.mlir.constant(true) : i1
    %16 = llvm.select %15, %2, %arg0 : i1, i32
    %17 = llvm.or %arg0, %2 : i32
    %18 = llvm.or %arg0, %2 : i32
    %19:2 = call @f0(%arg0, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %20 = llvm.xor %4, %12 : i32
    %21 = llvm.xor %4, %12 : i32
    %22 = llvm.mlir.constant(7 : i32) : i32
    %23 = llvm.mlir.constant(true) : i1
    %24 = llvm.select %23, %21, %4 : i1, i32
    %25:2 = call @f0(%4, %19#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.add %0, %26 : i64
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.icmp "slt" %13, %22 : i32
    %30 = llvm.select %29, %1, %20 : i1, i32
    return %30, %25#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = llvm.add %0, %4 : i64
    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
    %8 = llvm.trunc %6 : i64 to i32
    %9:2 = call @f0(%arg1, %arg1, %5, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %10 = llvm.and %8, %arg0 : i32
    %11 = llvm.and %8, %arg0 : i32
    %12 = llvm.sub %arg1, %8 : i32
    %13 = llvm.sub %arg1, %8 : i32
    %14 = llvm.fmul %arg3, %arg3 : f32
    %15:2 = call @f1(%8, %12, %5, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %16 = llvm.mlir.constant(42 : i32) : i32
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.icmp "slt" %arg0, %3 : i32
    %19 = scf.if %18 -> (i32) {
      scf.yield %1 : i32
    } else {
      scf.yield %1 : i32
    }
    %20 = llvm.fmul %arg3, %9#1 : f32
    %21 = llvm.mlir.constant(0 : index) : i64
    %22 = builtin.unrealized_conversion_cast %21 : i64 to index
    %23 = llvm.mlir.constant(8 : index) : i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    %27 = scf.for %arg4 = %22 to %24 step %26 iter_args(%arg5 = %12) -> (i32) {
      %29 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %30 = llvm.trunc %29 : i64 to i32
      %31 = llvm.add %arg5, %30 : i32
      %32 = llvm.xor %31, %17 : i32
      scf.yield %32 : i32
    }
    %28:2 = call @f1(%arg0, %17, %7, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %28#0, %28#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.add %0, %1 : i64
    %3 = llvm.trunc %2 : i64 to i32
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.add %0, %4 : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.trunc %5 : i64 to i32
    %8 = llvm.mlir.constant(42 : i32) : i32
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10:2 = call @f2(%3, %7, %6, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = llvm.mul %10#0, %8 : i32
    %12 = llvm.mul %11, %arg0 : i32
    %13 = llvm.mul %11, %arg0 : i32
    %14 = llvm.icmp "sgt" %13, %11 : i32
    %15 = llvm.select %14, %8, %arg0 : i1, i32
    %16 = llvm.sub %15, %13 : i32
    %17 = llvm.sub %15, %13 : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    %19 = llvm.icmp "sgt" %11, %7 : i32
    %20 = llvm.select %19, %9, %10#0 : i1, i32
    %21 = llvm.icmp "ne" %15, %10#0 : i32
    %22 = llvm.mlir.constant(false) : i1
    %23 = scf.if %22 -> (i32) {
      %29 = llvm.add %17, %11 : i32
      scf.yield %29 : i32
    } else {
      %29 = llvm.mul %17, %11 : i32
      scf.yield %29 : i32
    }
    %24 = llvm.mlir.constant(2 : index) : i64
    %25 = llvm.mlir.constant(4 : index) : i64
    %26 = llvm.trunc %25 : i64 to i32
    %27 = llvm.mlir.constant(3 : i32) : i32
    %28 = llvm.add %3, %12 : i32
    return %28, %10#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.fmul %arg3, %arg3 : f32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.icmp "ule" %arg0, %1 : i32
    %5 = llvm.select %4, %arg1, %arg1 : i1, i32
    %6 = llvm.fadd %2, %arg3 : f32
    %7 = llvm.icmp "slt" %5, %arg0 : i32
    %8 = scf.if %7 -> (i32) {
      %23 = llvm.add %1, %arg0 : i32
      scf.yield %23 : i32
    } else {
      %23 = llvm.mul %1, %arg0 : i32
      scf.yield %23 : i32
    }
    %9 = llvm.xor %arg1, %arg1 : i32
    %10 = llvm.xor %arg1, %arg1 : i32
    %11 = llvm.fadd %6, %arg3 : f32
    %12 = llvm.icmp "slt" %9, %arg0 : i32
    %13 = scf.if %12 -> (i32) {
      %23 = llvm.add %arg1, %1 : i32
      scf.yield %23 : i32
    } else {
      %23 = llvm.mul %arg1, %1 : i32
      scf.yield %23 : i32
    }
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15:2 = call @f1(%5, %14, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %16 = llvm.intr.smax(%8, %1) : (i32, i32) -> i32
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.add %0, %17 : i64
    %19 = llvm.trunc %18 : i64 to i32
    %20 = llvm.mlir.constant(4 : index) : i64
    %21 = llvm.add %18, %20 : i64
    %22 = llvm.trunc %21 : i64 to i32
    return %22, %15#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = scf.for %arg4 = %2 to %4 step %6 iter_args(%arg5 = %arg1) -> (i32) {
      %40 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %41 = llvm.trunc %40 : i64 to i32
      %42 = llvm.mul %arg1, %arg0 : i32
      %43 = llvm.add %arg5, %41 : i32
      %44 = llvm.xor %43, %42 : i32
      scf.yield %44 : i32
    }
    %8 = llvm.mlir.constant(42 : i32) : i32
    %9:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f4(%7, %7, %arg2, %9#1) : (i32, i32, index, f32) -> (i32, f32)
    %11 = llvm.fadd %9#1, %9#1 : f32
    %12 = llvm.mlir.constant(2 : index) : i64
    %13 = llvm.add %0, %12 : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    %15 = llvm.trunc %13 : i64 to i32
    %16:2 = call @f1(%15, %15, %arg2, %11) : (i32, i32, index, f32) -> (i32, f32)
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = builtin.unrealized_conversion_cast %19 : i64 to index
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = builtin.unrealized_conversion_cast %21 : i64 to index
    %23 = scf.for %arg4 = %18 to %20 step %22 iter_args(%arg5 = %10#0) -> (i32) {
      %40 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %41 = llvm.trunc %40 : i64 to i32
      %42 = llvm.mul %7, %16#0 : i32
      %43 = llvm.add %arg5, %41 : i32
      %44 = llvm.xor %43, %42 : i32
      scf.yield %44 : i32
    }
    %24 = llvm.mlir.constant(7 : i32) : i32
    %25:2 = call @f4(%16#0, %16#0, %14, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %26 = llvm.icmp "slt" %16#0, %23 : i32
    %27 = scf.if %26 -> (i32) {
      %40 = llvm.add %23, %9#0 : i32
      scf.yield %40 : i32
    } else {
      %40 = llvm.mul %23, %9#0 : i32
      scf.yield %40 : i32
    }
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = builtin.unrealized_conversion_cast %28 : i64 to index
    %30 = llvm.mlir.constant(16 : index) : i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = builtin.unrealized_conversion_cast %32 : i64 to index
    %34 = scf.for %arg4 = %29 to %31 step %33 iter_args(%arg5 = %25#0) -> (i32) {
      %40 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %41 = llvm.trunc %40 : i64 to i32
      %42 = llvm.mul %7, %23 : i32
      %43 = llvm.add %arg5, %41 : i32
      %44 = llvm.xor %43, %42 : i32
      scf.yield %44 : i32
    }
    %35 = llvm.fsub %10#1, %10#1 : f32
    %36 = llvm.icmp "uge" %9#0, %8 : i32
    %37 = llvm.select %36, %7, %23 : i1, i32
    %38 = llvm.fsub %11, %9#1 : f32
    %39 = llvm.mul %23, %arg0 : i32
    return %39, %38 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.fmul %arg3, %arg3 : f32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(7 : i32) : i32
    %5 = llvm.fmul %2, %arg3 : f32
    %6 = llvm.fadd %2, %2 : f32
    %7:2 = call @f3(%4, %1, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = llvm.icmp "slt" %7#0, %3 : i32
    %10 = llvm.select %9, %8#0, %arg1 : i1, i32
    %11 = llvm.fsub %arg3, %7#1 : f32
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.add %0, %12 : i64
    %14 = llvm.trunc %13 : i64 to i32
    %15 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %16 = llvm.select %15, %arg1, %10 : i1, i32
    %17 = llvm.mlir.constant(4 : index) : i64
    %18 = llvm.add %0, %17 : i64
    %19 = builtin.unrealized_conversion_cast %18 : i64 to index
    %20 = llvm.trunc %18 : i64 to i32
    %21:2 = call @f4(%16, %3, %19, %2) : (i32, i32, index, f32) -> (i32, f32)
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = builtin.unrealized_conversion_cast %22 : i64 to index
    %24 = llvm.mlir.constant(16 : index) : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = builtin.unrealized_conversion_cast %26 : i64 to index
    %28 = scf.for %arg4 = %23 to %25 step %27 iter_args(%arg5 = %14) -> (i32) {
      %29 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %30 = llvm.trunc %29 : i64 to i32
      %31 = llvm.add %arg5, %30 : i32
      %32 = llvm.xor %31, %1 : i32
      scf.yield %32 : i32
    }
    return %28, %21#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f1(%arg0, %1#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = llvm.intr.smax(%3#0, %arg1) : (i32, i32) -> i32
    %5 = llvm.intr.smax(%3#0, %arg1) : (i32, i32) -> i32
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.add %0, %6 : i64
    %8 = llvm.trunc %7 : i64 to i32
    %9 = llvm.xor %4, %arg1 : i32
    %10 = llvm.icmp "slt" %9, %2#0 : i32
    %11 = llvm.select %10, %arg1, %8 : i1, i32
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.icmp "slt" %11, %9 : i32
    %14 = scf.if %13 -> (i32) {
      %28 = llvm.add %11, %8 : i32
      scf.yield %28 : i32
    } else {
      %28 = llvm.mul %11, %8 : i32
      scf.yield %28 : i32
    }
    %15 = llvm.mlir.constant(1 : i32) : i32
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    %19 = llvm.mlir.constant(8 : index) : i64
    %20 = builtin.unrealized_conversion_cast %19 : i64 to index
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = builtin.unrealized_conversion_cast %21 : i64 to index
    %23 = scf.for %arg4 = %18 to %20 step %22 iter_args(%arg5 = %12) -> (i32) {
      %28 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %29 = llvm.trunc %28 : i64 to i32
      %30 = llvm.mul %arg1, %11 : i32
      %31 = llvm.add %arg5, %29 : i32
      %32 = llvm.xor %31, %30 : i32
      scf.yield %32 : i32
    }
    %24 = llvm.mlir.constant(42 : i32) : i32
    %25 = llvm.fadd %2#1, %3#1 : f32
    %26 = llvm.fsub %2#1, %3#1 : f32
    %27 = llvm.xor %arg0, %arg1 : i32
    return %27, %26 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.sub %arg0, %arg1 : i32
    %1 = llvm.mul %0, %arg1 : i32
    %2:2 = call @f4(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4:2 = call @f5(%3, %0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = llvm.sub %arg1, %2#0 : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7:2 = call @f0(%0, %1, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %8 = llvm.intr.smax(%arg1, %6) : (i32, i32) -> i32
    %9 = llvm.intr.smin(%7#0, %0) : (i32, i32) -> i32
    %10 = llvm.icmp "sgt" %arg0, %6 : i32
    %11 = scf.if %10 -> (i32) {
      %16 = llvm.add %arg1, %6 : i32
      scf.yield %16 : i32
    } else {
      %16 = llvm.mul %arg1, %6 : i32
      scf.yield %16 : i32
    }
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.intr.smax(%5, %arg0) : (i32, i32) -> i32
    %14 = llvm.icmp "eq" %0, %5 : i32
    %15:2 = call @f6(%5, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %15#0, %15#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.fsub %arg3, %arg3 : f32
    %2:2 = call @f3(%arg1, %arg1, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = llvm.fsub %arg3, %1 : f32
    %4:2 = call @f7(%arg1, %2#0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = llvm.or %4#0, %2#0 : i32
    %6 = llvm.mlir.constant(4 : index) : i64
    %7 = llvm.add %0, %6 : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = llvm.trunc %7 : i64 to i32
    %10 = llvm.intr.smax(%arg0, %2#0) : (i32, i32) -> i32
    %11 = llvm.mlir.constant(42 : i32) : i32
    %12:2 = call @f2(%4#0, %9, %8, %3) : (i32, i32, index, f32) -> (i32, f32)
    %13 = llvm.and %arg0, %11 : i32
    %14 = llvm.and %arg0, %11 : i32
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    %17 = llvm.mlir.constant(8 : index) : i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = builtin.unrealized_conversion_cast %19 : i64 to index
    %21 = scf.for %arg4 = %16 to %18 step %20 iter_args(%arg5 = %2#0) -> (i32) {
      %29 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %30 = llvm.trunc %29 : i64 to i32
      %31 = llvm.mul %4#0, %12#0 : i32
      %32 = llvm.add %arg5, %30 : i32
      %33 = llvm.xor %32, %31 : i32
      scf.yield %33 : i32
    }
    %22 = llvm.icmp "eq" %12#0, %9 : i32
    %23 = llvm.select %22, %10, %arg1 : i1, i32
    %24 = llvm.add %arg0, %11 : i32
    %25 = llvm.add %arg0, %11 : i32
    %26 = llvm.sub %23, %24 : i32
    %27 = llvm.icmp "sgt" %14, %26 : i32
    %28 = llvm.select %27, %5, %12#0 : i1, i32
    return %28, %12#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.icmp "slt" %arg0, %arg1 : i32
    %2 = scf.if %1 -> (i32) {
      %33 = llvm.add %arg0, %arg1 : i32
      scf.yield %33 : i32
    } else {
      %33 = llvm.mul %arg0, %arg1 : i32
      scf.yield %33 : i32
    }
    %3 = llvm.icmp "slt" %2, %arg1 : i32
    %4 = scf.if %3 -> (i32) {
      %33 = llvm.add %arg1, %arg1 : i32
      scf.yield %33 : i32
    } else {
      %33 = llvm.mul %arg1, %arg1 : i32
      scf.yield %33 : i32
    }
    %5 = llvm.mlir.constant(4 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.add %0, %5 : i64
    %8 = llvm.trunc %7 : i64 to i32
    %9 = llvm.mlir.constant(false) : i1
    %10 = llvm.select %9, %8, %arg1 : i1, i32
    %11:2 = call @f2(%10, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %12 = llvm.add %8, %arg0 : i32
    %13 = llvm.add %8, %arg0 : i32
    %14 = llvm.fadd %arg3, %arg3 : f32
    %15 = llvm.mlir.constant(4 : index) : i64
    %16 = llvm.mlir.constant(8 : index) : i64
    %17 = llvm.trunc %16 : i64 to i32
    %18 = llvm.fmul %arg3, %11#1 : f32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = builtin.unrealized_conversion_cast %20 : i64 to index
    %22 = llvm.mlir.constant(4 : index) : i64
    %23 = builtin.unrealized_conversion_cast %22 : i64 to index
    %24 = llvm.mlir.constant(1 : index) : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = scf.for %arg4 = %21 to %23 step %25 iter_args(%arg5 = %12) -> (i32) {
      %33 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %34 = llvm.trunc %33 : i64 to i32
      %35 = llvm.mul %11#0, %8 : i32
      %36 = llvm.add %arg5, %34 : i32
      %37 = llvm.xor %36, %35 : i32
      scf.yield %37 : i32
    }
    %27 = llvm.sub %10, %2 : i32
    %28:2 = call @f7(%8, %13, %6, %18) : (i32, i32, index, f32) -> (i32, f32)
    %29 = llvm.icmp "ule" %arg1, %12 : i32
    %30 = llvm.select %29, %10, %arg1 : i1, i32
    %31 = llvm.fmul %28#1, %28#1 : f32
    %32 = llvm.fsub %18, %14 : f32
    return %30, %32 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = scf.for %arg4 = %2 to %4 step %6 iter_args(%arg5 = %arg0) -> (i32) {
      %34 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %35 = llvm.trunc %34 : i64 to i32
      %36 = llvm.mul %arg1, %arg0 : i32
      %37 = llvm.add %arg5, %35 : i32
      %38 = llvm.xor %37, %36 : i32
      scf.yield %38 : i32
    }
    %8:2 = call @f4(%7, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = llvm.sub %arg1, %7 : i32
    %10 = llvm.mul %7, %8#0 : i32
    %11:2 = call @f7(%8#0, %9, %arg2, %8#1) : (i32, i32, index, f32) -> (i32, f32)
    %12 = llvm.intr.smax(%10, %9) : (i32, i32) -> i32
    %13 = llvm.intr.smax(%10, %9) : (i32, i32) -> i32
    %14 = llvm.xor %arg0, %10 : i32
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.add %0, %15 : i64
    %17 = llvm.trunc %16 : i64 to i32
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = builtin.unrealized_conversion_cast %18 : i64 to index
    %20 = llvm.mlir.constant(16 : index) : i64
    %21 = builtin.unrealized_conversion_cast %20 : i64 to index
    %22 = llvm.mlir.constant(1 : index) : i64
    %23 = builtin.unrealized_conversion_cast %22 : i64 to index
    %24 = scf.for %arg4 = %19 to %21 step %23 iter_args(%arg5 = %7) -> (i32) {
      %34 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %35 = llvm.trunc %34 : i64 to i32
      %36 = llvm.mul %14, %14 : i32
      %37 = llvm.add %arg5, %35 : i32
      %38 = llvm.xor %37, %36 : i32
      scf.yield %38 : i32
    }
    %25 = llvm.mlir.constant(0 : i32) : i32
    %26 = llvm.icmp "slt" %9, %25 : i32
    %27 = scf.if %26 -> (i32) {
      %34 = llvm.add %arg0, %8#0 : i32
      scf.yield %34 : i32
    } else {
      %34 = llvm.mul %arg0, %8#0 : i32
      scf.yield %34 : i32
    }
    %28 = llvm.fsub %arg3, %11#1 : f32
    %29 = llvm.add %17, %27 : i32
    %30 = llvm.mlir.constant(7 : i32) : i32
    %31 = llvm.mul %17, %7 : i32
    %32 = llvm.mul %17, %7 : i32
    %33 = llvm.mlir.constant(2 : i32) : i32
    return %33, %28 : i32, f32
  }
}


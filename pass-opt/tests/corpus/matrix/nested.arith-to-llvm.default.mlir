module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(false) : i1
    %3 = llvm.select %2, %1, %arg0 : i1, i32
    %4 = llvm.icmp "slt" %arg0, %3 : i32
    %5 = scf.if %4 -> (i32) {
      %27 = llvm.add %arg1, %arg0 : i32
      scf.yield %27 : i32
    } else {
      %27 = llvm.mul %arg1, %arg0 : i32
      scf.yield %27 : i32
    }
    %6 = llvm.add %arg1, %arg0 : i32
    %7 = llvm.add %1, %3 : i32
    %8 = llvm.icmp "slt" %arg1, %7 : i32
    %9 = scf.if %8 -> (i32) {
      %27 = llvm.add %1, %1 : i32
      scf.yield %27 : i32
    } else {
      %27 = llvm.mul %1, %1 : i32
      scf.yield %27 : i32
    }
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = builtin.unrealized_conversion_cast %10 : i64 to index
    %12 = llvm.mlir.constant(8 : index) : i64
    %13 = builtin.unrealized_conversion_cast %12 : i64 to index
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = builtin.unrealized_conversion_cast %14 : i64 to index
    %16 = scf.for %arg4 = %11 to %13 step %15 iter_args(%arg5 = %7) -> (i32) {
      %27 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %28 = llvm.trunc %27 : i64 to i32
      %29 = llvm.mul %6, %7 : i32
      %30 = llvm.add %arg5, %28 : i32
      %31 = llvm.xor %30, %29 : i32
      scf.yield %31 : i32
    }
    %17 = llvm.icmp "eq" %6, %5 : i32
    %18 = llvm.select %17, %9, %16 : i1, i32
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.add %0, %19 : i64
    %21 = llvm.trunc %20 : i64 to i32
    %22 = llvm.icmp "sgt" %16, %1 : i32
    %23 = llvm.select %22, %5, %3 : i1, i32
    %24 = llvm.mlir.constant(2 : i32) : i32
    %25 = llvm.intr.smin(%5, %18) : (i32, i32) -> i32
    %26 = llvm.intr.smin(%5, %18) : (i32, i32) -> i32
    return %26, %arg3 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.icmp "slt" %arg0, %1 : i32
    %3 = llvm.select %2, %1, %arg0 : i1, i32
    %4 = llvm.intr.smin(%0#0, %1) : (i32, i32) -> i32
    %5 = llvm.intr.smin(%0#0, %1) : (i32, i32) -> i32
    %6 = llvm.icmp "slt" %0#0, %1 : i32
    %7 = llvm.select %6, %5, %1 : i1, i32
    %8:2 = call @f0(%arg0, %4, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = llvm.sub %7, %arg1 : i32
    %10 = llvm.mlir.constant(3 : i32) : i32
    %11 = llvm.icmp "ule" %7, %10 : i32
    %12 = llvm.select %11, %arg0, %5 : i1, i32
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    %15 = llvm.mlir.constant(16 : index) : i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    %19 = scf.for %arg4 = %14 to %16 step %18 iter_args(%arg5 = %arg1) -> (i32) {
      %21 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %22 = llvm.trunc %21 : i64 to i32
      %23 = llvm.mul %7, %arg0 : i32
      %24 = llvm.add %arg5, %22 : i32
      %25 = llvm.xor %24, %23 : i32
      scf.yield %25 : i32
    }
    %20 = llvm.mlir.constant(2 : i32) : i32
    return %20, %8#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1:2 = call @f0(%arg1, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4:2 = call @f1(%arg1, %3, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.mlir.constant(8 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = builtin.unrealized_conversion_cast %9 : i64 to index
    %11 = scf.for %arg4 = %6 to %8 step %10 iter_args(%arg5 = %2) -> (i32) {
      %19 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %20 = llvm.trunc %19 : i64 to i32
      %21 = llvm.mul %arg1, %3 : i32
      %22 = llvm.add %arg5, %20 : i32
      %23 = llvm.xor %22, %21 : i32
      scf.yield %23 : i32
    }
    %12 = llvm.icmp "sgt" %4#0, %2 : i32
    %13 = scf.if %12 -> (i32) {
      %19 = llvm.add %1#0, %2 : i32
      scf.yield %19 : i32
    } else {
      %19 = llvm.mul %1#0, %2 : i32
      scf.yield %19 : i32
    }
    %14 = llvm.and %1#0, %3 : i32
    %15 = llvm.xor %4#0, %arg0 : i32
    %16 = llvm.fadd %arg3, %4#1 : f32
    %17:2 = call @f1(%1#0, %11, %arg2, %16) : (i32, i32, index, f32) -> (i32, f32)
    %18 = llvm.or %13, %4#0 : i32
    return %18, %17#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.fsub %arg3, %arg3 : f32
    %4 = llvm.or %arg1, %2 : i32
    %5 = llvm.or %arg1, %2 : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.icmp "slt" %arg0, %1 : i32
    %8 = scf.if %7 -> (i32) {
      scf.yield %arg1 : i32
    } else {
      scf.yield %0 : i32
    }
    %9 = llvm.fmul %arg3, %3 : f32
    %10 = llvm.and %arg0, %1 : i32
    %11:2 = call @f2(%4, %1, %arg2, %9) : (i32, i32, index, f32) -> (i32, f32)
    %12 = llvm.mlir.constant(7 : i32) : i32
    return %12, %11#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mul %0#0, %arg0 : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(42 : i32) : i32
    %5 = llvm.mul %0#0, %4 : i32
    %6 = llvm.mlir.constant(42 : i32) : i32
    %7 = llvm.icmp "slt" %2, %arg0 : i32
    %8 = scf.if %7 -> (i32) {
      %15 = llvm.add %arg1, %arg1 : i32
      scf.yield %15 : i32
    } else {
      %15 = llvm.mul %arg1, %arg1 : i32
      scf.yield %15 : i32
    }
    %9 = llvm.intr.smax(%5, %4) : (i32, i32) -> i32
    %10 = llvm.intr.smax(%5, %4) : (i32, i32) -> i32
    %11 = llvm.icmp "slt" %5, %2 : i32
    %12 = scf.if %11 -> (i32) {
      %15 = llvm.add %arg0, %6 : i32
      scf.yield %15 : i32
    } else {
      %15 = llvm.mul %arg0, %6 : i32
      scf.yield %15 : i32
    }
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.constant(2 : i32) : i32
    return %14, %0#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.fsub %arg3, %arg3 : f32
    %3 = llvm.icmp "slt" %1, %arg1 : i32
    %4 = scf.if %3 -> (i32) {
      %21 = llvm.add %arg0, %arg0 : i32
      scf.yield %21 : i32
    } else {
      %21 = llvm.mul %arg0, %arg0 : i32
      scf.yield %21 : i32
    }
    %5 = llvm.fsub %arg3, %arg3 : f32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8:2 = call @f3(%4, %4, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = llvm.mlir.constant(false) : i1
    %10 = llvm.select %9, %0, %4 : i1, i32
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = builtin.unrealized_conversion_cast %11 : i64 to index
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    %17 = scf.for %arg4 = %12 to %14 step %16 iter_args(%arg5 = %arg0) -> (i32) {
      %21 = builtin.unrealized_conversion_cast %arg4 : index to i64
      %22 = llvm.trunc %21 : i64 to i32
      %23 = llvm.add %arg5, %22 : i32
      %24 = llvm.xor %23, %7 : i32
      scf.yield %24 : i32
    }
    %18:2 = call @f2(%1, %8#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %19 = llvm.add %17, %8#0 : i32
    %20:2 = call @f1(%17, %arg0, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    return %20#0, %20#1 : i32, f32
  }
  func.func private @unused0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.add %arg0, %arg0 : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.icmp "ne" %1, %arg0 : i32
    %4 = llvm.select %3, %1, %arg1 : i1, i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.add %0, %6 : i64
    %8 = llvm.trunc %7 : i64 to i32
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.add %0, %9 : i64
    %11 = llvm.trunc %10 : i64 to i32
    %12 = llvm.add %8, %5 : i32
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(8 : index) : i64
    %15 = llvm.trunc %14 : i64 to i32
    %16 = llvm.add %12, %8 : i32
    %17 = llvm.mlir.constant(3 : i32) : i32
    %18 = llvm.fmul %arg3, %arg3 : f32
    %19 = llvm.icmp "ne" %16, %5 : i32
    %20 = llvm.select %19, %8, %15 : i1, i32
    return %20, %18 : i32, f32
  }
  func.func private @unused1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.add %arg1, %arg0 : i32
    %3 = llvm.add %2, %2 : i32
    %4 = llvm.add %arg0, %1 : i32
    %5 = llvm.add %arg0, %1 : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.add %2, %5 : i32
    %8 = llvm.add %3, %arg0 : i32
    %9 = llvm.mul %arg1, %1 : i32
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.add %0, %10 : i64
    %12 = llvm.trunc %11 : i64 to i32
    %13 = llvm.add %12, %1 : i32
    %14 = llvm.add %12, %1 : i32
    %15 = llvm.mlir.constant(3 : i32) : i32
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.add %11, %16 : i64
    %18 = llvm.trunc %17 : i64 to i32
    return %18, %arg3 : i32, f32
  }
  func.func private @unused2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.add %arg1, %arg0 : i32
    %2 = llvm.add %1, %arg0 : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.add %0, %4 : i64
    %6 = llvm.trunc %5 : i64 to i32
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.or %arg1, %1 : i32
    %9 = llvm.or %arg1, %1 : i32
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.mlir.constant(8 : index) : i64
    %12 = llvm.trunc %11 : i64 to i32
    %13 = llvm.add %2, %3 : i32
    %14 = llvm.mlir.constant(42 : i32) : i32
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.mlir.constant(2 : i32) : i32
    %17 = llvm.mlir.constant(1 : i32) : i32
    return %17, %arg3 : i32, f32
  }
  module @m0 {
    func.func @m0_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.add %0, %1 : i64
      %3 = llvm.trunc %2 : i64 to i32
      %4 = llvm.fsub %arg3, %arg3 : f32
      %5 = llvm.icmp "ule" %3, %arg1 : i32
      %6 = llvm.select %5, %arg0, %3 : i1, i32
      %7 = llvm.fmul %4, %4 : f32
      %8 = llvm.mlir.constant(42 : i32) : i32
      %9 = llvm.add %arg0, %arg0 : i32
      %10 = llvm.icmp "slt" %3, %6 : i32
      %11 = scf.if %10 -> (i32) {
        %19 = llvm.add %arg0, %6 : i32
        scf.yield %19 : i32
      } else {
        %19 = llvm.mul %arg0, %6 : i32
        scf.yield %19 : i32
      }
      %12 = llvm.add %9, %arg0 : i32
      %13 = llvm.icmp "ne" %6, %9 : i32
      %14 = llvm.select %13, %3, %11 : i1, i32
      %15 = llvm.add %arg0, %9 : i32
      %16 = llvm.xor %6, %arg1 : i32
      %17 = llvm.xor %6, %arg1 : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      return %18, %7 : i32, f32
    }
    func.func @m0_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.add %0, %1 : i64
      %3 = llvm.trunc %2 : i64 to i32
      %4 = llvm.mlir.constant(false) : i1
      %5 = scf.if %4 -> (i32) {
        %24 = llvm.add %3, %arg0 : i32
        scf.yield %24 : i32
      } else {
        %24 = llvm.mul %3, %arg0 : i32
        scf.yield %24 : i32
      }
      %6 = llvm.mlir.constant(0 : index) : i64
      %7 = builtin.unrealized_conversion_cast %6 : i64 to index
      %8 = llvm.mlir.constant(16 : index) : i64
      %9 = builtin.unrealized_conversion_cast %8 : i64 to index
      %10 = llvm.mlir.constant(1 : index) : i64
      %11 = builtin.unrealized_conversion_cast %10 : i64 to index
      %12 = scf.for %arg4 = %7 to %9 step %11 iter_args(%arg5 = %5) -> (i32) {
        %24 = builtin.unrealized_conversion_cast %arg4 : index to i64
        %25 = llvm.trunc %24 : i64 to i32
        %26 = llvm.mul %arg0, %5 : i32
        %27 = llvm.add %arg5, %25 : i32
        %28 = llvm.xor %27, %26 : i32
        scf.yield %28 : i32
      }
      %13 = llvm.icmp "slt" %3, %5 : i32
      %14 = scf.if %13 -> (i32) {
        %24 = llvm.add %5, %3 : i32
        scf.yield %24 : i32
      } else {
        %24 = llvm.mul %5, %3 : i32
        scf.yield %24 : i32
      }
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.add %5, %15 : i32
      %17 = llvm.fsub %arg3, %arg3 : f32
      %18 = llvm.add %arg0, %5 : i32
      %19 = llvm.mlir.constant(3 : i32) : i32
      %20 = llvm.mlir.constant(2 : i32) : i32
      %21 = llvm.add %arg0, %14 : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      return %23, %17 : i32, f32
    }
    func.func @m0_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = llvm.mlir.constant(false) : i1
      %1 = scf.if %0 -> (i32) {
        %21 = llvm.add %arg0, %arg1 : i32
        scf.yield %21 : i32
      } else {
        %21 = llvm.mul %arg0, %arg1 : i32
        scf.yield %21 : i32
      }
      %2 = llvm.and %1, %arg1 : i32
      %3 = llvm.and %1, %arg1 : i32
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.intr.smax(%2, %3) : (i32, i32) -> i32
      %6 = llvm.intr.smax(%2, %3) : (i32, i32) -> i32
      %7 = llvm.add %arg1, %6 : i32
      %8 = llvm.add %6, %arg1 : i32
      %9 = llvm.add %7, %7 : i32
      %10 = llvm.mlir.constant(42 : i32) : i32
      %11 = llvm.mlir.constant(0 : index) : i64
      %12 = builtin.unrealized_conversion_cast %11 : i64 to index
      %13 = llvm.mlir.constant(16 : index) : i64
      %14 = builtin.unrealized_conversion_cast %13 : i64 to index
      %15 = llvm.mlir.constant(1 : index) : i64
      %16 = builtin.unrealized_conversion_cast %15 : i64 to index
      %17 = scf.for %arg4 = %12 to %14 step %16 iter_args(%arg5 = %1) -> (i32) {
        %21 = builtin.unrealized_conversion_cast %arg4 : index to i64
        %22 = llvm.trunc %21 : i64 to i32
        %23 = llvm.mul %2, %10 : i32
        %24 = llvm.add %arg5, %22 : i32
        %25 = llvm.xor %24, %23 : i32
        scf.yield %25 : i32
      }
      %18 = llvm.mlir.constant(3 : i32) : i32
      %19 = llvm.icmp "uge" %2, %18 : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      return %20, %arg3 : i32, f32
    }
  }
  module @m1 {
    func.func @m1_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.mlir.constant(0 : index) : i64
      %2 = builtin.unrealized_conversion_cast %1 : i64 to index
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = builtin.unrealized_conversion_cast %3 : i64 to index
      %5 = llvm.mlir.constant(1 : index) : i64
      %6 = builtin.unrealized_conversion_cast %5 : i64 to index
      %7 = scf.for %arg4 = %2 to %4 step %6 iter_args(%arg5 = %arg1) -> (i32) {
        %22 = builtin.unrealized_conversion_cast %arg4 : index to i64
        %23 = llvm.trunc %22 : i64 to i32
        %24 = llvm.mul %arg0, %arg0 : i32
        %25 = llvm.add %arg5, %23 : i32
        %26 = llvm.xor %25, %24 : i32
        scf.yield %26 : i32
      }
      %8 = llvm.mlir.constant(3 : i32) : i32
      %9 = llvm.add %arg0, %8 : i32
      %10 = llvm.mlir.constant(42 : i32) : i32
      %11 = llvm.mlir.constant(7 : i32) : i32
      %12 = llvm.icmp "ne" %arg0, %11 : i32
      %13 = llvm.select %12, %arg0, %9 : i1, i32
      %14 = llvm.mlir.constant(4 : index) : i64
      %15 = llvm.add %0, %14 : i64
      %16 = llvm.trunc %15 : i64 to i32
      %17 = llvm.icmp "slt" %arg0, %10 : i32
      %18 = llvm.select %17, %13, %11 : i1, i32
      %19 = llvm.icmp "ne" %arg0, %arg0 : i32
      %20 = llvm.select %19, %11, %arg1 : i1, i32
      %21 = llvm.add %16, %16 : i32
      return %21, %arg3 : i32, f32
    }
    func.func @m1_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = builtin.unrealized_conversion_cast %0 : i64 to index
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = builtin.unrealized_conversion_cast %2 : i64 to index
      %4 = llvm.mlir.constant(1 : index) : i64
      %5 = builtin.unrealized_conversion_cast %4 : i64 to index
      %6 = scf.for %arg4 = %1 to %3 step %5 iter_args(%arg5 = %arg0) -> (i32) {
        %21 = builtin.unrealized_conversion_cast %arg4 : index to i64
        %22 = llvm.trunc %21 : i64 to i32
        %23 = llvm.mul %arg1, %arg0 : i32
        %24 = llvm.add %arg5, %22 : i32
        %25 = llvm.xor %24, %23 : i32
        scf.yield %25 : i32
      }
      %7 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
      %8 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
      %9 = llvm.mlir.constant(false) : i1
      %10 = scf.if %9 -> (i32) {
        %21 = llvm.add %7, %7 : i32
        scf.yield %21 : i32
      } else {
        %21 = llvm.mul %7, %7 : i32
        scf.yield %21 : i32
      }
      %11 = llvm.sub %6, %arg0 : i32
      %12 = llvm.fadd %arg3, %arg3 : f32
      %13 = llvm.icmp "ule" %arg1, %7 : i32
      %14 = llvm.select %13, %6, %arg1 : i1, i32
      %15 = llvm.sub %arg0, %10 : i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(42 : i32) : i32
      %19 = llvm.icmp "slt" %6, %17 : i32
      %20 = scf.if %19 -> (i32) {
        %21 = llvm.add %15, %14 : i32
        scf.yield %21 : i32
      } else {
        %21 = llvm.mul %15, %14 : i32
        scf.yield %21 : i32
      }
      return %20, %12 : i32, f32
    }
    func.func @m1_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.add %arg1, %arg0 : i32
      %2 = llvm.fsub %arg3, %arg3 : f32
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.add %0, %3 : i64
      %5 = llvm.trunc %4 : i64 to i32
      %6 = llvm.add %5, %arg0 : i32
      %7 = llvm.mlir.constant(2 : index) : i64
      %8 = llvm.add %0, %7 : i64
      %9 = llvm.trunc %8 : i64 to i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.mlir.constant(7 : i32) : i32
      %12 = llvm.intr.smin(%6, %10) : (i32, i32) -> i32
      %13 = llvm.fadd %2, %2 : f32
      %14 = llvm.mlir.constant(2 : i32) : i32
      %15 = llvm.fadd %2, %arg3 : f32
      %16 = llvm.icmp "sgt" %12, %arg1 : i32
      %17 = llvm.select %16, %11, %14 : i1, i32
      return %17, %15 : i32, f32
    }
  }
}


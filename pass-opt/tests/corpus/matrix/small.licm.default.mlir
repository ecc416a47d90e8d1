module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %arg3, %arg3 : f32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %arg0, %arg1 : i32
    %3 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %19 = arith.index_cast %arg4 : index to i32
      %20 = arith.addi %arg5, %19 : i32
      %21 = arith.xori %20, %2 : i32
      scf.yield %21 : i32
    }
    %4 = arith.muli %3, %3 : i32
    %c2 = arith.constant 2 : index
    %5 = arith.addi %arg2, %c2 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.cmpi ule, %arg1, %6 : i32
    %8 = arith.select %7, %arg0, %6 : i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.andi %6, %arg0 : i32
    %10 = arith.andi %4, %6 : i32
    %11 = arith.cmpi sgt, %6, %c0_i32 : i32
    %12 = arith.select %11, %10, %arg1 : i32
    %13 = arith.cmpi slt, %4, %10 : i32
    %14 = arith.select %13, %6, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %15 = arith.ori %c0_i32, %arg1 : i32
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_2 = arith.constant 1 : index
    %16 = arith.muli %4, %arg0 : i32
    %17 = scf.for %arg4 = %c0_1 to %c4 step %c1_2 iter_args(%arg5 = %4) -> (i32) {
      %19 = arith.index_cast %arg4 : index to i32
      %20 = arith.addi %arg5, %19 : i32
      %21 = arith.xori %20, %16 : i32
      scf.yield %21 : i32
    }
    %18 = arith.subf %0, %0 : f32
    %c42_i32 = arith.constant 42 : i32
    return %c42_i32, %18 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.ori %arg1, %arg0 : i32
    %c3_i32 = arith.constant 3 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    %2 = scf.if %1 -> (i32) {
      %23 = arith.addi %arg1, %arg0 : i32
      scf.yield %23 : i32
    } else {
      %23 = arith.muli %arg1, %arg0 : i32
      scf.yield %23 : i32
    }
    %c3_i32_0 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %3 = arith.muli %2, %arg1 : i32
    %4 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32_0) -> (i32) {
      %23 = arith.index_cast %arg4 : index to i32
      %24 = arith.addi %arg5, %23 : i32
      %25 = arith.xori %24, %3 : i32
      scf.yield %25 : i32
    }
    %5 = arith.andi %c3_i32_0, %4 : i32
    %6 = arith.andi %c3_i32_0, %4 : i32
    %7 = arith.cmpi eq, %4, %4 : i32
    %8 = arith.select %7, %c3_i32, %arg0 : i32
    %9 = arith.ori %arg0, %c3_i32 : i32
    %10 = arith.ori %arg0, %c3_i32 : i32
    %11:2 = call @f0(%arg0, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.xori %2, %4 : i32
    %13 = arith.xori %2, %4 : i32
    %c7_i32 = arith.constant 7 : i32
    %14 = arith.cmpi eq, %10, %10 : i32
    %15 = arith.select %14, %13, %2 : i32
    %16:2 = call @f0(%2, %11#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %17 = arith.andi %5, %4 : i32
    %18 = arith.andi %5, %4 : i32
    %c4_1 = arith.constant 4 : index
    %19 = arith.addi %arg2, %c4_1 : index
    %20 = arith.index_cast %19 : index to i32
    %21 = arith.cmpi sgt, %c7_i32, %18 : i32
    %22 = arith.select %21, %0, %12 : i32
    return %22, %16#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.maxsi %c0_i32, %c2_i32 : i32
    %c2 = arith.constant 2 : index
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f0(%arg1, %arg1, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.andi %2, %arg0 : i32
    %5 = arith.andi %2, %arg0 : i32
    %6 = arith.andi %arg0, %arg0 : i32
    %7 = arith.andi %arg0, %arg0 : i32
    %8 = arith.subi %arg1, %2 : i32
    %9 = arith.subi %arg1, %2 : i32
    %10 = arith.mulf %arg3, %arg3 : f32
    %11:2 = call @f1(%2, %8, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c42_i32 = arith.constant 42 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %7, %0 : i32
    %13 = scf.if %12 -> (i32) {
      %18 = arith.addi %c0_i32, %c0_i32 : i32
      scf.yield %18 : i32
    } else {
      %18 = arith.muli %c0_i32, %c0_i32 : i32
      scf.yield %18 : i32
    }
    %14 = arith.mulf %arg3, %3#1 : f32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %15 = arith.muli %c0_i32, %c0_i32_0 : i32
    %16 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %8) -> (i32) {
      %18 = arith.index_cast %arg4 : index to i32
      %19 = arith.addi %arg5, %18 : i32
      %20 = arith.xori %19, %15 : i32
      scf.yield %20 : i32
    }
    %17:2 = call @f1(%arg0, %c0_i32_0, %1, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %17#0, %17#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2 = arith.constant 2 : index
    %0 = arith.addi %arg2, %c2 : index
    %1 = arith.index_cast %0 : index to i32
    %c4 = arith.constant 4 : index
    %2 = arith.addi %arg2, %c4 : index
    %3 = arith.index_cast %2 : index to i32
    %c42_i32 = arith.constant 42 : i32
    %c2_i32 = arith.constant 2 : i32
    %4:2 = call @f2(%1, %3, %2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.muli %c42_i32, %4#0 : i32
    %6 = arith.muli %5, %arg0 : i32
    %7 = arith.muli %5, %arg0 : i32
    %8 = arith.cmpi sgt, %7, %5 : i32
    %9 = arith.select %8, %c42_i32, %arg0 : i32
    %10 = arith.subi %9, %7 : i32
    %11 = arith.subi %9, %7 : i32
    %c2_i32_0 = arith.constant 2 : i32
    %12 = arith.cmpi sgt, %5, %3 : i32
    %13 = arith.select %12, %c2_i32, %4#0 : i32
    %14 = arith.cmpi ne, %9, %4#0 : i32
    %15 = arith.select %14, %11, %11 : i32
    %16 = arith.cmpi slt, %4#0, %4#0 : i32
    %17 = scf.if %16 -> (i32) {
      %21 = arith.addi %11, %5 : i32
      scf.yield %21 : i32
    } else {
      %21 = arith.muli %11, %5 : i32
      scf.yield %21 : i32
    }
    %c2_1 = arith.constant 2 : index
    %18 = arith.addi %c2, %c2_1 : index
    %19 = arith.index_cast %18 : index to i32
    %c3_i32 = arith.constant 3 : i32
    %20 = arith.addi %1, %6 : i32
    return %20, %4#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.andi %arg1, %arg1 : i32
    %1 = arith.mulf %arg3, %arg3 : f32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c3_i32, %c0_i32 : i32
    %3 = arith.cmpi ule, %arg0, %2 : i32
    %4 = arith.select %3, %arg1, %0 : i32
    %5 = arith.addf %1, %arg3 : f32
    %6 = arith.cmpi slt, %4, %arg0 : i32
    %7 = scf.if %6 -> (i32) {
      %20 = arith.addi %2, %arg0 : i32
      scf.yield %20 : i32
    } else {
      %20 = arith.muli %2, %arg0 : i32
      scf.yield %20 : i32
    }
    %8 = arith.xori %arg1, %0 : i32
    %9 = arith.xori %arg1, %0 : i32
    %10 = arith.addf %5, %arg3 : f32
    %11 = arith.cmpi slt, %8, %arg0 : i32
    %12 = scf.if %11 -> (i32) {
      %20 = arith.addi %c3_i32, %0 : i32
      scf.yield %20 : i32
    } else {
      %20 = arith.muli %c3_i32, %0 : i32
      scf.yield %20 : i32
    }
    %13 = arith.xori %8, %8 : i32
    %14:2 = call @f1(%4, %13, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %15 = arith.maxsi %c3_i32, %7 : i32
    %c1 = arith.constant 1 : index
    %16 = arith.addi %arg2, %c1 : index
    %17 = arith.index_cast %16 : index to i32
    %c4 = arith.constant 4 : index
    %18 = arith.addi %16, %c4 : index
    %19 = arith.index_cast %18 : index to i32
    return %19, %14#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = arith.muli %arg1, %arg0 : i32
    %1 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %20 = arith.index_cast %arg4 : index to i32
      %21 = arith.addi %arg5, %20 : i32
      %22 = arith.xori %21, %0 : i32
      scf.yield %22 : i32
    }
    %c42_i32 = arith.constant 42 : i32
    %2:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f4(%1, %1, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.addf %2#1, %2#1 : f32
    %c2 = arith.constant 2 : index
    %5 = arith.addi %arg2, %c2 : index
    %6 = arith.index_cast %5 : index to i32
    %7:2 = call @f1(%6, %6, %arg2, %4) : (i32, i32, index, f32) -> (i32, f32)
    %c0_0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    %8 = arith.muli %1, %7#0 : i32
    %9 = scf.for %arg4 = %c0_0 to %c4 step %c1_1 iter_args(%arg5 = %3#0) -> (i32) {
      %20 = arith.index_cast %arg4 : index to i32
      %21 = arith.addi %arg5, %20 : i32
      %22 = arith.xori %21, %8 : i32
      scf.yield %22 : i32
    }
    %c7_i32 = arith.constant 7 : i32
    %10:2 = call @f4(%7#0, %7#0, %5, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = arith.cmpi slt, %7#0, %9 : i32
    %12 = scf.if %11 -> (i32) {
      %20 = arith.addi %9, %2#0 : i32
      scf.yield %20 : i32
    } else {
      %20 = arith.muli %9, %2#0 : i32
      scf.yield %20 : i32
    }
    %c0_2 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_3 = arith.constant 1 : index
    %13 = arith.muli %1, %9 : i32
    %14 = scf.for %arg4 = %c0_2 to %c16 step %c1_3 iter_args(%arg5 = %10#0) -> (i32) {
      %20 = arith.index_cast %arg4 : index to i32
      %21 = arith.addi %arg5, %20 : i32
      %22 = arith.xori %21, %13 : i32
      scf.yield %22 : i32
    }
    %15 = arith.subf %3#1, %3#1 : f32
    %16 = arith.cmpi ule, %c42_i32, %2#0 : i32
    %17 = arith.select %16, %1, %9 : i32
    %18 = arith.subf %4, %2#1 : f32
    %19 = arith.muli %9, %arg0 : i32
    return %19, %18 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.mulf %arg3, %arg3 : f32
    %c1_i32 = arith.constant 1 : i32
    %c7_i32 = arith.constant 7 : i32
    %1 = arith.mulf %0, %arg3 : f32
    %2 = arith.addf %0, %0 : f32
    %3:2 = call @f3(%c7_i32, %c0_i32, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.addi %c0_i32, %arg1 : i32
    %5:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.cmpi slt, %3#0, %c1_i32 : i32
    %7 = arith.select %6, %5#0, %arg1 : i32
    %8 = arith.subf %arg3, %3#1 : f32
    %c4 = arith.constant 4 : index
    %9 = arith.addi %arg2, %c4 : index
    %10 = arith.index_cast %9 : index to i32
    %11 = arith.cmpi sgt, %arg0, %4 : i32
    %12 = arith.select %11, %4, %7 : i32
    %c4_0 = arith.constant 4 : index
    %13 = arith.addi %arg2, %c4_0 : index
    %14 = arith.index_cast %13 : index to i32
    %15:2 = call @f4(%12, %c1_i32, %13, %0) : (i32, i32, index, f32) -> (i32, f32)
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %16 = arith.muli %c0_i32, %c1_i32 : i32
    %17 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %10) -> (i32) {
      %18 = arith.index_cast %arg4 : index to i32
      %19 = arith.addi %arg5, %18 : i32
      %20 = arith.xori %19, %16 : i32
      scf.yield %20 : i32
    }
    return %17, %15#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %0#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.maxsi %2#0, %arg1 : i32
    %4 = arith.maxsi %2#0, %arg1 : i32
    %c1 = arith.constant 1 : index
    %5 = arith.addi %arg2, %c1 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.xori %3, %arg1 : i32
    %8 = arith.cmpi slt, %7, %1#0 : i32
    %9 = arith.select %8, %arg1, %6 : i32
    %c0_i32 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %9, %7 : i32
    %11 = scf.if %10 -> (i32) {
      %17 = arith.addi %9, %6 : i32
      scf.yield %17 : i32
    } else {
      %17 = arith.muli %9, %6 : i32
      scf.yield %17 : i32
    }
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    %12 = arith.muli %arg1, %9 : i32
    %13 = scf.for %arg4 = %c0 to %c8 step %c1_1 iter_args(%arg5 = %c0_i32) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.addi %arg5, %17 : i32
      %19 = arith.xori %18, %12 : i32
      scf.yield %19 : i32
    }
    %c42_i32 = arith.constant 42 : i32
    %14 = arith.addf %1#1, %2#1 : f32
    %15 = arith.subf %1#1, %2#1 : f32
    %16 = arith.xori %arg0, %arg1 : i32
    return %16, %15 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.minsi %arg1, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2 = arith.muli %1, %arg1 : i32
    %3:2 = call @f4(%0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %4:2 = call @f5(%c2_i32, %1, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.subi %arg1, %3#0 : i32
    %c2_i32_0 = arith.constant 2 : i32
    %6:2 = call @f0(%1, %2, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.maxsi %c2_i32_0, %0 : i32
    %8 = arith.minsi %6#0, %1 : i32
    %9 = arith.cmpi slt, %c2_i32_0, %arg0 : i32
    %10 = scf.if %9 -> (i32) {
      %15 = arith.addi %arg1, %c2_i32_0 : i32
      scf.yield %15 : i32
    } else {
      %15 = arith.muli %arg1, %c2_i32_0 : i32
      scf.yield %15 : i32
    }
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.maxsi %5, %arg0 : i32
    %12 = arith.cmpi eq, %1, %5 : i32
    %13 = arith.select %12, %5, %5 : i32
    %14:2 = call @f6(%13, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %14#0, %14#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1:2 = call @f3(%arg1, %arg1, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.subf %arg3, %0 : f32
    %3:2 = call @f7(%arg1, %1#0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.ori %3#0, %1#0 : i32
    %5 = arith.ori %arg0, %arg0 : i32
    %c4 = arith.constant 4 : index
    %6 = arith.addi %arg2, %c4 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.maxsi %arg0, %1#0 : i32
    %c42_i32 = arith.constant 42 : i32
    %9:2 = call @f2(%3#0, %7, %6, %2) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.andi %arg0, %c42_i32 : i32
    %11 = arith.andi %arg0, %c42_i32 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %12 = arith.muli %3#0, %9#0 : i32
    %13 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %1#0) -> (i32) {
      %21 = arith.index_cast %arg4 : index to i32
      %22 = arith.addi %arg5, %21 : i32
      %23 = arith.xori %22, %12 : i32
      scf.yield %23 : i32
    }
    %14 = arith.cmpi eq, %9#0, %7 : i32
    %15 = arith.select %14, %8, %arg1 : i32
    %16 = arith.addi %5, %c42_i32 : i32
    %17 = arith.addi %5, %c42_i32 : i32
    %18 = arith.subi %15, %16 : i32
    %19 = arith.cmpi sgt, %11, %18 : i32
    %20 = arith.select %19, %4, %9#0 : i32
    return %20, %9#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    %1 = scf.if %0 -> (i32) {
      %24 = arith.addi %arg0, %arg1 : i32
      scf.yield %24 : i32
    } else {
      %24 = arith.muli %arg0, %arg1 : i32
      scf.yield %24 : i32
    }
    %2 = arith.cmpi slt, %1, %arg1 : i32
    %3 = scf.if %2 -> (i32) {
      %24 = arith.addi %arg1, %arg1 : i32
      scf.yield %24 : i32
    } else {
      %24 = arith.muli %arg1, %arg1 : i32
      scf.yield %24 : i32
    }
    %c4 = arith.constant 4 : index
    %4 = arith.addi %arg2, %c4 : index
    %5 = arith.index_cast %4 : index to i32
    %6 = arith.cmpi ne, %arg1, %arg1 : i32
    %7 = arith.select %6, %5, %arg1 : i32
    %8:2 = call @f2(%7, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.addi %5, %arg0 : i32
    %10 = arith.addi %5, %arg0 : i32
    %11 = arith.addf %arg3, %arg3 : f32
    %c4_0 = arith.constant 4 : index
    %12 = arith.addi %c4, %c4_0 : index
    %13 = arith.index_cast %12 : index to i32
    %14 = arith.mulf %arg3, %8#1 : f32
    %15 = arith.subi %arg1, %arg1 : i32
    %c0 = arith.constant 0 : index
    %c4_1 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %16 = arith.muli %8#0, %5 : i32
    %17 = scf.for %arg4 = %c0 to %c4_1 step %c1 iter_args(%arg5 = %9) -> (i32) {
      %24 = arith.index_cast %arg4 : index to i32
      %25 = arith.addi %arg5, %24 : i32
      %26 = arith.xori %25, %16 : i32
      scf.yield %26 : i32
    }
    %18 = arith.subi %7, %1 : i32
    %19:2 = call @f7(%5, %10, %c4, %14) : (i32, i32, index, f32) -> (i32, f32)
    %20 = arith.cmpi ule, %arg1, %9 : i32
    %21 = arith.select %20, %7, %arg1 : i32
    %22 = arith.mulf %19#1, %19#1 : f32
    %23 = arith.subf %14, %11 : f32
    return %21, %23 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %0 = arith.muli %arg1, %arg0 : i32
    %1 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %19 = arith.index_cast %arg4 : index to i32
      %20 = arith.addi %arg5, %19 : i32
      %21 = arith.xori %20, %0 : i32
      scf.yield %21 : i32
    }
    %2:2 = call @f4(%1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.subi %arg1, %1 : i32
    %4 = arith.muli %1, %2#0 : i32
    %5:2 = call @f7(%2#0, %3, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.maxsi %4, %3 : i32
    %7 = arith.maxsi %4, %3 : i32
    %8 = arith.xori %arg0, %4 : i32
    %c1_0 = arith.constant 1 : index
    %9 = arith.addi %arg2, %c1_0 : index
    %10 = arith.index_cast %9 : index to i32
    %c0_1 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_2 = arith.constant 1 : index
    %11 = arith.muli %8, %8 : i32
    %12 = scf.for %arg4 = %c0_1 to %c16 step %c1_2 iter_args(%arg5 = %1) -> (i32) {
      %19 = arith.index_cast %arg4 : index to i32
      %20 = arith.addi %arg5, %19 : i32
      %21 = arith.xori %20, %11 : i32
      scf.yield %21 : i32
    }
    %c0_i32 = arith.constant 0 : i32
    %13 = arith.cmpi slt, %3, %c0_i32 : i32
    %14 = scf.if %13 -> (i32) {
      %19 = arith.addi %arg0, %2#0 : i32
      scf.yield %19 : i32
    } else {
      %19 = arith.muli %arg0, %2#0 : i32
      scf.yield %19 : i32
    }
    %15 = arith.subf %arg3, %5#1 : f32
    %16 = arith.addi %10, %14 : i32
    %c7_i32 = arith.constant 7 : i32
    %17 = arith.muli %10, %1 : i32
    %18 = arith.muli %10, %1 : i32
    %c2_i32 = arith.constant 2 : i32
    return %c2_i32, %15 : i32, f32
  }
}


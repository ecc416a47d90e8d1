module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %c0_i32 = arith.constant 0 : i32
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %arg3, %arg3 : f32
    %2 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %arg0, %arg1 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %3 = arith.muli %2, %2 : i32
    %4 = arith.addi %arg2, %c2 : index
    %5 = arith.index_cast %4 : index to i32
    %6 = arith.cmpi ule, %arg1, %5 : i32
    %7 = arith.select %6, %arg0, %5 : i32
    %8 = arith.andi %5, %arg0 : i32
    %9 = arith.andi %3, %5 : i32
    %10 = arith.cmpi sgt, %5, %c0_i32 : i32
    %11 = arith.select %10, %9, %arg1 : i32
    %12 = arith.cmpi slt, %3, %9 : i32
    %13 = arith.select %12, %5, %arg0 : i32
    %14 = arith.ori %c0_i32, %arg1 : i32
    %15 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %3) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %3, %arg0 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %16 = arith.subf %0, %0 : f32
    return %c42_i32, %16 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c7_i32 = arith.constant 7 : i32
    %true = arith.constant true
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.ori %arg1, %arg0 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    %2 = scf.if %1 -> (i32) {
      %19 = arith.addi %arg1, %arg0 : i32
      scf.yield %19 : i32
    } else {
      %19 = arith.muli %arg1, %arg0 : i32
      scf.yield %19 : i32
    }
    %3 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %19 = arith.index_cast %arg4 : index to i32
      %20 = arith.muli %2, %arg1 : i32
      %21 = arith.addi %arg5, %19 : i32
      %22 = arith.xori %21, %20 : i32
      scf.yield %22 : i32
    }
    %4 = arith.andi %c3_i32, %3 : i32
    %5 = arith.andi %c3_i32, %3 : i32
    %6 = arith.ori %arg0, %c3_i32 : i32
    %7 = arith.ori %arg0, %c3_i32 : i32
    %8:2 = call @f0(%arg0, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.xori %2, %3 : i32
    %10 = arith.xori %2, %3 : i32
    %11 = arith.select %true, %10, %2 : i32
    %12:2 = call @f0(%2, %8#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.andi %4, %3 : i32
    %14 = arith.andi %4, %3 : i32
    %15 = arith.addi %arg2, %c4 : index
    %16 = arith.index_cast %15 : index to i32
    %17 = arith.cmpi sgt, %c7_i32, %14 : i32
    %18 = arith.select %17, %0, %9 : i32
    return %18, %12#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c42_i32 = arith.constant 42 : i32
    %c2 = arith.constant 2 : index
    %c2_i32 = arith.constant 2 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %arg2, %c2 : index
    %1 = arith.index_cast %0 : index to i32
    %2:2 = call @f0(%arg1, %arg1, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.andi %1, %arg0 : i32
    %4 = arith.andi %1, %arg0 : i32
    %5 = arith.andi %arg0, %arg0 : i32
    %6 = arith.andi %arg0, %arg0 : i32
    %7 = arith.subi %arg1, %1 : i32
    %8 = arith.subi %arg1, %1 : i32
    %9 = arith.mulf %arg3, %arg3 : f32
    %10:2 = call @f1(%1, %7, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = arith.cmpi slt, %6, %c2_i32 : i32
    %12 = arith.mulf %arg3, %2#1 : f32
    %13 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %7) -> (i32) {
      %15 = arith.index_cast %arg4 : index to i32
      %16 = arith.addi %arg5, %15 : i32
      %17 = arith.xori %16, %c0_i32 : i32
      scf.yield %17 : i32
    }
    %14:2 = call @f1(%arg0, %c0_i32, %0, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %14#0, %14#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %false = arith.constant false
    %c2_i32 = arith.constant 2 : i32
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %0 = arith.addi %arg2, %c2 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.addi %arg2, %c4 : index
    %3 = arith.index_cast %2 : index to i32
    %4:2 = call @f2(%1, %3, %2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.muli %c42_i32, %4#0 : i32
    %6 = arith.muli %5, %arg0 : i32
    %7 = arith.muli %5, %arg0 : i32
    %8 = arith.cmpi sgt, %7, %5 : i32
    %9 = arith.select %8, %c42_i32, %arg0 : i32
    %10 = arith.subi %9, %7 : i32
    %11 = arith.subi %9, %7 : i32
    %12 = arith.cmpi sgt, %5, %3 : i32
    %13 = arith.select %12, %c2_i32, %4#0 : i32
    %14 = arith.cmpi ne, %9, %4#0 : i32
    %15 = arith.select %14, %11, %11 : i32
    %16 = scf.if %false -> (i32) {
      %18 = arith.addi %11, %5 : i32
      scf.yield %18 : i32
    } else {
      %18 = arith.muli %11, %5 : i32
      scf.yield %18 : i32
    }
    %17 = arith.addi %1, %6 : i32
    return %17, %4#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.andi %arg1, %arg1 : i32
    %1 = arith.mulf %arg3, %arg3 : f32
    %2 = arith.cmpi ule, %arg0, %c3_i32 : i32
    %3 = arith.select %2, %arg1, %0 : i32
    %4 = arith.addf %1, %arg3 : f32
    %5 = arith.cmpi slt, %3, %arg0 : i32
    %6 = scf.if %5 -> (i32) {
      %18 = arith.addi %c3_i32, %arg0 : i32
      scf.yield %18 : i32
    } else {
      %18 = arith.muli %c3_i32, %arg0 : i32
      scf.yield %18 : i32
    }
    %7 = arith.xori %arg1, %0 : i32
    %8 = arith.xori %arg1, %0 : i32
    %9 = arith.addf %4, %arg3 : f32
    %10 = arith.cmpi slt, %7, %arg0 : i32
    %11 = scf.if %10 -> (i32) {
      %18 = arith.addi %c3_i32, %0 : i32
      scf.yield %18 : i32
    } else {
      %18 = arith.muli %c3_i32, %0 : i32
      scf.yield %18 : i32
    }
    %12:2 = call @f1(%3, %c0_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.maxsi %c3_i32, %6 : i32
    %14 = arith.addi %arg2, %c1 : index
    %15 = arith.index_cast %14 : index to i32
    %16 = arith.addi %14, %c4 : index
    %17 = arith.index_cast %16 : index to i32
    return %17, %12#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c42_i32 = arith.constant 42 : i32
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %arg1, %arg0 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %1:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f4(%0, %0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.addf %1#1, %1#1 : f32
    %4 = arith.addi %arg2, %c2 : index
    %5 = arith.index_cast %4 : index to i32
    %6:2 = call @f1(%5, %5, %arg2, %3) : (i32, i32, index, f32) -> (i32, f32)
    %7 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %2#0) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %0, %6#0 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %8:2 = call @f4(%6#0, %6#0, %4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.cmpi slt, %6#0, %7 : i32
    %10 = scf.if %9 -> (i32) {
      %17 = arith.addi %7, %1#0 : i32
      scf.yield %17 : i32
    } else {
      %17 = arith.muli %7, %1#0 : i32
      scf.yield %17 : i32
    }
    %11 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %8#0) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %0, %7 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %12 = arith.subf %2#1, %2#1 : f32
    %13 = arith.cmpi ule, %c42_i32, %1#0 : i32
    %14 = arith.select %13, %0, %7 : i32
    %15 = arith.subf %3, %1#1 : f32
    %16 = arith.muli %7, %arg0 : i32
    return %16, %15 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.mulf %arg3, %arg3 : f32
    %1 = arith.mulf %0, %arg3 : f32
    %2 = arith.addf %0, %0 : f32
    %3:2 = call @f3(%c7_i32, %c0_i32, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.addi %c0_i32, %arg1 : i32
    %5:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.cmpi slt, %3#0, %c1_i32 : i32
    %7 = arith.select %6, %5#0, %arg1 : i32
    %8 = arith.subf %arg3, %3#1 : f32
    %9 = arith.addi %arg2, %c4 : index
    %10 = arith.index_cast %9 : index to i32
    %11 = arith.cmpi sgt, %arg0, %4 : i32
    %12 = arith.select %11, %4, %7 : i32
    %13 = arith.addi %arg2, %c4 : index
    %14 = arith.index_cast %13 : index to i32
    %15:2 = call @f4(%12, %c1_i32, %13, %0) : (i32, i32, index, f32) -> (i32, f32)
    %16 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %10) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.addi %arg5, %17 : i32
      %19 = arith.xori %18, %c0_i32 : i32
      scf.yield %19 : i32
    }
    return %16, %15#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    %0:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %0#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.maxsi %2#0, %arg1 : i32
    %4 = arith.maxsi %2#0, %arg1 : i32
    %5 = arith.addi %arg2, %c1 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.xori %3, %arg1 : i32
    %8 = arith.cmpi slt, %7, %1#0 : i32
    %9 = arith.select %8, %arg1, %6 : i32
    %10 = arith.cmpi slt, %9, %7 : i32
    %11 = scf.if %10 -> (i32) {
      %16 = arith.addi %9, %6 : i32
      scf.yield %16 : i32
    } else {
      %16 = arith.muli %9, %6 : i32
      scf.yield %16 : i32
    }
    %12 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %c0_i32) -> (i32) {
      %16 = arith.index_cast %arg4 : index to i32
      %17 = arith.muli %arg1, %9 : i32
      %18 = arith.addi %arg5, %16 : i32
      %19 = arith.xori %18, %17 : i32
      scf.yield %19 : i32
    }
    %13 = arith.addf %1#1, %2#1 : f32
    %14 = arith.subf %1#1, %2#1 : f32
    %15 = arith.xori %arg0, %arg1 : i32
    return %15, %14 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.minsi %arg1, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2 = arith.muli %1, %arg1 : i32
    %3:2 = call @f4(%0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4:2 = call @f5(%c2_i32, %1, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.subi %arg1, %3#0 : i32
    %6:2 = call @f0(%1, %2, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.maxsi %c2_i32, %0 : i32
    %8 = arith.minsi %6#0, %1 : i32
    %9 = arith.cmpi slt, %c2_i32, %arg0 : i32
    %10 = scf.if %9 -> (i32) {
      %15 = arith.addi %arg1, %c2_i32 : i32
      scf.yield %15 : i32
    } else {
      %15 = arith.muli %arg1, %c2_i32 : i32
      scf.yield %15 : i32
    }
    %11 = arith.maxsi %5, %arg0 : i32
    %12 = arith.cmpi eq, %1, %5 : i32
    %13 = arith.select %12, %5, %5 : i32
    %14:2 = call @f6(%13, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %14#0, %14#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %0 = arith.subf %arg3, %arg3 : f32
    %1:2 = call @f3(%arg1, %arg1, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.subf %arg3, %0 : f32
    %3:2 = call @f7(%arg1, %1#0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.ori %3#0, %1#0 : i32
    %5 = arith.ori %arg0, %arg0 : i32
    %6 = arith.addi %arg2, %c4 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.maxsi %arg0, %1#0 : i32
    %9:2 = call @f2(%3#0, %7, %6, %2) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.andi %arg0, %c42_i32 : i32
    %11 = arith.andi %arg0, %c42_i32 : i32
    %12 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %1#0) -> (i32) {
      %20 = arith.index_cast %arg4 : index to i32
      %21 = arith.muli %3#0, %9#0 : i32
      %22 = arith.addi %arg5, %20 : i32
      %23 = arith.xori %22, %21 : i32
      scf.yield %23 : i32
    }
    %13 = arith.cmpi eq, %9#0, %7 : i32
    %14 = arith.select %13, %8, %arg1 : i32
    %15 = arith.addi %5, %c42_i32 : i32
    %16 = arith.addi %5, %c42_i32 : i32
    %17 = arith.subi %14, %15 : i32
    %18 = arith.cmpi sgt, %11, %17 : i32
    %19 = arith.select %18, %4, %9#0 : i32
    return %19, %9#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c8_i32 = arith.constant 8 : i32
    %c8 = arith.constant 8 : index
    %false = arith.constant false
    %c4 = arith.constant 4 : index
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    %1 = scf.if %0 -> (i32) {
      %19 = arith.addi %arg0, %arg1 : i32
      scf.yield %19 : i32
    } else {
      %19 = arith.muli %arg0, %arg1 : i32
      scf.yield %19 : i32
    }
    %2 = arith.cmpi slt, %1, %arg1 : i32
    %3 = scf.if %2 -> (i32) {
      %19 = arith.addi %arg1, %arg1 : i32
      scf.yield %19 : i32
    } else {
      %19 = arith.muli %arg1, %arg1 : i32
      scf.yield %19 : i32
    }
    %4 = arith.addi %arg2, %c4 : index
    %5 = arith.index_cast %4 : index to i32
    %6 = arith.select %false, %5, %arg1 : i32
    %7:2 = call @f2(%6, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %8 = arith.addi %5, %arg0 : i32
    %9 = arith.addi %5, %arg0 : i32
    %10 = arith.addf %arg3, %arg3 : f32
    %11 = arith.mulf %arg3, %7#1 : f32
    %12 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %8) -> (i32) {
      %19 = arith.index_cast %arg4 : index to i32
      %20 = arith.muli %7#0, %5 : i32
      %21 = arith.addi %arg5, %19 : i32
      %22 = arith.xori %21, %20 : i32
      scf.yield %22 : i32
    }
    %13 = arith.subi %6, %1 : i32
    %14:2 = call @f7(%5, %9, %c4, %11) : (i32, i32, index, f32) -> (i32, f32)
    %15 = arith.cmpi ule, %arg1, %8 : i32
    %16 = arith.select %15, %6, %arg1 : i32
    %17 = arith.mulf %14#1, %14#1 : f32
    %18 = arith.subf %11, %10 : f32
    return %16, %18 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %c0_i32 = arith.constant 0 : i32
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %0 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %arg1, %arg0 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %1:2 = call @f4(%0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.subi %arg1, %0 : i32
    %3 = arith.muli %0, %1#0 : i32
    %4:2 = call @f7(%1#0, %2, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.maxsi %3, %2 : i32
    %6 = arith.maxsi %3, %2 : i32
    %7 = arith.xori %arg0, %3 : i32
    %8 = arith.addi %arg2, %c1 : index
    %9 = arith.index_cast %8 : index to i32
    %10 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %0) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %7, %7 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %11 = arith.cmpi slt, %2, %c0_i32 : i32
    %12 = scf.if %11 -> (i32) {
      %17 = arith.addi %arg0, %1#0 : i32
      scf.yield %17 : i32
    } else {
      %17 = arith.muli %arg0, %1#0 : i32
      scf.yield %17 : i32
    }
    %13 = arith.subf %arg3, %4#1 : f32
    %14 = arith.addi %9, %12 : i32
    %15 = arith.muli %9, %0 : i32
    %16 = arith.muli %9, %0 : i32
    return %c2_i32, %13 : i32, f32
  }
}


module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %1 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %10 = arith.index_cast %arg4 : index to i32
      %11 = arith.muli %arg0, %arg1 : i32
      %12 = arith.addi %arg5, %10 : i32
      %13 = arith.xori %12, %11 : i32
      scf.yield %13 : i32
    }
    %2 = arith.muli %1, %1 : i32
    %c2 = arith.constant 2 : index
    %3 = arith.addi %arg2, %c2 : index
    %4 = arith.index_cast %3 : index to i32
    %5 = arith.cmpi ule, %arg1, %4 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.andi %2, %4 : i32
    %7 = arith.cmpi sgt, %4, %c0_i32 : i32
    %8 = arith.cmpi slt, %2, %6 : i32
    %c4 = arith.constant 4 : index
    %9 = arith.subf %0, %0 : f32
    %c42_i32 = arith.constant 42 : i32
    return %c42_i32, %9 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.ori %arg1, %arg0 : i32
    %c3_i32 = arith.constant 3 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    %2 = scf.if %1 -> (i32) {
      %15 = arith.addi %arg1, %arg0 : i32
      scf.yield %15 : i32
    } else {
      %15 = arith.muli %arg1, %arg0 : i32
      scf.yield %15 : i32
    }
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %3 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %15 = arith.index_cast %arg4 : index to i32
      %16 = arith.muli %2, %arg1 : i32
      %17 = arith.addi %arg5, %15 : i32
      %18 = arith.xori %17, %16 : i32
      scf.yield %18 : i32
    }
    %4 = arith.andi %c3_i32, %3 : i32
    %5 = arith.cmpi eq, %3, %3 : i32
    %6 = arith.ori %arg0, %c3_i32 : i32
    %7:2 = call @f0(%arg0, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %8 = arith.xori %2, %3 : i32
    %c7_i32 = arith.constant 7 : i32
    %9 = arith.cmpi eq, %6, %6 : i32
    %10:2 = call @f0(%2, %7#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = arith.andi %4, %3 : i32
    %12 = arith.addi %arg2, %c4 : index
    %13 = arith.cmpi sgt, %c7_i32, %11 : i32
    %14 = arith.select %13, %0, %8 : i32
    return %14, %10#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.maxsi %c0_i32, %c2_i32 : i32
    %c2 = arith.constant 2 : index
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f0(%arg1, %arg1, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.andi %arg0, %arg0 : i32
    %5 = arith.subi %arg1, %2 : i32
    %6:2 = call @f1(%2, %5, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.cmpi slt, %4, %0 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %8:2 = call @f1(%arg0, %c0_i32, %1, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %8#0, %8#1 : i32, f32
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
    %7 = arith.cmpi sgt, %6, %5 : i32
    %8 = arith.select %7, %c42_i32, %arg0 : i32
    %9 = arith.subi %8, %6 : i32
    %10 = arith.cmpi sgt, %5, %3 : i32
    %11 = arith.cmpi ne, %8, %4#0 : i32
    %12 = arith.cmpi slt, %4#0, %4#0 : i32
    %13 = arith.addi %c2, %c2 : index
    %14 = arith.addi %1, %6 : i32
    return %14, %4#1 : i32, f32
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
      %15 = arith.addi %2, %arg0 : i32
      scf.yield %15 : i32
    } else {
      %15 = arith.muli %2, %arg0 : i32
      scf.yield %15 : i32
    }
    %8 = arith.xori %arg1, %0 : i32
    %9 = arith.cmpi slt, %8, %arg0 : i32
    %10 = arith.xori %8, %8 : i32
    %11:2 = call @f1(%4, %10, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c1 = arith.constant 1 : index
    %12 = arith.addi %arg2, %c1 : index
    %c4 = arith.constant 4 : index
    %13 = arith.addi %12, %c4 : index
    %14 = arith.index_cast %13 : index to i32
    return %14, %11#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %13 = arith.index_cast %arg4 : index to i32
      %14 = arith.muli %arg1, %arg0 : i32
      %15 = arith.addi %arg5, %13 : i32
      %16 = arith.xori %15, %14 : i32
      scf.yield %16 : i32
    }
    %c42_i32 = arith.constant 42 : i32
    %1:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f4(%0, %0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.addf %1#1, %1#1 : f32
    %c2 = arith.constant 2 : index
    %4 = arith.addi %arg2, %c2 : index
    %5 = arith.index_cast %4 : index to i32
    %6:2 = call @f1(%5, %5, %arg2, %3) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %7 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %2#0) -> (i32) {
      %13 = arith.index_cast %arg4 : index to i32
      %14 = arith.muli %0, %6#0 : i32
      %15 = arith.addi %arg5, %13 : i32
      %16 = arith.xori %15, %14 : i32
      scf.yield %16 : i32
    }
    %8:2 = call @f4(%6#0, %6#0, %4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.cmpi slt, %6#0, %7 : i32
    %c16 = arith.constant 16 : index
    %10 = arith.cmpi ule, %c42_i32, %1#0 : i32
    %11 = arith.subf %3, %1#1 : f32
    %12 = arith.muli %7, %arg0 : i32
    return %12, %11 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.mulf %arg3, %arg3 : f32
    %c1_i32 = arith.constant 1 : i32
    %c7_i32 = arith.constant 7 : i32
    %1:2 = call @f3(%c7_i32, %c0_i32, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.addi %c0_i32, %arg1 : i32
    %3:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.cmpi slt, %1#0, %c1_i32 : i32
    %5 = arith.select %4, %3#0, %arg1 : i32
    %c4 = arith.constant 4 : index
    %6 = arith.addi %arg2, %c4 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.cmpi sgt, %arg0, %2 : i32
    %9 = arith.select %8, %2, %5 : i32
    %10:2 = call @f4(%9, %c1_i32, %6, %0) : (i32, i32, index, f32) -> (i32, f32)
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %11 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %7) -> (i32) {
      %12 = arith.index_cast %arg4 : index to i32
      %13 = arith.muli %c0_i32, %c1_i32 : i32
      %14 = arith.addi %arg5, %12 : i32
      %15 = arith.xori %14, %13 : i32
      scf.yield %15 : i32
    }
    return %11, %10#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %0#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.maxsi %2#0, %arg1 : i32
    %c1 = arith.constant 1 : index
    %4 = arith.addi %arg2, %c1 : index
    %5 = arith.index_cast %4 : index to i32
    %6 = arith.xori %3, %arg1 : i32
    %7 = arith.cmpi slt, %6, %1#0 : i32
    %8 = arith.select %7, %arg1, %5 : i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %8, %6 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %10 = arith.subf %1#1, %2#1 : f32
    %11 = arith.xori %arg0, %arg1 : i32
    return %11, %10 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.minsi %arg1, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2 = arith.muli %1, %arg1 : i32
    %3:2 = call @f4(%0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %4:2 = call @f5(%c2_i32, %1, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.subi %arg1, %3#0 : i32
    %6:2 = call @f0(%1, %2, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.cmpi slt, %c2_i32, %arg0 : i32
    %8 = arith.cmpi eq, %1, %5 : i32
    %9 = arith.select %8, %5, %5 : i32
    %10:2 = call @f6(%9, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %10#0, %10#1 : i32, f32
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
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %11 = arith.cmpi eq, %9#0, %7 : i32
    %12 = arith.select %11, %8, %arg1 : i32
    %13 = arith.addi %5, %c42_i32 : i32
    %14 = arith.subi %12, %13 : i32
    %15 = arith.cmpi sgt, %10, %14 : i32
    %16 = arith.select %15, %4, %9#0 : i32
    return %16, %9#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    %1 = scf.if %0 -> (i32) {
      %16 = arith.addi %arg0, %arg1 : i32
      scf.yield %16 : i32
    } else {
      %16 = arith.muli %arg0, %arg1 : i32
      scf.yield %16 : i32
    }
    %2 = arith.cmpi slt, %1, %arg1 : i32
    %c4 = arith.constant 4 : index
    %3 = arith.addi %arg2, %c4 : index
    %4 = arith.index_cast %3 : index to i32
    %5 = arith.cmpi ne, %arg1, %arg1 : i32
    %6 = arith.select %5, %4, %arg1 : i32
    %7:2 = call @f2(%6, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %8 = arith.addi %4, %arg0 : i32
    %9 = arith.addf %arg3, %arg3 : f32
    %10 = arith.addi %c4, %c4 : index
    %11 = arith.mulf %arg3, %7#1 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %12:2 = call @f7(%4, %8, %c4, %11) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.cmpi ule, %arg1, %8 : i32
    %14 = arith.select %13, %6, %arg1 : i32
    %15 = arith.subf %11, %9 : f32
    return %14, %15 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %11 = arith.index_cast %arg4 : index to i32
      %12 = arith.muli %arg1, %arg0 : i32
      %13 = arith.addi %arg5, %11 : i32
      %14 = arith.xori %13, %12 : i32
      scf.yield %14 : i32
    }
    %1:2 = call @f4(%0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.subi %arg1, %0 : i32
    %3 = arith.muli %0, %1#0 : i32
    %4:2 = call @f7(%1#0, %2, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.xori %arg0, %3 : i32
    %6 = arith.addi %arg2, %c1 : index
    %7 = arith.index_cast %6 : index to i32
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %2, %c0_i32 : i32
    %9 = scf.if %8 -> (i32) {
      %11 = arith.addi %arg0, %1#0 : i32
      scf.yield %11 : i32
    } else {
      %11 = arith.muli %arg0, %1#0 : i32
      scf.yield %11 : i32
    }
    %10 = arith.subf %arg3, %4#1 : f32
    %c2_i32 = arith.constant 2 : i32
    return %c2_i32, %10 : i32, f32
  }
}


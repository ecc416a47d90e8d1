module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subi %arg0, %arg0 : i32
    %1 = arith.cmpi ne, %arg0, %arg0 : i32
    %2 = arith.select %1, %0, %arg0 : i32
    %3 = arith.cmpi slt, %arg0, %2 : i32
    %4 = scf.if %3 -> (i32) {
      %18 = arith.addi %arg1, %arg0 : i32
      scf.yield %18 : i32
    } else {
      %18 = arith.muli %arg1, %arg0 : i32
      scf.yield %18 : i32
    }
    %5 = arith.addi %arg1, %arg0 : i32
    %6 = arith.addi %0, %2 : i32
    %7 = arith.cmpi slt, %arg1, %6 : i32
    %8 = scf.if %7 -> (i32) {
      %18 = arith.addi %0, %0 : i32
      scf.yield %18 : i32
    } else {
      %18 = arith.muli %0, %0 : i32
      scf.yield %18 : i32
    }
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %9 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %6) -> (i32) {
      %18 = arith.index_cast %arg4 : index to i32
      %19 = arith.muli %5, %6 : i32
      %20 = arith.addi %arg5, %18 : i32
      %21 = arith.xori %20, %19 : i32
      scf.yield %21 : i32
    }
    %10 = arith.cmpi eq, %5, %4 : i32
    %11 = arith.select %10, %8, %9 : i32
    %c1_0 = arith.constant 1 : index
    %12 = arith.addi %arg2, %c1_0 : index
    %13 = arith.index_cast %12 : index to i32
    %14 = arith.cmpi sgt, %9, %0 : i32
    %15 = arith.select %14, %4, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %16 = arith.minsi %4, %11 : i32
    %17 = arith.minsi %4, %11 : i32
    return %17, %arg3 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c3_i32 = arith.constant 3 : i32
    %1 = arith.cmpi sgt, %c3_i32, %arg0 : i32
    %2 = arith.select %1, %c3_i32, %arg0 : i32
    %3 = arith.minsi %c3_i32, %0#0 : i32
    %4 = arith.minsi %c3_i32, %0#0 : i32
    %5 = arith.ori %4, %4 : i32
    %6 = arith.cmpi slt, %0#0, %c3_i32 : i32
    %7 = arith.select %6, %5, %c3_i32 : i32
    %8:2 = call @f0(%arg0, %3, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.subi %7, %arg1 : i32
    %c3_i32_0 = arith.constant 3 : i32
    %10 = arith.cmpi ule, %7, %c3_i32_0 : i32
    %11 = arith.select %10, %arg0, %5 : i32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %12 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %13 = arith.index_cast %arg4 : index to i32
      %14 = arith.muli %7, %arg0 : i32
      %15 = arith.addi %arg5, %13 : i32
      %16 = arith.xori %15, %14 : i32
      scf.yield %16 : i32
    }
    %c2_i32 = arith.constant 2 : i32
    return %c2_i32, %8#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0:2 = call @f0(%arg1, %c2_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32_0 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %1:2 = call @f1(%arg1, %c7_i32, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %c2_i32_0) -> (i32) {
      %10 = arith.index_cast %arg4 : index to i32
      %11 = arith.muli %c7_i32, %arg1 : i32
      %12 = arith.addi %arg5, %10 : i32
      %13 = arith.xori %12, %11 : i32
      scf.yield %13 : i32
    }
    %3 = arith.cmpi slt, %c2_i32_0, %1#0 : i32
    %4 = scf.if %3 -> (i32) {
      %10 = arith.addi %0#0, %c2_i32_0 : i32
      scf.yield %10 : i32
    } else {
      %10 = arith.muli %0#0, %c2_i32_0 : i32
      scf.yield %10 : i32
    }
    %5 = arith.andi %c7_i32, %0#0 : i32
    %6 = arith.xori %1#0, %arg0 : i32
    %7 = arith.addf %arg3, %1#1 : f32
    %8:2 = call @f1(%0#0, %2, %arg2, %7) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.ori %4, %1#0 : i32
    return %9, %8#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.ori %c1_i32, %c0_i32 : i32
    %1 = arith.ori %c1_i32, %c0_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.subf %arg3, %arg3 : f32
    %3 = arith.ori %arg1, %c2_i32 : i32
    %4 = arith.ori %arg1, %c2_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %5 = arith.cmpi slt, %arg0, %c1_i32 : i32
    %6 = scf.if %5 -> (i32) {
      %10 = arith.addi %c0_i32, %arg1 : i32
      scf.yield %10 : i32
    } else {
      %10 = arith.muli %c0_i32, %arg1 : i32
      scf.yield %10 : i32
    }
    %7 = arith.mulf %arg3, %2 : f32
    %8 = arith.andi %arg0, %c1_i32 : i32
    %9:2 = call @f2(%3, %c1_i32, %arg2, %7) : (i32, i32, index, f32) -> (i32, f32)
    %c7_i32_0 = arith.constant 7 : i32
    return %c7_i32_0, %9#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c7_i32 = arith.constant 7 : i32
    %1 = arith.muli %0#0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c42_i32 = arith.constant 42 : i32
    %2 = arith.muli %0#0, %c42_i32 : i32
    %c42_i32_0 = arith.constant 42 : i32
    %3 = arith.cmpi slt, %1, %arg0 : i32
    %4 = scf.if %3 -> (i32) {
      %10 = arith.addi %arg1, %arg1 : i32
      scf.yield %10 : i32
    } else {
      %10 = arith.muli %arg1, %arg1 : i32
      scf.yield %10 : i32
    }
    %5 = arith.maxsi %2, %c42_i32 : i32
    %6 = arith.maxsi %2, %c42_i32 : i32
    %7 = arith.cmpi slt, %2, %1 : i32
    %8 = scf.if %7 -> (i32) {
      %10 = arith.addi %arg0, %c42_i32_0 : i32
      scf.yield %10 : i32
    } else {
      %10 = arith.muli %arg0, %c42_i32_0 : i32
      scf.yield %10 : i32
    }
    %c2_i32 = arith.constant 2 : i32
    %9 = arith.andi %c7_i32, %c2_i32 : i32
    return %9, %0#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subi %arg1, %arg1 : i32
    %1 = arith.subi %arg1, %arg1 : i32
    %2 = arith.subf %arg3, %arg3 : f32
    %3 = arith.cmpi slt, %1, %arg1 : i32
    %4 = scf.if %3 -> (i32) {
      %13 = arith.addi %arg0, %arg0 : i32
      scf.yield %13 : i32
    } else {
      %13 = arith.muli %arg0, %arg0 : i32
      scf.yield %13 : i32
    }
    %5 = arith.subf %arg3, %arg3 : f32
    %c7_i32 = arith.constant 7 : i32
    %c0_i32 = arith.constant 0 : i32
    %6:2 = call @f3(%4, %4, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.cmpi sgt, %arg0, %arg0 : i32
    %8 = arith.select %7, %0, %4 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %9 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %13 = arith.index_cast %arg4 : index to i32
      %14 = arith.muli %8, %c0_i32 : i32
      %15 = arith.addi %arg5, %13 : i32
      %16 = arith.xori %15, %14 : i32
      scf.yield %16 : i32
    }
    %10:2 = call @f2(%1, %6#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = arith.addi %9, %6#0 : i32
    %12:2 = call @f1(%9, %arg0, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    return %12#0, %12#1 : i32, f32
  }
  module @m0 {
    func.func @m0_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c1 = arith.constant 1 : index
      %0 = arith.addi %arg2, %c1 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = arith.subf %arg3, %arg3 : f32
      %3 = arith.cmpi ule, %1, %arg1 : i32
      %4 = arith.select %3, %arg0, %1 : i32
      %5 = arith.mulf %2, %2 : f32
      %c42_i32 = arith.constant 42 : i32
      %6 = arith.addi %arg0, %arg0 : i32
      %7 = arith.cmpi slt, %1, %4 : i32
      %8 = scf.if %7 -> (i32) {
        %15 = arith.addi %arg0, %4 : i32
        scf.yield %15 : i32
      } else {
        %15 = arith.muli %arg0, %4 : i32
        scf.yield %15 : i32
      }
      %9 = arith.addi %6, %arg0 : i32
      %10 = arith.cmpi ne, %4, %6 : i32
      %11 = arith.select %10, %1, %8 : i32
      %12 = arith.addi %arg0, %6 : i32
      %13 = arith.xori %4, %arg1 : i32
      %14 = arith.xori %4, %arg1 : i32
      %c1_i32 = arith.constant 1 : i32
      return %c1_i32, %5 : i32, f32
    }
    func.func @m0_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c1 = arith.constant 1 : index
      %0 = arith.addi %arg2, %c1 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = arith.cmpi slt, %arg1, %arg1 : i32
      %3 = scf.if %2 -> (i32) {
        %13 = arith.addi %1, %arg0 : i32
        scf.yield %13 : i32
      } else {
        %13 = arith.muli %1, %arg0 : i32
        scf.yield %13 : i32
      }
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1_0 = arith.constant 1 : index
      %4 = scf.for %arg4 = %c0 to %c16 step %c1_0 iter_args(%arg5 = %3) -> (i32) {
        %13 = arith.index_cast %arg4 : index to i32
        %14 = arith.muli %arg0, %3 : i32
        %15 = arith.addi %arg5, %13 : i32
        %16 = arith.xori %15, %14 : i32
        scf.yield %16 : i32
      }
      %5 = arith.cmpi slt, %1, %3 : i32
      %6 = scf.if %5 -> (i32) {
        %13 = arith.addi %3, %1 : i32
        scf.yield %13 : i32
      } else {
        %13 = arith.muli %3, %1 : i32
        scf.yield %13 : i32
      }
      %c1_i32 = arith.constant 1 : i32
      %7 = arith.addi %c1_i32, %3 : i32
      %8 = arith.subf %arg3, %arg3 : f32
      %9 = arith.addi %arg0, %3 : i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32 = arith.constant 2 : i32
      %10 = arith.addi %arg0, %6 : i32
      %11 = arith.minsi %c1_i32, %c3_i32 : i32
      %12 = arith.minsi %c1_i32, %c3_i32 : i32
      return %12, %8 : i32, f32
    }
    func.func @m0_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = arith.cmpi slt, %arg1, %arg1 : i32
      %1 = scf.if %0 -> (i32) {
        %12 = arith.addi %arg0, %arg1 : i32
        scf.yield %12 : i32
      } else {
        %12 = arith.muli %arg0, %arg1 : i32
        scf.yield %12 : i32
      }
      %2 = arith.andi %1, %arg1 : i32
      %3 = arith.andi %1, %arg1 : i32
      %c0_i32 = arith.constant 0 : i32
      %4 = arith.maxsi %2, %3 : i32
      %5 = arith.maxsi %2, %3 : i32
      %6 = arith.addi %arg1, %5 : i32
      %7 = arith.addi %5, %arg1 : i32
      %8 = arith.addi %6, %6 : i32
      %c42_i32 = arith.constant 42 : i32
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %9 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %1) -> (i32) {
        %12 = arith.index_cast %arg4 : index to i32
        %13 = arith.muli %2, %c42_i32 : i32
        %14 = arith.addi %arg5, %12 : i32
        %15 = arith.xori %14, %13 : i32
        scf.yield %15 : i32
      }
      %c3_i32 = arith.constant 3 : i32
      %10 = arith.cmpi ule, %c3_i32, %2 : i32
      %11 = arith.select %10, %5, %5 : i32
      %c0_i32_0 = arith.constant 0 : i32
      return %c0_i32_0, %arg3 : i32, f32
    }
  }
  module @m1 {
    func.func @m1_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = arith.minsi %arg0, %arg0 : i32
      %1 = arith.minsi %arg0, %arg0 : i32
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %2 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
        %14 = arith.index_cast %arg4 : index to i32
        %15 = arith.muli %arg0, %0 : i32
        %16 = arith.addi %arg5, %14 : i32
        %17 = arith.xori %16, %15 : i32
        scf.yield %17 : i32
      }
      %c3_i32 = arith.constant 3 : i32
      %3 = arith.addi %c3_i32, %1 : i32
      %c42_i32 = arith.constant 42 : i32
      %4 = arith.minsi %arg1, %arg1 : i32
      %c7_i32 = arith.constant 7 : i32
      %5 = arith.cmpi ne, %c7_i32, %arg0 : i32
      %6 = arith.select %5, %arg0, %3 : i32
      %c4_0 = arith.constant 4 : index
      %7 = arith.addi %arg2, %c4_0 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.cmpi slt, %0, %c42_i32 : i32
      %10 = arith.select %9, %6, %c7_i32 : i32
      %11 = arith.cmpi ne, %0, %1 : i32
      %12 = arith.select %11, %c7_i32, %4 : i32
      %13 = arith.addi %8, %8 : i32
      return %13, %arg3 : i32, f32
    }
    func.func @m1_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %0 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
        %13 = arith.index_cast %arg4 : index to i32
        %14 = arith.muli %arg1, %arg0 : i32
        %15 = arith.addi %arg5, %13 : i32
        %16 = arith.xori %15, %14 : i32
        scf.yield %16 : i32
      }
      %1 = arith.maxsi %arg0, %arg1 : i32
      %2 = arith.maxsi %arg0, %arg1 : i32
      %3 = arith.cmpi slt, %arg0, %arg0 : i32
      %4 = scf.if %3 -> (i32) {
        %13 = arith.addi %1, %1 : i32
        scf.yield %13 : i32
      } else {
        %13 = arith.muli %1, %1 : i32
        scf.yield %13 : i32
      }
      %5 = arith.subi %0, %arg0 : i32
      %6 = arith.addf %arg3, %arg3 : f32
      %7 = arith.cmpi ule, %arg1, %1 : i32
      %8 = arith.select %7, %0, %arg1 : i32
      %9 = arith.addi %arg0, %5 : i32
      %10 = arith.subi %arg0, %4 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c42_i32 = arith.constant 42 : i32
      %11 = arith.cmpi slt, %0, %c2_i32 : i32
      %12 = scf.if %11 -> (i32) {
        %13 = arith.addi %10, %8 : i32
        scf.yield %13 : i32
      } else {
        %13 = arith.muli %10, %8 : i32
        scf.yield %13 : i32
      }
      return %12, %6 : i32, f32
    }
    func.func @m1_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = arith.addi %arg1, %arg0 : i32
      %1 = arith.subf %arg3, %arg3 : f32
      %c2 = arith.constant 2 : index
      %2 = arith.addi %arg2, %c2 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.addi %3, %arg0 : i32
      %c2_0 = arith.constant 2 : index
      %5 = arith.addi %arg2, %c2_0 : index
      %6 = arith.index_cast %5 : index to i32
      %c1_i32 = arith.constant 1 : i32
      %c7_i32 = arith.constant 7 : i32
      %7 = arith.minsi %4, %c1_i32 : i32
      %8 = arith.addf %1, %1 : f32
      %c2_i32 = arith.constant 2 : i32
      %9 = arith.addf %1, %arg3 : f32
      %10 = arith.cmpi sgt, %7, %arg1 : i32
      %11 = arith.select %10, %c7_i32, %c2_i32 : i32
      return %11, %9 : i32, f32
    }
  }
}


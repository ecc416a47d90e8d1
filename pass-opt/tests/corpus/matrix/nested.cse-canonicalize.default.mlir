module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg1, %arg0 : i32
    %1 = arith.addi %arg1, %arg0 : i32
    %2 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %6 = arith.index_cast %arg4 : index to i32
      %7 = arith.muli %1, %arg0 : i32
      %8 = arith.addi %arg5, %6 : i32
      %9 = arith.xori %8, %7 : i32
      scf.yield %9 : i32
    }
    %3 = arith.cmpi eq, %1, %0 : i32
    %4 = arith.select %3, %c0_i32, %2 : i32
    %5 = arith.minsi %0, %4 : i32
    return %5, %arg3 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %0:2 = call @f0(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.minsi %0#0, %c3_i32 : i32
    %2:2 = call @f0(%arg0, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %c2_i32, %2#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c7_i32 = arith.constant 7 : i32
    %c2_i32 = arith.constant 2 : i32
    %0:2 = call @f0(%arg1, %c2_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f1(%arg1, %c7_i32, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %2 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %c2_i32) -> (i32) {
      %8 = arith.index_cast %arg4 : index to i32
      %9 = arith.muli %arg1, %c7_i32 : i32
      %10 = arith.addi %arg5, %8 : i32
      %11 = arith.xori %10, %9 : i32
      scf.yield %11 : i32
    }
    %3 = arith.cmpi sgt, %1#0, %c2_i32 : i32
    %4 = scf.if %3 -> (i32) {
      %8 = arith.addi %0#0, %c2_i32 : i32
      scf.yield %8 : i32
    } else {
      %8 = arith.muli %0#0, %c2_i32 : i32
      scf.yield %8 : i32
    }
    %5 = arith.addf %arg3, %1#1 : f32
    %6:2 = call @f1(%0#0, %2, %arg2, %5) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.ori %4, %1#0 : i32
    return %7, %6#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.ori %arg1, %c2_i32 : i32
    %2 = arith.mulf %arg3, %0 : f32
    %3:2 = call @f2(%1, %c1_i32, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    return %c7_i32, %3#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0:2 = call @f0(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %c2_i32, %0#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.cmpi sgt, %arg1, %c0_i32 : i32
    %2 = scf.if %1 -> (i32) {
      %7 = arith.addi %arg0, %arg0 : i32
      scf.yield %7 : i32
    } else {
      %7 = arith.muli %arg0, %arg0 : i32
      scf.yield %7 : i32
    }
    %3:2 = call @f3(%2, %2, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %7 = arith.index_cast %arg4 : index to i32
      %8 = arith.addi %arg5, %7 : i32
      scf.yield %8 : i32
    }
    %5:2 = call @f2(%c0_i32, %3#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f1(%4, %arg0, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    return %6#0, %6#1 : i32, f32
  }
  func.func private @unused0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c8_i32 = arith.constant 8 : i32
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg2, %c1 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.addi %1, %c1_i32 : i32
    %3 = arith.addi %2, %1 : i32
    %4 = arith.mulf %arg3, %arg3 : f32
    %5 = arith.cmpi ne, %3, %c1_i32 : i32
    %6 = arith.select %5, %1, %c8_i32 : i32
    return %6, %4 : i32, f32
  }
  func.func private @unused1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c5 = arith.constant 5 : index
    %0 = arith.addi %arg2, %c5 : index
    %1 = arith.index_cast %0 : index to i32
    return %1, %arg3 : i32, f32
  }
  func.func private @unused2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32, %arg3 : i32, f32
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


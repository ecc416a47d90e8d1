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
    return %c2_i32, %arg3 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c2_i32 = arith.constant 2 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg1, %c2_i32 : i32
    %1 = arith.addi %arg1, %c2_i32 : i32
    %2 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %9 = arith.index_cast %arg4 : index to i32
      %10 = arith.muli %1, %arg1 : i32
      %11 = arith.addi %arg5, %9 : i32
      %12 = arith.xori %11, %10 : i32
      scf.yield %12 : i32
    }
    %3 = arith.cmpi eq, %1, %0 : i32
    %4 = arith.select %3, %c0_i32, %2 : i32
    %5 = arith.minsi %0, %4 : i32
    %6 = arith.muli %5, %c2_i32 : i32
    %7 = arith.addf %arg3, %arg3 : f32
    %8 = arith.ori %6, %c2_i32 : i32
    return %8, %7 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.mulf %arg3, %0 : f32
    %2 = arith.addf %1, %1 : f32
    return %c7_i32, %2 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    return %c2_i32, %arg3 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.subf %arg3, %arg3 : f32
    return %c2_i32, %0 : i32, f32
  }
  module @m0 {
    func.func @m0_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c1_i32 = arith.constant 1 : i32
      %0 = arith.subf %arg3, %arg3 : f32
      %1 = arith.mulf %0, %0 : f32
      return %c1_i32, %1 : i32, f32
    }
    func.func @m0_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c1_i32 = arith.constant 1 : i32
      %0 = arith.subf %arg3, %arg3 : f32
      return %c1_i32, %0 : i32, f32
    }
    func.func @m0_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c0_i32 = arith.constant 0 : i32
      return %c0_i32, %arg3 : i32, f32
    }
  }
  module @m1 {
    func.func @m1_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c4 = arith.constant 4 : index
      %0 = arith.addi %arg2, %c4 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = arith.addi %1, %1 : i32
      return %2, %arg3 : i32, f32
    }
    func.func @m1_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c2_i32 = arith.constant 2 : i32
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %0 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
        %9 = arith.index_cast %arg4 : index to i32
        %10 = arith.muli %arg1, %arg0 : i32
        %11 = arith.addi %arg5, %9 : i32
        %12 = arith.xori %11, %10 : i32
        scf.yield %12 : i32
      }
      %1 = arith.maxsi %arg0, %arg1 : i32
      %2 = arith.muli %1, %1 : i32
      %3 = arith.addf %arg3, %arg3 : f32
      %4 = arith.cmpi ule, %arg1, %1 : i32
      %5 = arith.select %4, %0, %arg1 : i32
      %6 = arith.subi %arg0, %2 : i32
      %7 = arith.cmpi slt, %0, %c2_i32 : i32
      %8 = scf.if %7 -> (i32) {
        %9 = arith.addi %6, %5 : i32
        scf.yield %9 : i32
      } else {
        %9 = arith.muli %6, %5 : i32
        scf.yield %9 : i32
      }
      return %8, %3 : i32, f32
    }
    func.func @m1_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c2_i32 = arith.constant 2 : i32
      %c7_i32 = arith.constant 7 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2 = arith.constant 2 : index
      %0 = arith.subf %arg3, %arg3 : f32
      %1 = arith.addi %arg2, %c2 : index
      %2 = arith.index_cast %1 : index to i32
      %3 = arith.addi %2, %arg0 : i32
      %4 = arith.minsi %3, %c1_i32 : i32
      %5 = arith.addf %0, %arg3 : f32
      %6 = arith.cmpi sgt, %4, %arg1 : i32
      %7 = arith.select %6, %c7_i32, %c2_i32 : i32
      return %7, %5 : i32, f32
    }
  }
}


module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %0, %0 : f32
    return %c42_i32, %1 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c7_i32 = arith.constant 7 : i32
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.ori %arg1, %arg0 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    %2 = scf.if %1 -> (i32) {
      %10 = arith.addi %arg1, %arg0 : i32
      scf.yield %10 : i32
    } else {
      %10 = arith.muli %arg1, %arg0 : i32
      scf.yield %10 : i32
    }
    %3 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %10 = arith.index_cast %arg4 : index to i32
      %11 = arith.muli %2, %arg1 : i32
      %12 = arith.addi %arg5, %10 : i32
      %13 = arith.xori %12, %11 : i32
      scf.yield %13 : i32
    }
    %4 = arith.andi %3, %c3_i32 : i32
    %5:2 = call @f0(%arg0, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.xori %2, %3 : i32
    %7:2 = call @f0(%2, %5#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %8 = arith.cmpi slt, %4, %c7_i32 : i32
    %9 = arith.select %8, %0, %6 : i32
    return %9, %7#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %arg2, %c2 : index
    %1 = arith.index_cast %0 : index to i32
    %2:2 = call @f0(%arg1, %arg1, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.subi %arg1, %1 : i32
    %4:2 = call @f1(%1, %3, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5:2 = call @f1(%arg0, %c0_i32, %0, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %5#0, %5#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %0 = arith.addi %arg2, %c2 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.addi %arg2, %c4 : index
    %3 = arith.index_cast %2 : index to i32
    %4:2 = call @f2(%1, %3, %2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.muli %4#0, %c42_i32 : i32
    %6 = arith.muli %5, %arg0 : i32
    %7 = arith.addi %1, %6 : i32
    return %7, %4#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c5 = arith.constant 5 : index
    %c0_i32 = arith.constant 0 : i32
    %0:2 = call @f1(%arg1, %c0_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.addi %arg2, %c5 : index
    %2 = arith.index_cast %1 : index to i32
    return %2, %0#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %11 = arith.index_cast %arg4 : index to i32
      %12 = arith.muli %arg1, %arg0 : i32
      %13 = arith.addi %arg5, %11 : i32
      %14 = arith.xori %13, %12 : i32
      scf.yield %14 : i32
    }
    %1:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f4(%0, %0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.addf %1#1, %1#1 : f32
    %4 = arith.addi %arg2, %c2 : index
    %5 = arith.index_cast %4 : index to i32
    %6:2 = call @f1(%5, %5, %arg2, %3) : (i32, i32, index, f32) -> (i32, f32)
    %7 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %2#0) -> (i32) {
      %11 = arith.index_cast %arg4 : index to i32
      %12 = arith.muli %0, %6#0 : i32
      %13 = arith.addi %arg5, %11 : i32
      %14 = arith.xori %13, %12 : i32
      scf.yield %14 : i32
    }
    %8:2 = call @f4(%6#0, %6#0, %4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.subf %3, %1#1 : f32
    %10 = arith.muli %7, %arg0 : i32
    return %10, %9 : i32, f32
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
    %1:2 = call @f3(%c7_i32, %c0_i32, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.cmpi slt, %1#0, %c1_i32 : i32
    %4 = arith.select %3, %2#0, %arg1 : i32
    %5 = arith.addi %arg2, %c4 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.cmpi sgt, %arg0, %arg1 : i32
    %8 = arith.select %7, %arg1, %4 : i32
    %9:2 = call @f4(%8, %c1_i32, %5, %0) : (i32, i32, index, f32) -> (i32, f32)
    %10 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %6) -> (i32) {
      %11 = arith.index_cast %arg4 : index to i32
      %12 = arith.addi %arg5, %11 : i32
      scf.yield %12 : i32
    }
    return %10, %9#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %0#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.subf %1#1, %2#1 : f32
    %4 = arith.xori %arg0, %arg1 : i32
    return %4, %3 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.subi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    %2:2 = call @f4(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f5(%c2_i32, %0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.subi %arg1, %2#0 : i32
    %5:2 = call @f0(%0, %1, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f6(%4, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %6#0, %6#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %0 = arith.subf %arg3, %arg3 : f32
    %1:2 = call @f3(%arg1, %arg1, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.subf %arg3, %0 : f32
    %3:2 = call @f7(%arg1, %1#0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.ori %3#0, %1#0 : i32
    %5 = arith.addi %arg2, %c4 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.maxsi %arg0, %1#0 : i32
    %8:2 = call @f2(%3#0, %6, %5, %2) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.andi %arg0, %c42_i32 : i32
    %10 = arith.cmpi eq, %8#0, %6 : i32
    %11 = arith.select %10, %7, %arg1 : i32
    %12 = arith.addi %arg0, %c42_i32 : i32
    %13 = arith.subi %11, %12 : i32
    %14 = arith.cmpi sgt, %9, %13 : i32
    %15 = arith.select %14, %4, %8#0 : i32
    return %15, %8#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %0 = arith.addi %arg2, %c4 : index
    %1 = arith.index_cast %0 : index to i32
    %2:2 = call @f2(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.addi %1, %arg0 : i32
    %4 = arith.addf %arg3, %arg3 : f32
    %5 = arith.mulf %arg3, %2#1 : f32
    %6:2 = call @f7(%1, %3, %c4, %5) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.subf %5, %4 : f32
    return %arg1, %7 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
      %5 = arith.index_cast %arg4 : index to i32
      %6 = arith.muli %arg1, %arg0 : i32
      %7 = arith.addi %arg5, %5 : i32
      %8 = arith.xori %7, %6 : i32
      scf.yield %8 : i32
    }
    %1:2 = call @f4(%0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.subi %arg1, %0 : i32
    %3:2 = call @f7(%1#0, %2, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.subf %arg3, %3#1 : f32
    return %c2_i32, %4 : i32, f32
  }
}


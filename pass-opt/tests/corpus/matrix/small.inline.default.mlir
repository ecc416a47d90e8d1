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
    %5 = arith.xori %2, %3 : i32
    %6 = arith.subf %arg3, %arg3 : f32
    %7 = arith.subf %6, %6 : f32
    %8 = arith.cmpi slt, %4, %c7_i32 : i32
    %9 = arith.select %8, %0, %5 : i32
    return %9, %7 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c3_i32 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c7_i32 = arith.constant 7 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
    %1 = arith.select %0, %arg0, %c0_i32 : i32
    %2 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %9 = arith.index_cast %arg4 : index to i32
      %10 = arith.addi %arg5, %9 : i32
      scf.yield %10 : i32
    }
    %3 = arith.andi %2, %c3_i32 : i32
    %4 = arith.xori %1, %2 : i32
    %5 = arith.subf %arg3, %arg3 : f32
    %6 = arith.subf %5, %5 : f32
    %7 = arith.cmpi slt, %3, %c7_i32 : i32
    %8 = arith.select %7, %arg0, %4 : i32
    return %8, %6 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c3_i32 = arith.constant 3 : i32
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %0 = arith.addi %arg2, %c2 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.cmpi slt, %1, %c0_i32 : i32
    %3 = arith.select %2, %1, %c0_i32 : i32
    %4 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %14 = arith.index_cast %arg4 : index to i32
      %15 = arith.addi %arg5, %14 : i32
      scf.yield %15 : i32
    }
    %5 = arith.andi %4, %c3_i32 : i32
    %6 = arith.xori %3, %4 : i32
    %7 = arith.subf %arg3, %arg3 : f32
    %8 = arith.subf %7, %7 : f32
    %9 = arith.cmpi slt, %5, %c7_i32 : i32
    %10 = arith.select %9, %1, %6 : i32
    %11 = arith.muli %10, %c42_i32 : i32
    %12 = arith.muli %11, %arg0 : i32
    %13 = arith.addi %1, %12 : i32
    return %13, %8 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c5 = arith.constant 5 : index
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %0, %0 : f32
    %2 = arith.addi %arg2, %c5 : index
    %3 = arith.index_cast %2 : index to i32
    return %3, %1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c3_i32 = arith.constant 3 : i32
    %c7_i32 = arith.constant 7 : i32
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %arg1, %arg0 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %1 = arith.subf %arg3, %arg3 : f32
    %2 = arith.subf %1, %1 : f32
    %3 = arith.addi %arg2, %c5 : index
    %4 = arith.index_cast %3 : index to i32
    %5 = arith.addf %2, %2 : f32
    %6 = arith.addi %arg2, %c2 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.muli %7, %7 : i32
    %9 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %8, %7 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %10 = arith.andi %9, %c3_i32 : i32
    %11 = arith.xori %8, %9 : i32
    %12 = arith.cmpi slt, %10, %c7_i32 : i32
    %13 = arith.select %12, %7, %11 : i32
    %14 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %4) -> (i32) {
      %17 = arith.index_cast %arg4 : index to i32
      %18 = arith.muli %0, %13 : i32
      %19 = arith.addi %arg5, %17 : i32
      %20 = arith.xori %19, %18 : i32
      scf.yield %20 : i32
    }
    %15 = arith.subf %5, %2 : f32
    %16 = arith.muli %14, %arg0 : i32
    return %16, %15 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = arith.mulf %arg3, %arg3 : f32
    %1 = arith.addi %arg2, %c4 : index
    %2 = arith.index_cast %1 : index to i32
    %3 = arith.subf %0, %0 : f32
    %4 = arith.subf %3, %3 : f32
    %5 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %2) -> (i32) {
      %6 = arith.index_cast %arg4 : index to i32
      %7 = arith.addi %arg5, %6 : i32
      scf.yield %7 : i32
    }
    return %5, %4 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %0, %0 : f32
    %2 = arith.subf %arg3, %arg3 : f32
    %3 = arith.subf %2, %2 : f32
    %4 = arith.subf %1, %3 : f32
    %5 = arith.xori %arg0, %arg1 : i32
    return %5, %4 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = arith.mulf %arg3, %arg3 : f32
    %1 = arith.addi %arg2, %c4 : index
    %2 = arith.index_cast %1 : index to i32
    %3 = arith.subf %0, %0 : f32
    %4 = arith.subf %3, %3 : f32
    %5 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %2) -> (i32) {
      %6 = arith.index_cast %arg4 : index to i32
      %7 = arith.addi %arg5, %6 : i32
      scf.yield %7 : i32
    }
    return %5, %4 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2 = arith.constant 2 : index
    %c3_i32 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7_i32 = arith.constant 7 : i32
    %c0_i32 = arith.constant 0 : i32
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3 = arith.cmpi slt, %2, %c0_i32 : i32
    %4 = arith.select %3, %2, %c0_i32 : i32
    %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %35 = arith.index_cast %arg4 : index to i32
      %36 = arith.addi %arg5, %35 : i32
      scf.yield %36 : i32
    }
    %6 = arith.andi %5, %c3_i32 : i32
    %7 = arith.xori %4, %5 : i32
    %8 = arith.cmpi slt, %6, %c7_i32 : i32
    %9 = arith.select %8, %2, %7 : i32
    %10 = arith.muli %9, %c42_i32 : i32
    %11 = arith.muli %10, %arg1 : i32
    %12 = arith.addi %2, %11 : i32
    %13 = arith.subf %arg3, %0 : f32
    %14 = arith.xori %arg1, %12 : i32
    %15 = arith.ori %14, %12 : i32
    %16 = arith.addi %arg2, %c4 : index
    %17 = arith.index_cast %16 : index to i32
    %18 = arith.maxsi %arg0, %12 : i32
    %19 = arith.cmpi slt, %14, %c0_i32 : i32
    %20 = arith.select %19, %14, %c0_i32 : i32
    %21 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %c3_i32) -> (i32) {
      %35 = arith.index_cast %arg4 : index to i32
      %36 = arith.addi %arg5, %35 : i32
      scf.yield %36 : i32
    }
    %22 = arith.andi %21, %c3_i32 : i32
    %23 = arith.xori %20, %21 : i32
    %24 = arith.subf %13, %13 : f32
    %25 = arith.subf %24, %24 : f32
    %26 = arith.cmpi slt, %22, %c7_i32 : i32
    %27 = arith.select %26, %14, %23 : i32
    %28 = arith.andi %arg0, %c42_i32 : i32
    %29 = arith.cmpi eq, %27, %17 : i32
    %30 = arith.select %29, %18, %arg1 : i32
    %31 = arith.addi %arg0, %c42_i32 : i32
    %32 = arith.subi %30, %31 : i32
    %33 = arith.cmpi sgt, %28, %32 : i32
    %34 = arith.select %33, %15, %27 : i32
    return %34, %25 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %0, %0 : f32
    %2 = arith.addf %arg3, %arg3 : f32
    %3 = arith.mulf %arg3, %1 : f32
    %4 = arith.subf %3, %2 : f32
    return %arg1, %4 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %0, %0 : f32
    %2 = arith.subf %1, %1 : f32
    %3 = arith.subf %2, %2 : f32
    %4 = arith.subf %1, %1 : f32
    %5 = arith.subf %4, %4 : f32
    %6 = arith.subf %3, %5 : f32
    %7 = arith.subf %arg3, %6 : f32
    return %c2_i32, %7 : i32, f32
  }
}


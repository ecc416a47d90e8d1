module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.xori %arg1, %arg1 : i32
    %2 = arith.cmpi ne, %arg1, %arg1 : i32
    %3 = arith.select %2, %arg0, %arg1 : i32
    %c42_i32 = arith.constant 42 : i32
    %4 = arith.addi %c42_i32, %3 : i32
    %5 = arith.addi %arg0, %arg0 : i32
    %6 = arith.addi %3, %arg1 : i32
    %7 = arith.addi %4, %5 : i32
    %c3_i32 = arith.constant 3 : i32
    %8 = arith.addi %6, %c42_i32 : i32
    %9 = arith.addi %6, %1 : i32
    %c4 = arith.constant 4 : index
    %10 = arith.addi %arg2, %c4 : index
    %11 = arith.index_cast %10 : index to i32
    %12 = arith.cmpi eq, %4, %6 : i32
    %13 = arith.addi %9, %7 : i32
    %14 = arith.addf %0, %0 : f32
    %15 = arith.maxsi %arg1, %9 : i32
    return %15, %14 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %0 = arith.addi %arg2, %c4 : index
    %1 = arith.index_cast %0 : index to i32
    %c42_i32 = arith.constant 42 : i32
    %2 = arith.maxsi %1, %c42_i32 : i32
    %3 = arith.cmpi eq, %2, %c42_i32 : i32
    %4 = arith.select %3, %1, %arg1 : i32
    %5 = arith.minsi %c42_i32, %4 : i32
    %6 = arith.andi %2, %arg0 : i32
    %7:2 = call @f0(%1, %c42_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %8:2 = call @f0(%c2_i32, %arg1, %arg2, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.mulf %7#1, %7#1 : f32
    %10 = arith.cmpi sgt, %8#0, %1 : i32
    %11 = arith.select %10, %6, %2 : i32
    %c1 = arith.constant 1 : index
    %12 = arith.addi %c4, %c1 : index
    %13 = arith.index_cast %12 : index to i32
    %c2 = arith.constant 2 : index
    %14 = arith.addi %arg2, %c2 : index
    %15 = arith.index_cast %14 : index to i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %9 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.maxsi %arg1, %arg0 : i32
    %3 = arith.xori %arg1, %arg0 : i32
    %4 = arith.subi %3, %3 : i32
    %5 = arith.subi %arg0, %3 : i32
    %6:2 = call @f0(%1#0, %arg0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %7:2 = call @f1(%0#0, %5, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %8 = arith.addi %arg2, %c4 : index
    %9 = arith.index_cast %8 : index to i32
    %10 = arith.addf %0#1, %6#1 : f32
    %11 = arith.addi %3, %7#0 : i32
    %12:2 = call @f0(%5, %11, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f1(%9, %6#0, %c4, %10) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %14 = arith.cmpi ule, %7#0, %9 : i32
    %15 = arith.select %14, %9, %c2_i32 : i32
    %16 = arith.cmpi slt, %9, %7#0 : i32
    %17:2 = call @f0(%3, %4, %c4, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %18:2 = call @f0(%15, %17#0, %c4, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %19:2 = call @f1(%4, %18#0, %arg2, %13#1) : (i32, i32, index, f32) -> (i32, f32)
    return %19#0, %19#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.addi %arg0, %arg0 : i32
    %1:2 = call @f1(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c1 = arith.constant 1 : index
    %2 = arith.addi %arg2, %c1 : index
    %3 = arith.index_cast %2 : index to i32
    %4 = arith.cmpi ule, %arg1, %0 : i32
    %5 = arith.select %4, %arg0, %1#0 : i32
    %c1_i32 = arith.constant 1 : i32
    %6:2 = call @f2(%c1_i32, %1#0, %c1, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.cmpi sgt, %5, %6#0 : i32
    %8 = arith.select %7, %arg0, %1#0 : i32
    %9 = arith.mulf %6#1, %arg3 : f32
    %10:2 = call @f2(%5, %6#0, %c1, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f0(%3, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.addi %arg0, %0 : i32
    %13 = arith.cmpi ule, %8, %12 : i32
    %14 = arith.select %13, %10#0, %c1_i32 : i32
    %15:2 = call @f0(%c1_i32, %14, %2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %c7_i32 = arith.constant 7 : i32
    %16 = arith.addi %10#0, %1#0 : i32
    %17:2 = call @f2(%1#0, %6#0, %arg2, %9) : (i32, i32, index, f32) -> (i32, f32)
    %18 = arith.minsi %12, %c1_i32 : i32
    %19:2 = call @f1(%16, %11#0, %c1, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %20:2 = call @f1(%c1_i32, %12, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    return %20#0, %20#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f3(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.ori %arg1, %arg1 : i32
    %2:2 = call @f3(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f2(%2#0, %0#0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.maxsi %arg0, %2#0 : i32
    %c3_i32 = arith.constant 3 : i32
    %5:2 = call @f2(%0#0, %c3_i32, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %c42_i32 = arith.constant 42 : i32
    %6 = arith.andi %2#0, %arg1 : i32
    %c2 = arith.constant 2 : index
    %7 = arith.addi %arg2, %c2 : index
    %8 = arith.index_cast %7 : index to i32
    %9 = arith.mulf %2#1, %5#1 : f32
    %10:2 = call @f1(%1, %c42_i32, %7, %9) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f3(%6, %2#0, %c2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.cmpi ule, %4, %c42_i32 : i32
    %13 = arith.maxsi %arg1, %2#0 : i32
    %14 = arith.subf %0#1, %3#1 : f32
    %15 = arith.ori %13, %8 : i32
    return %15, %14 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    %0:2 = call @f4(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.mulf %arg3, %0#1 : f32
    %c1 = arith.constant 1 : index
    %2 = arith.addi %arg2, %c1 : index
    %3 = arith.index_cast %2 : index to i32
    %4 = arith.addi %0#0, %0#0 : i32
    %5 = arith.muli %3, %3 : i32
    %6:2 = call @f4(%0#0, %3, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.subi %arg0, %4 : i32
    %8 = arith.subf %1, %1 : f32
    %9 = arith.maxsi %3, %7 : i32
    %10 = arith.subf %arg3, %1 : f32
    %11 = arith.cmpi slt, %3, %4 : i32
    %12 = arith.select %11, %arg1, %arg1 : i32
    %13:2 = call @f0(%c1_i32, %arg1, %2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f2(%0#0, %5, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %15:2 = call @f0(%3, %5, %c1, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %16:2 = call @f2(%13#0, %9, %arg2, %15#1) : (i32, i32, index, f32) -> (i32, f32)
    %17:2 = call @f2(%16#0, %12, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %17#0, %17#1 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %1 = arith.addi %arg2, %c4 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f5(%0#0, %0#0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.xori %0#0, %0#0 : i32
    %5:2 = call @f2(%4, %4, %c4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f4(%arg1, %arg1, %1, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.cmpi sgt, %6#0, %4 : i32
    %8 = arith.select %7, %4, %2 : i32
    %9:2 = call @f5(%0#0, %8, %1, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.subf %5#1, %0#1 : f32
    %11:2 = call @f5(%0#0, %9#0, %1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %c42_i32 = arith.constant 42 : i32
    %12:2 = call @f3(%3#0, %4, %arg2, %10) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.addi %1, %c4 : index
    %c1 = arith.constant 1 : index
    %14 = arith.addi %c4, %c1 : index
    %15:2 = call @f1(%6#0, %c42_i32, %14, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %16 = arith.ori %6#0, %0#0 : i32
    return %16, %15#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %c2 = arith.constant 2 : index
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f5(%arg1, %2, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.cmpi eq, %arg0, %arg0 : i32
    %5 = arith.select %4, %arg1, %3#0 : i32
    %6 = arith.andi %arg0, %3#0 : i32
    %7 = arith.cmpi ule, %arg0, %5 : i32
    %8 = arith.select %7, %arg1, %2 : i32
    %c1_i32 = arith.constant 1 : i32
    %9:2 = call @f0(%6, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f2(%5, %5, %1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %c42_i32 = arith.constant 42 : i32
    %11 = arith.addi %1, %c2 : index
    %12 = arith.index_cast %11 : index to i32
    %13:2 = call @f0(%c42_i32, %8, %c2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f2(%arg1, %arg1, %1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %c3_i32 = arith.constant 3 : i32
    %15:2 = call @f5(%c3_i32, %12, %c2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %c1 = arith.constant 1 : index
    %16 = arith.addi %c2, %c1 : index
    %17:2 = call @f1(%5, %2, %c2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    return %17#0, %17#1 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.muli %c2_i32, %0#0 : i32
    %2:2 = call @f0(%0#0, %c2_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f2(%arg0, %1, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.maxsi %3#0, %arg1 : i32
    %5 = arith.minsi %c2_i32, %c2_i32 : i32
    %6:2 = call @f5(%1, %arg1, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.muli %6#0, %arg0 : i32
    %8:2 = call @f5(%arg0, %3#0, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %9:2 = call @f7(%2#0, %7, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f0(%1, %7, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    return %10#0, %10#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f7(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f8(%arg1, %0#0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %arg1, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.ori %1#0, %0#0 : i32
    %4 = arith.cmpi eq, %2#0, %2#0 : i32
    %5 = arith.select %4, %2#0, %arg0 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.minsi %arg0, %5 : i32
    %7:2 = call @f1(%0#0, %3, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f2(%2#0, %7#0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %9 = arith.addi %arg2, %c4 : index
    %10 = arith.index_cast %9 : index to i32
    %c3_i32 = arith.constant 3 : i32
    %11 = arith.andi %2#0, %c1_i32 : i32
    %12 = arith.cmpi sgt, %11, %11 : i32
    %13:2 = call @f5(%6, %5, %c4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %13#0, %13#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %0 = arith.minsi %arg0, %c42_i32 : i32
    %1 = arith.cmpi eq, %arg1, %c42_i32 : i32
    %2 = arith.select %1, %0, %arg1 : i32
    %3 = arith.addi %arg0, %0 : i32
    %4:2 = call @f8(%arg1, %3, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.mulf %4#1, %arg3 : f32
    %c1_i32 = arith.constant 1 : i32
    %6:2 = call @f8(%arg1, %2, %arg2, %5) : (i32, i32, index, f32) -> (i32, f32)
    %c1 = arith.constant 1 : index
    %7 = arith.addi %arg2, %c1 : index
    %8 = arith.index_cast %7 : index to i32
    %9 = arith.subi %c1_i32, %0 : i32
    %10 = arith.maxsi %c42_i32, %c1_i32 : i32
    %11:2 = call @f5(%2, %2, %c1, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.subi %c2_i32, %2 : i32
    %13:2 = call @f5(%12, %4#0, %arg2, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %14 = arith.addi %7, %c4 : index
    %15 = arith.index_cast %14 : index to i32
    %16:2 = call @f3(%10, %10, %14, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %17:2 = call @f8(%8, %9, %c1, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %18:2 = call @f7(%15, %12, %arg2, %17#1) : (i32, i32, index, f32) -> (i32, f32)
    return %18#0, %18#1 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f7(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.xori %arg0, %arg0 : i32
    %c2 = arith.constant 2 : index
    %2 = arith.addi %arg2, %c2 : index
    %3 = arith.index_cast %2 : index to i32
    %4 = arith.mulf %arg3, %arg3 : f32
    %5:2 = call @f7(%3, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f9(%5#0, %1, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.maxsi %1, %0#0 : i32
    %8 = arith.andi %arg1, %5#0 : i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.addi %8, %0#0 : i32
    %10:2 = call @f9(%1, %1, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %11 = arith.subf %6#1, %10#1 : f32
    %12 = arith.cmpi slt, %c0_i32, %9 : i32
    %c42_i32 = arith.constant 42 : i32
    %13 = arith.xori %9, %arg0 : i32
    %14 = arith.cmpi eq, %arg0, %3 : i32
    %15 = arith.select %14, %arg1, %0#0 : i32
    %16 = arith.subf %0#1, %6#1 : f32
    %17 = arith.cmpi eq, %arg1, %15 : i32
    %18 = arith.select %17, %7, %8 : i32
    %19 = arith.cmpi ule, %arg0, %8 : i32
    %20 = arith.select %19, %arg0, %c42_i32 : i32
    %21:2 = call @f9(%13, %15, %arg2, %16) : (i32, i32, index, f32) -> (i32, f32)
    %22:2 = call @f9(%18, %8, %c2, %4) : (i32, i32, index, f32) -> (i32, f32)
    %23:2 = call @f10(%20, %22#0, %c2, %11) : (i32, i32, index, f32) -> (i32, f32)
    return %23#0, %23#1 : i32, f32
  }
  func.func @f12(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.mulf %arg3, %arg3 : f32
    %1 = arith.subf %arg3, %arg3 : f32
    %2 = arith.andi %arg0, %arg1 : i32
    %3 = arith.ori %arg0, %arg0 : i32
    %4:2 = call @f5(%arg1, %2, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %5:2 = call @f8(%arg0, %4#0, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f11(%c2_i32, %c2_i32, %arg2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %c2 = arith.constant 2 : index
    %7 = arith.addi %arg2, %c2 : index
    %8 = arith.index_cast %7 : index to i32
    %9:2 = call @f9(%5#0, %arg0, %c2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.cmpi ule, %5#0, %8 : i32
    %11 = arith.select %10, %4#0, %9#0 : i32
    %c4 = arith.constant 4 : index
    %12 = arith.addi %c2, %c4 : index
    %13 = arith.ori %c2_i32, %c2_i32 : i32
    %14 = arith.andi %8, %c2_i32 : i32
    %15 = arith.muli %5#0, %13 : i32
    %16 = arith.cmpi eq, %8, %2 : i32
    %17 = arith.select %16, %15, %3 : i32
    %18:2 = call @f5(%arg0, %11, %c4, %9#1) : (i32, i32, index, f32) -> (i32, f32)
    %19 = arith.cmpi eq, %2, %17 : i32
    %20:2 = call @f9(%5#0, %11, %12, %0) : (i32, i32, index, f32) -> (i32, f32)
    %21:2 = call @f6(%15, %c2_i32, %c4, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %22 = arith.mulf %6#1, %1 : f32
    %23 = arith.addi %2, %9#0 : i32
    return %23, %22 : i32, f32
  }
  func.func @f13(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.muli %arg1, %arg1 : i32
    %1 = arith.addi %arg0, %arg1 : i32
    %2:2 = call @f9(%1, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.cmpi slt, %arg1, %1 : i32
    %4 = arith.select %3, %arg1, %0 : i32
    %c42_i32 = arith.constant 42 : i32
    %5 = arith.addf %arg3, %arg3 : f32
    %c7_i32 = arith.constant 7 : i32
    %6 = arith.subf %2#1, %2#1 : f32
    %7 = arith.mulf %2#1, %5 : f32
    %8 = arith.muli %1, %c7_i32 : i32
    %9 = arith.mulf %5, %6 : f32
    %c1 = arith.constant 1 : index
    %10 = arith.addi %arg2, %c1 : index
    %c4 = arith.constant 4 : index
    %11 = arith.addi %arg2, %c4 : index
    %12 = arith.cmpi slt, %8, %1 : i32
    %13 = arith.select %12, %1, %1 : i32
    %14 = arith.addf %9, %2#1 : f32
    %15 = arith.addf %9, %9 : f32
    %16:2 = call @f11(%8, %1, %c1, %15) : (i32, i32, index, f32) -> (i32, f32)
    %17:2 = call @f7(%13, %16#0, %c1, %14) : (i32, i32, index, f32) -> (i32, f32)
    return %17#0, %17#1 : i32, f32
  }
  func.func @f14(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.maxsi %arg0, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2:2 = call @f12(%1, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.muli %1, %1 : i32
    %4 = arith.cmpi eq, %1, %0 : i32
    %5 = arith.select %4, %arg1, %1 : i32
    %6 = arith.subf %arg3, %2#1 : f32
    %7:2 = call @f10(%0, %1, %arg2, %6) : (i32, i32, index, f32) -> (i32, f32)
    %8 = arith.subi %3, %0 : i32
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.cmpi ne, %c1_i32, %3 : i32
    %10 = arith.select %9, %0, %1 : i32
    %11:2 = call @f13(%8, %10, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f9(%c1_i32, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f11(%8, %2#0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f8(%8, %8, %arg2, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %15:2 = call @f8(%13#0, %14#0, %arg2, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %16 = arith.addi %arg2, %c4 : index
    %17 = arith.index_cast %16 : index to i32
    %18 = arith.subf %15#1, %13#1 : f32
    return %17, %18 : i32, f32
  }
  func.func @f15(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.cmpi eq, %arg1, %arg1 : i32
    %1 = arith.select %0, %arg0, %arg1 : i32
    %2:2 = call @f8(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %3:2 = call @f11(%c2_i32, %2#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.subi %c1_i32, %arg0 : i32
    %c1 = arith.constant 1 : index
    %5 = arith.addi %arg2, %c1 : index
    %6 = arith.index_cast %5 : index to i32
    %7:2 = call @f10(%c1_i32, %3#0, %5, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %8 = arith.addi %c1, %c4 : index
    %9 = arith.index_cast %8 : index to i32
    %10 = arith.cmpi ule, %4, %arg1 : i32
    %11:2 = call @f8(%6, %c2_i32, %5, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.ori %3#0, %3#0 : i32
    %13 = arith.maxsi %7#0, %c0_i32 : i32
    %14 = arith.xori %13, %12 : i32
    %15 = arith.cmpi ne, %c0_i32, %c1_i32 : i32
    %16:2 = call @f8(%9, %c1_i32, %c1, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %17 = arith.cmpi ne, %1, %c0_i32 : i32
    %18 = arith.ori %3#0, %c2_i32 : i32
    return %18, %16#1 : i32, f32
  }
  func.func @f16(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.minsi %arg0, %arg1 : i32
    %1:2 = call @f12(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.cmpi eq, %arg1, %0 : i32
    %3 = arith.select %2, %arg0, %arg0 : i32
    %4 = arith.xori %0, %1#0 : i32
    %5 = arith.andi %1#0, %0 : i32
    %6:2 = call @f12(%3, %0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.subi %arg0, %6#0 : i32
    %8:2 = call @f11(%3, %5, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.maxsi %4, %8#0 : i32
    %10 = arith.addf %8#1, %1#1 : f32
    %11 = arith.cmpi eq, %8#0, %7 : i32
    %12:2 = call @f9(%0, %1#0, %arg2, %10) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.xori %7, %9 : i32
    %c7_i32 = arith.constant 7 : i32
    %14:2 = call @f8(%c7_i32, %1#0, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %15:2 = call @f10(%9, %3, %arg2, %14#1) : (i32, i32, index, f32) -> (i32, f32)
    %c4 = arith.constant 4 : index
    %16 = arith.addi %arg2, %c4 : index
    %17:2 = call @f14(%13, %15#0, %c4, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %18:2 = call @f13(%6#0, %3, %arg2, %14#1) : (i32, i32, index, f32) -> (i32, f32)
    return %18#0, %18#1 : i32, f32
  }
  func.func @f17(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %0 = arith.addi %arg2, %c4 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.andi %1, %1 : i32
    %c3_i32 = arith.constant 3 : i32
    %3 = arith.muli %arg0, %1 : i32
    %4:2 = call @f13(%arg0, %2, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.addi %1, %c3_i32 : i32
    %6:2 = call @f10(%3, %3, %0, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.mulf %6#1, %6#1 : f32
    %8:2 = call @f10(%arg0, %6#0, %0, %7) : (i32, i32, index, f32) -> (i32, f32)
    %9:2 = call @f15(%c3_i32, %3, %arg2, %7) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f15(%4#0, %9#0, %c4, %7) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f13(%5, %4#0, %arg2, %8#1) : (i32, i32, index, f32) -> (i32, f32)
    %c1 = arith.constant 1 : index
    %12 = arith.addi %arg2, %c1 : index
    %13:2 = call @f11(%arg0, %2, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f10(%3, %4#0, %c1, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %15:2 = call @f11(%10#0, %3, %c4, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %16 = arith.mulf %11#1, %6#1 : f32
    return %c3_i32, %16 : i32, f32
  }
  func.func @f18(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.cmpi sgt, %arg0, %arg0 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    %2 = arith.select %1, %arg1, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.ori %c0_i32, %arg0 : i32
    %4 = arith.subi %c0_i32, %arg1 : i32
    %5:2 = call @f11(%c0_i32, %3, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f17(%arg1, %3, %arg2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %7:2 = call @f13(%5#0, %6#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c42_i32 = arith.constant 42 : i32
    %8 = arith.muli %c42_i32, %6#0 : i32
    %9 = arith.muli %8, %2 : i32
    %10 = arith.ori %9, %9 : i32
    %11:2 = call @f13(%7#0, %5#0, %arg2, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.cmpi ne, %4, %2 : i32
    %13:2 = call @f13(%5#0, %10, %arg2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f12(%6#0, %8, %arg2, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %15 = arith.andi %10, %11#0 : i32
    %16:2 = call @f14(%13#0, %13#0, %arg2, %14#1) : (i32, i32, index, f32) -> (i32, f32)
    %17 = arith.addi %11#0, %15 : i32
    return %17, %16#1 : i32, f32
  }
  func.func @f19(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg2, %c1 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.subi %arg1, %1 : i32
    %3 = arith.addi %arg0, %2 : i32
    %4:2 = call @f12(%2, %arg0, %0, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.cmpi ne, %arg1, %2 : i32
    %6 = arith.mulf %4#1, %4#1 : f32
    %7 = arith.minsi %2, %arg1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %8 = arith.addi %arg2, %c4 : index
    %9:2 = call @f12(%arg0, %3, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f16(%2, %arg0, %0, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f14(%7, %arg0, %c1, %6) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.andi %c2_i32, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32, %11#1 : i32, f32
  }
}


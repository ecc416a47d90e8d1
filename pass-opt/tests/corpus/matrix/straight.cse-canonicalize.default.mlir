module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.addi %arg1, %arg1 : i32
    %2 = arith.addf %0, %0 : f32
    %3 = arith.maxsi %arg1, %1 : i32
    return %3, %2 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %0 = arith.addi %arg2, %c4 : index
    %1 = arith.index_cast %0 : index to i32
    %2:2 = call @f0(%1, %c42_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f0(%c2_i32, %arg1, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.mulf %2#1, %2#1 : f32
    return %c0_i32, %4 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c4 = arith.constant 4 : index
    %0:2 = call @f0(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.xori %arg1, %arg0 : i32
    %3 = arith.subi %arg0, %2 : i32
    %4:2 = call @f0(%1#0, %arg0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %5:2 = call @f1(%0#0, %3, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.addi %arg2, %c4 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.addf %0#1, %4#1 : f32
    %9 = arith.addi %2, %5#0 : i32
    %10:2 = call @f0(%3, %9, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f1(%7, %4#0, %c4, %8) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.cmpi ule, %5#0, %7 : i32
    %13 = arith.select %12, %7, %c2_i32 : i32
    %14:2 = call @f0(%2, %c0_i32, %c4, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %15:2 = call @f0(%13, %14#0, %c4, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %16:2 = call @f1(%c0_i32, %15#0, %arg2, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    return %16#0, %16#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg0, %arg0 : i32
    %1:2 = call @f1(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.addi %arg2, %c1 : index
    %3 = arith.index_cast %2 : index to i32
    %4 = arith.cmpi ule, %arg1, %0 : i32
    %5 = arith.select %4, %arg0, %1#0 : i32
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
    %16 = arith.addi %10#0, %1#0 : i32
    %17:2 = call @f2(%1#0, %6#0, %arg2, %9) : (i32, i32, index, f32) -> (i32, f32)
    %18:2 = call @f1(%16, %11#0, %c1, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %19:2 = call @f1(%c1_i32, %12, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    return %19#0, %19#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2 = arith.constant 2 : index
    %c42_i32 = arith.constant 42 : i32
    %c3_i32 = arith.constant 3 : i32
    %0:2 = call @f3(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f3(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f2(%1#0, %0#0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f2(%0#0, %c3_i32, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.andi %1#0, %arg1 : i32
    %5 = arith.addi %arg2, %c2 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.mulf %1#1, %3#1 : f32
    %8:2 = call @f1(%arg1, %c42_i32, %5, %7) : (i32, i32, index, f32) -> (i32, f32)
    %9:2 = call @f3(%4, %1#0, %c2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.maxsi %arg1, %1#0 : i32
    %11 = arith.subf %0#1, %2#1 : f32
    %12 = arith.ori %10, %6 : i32
    return %12, %11 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %0:2 = call @f4(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.mulf %arg3, %0#1 : f32
    %2 = arith.addi %arg2, %c1 : index
    %3 = arith.index_cast %2 : index to i32
    %4 = arith.addi %0#0, %0#0 : i32
    %5 = arith.muli %3, %3 : i32
    %6:2 = call @f4(%0#0, %3, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.subi %arg0, %4 : i32
    %8 = arith.maxsi %3, %7 : i32
    %9:2 = call @f0(%c1_i32, %arg1, %2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f2(%0#0, %5, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f0(%3, %5, %c1, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f2(%9#0, %8, %arg2, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f2(%12#0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %13#0, %13#1 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c5 = arith.constant 5 : index
    %c0_i32 = arith.constant 0 : i32
    %c42_i32 = arith.constant 42 : i32
    %c4 = arith.constant 4 : index
    %0:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.addi %arg2, %c4 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f5(%0#0, %0#0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %4:2 = call @f2(%c0_i32, %c0_i32, %c4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5:2 = call @f4(%arg1, %arg1, %1, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.cmpi sgt, %5#0, %c0_i32 : i32
    %7 = arith.select %6, %c0_i32, %2 : i32
    %8:2 = call @f5(%0#0, %7, %1, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.subf %4#1, %0#1 : f32
    %10:2 = call @f5(%0#0, %8#0, %1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f3(%3#0, %c0_i32, %arg2, %9) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f1(%5#0, %c42_i32, %c5, %10#1) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.ori %5#0, %0#0 : i32
    return %13, %12#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %c3_i32 = arith.constant 3 : i32
    %c42_i32 = arith.constant 42 : i32
    %c2 = arith.constant 2 : index
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f5(%arg1, %2, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.andi %arg0, %3#0 : i32
    %5 = arith.cmpi ule, %arg0, %arg1 : i32
    %6 = arith.select %5, %arg1, %2 : i32
    %7:2 = call @f0(%4, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f2(%arg1, %arg1, %1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.addi %arg2, %c4 : index
    %10 = arith.index_cast %9 : index to i32
    %11:2 = call @f0(%c42_i32, %6, %c2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f2(%arg1, %arg1, %1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f5(%c3_i32, %10, %c2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f1(%arg1, %2, %c2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    return %14#0, %14#1 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c2_i32 = arith.constant 2 : i32
    %0:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.muli %0#0, %c2_i32 : i32
    %2:2 = call @f0(%0#0, %c2_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f2(%arg0, %1, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %4:2 = call @f5(%1, %arg1, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.muli %4#0, %arg0 : i32
    %6:2 = call @f5(%arg0, %3#0, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %7:2 = call @f7(%2#0, %5, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f0(%1, %5, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    return %8#0, %8#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %0:2 = call @f7(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f8(%arg1, %0#0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %arg1, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.ori %1#0, %0#0 : i32
    %4 = arith.minsi %arg0, %2#0 : i32
    %5:2 = call @f1(%0#0, %3, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f2(%2#0, %5#0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %7:2 = call @f5(%4, %2#0, %c4, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %7#0, %7#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c42_i32 = arith.constant 42 : i32
    %0 = arith.minsi %arg0, %c42_i32 : i32
    %1 = arith.cmpi eq, %arg1, %c42_i32 : i32
    %2 = arith.select %1, %0, %arg1 : i32
    %3 = arith.addi %arg0, %0 : i32
    %4:2 = call @f8(%arg1, %3, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.mulf %4#1, %arg3 : f32
    %6:2 = call @f8(%arg1, %2, %arg2, %5) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.addi %arg2, %c1 : index
    %8 = arith.index_cast %7 : index to i32
    %9 = arith.subi %c1_i32, %0 : i32
    %10:2 = call @f5(%2, %2, %c1, %6#1) : (i32, i32, index, f32) -> (i32, f32)
    %11 = arith.subi %c2_i32, %2 : i32
    %12:2 = call @f5(%11, %4#0, %arg2, %10#1) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.addi %arg2, %c5 : index
    %14 = arith.index_cast %13 : index to i32
    %15:2 = call @f3(%c42_i32, %c42_i32, %13, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %16:2 = call @f8(%8, %9, %c1, %10#1) : (i32, i32, index, f32) -> (i32, f32)
    %17:2 = call @f7(%14, %11, %arg2, %16#1) : (i32, i32, index, f32) -> (i32, f32)
    return %17#0, %17#1 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c42_i32 = arith.constant 42 : i32
    %c2 = arith.constant 2 : index
    %0:2 = call @f7(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3 = arith.mulf %arg3, %arg3 : f32
    %4:2 = call @f7(%2, %c0_i32, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5:2 = call @f9(%4#0, %c0_i32, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.maxsi %0#0, %c0_i32 : i32
    %7 = arith.andi %arg1, %4#0 : i32
    %8 = arith.addi %7, %0#0 : i32
    %9:2 = call @f9(%c0_i32, %c0_i32, %arg2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.subf %5#1, %9#1 : f32
    %11 = arith.xori %8, %arg0 : i32
    %12 = arith.cmpi eq, %arg0, %2 : i32
    %13 = arith.select %12, %arg1, %0#0 : i32
    %14 = arith.subf %0#1, %5#1 : f32
    %15 = arith.cmpi eq, %arg1, %13 : i32
    %16 = arith.select %15, %6, %7 : i32
    %17 = arith.cmpi ule, %arg0, %7 : i32
    %18 = arith.select %17, %arg0, %c42_i32 : i32
    %19:2 = call @f9(%11, %13, %arg2, %14) : (i32, i32, index, f32) -> (i32, f32)
    %20:2 = call @f9(%16, %7, %c2, %3) : (i32, i32, index, f32) -> (i32, f32)
    %21:2 = call @f10(%18, %20#0, %c2, %10) : (i32, i32, index, f32) -> (i32, f32)
    return %21#0, %21#1 : i32, f32
  }
  func.func @f12(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.mulf %arg3, %arg3 : f32
    %1 = arith.subf %arg3, %arg3 : f32
    %2 = arith.andi %arg0, %arg1 : i32
    %3:2 = call @f5(%arg1, %2, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4:2 = call @f8(%arg0, %3#0, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %5:2 = call @f11(%c2_i32, %c2_i32, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.addi %arg2, %c2 : index
    %7 = arith.index_cast %6 : index to i32
    %8:2 = call @f9(%4#0, %arg0, %c2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.cmpi ule, %4#0, %7 : i32
    %10 = arith.select %9, %3#0, %8#0 : i32
    %11 = arith.muli %4#0, %c2_i32 : i32
    %12:2 = call @f5(%arg0, %10, %c4, %8#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f9(%4#0, %10, %c6, %0) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f6(%11, %c2_i32, %c4, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %15 = arith.mulf %5#1, %1 : f32
    %16 = arith.addi %2, %8#0 : i32
    return %16, %15 : i32, f32
  }
  func.func @f13(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.muli %arg1, %arg1 : i32
    %1 = arith.addi %arg0, %arg1 : i32
    %2:2 = call @f9(%1, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.addf %arg3, %arg3 : f32
    %4 = arith.subf %2#1, %2#1 : f32
    %5 = arith.muli %1, %c7_i32 : i32
    %6 = arith.mulf %3, %4 : f32
    %7 = arith.addf %6, %2#1 : f32
    %8 = arith.addf %6, %6 : f32
    %9:2 = call @f11(%5, %1, %c1, %8) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f7(%1, %9#0, %c1, %7) : (i32, i32, index, f32) -> (i32, f32)
    return %10#0, %10#1 : i32, f32
  }
  func.func @f14(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.maxsi %arg0, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2:2 = call @f12(%1, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.muli %1, %1 : i32
    %4 = arith.subf %arg3, %2#1 : f32
    %5:2 = call @f10(%0, %1, %arg2, %4) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.subi %3, %0 : i32
    %7 = arith.cmpi ne, %3, %c1_i32 : i32
    %8 = arith.select %7, %0, %1 : i32
    %9:2 = call @f13(%6, %8, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f9(%c1_i32, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f11(%6, %2#0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f8(%6, %6, %arg2, %9#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f8(%11#0, %12#0, %arg2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %14 = arith.addi %arg2, %c4 : index
    %15 = arith.index_cast %14 : index to i32
    %16 = arith.subf %13#1, %11#1 : f32
    return %15, %16 : i32, f32
  }
  func.func @f15(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c5_i32 = arith.constant 5 : i32
    %c1 = arith.constant 1 : index
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %0:2 = call @f8(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f11(%c2_i32, %0#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.addi %arg2, %c1 : index
    %3 = arith.index_cast %2 : index to i32
    %4:2 = call @f10(%c1_i32, %1#0, %2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %5:2 = call @f8(%3, %c2_i32, %2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f8(%c5_i32, %c1_i32, %c1, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.ori %1#0, %c2_i32 : i32
    return %7, %6#1 : i32, f32
  }
  func.func @f16(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c4 = arith.constant 4 : index
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.minsi %arg0, %arg1 : i32
    %1:2 = call @f12(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = arith.xori %0, %1#0 : i32
    %3 = arith.andi %1#0, %0 : i32
    %4:2 = call @f12(%arg0, %0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.subi %arg0, %4#0 : i32
    %6:2 = call @f11(%arg0, %3, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.maxsi %2, %6#0 : i32
    %8 = arith.addf %6#1, %1#1 : f32
    %9:2 = call @f9(%0, %1#0, %arg2, %8) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.xori %5, %7 : i32
    %11:2 = call @f8(%c7_i32, %1#0, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f10(%7, %arg0, %arg2, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f14(%10, %12#0, %c4, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %14:2 = call @f13(%4#0, %arg0, %arg2, %11#1) : (i32, i32, index, f32) -> (i32, f32)
    return %14#0, %14#1 : i32, f32
  }
  func.func @f17(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1 = arith.constant 1 : index
    %c3_i32 = arith.constant 3 : i32
    %c4 = arith.constant 4 : index
    %0 = arith.addi %arg2, %c4 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.muli %arg0, %1 : i32
    %3:2 = call @f13(%arg0, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.addi %1, %c3_i32 : i32
    %5:2 = call @f10(%2, %2, %0, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.mulf %5#1, %5#1 : f32
    %7:2 = call @f10(%arg0, %5#0, %0, %6) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f15(%c3_i32, %2, %arg2, %6) : (i32, i32, index, f32) -> (i32, f32)
    %9:2 = call @f15(%3#0, %8#0, %c4, %6) : (i32, i32, index, f32) -> (i32, f32)
    %10:2 = call @f13(%4, %3#0, %arg2, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %11:2 = call @f11(%arg0, %1, %arg2, %5#1) : (i32, i32, index, f32) -> (i32, f32)
    %12:2 = call @f10(%2, %3#0, %c1, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %13:2 = call @f11(%9#0, %2, %c4, %10#1) : (i32, i32, index, f32) -> (i32, f32)
    %14 = arith.mulf %10#1, %5#1 : f32
    return %c3_i32, %14 : i32, f32
  }
  func.func @f18(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c42_i32 = arith.constant 42 : i32
    %c0_i32 = arith.constant 0 : i32
    %0:2 = call @f11(%c0_i32, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f17(%arg1, %arg0, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f13(%0#0, %1#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.muli %1#0, %c42_i32 : i32
    %4 = arith.muli %3, %arg1 : i32
    %5:2 = call @f13(%2#0, %0#0, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %6:2 = call @f13(%0#0, %4, %arg2, %0#1) : (i32, i32, index, f32) -> (i32, f32)
    %7:2 = call @f12(%1#0, %3, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %8 = arith.andi %4, %5#0 : i32
    %9:2 = call @f14(%6#0, %6#0, %arg2, %7#1) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.addi %5#0, %8 : i32
    return %10, %9#1 : i32, f32
  }
  func.func @f19(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg2, %c1 : index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.subi %arg1, %1 : i32
    %3 = arith.addi %arg0, %2 : i32
    %4:2 = call @f12(%2, %arg0, %0, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.mulf %4#1, %4#1 : f32
    %6 = arith.minsi %2, %arg1 : i32
    %7:2 = call @f12(%arg0, %3, %arg2, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f16(%2, %arg0, %0, %4#1) : (i32, i32, index, f32) -> (i32, f32)
    %9:2 = call @f14(%6, %arg0, %c1, %5) : (i32, i32, index, f32) -> (i32, f32)
    return %c1_i32, %9#1 : i32, f32
  }
}


module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subi %arg0, %arg0 : i32
    %1 = arith.cmpi ne, %arg0, %arg0 : i32
    %2 = arith.select %1, %0, %arg0 : i32
    %3 = arith.cmpi slt, %arg0, %2 : i32
    cf.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = arith.addi %arg1, %arg0 : i32
    cf.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = arith.muli %arg1, %arg0 : i32
    cf.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = arith.addi %arg1, %arg0 : i32
    %8 = arith.addi %0, %2 : i32
    %9 = arith.cmpi slt, %arg1, %8 : i32
    cf.cond_br %9, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %10 = arith.addi %0, %0 : i32
    cf.br ^bb7(%10 : i32)
  ^bb6:  // pred: ^bb4
    %11 = arith.muli %0, %0 : i32
    cf.br ^bb7(%11 : i32)
  ^bb7(%12: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb9(%c0, %8 : index, i32)
  ^bb9(%13: index, %14: i32):  // 2 preds: ^bb8, ^bb10
    %15 = arith.cmpi slt, %13, %c8 : index
    cf.cond_br %15, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %16 = arith.index_cast %13 : index to i32
    %17 = arith.muli %7, %8 : i32
    %18 = arith.addi %14, %16 : i32
    %19 = arith.xori %18, %17 : i32
    %20 = arith.addi %13, %c1 : index
    cf.br ^bb9(%20, %19 : index, i32)
  ^bb11:  // pred: ^bb9
    %21 = arith.cmpi eq, %7, %6 : i32
    %22 = arith.select %21, %12, %14 : i32
    %c1_0 = arith.constant 1 : index
    %23 = arith.addi %arg2, %c1_0 : index
    %24 = arith.index_cast %23 : index to i32
    %25 = arith.cmpi sgt, %14, %0 : i32
    %26 = arith.select %25, %6, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %27 = arith.minsi %6, %22 : i32
    %28 = arith.minsi %6, %22 : i32
    return %28, %arg3 : i32, f32
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
    cf.br ^bb1(%c0, %arg1 : index, i32)
  ^bb1(%12: index, %13: i32):  // 2 preds: ^bb0, ^bb2
    %14 = arith.cmpi slt, %12, %c16 : index
    cf.cond_br %14, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %15 = arith.index_cast %12 : index to i32
    %16 = arith.muli %7, %arg0 : i32
    %17 = arith.addi %13, %15 : i32
    %18 = arith.xori %17, %16 : i32
    %19 = arith.addi %12, %c1 : index
    cf.br ^bb1(%19, %18 : index, i32)
  ^bb3:  // pred: ^bb1
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
    cf.br ^bb1(%c0, %c2_i32_0 : index, i32)
  ^bb1(%2: index, %3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = arith.cmpi slt, %2, %c8 : index
    cf.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = arith.index_cast %2 : index to i32
    %6 = arith.muli %c7_i32, %arg1 : i32
    %7 = arith.addi %3, %5 : i32
    %8 = arith.xori %7, %6 : i32
    %9 = arith.addi %2, %c1 : index
    cf.br ^bb1(%9, %8 : index, i32)
  ^bb3:  // pred: ^bb1
    %10 = arith.cmpi slt, %c2_i32_0, %1#0 : i32
    cf.cond_br %10, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %11 = arith.addi %0#0, %c2_i32_0 : i32
    cf.br ^bb6(%11 : i32)
  ^bb5:  // pred: ^bb3
    %12 = arith.muli %0#0, %c2_i32_0 : i32
    cf.br ^bb6(%12 : i32)
  ^bb6(%13: i32):  // 2 preds: ^bb4, ^bb5
    cf.br ^bb7
  ^bb7:  // pred: ^bb6
    %14 = arith.andi %c7_i32, %0#0 : i32
    %15 = arith.xori %1#0, %arg0 : i32
    %16 = arith.addf %arg3, %1#1 : f32
    %17:2 = call @f1(%0#0, %3, %arg2, %16) : (i32, i32, index, f32) -> (i32, f32)
    %18 = arith.ori %13, %1#0 : i32
    return %18, %17#1 : i32, f32
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
    cf.cond_br %5, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %6 = arith.addi %c0_i32, %arg1 : i32
    cf.br ^bb3(%6 : i32)
  ^bb2:  // pred: ^bb0
    %7 = arith.muli %c0_i32, %arg1 : i32
    cf.br ^bb3(%7 : i32)
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %9 = arith.mulf %arg3, %2 : f32
    %10 = arith.andi %arg0, %c1_i32 : i32
    %11:2 = call @f2(%3, %c1_i32, %arg2, %9) : (i32, i32, index, f32) -> (i32, f32)
    %c7_i32_0 = arith.constant 7 : i32
    return %c7_i32_0, %11#1 : i32, f32
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
    cf.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = arith.addi %arg1, %arg1 : i32
    cf.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = arith.maxsi %2, %c42_i32 : i32
    %8 = arith.maxsi %2, %c42_i32 : i32
    %9 = arith.cmpi slt, %2, %1 : i32
    cf.cond_br %9, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %10 = arith.addi %arg0, %c42_i32_0 : i32
    cf.br ^bb7(%10 : i32)
  ^bb6:  // pred: ^bb4
    %11 = arith.muli %arg0, %c42_i32_0 : i32
    cf.br ^bb7(%11 : i32)
  ^bb7(%12: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %c2_i32 = arith.constant 2 : i32
    %13 = arith.andi %c7_i32, %c2_i32 : i32
    return %13, %0#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subi %arg1, %arg1 : i32
    %1 = arith.subi %arg1, %arg1 : i32
    %2 = arith.subf %arg3, %arg3 : f32
    %3 = arith.cmpi slt, %1, %arg1 : i32
    cf.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = arith.muli %arg0, %arg0 : i32
    cf.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = arith.subf %arg3, %arg3 : f32
    %c7_i32 = arith.constant 7 : i32
    %c0_i32 = arith.constant 0 : i32
    %8:2 = call @f3(%6, %6, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.cmpi sgt, %arg0, %arg0 : i32
    %10 = arith.select %9, %0, %6 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb5(%c0, %arg0 : index, i32)
  ^bb5(%11: index, %12: i32):  // 2 preds: ^bb4, ^bb6
    %13 = arith.cmpi slt, %11, %c4 : index
    cf.cond_br %13, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %14 = arith.index_cast %11 : index to i32
    %15 = arith.muli %10, %c0_i32 : i32
    %16 = arith.addi %12, %14 : i32
    %17 = arith.xori %16, %15 : i32
    %18 = arith.addi %11, %c1 : index
    cf.br ^bb5(%18, %17 : index, i32)
  ^bb7:  // pred: ^bb5
    %19:2 = call @f2(%1, %8#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %20 = arith.addi %12, %8#0 : i32
    %21:2 = call @f1(%12, %arg0, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    return %21#0, %21#1 : i32, f32
  }
  func.func private @unused0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.subi %arg1, %arg1 : i32
    %2 = arith.cmpi ne, %0, %arg0 : i32
    %3 = arith.select %2, %0, %arg1 : i32
    %c1_i32 = arith.constant 1 : i32
    %c1 = arith.constant 1 : index
    %4 = arith.addi %arg2, %c1 : index
    %5 = arith.index_cast %4 : index to i32
    %c4 = arith.constant 4 : index
    %6 = arith.addi %arg2, %c4 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.addi %c1_i32, %5 : i32
    %c4_0 = arith.constant 4 : index
    %9 = arith.addi %c4, %c4_0 : index
    %10 = arith.index_cast %9 : index to i32
    %11 = arith.addi %8, %5 : i32
    %c3_i32 = arith.constant 3 : i32
    %12 = arith.mulf %arg3, %arg3 : f32
    %13 = arith.cmpi ne, %11, %c1_i32 : i32
    %14 = arith.select %13, %5, %10 : i32
    return %14, %12 : i32, f32
  }
  func.func private @unused1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.addi %arg1, %arg0 : i32
    %1 = arith.addi %0, %0 : i32
    %2 = arith.addi %arg0, %c3_i32 : i32
    %3 = arith.addi %arg0, %c3_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.addi %0, %3 : i32
    %5 = arith.addi %1, %arg0 : i32
    %6 = arith.muli %arg1, %c3_i32 : i32
    %c4 = arith.constant 4 : index
    %7 = arith.addi %arg2, %c4 : index
    %8 = arith.index_cast %7 : index to i32
    %9 = arith.addi %c3_i32, %8 : i32
    %10 = arith.addi %c3_i32, %8 : i32
    %c3_i32_0 = arith.constant 3 : i32
    %c1 = arith.constant 1 : index
    %11 = arith.addi %7, %c1 : index
    %12 = arith.index_cast %11 : index to i32
    return %12, %arg3 : i32, f32
  }
  func.func private @unused2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.addi %arg1, %arg0 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c4 = arith.constant 4 : index
    %2 = arith.addi %arg2, %c4 : index
    %3 = arith.index_cast %2 : index to i32
    %c3_i32 = arith.constant 3 : i32
    %4 = arith.ori %arg1, %0 : i32
    %5 = arith.ori %arg1, %0 : i32
    %c4_0 = arith.constant 4 : index
    %6 = arith.addi %c4, %c4_0 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = arith.addi %c2_i32, %1 : i32
    %c42_i32 = arith.constant 42 : i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.addi %c0_i32, %c2_i32 : i32
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
      cf.cond_br %7, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %8 = arith.addi %arg0, %4 : i32
      cf.br ^bb3(%8 : i32)
    ^bb2:  // pred: ^bb0
      %9 = arith.muli %arg0, %4 : i32
      cf.br ^bb3(%9 : i32)
    ^bb3(%10: i32):  // 2 preds: ^bb1, ^bb2
      cf.br ^bb4
    ^bb4:  // pred: ^bb3
      %11 = arith.addi %6, %arg0 : i32
      %12 = arith.cmpi ne, %4, %6 : i32
      %13 = arith.select %12, %1, %10 : i32
      %14 = arith.addi %arg0, %6 : i32
      %15 = arith.xori %4, %arg1 : i32
      %16 = arith.xori %4, %arg1 : i32
      %c1_i32 = arith.constant 1 : i32
      return %c1_i32, %5 : i32, f32
    }
    func.func @m0_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c1 = arith.constant 1 : index
      %0 = arith.addi %arg2, %c1 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = arith.cmpi slt, %arg1, %arg1 : i32
      cf.cond_br %2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %3 = arith.addi %1, %arg0 : i32
      cf.br ^bb3(%3 : i32)
    ^bb2:  // pred: ^bb0
      %4 = arith.muli %1, %arg0 : i32
      cf.br ^bb3(%4 : i32)
    ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
      cf.br ^bb4
    ^bb4:  // pred: ^bb3
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1_0 = arith.constant 1 : index
      cf.br ^bb5(%c0, %5 : index, i32)
    ^bb5(%6: index, %7: i32):  // 2 preds: ^bb4, ^bb6
      %8 = arith.cmpi slt, %6, %c16 : index
      cf.cond_br %8, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %9 = arith.index_cast %6 : index to i32
      %10 = arith.muli %arg0, %5 : i32
      %11 = arith.addi %7, %9 : i32
      %12 = arith.xori %11, %10 : i32
      %13 = arith.addi %6, %c1_0 : index
      cf.br ^bb5(%13, %12 : index, i32)
    ^bb7:  // pred: ^bb5
      %14 = arith.cmpi slt, %1, %5 : i32
      cf.cond_br %14, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %15 = arith.addi %5, %1 : i32
      cf.br ^bb10(%15 : i32)
    ^bb9:  // pred: ^bb7
      %16 = arith.muli %5, %1 : i32
      cf.br ^bb10(%16 : i32)
    ^bb10(%17: i32):  // 2 preds: ^bb8, ^bb9
      cf.br ^bb11
    ^bb11:  // pred: ^bb10
      %c1_i32 = arith.constant 1 : i32
      %18 = arith.addi %c1_i32, %5 : i32
      %19 = arith.subf %arg3, %arg3 : f32
      %20 = arith.addi %arg0, %5 : i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32 = arith.constant 2 : i32
      %21 = arith.addi %arg0, %17 : i32
      %22 = arith.minsi %c1_i32, %c3_i32 : i32
      %23 = arith.minsi %c1_i32, %c3_i32 : i32
      return %23, %19 : i32, f32
    }
    func.func @m0_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = arith.cmpi slt, %arg1, %arg1 : i32
      cf.cond_br %0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %1 = arith.addi %arg0, %arg1 : i32
      cf.br ^bb3(%1 : i32)
    ^bb2:  // pred: ^bb0
      %2 = arith.muli %arg0, %arg1 : i32
      cf.br ^bb3(%2 : i32)
    ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
      cf.br ^bb4
    ^bb4:  // pred: ^bb3
      %4 = arith.andi %3, %arg1 : i32
      %5 = arith.andi %3, %arg1 : i32
      %c0_i32 = arith.constant 0 : i32
      %6 = arith.maxsi %4, %5 : i32
      %7 = arith.maxsi %4, %5 : i32
      %8 = arith.addi %arg1, %7 : i32
      %9 = arith.addi %7, %arg1 : i32
      %10 = arith.addi %8, %8 : i32
      %c42_i32 = arith.constant 42 : i32
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      cf.br ^bb5(%c0, %3 : index, i32)
    ^bb5(%11: index, %12: i32):  // 2 preds: ^bb4, ^bb6
      %13 = arith.cmpi slt, %11, %c16 : index
      cf.cond_br %13, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %14 = arith.index_cast %11 : index to i32
      %15 = arith.muli %4, %c42_i32 : i32
      %16 = arith.addi %12, %14 : i32
      %17 = arith.xori %16, %15 : i32
      %18 = arith.addi %11, %c1 : index
      cf.br ^bb5(%18, %17 : index, i32)
    ^bb7:  // pred: ^bb5
      %c3_i32 = arith.constant 3 : i32
      %19 = arith.cmpi ule, %c3_i32, %4 : i32
      %20 = arith.select %19, %7, %7 : i32
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
      cf.br ^bb1(%c0, %arg1 : index, i32)
    ^bb1(%2: index, %3: i32):  // 2 preds: ^bb0, ^bb2
      %4 = arith.cmpi slt, %2, %c4 : index
      cf.cond_br %4, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %5 = arith.index_cast %2 : index to i32
      %6 = arith.muli %arg0, %0 : i32
      %7 = arith.addi %3, %5 : i32
      %8 = arith.xori %7, %6 : i32
      %9 = arith.addi %2, %c1 : index
      cf.br ^bb1(%9, %8 : index, i32)
    ^bb3:  // pred: ^bb1
      %c3_i32 = arith.constant 3 : i32
      %10 = arith.addi %c3_i32, %1 : i32
      %c42_i32 = arith.constant 42 : i32
      %11 = arith.minsi %arg1, %arg1 : i32
      %c7_i32 = arith.constant 7 : i32
      %12 = arith.cmpi ne, %c7_i32, %arg0 : i32
      %13 = arith.select %12, %arg0, %10 : i32
      %c4_0 = arith.constant 4 : index
      %14 = arith.addi %arg2, %c4_0 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.cmpi slt, %0, %c42_i32 : i32
      %17 = arith.select %16, %13, %c7_i32 : i32
      %18 = arith.cmpi ne, %0, %1 : i32
      %19 = arith.select %18, %c7_i32, %11 : i32
      %20 = arith.addi %15, %15 : i32
      return %20, %arg3 : i32, f32
    }
    func.func @m1_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      cf.br ^bb1(%c0, %arg0 : index, i32)
    ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
      %2 = arith.cmpi slt, %0, %c16 : index
      cf.cond_br %2, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %3 = arith.index_cast %0 : index to i32
      %4 = arith.muli %arg1, %arg0 : i32
      %5 = arith.addi %1, %3 : i32
      %6 = arith.xori %5, %4 : i32
      %7 = arith.addi %0, %c1 : index
      cf.br ^bb1(%7, %6 : index, i32)
    ^bb3:  // pred: ^bb1
      %8 = arith.maxsi %arg0, %arg1 : i32
      %9 = arith.maxsi %arg0, %arg1 : i32
      %10 = arith.cmpi slt, %arg0, %arg0 : i32
      cf.cond_br %10, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %11 = arith.addi %8, %8 : i32
      cf.br ^bb6(%11 : i32)
    ^bb5:  // pred: ^bb3
      %12 = arith.muli %8, %8 : i32
      cf.br ^bb6(%12 : i32)
    ^bb6(%13: i32):  // 2 preds: ^bb4, ^bb5
      cf.br ^bb7
    ^bb7:  // pred: ^bb6
      %14 = arith.subi %1, %arg0 : i32
      %15 = arith.addf %arg3, %arg3 : f32
      %16 = arith.cmpi ule, %arg1, %8 : i32
      %17 = arith.select %16, %1, %arg1 : i32
      %18 = arith.addi %arg0, %14 : i32
      %19 = arith.subi %arg0, %13 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c42_i32 = arith.constant 42 : i32
      %20 = arith.cmpi slt, %1, %c2_i32 : i32
      cf.cond_br %20, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %21 = arith.addi %19, %17 : i32
      cf.br ^bb10(%21 : i32)
    ^bb9:  // pred: ^bb7
      %22 = arith.muli %19, %17 : i32
      cf.br ^bb10(%22 : i32)
    ^bb10(%23: i32):  // 2 preds: ^bb8, ^bb9
      cf.br ^bb11
    ^bb11:  // pred: ^bb10
      return %23, %15 : i32, f32
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


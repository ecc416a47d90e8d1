module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.subf %arg3, %arg3 : f32
    %1 = arith.subf %arg3, %arg3 : f32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %arg0 : index, i32)
  ^bb1(%2: index, %3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = arith.cmpi slt, %2, %c8 : index
    cf.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = arith.index_cast %2 : index to i32
    %6 = arith.muli %arg0, %arg1 : i32
    %7 = arith.addi %3, %5 : i32
    %8 = arith.xori %7, %6 : i32
    %9 = arith.addi %2, %c1 : index
    cf.br ^bb1(%9, %8 : index, i32)
  ^bb3:  // pred: ^bb1
    %10 = arith.muli %3, %3 : i32
    %c2 = arith.constant 2 : index
    %11 = arith.addi %arg2, %c2 : index
    %12 = arith.index_cast %11 : index to i32
    %13 = arith.cmpi ule, %arg1, %12 : i32
    %14 = arith.select %13, %arg0, %12 : i32
    %c0_i32 = arith.constant 0 : i32
    %15 = arith.andi %12, %arg0 : i32
    %16 = arith.andi %10, %12 : i32
    %17 = arith.cmpi sgt, %12, %c0_i32 : i32
    %18 = arith.select %17, %16, %arg1 : i32
    %19 = arith.cmpi slt, %10, %16 : i32
    %20 = arith.select %19, %12, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %21 = arith.ori %c0_i32, %arg1 : i32
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_2 = arith.constant 1 : index
    cf.br ^bb4(%c0_1, %10 : index, i32)
  ^bb4(%22: index, %23: i32):  // 2 preds: ^bb3, ^bb5
    %24 = arith.cmpi slt, %22, %c4 : index
    cf.cond_br %24, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %25 = arith.index_cast %22 : index to i32
    %26 = arith.muli %10, %arg0 : i32
    %27 = arith.addi %23, %25 : i32
    %28 = arith.xori %27, %26 : i32
    %29 = arith.addi %22, %c1_2 : index
    cf.br ^bb4(%29, %28 : index, i32)
  ^bb6:  // pred: ^bb4
    %30 = arith.subf %0, %0 : f32
    %c42_i32 = arith.constant 42 : i32
    return %c42_i32, %30 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.ori %arg1, %arg0 : i32
    %c3_i32 = arith.constant 3 : i32
    %1 = arith.cmpi slt, %arg0, %arg1 : i32
    cf.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %2 = arith.addi %arg1, %arg0 : i32
    cf.br ^bb3(%2 : i32)
  ^bb2:  // pred: ^bb0
    %3 = arith.muli %arg1, %arg0 : i32
    cf.br ^bb3(%3 : i32)
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %c3_i32_0 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb5(%c0, %c3_i32_0 : index, i32)
  ^bb5(%5: index, %6: i32):  // 2 preds: ^bb4, ^bb6
    %7 = arith.cmpi slt, %5, %c4 : index
    cf.cond_br %7, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %8 = arith.index_cast %5 : index to i32
    %9 = arith.muli %4, %arg1 : i32
    %10 = arith.addi %6, %8 : i32
    %11 = arith.xori %10, %9 : i32
    %12 = arith.addi %5, %c1 : index
    cf.br ^bb5(%12, %11 : index, i32)
  ^bb7:  // pred: ^bb5
    %13 = arith.andi %c3_i32_0, %6 : i32
    %14 = arith.andi %c3_i32_0, %6 : i32
    %15 = arith.cmpi eq, %6, %6 : i32
    %16 = arith.select %15, %c3_i32, %arg0 : i32
    %17 = arith.ori %arg0, %c3_i32 : i32
    %18 = arith.ori %arg0, %c3_i32 : i32
    %19:2 = call @f0(%arg0, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %20 = arith.xori %4, %6 : i32
    %21 = arith.xori %4, %6 : i32
    %c7_i32 = arith.constant 7 : i32
    %22 = arith.cmpi eq, %18, %18 : i32
    %23 = arith.select %22, %21, %4 : i32
    %24:2 = call @f0(%4, %19#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %25 = arith.andi %13, %6 : i32
    %26 = arith.andi %13, %6 : i32
    %c4_1 = arith.constant 4 : index
    %27 = arith.addi %arg2, %c4_1 : index
    %28 = arith.index_cast %27 : index to i32
    %29 = arith.cmpi sgt, %c7_i32, %26 : i32
    %30 = arith.select %29, %0, %20 : i32
    return %30, %24#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.maxsi %c0_i32, %c2_i32 : i32
    %c2 = arith.constant 2 : index
    %1 = arith.addi %arg2, %c2 : index
    %2 = arith.index_cast %1 : index to i32
    %3:2 = call @f0(%arg1, %arg1, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.andi %2, %arg0 : i32
    %5 = arith.andi %2, %arg0 : i32
    %6 = arith.andi %arg0, %arg0 : i32
    %7 = arith.andi %arg0, %arg0 : i32
    %8 = arith.subi %arg1, %2 : i32
    %9 = arith.subi %arg1, %2 : i32
    %10 = arith.mulf %arg3, %arg3 : f32
    %11:2 = call @f1(%2, %8, %c2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c42_i32 = arith.constant 42 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %7, %0 : i32
    cf.cond_br %12, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %13 = arith.addi %c0_i32, %c0_i32 : i32
    cf.br ^bb3(%13 : i32)
  ^bb2:  // pred: ^bb0
    %14 = arith.muli %c0_i32, %c0_i32 : i32
    cf.br ^bb3(%14 : i32)
  ^bb3(%15: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %16 = arith.mulf %arg3, %3#1 : f32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb5(%c0, %8 : index, i32)
  ^bb5(%17: index, %18: i32):  // 2 preds: ^bb4, ^bb6
    %19 = arith.cmpi slt, %17, %c8 : index
    cf.cond_br %19, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %20 = arith.index_cast %17 : index to i32
    %21 = arith.muli %c0_i32, %c0_i32_0 : i32
    %22 = arith.addi %18, %20 : i32
    %23 = arith.xori %22, %21 : i32
    %24 = arith.addi %17, %c1 : index
    cf.br ^bb5(%24, %23 : index, i32)
  ^bb7:  // pred: ^bb5
    %25:2 = call @f1(%arg0, %c0_i32_0, %1, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %25#0, %25#1 : i32, f32
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
    %7 = arith.muli %5, %arg0 : i32
    %8 = arith.cmpi sgt, %7, %5 : i32
    %9 = arith.select %8, %c42_i32, %arg0 : i32
    %10 = arith.subi %9, %7 : i32
    %11 = arith.subi %9, %7 : i32
    %c2_i32_0 = arith.constant 2 : i32
    %12 = arith.cmpi sgt, %5, %3 : i32
    %13 = arith.select %12, %c2_i32, %4#0 : i32
    %14 = arith.cmpi ne, %9, %4#0 : i32
    %15 = arith.select %14, %11, %11 : i32
    %16 = arith.cmpi slt, %4#0, %4#0 : i32
    cf.cond_br %16, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %17 = arith.addi %11, %5 : i32
    cf.br ^bb3(%17 : i32)
  ^bb2:  // pred: ^bb0
    %18 = arith.muli %11, %5 : i32
    cf.br ^bb3(%18 : i32)
  ^bb3(%19: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %c2_1 = arith.constant 2 : index
    %20 = arith.addi %c2, %c2_1 : index
    %21 = arith.index_cast %20 : index to i32
    %c3_i32 = arith.constant 3 : i32
    %22 = arith.addi %1, %6 : i32
    return %22, %4#1 : i32, f32
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
    cf.cond_br %6, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %7 = arith.addi %2, %arg0 : i32
    cf.br ^bb3(%7 : i32)
  ^bb2:  // pred: ^bb0
    %8 = arith.muli %2, %arg0 : i32
    cf.br ^bb3(%8 : i32)
  ^bb3(%9: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %10 = arith.xori %arg1, %0 : i32
    %11 = arith.xori %arg1, %0 : i32
    %12 = arith.addf %5, %arg3 : f32
    %13 = arith.cmpi slt, %10, %arg0 : i32
    cf.cond_br %13, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %14 = arith.addi %c3_i32, %0 : i32
    cf.br ^bb7(%14 : i32)
  ^bb6:  // pred: ^bb4
    %15 = arith.muli %c3_i32, %0 : i32
    cf.br ^bb7(%15 : i32)
  ^bb7(%16: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %17 = arith.xori %10, %10 : i32
    %18:2 = call @f1(%4, %17, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %19 = arith.maxsi %c3_i32, %9 : i32
    %c1 = arith.constant 1 : index
    %20 = arith.addi %arg2, %c1 : index
    %21 = arith.index_cast %20 : index to i32
    %c4 = arith.constant 4 : index
    %22 = arith.addi %20, %c4 : index
    %23 = arith.index_cast %22 : index to i32
    return %23, %18#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %arg1 : index, i32)
  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %c8 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = arith.index_cast %0 : index to i32
    %4 = arith.muli %arg1, %arg0 : i32
    %5 = arith.addi %1, %3 : i32
    %6 = arith.xori %5, %4 : i32
    %7 = arith.addi %0, %c1 : index
    cf.br ^bb1(%7, %6 : index, i32)
  ^bb3:  // pred: ^bb1
    %c42_i32 = arith.constant 42 : i32
    %8:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9:2 = call @f4(%1, %1, %arg2, %8#1) : (i32, i32, index, f32) -> (i32, f32)
    %10 = arith.addf %8#1, %8#1 : f32
    %c2 = arith.constant 2 : index
    %11 = arith.addi %arg2, %c2 : index
    %12 = arith.index_cast %11 : index to i32
    %13:2 = call @f1(%12, %12, %arg2, %10) : (i32, i32, index, f32) -> (i32, f32)
    %c0_0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    cf.br ^bb4(%c0_0, %9#0 : index, i32)
  ^bb4(%14: index, %15: i32):  // 2 preds: ^bb3, ^bb5
    %16 = arith.cmpi slt, %14, %c4 : index
    cf.cond_br %16, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %17 = arith.index_cast %14 : index to i32
    %18 = arith.muli %1, %13#0 : i32
    %19 = arith.addi %15, %17 : i32
    %20 = arith.xori %19, %18 : i32
    %21 = arith.addi %14, %c1_1 : index
    cf.br ^bb4(%21, %20 : index, i32)
  ^bb6:  // pred: ^bb4
    %c7_i32 = arith.constant 7 : i32
    %22:2 = call @f4(%13#0, %13#0, %11, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %23 = arith.cmpi slt, %13#0, %15 : i32
    cf.cond_br %23, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %24 = arith.addi %15, %8#0 : i32
    cf.br ^bb9(%24 : i32)
  ^bb8:  // pred: ^bb6
    %25 = arith.muli %15, %8#0 : i32
    cf.br ^bb9(%25 : i32)
  ^bb9(%26: i32):  // 2 preds: ^bb7, ^bb8
    cf.br ^bb10
  ^bb10:  // pred: ^bb9
    %c0_2 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_3 = arith.constant 1 : index
    cf.br ^bb11(%c0_2, %22#0 : index, i32)
  ^bb11(%27: index, %28: i32):  // 2 preds: ^bb10, ^bb12
    %29 = arith.cmpi slt, %27, %c16 : index
    cf.cond_br %29, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %30 = arith.index_cast %27 : index to i32
    %31 = arith.muli %1, %15 : i32
    %32 = arith.addi %28, %30 : i32
    %33 = arith.xori %32, %31 : i32
    %34 = arith.addi %27, %c1_3 : index
    cf.br ^bb11(%34, %33 : index, i32)
  ^bb13:  // pred: ^bb11
    %35 = arith.subf %9#1, %9#1 : f32
    %36 = arith.cmpi ule, %c42_i32, %8#0 : i32
    %37 = arith.select %36, %1, %15 : i32
    %38 = arith.subf %10, %8#1 : f32
    %39 = arith.muli %15, %arg0 : i32
    return %39, %38 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.mulf %arg3, %arg3 : f32
    %c1_i32 = arith.constant 1 : i32
    %c7_i32 = arith.constant 7 : i32
    %1 = arith.mulf %0, %arg3 : f32
    %2 = arith.addf %0, %0 : f32
    %3:2 = call @f3(%c7_i32, %c0_i32, %arg2, %0) : (i32, i32, index, f32) -> (i32, f32)
    %4 = arith.addi %c0_i32, %arg1 : i32
    %5:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %6 = arith.cmpi slt, %3#0, %c1_i32 : i32
    %7 = arith.select %6, %5#0, %arg1 : i32
    %8 = arith.subf %arg3, %3#1 : f32
    %c4 = arith.constant 4 : index
    %9 = arith.addi %arg2, %c4 : index
    %10 = arith.index_cast %9 : index to i32
    %11 = arith.cmpi sgt, %arg0, %4 : i32
    %12 = arith.select %11, %4, %7 : i32
    %c4_0 = arith.constant 4 : index
    %13 = arith.addi %arg2, %c4_0 : index
    %14 = arith.index_cast %13 : index to i32
    %15:2 = call @f4(%12, %c1_i32, %13, %0) : (i32, i32, index, f32) -> (i32, f32)
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %10 : index, i32)
  ^bb1(%16: index, %17: i32):  // 2 preds: ^bb0, ^bb2
    %18 = arith.cmpi slt, %16, %c16 : index
    cf.cond_br %18, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %19 = arith.index_cast %16 : index to i32
    %20 = arith.muli %c0_i32, %c1_i32 : i32
    %21 = arith.addi %17, %19 : i32
    %22 = arith.xori %21, %20 : i32
    %23 = arith.addi %16, %c1 : index
    cf.br ^bb1(%23, %22 : index, i32)
  ^bb3:  // pred: ^bb1
    return %17, %15#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %0#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = arith.maxsi %2#0, %arg1 : i32
    %4 = arith.maxsi %2#0, %arg1 : i32
    %c1 = arith.constant 1 : index
    %5 = arith.addi %arg2, %c1 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.xori %3, %arg1 : i32
    %8 = arith.cmpi slt, %7, %1#0 : i32
    %9 = arith.select %8, %arg1, %6 : i32
    %c0_i32 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %9, %7 : i32
    cf.cond_br %10, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %11 = arith.addi %9, %6 : i32
    cf.br ^bb3(%11 : i32)
  ^bb2:  // pred: ^bb0
    %12 = arith.muli %9, %6 : i32
    cf.br ^bb3(%12 : i32)
  ^bb3(%13: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1_1 = arith.constant 1 : index
    cf.br ^bb5(%c0, %c0_i32 : index, i32)
  ^bb5(%14: index, %15: i32):  // 2 preds: ^bb4, ^bb6
    %16 = arith.cmpi slt, %14, %c8 : index
    cf.cond_br %16, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %17 = arith.index_cast %14 : index to i32
    %18 = arith.muli %arg1, %9 : i32
    %19 = arith.addi %15, %17 : i32
    %20 = arith.xori %19, %18 : i32
    %21 = arith.addi %14, %c1_1 : index
    cf.br ^bb5(%21, %20 : index, i32)
  ^bb7:  // pred: ^bb5
    %c42_i32 = arith.constant 42 : i32
    %22 = arith.addf %1#1, %2#1 : f32
    %23 = arith.subf %1#1, %2#1 : f32
    %24 = arith.xori %arg0, %arg1 : i32
    return %24, %23 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.minsi %arg1, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2 = arith.muli %1, %arg1 : i32
    %3:2 = call @f4(%0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %c2_i32 = arith.constant 2 : i32
    %4:2 = call @f5(%c2_i32, %1, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = arith.subi %arg1, %3#0 : i32
    %c2_i32_0 = arith.constant 2 : i32
    %6:2 = call @f0(%1, %2, %arg2, %3#1) : (i32, i32, index, f32) -> (i32, f32)
    %7 = arith.maxsi %c2_i32_0, %0 : i32
    %8 = arith.minsi %6#0, %1 : i32
    %9 = arith.cmpi slt, %c2_i32_0, %arg0 : i32
    cf.cond_br %9, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %10 = arith.addi %arg1, %c2_i32_0 : i32
    cf.br ^bb3(%10 : i32)
  ^bb2:  // pred: ^bb0
    %11 = arith.muli %arg1, %c2_i32_0 : i32
    cf.br ^bb3(%11 : i32)
  ^bb3(%12: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.maxsi %5, %arg0 : i32
    %14 = arith.cmpi eq, %1, %5 : i32
    %15 = arith.select %14, %5, %5 : i32
    %16:2 = call @f6(%15, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %16#0, %16#1 : i32, f32
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
    %11 = arith.andi %arg0, %c42_i32 : i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %1#0 : index, i32)
  ^bb1(%12: index, %13: i32):  // 2 preds: ^bb0, ^bb2
    %14 = arith.cmpi slt, %12, %c8 : index
    cf.cond_br %14, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %15 = arith.index_cast %12 : index to i32
    %16 = arith.muli %3#0, %9#0 : i32
    %17 = arith.addi %13, %15 : i32
    %18 = arith.xori %17, %16 : i32
    %19 = arith.addi %12, %c1 : index
    cf.br ^bb1(%19, %18 : index, i32)
  ^bb3:  // pred: ^bb1
    %20 = arith.cmpi eq, %9#0, %7 : i32
    %21 = arith.select %20, %8, %arg1 : i32
    %22 = arith.addi %5, %c42_i32 : i32
    %23 = arith.addi %5, %c42_i32 : i32
    %24 = arith.subi %21, %22 : i32
    %25 = arith.cmpi sgt, %11, %24 : i32
    %26 = arith.select %25, %4, %9#0 : i32
    return %26, %9#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
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
    %4 = arith.cmpi slt, %3, %arg1 : i32
    cf.cond_br %4, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %5 = arith.addi %arg1, %arg1 : i32
    cf.br ^bb7(%5 : i32)
  ^bb6:  // pred: ^bb4
    %6 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb7(%6 : i32)
  ^bb7(%7: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %c4 = arith.constant 4 : index
    %8 = arith.addi %arg2, %c4 : index
    %9 = arith.index_cast %8 : index to i32
    %10 = arith.cmpi ne, %arg1, %arg1 : i32
    %11 = arith.select %10, %9, %arg1 : i32
    %12:2 = call @f2(%11, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %13 = arith.addi %9, %arg0 : i32
    %14 = arith.addi %9, %arg0 : i32
    %15 = arith.addf %arg3, %arg3 : f32
    %c4_0 = arith.constant 4 : index
    %16 = arith.addi %c4, %c4_0 : index
    %17 = arith.index_cast %16 : index to i32
    %18 = arith.mulf %arg3, %12#1 : f32
    %19 = arith.subi %arg1, %arg1 : i32
    %c0 = arith.constant 0 : index
    %c4_1 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb9(%c0, %13 : index, i32)
  ^bb9(%20: index, %21: i32):  // 2 preds: ^bb8, ^bb10
    %22 = arith.cmpi slt, %20, %c4_1 : index
    cf.cond_br %22, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %23 = arith.index_cast %20 : index to i32
    %24 = arith.muli %12#0, %9 : i32
    %25 = arith.addi %21, %23 : i32
    %26 = arith.xori %25, %24 : i32
    %27 = arith.addi %20, %c1 : index
    cf.br ^bb9(%27, %26 : index, i32)
  ^bb11:  // pred: ^bb9
    %28 = arith.subi %11, %3 : i32
    %29:2 = call @f7(%9, %14, %c4, %18) : (i32, i32, index, f32) -> (i32, f32)
    %30 = arith.cmpi ule, %arg1, %13 : i32
    %31 = arith.select %30, %11, %arg1 : i32
    %32 = arith.mulf %29#1, %29#1 : f32
    %33 = arith.subf %18, %15 : f32
    return %31, %33 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %arg0 : index, i32)
  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %c4 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = arith.index_cast %0 : index to i32
    %4 = arith.muli %arg1, %arg0 : i32
    %5 = arith.addi %1, %3 : i32
    %6 = arith.xori %5, %4 : i32
    %7 = arith.addi %0, %c1 : index
    cf.br ^bb1(%7, %6 : index, i32)
  ^bb3:  // pred: ^bb1
    %8:2 = call @f4(%1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = arith.subi %arg1, %1 : i32
    %10 = arith.muli %1, %8#0 : i32
    %11:2 = call @f7(%8#0, %9, %arg2, %8#1) : (i32, i32, index, f32) -> (i32, f32)
    %12 = arith.maxsi %10, %9 : i32
    %13 = arith.maxsi %10, %9 : i32
    %14 = arith.xori %arg0, %10 : i32
    %c1_0 = arith.constant 1 : index
    %15 = arith.addi %arg2, %c1_0 : index
    %16 = arith.index_cast %15 : index to i32
    %c0_1 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_2 = arith.constant 1 : index
    cf.br ^bb4(%c0_1, %1 : index, i32)
  ^bb4(%17: index, %18: i32):  // 2 preds: ^bb3, ^bb5
    %19 = arith.cmpi slt, %17, %c16 : index
    cf.cond_br %19, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %20 = arith.index_cast %17 : index to i32
    %21 = arith.muli %14, %14 : i32
    %22 = arith.addi %18, %20 : i32
    %23 = arith.xori %22, %21 : i32
    %24 = arith.addi %17, %c1_2 : index
    cf.br ^bb4(%24, %23 : index, i32)
  ^bb6:  // pred: ^bb4
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %9, %c0_i32 : i32
    cf.cond_br %25, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %26 = arith.addi %arg0, %8#0 : i32
    cf.br ^bb9(%26 : i32)
  ^bb8:  // pred: ^bb6
    %27 = arith.muli %arg0, %8#0 : i32
    cf.br ^bb9(%27 : i32)
  ^bb9(%28: i32):  // 2 preds: ^bb7, ^bb8
    cf.br ^bb10
  ^bb10:  // pred: ^bb9
    %29 = arith.subf %arg3, %11#1 : f32
    %30 = arith.addi %16, %28 : i32
    %c7_i32 = arith.constant 7 : i32
    %31 = arith.muli %16, %1 : i32
    %32 = arith.muli %16, %1 : i32
    %c2_i32 = arith.constant 2 : i32
    return %c2_i32, %29 : i32, f32
  }
}


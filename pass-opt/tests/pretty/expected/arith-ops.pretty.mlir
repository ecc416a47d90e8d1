module {
  func.func @constants() -> (i32, i64, index, i1, i1, f32, f64, vector<4xi32>, tensor<2xf32>, i8) {
    %c42_i32 = arith.constant 42 : i32
    %c-7_i64 = arith.constant -7 : i64
    %c3 = arith.constant 3 : index
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f64
    %cst_1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<2xf32>
    %c-1_i8 = arith.constant -1 : i8
    return %c42_i32, %c-7_i64, %c3, %true, %false, %cst, %cst_0, %cst_1, %cst_2, %c-1_i8 : i32, i64, index, i1, i1, f32, f64, vector<4xi32>, tensor<2xf32>, i8
  }
  func.func @integers(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %0, %arg1 overflow<nsw> : i32
    %2 = arith.muli %1, %arg0 overflow<nsw, nuw> : i32
    %3 = arith.shli %2, %arg1 overflow<nuw> : i32
    %4 = arith.divsi %3, %arg1 exact : i32
    %5 = arith.divui %4, %arg1 : i32
    %6 = arith.remsi %5, %arg0 : i32
    %7 = arith.andi %6, %arg0 {tag = "kept"} : i32
    %8 = arith.ori %7, %arg1 : i32
    %9 = arith.xori %8, %arg0 : i32
    %10 = arith.shrsi %9, %arg1 exact : i32
    %11 = arith.shrui %10, %arg1 : i32
    %12 = arith.maxsi %11, %arg0 : i32
    %13 = arith.minui %12, %arg1 : i32
    %14 = arith.ceildivsi %13, %arg1 : i32
    %15 = arith.floordivsi %14, %arg1 : i32
    %16 = arith.addi %arg2, %arg2 : index
    %sum, %overflow = arith.addui_extended %15, %arg0 : i32, i1
    %low, %high = arith.mulsi_extended %sum, %arg1 : i32
    %low_0, %high_1 = arith.mului_extended %low, %high : i32
    return %high_1 : i32
  }
  func.func @floats(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.subf %0, %arg1 fastmath<fast> : f32
    %2 = arith.mulf %1, %arg0 fastmath<nnan,ninf> : f32
    %3 = arith.divf %2, %arg1 fastmath<reassoc,contract> : f32
    %4 = arith.remf %3, %arg1 : f32
    %5 = arith.negf %4 fastmath<nsz> : f32
    %6 = arith.maximumf %5, %arg0 : f32
    %7 = arith.minnumf %6, %arg1 : f32
    %8 = arith.addf %arg2, %arg2 fastmath<afn> : vector<4xf32>
    return %7 : f32
  }
  func.func @compare(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: vector<4xi32>, %arg5: vector<4xi32>) -> (i1, vector<4xi32>) {
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    %1 = arith.cmpi uge, %arg0, %arg1 : i32
    %2 = arith.cmpi eq, %arg4, %arg5 : vector<4xi32>
    %3 = arith.cmpf ogt, %arg2, %arg3 : f64
    %4 = arith.cmpf une, %arg2, %arg3 fastmath<nnan> : f64
    %5 = arith.cmpf false, %arg2, %arg3 : f64
    %6 = arith.select %0, %arg0, %arg1 : i32
    %7 = arith.select %2, %arg4, %arg5 : vector<4xi1>, vector<4xi32>
    %8 = arith.select %1, %arg4, %arg5 : vector<4xi32>
    %9 = arith.andi %3, %4 : i1
    return %9, %7 : i1, vector<4xi32>
  }
  func.func @casts(%arg0: i32, %arg1: f32, %arg2: index, %arg3: vector<2xi16>) -> (i64, f64) {
    %0 = arith.extsi %arg0 : i32 to i64
    %1 = arith.extui %arg0 : i32 to i64
    %2 = arith.trunci %0 overflow<nsw> : i64 to i16
    %3 = arith.sitofp %arg0 : i32 to f32
    %4 = arith.uitofp %2 : i16 to f64
    %5 = arith.fptosi %arg1 : f32 to i32
    %6 = arith.fptoui %arg1 : f32 to i8
    %7 = arith.extf %arg1 fastmath<contract> : f32 to f64
    %8 = arith.truncf %7 downward : f64 to f32
    %9 = arith.truncf %7 to_nearest_away fastmath<fast> : f64 to f16
    %10 = arith.index_cast %arg2 : index to i32
    %11 = arith.index_castui %arg0 : i32 to index
    %12 = arith.bitcast %arg1 : f32 to i32
    %13 = arith.extsi %arg3 : vector<2xi16> to vector<2xi32>
    return %1, %4 : i64, f64
  }
}


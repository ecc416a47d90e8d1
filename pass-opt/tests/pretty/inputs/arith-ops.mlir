// arith's pretty forms: constants of several types (named %c42_i32, %cst,
// %true by arith.constant), predicates, overflow and fast-math flags,
// select, the extended ops' two results, casts.
func.func @constants() -> (i32, i64, index, i1, i1, f32, f64, vector<4xi32>, tensor<2xf32>, i8) {
  %a = arith.constant 42 : i32
  %b = arith.constant -7 : i64
  %c = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 1.5 : f32
  %y = arith.constant -0.0 : f64
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %w = arith.constant dense<2.0> : tensor<2xf32>
  %z = arith.constant 255 : i8
  return %a, %b, %c, %t, %f, %x, %y, %v, %w, %z : i32, i64, index, i1, i1, f32, f64, vector<4xi32>, tensor<2xf32>, i8
}

func.func @integers(%a: i32, %b: i32, %i: index) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.shli %2, %b overflow<nuw> : i32
  %4 = arith.divsi %3, %b exact : i32
  %5 = arith.divui %4, %b : i32
  %6 = arith.remsi %5, %a : i32
  %7 = arith.andi %6, %a {tag = "kept"} : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %a : i32
  %10 = arith.shrsi %9, %b exact : i32
  %11 = arith.shrui %10, %b : i32
  %12 = arith.maxsi %11, %a : i32
  %13 = arith.minui %12, %b : i32
  %14 = arith.ceildivsi %13, %b : i32
  %15 = arith.floordivsi %14, %b : i32
  %16 = arith.addi %i, %i : index
  %sum, %overflow = arith.addui_extended %15, %a : i32, i1
  %low, %high = arith.mulsi_extended %sum, %b : i32
  %p:2 = arith.mului_extended %low, %high : i32
  return %p#1 : i32
}

func.func @floats(%x: f32, %y: f32, %v: vector<4xf32>) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %0, %y fastmath<fast> : f32
  %2 = arith.mulf %1, %x fastmath<nnan,ninf> : f32
  %3 = arith.divf %2, %y fastmath<reassoc,contract> : f32
  %4 = arith.remf %3, %y : f32
  %5 = arith.negf %4 fastmath<nsz> : f32
  %6 = arith.maximumf %5, %x : f32
  %7 = arith.minnumf %6, %y : f32
  %8 = arith.addf %v, %v fastmath<afn> : vector<4xf32>
  return %7 : f32
}

func.func @compare(%a: i32, %b: i32, %x: f64, %y: f64, %v: vector<4xi32>, %w: vector<4xi32>) -> (i1, vector<4xi32>) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi uge, %a, %b : i32
  %2 = arith.cmpi eq, %v, %w : vector<4xi32>
  %3 = arith.cmpf ogt, %x, %y : f64
  %4 = arith.cmpf une, %x, %y fastmath<nnan> : f64
  %5 = arith.cmpf false, %x, %y : f64
  %6 = arith.select %0, %a, %b : i32
  %7 = arith.select %2, %v, %w : vector<4xi1>, vector<4xi32>
  %8 = arith.select %1, %v, %w : vector<4xi32>
  %9 = arith.andi %3, %4 : i1
  return %9, %7 : i1, vector<4xi32>
}

func.func @casts(%a: i32, %x: f32, %i: index, %v: vector<2xi16>) -> (i64, f64) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %0 overflow<nsw> : i64 to i16
  %3 = arith.sitofp %a : i32 to f32
  %4 = arith.uitofp %2 : i16 to f64
  %5 = arith.fptosi %x : f32 to i32
  %6 = arith.fptoui %x : f32 to i8
  %7 = arith.extf %x fastmath<contract> : f32 to f64
  %8 = arith.truncf %7 downward : f64 to f32
  %9 = arith.truncf %7 to_nearest_away fastmath<fast> : f64 to f16
  %10 = arith.index_cast %i : index to i32
  %11 = arith.index_castui %a : i32 to index
  %12 = arith.bitcast %x : f32 to i32
  %13 = arith.extsi %v : vector<2xi16> to vector<2xi32>
  return %1, %4 : i64, f64
}

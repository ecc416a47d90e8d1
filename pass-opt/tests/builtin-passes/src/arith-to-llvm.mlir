// Every arith op convert-arith-to-llvm lowers, on i32, i64, index, f32 and f64.
func.func @int_ops_i32(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.remsi %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %8 = arith.andi %a, %b : i32
  %9 = arith.ori %a, %b : i32
  %10 = arith.xori %a, %b : i32
  %11 = arith.shli %a, %b overflow<nsw> : i32
  %12 = arith.shrsi %a, %b : i32
  %13 = arith.shrui %a, %b exact : i32
  %14 = arith.maxsi %a, %b : i32
  %15 = arith.minsi %a, %b : i32
  %16 = arith.maxui %a, %b : i32
  %17 = arith.minui %a, %b : i32
  %18 = arith.cmpi eq, %a, %b : i32
  %19 = arith.cmpi ne, %a, %b : i32
  %20 = arith.cmpi slt, %a, %b : i32
  %21 = arith.cmpi sle, %a, %b : i32
  %22 = arith.cmpi sgt, %a, %b : i32
  %23 = arith.cmpi sge, %a, %b : i32
  %24 = arith.cmpi ult, %a, %b : i32
  %25 = arith.cmpi ule, %a, %b : i32
  %26 = arith.cmpi ugt, %a, %b : i32
  %27 = arith.cmpi uge, %a, %b : i32
  %28 = arith.select %18, %a, %b : i32
  %29 = arith.constant 7 : i32
  %30 = arith.constant -1 : i32
  %31 = arith.ceildivsi %a, %b : i32
  %32 = arith.floordivsi %a, %b : i32
  %33 = arith.ceildivui %a, %b : i32
  %34:2 = arith.addui_extended %a, %b : i32, i1
  %35:2 = arith.mulsi_extended %a, %b : i32
  %36:2 = arith.mului_extended %a, %b : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  "test.use"(%18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32) -> ()
  "test.use"(%31, %32, %33, %34#0, %34#1, %35#0, %35#1, %36#0, %36#1) : (i32, i32, i32, i32, i1, i32, i32, i32, i32) -> ()
  return
}
func.func @int_ops_i64(%a: i64, %b: i64, %c: i1) -> i64 {
  %0 = arith.addi %a, %b : i64
  %1 = arith.subi %0, %b : i64
  %2 = arith.muli %1, %a overflow<nsw> : i64
  %3 = arith.divsi %2, %b : i64
  %4 = arith.remui %3, %b : i64
  %5 = arith.shli %4, %a : i64
  %6 = arith.shrsi %5, %a : i64
  %7 = arith.maxui %6, %b : i64
  %8 = arith.minsi %7, %a : i64
  %9 = arith.select %c, %8, %a : i64
  %10 = arith.cmpi sgt, %9, %b : i64
  %11 = arith.constant 1000000000000 : i64
  %12 = arith.xori %9, %11 : i64
  %13 = arith.ceildivsi %12, %b : i64
  %14:2 = arith.mulsi_extended %13, %a : i64
  "test.use"(%10, %14#1) : (i1, i64) -> ()
  return %14#0 : i64
}
func.func @index_ops(%i: index, %j: index, %x: i32, %y: i64) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.subi %0, %j overflow<nsw> : index
  %2 = arith.muli %1, %i : index
  %3 = arith.divui %2, %j : index
  %4 = arith.remsi %3, %j : index
  %5 = arith.andi %4, %i : index
  %6 = arith.shrui %5, %j : index
  %7 = arith.maxsi %6, %i : index
  %8 = arith.cmpi ule, %7, %j : index
  %9 = arith.select %8, %7, %j : index
  %10 = arith.constant 4 : index
  %11 = arith.addi %9, %10 : index
  %12 = arith.index_cast %11 : index to i32
  %13 = arith.index_cast %x : i32 to index
  %14 = arith.index_castui %11 : index to i32
  %15 = arith.index_castui %x : i32 to index
  %16 = arith.index_cast %11 : index to i64
  %17 = arith.index_cast %y : i64 to index
  %18 = arith.index_castui %y : i64 to index
  %19 = arith.floordivsi %11, %j : index
  %20 = arith.ceildivui %19, %i : index
  "test.use"(%12, %13, %14, %15, %16, %17, %18) : (i32, index, i32, index, i64, index, index) -> ()
  return %20 : index
}
func.func @float_ops_f32(%f: f32, %g: f32) -> f32 {
  %0 = arith.addf %f, %g : f32
  %1 = arith.subf %f, %g fastmath<fast> : f32
  %2 = arith.mulf %f, %g fastmath<nnan,ninf> : f32
  %3 = arith.divf %f, %g fastmath<arcp> : f32
  %4 = arith.remf %f, %g : f32
  %5 = arith.negf %f fastmath<nsz> : f32
  %6 = arith.maximumf %f, %g : f32
  %7 = arith.minimumf %f, %g fastmath<reassoc,contract> : f32
  %8 = arith.maxnumf %f, %g : f32
  %9 = arith.minnumf %f, %g fastmath<afn> : f32
  %10 = arith.cmpf oeq, %f, %g : f32
  %11 = arith.cmpf ogt, %f, %g : f32
  %12 = arith.cmpf oge, %f, %g : f32
  %13 = arith.cmpf olt, %f, %g : f32
  %14 = arith.cmpf ole, %f, %g : f32
  %15 = arith.cmpf one, %f, %g : f32
  %16 = arith.cmpf ord, %f, %g : f32
  %17 = arith.cmpf ueq, %f, %g fastmath<nnan> : f32
  %18 = arith.cmpf ugt, %f, %g : f32
  %19 = arith.cmpf uge, %f, %g : f32
  %20 = arith.cmpf ult, %f, %g : f32
  %21 = arith.cmpf ule, %f, %g : f32
  %22 = arith.cmpf une, %f, %g : f32
  %23 = arith.cmpf uno, %f, %g : f32
  %24 = arith.constant 2.5 : f32
  %25 = arith.select %10, %0, %24 : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  return %25 : f32
}
func.func @float_ops_f64(%f: f64, %g: f64) -> f64 {
  %0 = arith.addf %f, %g : f64
  %1 = arith.mulf %0, %g fastmath<contract> : f64
  %2 = arith.divf %1, %f : f64
  %3 = arith.maxnumf %2, %g : f64
  %4 = arith.constant 1.0e-3 : f64
  %5 = arith.subf %3, %4 : f64
  %6 = arith.cmpf false, %5, %f : f64
  %7 = arith.cmpf true, %5, %f : f64
  "test.use"(%6, %7) : (i1, i1) -> ()
  return %5 : f64
}
func.func @casts(%a: i32, %x: i64, %f: f32, %d: f64, %h: f16, %b: bf16, %i: index) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %x : i64 to i32
  %3 = arith.trunci %x overflow<nuw> : i64 to i16
  %4 = arith.sitofp %a : i32 to f32
  %5 = arith.uitofp %x : i64 to f64
  %6 = arith.fptosi %f : f32 to i32
  %7 = arith.fptoui %d : f64 to i64
  %8 = arith.extf %f : f32 to f64
  %9 = arith.extf %h : f16 to f32
  %10 = arith.extf %b fastmath<fast> : bf16 to f64
  %11 = arith.truncf %d : f64 to f32
  %12 = arith.truncf %f fastmath<nnan> : f32 to f16
  %13 = arith.truncf %d to_nearest_even : f64 to f32
  %14 = arith.truncf %d downward : f64 to f32
  %15 = arith.truncf %d upward : f64 to f32
  %16 = arith.truncf %d toward_zero : f64 to f32
  %17 = arith.truncf %d to_nearest_away : f64 to bf16
  %18 = arith.bitcast %f : f32 to i32
  %19 = arith.bitcast %a : i32 to f32
  %20 = arith.bitcast %a : i32 to i32
  %21 = arith.bitcast %x : i64 to f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21) : (i64, i64, i32, i16, f32, f64, i32, i64, f64, f32, f64, f32, f16, f32, f32, f32, f32, bf16, i32, f32, i32, f64) -> ()
  return
}
func.func @vectors(%v: vector<4xi32>, %w: vector<4xindex>, %f: vector<2xf32>, %m: vector<2x3xi32>, %n: vector<2x2x2xf32>, %c: vector<2x3xi1>, %s: vector<[4]xi32>, %p: i1) {
  %0 = arith.addi %v, %v : vector<4xi32>
  %1 = arith.muli %w, %w : vector<4xindex>
  %2 = arith.mulf %f, %f fastmath<fast> : vector<2xf32>
  %3 = arith.subi %m, %m overflow<nsw> : vector<2x3xi32>
  %4 = arith.negf %n : vector<2x2x2xf32>
  %5 = arith.cmpi slt, %m, %m : vector<2x3xi32>
  %6 = arith.cmpf olt, %n, %n : vector<2x2x2xf32>
  %7 = arith.select %c, %m, %m : vector<2x3xi1>, vector<2x3xi32>
  %8 = arith.index_cast %w : vector<4xindex> to vector<4xi32>
  %9 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %10 = arith.constant dense<5> : vector<4xindex>
  %11 = arith.constant dense<1.5> : vector<2x3xf32>
  %12 = arith.addi %s, %s : vector<[4]xi32>
  %13 = arith.extsi %m : vector<2x3xi32> to vector<2x3xi64>
  %14:2 = arith.mului_extended %v, %v : vector<4xi32>
  %15 = arith.ceildivsi %v, %v : vector<4xi32>
  %16 = arith.select %p, %m, %m : vector<2x3xi32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14#0, %14#1, %15, %16) : (vector<4xi32>, vector<4xindex>, vector<2xf32>, vector<2x3xi32>, vector<2x2x2xf32>, vector<2x3xi1>, vector<2x2x2xi1>, vector<2x3xi32>, vector<4xi32>, vector<4xi32>, vector<4xindex>, vector<2x3xf32>, vector<[4]xi32>, vector<2x3xi64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2x3xi32>) -> ()
  return
}
func.func @attributes_and_regions(%a: i32, %i: index, %p: i1) -> index {
  %0 = arith.addi %a, %a {tag = "kept", unit} : i32
  %1 = arith.constant {origin = 1 : i64} 3 : index
  %2 = arith.cmpi eq, %a, %a {note} : i32
  %3 = scf.if %p -> index {
    %4 = arith.addi %i, %1 : index
    scf.yield %4 : index
  } else {
    %5 = arith.muli %i, %i : index
    scf.yield %5 : index
  }
  cf.br ^bb1(%3 : index)
^bb1(%6: index):
  %7 = arith.subi %6, %i : index
  "test.use"(%0, %2) : (i32, i1) -> ()
  return %7 : index
}

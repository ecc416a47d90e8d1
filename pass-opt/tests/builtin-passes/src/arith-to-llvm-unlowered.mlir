// Ops convert-arith-to-llvm leaves alone: types without an LLVM
// counterpart, floats LLVM lacks, and the n-D cases MLIR does not unroll.
func.func @unlowered(%t: tensor<4xi32>, %tf: tf32, %f8: f8E4M3FN, %s: vector<[2]x3xf32>, %m: vector<2x3xi32>, %a: i32, %u: ui32) {
  %0 = arith.addi %t, %t : tensor<4xi32>
  %1 = arith.constant dense<1> : tensor<4xi32>
  %2 = arith.addf %tf, %tf : tf32
  %3 = arith.constant 1.0 : tf32
  %4 = arith.addf %f8, %f8 : f8E4M3FN
  %5 = arith.extf %f8 : f8E4M3FN to f32
  %6 = arith.constant 1.0 : f8E4M3FN
  %7 = arith.bitcast %f8 : f8E4M3FN to i8
  %8 = arith.negf %s : vector<[2]x3xf32>
  %9:2 = arith.mulsi_extended %m, %m : vector<2x3xi32>
  %10:2 = arith.addui_extended %m, %m : vector<2x3xi32>, vector<2x3xi1>
  %11 = arith.sitofp %a : i32 to tf32
  %12 = arith.uitofp %a : i32 to f8E5M2
  %13 = arith.cmpi eq, %t, %t : tensor<4xi32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9#0, %9#1, %10#0, %10#1, %11, %12, %13, %u) : (tensor<4xi32>, tensor<4xi32>, tf32, tf32, f8E4M3FN, f32, f8E4M3FN, i8, vector<[2]x3xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi1>, tf32, f8E5M2, tensor<4xi1>, ui32) -> ()
  return
}

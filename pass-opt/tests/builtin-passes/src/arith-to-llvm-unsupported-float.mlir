// Floats LLVM lacks (f4E2M1FN converts to i4): the float arithmetic, the
// comparison and the float casts stay in arith (MLIR 22's
// FailOnUnsupportedFP), while select and bitcast lower on the i4 stand-in.
func.func @fp4(%a: f4E2M1FN, %b: f4E2M1FN, %v: vector<2xf4E2M1FN>, %c: i1, %n: i4) -> (f4E2M1FN, i1, i4, f4E2M1FN, vector<2xf4E2M1FN>) {
  %sum = arith.mulf %a, %b : f4E2M1FN
  %neg = arith.negf %v : vector<2xf4E2M1FN>
  %lt = arith.cmpf olt, %a, %b : f4E2M1FN
  %pick = arith.select %c, %a, %sum : f4E2M1FN
  %bits = arith.bitcast %pick : f4E2M1FN to i4
  %back = arith.bitcast %n : i4 to f4E2M1FN
  %wide = arith.extf %a : f4E2M1FN to f32
  %i = arith.fptosi %wide : f32 to i32
  %u = arith.uitofp %n : i4 to f4E2M1FN
  return %u, %lt, %bits, %back, %neg : f4E2M1FN, i1, i4, f4E2M1FN, vector<2xf4E2M1FN>
}

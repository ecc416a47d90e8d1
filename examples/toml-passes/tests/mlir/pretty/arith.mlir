// Ops of arith in their pretty forms: optional groups anchored on a
// default-valued enum (overflow, fastmath) and a unit attribute (exact),
// an i64 enum as a keyword, SameOperandsAndResultType, TypesMatchWith
// and attributes left to attr-dict.
func.func @ints(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b overflow<nsw> : i32
  %2 = arith.addi %1, %1 overflow<nsw, nuw> {tag = "x"} : i32
  %3 = arith.addi %2, %a overflow<none> : i32
  %4 = arith.divsi %3, %b exact : i32
  %5 = arith.divsi %4, %4 : i32
  %6 = arith.cmpi slt, %5, %a : i32
  %7 = arith.cmpi "uge", %5, %a : i32
  %8 = arith.addi %5, %4 {overflowFlags = #arith.overflow<nuw>} : i32
  return %8 : i32
}

func.func @floats(%x: f32, %y: f32, %v: vector<4xf32>) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.addf %0, %y fastmath<fast> : f32
  %2 = arith.addf %1, %1 fastmath<nnan,ninf> : f32
  %3 = arith.addf %v, %v fastmath<none> : vector<4xf32>
  %4 = arith.addf %2, %x {fastmath = #arith.fastmath<contract>, other = 1 : i32} : f32
  return %4 : f32
}

func.func @vectors(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %0 = arith.cmpi eq, %a, %b : vector<4xi32>
  return %0 : vector<4xi1>
}

// Invalid `arith` ops in the generic form, one case per chunk (see README.md).

// case: addi-one-operand
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a) : (i32) -> i32
}) : () -> ()

// -----
// case: addi-mixed-widths
"x.wrap"() ({
^bb0(%a: i32, %b: i64):
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
}) : () -> ()

// -----
// case: addi-float-operands
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
}) : () -> ()

// -----
// case: addi-two-results
"x.wrap"() ({
^bb0(%a: i32):
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
}) : () -> ()

// -----
// case: addi-no-result
"x.wrap"() ({
^bb0(%a: i32):
  "arith.addi"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----
// case: addi-result-type
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
}) : () -> ()

// -----
// case: addi-signed-integers
"x.wrap"() ({
^bb0(%a: si32):
  %0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
}) : () -> ()

// -----
// case: addi-vector-and-tensor
"x.wrap"() ({
^bb0(%a: vector<4xi32>, %b: tensor<4xi32>):
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, tensor<4xi32>) -> vector<4xi32>
}) : () -> ()

// -----
// case: addi-overflow-bogus
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<bogus>}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: addi-overflow-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: addi-overflow-string
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) <{overflowFlags = "nsw"}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: muli-overflow-bogus-second
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.muli"(%a, %a) <{overflowFlags = #arith.overflow<nsw, bogus>}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: subi-three-operands
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.subi"(%a, %a, %a) : (i32, i32, i32) -> i32
}) : () -> ()

// -----
// case: addf-integer-operands
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----
// case: addf-fastmath-bogus
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
}) : () -> ()

// -----
// case: addf-fastmath-integer
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.addf"(%a, %a) <{fastmath = 3 : i32}> : (f32, f32) -> f32
}) : () -> ()

// -----
// case: mulf-mixed-floats
"x.wrap"() ({
^bb0(%a: f32, %b: f64):
  %0 = "arith.mulf"(%a, %b) : (f32, f64) -> f32
}) : () -> ()

// -----
// case: negf-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.negf"(%a) : (i32) -> i32
}) : () -> ()

// -----
// case: negf-two-operands
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.negf"(%a, %a) : (f32, f32) -> f32
}) : () -> ()

// -----
// case: remf-integer
"x.wrap"() ({
^bb0(%a: i64):
  %0 = "arith.remf"(%a, %a) : (i64, i64) -> i64
}) : () -> ()

// -----
// case: shli-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.shli"(%a, %a) : (f32, f32) -> f32
}) : () -> ()

// -----
// case: minsi-float
"x.wrap"() ({
^bb0(%a: f16):
  %0 = "arith.minsi"(%a, %a) : (f16, f16) -> f16
}) : () -> ()

// -----
// case: maximumf-integer
"x.wrap"() ({
^bb0(%a: i8):
  %0 = "arith.maximumf"(%a, %a) : (i8, i8) -> i8
}) : () -> ()

// -----
// case: cmpi-no-predicate
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
}) : () -> ()

// -----
// case: cmpi-predicate-out-of-range
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----
// case: cmpi-predicate-string
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> i1
}) : () -> ()

// -----
// case: cmpi-result-i32
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: cmpi-vector-scalar-result
"x.wrap"() ({
^bb0(%a: vector<4xi32>):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
}) : () -> ()

// -----
// case: cmpi-operand-mismatch
"x.wrap"() ({
^bb0(%a: i32, %b: i16):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i16) -> i1
}) : () -> ()

// -----
// case: cmpi-float-operands
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: cmpf-predicate-out-of-range
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.cmpf"(%a, %a) <{predicate = 20 : i64}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: cmpf-integer-operands
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----
// case: cmpf-predicate-i32
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i32}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: constant-no-value
"x.wrap"() ({
  %0 = "arith.constant"() : () -> i32
}) : () -> ()

// -----
// case: constant-type-mismatch
"x.wrap"() ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()

// -----
// case: constant-string
"x.wrap"() ({
  %0 = "arith.constant"() <{value = "one"}> : () -> i32
}) : () -> ()

// -----
// case: constant-dense-shape
"x.wrap"() ({
  %0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<3xi32>
}) : () -> ()

// -----
// case: constant-two-results
"x.wrap"() ({
  %0:2 = "arith.constant"() <{value = 1 : i32}> : () -> (i32, i32)
}) : () -> ()

// -----
// case: constant-unit
"x.wrap"() ({
  %0 = "arith.constant"() <{value}> : () -> i32
}) : () -> ()

// -----
// case: constant-signed-integer
"x.wrap"() ({
  %0 = "arith.constant"() <{value = 1 : si32}> : () -> si32
}) : () -> ()

// -----
// case: extsi-narrowing
"x.wrap"() ({
^bb0(%a: i64):
  %0 = "arith.extsi"(%a) : (i64) -> i32
}) : () -> ()

// -----
// case: extui-same-width
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.extui"(%a) : (i32) -> i32
}) : () -> ()

// -----
// case: extsi-vector-to-scalar
"x.wrap"() ({
^bb0(%a: vector<2xi8>):
  %0 = "arith.extsi"(%a) : (vector<2xi8>) -> i32
}) : () -> ()

// -----
// case: trunci-widening
"x.wrap"() ({
^bb0(%a: i8):
  %0 = "arith.trunci"(%a) : (i8) -> i32
}) : () -> ()

// -----
// case: extf-narrowing
"x.wrap"() ({
^bb0(%a: f64):
  %0 = "arith.extf"(%a) : (f64) -> f32
}) : () -> ()

// -----
// case: truncf-widening
"x.wrap"() ({
^bb0(%a: f16):
  %0 = "arith.truncf"(%a) : (f16) -> f32
}) : () -> ()

// -----
// case: truncf-roundingmode-out-of-range
"x.wrap"() ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) <{roundingmode = 9 : i32}> : (f64) -> f32
}) : () -> ()

// -----
// case: sitofp-to-integer
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.sitofp"(%a) : (i32) -> i64
}) : () -> ()

// -----
// case: uitofp-shape-mismatch
"x.wrap"() ({
^bb0(%a: vector<4xi32>):
  %0 = "arith.uitofp"(%a) : (vector<4xi32>) -> vector<2xf32>
}) : () -> ()

// -----
// case: fptosi-to-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.fptosi"(%a) : (f32) -> f64
}) : () -> ()

// -----
// case: index-cast-integers
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.index_cast"(%a) : (i32) -> i64
}) : () -> ()

// -----
// case: index-castui-float
"x.wrap"() ({
^bb0(%a: f32):
  %0 = "arith.index_castui"(%a) : (f32) -> index
}) : () -> ()

// -----
// case: bitcast-width-mismatch
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.bitcast"(%a) : (i32) -> i64
}) : () -> ()

// -----
// case: bitcast-index
"x.wrap"() ({
^bb0(%a: index):
  %0 = "arith.bitcast"(%a) : (index) -> i64
}) : () -> ()

// -----
// case: bitcast-memref-valid
"x.wrap"() ({
^bb0(%a: memref<4xi32>):
  %0 = "arith.bitcast"(%a) : (memref<4xi32>) -> memref<4xf32>
}) : () -> ()

// -----
// case: bitcast-memref-width-mismatch
"x.wrap"() ({
^bb0(%a: memref<4xi32>):
  %0 = "arith.bitcast"(%a) : (memref<4xi32>) -> memref<4xi64>
}) : () -> ()

// -----
// case: select-condition-i32
"x.wrap"() ({
^bb0(%c: i32, %a: f32):
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
}) : () -> ()

// -----
// case: select-branch-mismatch
"x.wrap"() ({
^bb0(%c: i1, %a: f32, %b: f64):
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
}) : () -> ()

// -----
// case: select-condition-shape
"x.wrap"() ({
^bb0(%c: vector<2xi1>, %a: vector<4xi32>):
  %0 = "arith.select"(%c, %a, %a) : (vector<2xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
}) : () -> ()

// -----
// case: addui-extended-one-result
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----
// case: addui-extended-overflow-i32
"x.wrap"() ({
^bb0(%a: i32):
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
}) : () -> ()

// -----
// case: mulsi-extended-result-mismatch
"x.wrap"() ({
^bb0(%a: i32):
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
}) : () -> ()

// -----
// case: divsi-index-and-i64
"x.wrap"() ({
^bb0(%a: index, %b: i64):
  %0 = "arith.divsi"(%a, %b) : (index, i64) -> index
}) : () -> ()

// -----
// case: addi-overflow-bogus-pretty
"x.wrap"() ({
^bb0(%a: i32):
  %0 = arith.addi %a, %a overflow<bogus> : i32
}) : () -> ()

// -----
// case: addi-overflow-enum-in-pretty-form
"x.wrap"() ({
^bb0(%a: i32):
  %0 = arith.addi %a, %a overflow<nsw, nope> : i32
}) : () -> ()

// -----
// case: addf-fastmath-bogus-pretty
"x.wrap"() ({
^bb0(%x: f32):
  %0 = arith.addf %x, %x fastmath<quick> : f32
}) : () -> ()

// -----
// case: addf-vector-and-scalar
"x.wrap"() ({
^bb0(%x: f32, %v: vector<4xf32>):
  %0 = "arith.addf"(%x, %v) <{fastmath = #arith.fastmath<none>}> : (f32, vector<4xf32>) -> f32
}) : () -> ()

// -----
// case: addi-tensor-dynamic-and-static
"x.wrap"() ({
^bb0(%a: tensor<?xi32>, %b: tensor<4xi32>):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
}) : () -> ()

// -----
// case: addi-ranked-and-unranked
"x.wrap"() ({
^bb0(%a: tensor<*xi32>, %b: tensor<4xi32>):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (tensor<*xi32>, tensor<4xi32>) -> tensor<4xi32>
}) : () -> ()

// -----
// case: andi-no-operands
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.andi"() : () -> i32
}) : () -> ()

// -----
// case: xori-index-and-i64
"x.wrap"() ({
^bb0(%a: index, %b: index):
  %0 = "arith.xori"(%a, %b) : (index, index) -> i64
}) : () -> ()

// -----
// case: maxnumf-two-results
"x.wrap"() ({
^bb0(%x: f32):
  %0:2 = "arith.maxnumf"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> (f32, f32)
}) : () -> ()

// -----
// case: cmpi-predicate-pretty-bogus
"x.wrap"() ({
^bb0(%a: i32):
  %0 = arith.cmpi bogus, %a, %a : i32
}) : () -> ()

// -----
// case: cmpf-predicate-pretty-integer-name
"x.wrap"() ({
^bb0(%x: f32):
  %0 = arith.cmpf slt, %x, %x : f32
}) : () -> ()

// -----
// case: cmpf-result-vector-for-scalars
"x.wrap"() ({
^bb0(%x: f32):
  %0 = "arith.cmpf"(%x, %x) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> vector<2xi1>
}) : () -> ()

// -----
// case: cmpf-fastmath-overflow-attr
"x.wrap"() ({
^bb0(%x: f32):
  %0 = "arith.cmpf"(%x, %x) <{fastmath = #arith.overflow<none>, predicate = 1 : i64}> : (f32, f32) -> i1
}) : () -> ()

// -----
// case: cmpi-tensor-result-shape
"x.wrap"() ({
^bb0(%a: tensor<4xi32>):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<5xi1>
}) : () -> ()

// -----
// case: extui-narrowing
"x.wrap"() ({
^bb0(%a: i64):
  %0 = "arith.extui"(%a) : (i64) -> i8
}) : () -> ()

// -----
// case: extsi-index
"x.wrap"() ({
^bb0(%a: index):
  %0 = "arith.extsi"(%a) : (index) -> i64
}) : () -> ()

// -----
// case: extsi-tensor-dims
"x.wrap"() ({
^bb0(%a: tensor<4xi32>):
  %0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<?xi64>
}) : () -> ()

// -----
// case: extsi-tensor-shape-mismatch
"x.wrap"() ({
^bb0(%a: tensor<4xi32>):
  %0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<5xi64>
}) : () -> ()

// -----
// case: extsi-vector-to-tensor
"x.wrap"() ({
^bb0(%a: vector<4xi32>):
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> tensor<4xi64>
}) : () -> ()

// -----
// case: trunci-same-width
"x.wrap"() ({
^bb0(%a: i16):
  %0 = "arith.trunci"(%a) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i16
}) : () -> ()

// -----
// case: trunci-vector-widening
"x.wrap"() ({
^bb0(%a: vector<2xi8>):
  %0 = "arith.trunci"(%a) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>) -> vector<2xi16>
}) : () -> ()

// -----
// case: extf-same-width
"x.wrap"() ({
^bb0(%x: f32):
  %0 = "arith.extf"(%x) : (f32) -> f32
}) : () -> ()

// -----
// case: extf-integer-result
"x.wrap"() ({
^bb0(%x: f16):
  %0 = "arith.extf"(%x) : (f16) -> i32
}) : () -> ()

// -----
// case: truncf-roundingmode-pretty-bogus
"x.wrap"() ({
^bb0(%x: f64):
  %0 = arith.truncf %x sideways : f64 to f32
}) : () -> ()

// -----
// case: truncf-fastmath-string
"x.wrap"() ({
^bb0(%x: f64):
  %0 = "arith.truncf"(%x) <{fastmath = "fast"}> : (f64) -> f32
}) : () -> ()

// -----
// case: uitofp-index
"x.wrap"() ({
^bb0(%i: index):
  %0 = "arith.uitofp"(%i) : (index) -> f32
}) : () -> ()

// -----
// case: fptoui-integer-operand
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.fptoui"(%a) : (i32) -> i32
}) : () -> ()

// -----
// case: sitofp-two-operands
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.sitofp"(%a, %a) : (i32, i32) -> f32
}) : () -> ()

// -----
// case: index-cast-index-to-index
"x.wrap"() ({
^bb0(%i: index):
  %0 = "arith.index_cast"(%i) : (index) -> index
}) : () -> ()

// -----
// case: index-cast-float
"x.wrap"() ({
^bb0(%x: f32):
  %0 = "arith.index_cast"(%x) : (f32) -> index
}) : () -> ()

// -----
// case: index-castui-memref
"x.wrap"() ({
^bb0(%m: memref<4xi32>):
  %0 = "arith.index_castui"(%m) : (memref<4xi32>) -> memref<4xindex>
}) : () -> ()

// -----
// case: bitcast-f16-to-i32
"x.wrap"() ({
^bb0(%x: f16):
  %0 = "arith.bitcast"(%x) : (f16) -> i32
}) : () -> ()

// -----
// case: bitcast-vector-width-mismatch
"x.wrap"() ({
^bb0(%v: vector<2xf32>):
  %0 = "arith.bitcast"(%v) : (vector<2xf32>) -> vector<2xi16>
}) : () -> ()

// -----
// case: bitcast-f32-to-i32-ok
"x.wrap"() ({
^bb0(%x: f32):
  %0 = "arith.bitcast"(%x) : (f32) -> i32
}) : () -> ()

// -----
// case: select-two-operands
"x.wrap"() ({
^bb0(%c: i1, %a: i32):
  %0 = "arith.select"(%c, %a) : (i1, i32) -> i32
}) : () -> ()

// -----
// case: select-pretty-missing-operand
"x.wrap"() ({
^bb0(%c: i1, %a: i32):
  %0 = arith.select %c, %a : i32
}) : () -> ()

// -----
// case: constant-no-result
"x.wrap"() ({
^bb0:
  "arith.constant"() <{value = 1 : i32}> : () -> ()
}) : () -> ()

// -----
// case: constant-array-value
"x.wrap"() ({
^bb0:
  %0 = "arith.constant"() <{value = [1, 2]}> : () -> i32
}) : () -> ()

// -----
// case: constant-operand
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
}) : () -> ()

// -----
// case: mului-extended-one-result
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.mului_extended"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----
// case: addui-extended-float
"x.wrap"() ({
^bb0(%x: f32):
  %0:2 = "arith.addui_extended"(%x, %x) : (f32, f32) -> (f32, i1)
}) : () -> ()

// -----
// case: negf-vector-result-mismatch
"x.wrap"() ({
^bb0(%v: vector<4xf32>):
  %0 = "arith.negf"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<2xf32>
}) : () -> ()

// -----
// case: divui-exact-not-unit
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "arith.divui"(%a, %a) <{isExact = 1 : i32}> : (i32, i32) -> i32
}) : () -> ()

// -----
// case: constant-typed-dialect-attr
"x.wrap"() ({
  %0 = arith.constant #foo<1> : i32
}) : () -> ()

// -----
// case: constant-untyped-dialect-attr
"x.wrap"() ({
  %0 = arith.constant #foo<1>
}) : () -> ()

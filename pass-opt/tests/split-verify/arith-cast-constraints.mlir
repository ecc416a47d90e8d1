// What MLIR 22's arith casts accept: scalars, vectors, tensors and (for
// bitcast and index casts) ranked memrefs; the constraint, shape, tensor
// dimension and compatibility errors in MLIR's order.
// Unranked tensors are left out: MLIR 22 reads a ranked shape from them
// (undefined behaviour that happens to reject them).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.bitcast"(%arg0) : (i32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32>) -> memref<4xf32>
    "func.return"(%0) : (memref<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf16>) -> memref<?x4xi16>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x4xf16>):
    %0 = "arith.bitcast"(%arg0) : (memref<?x4xf16>) -> memref<?x4xi16>
    "func.return"(%0) : (memref<?x4xi16>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32, strided<[2]>>) -> memref<4xf32, strided<[2]>>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32, strided<[2]>>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32, strided<[2]>>) -> memref<4xf32, strided<[2]>>
    "func.return"(%0) : (memref<4xf32, strided<[2]>>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32>) -> memref<4xi64>
    "func.return"(%0) : (memref<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32>) -> memref<8xf32>
    "func.return"(%0) : (memref<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<?xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32>) -> memref<?xf32>
    "func.return"(%0) : (memref<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xi32>) -> memref<*xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<*xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<*xi32>) -> memref<*xf32>
    "func.return"(%0) : (memref<*xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xindex>) -> memref<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xindex>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xindex>) -> memref<4xi64>
    "func.return"(%0) : (memref<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32>) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xi32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xi32>):
    %0 = "arith.bitcast"(%arg0) : (tensor<?xi32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi16>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (tensor<4xi32>) -> tensor<4xi16>
    "func.return"(%0) : (tensor<4xi16>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> vector<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (vector<4xi32>) -> vector<4xf32>
    "func.return"(%0) : (vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<[4]xi32>) -> vector<[4]xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<[4]xi32>):
    %0 = "arith.bitcast"(%arg0) : (vector<[4]xi32>) -> vector<[4]xf32>
    "func.return"(%0) : (vector<[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> vector<[4]xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (vector<4xi32>) -> vector<[4]xf32>
    "func.return"(%0) : (vector<[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> vector<2xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (vector<4xi32>) -> vector<2xi64>
    "func.return"(%0) : (vector<2xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.bitcast"(%arg0) : (vector<4xi32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.bitcast"(%arg0) : (index) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.bitcast"(%arg0) : (i32) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (ui32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: ui32):
    %0 = "arith.bitcast"(%arg0) : (ui32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xui32>) -> memref<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xui32>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xui32>) -> memref<4xf32>
    "func.return"(%0) : (memref<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xvector<2xi32>>) -> memref<4xvector<2xf32>>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xvector<2xi32>>):
    %0 = "arith.bitcast"(%arg0) : (memref<4xvector<2xi32>>) -> memref<4xvector<2xf32>>
    "func.return"(%0) : (memref<4xvector<2xf32>>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "arith.bitcast"(%arg0) : (complex<f32>) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xindex>) -> tensor<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xindex>):
    %0 = "arith.bitcast"(%arg0) : (tensor<4xindex>) -> tensor<4xi64>
    "func.return"(%0) : (tensor<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.index_cast"(%arg0) : (memref<4xi32>) -> memref<4xindex>
    "func.return"(%0) : (memref<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xindex>) -> memref<?xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xindex>):
    %0 = "arith.index_cast"(%arg0) : (memref<?xindex>) -> memref<?xi64>
    "func.return"(%0) : (memref<?xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.index_cast"(%arg0) : (memref<4xi32>) -> memref<4xi64>
    "func.return"(%0) : (memref<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "arith.index_cast"(%arg0) : (memref<4xf32>) -> memref<4xindex>
    "func.return"(%0) : (memref<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<5xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.index_cast"(%arg0) : (memref<4xi32>) -> memref<5xindex>
    "func.return"(%0) : (memref<5xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xi32>) -> memref<*xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<*xi32>):
    %0 = "arith.index_cast"(%arg0) : (memref<*xi32>) -> memref<*xindex>
    "func.return"(%0) : (memref<*xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "arith.index_cast"(%arg0) : (tensor<4xi32>) -> tensor<4xindex>
    "func.return"(%0) : (tensor<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi32>) -> tensor<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xi32>):
    %0 = "arith.index_cast"(%arg0) : (tensor<?xi32>) -> tensor<4xindex>
    "func.return"(%0) : (tensor<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> vector<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.index_cast"(%arg0) : (vector<4xi32>) -> vector<4xindex>
    "func.return"(%0) : (vector<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> tensor<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.index_cast"(%arg0) : (memref<4xi32>) -> tensor<4xindex>
    "func.return"(%0) : (tensor<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> memref<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.index_cast"(%arg0) : (i32) -> memref<4xindex>
    "func.return"(%0) : (memref<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.index_castui"(%arg0) : (memref<4xi32>) -> memref<4xindex>
    "func.return"(%0) : (memref<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xi8>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.index_castui"(%arg0) : (memref<4xi32>) -> memref<4xi8>
    "func.return"(%0) : (memref<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xui32>) -> memref<4xindex>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xui32>):
    %0 = "arith.index_castui"(%arg0) : (memref<4xui32>) -> memref<4xindex>
    "func.return"(%0) : (memref<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.extsi"(%arg0) : (memref<4xi32>) -> memref<4xi64>
    "func.return"(%0) : (memref<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi32>) -> tensor<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xi32>):
    %0 = "arith.extsi"(%arg0) : (tensor<?xi32>) -> tensor<4xi64>
    "func.return"(%0) : (tensor<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> vector<[4]xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.extsi"(%arg0) : (vector<4xi32>) -> vector<[4]xi64>
    "func.return"(%0) : (vector<[4]xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "arith.extf"(%arg0) : (memref<4xf32>) -> memref<4xf64>
    "func.return"(%0) : (memref<4xf64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "arith.sitofp"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<5xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "arith.sitofp"(%arg0) : (tensor<4xi32>) -> tensor<5xf32>
    "func.return"(%0) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i16, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.extsi"(%arg0) : (i32) -> i16
    "func.return"(%0) : (i16) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.extsi"(%arg0) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.trunci"(%arg0) : (i32) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f16, sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.extf"(%arg0) : (f32) -> f16
    "func.return"(%0) : (f16) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f64, sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.truncf"(%arg0) : (f32) -> f64
    "func.return"(%0) : (f64) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.index_cast"(%arg0) : (i32) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.index_cast"(%arg0) : (index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.sitofp"(%arg0) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.extf"(%arg0) : (f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> vector<4xi16>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.extsi"(%arg0) : (vector<4xi32>) -> vector<4xi16>
    "func.return"(%0) : (vector<4xi16>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xbf16>) -> tensor<4xf16>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xbf16>):
    %0 = "arith.extf"(%arg0) : (tensor<4xbf16>) -> tensor<4xf16>
    "func.return"(%0) : (tensor<4xf16>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "arith.truncf"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> memref<4xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "arith.extsi"(%arg0) : (memref<4xi32>) -> memref<4xi64>
    "func.return"(%0) : (memref<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i8, sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.extui"(%arg0) : (i1) -> i8
    "func.return"(%0) : (i8) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.fptosi"(%arg0) : (f32) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi32>) -> vector<3xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<2xi32>):
    %0 = "arith.uitofp"(%arg0) : (vector<2xi32>) -> vector<3xf32>
    "func.return"(%0) : (vector<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

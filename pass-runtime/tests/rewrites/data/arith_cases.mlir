// Functions of the arith suites written out, in the form
// gen_arith_cases.py renders its generated ones: each chunk names its suite,
// and the suite takes the function where it names it (`written(...)`).
// -----
// suite: identities
// Nested identities: op(op(a, b), b) and friends.
func.func @nested_i32(%a0: i32, %a1: i32, %a2: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i1, i32, i32, i32, i32, i1, i32, i1, i32, i1, i1, i1) {
  %v1 = arith.subi %a0, %a1 : i32
  %v2 = arith.addi %v1, %a1 : i32
  %v3 = arith.addi %a1, %v1 : i32
  %v4 = arith.addi %a0, %a1 : i32
  %v5 = arith.subi %v4, %a1 : i32
  %v6 = arith.subi %v4, %a0 : i32
  %v7 = arith.xori %a0, %a1 : i32
  %v8 = arith.xori %v7, %a1 : i32
  %v9 = arith.xori %v7, %a0 : i32
  %v10 = arith.xori %a1, %v7 : i32
  %v11 = arith.constant -1 : i32
  %v12 = arith.xori %a0, %v11 : i32
  %v13 = arith.andi %a0, %v12 : i32
  %v14 = arith.andi %v12, %a0 : i32
  %v15 = arith.ori %a0, %v12 : i32
  %v16 = arith.ori %v12, %a0 : i32
  %v17 = arith.andi %a0, %a1 : i32
  %v18 = arith.andi %a0, %v17 : i32
  %v19 = arith.andi %v17, %a1 : i32
  %v20 = arith.muli %a0, %a1 overflow<nsw> : i32
  %v21 = arith.divsi %v20, %a1 : i32
  %v22 = arith.divui %v20, %a1 : i32
  %v23 = arith.muli %a0, %a1 overflow<nuw> : i32
  %v24 = arith.divui %v23, %a0 : i32
  %v25 = arith.divsi %v23, %a0 : i32
  %v26 = arith.cmpi eq, %a0, %a1 : i32
  %v27 = arith.select %v26, %a0, %a1 : i32
  %v28 = arith.select %v26, %a1, %a0 : i32
  %v29 = arith.cmpi ne, %a0, %a1 : i32
  %v30 = arith.select %v29, %a0, %a1 : i32
  %v31 = arith.select %v29, %a2, %a2 : i32
  %v32 = arith.constant true
  %v33 = arith.select %v32, %a0, %a1 : i32
  %v34 = arith.constant false
  %v35 = arith.select %v34, %a0, %a1 : i32
  %v36 = arith.select %v26, %v32, %v34 : i1
  %v37 = arith.extsi %v26 : i1 to i32
  %v38 = arith.constant 0 : i32
  %v39 = arith.cmpi ne, %v37, %v38 : i32
  %v40 = arith.extui %v26 : i1 to i32
  %v41 = arith.cmpi ne, %v40, %v38 : i32
  %v42 = arith.cmpi eq, %v26, %v32 : i1
  %v43 = arith.cmpi ne, %v26, %v34 : i1
  return %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v33, %v35, %v36, %v37, %v39, %v40, %v41, %v42, %v43 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i1, i32, i32, i32, i32, i1, i32, i1, i32, i1, i1, i1
}
// -----
// suite: identities
// Casts of casts.
func.func @casts(%a0: i8, %a1: i32, %a2: index, %a3: f32, %a4: f16, %a5: i1) -> (i16, i64, i16, i64, i32, i8, i16, i64, i32, i4, i16, i8, f32, f16, f64, f16, f16, f32, f32, f32, f32) {
  %v1 = arith.extui %a0 : i8 to i16
  %v2 = arith.extui %v1 : i16 to i64
  %v3 = arith.extsi %a0 : i8 to i16
  %v4 = arith.extsi %v3 : i16 to i64
  %v5 = arith.extsi %a0 : i8 to i32
  %v6 = arith.trunci %v5 : i32 to i8
  %v7 = arith.trunci %v5 : i32 to i16
  %v8 = arith.extui %a0 : i8 to i64
  %v9 = arith.trunci %v8 : i64 to i32
  %v10 = arith.trunci %v8 : i64 to i4
  %v11 = arith.trunci %a1 : i32 to i16
  %v12 = arith.trunci %v11 : i16 to i8
  %v13 = arith.extf %a4 : f16 to f32
  %v14 = arith.truncf %v13 : f32 to f16
  %v15 = arith.extf %a3 : f32 to f64
  %v16 = arith.truncf %v15 : f64 to f16
  %v17 = arith.truncf %a3 fastmath<contract> : f32 to f16
  %v18 = arith.extf %v17 fastmath<contract> : f16 to f32
  %v19 = arith.extf %v17 : f16 to f32
  %v20 = arith.negf %a3 : f32
  %v21 = arith.negf %v20 : f32
  return %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21 : i16, i64, i16, i64, i32, i8, i16, i64, i32, i4, i16, i8, f32, f16, f64, f16, f16, f32, f32, f32, f32
}
// -----
// suite: patterns
// The select patterns (and near misses).
func.func @selects(%a0: i1, %a1: i1, %a2: i32, %a3: i32, %a4: i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) {
  %v1 = arith.constant true
  %v2 = arith.constant false
  %v3 = arith.xori %a0, %v1 : i1
  %v4 = arith.select %v3, %a2, %a3 : i32
  %v5 = arith.select %a0, %a2, %a3 : i32
  %v6 = arith.select %a0, %v5, %a4 : i32
  %v7 = arith.select %a0, %a4, %v5 : i32
  %v8 = arith.select %a1, %v5, %a4 : i32
  %v9 = arith.select %a0, %v2, %v1 : i1
  %v10 = arith.constant 1 : i32
  %v11 = arith.constant 0 : i32
  %v12 = arith.select %a0, %v10, %v11 : i32
  %v13 = arith.select %a0, %v11, %v10 : i32
  %v14 = arith.constant 1 : i8
  %v15 = arith.constant 0 : i8
  %v16 = arith.select %a0, %v14, %v15 : i8
  %v17 = arith.select %a0, %v15, %v14 : i8
  %v18 = arith.constant dense<1> : vector<2xi32>
  %v19 = arith.constant dense<0> : vector<2xi32>
  %v20 = arith.select %a0, %v18, %v19 : vector<2xi32>
  return %v4, %v6, %v7, %v8, %v9, %v12, %v13, %v16, %v17, %v20 : i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>
}
// -----
// suite: patterns
// The cast patterns (and near misses).
func.func @casts(%a0: i64, %a1: i8, %a2: i32, %a3: index, %a4: f32, %a5: i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) {
  %v1 = arith.index_cast %a0 : i64 to index
  %v2 = arith.index_cast %v1 : index to i64
  %v3 = arith.index_cast %a3 : index to i8
  %v4 = arith.index_cast %v3 : i8 to index
  %v5 = arith.extsi %a1 : i8 to i32
  %v6 = arith.index_cast %v5 : i32 to index
  %v7 = arith.index_castui %v5 : i32 to index
  %v8 = arith.extui %a1 : i8 to i32
  %v9 = arith.index_castui %v8 : i32 to index
  %v10 = arith.index_cast %v8 : i32 to index
  %v11 = arith.extsi %v8 : i32 to i64
  %v12 = arith.index_castui %a2 : i32 to index
  %v13 = arith.index_castui %v12 : index to i32
  %v14 = arith.bitcast %a4 : f32 to i32
  %v15 = arith.bitcast %v14 : i32 to f32
  %v16 = arith.bitcast %a2 : i32 to f32
  %v17 = arith.bitcast %v16 : f32 to i32
  %v18 = arith.extsi %a1 : i8 to i64
  %v19 = arith.trunci %v18 : i64 to i16
  %v20 = arith.trunci %v18 : i64 to i8
  %v21 = arith.trunci %v18 : i64 to i4
  %v22 = arith.extui %a1 : i8 to i64
  %v23 = arith.trunci %v22 : i64 to i16
  %v24 = arith.constant 32 : i64
  %v25 = arith.shrsi %a5, %v24 : i64
  %v26 = arith.trunci %v25 : i64 to i32
  %v27 = arith.constant 16 : i64
  %v28 = arith.shrsi %a5, %v27 : i64
  %v29 = arith.trunci %v28 : i64 to i32
  %v30 = arith.constant 48 : i64
  %v31 = arith.shrsi %a5, %v30 : i64
  %v32 = arith.trunci %v31 : i64 to i16
  %v33 = arith.sitofp %a2 : i32 to f64
  %v34 = arith.truncf %v33 : f64 to f32
  %v35 = arith.truncf %v33 to_nearest_away : f64 to f32
  %v36 = arith.uitofp %a2 : i32 to f64
  %v37 = arith.truncf %v36 : f64 to f32
  %v38 = arith.truncf %v36 to_nearest_away : f64 to f32
  return %v2, %v4, %v6, %v7, %v9, %v10, %v11, %v13, %v15, %v17, %v19, %v20, %v21, %v23, %v26, %v29, %v32, %v34, %v35, %v37, %v38 : i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32
}

module {
  func.func @f0(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.subf %a3, %a3 : f32
    %v2 = arith.addi %a1, %a1 : i32
    %v3 = arith.addi %a0, %a1 : i32
    %v4 = arith.addi %v2, %a0 : i32
    %v5 = arith.constant 1 : index
    %v6 = arith.addi %a2, %v5 : index
    %v7 = arith.index_cast %v6 : index to i32
    %v8 = arith.addi %a1, %v4 : i32
    %v9 = arith.addi %a1, %v4 : i32
    %v10 = arith.constant 2 : i32
    %v11 = arith.cmpi slt, %a0, %v8 : i32
    %v12 = scf.if %v11 -> (i32) {
      %v13 = arith.addi %v2, %v4 : i32
      scf.yield %v13 : i32
    } else {
      %v14 = arith.muli %v2, %v4 : i32
      scf.yield %v14 : i32
    }
    return %v12, %v1 : i32, f32
  }
  func.func @f1(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.xori %a0, %a0 : i32
    %v2 = arith.constant 1 : i32
    %v3 = arith.constant 2 : index
    %v4 = arith.addi %a2, %v3 : index
    %v5 = arith.index_cast %v4 : index to i32
    %v6 = arith.muli %v5, %a0 : i32
    %v7 = arith.muli %v5, %v1 : i32
    %v8 = arith.subi %v2, %v7 : i32
    %v9 = arith.muli %v8, %v7 : i32
    %v10 = arith.minsi %v5, %v1 : i32
    %v11 = arith.minsi %v5, %v1 : i32
    return %v11, %a3 : i32, f32
  }
  func.func @f2(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.muli %a1, %a0 : i32
    %v2 = arith.andi %a1, %a1 : i32
    %v3:2 = func.call @f1(%v2, %a0, %a2, %a3) : (i32, i32, index, f32) -> (i32, f32)
    %v4 = arith.xori %a1, %a1 : i32
    %v5 = arith.xori %v4, %v1 : i32
    %v6 = arith.xori %v4, %v1 : i32
    %v7 = arith.cmpi slt, %v3#0, %a0 : i32
    %v8 = scf.if %v7 -> (i32) {
      %v9 = arith.addi %v1, %v3#0 : i32
      scf.yield %v9 : i32
    } else {
      %v10 = arith.muli %v1, %v3#0 : i32
      scf.yield %v10 : i32
    }
    %v11 = arith.constant 2 : i32
    %v12:2 = func.call @f1(%v1, %v3#0, %a2, %v3#1) : (i32, i32, index, f32) -> (i32, f32)
    return %v12#0, %v12#1 : i32, f32
  }
  func.func @f3(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1:2 = func.call @f2(%a1, %a1, %a2, %a3) : (i32, i32, index, f32) -> (i32, f32)
    %v2 = arith.subf %a3, %a3 : f32
    %v3 = arith.minsi %v1#0, %v1#0 : i32
    %v4:2 = func.call @f2(%v3, %a0, %a2, %v1#1) : (i32, i32, index, f32) -> (i32, f32)
    %v5 = arith.constant 4 : index
    %v6 = arith.addi %a2, %v5 : index
    %v7 = arith.index_cast %v6 : index to i32
    %v8 = arith.constant 0 : i32
    %v9 = arith.ori %a1, %v8 : i32
    %v10 = arith.mulf %v2, %v4#1 : f32
    return %v9, %v10 : i32, f32
  }
  func.func @f4(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.cmpi ule, %a0, %a0 : i32
    %v2 = arith.select %v1, %a0, %a1 : i32
    %v3 = arith.cmpi slt, %a0, %a0 : i32
    %v4 = arith.select %v3, %a1, %a1 : i32
    %v5 = arith.subf %a3, %a3 : f32
    %v6 = arith.subf %v5, %a3 : f32
    %v7:2 = func.call @f2(%v2, %v2, %a2, %v5) : (i32, i32, index, f32) -> (i32, f32)
    %v8 = arith.subi %v4, %v7#0 : i32
    %v9 = arith.constant 42 : i32
    %v10 = arith.constant 7 : i32
    return %v10, %v7#1 : i32, f32
  }
  func.func @f5(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 1 : index
    %v2 = arith.addi %a2, %v1 : index
    %v3 = arith.index_cast %v2 : index to i32
    %v4 = arith.constant 0 : index
    %v5 = arith.constant 8 : index
    %v6 = arith.constant 1 : index
    %v7 = scf.for %v8 = %v4 to %v5 step %v6 iter_args(%v9 = %v3) -> (i32) {
      %v10 = arith.index_cast %v8 : index to i32
      %v11 = arith.muli %a0, %a0 : i32
      %v12 = arith.addi %v9, %v10 : i32
      %v13 = arith.xori %v12, %v11 : i32
      scf.yield %v13 : i32
    }
    %v14 = arith.cmpi slt, %v7, %a0 : i32
    %v15 = scf.if %v14 -> (i32) {
      %v16 = arith.addi %v7, %v3 : i32
      scf.yield %v16 : i32
    } else {
      %v17 = arith.muli %v7, %v3 : i32
      scf.yield %v17 : i32
    }
    %v18 = arith.cmpi slt, %a0, %a1 : i32
    %v19 = scf.if %v18 -> (i32) {
      %v20 = arith.addi %v15, %v7 : i32
      scf.yield %v20 : i32
    } else {
      %v21 = arith.muli %v15, %v7 : i32
      scf.yield %v21 : i32
    }
    %v22 = arith.andi %v3, %a0 : i32
    %v23 = arith.andi %v19, %a1 : i32
    %v24 = arith.andi %v19, %a1 : i32
    %v25 = arith.constant 1 : index
    %v26 = arith.addi %a2, %v25 : index
    %v27 = arith.index_cast %v26 : index to i32
    %v28 = arith.cmpi eq, %v15, %v19 : i32
    %v29 = arith.select %v28, %v7, %v19 : i32
    return %v29, %a3 : i32, f32
  }
  func.func private @unused0(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.mulf %a3, %a3 : f32
    %v2 = arith.constant 2 : index
    %v3 = arith.addi %a2, %v2 : index
    %v4 = arith.index_cast %v3 : index to i32
    %v5 = arith.xori %a1, %a1 : i32
    %v6 = arith.xori %a1, %a1 : i32
    %v7 = arith.constant 1 : i32
    %v8 = arith.xori %v5, %v5 : i32
    %v9 = arith.xori %v5, %v5 : i32
    %v10 = arith.addi %v9, %v4 : i32
    %v11 = arith.addi %v6, %v4 : i32
    %v12 = arith.constant 3 : i32
    return %v12, %v1 : i32, f32
  }
  func.func private @unused1(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 2 : i32
    %v2 = arith.constant 4 : index
    %v3 = arith.addi %a2, %v2 : index
    %v4 = arith.index_cast %v3 : index to i32
    %v5 = arith.addi %v4, %a0 : i32
    %v6 = arith.minsi %v1, %v5 : i32
    %v7 = arith.minsi %v1, %v5 : i32
    %v8 = arith.constant 1 : i32
    %v9 = arith.constant 4 : index
    %v10 = arith.addi %a2, %v9 : index
    %v11 = arith.index_cast %v10 : index to i32
    %v12 = arith.addi %v1, %a1 : i32
    %v13 = arith.ori %a0, %a0 : i32
    return %v13, %a3 : i32, f32
  }
  module @m0 {
    func.func @m0_f0(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
      %v1 = arith.cmpi slt, %a1, %a1 : i32
      %v2 = arith.select %v1, %a0, %a0 : i32
      %v3 = arith.addf %a3, %a3 : f32
      %v4 = arith.subf %a3, %v3 : f32
      %v5 = arith.cmpi slt, %a1, %a0 : i32
      %v6 = arith.select %v5, %v2, %a1 : i32
      %v7 = arith.constant 3 : i32
      %v8 = arith.addi %v2, %v7 : i32
      %v9 = arith.addi %v8, %v7 : i32
      %v10 = arith.addi %a0, %a0 : i32
      return %v10, %v4 : i32, f32
    }
    func.func @m0_f1(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
      %v1 = arith.addi %a0, %a1 : i32
      %v2 = arith.addf %a3, %a3 : f32
      %v3 = arith.muli %a0, %a0 : i32
      %v4 = arith.constant 0 : i32
      %v5 = arith.minsi %v3, %a0 : i32
      %v6 = arith.minsi %v3, %a0 : i32
      %v7 = arith.cmpi sgt, %v5, %v1 : i32
      %v8 = arith.select %v7, %v5, %v4 : i32
      %v9 = arith.addi %v3, %a0 : i32
      %v10 = arith.constant 2 : i32
      return %v10, %v2 : i32, f32
    }
    func.func @m0_f2(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
      %v1 = arith.subi %a1, %a0 : i32
      %v2 = arith.constant 1 : index
      %v3 = arith.addi %a2, %v2 : index
      %v4 = arith.index_cast %v3 : index to i32
      %v5 = arith.constant 42 : i32
      %v6 = arith.addf %a3, %a3 : f32
      %v7 = arith.addi %a1, %a1 : i32
      %v8 = arith.cmpi slt, %v4, %v7 : i32
      %v9 = scf.if %v8 -> (i32) {
        %v10 = arith.addi %v1, %a0 : i32
        scf.yield %v10 : i32
      } else {
        %v11 = arith.muli %v1, %a0 : i32
        scf.yield %v11 : i32
      }
      %v12 = arith.addf %v6, %a3 : f32
      %v13 = arith.cmpi slt, %v4, %v4 : i32
      %v14 = arith.select %v13, %v1, %v9 : i32
      return %v14, %v12 : i32, f32
    }
  }
}

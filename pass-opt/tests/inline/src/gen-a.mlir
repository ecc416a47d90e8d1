module {
  func.func @f0(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 42 : i32
    %v3 = arith.addi %v2, %a0 : i32
    %v4 = arith.cmpi slt, %a0, %v1 : i32
    %v5 = scf.if %v4 -> (i32) {
      %v6 = arith.addi %v3, %v1 : i32
      scf.yield %v6 : i32
    } else {
      %v7 = arith.muli %v3, %v1 : i32
      scf.yield %v7 : i32
    }
    %v8 = arith.constant 0 : index
    %v9 = arith.constant 16 : index
    %v10 = arith.constant 1 : index
    %v11 = scf.for %v12 = %v8 to %v9 step %v10 iter_args(%v13 = %v5) -> (i32) {
      %v14 = arith.index_cast %v12 : index to i32
      %v15 = arith.muli %v2, %v1 : i32
      %v16 = arith.addi %v13, %v14 : i32
      %v17 = arith.xori %v16, %v15 : i32
      scf.yield %v17 : i32
    }
    %v18 = arith.constant 4 : index
    %v19 = arith.addi %a2, %v18 : index
    %v20 = arith.index_cast %v19 : index to i32
    %v21 = arith.mulf %a3, %a3 : f32
    %v22 = arith.addi %v2, %v20 : i32
    return %v22, %v21 : i32, f32
  }
  func.func @f1(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 0 : i32
    %v2 = arith.constant 7 : i32
    %v3 = arith.constant 1 : i32
    %v4 = arith.maxsi %a0, %a0 : i32
    %v5 = arith.minsi %v1, %v4 : i32
    %v6 = arith.constant 42 : i32
    %v7 = arith.muli %a0, %v3 : i32
    %v8 = arith.muli %a0, %v3 : i32
    %v9 = arith.andi %v5, %v3 : i32
    return %v9, %a3 : i32, f32
  }
  func.func @f2(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 3 : i32
    %v2 = arith.constant 1 : i32
    %v3 = arith.muli %a0, %a1 : i32
    %v4 = arith.constant 2 : i32
    %v5 = arith.constant 0 : i32
    %v6 = arith.addi %v2, %a0 : i32
    %v7 = arith.mulf %a3, %a3 : f32
    %v8 = arith.addf %v7, %a3 : f32
    return %v6, %v8 : i32, f32
  }
  func.func @f3(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.maxsi %a1, %a0 : i32
    %v2:2 = func.call @f0(%v1, %v1, %a2, %a3) : (i32, i32, index, f32) -> (i32, f32)
    %v3 = arith.constant 1 : i32
    %v4:2 = func.call @f1(%a0, %a0, %a2, %a3) : (i32, i32, index, f32) -> (i32, f32)
    %v5 = arith.cmpi slt, %v1, %v2#0 : i32
    %v6 = scf.if %v5 -> (i32) {
      %v7 = arith.addi %a1, %v2#0 : i32
      scf.yield %v7 : i32
    } else {
      %v8 = arith.muli %a1, %v2#0 : i32
      scf.yield %v8 : i32
    }
    %v9 = arith.xori %v2#0, %a1 : i32
    %v10 = arith.andi %v1, %v3 : i32
    %v11:2 = func.call @f1(%a1, %a0, %a2, %a3) : (i32, i32, index, f32) -> (i32, f32)
    return %v11#0, %v11#1 : i32, f32
  }
  func.func @f4(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 7 : i32
    %v2 = arith.cmpi slt, %v1, %v1 : i32
    %v3 = scf.if %v2 -> (i32) {
      %v4 = arith.addi %a1, %a1 : i32
      scf.yield %v4 : i32
    } else {
      %v5 = arith.muli %a1, %a1 : i32
      scf.yield %v5 : i32
    }
    %v6 = arith.maxsi %v1, %a1 : i32
    %v7:2 = func.call @f1(%v6, %v3, %a2, %a3) : (i32, i32, index, f32) -> (i32, f32)
    %v8 = arith.cmpi eq, %a0, %v3 : i32
    %v9 = arith.select %v8, %v1, %a0 : i32
    %v10 = arith.addf %v7#1, %a3 : f32
    %v11 = arith.cmpi slt, %a0, %v6 : i32
    %v12 = scf.if %v11 -> (i32) {
      %v13 = arith.addi %a1, %v7#0 : i32
      scf.yield %v13 : i32
    } else {
      %v14 = arith.muli %a1, %v7#0 : i32
      scf.yield %v14 : i32
    }
    %v15:2 = func.call @f0(%v6, %v1, %a2, %v10) : (i32, i32, index, f32) -> (i32, f32)
    return %v15#0, %v15#1 : i32, f32
  }
  func.func @f5(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 4 : index
    %v3 = arith.constant 1 : index
    %v4 = scf.for %v5 = %v1 to %v2 step %v3 iter_args(%v6 = %a0) -> (i32) {
      %v7 = arith.index_cast %v5 : index to i32
      %v8 = arith.muli %a0, %a0 : i32
      %v9 = arith.addi %v6, %v7 : i32
      %v10 = arith.xori %v9, %v8 : i32
      scf.yield %v10 : i32
    }
    %v11 = arith.xori %a1, %v4 : i32
    %v12 = arith.addi %v4, %a0 : i32
    %v13 = arith.addi %v4, %a0 : i32
    %v14 = arith.addf %a3, %a3 : f32
    %v15 = arith.cmpi ne, %v11, %v12 : i32
    %v16 = arith.select %v15, %v11, %a0 : i32
    %v17 = arith.cmpi ule, %a1, %v11 : i32
    %v18 = arith.select %v17, %v4, %v13 : i32
    %v19 = arith.andi %v12, %a1 : i32
    %v20 = arith.cmpi slt, %a0, %v13 : i32
    %v21 = scf.if %v20 -> (i32) {
      %v22 = arith.addi %v18, %v19 : i32
      scf.yield %v22 : i32
    } else {
      %v23 = arith.muli %v18, %v19 : i32
      scf.yield %v23 : i32
    }
    return %v21, %v14 : i32, f32
  }
  func.func private @unused0(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.addi %a1, %a0 : i32
    %v2 = arith.addi %a0, %a1 : i32
    %v3 = arith.muli %a0, %v1 : i32
    %v4 = arith.ori %v1, %v1 : i32
    %v5 = arith.cmpi ne, %a0, %v4 : i32
    %v6 = arith.select %v5, %v2, %a1 : i32
    %v7 = arith.constant 1 : i32
    %v8 = arith.muli %a0, %a1 : i32
    %v9 = arith.muli %a0, %a1 : i32
    %v10 = arith.constant 3 : i32
    return %v10, %a3 : i32, f32
  }
  func.func private @unused1(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
    %v1 = arith.mulf %a3, %a3 : f32
    %v2 = arith.constant 4 : index
    %v3 = arith.addi %a2, %v2 : index
    %v4 = arith.index_cast %v3 : index to i32
    %v5 = arith.addi %a1, %v4 : i32
    %v6 = arith.addi %a1, %v4 : i32
    %v7 = arith.muli %v4, %v5 : i32
    %v8 = arith.addi %v7, %a0 : i32
    %v9 = arith.constant 4 : index
    %v10 = arith.addi %a2, %v9 : index
    %v11 = arith.index_cast %v10 : index to i32
    %v12 = arith.cmpi ule, %a0, %v6 : i32
    %v13 = arith.select %v12, %v6, %a1 : i32
    return %v13, %v1 : i32, f32
  }
  module @m0 {
    func.func @m0_f0(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
      %v1 = arith.minsi %a1, %a1 : i32
      %v2 = arith.constant 4 : index
      %v3 = arith.addi %a2, %v2 : index
      %v4 = arith.index_cast %v3 : index to i32
      %v5 = arith.addi %a0, %a0 : i32
      %v6 = arith.constant 1 : index
      %v7 = arith.addi %v2, %v6 : index
      %v8 = arith.index_cast %v7 : index to i32
      %v9 = arith.addi %a1, %v8 : i32
      %v10 = arith.cmpi eq, %v8, %v8 : i32
      %v11 = arith.select %v10, %a0, %v9 : i32
      %v12 = arith.constant 0 : index
      %v13 = arith.constant 16 : index
      %v14 = arith.constant 1 : index
      %v15 = scf.for %v16 = %v12 to %v13 step %v14 iter_args(%v17 = %v1) -> (i32) {
        %v18 = arith.index_cast %v16 : index to i32
        %v19 = arith.muli %v9, %a1 : i32
        %v20 = arith.addi %v17, %v18 : i32
        %v21 = arith.xori %v20, %v19 : i32
        scf.yield %v21 : i32
      }
      %v22 = arith.cmpi slt, %v15, %v1 : i32
      %v23 = scf.if %v22 -> (i32) {
        %v24 = arith.addi %v1, %v1 : i32
        scf.yield %v24 : i32
      } else {
        %v25 = arith.muli %v1, %v1 : i32
        scf.yield %v25 : i32
      }
      return %v23, %a3 : i32, f32
    }
    func.func @m0_f1(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
      %v1 = arith.maxsi %a0, %a0 : i32
      %v2 = arith.maxsi %a0, %a0 : i32
      %v3 = arith.constant 7 : i32
      %v4 = arith.constant 1 : index
      %v5 = arith.addi %a2, %v4 : index
      %v6 = arith.index_cast %v5 : index to i32
      %v7 = arith.constant 0 : index
      %v8 = arith.constant 4 : index
      %v9 = arith.constant 1 : index
      %v10 = scf.for %v11 = %v7 to %v8 step %v9 iter_args(%v12 = %v6) -> (i32) {
        %v13 = arith.index_cast %v11 : index to i32
        %v14 = arith.muli %v1, %v1 : i32
        %v15 = arith.addi %v12, %v13 : i32
        %v16 = arith.xori %v15, %v14 : i32
        scf.yield %v16 : i32
      }
      %v17 = arith.constant 42 : i32
      %v18 = arith.addi %v1, %v6 : i32
      %v19 = arith.subf %a3, %a3 : f32
      %v20 = arith.maxsi %a1, %v2 : i32
      %v21 = arith.maxsi %a1, %v2 : i32
      return %v21, %v19 : i32, f32
    }
    func.func @m0_f2(%a0: i32, %a1: i32, %a2: index, %a3: f32) -> (i32, f32) {
      %v1 = arith.minsi %a0, %a0 : i32
      %v2 = arith.minsi %a0, %a0 : i32
      %v3 = arith.cmpi slt, %v1, %a1 : i32
      %v4 = scf.if %v3 -> (i32) {
        %v5 = arith.addi %v1, %a0 : i32
        scf.yield %v5 : i32
      } else {
        %v6 = arith.muli %v1, %a0 : i32
        scf.yield %v6 : i32
      }
      %v7 = arith.xori %a0, %v4 : i32
      %v8 = arith.constant 1 : i32
      %v9 = arith.constant 2 : i32
      %v10 = arith.muli %v8, %v2 : i32
      %v11 = arith.muli %v8, %v2 : i32
      %v12 = arith.cmpi eq, %v8, %v9 : i32
      %v13 = arith.select %v12, %v8, %a0 : i32
      %v14 = arith.addi %v4, %v1 : i32
      return %v14, %a3 : i32, f32
    }
  }
}

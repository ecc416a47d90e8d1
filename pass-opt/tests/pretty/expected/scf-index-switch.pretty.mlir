module {
  func.func @switches(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 2 {
      scf.yield %arg1 : i32
    }
    case -5 {
      %2 = "test.value"() : () -> i32
      scf.yield %2 : i32
    }
    case 7 {
      scf.yield %arg2 : i32
    }
    default {
      scf.yield %arg1 : i32
    }
    scf.index_switch %arg0 
    default {
    }
    scf.index_switch %arg0 {tag = 1 : i32} 
    case 1 {
      scf.yield
    }
    default {
      "test.fallback"() : () -> ()
    }
    %1:2 = scf.index_switch %arg0 -> i32, i64 
    case 0 {
      %2 = "test.pair"() : () -> i64
      scf.yield %arg1, %2 : i32, i64
    }
    default {
      %2 = "test.pair"() : () -> i64
      scf.yield %arg2, %2 : i32, i64
    }
    return %0 : i32
  }
  func.func @from_generic(%arg0: index, %arg1: i1) {
    scf.index_switch %arg0 
    case 3 {
      scf.yield
    }
    default {
      scf.yield {why = "kept"}
    }
    scf.if %arg1 {
    }
    return
  }
}


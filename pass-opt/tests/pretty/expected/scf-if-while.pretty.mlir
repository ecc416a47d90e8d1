module {
  func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    scf.if %arg0 {
      "test.then"() : () -> ()
    }
    scf.if %arg0 {
    } else {
      "test.else"() : () -> ()
    }
    %0 = scf.if %arg0 -> (i32) {
      %2 = scf.if %arg0 -> (i32) {
        scf.yield %arg1 : i32
      } else {
        scf.yield %arg2 : i32
      }
      scf.yield %2 : i32
    } else {
      scf.yield %arg2 : i32
    } {note = "results"}
    %1:2 = scf.if %arg0 -> (i32, i1) {
      scf.yield %arg1, %arg0 : i32, i1
    } else {
      scf.yield %arg2, %arg0 : i32, i1
    }
    return %0 : i32
  }
  func.func @whiles(%arg0: i32, %arg1: i1) -> i64 {
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i32, i64) {
      %1 = "test.cond"(%arg2) : (i32) -> i64
      scf.condition(%arg3) %arg2, %1 : i32, i64
    } do {
    ^bb0(%arg2: i32, %arg3: i64):
      %1 = "test.body"(%arg2, %arg3) : (i32, i64) -> i1
      scf.yield %arg2, %1 : i32, i1
    } attributes {unroll = 2 : i64}
    scf.while : () -> () {
      %1 = "test.go"() : () -> i1
      scf.condition(%1)
    } do {
      scf.yield
    }
    return %0#1 : i64
  }
  func.func @regions(%arg0: i32) -> i32 {
    %0 = scf.execute_region -> i32 {
      %1 = "test.flag"() : () -> i1
      cf.cond_br %1, ^bb1, ^bb2(%arg0 : i32)
    ^bb1:  // pred: ^bb0
      %2 = "test.value"() : () -> i32
      cf.br ^bb2(%2 : i32)
    ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
      scf.yield %3 : i32
    }
    scf.execute_region no_inline {
      "test.inside"() : () -> ()
      scf.yield
    } {kept}
    return %0 : i32
  }
}


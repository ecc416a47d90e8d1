module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
    }
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
      "test.use"(%arg5) : (index) -> ()
      scf.for %arg6 = %arg5 to %arg1 step %arg2 {
        "test.use"(%arg5, %arg6) : (index, index) -> ()
      }
    } {tag = "outer"}
    %0 = scf.for unsigned %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
      %2 = "test.add"(%arg6, %arg5) : (i32, index) -> i32
      scf.yield %2 : i32
    }
    %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0, %arg7 = %arg4) -> (i32, f32) {
      %2 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg7) -> (f32) {
        scf.yield %arg9 : f32
      }
      scf.yield %arg6, %2 : i32, f32
    }
    return %1#0, %1#1 : i32, f32
  }
  func.func @integer_ivs(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i8) -> i8 {
    scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2  : i64 {
      "test.use"(%arg4) : (i64) -> ()
    }
    %0 = scf.for %arg4 = %arg3 to %arg3 step %arg3 iter_args(%arg5 = %arg3) -> (i8)  : i8 {
      scf.yield %arg4 : i8
    }
    return %0 : i8
  }
  func.func @from_generic(%arg0: index) {
    scf.for %arg1 = %arg0 to %arg0 step %arg0 {
    }
    return
  }
}

module {
  func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
    scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      "test.body"(%arg5, %arg6) : (index, index) -> ()
      scf.reduce 
    }
    scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
      scf.reduce 
    } {tag}
    %0:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (i32, f32) {
      %2 = "test.value"(%arg5) : (index) -> i32
      scf.reduce(%2, %arg4 : i32, f32) {
      ^bb0(%arg6: i32, %arg7: i32):
        %3 = "test.add"(%arg6, %arg7) : (i32, i32) -> i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg6: f32, %arg7: f32):
        scf.reduce.return %arg6 : f32
      }
    }
    %1 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> i32 {
      scf.reduce(%arg3 : i32) {
      ^bb0(%arg6: i32, %arg7: i32):
        scf.reduce.return %arg7 : i32
      }
    }
    return %0#0, %0#1 : i32, f32
  }
  func.func @forall(%arg0: index, %arg1: index, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    scf.forall (%arg3, %arg4) in (%arg0, 8) {
      "test.body"(%arg3, %arg4) : (index, index) -> ()
    }
    scf.forall (%arg3) = (2) to (%arg0) step (3) {
    }
    scf.forall (%arg3, %arg4) = (0, %arg1) to (%arg0, 5) step (1, 1) {
    }
    scf.forall (%arg3) in (%arg0) {
    } {mapping = []}
    %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg2) -> (tensor<4xf32>) {
      "test.use"(%arg4) : (tensor<4xf32>) -> ()
      scf.forall.in_parallel {
      }
    } {mapping = [#gpu.thread<x>]}
    return %0 : tensor<4xf32>
  }
}


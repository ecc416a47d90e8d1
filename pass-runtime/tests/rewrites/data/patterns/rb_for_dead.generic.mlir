// pattern: (anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, index, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index):
    %0:2 = "scf.for"(%arg2, %arg3, %arg4, %arg0, %arg1) ({
    ^bb0(%arg5: index, %arg6: i32, %arg7: i32):
      %1 = "test.body"(%arg7) : (i32) -> i32
      "scf.yield"(%arg0, %1) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// pattern: (anonymous namespace)::CombineNestedIfs
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32):
    %0:2 = "scf.if"(%arg0) ({
      %1 = "scf.if"(%arg1) ({
        %2 = "test.a"() : () -> i32
        "scf.yield"(%2) : (i32) -> ()
      }, {
        "scf.yield"(%arg3) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%1, %arg2) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg3, %arg3) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()


#loop_annotation = #llvm.loop_annotation<disableNonforced = true>
#loop_licm = #llvm.loop_licm<disable = true>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize, unroll = #loop_unroll, mustProgress = true>
#loop_annotation2 = #llvm.loop_annotation<licm = #loop_licm>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "for_annotated"}> ({
  ^bb0(%arg23: index, %arg24: index, %arg25: index):
    "scf.for"(%arg23, %arg24, %arg25) ({
    ^bb0(%arg26: index):
      "test.use"(%arg26) : (index) -> ()
      "scf.yield"() : () -> ()
    }) {in_array = [#loop_unroll], llvm.loop_annotation = #loop_annotation1, other = #llvm.fastmath<fast>, test.not_llvm = 3 : i32} : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, f32) -> f32, sym_name = "for_iter_args"}> ({
  ^bb0(%arg17: index, %arg18: index, %arg19: index, %arg20: f32):
    %5 = "scf.for"(%arg17, %arg18, %arg19, %arg20) ({
    ^bb0(%arg21: index, %arg22: f32):
      %6 = "test.next"(%arg22) : (f32) -> f32
      "scf.yield"(%6) : (f32) -> ()
    }) {llvm.loop_annotation = #loop_annotation} : (index, index, index, f32) -> f32
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested_for"}> ({
  ^bb0(%arg12: index, %arg13: index, %arg14: index):
    "scf.for"(%arg12, %arg13, %arg14) ({
    ^bb0(%arg15: index):
      "scf.for"(%arg12, %arg13, %arg14) ({
      ^bb0(%arg16: index):
        "test.use"(%arg15, %arg16) : (index, index) -> ()
        "scf.yield"() : () -> ()
      }) {llvm.loop_annotation = #loop_annotation2} : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) {llvm.loop_annotation = #loop_annotation1} : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_annotated"}> ({
  ^bb0(%arg9: i32):
    %2 = "scf.while"(%arg9) ({
    ^bb0(%arg11: i32):
      %4 = "test.cond"(%arg11) : (i32) -> i1
      "scf.condition"(%4, %arg11) : (i1, i32) -> ()
    }, {
    ^bb0(%arg10: i32):
      %3 = "test.next"(%arg10) : (i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) {llvm.loop_annotation = #loop_annotation1, test.w = "x"} : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "do_while_annotated"}> ({
  ^bb0(%arg6: i32):
    %0 = "scf.while"(%arg6) ({
    ^bb0(%arg8: i32):
      %1 = "test.cond"(%arg8) : (i32) -> i1
      "scf.condition"(%1, %arg8) : (i1, i32) -> ()
    }, {
    ^bb0(%arg7: i32):
      "scf.yield"(%arg7) : (i32) -> ()
    }) {llvm.loop_annotation = #loop_annotation1} : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "parallel_annotated"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: index):
    "scf.parallel"(%arg1, %arg1, %arg2, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "test.use"(%arg4, %arg5) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) {llvm.loop_annotation = #loop_annotation1} : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_attributes"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) {llvm.loop_annotation = #loop_annotation1} : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


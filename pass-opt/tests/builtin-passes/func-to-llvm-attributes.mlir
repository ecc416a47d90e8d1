"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.align = 16 : i64, llvm.noalias}, {llvm.signext}, {llvm.noalias}, {llvm.noalias, llvm.nonnull}], function_type = (memref<4xf32>, i32, memref<*xf32>, !llvm.ptr) -> memref<4xf32>, res_attrs = [{test.res}], sym_name = "memref_args"}> ({
  ^bb0(%arg3: memref<4xf32>, %arg4: i32, %arg5: memref<*xf32>, %arg6: !llvm.ptr):
    "func.return"(%arg3) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.byval = index}, {llvm.byref = i32}, {llvm.sret = complex<f32>}, {llvm.inalloca = vector<2xindex>}], function_type = (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32, res_attrs = [{llvm.noundef, llvm.zeroext}], sym_name = "typed", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}], function_type = (i32) -> (i32, f32), res_attrs = [{llvm.zeroext}, {}], sym_name = "several_results", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<2xi8>, !llvm.ptr) -> (), sym_name = "calls"}> ({
  ^bb0(%arg0: i32, %arg1: memref<2xi8>, %arg2: !llvm.ptr):
    %0 = "func.call"(%arg0) <{arg_attrs = [{llvm.noundef}], callee = @callee, no_inline, res_attrs = [{llvm.zeroext}]}> {foo = 1 : i32} : (i32) -> i32
    %1:2 = "func.call"(%arg1, %arg0) <{arg_attrs = [{llvm.noalias}, {llvm.signext}], callee = @memref_callee, res_attrs = [{test.r}, {}]}> : (memref<2xi8>, i32) -> (memref<2xi8>, i32)
    %2:2 = "func.call"(%arg0) <{callee = @several_results}> {test.discardable} : (i32) -> (i32, f32)
    %3 = "func.call"(%arg2, %arg2, %arg2, %arg2) <{callee = @typed}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xi8>, i32) -> (memref<2xi8>, i32), sym_name = "memref_callee", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()


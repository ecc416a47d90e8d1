// Argument, result and call attributes: kept on arguments converted one to
// one, replaced by empty dictionaries on the fields of expanded descriptors;
// typed ones (llvm.byval, ...) get the converted type.
func.func @memref_args(%arg0: memref<4xf32> {llvm.noalias, llvm.align = 16 : i64}, %arg1: i32 {llvm.signext}, %arg2: memref<*xf32> {llvm.noalias}, %arg3: !llvm.ptr {llvm.noalias, llvm.nonnull}) -> (memref<4xf32> {test.res}) {
  return %arg0 : memref<4xf32>
}
func.func private @typed(%arg0: !llvm.ptr {llvm.byval = index}, %arg1: !llvm.ptr {llvm.byref = i32}, %arg2: !llvm.ptr {llvm.sret = complex<f32>}, %arg3: !llvm.ptr {llvm.inalloca = vector<2xindex>}) -> (i32 {llvm.zeroext, llvm.noundef})
func.func private @several_results(i32 {llvm.signext}) -> (i32 {llvm.zeroext}, f32)
func.func @calls(%arg0: i32, %arg1: memref<2xi8>, %arg2: !llvm.ptr) {
  %0 = call @callee(%arg0) {no_inline, foo = 1 : i32, arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.zeroext}]} : (i32) -> i32
  %1:2 = call @memref_callee(%arg1, %arg0) {arg_attrs = [{llvm.noalias}, {llvm.signext}], res_attrs = [{test.r}, {}]} : (memref<2xi8>, i32) -> (memref<2xi8>, i32)
  %2:2 = call @several_results(%arg0) {test.discardable} : (i32) -> (i32, f32)
  %3 = call @typed(%arg2, %arg2, %arg2, %arg2) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  return
}
func.func private @callee(i32) -> i32
func.func private @memref_callee(memref<2xi8>, i32) -> (memref<2xi8>, i32)

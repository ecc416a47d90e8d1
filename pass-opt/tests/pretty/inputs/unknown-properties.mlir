// A registered op's properties keep only the op's own: mlir-opt drops the
// names the op does not define from `<{...}>` (found by the parse_pretty
// fuzz target: they came back as discardable attributes after a pretty
// round trip).
llvm.func @callee(i32, f32) -> i32
llvm.func @calls(%a: i32, %f: f32, %p: !llvm.ptr) -> i32 {
  %0 = "llvm.call"(%a, %f) <{CConv = #llvm.cconv<ccc>, arg_attrsind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, f32) -> i32
  %1 = "arith.addi"(%a, %0) <{overflowFlags = #arith.overflow<none>, bogus = 1 : i32}> : (i32, i32) -> i32
  %2 = "arith.constant"() <{value = 3 : i32, zzz = "s"}> {kept = 1 : i32} : () -> i32
  %3 = "llvm.load"(%p) <{ordering = 0 : i64, extra}> : (!llvm.ptr) -> i32
  %4 = "arith.addi"(%1, %3) <{bogus}> : (i32, i32) -> i32
  "foo.unregistered"(%4) <{kept = 2 : i32}> : (i32) -> ()
  llvm.return %2 : i32
}

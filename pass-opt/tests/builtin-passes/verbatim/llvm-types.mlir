// LLVM types as they may be written, which pass-opt prints as mlir-opt does:
// nested LLVM types with or without `!llvm.`, spaces, the default address
// space, negative and hex integers, recursive identified structs, the
// parameters of keyword-only types that MLIR ignores.
func.func private @pointers(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr< 3 >, !llvm.ptr<-1>, !llvm.ptr<-9>, !llvm.ptr<0x10>, !llvm.ptr<-0x1>)
func.func private @structs(!llvm.struct<()>, !llvm.struct<packed ()>, !llvm.struct<( i32 , i64 )>, !llvm.struct<packed (i8, !llvm.ptr)>, !llvm.struct<(ptr<0>, !llvm.ptr<1>, index, tensor<2xi8>)>)
func.func private @identified(!llvm.struct<"a", (ptr, struct<"a">)>, !llvm.struct<"c", opaque>, !llvm.struct<"d", packed (i8)>, !llvm.struct<"e", ()>, !llvm.struct<"\"q\\", (i32)>, !llvm.struct<"r", (!llvm.struct<"r">)>, !llvm.struct<"s", (struct<"t", (struct<"s">, ptr)>)>)
func.func private @arrays(!llvm.array<4 x !llvm.ptr<2>>, !llvm.array<0 x i8>, !llvm.array<-1 x i8>, !llvm.array<0x10 x i8>, !llvm.array<4 x !llvm.array<2 x i8>>, !llvm.array<2 x memref<2xf32>>, !llvm.array<2 x struct<"r2", (ptr, struct<"r2">)>>)
func.func private @functions(!llvm.func<void (...)>, !llvm.func<!llvm.ptr (i32, ...)>, !llvm.func<void ( ... )>, !llvm.func<void (i32) >, !llvm.func<token ()>, !llvm.func<vector<2xf32> (struct<(ptr)>)>, !llvm.func<i32 (struct<(i32)>, array<2 x ptr>)>)
func.func private @others(!llvm.target<"spirv.Image", i32, 3, 4>, !llvm.target<"x">, !llvm.target<"y", 1>, !llvm.target<"x", -1>, !llvm.target<"x",i32>, !llvm.target<"x", ptr>, !llvm.x86_amx, !llvm.x86_amx<1>, !llvm.ppc_fp128, !llvm.token, !llvm.token<x<y>>, !llvm.label, !llvm.metadata, !llvm.void, !llvm.void<>)
func.func private @in_builtin_types(tensor<2x!llvm.ptr>, vector<2x!llvm.ptr<1>>, memref<4xf32>, tuple<!llvm.array<2 x i8>>) -> !llvm.ptr attributes {t = !llvm.struct<(ptr)>, a = [!llvm.void, !llvm.func<void ()>]}

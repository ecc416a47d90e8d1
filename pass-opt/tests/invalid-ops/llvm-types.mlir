// Types of the `llvm` dialect, malformed and well-formed, one case per chunk
// (see README.md): how they are read, and MLIR's words where they are not.

// case: type-array-4-x-void
func.func private @f(!llvm.array<4 x void>)

// -----
// case: type-struct-void
func.func private @f(!llvm.struct<(void)>)

// -----
// case: type-struct-label-i32
func.func private @f(!llvm.struct<(label, i32)>)

// -----
// case: type-func-i32-void
func.func private @f(!llvm.func<i32 (void)>)

// -----
// case: type-func-label
func.func private @f(!llvm.func<label ()>)

// -----
// case: type-func-metadata
func.func private @f(!llvm.func<metadata ()>)

// -----
// case: type-func-token
func.func private @f(!llvm.func<token ()>)

// -----
// case: type-func-func-void
func.func private @f(!llvm.func<func<void ()> ()>)

// -----
// case: type-array-4-x-func-void
func.func private @f(!llvm.array<4 x func<void ()>>)

// -----
// case: type-ptr-4294967296
func.func private @f(!llvm.ptr<4294967296>)

// -----
// case: type-ptr-4294967297
func.func private @f(!llvm.ptr<-4294967297>)

// -----
// case: type-ptr-100000000
func.func private @f(!llvm.ptr<-100000000>)

// -----
// case: type-ptr-99999999
func.func private @f(!llvm.ptr<-99999999>)

// -----
// case: type-ptr-9
func.func private @f(!llvm.ptr<-9>)

// -----
// case: type-array-1-x-i8
func.func private @f(!llvm.array<-1 x i8>)

// -----
// case: type-array-18446744073709551616-x-i8
func.func private @f(!llvm.array<18446744073709551616 x i8>)

// -----
// case: type-struct-tensor-2xi8
func.func private @f(!llvm.struct<(tensor<2xi8>)>)

// -----
// case: type-struct-index
func.func private @f(!llvm.struct<(index)>)

// -----
// case: type-array-2-x-memref-2xf32
func.func private @f(!llvm.array<2 x memref<2xf32>>)

// -----
// case: type-struct-opaque
func.func private @f(!llvm.struct<opaque>)

// -----
// case: type-struct-x-packed-opaque
func.func private @f(!llvm.struct<"x", packed opaque>)

// -----
// case: type-struct-x-i32
func.func private @f(!llvm.struct<"x" (i32)>)

// -----
// case: type-struct-i32
func.func private @f(!llvm.struct<(i32,)>)

// -----
// case: type-target-x
func.func private @f(!llvm.target<x>)

// -----
// case: type-target-x-1-i32
func.func private @f(!llvm.target<"x", 1, i32>)

// -----
// case: type-target-x-1
func.func private @f(!llvm.target<"x", -1>)

// -----
// case: type-func-void-i32
func.func private @f(!llvm.func<void (..., i32)>)

// -----
// case: type-func-void-i32-i32
func.func private @f(!llvm.func<void (i32, ..., i32)>)

// -----
// case: type-func-void
func.func private @f(!llvm.func<void>)

// -----
// case: type-ptr-1
func.func private @f(!llvm.ptr<1)

// -----
// case: type-struct-ptr
func.func private @f(!llvm.struct<(ptr)

// -----
// case: type-struct-ptr-0
func.func private @f(!llvm.struct<(ptr<0>)>)

// -----
// case: type-struct-a
func.func private @f(!llvm.struct<("a")>)

// -----
// case: type-array-4xi8
func.func private @f(!llvm.array<4xi8>)

// -----
// case: type-array-4-x
func.func private @f(!llvm.array<4 x>)

// -----
// case: type-struct-metadata
func.func private @f(!llvm.struct<(metadata)>)

// -----
// case: type-struct-a-struct-a-i32
func.func private @f(!llvm.struct<"a", (struct<"a", (i32)>)>)

// -----
// case: type-struct-a-struct-b-struct-a
func.func private @f(!llvm.struct<"a", (struct<"b", (struct<"a">)>)>)

// -----
// case: type-array-2-x-struct-r-ptr-struct-r
func.func private @f(!llvm.array<2 x struct<"r", (ptr, struct<"r">)>>)

// -----
// case: type-struct-a-void
func.func private @f(!llvm.struct<"a", (void)>)

// -----
// case: type-struct-a-i32-void
func.func private @f(!llvm.struct<"a", (i32, void)>)

// -----
// case: type-ptr-1-2
func.func private @f(!llvm.ptr<1 2>)

// -----
// case: type-void
func.func private @f(!llvm.void<>)

// -----
// case: type-struct-i32-junk
func.func private @f(!llvm.struct<(i32) junk>)

// -----
// case: type-token-x-y
func.func private @f(!llvm.token<x<y>>)

// -----
// case: type-array-2-x-i8-extra
func.func private @f(!llvm.array<2 x i8 extra>)

// -----
// case: type-struct-b
func.func private @f(!llvm.struct<"b">)

// -----
// case: type-struct-struct-a
func.func private @f(!llvm.struct<(struct<"a">)>)

// -----
// case: type-struct-a-struct-a
func.func private @f(!llvm.struct<"a", (!llvm.struct<"a">)>)

// -----
// case: type-struct-a-ptr-struct-q-struct-a
func.func private @f(!llvm.struct<"a", (ptr)>, !llvm.struct<"q", (struct<"a">)>)

// -----
// case: type-func-void-i32-2
func.func private @f(!llvm.func<void (i32, ...) >)

// -----
// case: type-func-void-2
func.func private @f(!llvm.func<void ( ... )>)

// -----
// case: type-target-x-i32-f32-1-2
func.func private @f(!llvm.target<"x", i32, f32, 1, 2>)

// -----
// case: type-target-x-i32
func.func private @f(!llvm.target<"x",i32>)

// -----
// case: type-ptr-0x10
func.func private @f(!llvm.ptr<0x10>)

// -----
// case: type-ptr-0x1
func.func private @f(!llvm.ptr<-0x1>)

// -----
// case: type-array-0x10-x-i8
func.func private @f(!llvm.array<0x10 x i8>)

// -----
// case: type-struct-void-2
func.func private @f(!llvm.struct<(!llvm.void)>)

// -----
// case: type-i32
func.func private @f(!llvm.i32)

// -----
// case: type-tensor-2xi8
func.func private @f(!llvm.tensor<2xi8>)

// -----
// case: type-foo
func.func private @f(!llvm.foo<)

// -----
// case: type-foo-2
func.func private @f(!llvm.foo)

// -----
// case: type-vec-4-x-ptr
func.func private @f(!llvm.vec<4 x ptr>)

// -----
// case: type-struct-i32-i64
func.func private @f(!llvm.struct<( i32 , i64 )>)

// -----
// case: type-struct-x-i32-2
func.func private @f(!llvm.struct<("x", (i32))>)

// -----
// case: type-struct-q-i32
func.func private @f(!llvm.struct<"\"q\\", (i32)>)

// -----
// case: type-array-4-x-array-2-x-i8
func.func private @f(!llvm.array<4 x !llvm.array<2 x i8>>)

// -----
// case: type-ptr
func.func private @f(!llvm.ptr<  >)

// -----
// case: type-ptr-i8
func.func private @f(!llvm.ptr<i8>)

// -----
// case: type-struct-ptr-f32
func.func private @f(!llvm.struct<(ptr<f32>)>)

// -----
// case: type-array-4-x-ptr-i8
func.func private @f(!llvm.array<4 x ptr< i8>>)

// -----
// case: type-ptr-12ab
func.func private @f(!llvm.ptr<12ab>)

// -----
// case: type-struct-foo
func.func private @f(!llvm.struct<(foo)>)

// -----
// case: type-struct-ptr-x
func.func private @f(!llvm.struct<(ptr.x)>)

// -----
// case: type-func-i32-i32-i8
func.func private @f(!llvm.func<i32 (i32), i8>)

// -----
// case: type-struct-packed
func.func private @f(!llvm.struct<packed>)

// -----
// case: type-struct-packed-i32-i8
func.func private @f(!llvm.struct<packed (i32), (i8)>)

// -----
// case: type-array-2-x-i8-3
func.func private @f(!llvm.array<2 x i8, 3>)

// -----
// case: type-target-x-ptr
func.func private @f(!llvm.target<"x", ptr>)

// -----
// case: type-target-x-ptr-2
func.func private @f(!llvm.target<"x", !llvm.ptr, 2>)

// -----
// case: type-func-void-3
func.func private @f(!llvm.func<void (...,)>)

// -----
// case: type-struct-a-opaque-i32
func.func private @f(!llvm.struct<"a", opaque, (i32)>)

// -----
// case: type-struct-i32-2
func.func private @f(!llvm.struct<"",(i32)>)

// -----
// case: type-array-2-x-func-void
func.func private @f(!llvm.array<2 x !llvm.func<void ()>>)

// -----
// case: type-x86-amx-1
func.func private @f(!llvm.x86_amx<1>)

// -----
// case: type-metadata
func.func private @f(!llvm.metadata)

// -----
// case: type-label
func.func private @f(!llvm.label)

// -----
// case: type-ptr-0
func.func private @f(!llvm.ptr<0>)

// -----
// case: type-target-int-too-large
func.func private @f(!llvm.target<"x", 4294967296>)

// -----
// case: type-target-int-beyond-i128
func.func private @f(!llvm.target<"x", 1, 99999999999999999999999999999999999999999>)

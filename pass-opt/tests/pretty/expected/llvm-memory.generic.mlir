"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "cst", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 1 : i64, constant, dso_local, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<private>, sym_name = "str", unnamed_addr = 2 : i64, value = "hello\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<internal>, sym_name = "untyped_str", unnamed_addr = 0 : i64, value = "abc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<weak>, sym_name = "tls", thread_local_, unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<linkonce>, sym_name = "init", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %20 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "llvm.return"(%20) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = i8, linkage = #llvm.linkage<external>, section = ".data", sym_name = "h", unnamed_addr = 1 : i64, value = 1 : i8, visibility_ = 1 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<weak_odr>, sym_name = "dense", unnamed_addr = 0 : i64, value = dense<[1, 2]> : tensor<2xi32>, visibility_ = 2 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i64, i32)>, linkage = #llvm.linkage<external>, sym_name = "memory", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32):
    %0 = "llvm.alloca"(%arg1) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %1 = "llvm.alloca"(%arg1) <{alignment = 8 : i64, elem_type = !llvm.struct<(i32, f32)>}> : (i64) -> !llvm.ptr
    %2 = "llvm.alloca"(%arg2) <{elem_type = i64, inalloca}> : (i32) -> !llvm.ptr
    %3 = "llvm.load"(%arg0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %4 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i32
    %5 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i32
    %6 = "llvm.load"(%arg0) <{alignment = 8 : i64, ordering = 4 : i64, syncscope = "singlethread"}> : (!llvm.ptr) -> i64
    %7 = "llvm.load"(%arg0) <{invariant, invariantGroup, nontemporal, ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %8 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 7 : i64, volatile_}> : (!llvm.ptr) -> i32
    %9 = "llvm.load"(%arg0) <{dereferenceable = #llvm.dereferenceable<bytes = 8>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %10 = "llvm.load"(%arg0) <{alignment = 8 : i64, dereferenceable = #llvm.dereferenceable<bytes = 16, mayBeNull = true>, invariant, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%3, %arg0) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%3, %arg0) <{alignment = 4 : i64, ordering = 0 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%3, %arg0) <{alignment = 4 : i64, ordering = 5 : i64, syncscope = "agent"}> : (i32, !llvm.ptr) -> ()
    "llvm.store"(%3, %arg0) <{alignment = 4 : i64, invariantGroup, ordering = 1 : i64}> : (i32, !llvm.ptr) -> ()
    %11 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %12 = "llvm.getelementptr"(%arg0) <{elem_type = !llvm.struct<(i32, f32)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %13 = "llvm.getelementptr"(%arg0, %arg1, %arg2) <{elem_type = !llvm.struct<(i32, array<4 x f32>)>, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648, 1, -2147483648>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
    %14 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = !llvm.array<4 x f32>, noWrapFlags = 2 : i32, rawConstantIndices = array<i32: -2147483648, 3>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %15 = "llvm.getelementptr"(%arg0) <{elem_type = i8, noWrapFlags = 4 : i32, rawConstantIndices = array<i32: -1>}> {tag} : (!llvm.ptr) -> !llvm.ptr
    %16 = "llvm.getelementptr"(%arg0, %arg2) <{elem_type = i8, noWrapFlags = 6 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %17 = "llvm.mlir.addressof"() <{global_name = @cst}> : () -> !llvm.ptr
    %18 = "llvm.load"(%17) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %19 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = i8, noWrapFlags = 5 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%18, %arg0) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.return"(%18) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


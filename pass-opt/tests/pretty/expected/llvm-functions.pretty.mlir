module {
  llvm.func @decl(i32, ...) -> i32
  llvm.func @void_decl()
  llvm.func @decl_attrs(!llvm.ptr {llvm.nonnull, llvm.noundef}, f64) -> (i64 {llvm.signext})
  llvm.func internal @internal_fn(%arg0: i32 {llvm.noundef}, %arg1: f32) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
    llvm.return %arg0 : i32
  }
  llvm.func private fastcc @cc() {
    llvm.return
  }
  llvm.func weak hidden local_unnamed_addr @vis() attributes {dso_local} {
    llvm.unreachable
  }
  llvm.func linkonce_odr protected unnamed_addr cc_10 @all_keywords() attributes {sym_visibility = "private"} {
    llvm.return
  }
  llvm.func @variadic(%arg0: i32, ...) {
    llvm.return
  }
  llvm.func @only_variadic(...)
  llvm.func @returns_struct(%arg0: !llvm.ptr) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %2 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(7 : i64) : i64
    %5 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %6 = llvm.mlir.undef : i32
    %7 = llvm.mlir.zero {tag} : !llvm.ptr
    %8 = llvm.insertvalue %0, %5[0] : !llvm.struct<(i32, f32)> 
    %9 = llvm.insertvalue %1, %8[1] : !llvm.struct<(i32, f32)> 
    %10 = llvm.extractvalue %9[0] : !llvm.struct<(i32, f32)> 
    %11 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)>
    %12 = llvm.extractvalue %11[1, 0, 1] {tag} : !llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)> 
    %13 = llvm.insertvalue %arg0, %11[1, 1, 1] : !llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)> 
    %14 = llvm.extractvalue %13[1] : !llvm.struct<(i32, array<2 x struct<(i64, ptr)>>)> 
    %15 = llvm.extractvalue %9[1] : !llvm.struct<(i32, f32)> 
    %16 = llvm.mlir.constant("text") : !llvm.array<4 x i8>
    llvm.return %9 : !llvm.struct<(i32, f32)>
  }
  llvm.func @calls(%arg0: i32, %arg1: f32) -> i32 {
    %0 = llvm.call @decl(%arg0, %arg1, %arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f32, i32) -> i32
    %1 = llvm.call @internal_fn(%arg0, %arg1) : (i32, f32) -> i32
    llvm.call @cc() : () -> ()
    %2 = llvm.mlir.addressof @internal_fn : !llvm.ptr
    %3 = llvm.call %2(%arg0, %arg1) : !llvm.ptr, (i32, f32) -> i32
    llvm.call fastcc @cc() {no_unwind} : () -> ()
    llvm.call tail @cc() : () -> ()
    llvm.call coldcc musttail @cc() : () -> ()
    llvm.call notail @void_decl() {fastmathFlags = #llvm.fastmath<fast>} : () -> ()
    %4 = llvm.call @internal_fn(%arg0, %arg1) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.zeroext})
    %5 = llvm.call @internal_fn(%arg0, %arg1) : (i32, f32) -> i32
    llvm.return %0 : i32
  }
}


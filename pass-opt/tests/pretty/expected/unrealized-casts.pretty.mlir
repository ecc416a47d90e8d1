module {
  %0 = unrealized_conversion_cast to i32
  func.func @casts(%arg0: i64, %arg1: index) -> index {
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %2:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, index to i32, f32
    %3 = builtin.unrealized_conversion_cast to !llvm.ptr
    %4 = builtin.unrealized_conversion_cast %2#0 : i32 to i64 {tag = "x"}
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    return %1 : index
  }
}


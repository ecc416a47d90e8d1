// builtin.unrealized_conversion_cast in its pretty form: one or several
// inputs and outputs, none, attributes; at the top level and in a function.
%top = builtin.unrealized_conversion_cast to i32
func.func @casts(%a: i64, %b: index) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i64, index to i32, f32
  %2 = builtin.unrealized_conversion_cast to !llvm.ptr
  %3 = builtin.unrealized_conversion_cast %1#0 : i32 to i64 {tag = "x"}
  %4 = "builtin.unrealized_conversion_cast"(%3) : (i64) -> index
  return %0 : index
}

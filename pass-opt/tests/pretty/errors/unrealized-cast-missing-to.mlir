func.func @f(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 index
  return
}

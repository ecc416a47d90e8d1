func.func @f(%a: i32) -> index {
  %0 = "arith.index_cast"(%a) <{x = 1}> : (i32) -> index
  return %0 : index
}

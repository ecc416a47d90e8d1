func.func @f(%a: index) {
  %0 = index.casts %a : index into i64
  return
}

func.func @f() attributes {sym_name = "x"} {
  return
}

func.func @f(%c: i1) {
  cf.assert %c, 3
  return
}

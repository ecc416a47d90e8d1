func.func @f(%i: index) {
  scf.index_switch %i
  case one {
    scf.yield
  }
  default {
  }
  return
}

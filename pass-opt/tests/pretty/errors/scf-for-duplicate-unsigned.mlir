func.func @f(%lb: index) {
  scf.for unsigned %i = %lb to %lb step %lb {
  } {unsignedCmp}
  return
}

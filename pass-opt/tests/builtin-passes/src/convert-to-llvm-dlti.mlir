module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  func.func @f(%a: index, %b: index) -> index {
    %c = arith.addi %a, %b : index
    cf.br ^bb1(%c : index)
  ^bb1(%d: index):
    return %d : index
  }
  func.func private @decl(index) -> index
}

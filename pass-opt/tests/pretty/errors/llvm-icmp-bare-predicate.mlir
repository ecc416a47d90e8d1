llvm.func @f(%a: i32) {
  %0 = llvm.icmp slt %a, %a : i32
  llvm.return
}

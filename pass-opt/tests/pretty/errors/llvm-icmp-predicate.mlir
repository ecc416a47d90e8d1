llvm.func @f(%a: i32) {
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

llvm.func @f(%a: i32) -> i1 {
  %0 = llvm.icmp "slt" %a, %a {predicate = 3 : i64} : i32
  llvm.return %0 : i1
}

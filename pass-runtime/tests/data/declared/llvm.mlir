llvm.func internal @pick(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.icmp "slt" %0, %b : i32
  %2 = llvm.call @pick(%a, %b) : (i32, i32) -> i32
  llvm.return %0 : i32
}

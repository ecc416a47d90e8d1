llvm.func @f(%x: i32, %v: vector<2xi32>) {
  %eq = llvm.icmp "eq" %x, %x : i32
  "test.use"(%eq) : (i1) -> ()
  %ne = llvm.icmp "ne" %x, %x : i32
  "test.use"(%ne) : (i1) -> ()
  %slt = llvm.icmp "slt" %x, %x : i32
  "test.use"(%slt) : (i1) -> ()
  %sle = llvm.icmp "sle" %x, %x : i32
  "test.use"(%sle) : (i1) -> ()
  %sgt = llvm.icmp "sgt" %x, %x : i32
  "test.use"(%sgt) : (i1) -> ()
  %sge = llvm.icmp "sge" %x, %x : i32
  "test.use"(%sge) : (i1) -> ()
  %ult = llvm.icmp "ult" %x, %x : i32
  "test.use"(%ult) : (i1) -> ()
  %ule = llvm.icmp "ule" %x, %x : i32
  "test.use"(%ule) : (i1) -> ()
  %ugt = llvm.icmp "ugt" %x, %x : i32
  "test.use"(%ugt) : (i1) -> ()
  %uge = llvm.icmp "uge" %x, %x : i32
  "test.use"(%uge) : (i1) -> ()
  %vv = llvm.icmp "eq" %v, %v : vector<2xi32>
  "test.use"(%vv) : (vector<2xi1>) -> ()
  llvm.return
}
llvm.func @g(%x: i32) -> i32 {
  %a = llvm.mlir.constant(3 : i32) : i32
  %b = llvm.mlir.constant(4 : i32) : i32
  %c = llvm.add %a, %b : i32
  %d = llvm.mul %c, %b : i32
  %e = llvm.icmp "eq" %x, %x : i32
  %f = llvm.select %e, %d, %x : i1, i32
  %g = llvm.and %x, %x : i32
  %h = llvm.intr.smin(%g, %a) : (i32, i32) -> i32
  %i = llvm.sub %h, %h : i32
  %j = llvm.xor %i, %f : i32
  %k = llvm.trunc %j : i32 to i8
  %l = llvm.zext %k : i8 to i32
  %m = llvm.shl %l, %a : i32
  %n = llvm.or %m, %a : i32
  %o = llvm.sdiv %n, %b : i32
  llvm.return %o : i32
}

// An inherent attribute written both in an op's syntax and in its
// attribute dictionary: ops whose form MLIR generates from a declarative
// format take the dictionary's value (the syntax fills properties, which
// the dictionary's inherent entries replace); ops parsed by hand-written
// C++ reject it (tests/pretty/errors/*-duplicate-*.mlir). Those C++
// parsers leave the dictionary's inherent entries to `setInherentAttr`,
// which drops a value of the wrong kind (`res_attrs = 3`), as does the
// generic form when the op's properties are written out.
module @outer {
  module @m attributes {sym_name = "n"} {
  }
  func.func private @g()
  func.func @f(%a: i32) -> (i32, i1) {
    %0 = arith.addi %a, %a overflow<nsw> {overflowFlags = #arith.overflow<nuw>} : i32
    %1 = arith.cmpi slt, %a, %0 {predicate = 2 : i64} : i32
    %2 = arith.constant {value = 1 : i32} 2 : i32
    %3 = arith.muli %0, %2 {overflowFlags = #arith.overflow<nsw>} : i32
    func.call @g() {callee = @g} : () -> ()
    return %3, %1 : i32, i1
  }
  func.func @wrong_kind() attributes {res_attrs = 3, arg_attrs} {
    return
  }
  "func.func"() <{function_type = () -> (), sym_name = "generic"}> ({
    "func.return"() : () -> ()
  }) {arg_attrs, sym_visibility = "private"} : () -> ()
  llvm.func @h() -> i32 {
    %0 = llvm.mlir.constant(3 : i32) {value = 4 : i32} : i32
    llvm.return %0 : i32
  }
}

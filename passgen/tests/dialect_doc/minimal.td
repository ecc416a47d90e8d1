// A dialect with nothing optional said: no summaries, no descriptions
// (regen.sh makes minimal.md; passgen/tests/dialect_doc.rs compares).

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Min_Dialect : Dialect {
  let name = "min";
  let cppNamespace = "::mlir::min";
}

def Min_PairType : TypeDef<Min_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "bool":$flag, "::llvm::StringRef":$label, "Type":$elem);
  let assemblyFormat = "`<` params `>`";
}

def Min_UseOp : Op<Min_Dialect, "use"> {
  let arguments = (ins AnyType:$value);
}

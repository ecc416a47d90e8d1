// Template of params.txt's cases: FMT is replaced by each case's format.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::mlir::t"; }
def T_NumType : TypeDef<T_Dialect, "Num"> {
  let mnemonic = "num";
  let parameters = (ins "unsigned":$width, "Type":$elem, OptionalParameter<"unsigned">:$opt);
  let assemblyFormat = FMT;
}

// Template of op.txt's cases: FMT is replaced by each case's format.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::mlir::t"; }
def A : Op<T_Dialect, "a", [AttrSizedOperandSegments]> {
  let arguments = (ins AnyType:$lhs, I32:$rhs, Optional<AnyType>:$opt, Variadic<AnyType>:$vs,
     I64Attr:$n, OptionalAttr<I64Attr>:$o, UnitAttr:$u, AnyAttr:$any, DefaultValuedAttr<I64Attr, "1">:$d);
  let results = (outs AnyType:$res, Index:$idx);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = FMT;
}

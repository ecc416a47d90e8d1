// Template of inference.txt's cases: TRAIT is replaced by the trait the
// case's variant names (see regen.sh), FMT by its format.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::mlir::t"; }
def A : Op<T_Dialect, "a", [TRAIT]> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$r);
  let assemblyFormat = FMT;
}

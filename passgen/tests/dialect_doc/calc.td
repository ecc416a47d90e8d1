// The `calc` test dialect of passgen's dialect docs, as ODS: regen.sh runs
// `mlir-tblgen-22 -gen-dialect-doc` on it to make calc.md, the golden that
// passgen/tests/dialect_doc.rs compares `generate_dialect_markdown` with
// (the same dialect built as a DialectSpec by hand).

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"

def Calc_Dialect : Dialect {
  let name = "calc";
  let cppNamespace = "::mlir::calc";
  let summary = "A calculator";
  let description = [{
    The `calc` dialect computes with numbers of any width.

    # Numbers

    A number is a `!calc.num<width>`.
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Calc_Type<string name, string typeMnemonic> : TypeDef<Calc_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def Calc_NumType : Calc_Type<"Num", "num"> {
  let summary = "A number";
  let description = [{
    A number of `width` bits.
  }];
  let parameters = (ins AttrOrTypeParameter<"unsigned", "the width in bits">:$width);
  let assemblyFormat = "`<` $width `>`";
}

def Calc_TokenType : Calc_Type<"Token", "token"> {
  let summary = "An ordering token";
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Calc_Flags : I32BitEnumAttr<"Flags", "Arithmetic flags", [
    I32BitEnumAttrCaseNone<"None", "none">,
    I32BitEnumAttrCaseBit<"Fast", 0, "fast">,
    I32BitEnumAttrCaseBit<"Exact", 1, "exact">]> {
  let cppNamespace = "::mlir::calc";
  let genSpecializedAttr = 0;
}
def Calc_FlagsAttr : EnumAttr<Calc_Dialect, Calc_Flags, "flags">;

def Calc_LoopKind : I64EnumAttr<"LoopKind", "", [
    I64EnumAttrCase<"Serial", 0, "serial">,
    I64EnumAttrCase<"Parallel", 1, "parallel">]> {
  let cppNamespace = "::mlir::calc";
  let genSpecializedAttr = 0;
}

def Calc_RangeAttr : AttrDef<Calc_Dialect, "Range"> {
  let mnemonic = "range";
  let summary = "A range of integers";
  let description = [{
    From `lo` to `hi`, both included.
  }];
  let parameters = (ins "int64_t":$lo, AttrOrTypeParameter<"int64_t", "the upper bound">:$hi);
  let assemblyFormat = "`<` $lo `,` $hi `>`";
}

def Calc_Rounding : I32EnumAttr<"Rounding", "Rounding mode", [
    I32EnumAttrCase<"Down", 0, "down">,
    I32EnumAttrCase<"Up", 1, "up">,
    I32EnumAttrCase<"Nearest", 2, "nearest">]> {
  let cppNamespace = "::mlir::calc";
  let genSpecializedAttr = 0;
}
def Calc_RoundingAttr : EnumAttr<Calc_Dialect, Calc_Rounding, "rounding">;

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

class Calc_Op<string mnemonic, list<Trait> traits = []> : Op<Calc_Dialect, mnemonic, traits>;

def Calc_AddOp : Calc_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "Adds two numbers";
  let description = [{
    Adds `lhs` and `rhs`, wrapping around.

    # Example

    ```mlir
    %sum = calc.add %a, %b : i32
    ```

    ## Overflow

    The result wraps around.
  }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Calc_BranchOp : Calc_Op<"branch", [Terminator]> {
  let summary = "Branches on a condition";
  let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$then, VariadicSuccessor<AnySuccessor>:$others);
  let assemblyFormat = [{
    $condition `,` $then `,` $others (`(` $args^ `:` type($args) `)`)?
    attr-dict
  }];
}

def Calc_MixOp : Calc_Op<"mix", [AttrSizedOperandSegments]> {
  let summary = "Mixes two groups of numbers";
  let description = "Mixes `lhs` into `rhs`, scaled by `scale` when given.";
  let arguments = (ins Variadic<I32>:$lhs, Variadic<AnyInteger>:$rhs, Optional<Index>:$scale);
  let results = (outs Variadic<AnySignlessInteger>:$outs);
  let assemblyFormat = [{
    `(` $lhs `)` `(` $rhs `:` type($rhs) `)` (`scale` $scale^)? attr-dict `:` type($outs)
  }];
}

def Calc_RoundOp : Calc_Op<"round", [Pure, SameOperandsAndResultType]> {
  let summary = "Rounds a number";
  let arguments = (ins F32:$value,
    DefaultValuedAttr<Calc_RoundingAttr, "::mlir::calc::Rounding::Nearest">:$mode,
    OptionalAttr<I64Attr>:$digits,
    UnitAttr:$exact,
    DefaultValuedAttr<I32Attr, "4">:$bits,
    OptionalAttr<Calc_RangeAttr>:$range,
    StrAttr:$label);
  let results = (outs F32:$result);
}

def Calc_ScopeOp : Calc_Op<"scope", [IsolatedFromAbove, NoTerminator]> {
  let summary = "A scope of its own";
  let description = [{
    Holds a single-block `body` and any number of `handlers`.

    ### Blocks

    `body` has one block.
  }];
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$handlers);
  let assemblyFormat = "$body `handlers` $handlers attr-dict-with-keyword";
}

def Calc_LoopOp : Calc_Op<"loop", [
    SingleBlockImplicitTerminator<"::mlir::calc::YieldOp">,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>]> {
  let summary = "Loops";
  let arguments = (ins Calc_LoopKind:$kind, OptionalAttr<Calc_FlagsAttr>:$flags);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$kind ($flags^)? $body attr-dict";
}

def Calc_YieldOp : Calc_Op<"yield", [
    Pure, ReturnLike, Terminator, HasParent<"::mlir::calc::LoopOp">]> {
  let summary = "Ends a loop body";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

// Invalid `builtin` ops and symbol tables in the generic form, one case per
// chunk (see README.md).

// case: module-block-arguments
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----
// case: module-two-regions
"builtin.module"() ({
}, {
}) : () -> ()

// -----
// case: module-two-blocks
"builtin.module"() ({
  "x.op"() : () -> ()
^bb1:
  "x.op"() : () -> ()
}) : () -> ()

// -----
// case: module-with-result
%0 = "builtin.module"() ({
  "x.op"() : () -> ()
}) : () -> i32

// -----
// case: module-with-operand
"x.wrap"() ({
^bb0(%a: i32):
  "builtin.module"(%a) ({
    "x.op"() : () -> ()
  }) : (i32) -> ()
}) : () -> ()

// -----
// case: module-sym-name-integer
"builtin.module"() <{sym_name = 1 : i32}> ({
  "x.op"() : () -> ()
}) : () -> ()

// -----
// case: module-visibility-bogus
"builtin.module"() <{sym_name = "m", sym_visibility = "everywhere"}> ({
  "x.op"() : () -> ()
}) : () -> ()

// -----
// case: module-redefinition-of-nested-module
"builtin.module"() <{sym_name = "m"}> ({
  "x.op"() : () -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "m"}> ({
  "x.op"() : () -> ()
}) : () -> ()

// -----
// case: module-symbol-redefinition-across-dialects
"func.func"() <{function_type = () -> (), sym_name = "s", sym_visibility = "private"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "s", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----
// case: module-redefinition-in-nested-module
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "s", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "s", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

// -----
// case: module-unregistered-op
"builtin.frobnicate"() : () -> ()

// -----
// case: func-unregistered-op
"func.frobnicate"() : () -> ()

// -----
// case: arith-unregistered-op
"arith.frobnicate"() : () -> ()

// -----
// case: module-terminator-inside
"builtin.module"() ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: unrealized-cast-no-results-valid
"x.wrap"() ({
^bb0(%a: i32):
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
}) : () -> ()

// -----
// case: unrealized-cast-with-region
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a) ({
  }) : (i32) -> i64
}) : () -> ()

// -----
// case: unrealized-cast-with-successor
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "builtin.unrealized_conversion_cast"(%a)[^bb1] : (i32) -> i64
^bb1:
}) : () -> ()

// -----
// case: symbol-in-non-table
"x.wrap"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.call"() <{callee = @f}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: successor-operands-in-module
"builtin.module"() ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----
// case: undefined-value-type-mismatch-use
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addf"(%0, %0) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: first-of-two-invalid-ops
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.extsi"(%a) : (i32) -> i8
  %1 = "arith.trunci"(%a) : (i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: nested-op-before-its-parent
"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  "scf.if"(%c) ({
    %0 = "arith.trunci"(%c) : (i1) -> i64
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: module-empty-region
"builtin.module"() ({
}) : () -> ()

// -----
// case: module-undotted-attribute
"builtin.module"() ({
^bb0:
}) {x = 1} : () -> ()

// -----
// case: module-dotted-attribute-valid
"builtin.module"() ({
^bb0:
}) {x.y = 1} : () -> ()

// -----
// case: module-visibility-before-attribute-names
"builtin.module"() <{sym_name = "m", sym_visibility = "bogus"}> ({
^bb0:
}) {x = 1} : () -> ()

// -----
// case: module-nested-undotted-attribute
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0:
  }) {y = unit} : () -> ()
}) : () -> ()

// -----
// case: module-sym-visibility-integer
"builtin.module"() <{sym_visibility = 1 : i32}> ({
^bb0:
}) : () -> ()

// -----
// case: module-with-successor
"x.wrap"() ({
  "builtin.module"()[^bb1] ({
  ^bb0:
  }) : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: unrealized-cast-no-operands-valid
"builtin.module"() ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
}) : () -> ()

// -----
// case: unrealized-cast-properties
"builtin.module"() ({
  %0 = "builtin.unrealized_conversion_cast"() <{x = 1}> : () -> i32
}) : () -> ()

// Invalid `func` ops in the generic form, one case per chunk (see README.md).

// case: call-undefined-callee
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @nowhere}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-result-type-mismatch
"func.func"() <{function_type = () -> i32, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  %0 = "func.call"() <{callee = @callee}> : () -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-result-count-mismatch
"func.func"() <{function_type = () -> i32, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @callee}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-operand-count-mismatch
"func.func"() <{function_type = (i32) -> (), sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @callee}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-operand-type-mismatch
"func.func"() <{function_type = (i32) -> (), sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i64) -> (), sym_name = "caller"}> ({
^bb0(%a: i64):
  "func.call"(%a) <{callee = @callee}> : (i64) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-callee-string
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = "caller"}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-no-callee
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-of-a-global
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @g}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-nested-undefined
"builtin.module"() <{sym_name = "inner"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @inner::@g}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-nested-reference
"builtin.module"() <{sym_name = "inner"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "nested"}> ({
  }) : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @inner::@f}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-second-of-two-functions
"func.func"() <{function_type = () -> (), sym_name = "a"}> ({
  "func.call"() <{callee = @a}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "b"}> ({
  "func.call"() <{callee = @missing_b}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-undefined-in-two-functions
"func.func"() <{function_type = () -> (), sym_name = "a"}> ({
  "func.call"() <{callee = @missing_a}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "b"}> ({
  "func.call"() <{callee = @missing_b}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-undefined-in-nested-module
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.call"() <{callee = @outer}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-after-verifier-error
"func.func"() <{function_type = () -> (), sym_name = "a"}> ({
  "func.call"() <{callee = @missing}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "b"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-no-function-type
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-function-type-not-function
"func.func"() <{function_type = i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-sym-name-integer
"func.func"() <{function_type = () -> (), sym_name = 3 : i32}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-no-sym-name
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-entry-argument-count
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-entry-argument-type
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-public-declaration
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
}) : () -> ()

// -----
// case: func-explicitly-public-declaration
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "public"}> ({
}) : () -> ()

// -----
// case: func-nested-declaration-valid
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "nested"}> ({
}) : () -> ()

// -----
// case: func-private-declaration-valid
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----
// case: func-visibility-bogus
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-visibility-integer
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 1 : i32}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-two-regions
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}, {
}) : () -> ()

// -----
// case: func-no-region
"func.func"() <{function_type = () -> (), sym_name = "f"}> : () -> ()

// -----
// case: func-no-terminator
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
}) : () -> ()

// -----
// case: func-with-result
%0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> i32

// -----
// case: func-arg-attrs-count
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-arg-attrs-not-array
"func.func"() <{arg_attrs = {}, function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-res-attrs-count
"func.func"() <{function_type = () -> i32, res_attrs = [{}, {}], sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()

// -----
// case: func-redefinition
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: return-count
"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: return-type
"func.func"() <{function_type = (i64) -> i32, sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"(%a) : (i64) -> ()
}) : () -> ()

// -----
// case: return-outside-function
"x.wrap"() ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: return-not-last
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: return-with-result
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.return"() : () -> i32
}) : () -> ()

// -----
// case: call-indirect-operand-types
"func.func"() <{function_type = ((i32) -> (), i64) -> (), sym_name = "f"}> ({
^bb0(%fn: (i32) -> (), %a: i64):
  "func.call_indirect"(%fn, %a) : ((i32) -> (), i64) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-indirect-not-function
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%fn: i32):
  "func.call_indirect"(%fn) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-indirect-result-types
"func.func"() <{function_type = (() -> i32) -> (), sym_name = "f"}> ({
^bb0(%fn: () -> i32):
  %0 = "func.call_indirect"(%fn) : (() -> i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-indirect-no-callee
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call_indirect"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-undefined-symbol
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() <{value = @nowhere}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-type-mismatch
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() <{value = @f}> : () -> ((i32) -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-not-function-type
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() <{value = @f}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-nested-reference
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() <{value = @f::@g}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-no-value
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-public-declaration-before-arg-attrs
"func.func"() <{sym_name = "f", function_type = (i32) -> (), arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----
// case: func-visibility-before-arg-attrs
"func.func"() <{sym_name = "f", function_type = (i32) -> (), sym_visibility = "bogus", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----
// case: func-visibility-before-entry-block
"func.func"() <{sym_name = "f", function_type = (i32) -> (), sym_visibility = "bogus"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-arg-attrs-not-dictionaries
"func.func"() <{sym_name = "f", function_type = (i32) -> (), sym_visibility = "private", arg_attrs = [1]}> ({
}) : () -> ()

// -----
// case: func-no-inline-not-unit
"func.func"() <{sym_name = "f", function_type = () -> (), no_inline = 1 : i32}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: func-with-operand
"x.wrap"() ({
^bb0(%a: i32):
  "func.func"(%a) <{sym_name = "f", function_type = () -> (), sym_visibility = "private"}> ({
  }) : (i32) -> ()
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: func-function-type-missing-and-sym-name-integer
"func.func"() <{sym_name = 1 : i32}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-arg-attrs-not-array
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() <{callee = @f, arg_attrs = 3 : i32}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-no-inline-not-unit
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() <{callee = @f, no_inline = true}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-res-attrs-count
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() <{callee = @f, res_attrs = [{}]}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-indirect-extra-argument
"func.func"() <{function_type = (() -> (), i32) -> (), sym_name = "f"}> ({
^bb0(%f: () -> (), %x: i32):
  "func.call_indirect"(%f, %x) : (() -> (), i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: call-indirect-arg-attrs-not-array
"func.func"() <{function_type = (() -> ()) -> (), sym_name = "f"}> ({
^bb0(%f: () -> ()):
  "func.call_indirect"(%f) <{arg_attrs = 1 : i32}> : (() -> ()) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-two-results
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0:2 = "func.constant"() <{value = @f}> : () -> (() -> (), () -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: constant-string-value
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() <{value = "f"}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: return-in-nested-region
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "x.wrap"() ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: return-operand-type-second
"func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
^bb0(%x: i32):
  %c = "x.c"() : () -> i64
  "func.return"(%x, %c) : (i32, i64) -> ()
}) : () -> ()

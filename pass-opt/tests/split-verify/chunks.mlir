// Chunks that print, fail to parse, fail to verify, are wrapped in a module,
// are empty, or start on the marker's line.
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %0 = "arith.addi"(%1, %1) : (i32, i32) -> i32
}) : () -> ()

// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----

  %x = "arith.constant"() <{value = 1 : i64}> : () -> i32

// -----
// -----   "builtin.module"() ({
  %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> i64, sym_name = "g"}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()

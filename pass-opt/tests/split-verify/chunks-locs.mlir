// Locations of chunks: each op and the module a chunk is wrapped in are
// located in the original file.
"test.a"() : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----   "builtin.module"() ({
  %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
// -----

  "test.b"() : () -> () loc("elsewhere.mlir":3:4)

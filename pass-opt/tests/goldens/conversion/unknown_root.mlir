func.func @remove_all_ops(%arg0: i32) {
  %0 = "test.illegal_op_a"() : () -> i32
  %1 = "test.illegal_op_b"() : () -> i32
  %2 = "test.illegal_op_c"() : () -> i32
  return
}

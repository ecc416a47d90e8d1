func.func @fail_to_convert_illegal_op() -> i32 {
  %result = "test.illegal_op_f"() : () -> (i32)
  return %result : i32
}
// -----
func.func @fail_to_convert_illegal_op_in_region() {
  "test.region_builder"() : () -> ()
  return
}
// -----
func.func @fail_to_convert_region() {
  "test.region"() ({
    ^bb1(%i0: i64):
      "test.region_builder"() : () -> ()
      "test.valid"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @rollback_after_partial_progress(%arg0: i64) -> i32 {
  %0 = "test.illegal_op_a"() : () -> (i32)
  %1 = "test.illegal_op_c"() : () -> (i32)
  %2 = "test.illegal_op_f"() : () -> (i32)
  return %0 : i32
}
// -----
func.func @remap_moved_region_args() {
  "test.region"() ({
    ^bb1(%i0: i64, %unused: i16, %i1: i64, %2: f32):
      "test.invalid"(%i0, %i1, %2) : (i64, i64, f32) -> ()
  }) : () -> ()
  return
}

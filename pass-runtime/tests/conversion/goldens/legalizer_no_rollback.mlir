func.func @verifyDirectPattern() -> i32 {
  %result = "test.illegal_op_a"() : () -> (i32)
  return %result : i32
}
// -----
func.func @verifyLargerBenefit() -> i32 {
  %result = "test.illegal_op_c"() : () -> (i32)
  return %result : i32
}
// -----
func.func private @remap_input_1_to_0(i16)
// -----
func.func @remap_input_1_to_1(%arg0: i64) {
  "test.invalid"(%arg0) : (i64) -> ()
}
// -----
func.func @remap_input_1_to_N(%arg0: f32) -> f32 {
  "test.return"(%arg0) : (f32) -> ()
}
// -----
func.func @remap_input_1_to_N_remaining_use(%arg0: f32) {
  "work"(%arg0) : (f32) -> ()
}
// -----
func.func @remap_materialize_1_to_1(%arg0: i42) {
  "test.return"(%arg0) : (i42) -> ()
}
// -----
func.func @remap_input_to_self(%arg0: index) {
  "work"(%arg0) : (index) -> ()
}
// -----
func.func @remap_multi(%arg0: i64, %unused: i16, %arg1: i64) -> (i64, i64) {
 "test.invalid"(%arg0, %arg1) : (i64, i64) -> ()
}
// -----
func.func @no_remap_nested() {
  "foo.region"() ({
    ^bb0(%i0: i64, %unused: i16, %i1: i64):
      "test.invalid"(%i0, %i1) : (i64, i64) -> ()
  }) : () -> ()
  return
}
// -----
func.func @remap_drop_region() {
  "test.drop_region_op"() ({
    ^bb1(%i0: i64, %unused: i16, %i1: i64, %2: f32):
      "test.invalid"(%i0, %i1, %2) : (i64, i64, f32) -> ()
  }) : () -> ()
  return
}
// -----
func.func @dropped_input_in_use(%arg: i16, %arg2: i64) {
  "work"(%arg) : (i16) -> ()
}
// -----
func.func @up_to_date_replacement(%arg: i8) -> i8 {
  %repl_1 = "test.rewrite"(%arg) : (i8) -> i8
  %repl_2 = "test.rewrite"(%repl_1) : (i8) -> i8
  return %repl_2 : i8
}
// -----
func.func @create_block() {
  "test.create_block"() : () -> ()
  return
}
// -----
func.func @blackhole() {
  %input = "test.blackhole_producer"() : () -> (i32)
  "test.blackhole"(%input) : (i32) -> ()
  return
}
// -----
func.func @replace_non_root() -> i32 {
  %0 = "test.replace_non_root"() : () -> (i32)
  return %0 : i32
}
// -----
func.func @bounded_recursion() {
  "test.recursive_rewrite"() <{depth = 3 : i64}> : () -> ()
  return
}

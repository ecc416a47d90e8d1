func.func @test_invalid_arg_materialization(
  %arg0: i16) {
  "foo.return"(%arg0) : (i16) -> ()
}
// -----
func.func @test_valid_arg_materialization(%arg0: i64) {
  "foo.return"(%arg0) : (i64) -> ()
}
// -----
func.func @test_invalid_result_materialization() {
  %result = "test.type_producer"() : () -> f16
  "foo.return"(%result) : (f16) -> ()
}
// -----
func.func @test_transitive_use_materialization() {
  %result = "test.another_type_producer"() : () -> f32
  "foo.return"(%result) : (f32) -> ()
}
// -----
func.func @test_transitive_use_invalid_materialization() {
  %result = "test.another_type_producer"() : () -> f16
  "foo.return"(%result) : (f16) -> ()
}
// -----
func.func @test_valid_result_legalization() {
  %result = "test.type_producer"() : () -> f32
  "foo.return"(%result) : (f32) -> ()
}
// -----
func.func @test_signature_conversion_undo() {
  "test.signature_conversion_undo"() ({
  ^bb0(%arg0: f32):
    "test.type_consumer"(%arg0) : (f32) -> ()
    "test.return"(%arg0) : (f32) -> ()
  }) : () -> ()
  return
}
// -----
func.func @test_block_argument_not_converted() {
  "test.unsupported_block_arg_type"() ({
    ^bb0(%0 : index):
      "test.return"(%0) : (index) -> ()
  }) : () -> ()
  return
}
// -----
func.func @test_signature_conversion_no_converter() {
  "test.signature_conversion_no_converter"() ({
  ^bb0(%arg0: f32):
    "test.type_consumer"(%arg0) : (f32) -> ()
    "test.return"(%arg0) : (f32) -> ()
  }) : () -> ()
  return
}
// -----
func.func @test_signature_conversion_no_converter_legal_user() {
  "test.signature_conversion_no_converter"() ({
  ^bb0(%arg0: f32):
    "test.replace_with_legal_op"(%arg0) : (f32) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
  return
}

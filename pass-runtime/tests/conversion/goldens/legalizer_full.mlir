func.func @multi_level_mapping() {
  %result = "test.type_producer"() : () -> i32
  "test.type_consumer"(%result) : (i32) -> ()
  "test.return"() : () -> ()
}
// -----
func.func @dropped_region_with_illegal_ops() {
  "test.drop_region_op"() ({
    %ignored = "test.illegal_op_f"() : () -> (i32)
    "test.return"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}
// -----
func.func @replace_non_root_illegal_op() {
  %result = "test.replace_non_root"() : () -> (i32)
  "test.return"() : () -> ()
}
// -----
func.func @recursively_legal_invalid_op() {
  builtin.module attributes {test.recursively_legal} {
    %ignored = "test.illegal_op_f"() : () -> (i32)
  }
  builtin.module {
    func.func @dynamic_func(%arg: i64) attributes {test.recursively_legal} {
      %ignored = "test.illegal_op_f"() : () -> (i32)
      "test.return"() : () -> ()
    }
  }
  "test.return"() : () -> ()
}
// -----
builtin.module {
  func.func @test_unknown_dynamically_legal() {
    "foo.unknown_op"() {test.dynamically_legal} : () -> ()
    "foo.unknown_op"() {} : () -> ()
    "test.return"() : () -> ()
  }
}
// -----
func.func @full_conversion_converts_everything(%arg0: i64) {
  %0 = "test.illegal_op_a"() : () -> (i32)
  "test.invalid"(%arg0) : (i64) -> ()
}
// -----
func.func @full_conversion_rolls_back(%arg0: i64, %arg1: f32) {
  %0 = "test.illegal_op_c"() : () -> (i32)
  "foo.unknown_op"(%0) : (i32) -> ()
  "test.return"(%arg1) : (f32) -> ()
}

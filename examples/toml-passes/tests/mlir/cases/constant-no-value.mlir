"func.func"() <{function_type = (i32, i64, f32, i1) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i64, %x: f32, %c: i1):
%0 = "arith.constant"() : () -> i32
"func.return"() : () -> ()
}) : () -> ()

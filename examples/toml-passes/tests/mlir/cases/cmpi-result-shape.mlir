"func.func"() <{function_type = (i32, i64, f32, i1) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i64, %x: f32, %c: i1):
%v = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
%0 = "arith.cmpi"(%v, %v) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
"func.return"() : () -> ()
}) : () -> ()

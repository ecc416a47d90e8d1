"builtin.module"() <{sym_name = "mm", sym_visibility = "private"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (i32) -> (), no_inline, res_attrs = [], sym_name = "h"}> ({
  ^bb0(%arg0: i32):
    "func.call"(%arg0) <{callee = @h, no_inline}> {aa, zz = 1 : i64} : (i32) -> ()
    "func.return"() {foo = 2 : i64} : () -> ()
  }) {aaa = 3 : i64, zzz} : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32, f32), res_attrs = [{}, {a.b}], sym_name = "k", sym_visibility = "public"}> ({
    %0 = "func.constant"() <{value = @k}> {zz} : () -> (() -> ((i32) -> i32, f32))
    %1:2 = "func.call_indirect"(%0) {q} : (() -> ((i32) -> i32, f32)) -> ((i32) -> i32, f32)
    "func.return"(%1#0, %1#1) : ((i32) -> i32, f32) -> ()
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {b.a} : () -> ()
}) {a.ab} : () -> ()


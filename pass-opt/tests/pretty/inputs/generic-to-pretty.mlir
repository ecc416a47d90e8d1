"builtin.module"() <{sym_name = "mm", sym_visibility = "private"}> ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "h", no_inline, arg_attrs = [{}], res_attrs = []}> ({
  ^bb0(%arg0: i32):
    "func.call"(%arg0) <{callee = @h, no_inline}> {zz = 1, aa} : (i32) -> ()
    "func.return"() {foo = 2} : () -> ()
  }) {zzz, aaa = 3} : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32, f32), sym_name = "k", sym_visibility = "public", res_attrs = [{}, {a.b}]}> ({
    %0 = "func.constant"() <{value = @k}> {zz} : () -> (() -> ((i32) -> i32, f32))
    %1:2 = "func.call_indirect"(%0) {q} : (() -> ((i32) -> i32, f32)) -> ((i32) -> i32, f32)
    "func.return"(%1#0, %1#1) : ((i32) -> i32, f32) -> ()
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {b.a} : () -> ()
}) {a.ab} : () -> ()

module @mm attributes {a.ab, sym_visibility = "private"} {
  func.func @h(%arg0: i32) attributes {aaa = 3 : i64, no_inline, zzz} {
    call @h(%arg0) {aa, no_inline, zz = 1 : i64} : (i32) -> ()
    return {foo = 2 : i64}
  }
  func.func public @k() -> ((i32) -> i32, f32 {a.b}) {
    %f = constant {zz} @k : () -> ((i32) -> i32, f32)
    %0:2 = call_indirect %f() {q} : () -> ((i32) -> i32, f32)
    return %0#0, %0#1 : (i32) -> i32, f32
  }
  module attributes {b.a} {
  }
}


// `func.call_indirect` of a `func.constant` becomes a `func.call` when
// canonicalizing; an indirect call of an argument stays.
func.func private @callee(i32, f32) -> (i32, f32)

func.func @direct(%a: i32, %b: f32) -> (i32, f32) {
  %f = func.constant @callee : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}

func.func @indirect(%f: (i32, f32) -> (i32, f32), %a: i32, %b: f32) -> i32 {
  %r:2 = func.call_indirect %f(%a, %b) {x.tag} : (i32, f32) -> (i32, f32)
  return %r#0 : i32
}

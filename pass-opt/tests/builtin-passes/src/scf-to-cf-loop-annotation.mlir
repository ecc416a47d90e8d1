#unroll = #llvm.loop_unroll<disable = true>
#vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#annotation = #llvm.loop_annotation<unroll = #unroll, vectorize = #vectorize, mustProgress = true>
func.func @for_annotated(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
  } {llvm.loop_annotation = #annotation, test.not_llvm = 3 : i32, other = #llvm.fastmath<fast>, in_array = [#unroll]}
  return
}
func.func @for_iter_args(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %n = "test.next"(%acc) : (f32) -> f32
    scf.yield %n : f32
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
  return %r : f32
}
func.func @nested_for(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %lb to %ub step %step {
      "test.use"(%i, %j) : (index, index) -> ()
    } {llvm.loop_annotation = #llvm.loop_annotation<licm = #llvm.loop_licm<disable = true>>}
  } {llvm.loop_annotation = #annotation}
  return
}
func.func @while_annotated(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = "test.next"(%b) : (i32) -> i32
    scf.yield %n : i32
  } attributes {llvm.loop_annotation = #annotation, test.w = "x"}
  return %r : i32
}
func.func @do_while_annotated(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  } attributes {llvm.loop_annotation = #annotation}
  return %r : i32
}
func.func @parallel_annotated(%lb: index, %ub: index, %step: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  } {llvm.loop_annotation = #annotation}
  return
}
func.func @if_attributes(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } {llvm.loop_annotation = #annotation}
  return
}

// Functions, calls and returns for convert-func-to-llvm (and the cf blocks
// convert-cf-to-llvm converts after it).
module {
  func.func @multi(%a: i32, %b: index) -> (i32, index) {
    return %a, %b : i32, index
  }
  func.func @zero() {
    return
  }
  func.func @one(%x: index) -> index {
    return %x : index
  }
  func.func private @ext(i32) -> (i32, i64)
  func.func private @ext_none(index)
  func.func nested @attrs(%a: i32 {foo.bar = 1 : i32}, %b: i64, %p: !llvm.ptr {llvm.byval = i32}) -> (i32 {llvm.zeroext}) attributes {foo = 3, llvm.linkage = #llvm.linkage<internal>, llvm.readnone, func.varargs = false} {
    return %a : i32
  }
  func.func @multi_res_attrs(%a: i32) -> (i32 {a.b}, f32) {
    %f = "test.f"() : () -> f32
    "test.op"() ({
      "test.inner"() : () -> ()
    }) : () -> ()
    return %a, %f : i32, f32
  }
  func.func @caller(%a: i32, %b: index) -> i32 {
    %r:2 = call @multi(%a, %b) : (i32, index) -> (i32, index)
    call @zero() : () -> ()
    %u:2 = call @ext(%a) {call.attr} : (i32) -> (i32, i64)
    %o = call @one(%b) : (index) -> index
    call @ext_none(%o) : (index) -> ()
    %rec = call @caller(%r#0, %o) : (i32, index) -> i32
    %unused = call @one(%b) {no_inline} : (index) -> index
    return %rec : i32
  }
  func.func @indirect(%f: (i32) -> i32, %a: i32, %i: index) -> i32 {
    %c = constant @caller : (i32, index) -> i32
    %r = call_indirect %f(%a) : (i32) -> i32
    %m = constant @multi : (i32, index) -> (i32, index)
    %s:2 = call_indirect %m(%a, %i) : (i32, index) -> (i32, index)
    "test.use"(%c, %s#1) : ((i32, index) -> i32, index) -> ()
    return %r : i32
  }
  func.func @types(%a: si16, %b: ui64, %c: f16, %d: bf16, %e: f8E4M3FN, %f: complex<f32>, %g: vector<4xindex>, %h: vector<2x3xi32>) -> (vector<[4]xi8>, f128) {
    %r:2 = "test.make"(%a, %b, %c, %d, %e, %f, %g, %h) : (si16, ui64, f16, bf16, f8E4M3FN, complex<f32>, vector<4xindex>, vector<2x3xi32>) -> (vector<[4]xi8>, f128)
    return %r#0, %r#1 : vector<[4]xi8>, f128
  }
  func.func @unconvertible(%t: tensor<4xf32>) -> i32 {
    %c = "test.c"(%t) : (tensor<4xf32>) -> i32
    return %c : i32
  }
  func.func @returns_tensor(%a: i32) -> tensor<2xi32> {
    %t = "test.t"(%a) : (i32) -> tensor<2xi32>
    return %t : tensor<2xi32>
  }
  func.func @blocks(%c: i1, %x: index) -> index {
    cf.cond_br %c, ^bb1(%x : index), ^bb2
  ^bb1(%y: index):
    cf.br ^bb3(%y : index)
  ^bb2:
    cf.br ^bb3(%x : index)
  ^bb3(%z: index):
    return %z : index
  }
  "test.unregistered"() ({
    func.func @in_region(%x: index) -> index {
      return %x : index
    }
  }) : () -> ()
  module @inner {
    func.func private @inner_ext(index) -> index
    func.func @inner_call(%x: index) -> index {
      %r = call @inner_ext(%x) : (index) -> index
      return %r : index
    }
  }
}

// Branches for convert-cf-to-llvm: successor blocks with index arguments
// get their signatures converted.
module {
  func.func @cond(%c: i1, %x: index, %i: i32) -> index {
    cf.cond_br %c, ^bb1(%x, %i : index, i32), ^bb2(%i : i32)
  ^bb1(%a: index, %b: i32):
    "test.use"(%a, %b) : (index, i32) -> ()
    cf.br ^bb3(%a : index)
  ^bb2(%d: i32):
    cf.br ^bb3(%x : index) {foo = "bar", loop_annotation = 5 : i32}
  ^bb3(%r: index):
    return %r : index
  }
  func.func @weights(%c: i1, %x: index) -> index {
    "cf.cond_br"(%c, %x, %x)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 1, 1>}> {disc = 1 : i32} : (i1, index, index) -> ()
  ^bb1(%a: index):
    return %a : index
  ^bb2(%b: index):
    return %b : index
  }
  func.func @sw(%f: i32, %x: index, %y: i64) -> index {
    cf.switch %f : i32, [
      default: ^bb1(%x : index),
      42: ^bb1(%x : index),
      43: ^bb2(%y : i64),
      44: ^bb3
    ]
  ^bb1(%a: index):
    return %a : index
  ^bb2(%b: i64):
    %c = "test.cast"(%b) : (i64) -> index
    return %c : index
  ^bb3:
    "test.op"() : () -> ()
    return %x : index
  }
  func.func @sw_default(%f: i32) {
    cf.switch %f : i32, [ default: ^bb1 ]
  ^bb1:
    return
  }
  func.func @loop(%n: index) -> index {
    %c0 = "test.zero"() : () -> index
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %done = "test.cmp"(%i, %n) : (index, index) -> i1
    cf.cond_br %done, ^exit, ^body
  ^body:
    %next = "test.inc"(%i) : (index) -> index
    cf.br ^head(%next : index)
  ^exit:
    return %i : index
  }
  "test.graph"() ({
  ^bb0(%x: index):
    "test.br"(%x)[^bb1] : (index) -> ()
  ^bb1(%y: index):
    cf.br ^bb2(%y : index)
  ^bb2(%z: index):
    "test.end"(%z) : (index) -> ()
  }) : () -> ()
  module @inner {
    func.func @nested(%c: i1, %x: index) {
      cf.cond_br %c, ^bb1(%x : index), ^bb1(%x : index)
    ^bb1(%y: index):
      "test.use"(%y) : (index) -> ()
      return
    }
  }
}

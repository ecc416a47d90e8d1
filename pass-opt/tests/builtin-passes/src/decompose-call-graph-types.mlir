// Tuples split into their elements across signatures, calls and returns
// (test-decompose-call-graph-types), with materializations where a tuple
// value is still needed.

func.func @pass_through(%pair: tuple<i1, i32>) -> tuple<i1, i32> {
  return %pair : tuple<i1, i32>
}

// One element: converted 1:1, no materialization.
func.func @single(%x: tuple<f32>) -> tuple<f32> {
  return %x : tuple<f32>
}

// Nested tuples flatten depth first; the empty tuple disappears.
func.func @nested(%a: tuple<tuple<i8, tuple<i16>>, i32>, %unit: tuple<>, %b: index) -> (index, tuple<tuple<i8, tuple<i16>>, i32>) {
  return %b, %a : index, tuple<tuple<i8, tuple<i16>>, i32>
}

func.func private @external(tuple<i1, tuple<i32, i64>>, f64) -> (tuple<i64, i1>, f64)

// Calls take and give the elements; an op of another dialect still wants a
// tuple, built back with test.make_tuple.
func.func @calls(%t: tuple<i1, tuple<i32, i64>>, %f: f64) -> f64 {
  %0:2 = call @external(%t, %f) : (tuple<i1, tuple<i32, i64>>, f64) -> (tuple<i64, i1>, f64)
  "other.use"(%0#0) : (tuple<i64, i1>) -> ()
  %1:2 = call @external(%t, %0#1) : (tuple<i1, tuple<i32, i64>>, f64) -> (tuple<i64, i1>, f64)
  return %1#1 : f64
}

// A tuple made by another op is taken apart for the return.
func.func @produced(%n: i32) -> tuple<i32, tuple<i32>> {
  %0 = "other.make"(%n) : (i32) -> tuple<i32, tuple<i32>>
  return %0 : tuple<i32, tuple<i32>>
}

// Branches are not converted: the block argument keeps its tuple type.
func.func @branches(%c: i1, %t: tuple<i8, i8>) -> tuple<i8, i8> {
  cf.cond_br %c, ^bb1(%t : tuple<i8, i8>), ^bb2
^bb1(%x: tuple<i8, i8>):
  return %x : tuple<i8, i8>
^bb2:
  %r = call @pass_through_i8(%t) : (tuple<i8, i8>) -> tuple<i8, i8>
  return %r : tuple<i8, i8>
}

func.func private @pass_through_i8(tuple<i8, i8>) -> tuple<i8, i8>

// Argument and result attributes follow the new counts: cut, padded with
// empty dictionaries, or dropped.
func.func @attributes(%t: tuple<i32, i32> {test.first}, %u: i8 {test.second}) -> (tuple<i1, i1> {test.result}) {
  %0 = "other.make"() : () -> tuple<i1, i1>
  return %0 : tuple<i1, i1>
}

func.func @drop_all_results(%x: i32) -> (tuple<> {test.gone}) {
  %0 = "other.make"() : () -> tuple<>
  return %0 : tuple<>
}

// Nothing to convert.
func.func @legal(%x: i32) -> i32 attributes {keep} {
  %0 = call @legal(%x) {tag} : (i32) -> i32
  return %0 : i32
}

// The type written after a string or another dialect's attribute: kept and
// printed for unregistered dialects, read and dropped for registered ones,
// and `none` is no type at all.
#typed = #foo<1> : i32
"test.a"() {
  a = #foo<1> : i32,
  b = #foo<1> : none,
  c = [#foo<2> : i64, #foo<2>],
  d = #foo.bar : tensor<2xi8>,
  e = #llvm.linkage<internal> : i32,
  f = #arith.fastmath<fast> : f32,
  g = "s" : none,
  h = "s" : i8,
  i = #typed,
  j = #foo<#bar<1> : i32> : index
} : () -> ()

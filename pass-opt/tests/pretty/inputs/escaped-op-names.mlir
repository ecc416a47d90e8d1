// Found by the parse_pretty fuzz target: a generic op name with escapes
// printed unescaped, which did not parse back.
"foo.a\\b\22c\0Ad"() : () -> ()
"foo.plain"() {"a\\b" = 1 : i32} : () -> ()

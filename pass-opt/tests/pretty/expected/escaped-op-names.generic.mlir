"builtin.module"() ({
  "foo.a\\b\22c\0Ad"() : () -> ()
  "foo.plain"() {"a\\b" = 1 : i32} : () -> ()
}) : () -> ()


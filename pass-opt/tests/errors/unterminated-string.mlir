"builtin.module"() ({
  "test.op"() {s = "no end} : () -> ()
}) : () -> ()

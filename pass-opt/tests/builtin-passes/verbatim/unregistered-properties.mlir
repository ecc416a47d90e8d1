// An unregistered op keeps whatever attribute its properties are, a
// dictionary or not.
"test.a"() <[1, "two"]> : () -> ()
"test.b"() <1> : () -> ()
"test.c"() <unit> : () -> ()
"test.d"() <#foo<1> : i32> : () -> ()
"test.e"() <{a = 1}> : () -> ()

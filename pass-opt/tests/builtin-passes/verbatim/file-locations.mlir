// File locations as MLIR 22 reads them: a line alone, a line and column,
// ranges ending on the same line or another; each kept as written (its own
// alias) and printed with the end only where it differs.
"test.a"() : () -> () loc("a":1)
"test.b"() : () -> () loc("a":1:2)
"test.c"() : () -> () loc("a":1:2 to :5)
"test.d"() : () -> () loc("a":1:2 to 3:5)
"test.f"() : () -> () loc("a":1:2 to 1:2)
"test.g"() : () -> () loc("a":7:2 to :2)
"test.h"() {x = loc("b":3)} : () -> ()
"test.a"() : () -> () loc("a":1)
"test.b"() : () -> () loc("a":1:0)
"test.c"() : () -> () loc("a":1:2 to 1:2)
"test.d"() : () -> () loc("a":1:2)
"test.e"() : () -> () loc("a":1:2 to :2)
"test.f"() : () -> () loc("a":1:2 to :3)
"test.g"() : () -> () loc("a":1:2 to 1:3)

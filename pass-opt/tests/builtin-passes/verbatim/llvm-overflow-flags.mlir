// overflowFlags given as #llvm.overflow<...> or as an integer of another
// width is stored, and printed, as N : i32.
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %2 = "llvm.add"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %3 = "llvm.add"(%a, %a) <{overflowFlags = 2 : i64}> : (i32, i32) -> i32
  %4 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
  %5 = llvm.add %a, %a overflow<nsw> : i32
}) : () -> ()

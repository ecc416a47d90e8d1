"builtin.module"() ({
  func.func @f(%a: i32, %b: i32) -> i32 {
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %c = "arith.cmpi"(%2, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %3 = call @f(%2, %2) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  ^bb2:
    return %2 : i32
  }
  "func.func"() <{function_type = () -> (), sym_name = "generic_with_pretty_body"}> ({
    func.call @g() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  func.func @g() {
    "scf.execute_region"() ({
      %0 = func.constant @g : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    return
  }
}) : () -> ()

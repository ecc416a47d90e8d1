"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sum"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) {func.varargs = true} : () -> ()
  "func.func"() <{function_type = (!llvm.ptr) -> i32, sym_name = "printf_like", sym_visibility = "private"}> ({
  }) {func.varargs = true} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "none", sym_visibility = "private"}> ({
  }) {func.varargs = true} : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "not_variadic", sym_visibility = "private"}> ({
  }) {func.varargs = false} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "wrapped", sym_visibility = "private"}> ({
  }) {func.varargs = true, llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "bad_linkage", sym_visibility = "private"}> ({
  }) {llvm.linkage = "internal"} : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "bad_readnone", sym_visibility = "private"}> ({
  }) {llvm.readnone = 1 : i32} : () -> ()
}) : () -> ()


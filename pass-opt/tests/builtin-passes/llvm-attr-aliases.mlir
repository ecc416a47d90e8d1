#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"a.c" in "/d">
#di_null_type = #llvm.di_null_type
#loop_distribute = #llvm.loop_distribute<disable = true>
#loop_interleave = #llvm.loop_interleave<count = 2 : i32>
#loop_licm = #llvm.loop_licm<disable = true>
#loop_peeled = #llvm.loop_peeled<count = 1 : i32>
#loop_pipeline = #llvm.loop_pipeline<disable = true>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = true>
#loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
#loop_vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#tbaa_root = #llvm.tbaa_root<id = "x">
#loop_annotation = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize, interleave = #loop_interleave, unroll = #loop_unroll, unrollAndJam = #loop_unroll_and_jam, licm = #loop_licm, distribute = #loop_distribute, pipeline = #loop_pipeline, peeled = #loop_peeled, unswitch = #loop_unswitch, mustProgress = true>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
"builtin.module"() ({
  "test.op"() {a = #loop_annotation, b = #loop_unroll, c = #llvm.fastmath<fast>, d = #llvm.linkage<internal>} : () -> ()
  "test.op"() {a = #tbaa_root, b = #di_file, c = #di_basic_type, e = #di_null_type, f = #tbaa_type_desc, g = [#loop_unroll, "#llvm.loop_unroll<disable = false>"]} : () -> ()
}) : () -> ()


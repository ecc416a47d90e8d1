llvm.func @f(%a: f32) { llvm.switch %a : f32, ^bb1 [ 1: ^bb1 ] }

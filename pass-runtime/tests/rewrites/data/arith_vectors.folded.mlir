"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<4xindex>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<4xi32>, vector<4xi1>), sym_name = "vectors"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<1073741824> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<2> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<[-1.500000e+00, 0.000000e+00, -2.000000e+00, 0xFFC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %3 = "arith.constant"() <{value = dense<[1.500000e+00, -0.000000e+00, 2.000000e+00, 2.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %4 = "arith.constant"() <{value = dense<[2.000000e+00, 2.000000e+00, 2.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %5 = "arith.constant"() <{value = dense<[1.500000e+00, -0.000000e+00, 0.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %6 = "arith.constant"() <{value = dense<[7.500000e-01, -0.000000e+00, 1.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %7 = "arith.constant"() <{value = dense<[3.000000e+00, -0.000000e+00, 4.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %8 = "arith.constant"() <{value = dense<[-5.000000e-01, -2.000000e+00, 0.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %9 = "arith.constant"() <{value = dense<[3.500000e+00, 2.000000e+00, 4.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %10 = "arith.constant"() <{value = dense<-3> : vector<4xindex>}> : () -> vector<4xindex>
    %11 = "arith.constant"() <{value = dense<[0.000000e+00, 2.000000e+00, -3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %12 = "arith.constant"() <{value = dense<[0, 2, -3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %13 = "arith.constant"() <{value = dense<[0, 2, -3, 4]> : vector<4xi64>}> : () -> vector<4xi64>
    %14 = "arith.constant"() <{value = dense<[false, false, true, false]> : vector<4xi1>}> : () -> vector<4xi1>
    %15 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %16 = "arith.constant"() <{value = dense<[false, true, false, true]> : vector<4xi1>}> : () -> vector<4xi1>
    %17 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %18 = "arith.constant"() <{value = dense<[0, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %19 = "arith.constant"() <{value = dense<[1, 2, -3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %20 = "arith.constant"() <{value = dense<[0, 0, 536870911, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %21 = "arith.constant"() <{value = dense<[0, 0, -1, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %22 = "arith.constant"() <{value = dense<[1, 0, 0, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %23 = "arith.constant"() <{value = dense<[3, 1, 0, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %24 = "arith.constant"() <{value = dense<[0, 8, -24, 64]> : vector<4xi32>}> : () -> vector<4xi32>
    %25 = "arith.constant"() <{value = dense<[1, 8, 0, 64]> : vector<4xi32>}> : () -> vector<4xi32>
    %26 = "arith.constant"() <{value = dense<[14, 28, 56, 112]> : vector<4xi32>}> : () -> vector<4xi32>
    %27 = "arith.constant"() <{value = dense<[1, 0, -2, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %28 = "arith.constant"() <{value = dense<-6> : vector<4xi32>}> : () -> vector<4xi32>
    %29 = "arith.constant"() <{value = dense<[1, 2, -1, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %30 = "arith.constant"() <{value = dense<-1> : vector<4xi32>}> : () -> vector<4xi32>
    %31 = "arith.constant"() <{value = dense<[0, 2, 1, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %32 = "arith.constant"() <{value = dense<5> : vector<4xi32>}> : () -> vector<4xi32>
    %33 = "arith.constant"() <{value = dense<[0, 0, 1, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %34 = "arith.constant"() <{value = dense<[0, 1, 1, 3]> : vector<4xi32>}> : () -> vector<4xi32>
    %35 = "arith.constant"() <{value = dense<[1, 1, -1, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %36 = "arith.constant"() <{value = dense<[0, 1, 1431655765, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %37 = "arith.constant"() <{value = dense<[7, 4, 3, 2]> : vector<4xi32>}> : () -> vector<4xi32>
    %38 = "arith.constant"() <{value = dense<[0, 1, 1431655764, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %39 = "arith.constant"() <{value = dense<[0, 1, -1, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %40 = "arith.constant"() <{value = dense<[7, 3, 2, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %41 = "arith.constant"() <{value = dense<-2> : vector<4xi32>}> : () -> vector<4xi32>
    %42 = "arith.constant"() <{value = dense<[0, 4, -9, 16]> : vector<4xi32>}> : () -> vector<4xi32>
    %43 = "arith.constant"() <{value = dense<[7, 14, 21, 28]> : vector<4xi32>}> : () -> vector<4xi32>
    %44 = "arith.constant"() <{value = dense<-21> : vector<4xi32>}> : () -> vector<4xi32>
    %45 = "arith.constant"() <{value = dense<[-1, 0, -6, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %46 = "arith.constant"() <{value = dense<[1, 0, 6, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %47 = "arith.constant"() <{value = dense<[6, 5, 4, 3]> : vector<4xi32>}> : () -> vector<4xi32>
    %48 = "arith.constant"() <{value = dense<10> : vector<4xi32>}> : () -> vector<4xi32>
    %49 = "arith.constant"() <{value = dense<2.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %50 = "arith.constant"() <{value = dense<[1.500000e+00, -0.000000e+00, 2.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %51 = "arith.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %52 = "arith.constant"() <{value = dense<-3> : vector<4xi32>}> : () -> vector<4xi32>
    %53 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %54 = "arith.constant"() <{value = dense<[0, 2, -3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %55 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %56 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %57 = "arith.constant"() <{value = dense<4> : vector<4xi32>}> : () -> vector<4xi32>
    %58 = "arith.constant"() <{value = dense<[8, 9, 10, 11]> : vector<4xi32>}> : () -> vector<4xi32>
    %59 = "arith.constant"() <{value = dense<[1, 4, 0, 8]> : vector<4xi32>}> : () -> vector<4xi32>
    %60 = "arith.addi"(%arg0, %56) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %61 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %62 = "arith.subi"(%arg0, %56) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %63 = "arith.subi"(%55, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %64 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %65 = "arith.divsi"(%53, %54) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %66 = "arith.divsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %67 = "arith.divsi"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %68 = "arith.divsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %69 = "arith.divui"(%53, %54) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %70 = "arith.divui"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %71 = "arith.divui"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %72 = "arith.divui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %73 = "arith.ceildivsi"(%53, %54) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %74 = "arith.ceildivsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %75 = "arith.ceildivsi"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %76 = "arith.ceildivsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %77 = "arith.ceildivui"(%53, %54) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %78 = "arith.ceildivui"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %79 = "arith.ceildivui"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %80 = "arith.ceildivui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %81 = "arith.floordivsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %82 = "arith.floordivsi"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %83 = "arith.floordivsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %84 = "arith.remsi"(%53, %54) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %85 = "arith.remsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %86 = "arith.remsi"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %87 = "arith.remsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %88 = "arith.remui"(%53, %54) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %89 = "arith.remui"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %90 = "arith.remui"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %91 = "arith.remui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %92 = "arith.andi"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %93 = "arith.ori"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %94 = "arith.xori"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %95 = "arith.shli"(%51, %52) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %96 = "arith.shli"(%arg0, %56) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %97 = "arith.shli"(%55, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %98 = "arith.shli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %99 = "arith.shrsi"(%51, %52) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %100 = "arith.shrsi"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %101 = "arith.shrsi"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %102 = "arith.shrsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %103 = "arith.shrui"(%51, %52) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %104 = "arith.shrui"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %105 = "arith.shrui"(%55, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %106 = "arith.shrui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %107 = "arith.maxsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %108 = "arith.maxsi"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %109 = "arith.maxsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %110 = "arith.maxui"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %111 = "arith.minsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %112 = "arith.minsi"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %113 = "arith.minsi"(%arg0, %55) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %114 = "arith.minui"(%arg0, %56) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %115 = "arith.cmpf"(%50, %49) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    "func.return"(%57, %58, %59, %59, %arg0, %60, %arg0, %61, %48, %47, %46, %45, %arg0, %62, %63, %55, %44, %43, %42, %42, %55, %arg0, %55, %64, %41, %40, %65, %39, %66, %arg0, %67, %68, %55, %40, %69, %38, %70, %arg0, %71, %72, %41, %37, %73, %39, %74, %arg0, %75, %76, %56, %37, %77, %36, %78, %arg0, %79, %80, %52, %40, %35, %39, %81, %arg0, %82, %83, %56, %34, %84, %55, %85, %55, %86, %87, %51, %34, %88, %33, %89, %55, %90, %91, %32, %53, %31, %31, %55, %92, %55, %arg0, %30, %51, %29, %29, %arg0, %93, %arg0, %arg0, %28, %47, %27, %27, %arg0, %94, %arg0, %55, %95, %26, %25, %24, %arg0, %96, %97, %98, %99, %23, %22, %21, %arg0, %100, %101, %102, %103, %23, %22, %20, %arg0, %104, %105, %106, %51, %51, %53, %53, %107, %108, %109, %arg0, %52, %51, %19, %19, %arg0, %110, %arg0, %arg0, %52, %53, %54, %54, %111, %112, %113, %arg0, %51, %53, %18, %18, %55, %114, %55, %arg0, %17, %16, %15, %17, %17, %17, %15, %14, %17, %53, %53, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %50, %49, %3, %2, %1, %0, %115) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<4xindex>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<4xi32>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()


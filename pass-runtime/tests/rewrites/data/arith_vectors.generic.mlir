"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<4xindex>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<4xi32>, vector<4xi1>), sym_name = "vectors"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<-3> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %3 = "arith.constant"() <{value = dense<[0, 2, -3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %4 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %5 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %6 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %7 = "arith.addi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %9 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %10 = "arith.addi"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %11 = "arith.addi"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %12 = "arith.addi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %13 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %14 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %15 = "arith.subi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %16 = "arith.subi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %17 = "arith.subi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %18 = "arith.subi"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %19 = "arith.subi"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %20 = "arith.subi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %21 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %22 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %23 = "arith.muli"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %24 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %25 = "arith.muli"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %26 = "arith.muli"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %27 = "arith.muli"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %28 = "arith.muli"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %29 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %30 = "arith.divsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %31 = "arith.divsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %32 = "arith.divsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %33 = "arith.divsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %34 = "arith.divsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %35 = "arith.divsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %36 = "arith.divsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %37 = "arith.divsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %38 = "arith.divui"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %39 = "arith.divui"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %40 = "arith.divui"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %41 = "arith.divui"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %42 = "arith.divui"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %43 = "arith.divui"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %44 = "arith.divui"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %45 = "arith.divui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %46 = "arith.ceildivsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %47 = "arith.ceildivsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %48 = "arith.ceildivsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %49 = "arith.ceildivsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %50 = "arith.ceildivsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %51 = "arith.ceildivsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %52 = "arith.ceildivsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %53 = "arith.ceildivsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %54 = "arith.ceildivui"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %55 = "arith.ceildivui"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %56 = "arith.ceildivui"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %57 = "arith.ceildivui"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %58 = "arith.ceildivui"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %59 = "arith.ceildivui"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %60 = "arith.ceildivui"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %61 = "arith.ceildivui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %62 = "arith.floordivsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %63 = "arith.floordivsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %64 = "arith.floordivsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %65 = "arith.floordivsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %66 = "arith.floordivsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %67 = "arith.floordivsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %68 = "arith.floordivsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %69 = "arith.floordivsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %70 = "arith.remsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %71 = "arith.remsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %72 = "arith.remsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %73 = "arith.remsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %74 = "arith.remsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %75 = "arith.remsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %76 = "arith.remsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %77 = "arith.remsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %78 = "arith.remui"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %79 = "arith.remui"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %80 = "arith.remui"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %81 = "arith.remui"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %82 = "arith.remui"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %83 = "arith.remui"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %84 = "arith.remui"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %85 = "arith.remui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %86 = "arith.andi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %87 = "arith.andi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %88 = "arith.andi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %89 = "arith.andi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %90 = "arith.andi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %91 = "arith.andi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %92 = "arith.andi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %93 = "arith.andi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %94 = "arith.ori"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %95 = "arith.ori"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %96 = "arith.ori"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %97 = "arith.ori"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %98 = "arith.ori"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %99 = "arith.ori"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %100 = "arith.ori"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %101 = "arith.ori"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %102 = "arith.xori"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %103 = "arith.xori"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %104 = "arith.xori"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %105 = "arith.xori"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %106 = "arith.xori"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %107 = "arith.xori"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %108 = "arith.xori"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %109 = "arith.xori"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %110 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %111 = "arith.shli"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %112 = "arith.shli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %113 = "arith.shli"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %114 = "arith.shli"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %115 = "arith.shli"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %116 = "arith.shli"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %117 = "arith.shli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %118 = "arith.shrsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %119 = "arith.shrsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %120 = "arith.shrsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %121 = "arith.shrsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %122 = "arith.shrsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %123 = "arith.shrsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %124 = "arith.shrsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %125 = "arith.shrsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %126 = "arith.shrui"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %127 = "arith.shrui"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %128 = "arith.shrui"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %129 = "arith.shrui"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %130 = "arith.shrui"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %131 = "arith.shrui"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %132 = "arith.shrui"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %133 = "arith.shrui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %134 = "arith.maxsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %135 = "arith.maxsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %136 = "arith.maxsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %137 = "arith.maxsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %138 = "arith.maxsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %139 = "arith.maxsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %140 = "arith.maxsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %141 = "arith.maxsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %142 = "arith.maxui"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %143 = "arith.maxui"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %144 = "arith.maxui"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %145 = "arith.maxui"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %146 = "arith.maxui"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %147 = "arith.maxui"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %148 = "arith.maxui"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %149 = "arith.maxui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %150 = "arith.minsi"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %151 = "arith.minsi"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %152 = "arith.minsi"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %153 = "arith.minsi"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %154 = "arith.minsi"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %155 = "arith.minsi"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %156 = "arith.minsi"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %157 = "arith.minsi"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %158 = "arith.minui"(%0, %1) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %159 = "arith.minui"(%0, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %160 = "arith.minui"(%2, %3) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %161 = "arith.minui"(%3, %2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %162 = "arith.minui"(%arg0, %4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %163 = "arith.minui"(%arg0, %5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %164 = "arith.minui"(%4, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %165 = "arith.minui"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %166 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %167 = "arith.cmpi"(%2, %3) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %168 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %169 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %170 = "arith.cmpi"(%2, %3) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %171 = "arith.cmpi"(%arg0, %arg0) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %172 = "arith.cmpi"(%0, %1) <{predicate = 6 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %173 = "arith.cmpi"(%2, %3) <{predicate = 6 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %174 = "arith.cmpi"(%arg0, %arg0) <{predicate = 6 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %175 = "arith.constant"() <{value = dense<[true, false, true, false]> : vector<4xi1>}> : () -> vector<4xi1>
    %176 = "arith.select"(%175, %2, %3) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %177 = "arith.select"(%arg1, %2, %2) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %178 = "arith.extsi"(%3) : (vector<4xi32>) -> vector<4xi64>
    %179 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>) -> vector<4xi8>
    %180 = "arith.sitofp"(%3) : (vector<4xi32>) -> vector<4xf32>
    %181 = "arith.index_cast"(%1) : (vector<4xi32>) -> vector<4xindex>
    %182 = "arith.constant"() <{value = dense<[1.500000e+00, -0.000000e+00, 2.000000e+00, 0x7FC00000]> : vector<4xf32>}> : () -> vector<4xf32>
    %183 = "arith.constant"() <{value = dense<2.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %184 = "arith.addf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %185 = "arith.subf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %186 = "arith.mulf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %187 = "arith.divf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %188 = "arith.remf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %189 = "arith.maximumf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %190 = "arith.minimumf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %191 = "arith.maxnumf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %192 = "arith.minnumf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %193 = "arith.negf"(%182) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %194 = "arith.fptosi"(%183) : (vector<4xf32>) -> vector<4xi32>
    %195 = "arith.bitcast"(%183) : (vector<4xf32>) -> vector<4xi32>
    %196 = "arith.cmpf"(%182, %183) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    "func.return"(%6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %176, %177, %178, %179, %180, %181, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<4xindex>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<4xi32>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1), sym_name = "addui_extended_i8"}> ({
    %172 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %173 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %174 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %175 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %176 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %177 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %178 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %179 = "arith.constant"() <{value = false}> : () -> i1
    %180 = "arith.constant"() <{value = true}> : () -> i1
    %181 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %182 = "arith.constant"() <{value = -6 : i8}> : () -> i8
    %183 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %184 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %185 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %186 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %187 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %188 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %189 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %190 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %191 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %192 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %193 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    "func.return"(%178, %179, %177, %179, %176, %179, %175, %179, %174, %179, %173, %179, %172, %179, %177, %179, %175, %179, %178, %180, %181, %179, %172, %179, %182, %179, %183, %179, %176, %179, %178, %180, %184, %180, %177, %180, %185, %180, %186, %180, %174, %180, %175, %179, %181, %179, %177, %180, %187, %179, %183, %179, %188, %179, %189, %179, %174, %179, %172, %179, %185, %180, %183, %179, %190, %179, %178, %180, %191, %179, %173, %179, %182, %179, %186, %180, %188, %179, %178, %180, %192, %180, %177, %180, %172, %179, %183, %179, %174, %180, %189, %179, %191, %179, %177, %180, %193, %179) : (i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1, i8, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1), sym_name = "addui_extended_i32"}> ({
    %148 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %149 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %150 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %151 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %152 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %153 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %154 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %155 = "arith.constant"() <{value = false}> : () -> i1
    %156 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %157 = "arith.constant"() <{value = true}> : () -> i1
    %158 = "arith.constant"() <{value = -4 : i32}> : () -> i32
    %159 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %160 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %161 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %162 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %163 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %164 = "arith.constant"() <{value = 2147483646 : i32}> : () -> i32
    %165 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    %166 = "arith.constant"() <{value = 27 : i32}> : () -> i32
    %167 = "arith.constant"() <{value = 2147483642 : i32}> : () -> i32
    %168 = "arith.constant"() <{value = 2147483643 : i32}> : () -> i32
    %169 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %170 = "arith.constant"() <{value = -2147483617 : i32}> : () -> i32
    %171 = "arith.constant"() <{value = -2147483616 : i32}> : () -> i32
    "func.return"(%154, %155, %153, %155, %152, %155, %151, %155, %150, %155, %149, %155, %148, %155, %153, %155, %156, %155, %154, %157, %158, %155, %159, %155, %148, %155, %160, %155, %152, %155, %154, %157, %161, %157, %162, %157, %163, %157, %164, %157, %149, %157, %151, %155, %158, %155, %162, %157, %165, %157, %166, %157, %167, %157, %168, %157, %150, %155, %159, %155, %163, %157, %166, %157, %169, %155, %170, %155, %171, %155, %149, %155, %148, %155, %164, %157, %167, %157, %170, %155, %161, %155, %152, %155, %148, %155, %160, %155, %149, %157, %168, %157, %171, %155, %152, %155, %154, %157) : (i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1), sym_name = "addui_extended_index"}> ({
    %125 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %126 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %127 = "arith.constant"() <{value = 64 : index}> : () -> index
    %128 = "arith.constant"() <{value = 3 : index}> : () -> index
    %129 = "arith.constant"() <{value = -1 : index}> : () -> index
    %130 = "arith.constant"() <{value = 1 : index}> : () -> index
    %131 = "arith.constant"() <{value = 0 : index}> : () -> index
    %132 = "arith.constant"() <{value = false}> : () -> i1
    %133 = "arith.constant"() <{value = 2 : index}> : () -> index
    %134 = "arith.constant"() <{value = true}> : () -> i1
    %135 = "arith.constant"() <{value = 4 : index}> : () -> index
    %136 = "arith.constant"() <{value = 65 : index}> : () -> index
    %137 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %138 = "arith.constant"() <{value = -2 : index}> : () -> index
    %139 = "arith.constant"() <{value = 63 : index}> : () -> index
    %140 = "arith.constant"() <{value = 9223372036854775806 : index}> : () -> index
    %141 = "arith.constant"() <{value = 6 : index}> : () -> index
    %142 = "arith.constant"() <{value = 67 : index}> : () -> index
    %143 = "arith.constant"() <{value = -9223372036854775806 : index}> : () -> index
    %144 = "arith.constant"() <{value = -9223372036854775805 : index}> : () -> index
    %145 = "arith.constant"() <{value = 128 : index}> : () -> index
    %146 = "arith.constant"() <{value = -9223372036854775745 : index}> : () -> index
    %147 = "arith.constant"() <{value = -9223372036854775744 : index}> : () -> index
    "func.return"(%131, %132, %130, %132, %129, %132, %128, %132, %127, %132, %126, %132, %125, %132, %130, %132, %133, %132, %131, %134, %135, %132, %136, %132, %125, %132, %137, %132, %129, %132, %131, %134, %138, %134, %133, %134, %139, %134, %140, %134, %126, %134, %128, %132, %135, %132, %133, %134, %141, %132, %142, %132, %143, %132, %144, %132, %127, %132, %136, %132, %139, %134, %142, %132, %145, %132, %146, %132, %147, %132, %126, %132, %125, %132, %140, %134, %143, %132, %146, %132, %138, %132, %129, %132, %125, %132, %137, %132, %126, %134, %144, %132, %147, %132, %129, %132, %131, %134) : (index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1, index, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "mulsi_extended_i8"}> ({
    %107 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %108 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %109 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %110 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %111 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %112 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %113 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %114 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %115 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %116 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %117 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %118 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %119 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %120 = "arith.constant"() <{value = 49 : i8}> : () -> i8
    %121 = "arith.constant"() <{value = -49 : i8}> : () -> i8
    %122 = "arith.constant"() <{value = 56 : i8}> : () -> i8
    %123 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %124 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    "func.return"(%107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %107, %108, %107, %109, %109, %110, %107, %111, %107, %112, %109, %113, %107, %107, %107, %109, %109, %108, %107, %114, %109, %112, %109, %111, %107, %115, %109, %107, %107, %110, %107, %114, %109, %116, %107, %117, %107, %118, %109, %119, %107, %107, %107, %111, %107, %112, %109, %117, %107, %120, %107, %121, %109, %122, %107, %107, %107, %112, %109, %111, %107, %118, %109, %121, %109, %120, %107, %123, %109, %107, %107, %113, %107, %115, %109, %119, %107, %122, %107, %123, %109, %124, %107) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "mulsi_extended_i32"}> ({
    %86 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %87 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %88 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %89 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %90 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %91 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %92 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %93 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %94 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %95 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %96 = "arith.constant"() <{value = 25 : i32}> : () -> i32
    %97 = "arith.constant"() <{value = -160 : i32}> : () -> i32
    %98 = "arith.constant"() <{value = -2147483643 : i32}> : () -> i32
    %99 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %100 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %101 = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %102 = "arith.constant"() <{value = 15 : i32}> : () -> i32
    %103 = "arith.constant"() <{value = -16 : i32}> : () -> i32
    %104 = "arith.constant"() <{value = 1073741823 : i32}> : () -> i32
    %105 = "arith.constant"() <{value = -1073741824 : i32}> : () -> i32
    %106 = "arith.constant"() <{value = 1073741824 : i32}> : () -> i32
    "func.return"(%86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %86, %87, %86, %88, %88, %89, %88, %90, %86, %91, %86, %92, %88, %86, %86, %88, %88, %87, %86, %93, %86, %94, %88, %95, %88, %92, %86, %86, %86, %89, %88, %93, %86, %96, %86, %97, %88, %98, %99, %92, %100, %86, %86, %90, %86, %94, %88, %97, %88, %101, %86, %94, %102, %86, %103, %86, %86, %91, %86, %95, %88, %98, %99, %94, %102, %87, %104, %92, %105, %86, %86, %92, %88, %92, %86, %92, %100, %86, %103, %92, %105, %86, %106) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "mulsi_extended_index"}> ({
    %66 = "arith.constant"() <{value = 0 : index}> : () -> index
    %67 = "arith.constant"() <{value = 1 : index}> : () -> index
    %68 = "arith.constant"() <{value = -1 : index}> : () -> index
    %69 = "arith.constant"() <{value = 3 : index}> : () -> index
    %70 = "arith.constant"() <{value = 64 : index}> : () -> index
    %71 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %72 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %73 = "arith.constant"() <{value = -3 : index}> : () -> index
    %74 = "arith.constant"() <{value = -64 : index}> : () -> index
    %75 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %76 = "arith.constant"() <{value = 9 : index}> : () -> index
    %77 = "arith.constant"() <{value = 192 : index}> : () -> index
    %78 = "arith.constant"() <{value = 9223372036854775805 : index}> : () -> index
    %79 = "arith.constant"() <{value = -2 : index}> : () -> index
    %80 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %81 = "arith.constant"() <{value = 31 : index}> : () -> index
    %82 = "arith.constant"() <{value = -32 : index}> : () -> index
    %83 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %84 = "arith.constant"() <{value = -4611686018427387904 : index}> : () -> index
    %85 = "arith.constant"() <{value = 4611686018427387904 : index}> : () -> index
    "func.return"(%66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %66, %67, %66, %68, %68, %69, %66, %70, %66, %71, %66, %72, %68, %66, %66, %68, %68, %67, %66, %73, %68, %74, %68, %75, %68, %72, %66, %66, %66, %69, %66, %73, %68, %76, %66, %77, %66, %78, %67, %72, %79, %66, %66, %70, %66, %74, %68, %77, %66, %80, %66, %74, %81, %66, %82, %66, %66, %71, %66, %75, %68, %78, %67, %74, %81, %67, %83, %72, %84, %66, %66, %72, %68, %72, %66, %72, %79, %66, %82, %72, %84, %66, %85) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "mului_extended_i8"}> ({
    %47 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %48 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %49 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %50 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %51 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %52 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %53 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %54 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %55 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %56 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %57 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %58 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %59 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %60 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %61 = "arith.constant"() <{value = 49 : i8}> : () -> i8
    %62 = "arith.constant"() <{value = -49 : i8}> : () -> i8
    %63 = "arith.constant"() <{value = 56 : i8}> : () -> i8
    %64 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %65 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    "func.return"(%53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %53, %52, %53, %51, %53, %50, %53, %49, %53, %48, %53, %47, %53, %53, %53, %51, %53, %52, %54, %54, %52, %48, %55, %49, %56, %56, %49, %53, %53, %50, %53, %54, %52, %57, %53, %58, %53, %59, %52, %60, %53, %53, %53, %49, %53, %48, %55, %58, %53, %61, %53, %62, %55, %63, %53, %53, %53, %48, %53, %49, %56, %59, %52, %62, %55, %61, %59, %64, %49, %53, %53, %47, %53, %56, %49, %60, %53, %63, %53, %64, %49, %65, %53) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "mului_extended_i32"}> ({
    %22 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %26 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %30 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %32 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %33 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %34 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %35 = "arith.constant"() <{value = 2147483646 : i32}> : () -> i32
    %36 = "arith.constant"() <{value = 25 : i32}> : () -> i32
    %37 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    %38 = "arith.constant"() <{value = -160 : i32}> : () -> i32
    %39 = "arith.constant"() <{value = -2147483643 : i32}> : () -> i32
    %40 = "arith.constant"() <{value = 2147483644 : i32}> : () -> i32
    %41 = "arith.constant"() <{value = 2147483645 : i32}> : () -> i32
    %42 = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    %43 = "arith.constant"() <{value = 15 : i32}> : () -> i32
    %44 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %45 = "arith.constant"() <{value = 1073741823 : i32}> : () -> i32
    %46 = "arith.constant"() <{value = 1073741824 : i32}> : () -> i32
    "func.return"(%28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %28, %27, %28, %26, %28, %25, %28, %24, %28, %23, %28, %22, %28, %28, %28, %26, %28, %27, %29, %30, %31, %32, %33, %34, %35, %22, %23, %28, %28, %25, %28, %30, %31, %36, %37, %38, %33, %39, %40, %22, %41, %28, %28, %24, %28, %32, %33, %38, %33, %42, %28, %32, %43, %28, %44, %28, %28, %23, %28, %34, %35, %39, %40, %32, %43, %27, %45, %22, %45, %28, %28, %22, %28, %22, %23, %22, %41, %28, %44, %22, %45, %28, %46) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "mului_extended_index"}> ({
    %0 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = -2 : index}> : () -> index
    %8 = "arith.constant"() <{value = -3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = -64 : index}> : () -> index
    %11 = "arith.constant"() <{value = 63 : index}> : () -> index
    %12 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %13 = "arith.constant"() <{value = 9223372036854775806 : index}> : () -> index
    %14 = "arith.constant"() <{value = 9 : index}> : () -> index
    %15 = "arith.constant"() <{value = 192 : index}> : () -> index
    %16 = "arith.constant"() <{value = 9223372036854775805 : index}> : () -> index
    %17 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %18 = "arith.constant"() <{value = 31 : index}> : () -> index
    %19 = "arith.constant"() <{value = 32 : index}> : () -> index
    %20 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %21 = "arith.constant"() <{value = 4611686018427387904 : index}> : () -> index
    "func.return"(%6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %6, %5, %6, %4, %6, %3, %6, %2, %6, %1, %6, %0, %6, %6, %6, %4, %6, %5, %7, %8, %9, %10, %11, %12, %13, %0, %1, %6, %6, %3, %6, %8, %9, %14, %6, %15, %6, %16, %5, %0, %5, %6, %6, %2, %6, %10, %11, %15, %6, %17, %6, %10, %18, %6, %19, %6, %6, %1, %6, %12, %13, %16, %5, %10, %18, %5, %20, %0, %20, %6, %6, %0, %6, %0, %1, %0, %5, %6, %19, %0, %20, %6, %21) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()


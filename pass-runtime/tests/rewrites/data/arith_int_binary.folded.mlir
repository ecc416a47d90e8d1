"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "addi_i1"}> ({
    %2223 = "arith.constant"() <{value = true}> : () -> i1
    %2224 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%2224, %2223, %2223, %2224) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "addi_i7"}> ({
    %2204 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %2205 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %2206 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %2207 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %2208 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %2209 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %2210 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %2211 = "arith.constant"() <{value = 2 : i7}> : () -> i7
    %2212 = "arith.constant"() <{value = 8 : i7}> : () -> i7
    %2213 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %2214 = "arith.constant"() <{value = -2 : i7}> : () -> i7
    %2215 = "arith.constant"() <{value = 5 : i7}> : () -> i7
    %2216 = "arith.constant"() <{value = 62 : i7}> : () -> i7
    %2217 = "arith.constant"() <{value = 12 : i7}> : () -> i7
    %2218 = "arith.constant"() <{value = 13 : i7}> : () -> i7
    %2219 = "arith.constant"() <{value = -59 : i7}> : () -> i7
    %2220 = "arith.constant"() <{value = -58 : i7}> : () -> i7
    %2221 = "arith.constant"() <{value = 14 : i7}> : () -> i7
    %2222 = "arith.constant"() <{value = -57 : i7}> : () -> i7
    "func.return"(%2210, %2209, %2208, %2207, %2206, %2205, %2204, %2209, %2211, %2210, %2206, %2212, %2204, %2213, %2208, %2210, %2214, %2215, %2207, %2216, %2205, %2207, %2206, %2215, %2217, %2218, %2219, %2220, %2206, %2212, %2207, %2218, %2221, %2220, %2222, %2205, %2204, %2216, %2219, %2220, %2214, %2208, %2204, %2213, %2205, %2220, %2222, %2208, %2210) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "addi_i8"}> ({
    %2174 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2175 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %2176 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %2177 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %2178 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2179 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %2180 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2181 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2182 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2183 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %2184 = "arith.constant"() <{value = -6 : i8}> : () -> i8
    %2185 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %2186 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %2187 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %2188 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %2189 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %2190 = "arith.constant"() <{value = 126 : i8}> : () -> i8
    %2191 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %2192 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %2193 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %2194 = "arith.constant"() <{value = -126 : i8}> : () -> i8
    %2195 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %2196 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %2197 = "arith.constant"() <{value = -122 : i8}> : () -> i8
    %2198 = "arith.constant"() <{value = -121 : i8}> : () -> i8
    %2199 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %2200 = "arith.constant"() <{value = 120 : i8}> : () -> i8
    %2201 = "arith.constant"() <{value = 121 : i8}> : () -> i8
    %2202 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %2203 = "arith.constant"() <{value = -120 : i8}> : () -> i8
    "func.return"(%2182, %2181, %2180, %2179, %2178, %2177, %2176, %2175, %2174, %2181, %2179, %2182, %2183, %2176, %2184, %2185, %2174, %2186, %2180, %2182, %2187, %2181, %2188, %2189, %2178, %2190, %2175, %2179, %2183, %2181, %2191, %2185, %2192, %2193, %2186, %2194, %2178, %2176, %2188, %2185, %2195, %2182, %2196, %2197, %2198, %2177, %2184, %2189, %2192, %2182, %2199, %2181, %2200, %2201, %2176, %2185, %2178, %2193, %2196, %2181, %2202, %2198, %2203, %2175, %2174, %2190, %2186, %2197, %2200, %2198, %2187, %2180, %2174, %2186, %2175, %2194, %2198, %2201, %2203, %2180, %2182) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "addi_i32"}> ({
    %2152 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2153 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %2154 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %2155 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %2156 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2157 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2158 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2159 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2160 = "arith.constant"() <{value = -4 : i32}> : () -> i32
    %2161 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %2162 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %2163 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %2164 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %2165 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %2166 = "arith.constant"() <{value = 2147483646 : i32}> : () -> i32
    %2167 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    %2168 = "arith.constant"() <{value = 27 : i32}> : () -> i32
    %2169 = "arith.constant"() <{value = 2147483642 : i32}> : () -> i32
    %2170 = "arith.constant"() <{value = 2147483643 : i32}> : () -> i32
    %2171 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %2172 = "arith.constant"() <{value = -2147483617 : i32}> : () -> i32
    %2173 = "arith.constant"() <{value = -2147483616 : i32}> : () -> i32
    "func.return"(%2158, %2157, %2156, %2155, %2154, %2153, %2152, %2157, %2159, %2158, %2160, %2161, %2152, %2162, %2156, %2158, %2163, %2164, %2165, %2166, %2153, %2155, %2160, %2164, %2167, %2168, %2169, %2170, %2154, %2161, %2165, %2168, %2171, %2172, %2173, %2153, %2152, %2166, %2169, %2172, %2163, %2156, %2152, %2162, %2153, %2170, %2173, %2156, %2158) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "addi_index"}> ({
    %2131 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %2132 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %2133 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2134 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2135 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2136 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2137 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2138 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2139 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2140 = "arith.constant"() <{value = 65 : index}> : () -> index
    %2141 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %2142 = "arith.constant"() <{value = -2 : index}> : () -> index
    %2143 = "arith.constant"() <{value = 63 : index}> : () -> index
    %2144 = "arith.constant"() <{value = 9223372036854775806 : index}> : () -> index
    %2145 = "arith.constant"() <{value = 6 : index}> : () -> index
    %2146 = "arith.constant"() <{value = 67 : index}> : () -> index
    %2147 = "arith.constant"() <{value = -9223372036854775806 : index}> : () -> index
    %2148 = "arith.constant"() <{value = -9223372036854775805 : index}> : () -> index
    %2149 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2150 = "arith.constant"() <{value = -9223372036854775745 : index}> : () -> index
    %2151 = "arith.constant"() <{value = -9223372036854775744 : index}> : () -> index
    "func.return"(%2137, %2136, %2135, %2134, %2133, %2132, %2131, %2136, %2138, %2137, %2139, %2140, %2131, %2141, %2135, %2137, %2142, %2138, %2143, %2144, %2132, %2134, %2139, %2138, %2145, %2146, %2147, %2148, %2133, %2140, %2143, %2146, %2149, %2150, %2151, %2132, %2131, %2144, %2147, %2150, %2142, %2135, %2131, %2141, %2132, %2148, %2151, %2135, %2137) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "addi_i128"}> ({
    %2112 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %2113 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %2114 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %2115 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %2116 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %2117 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %2118 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2119 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %2120 = "arith.constant"() <{value = 129 : i128}> : () -> i128
    %2121 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %2122 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    %2123 = "arith.constant"() <{value = 126 : i128}> : () -> i128
    %2124 = "arith.constant"() <{value = 170141183460469231731687303715884105726 : i128}> : () -> i128
    %2125 = "arith.constant"() <{value = 254 : i128}> : () -> i128
    %2126 = "arith.constant"() <{value = 255 : i128}> : () -> i128
    %2127 = "arith.constant"() <{value = -170141183460469231731687303715884105602 : i128}> : () -> i128
    %2128 = "arith.constant"() <{value = -170141183460469231731687303715884105601 : i128}> : () -> i128
    %2129 = "arith.constant"() <{value = 256 : i128}> : () -> i128
    %2130 = "arith.constant"() <{value = -170141183460469231731687303715884105600 : i128}> : () -> i128
    "func.return"(%2118, %2117, %2116, %2115, %2114, %2113, %2112, %2117, %2119, %2118, %2114, %2120, %2112, %2121, %2116, %2118, %2122, %2123, %2115, %2124, %2113, %2115, %2114, %2123, %2125, %2126, %2127, %2128, %2114, %2120, %2115, %2126, %2129, %2128, %2130, %2113, %2112, %2124, %2127, %2128, %2122, %2116, %2112, %2121, %2113, %2128, %2130, %2116, %2118) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "subi_i1"}> ({
    %2110 = "arith.constant"() <{value = true}> : () -> i1
    %2111 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%2111, %2110, %2110, %2111) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "subi_i7"}> ({
    %2086 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %2087 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %2088 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %2089 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %2090 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %2091 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %2092 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %2093 = "arith.constant"() <{value = -6 : i7}> : () -> i7
    %2094 = "arith.constant"() <{value = -7 : i7}> : () -> i7
    %2095 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %2096 = "arith.constant"() <{value = 2 : i7}> : () -> i7
    %2097 = "arith.constant"() <{value = -5 : i7}> : () -> i7
    %2098 = "arith.constant"() <{value = -62 : i7}> : () -> i7
    %2099 = "arith.constant"() <{value = -2 : i7}> : () -> i7
    %2100 = "arith.constant"() <{value = -8 : i7}> : () -> i7
    %2101 = "arith.constant"() <{value = 5 : i7}> : () -> i7
    %2102 = "arith.constant"() <{value = -57 : i7}> : () -> i7
    %2103 = "arith.constant"() <{value = -58 : i7}> : () -> i7
    %2104 = "arith.constant"() <{value = 8 : i7}> : () -> i7
    %2105 = "arith.constant"() <{value = -56 : i7}> : () -> i7
    %2106 = "arith.constant"() <{value = 62 : i7}> : () -> i7
    %2107 = "arith.constant"() <{value = 57 : i7}> : () -> i7
    %2108 = "arith.constant"() <{value = 56 : i7}> : () -> i7
    %2109 = "arith.constant"() <{value = 58 : i7}> : () -> i7
    "func.return"(%2092, %2090, %2091, %2093, %2094, %2095, %2086, %2091, %2092, %2096, %2097, %2093, %2098, %2095, %2090, %2099, %2092, %2094, %2100, %2086, %2087, %2089, %2101, %2088, %2092, %2090, %2102, %2103, %2088, %2089, %2104, %2091, %2092, %2105, %2102, %2087, %2106, %2086, %2107, %2108, %2092, %2090, %2086, %2087, %2095, %2109, %2107, %2091, %2092) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "subi_i8"}> ({
    %2050 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2051 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %2052 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %2053 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %2054 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2055 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %2056 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2057 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2058 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2059 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %2060 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %2061 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %2062 = "arith.constant"() <{value = -6 : i8}> : () -> i8
    %2063 = "arith.constant"() <{value = -126 : i8}> : () -> i8
    %2064 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %2065 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %2066 = "arith.constant"() <{value = -9 : i8}> : () -> i8
    %2067 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %2068 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %2069 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %2070 = "arith.constant"() <{value = -125 : i8}> : () -> i8
    %2071 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %2072 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %2073 = "arith.constant"() <{value = -120 : i8}> : () -> i8
    %2074 = "arith.constant"() <{value = -121 : i8}> : () -> i8
    %2075 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %2076 = "arith.constant"() <{value = -15 : i8}> : () -> i8
    %2077 = "arith.constant"() <{value = 122 : i8}> : () -> i8
    %2078 = "arith.constant"() <{value = 121 : i8}> : () -> i8
    %2079 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %2080 = "arith.constant"() <{value = -119 : i8}> : () -> i8
    %2081 = "arith.constant"() <{value = 126 : i8}> : () -> i8
    %2082 = "arith.constant"() <{value = 125 : i8}> : () -> i8
    %2083 = "arith.constant"() <{value = 120 : i8}> : () -> i8
    %2084 = "arith.constant"() <{value = -122 : i8}> : () -> i8
    %2085 = "arith.constant"() <{value = 119 : i8}> : () -> i8
    "func.return"(%2058, %2056, %2057, %2059, %2053, %2054, %2060, %2061, %2050, %2057, %2058, %2055, %2056, %2062, %2052, %2053, %2063, %2061, %2056, %2059, %2058, %2064, %2060, %2065, %2066, %2050, %2051, %2055, %2057, %2067, %2058, %2068, %2069, %2062, %2070, %2063, %2054, %2065, %2052, %2071, %2058, %2072, %2056, %2073, %2074, %2053, %2060, %2062, %2066, %2075, %2058, %2076, %2077, %2078, %2052, %2054, %2069, %2065, %2057, %2079, %2058, %2080, %2073, %2051, %2081, %2050, %2082, %2083, %2084, %2085, %2058, %2056, %2050, %2051, %2061, %2081, %2078, %2074, %2083, %2057, %2058) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "subi_i32"}> ({
    %2018 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2019 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %2020 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %2021 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %2022 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2023 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2024 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2025 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2026 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %2027 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %2028 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2029 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %2030 = "arith.constant"() <{value = -31 : i32}> : () -> i32
    %2031 = "arith.constant"() <{value = -2147483646 : i32}> : () -> i32
    %2032 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %2033 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %2034 = "arith.constant"() <{value = -33 : i32}> : () -> i32
    %2035 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %2036 = "arith.constant"() <{value = -4 : i32}> : () -> i32
    %2037 = "arith.constant"() <{value = -37 : i32}> : () -> i32
    %2038 = "arith.constant"() <{value = 2147483644 : i32}> : () -> i32
    %2039 = "arith.constant"() <{value = 2147483643 : i32}> : () -> i32
    %2040 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %2041 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %2042 = "arith.constant"() <{value = 37 : i32}> : () -> i32
    %2043 = "arith.constant"() <{value = -2147483615 : i32}> : () -> i32
    %2044 = "arith.constant"() <{value = -2147483616 : i32}> : () -> i32
    %2045 = "arith.constant"() <{value = 2147483646 : i32}> : () -> i32
    %2046 = "arith.constant"() <{value = -2147483644 : i32}> : () -> i32
    %2047 = "arith.constant"() <{value = 2147483615 : i32}> : () -> i32
    %2048 = "arith.constant"() <{value = -2147483643 : i32}> : () -> i32
    %2049 = "arith.constant"() <{value = 2147483616 : i32}> : () -> i32
    "func.return"(%2024, %2022, %2023, %2025, %2026, %2027, %2018, %2023, %2024, %2028, %2029, %2030, %2031, %2027, %2022, %2032, %2024, %2033, %2034, %2018, %2019, %2021, %2035, %2036, %2024, %2037, %2038, %2039, %2020, %2040, %2041, %2042, %2024, %2043, %2044, %2019, %2045, %2018, %2046, %2047, %2024, %2022, %2018, %2019, %2027, %2048, %2049, %2023, %2024) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "subi_index"}> ({
    %1988 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1989 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1990 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1991 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1992 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1993 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1994 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1995 = "arith.constant"() <{value = -3 : index}> : () -> index
    %1996 = "arith.constant"() <{value = -64 : index}> : () -> index
    %1997 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %1998 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1999 = "arith.constant"() <{value = -2 : index}> : () -> index
    %2000 = "arith.constant"() <{value = -63 : index}> : () -> index
    %2001 = "arith.constant"() <{value = -9223372036854775806 : index}> : () -> index
    %2002 = "arith.constant"() <{value = -4 : index}> : () -> index
    %2003 = "arith.constant"() <{value = -65 : index}> : () -> index
    %2004 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2005 = "arith.constant"() <{value = -61 : index}> : () -> index
    %2006 = "arith.constant"() <{value = -9223372036854775804 : index}> : () -> index
    %2007 = "arith.constant"() <{value = -9223372036854775805 : index}> : () -> index
    %2008 = "arith.constant"() <{value = 63 : index}> : () -> index
    %2009 = "arith.constant"() <{value = 65 : index}> : () -> index
    %2010 = "arith.constant"() <{value = 61 : index}> : () -> index
    %2011 = "arith.constant"() <{value = -9223372036854775743 : index}> : () -> index
    %2012 = "arith.constant"() <{value = -9223372036854775744 : index}> : () -> index
    %2013 = "arith.constant"() <{value = 9223372036854775806 : index}> : () -> index
    %2014 = "arith.constant"() <{value = 9223372036854775804 : index}> : () -> index
    %2015 = "arith.constant"() <{value = 9223372036854775743 : index}> : () -> index
    %2016 = "arith.constant"() <{value = 9223372036854775805 : index}> : () -> index
    %2017 = "arith.constant"() <{value = 9223372036854775744 : index}> : () -> index
    "func.return"(%1994, %1992, %1993, %1995, %1996, %1997, %1988, %1993, %1994, %1998, %1999, %2000, %2001, %1997, %1992, %1999, %1994, %2002, %2003, %1988, %1989, %1991, %1998, %2004, %1994, %2005, %2006, %2007, %1990, %2008, %2009, %2010, %1994, %2011, %2012, %1989, %2013, %1988, %2014, %2015, %1994, %1992, %1988, %1989, %1997, %2016, %2017, %1993, %1994) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "subi_i128"}> ({
    %1964 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1965 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1966 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1967 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1968 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1969 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1970 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1971 = "arith.constant"() <{value = -127 : i128}> : () -> i128
    %1972 = "arith.constant"() <{value = -128 : i128}> : () -> i128
    %1973 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %1974 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %1975 = "arith.constant"() <{value = -126 : i128}> : () -> i128
    %1976 = "arith.constant"() <{value = -170141183460469231731687303715884105726 : i128}> : () -> i128
    %1977 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    %1978 = "arith.constant"() <{value = -129 : i128}> : () -> i128
    %1979 = "arith.constant"() <{value = 126 : i128}> : () -> i128
    %1980 = "arith.constant"() <{value = -170141183460469231731687303715884105600 : i128}> : () -> i128
    %1981 = "arith.constant"() <{value = -170141183460469231731687303715884105601 : i128}> : () -> i128
    %1982 = "arith.constant"() <{value = 129 : i128}> : () -> i128
    %1983 = "arith.constant"() <{value = -170141183460469231731687303715884105599 : i128}> : () -> i128
    %1984 = "arith.constant"() <{value = 170141183460469231731687303715884105726 : i128}> : () -> i128
    %1985 = "arith.constant"() <{value = 170141183460469231731687303715884105600 : i128}> : () -> i128
    %1986 = "arith.constant"() <{value = 170141183460469231731687303715884105599 : i128}> : () -> i128
    %1987 = "arith.constant"() <{value = 170141183460469231731687303715884105601 : i128}> : () -> i128
    "func.return"(%1970, %1968, %1969, %1971, %1972, %1973, %1964, %1969, %1970, %1974, %1975, %1971, %1976, %1973, %1968, %1977, %1970, %1972, %1978, %1964, %1965, %1967, %1979, %1966, %1970, %1968, %1980, %1981, %1966, %1967, %1982, %1969, %1970, %1983, %1980, %1965, %1984, %1964, %1985, %1986, %1970, %1968, %1964, %1965, %1973, %1987, %1985, %1969, %1970) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "muli_i1"}> ({
    %1962 = "arith.constant"() <{value = true}> : () -> i1
    %1963 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%1963, %1963, %1963, %1962) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "muli_i7"}> ({
    %1948 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1949 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1950 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1951 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1952 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1953 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1954 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1955 = "arith.constant"() <{value = -6 : i7}> : () -> i7
    %1956 = "arith.constant"() <{value = -7 : i7}> : () -> i7
    %1957 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %1958 = "arith.constant"() <{value = 36 : i7}> : () -> i7
    %1959 = "arith.constant"() <{value = 42 : i7}> : () -> i7
    %1960 = "arith.constant"() <{value = 49 : i7}> : () -> i7
    %1961 = "arith.constant"() <{value = 57 : i7}> : () -> i7
    "func.return"(%1954, %1954, %1954, %1954, %1954, %1954, %1954, %1954, %1953, %1952, %1951, %1950, %1949, %1948, %1954, %1952, %1953, %1955, %1956, %1957, %1948, %1954, %1951, %1955, %1958, %1959, %1955, %1954, %1954, %1950, %1956, %1959, %1960, %1961, %1948, %1954, %1949, %1957, %1955, %1961, %1953, %1948, %1954, %1948, %1948, %1954, %1948, %1948, %1954) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "muli_i8"}> ({
    %1925 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1926 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1927 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1928 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1929 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1930 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1931 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1932 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1933 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1934 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %1935 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %1936 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %1937 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1938 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %1939 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %1940 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %1941 = "arith.constant"() <{value = 49 : i8}> : () -> i8
    %1942 = "arith.constant"() <{value = -49 : i8}> : () -> i8
    %1943 = "arith.constant"() <{value = 56 : i8}> : () -> i8
    %1944 = "arith.constant"() <{value = 121 : i8}> : () -> i8
    %1945 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %1946 = "arith.constant"() <{value = -121 : i8}> : () -> i8
    %1947 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    "func.return"(%1933, %1933, %1933, %1933, %1933, %1933, %1933, %1933, %1933, %1933, %1932, %1931, %1930, %1929, %1928, %1927, %1926, %1925, %1933, %1931, %1932, %1934, %1928, %1929, %1935, %1936, %1925, %1933, %1930, %1934, %1937, %1938, %1939, %1940, %1934, %1933, %1933, %1929, %1928, %1938, %1941, %1942, %1943, %1944, %1925, %1933, %1928, %1929, %1939, %1942, %1941, %1945, %1946, %1925, %1933, %1927, %1935, %1940, %1943, %1945, %1947, %1935, %1933, %1933, %1926, %1936, %1934, %1944, %1946, %1935, %1932, %1925, %1933, %1925, %1925, %1933, %1925, %1925, %1933, %1925, %1933) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "muli_i32"}> ({
    %1911 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1912 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1913 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1914 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1915 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1916 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1917 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1918 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1919 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %1920 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %1921 = "arith.constant"() <{value = 25 : i32}> : () -> i32
    %1922 = "arith.constant"() <{value = -160 : i32}> : () -> i32
    %1923 = "arith.constant"() <{value = -2147483643 : i32}> : () -> i32
    %1924 = "arith.constant"() <{value = 1024 : i32}> : () -> i32
    "func.return"(%1917, %1917, %1917, %1917, %1917, %1917, %1917, %1917, %1916, %1915, %1914, %1913, %1912, %1911, %1917, %1915, %1916, %1918, %1919, %1920, %1911, %1917, %1914, %1918, %1921, %1922, %1923, %1911, %1917, %1913, %1919, %1922, %1924, %1919, %1917, %1917, %1912, %1920, %1923, %1919, %1916, %1911, %1917, %1911, %1911, %1911, %1917, %1911, %1917) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "muli_index"}> ({
    %1897 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1898 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1899 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1900 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1901 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1902 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1903 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1904 = "arith.constant"() <{value = -3 : index}> : () -> index
    %1905 = "arith.constant"() <{value = -64 : index}> : () -> index
    %1906 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %1907 = "arith.constant"() <{value = 9 : index}> : () -> index
    %1908 = "arith.constant"() <{value = 192 : index}> : () -> index
    %1909 = "arith.constant"() <{value = 9223372036854775805 : index}> : () -> index
    %1910 = "arith.constant"() <{value = 4096 : index}> : () -> index
    "func.return"(%1903, %1903, %1903, %1903, %1903, %1903, %1903, %1903, %1902, %1901, %1900, %1899, %1898, %1897, %1903, %1901, %1902, %1904, %1905, %1906, %1897, %1903, %1900, %1904, %1907, %1908, %1909, %1897, %1903, %1899, %1905, %1908, %1910, %1905, %1903, %1903, %1898, %1906, %1909, %1905, %1902, %1897, %1903, %1897, %1897, %1897, %1903, %1897, %1903) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "muli_i128"}> ({
    %1883 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1884 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1885 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1886 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1887 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1888 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1889 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1890 = "arith.constant"() <{value = -127 : i128}> : () -> i128
    %1891 = "arith.constant"() <{value = -128 : i128}> : () -> i128
    %1892 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %1893 = "arith.constant"() <{value = 16129 : i128}> : () -> i128
    %1894 = "arith.constant"() <{value = 16256 : i128}> : () -> i128
    %1895 = "arith.constant"() <{value = 170141183460469231731687303715884105601 : i128}> : () -> i128
    %1896 = "arith.constant"() <{value = 16384 : i128}> : () -> i128
    "func.return"(%1889, %1889, %1889, %1889, %1889, %1889, %1889, %1889, %1888, %1887, %1886, %1885, %1884, %1883, %1889, %1887, %1888, %1890, %1891, %1892, %1883, %1889, %1886, %1890, %1893, %1894, %1895, %1883, %1889, %1885, %1891, %1894, %1896, %1891, %1889, %1889, %1884, %1892, %1895, %1891, %1888, %1883, %1889, %1883, %1883, %1883, %1889, %1883, %1889) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "divsi_i1"}> ({
    %1879 = "arith.constant"() <{value = true}> : () -> i1
    %1880 = "arith.constant"() <{value = false}> : () -> i1
    %1881 = "arith.divsi"(%1880, %1880) : (i1, i1) -> i1
    %1882 = "arith.divsi"(%1879, %1880) : (i1, i1) -> i1
    "func.return"(%1881, %1880, %1882, %1879) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "divsi_i7"}> ({
    %1857 = "arith.constant"() <{value = -9 : i7}> : () -> i7
    %1858 = "arith.constant"() <{value = -10 : i7}> : () -> i7
    %1859 = "arith.constant"() <{value = 9 : i7}> : () -> i7
    %1860 = "arith.constant"() <{value = 10 : i7}> : () -> i7
    %1861 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %1862 = "arith.constant"() <{value = -7 : i7}> : () -> i7
    %1863 = "arith.constant"() <{value = -6 : i7}> : () -> i7
    %1864 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1865 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1866 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1867 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1868 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1869 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1870 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1871 = "arith.divsi"(%1870, %1870) : (i7, i7) -> i7
    %1872 = "arith.divsi"(%1869, %1870) : (i7, i7) -> i7
    %1873 = "arith.divsi"(%1868, %1870) : (i7, i7) -> i7
    %1874 = "arith.divsi"(%1867, %1870) : (i7, i7) -> i7
    %1875 = "arith.divsi"(%1866, %1870) : (i7, i7) -> i7
    %1876 = "arith.divsi"(%1865, %1870) : (i7, i7) -> i7
    %1877 = "arith.divsi"(%1864, %1870) : (i7, i7) -> i7
    %1878 = "arith.divsi"(%1864, %1868) : (i7, i7) -> i7
    "func.return"(%1871, %1870, %1870, %1870, %1870, %1870, %1870, %1872, %1869, %1868, %1870, %1870, %1870, %1870, %1873, %1868, %1869, %1870, %1870, %1870, %1870, %1874, %1867, %1863, %1869, %1870, %1870, %1870, %1875, %1866, %1862, %1869, %1869, %1870, %1870, %1876, %1865, %1861, %1860, %1859, %1869, %1870, %1877, %1864, %1878, %1858, %1857, %1868, %1869) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "divsi_i8"}> ({
    %1826 = "arith.constant"() <{value = -16 : i8}> : () -> i8
    %1827 = "arith.constant"() <{value = -64 : i8}> : () -> i8
    %1828 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %1829 = "arith.constant"() <{value = -18 : i8}> : () -> i8
    %1830 = "arith.constant"() <{value = 18 : i8}> : () -> i8
    %1831 = "arith.constant"() <{value = 63 : i8}> : () -> i8
    %1832 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %1833 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1834 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %1835 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %1836 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1837 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %1838 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1839 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1840 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1841 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1842 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1843 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1844 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1845 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1846 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1847 = "arith.divsi"(%1846, %1846) : (i8, i8) -> i8
    %1848 = "arith.divsi"(%1845, %1846) : (i8, i8) -> i8
    %1849 = "arith.divsi"(%1844, %1846) : (i8, i8) -> i8
    %1850 = "arith.divsi"(%1843, %1846) : (i8, i8) -> i8
    %1851 = "arith.divsi"(%1842, %1846) : (i8, i8) -> i8
    %1852 = "arith.divsi"(%1841, %1846) : (i8, i8) -> i8
    %1853 = "arith.divsi"(%1840, %1846) : (i8, i8) -> i8
    %1854 = "arith.divsi"(%1839, %1846) : (i8, i8) -> i8
    %1855 = "arith.divsi"(%1838, %1846) : (i8, i8) -> i8
    %1856 = "arith.divsi"(%1838, %1844) : (i8, i8) -> i8
    "func.return"(%1847, %1846, %1846, %1846, %1846, %1846, %1846, %1846, %1846, %1848, %1845, %1844, %1846, %1846, %1846, %1846, %1846, %1846, %1849, %1844, %1845, %1846, %1846, %1846, %1846, %1846, %1846, %1850, %1843, %1837, %1845, %1846, %1846, %1846, %1846, %1846, %1851, %1842, %1841, %1836, %1845, %1844, %1846, %1846, %1846, %1852, %1841, %1842, %1835, %1844, %1845, %1846, %1846, %1846, %1853, %1840, %1834, %1833, %1845, %1844, %1845, %1846, %1846, %1854, %1839, %1832, %1831, %1830, %1829, %1828, %1845, %1846, %1855, %1838, %1856, %1827, %1829, %1830, %1826, %1844, %1845) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "divsi_i32"}> ({
    %1803 = "arith.constant"() <{value = -67108864 : i32}> : () -> i32
    %1804 = "arith.constant"() <{value = 429496729 : i32}> : () -> i32
    %1805 = "arith.constant"() <{value = 67108863 : i32}> : () -> i32
    %1806 = "arith.constant"() <{value = -429496729 : i32}> : () -> i32
    %1807 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %1808 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %1809 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %1810 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1811 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1812 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1813 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1814 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1815 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1816 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1817 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1818 = "arith.divsi"(%1817, %1817) : (i32, i32) -> i32
    %1819 = "arith.divsi"(%1816, %1817) : (i32, i32) -> i32
    %1820 = "arith.divsi"(%1815, %1817) : (i32, i32) -> i32
    %1821 = "arith.divsi"(%1814, %1817) : (i32, i32) -> i32
    %1822 = "arith.divsi"(%1813, %1817) : (i32, i32) -> i32
    %1823 = "arith.divsi"(%1812, %1817) : (i32, i32) -> i32
    %1824 = "arith.divsi"(%1811, %1817) : (i32, i32) -> i32
    %1825 = "arith.divsi"(%1811, %1815) : (i32, i32) -> i32
    "func.return"(%1818, %1817, %1817, %1817, %1817, %1817, %1817, %1819, %1816, %1815, %1817, %1817, %1817, %1817, %1820, %1815, %1816, %1817, %1817, %1817, %1817, %1821, %1814, %1810, %1816, %1817, %1817, %1817, %1822, %1813, %1809, %1808, %1816, %1817, %1817, %1823, %1812, %1807, %1806, %1805, %1816, %1817, %1824, %1811, %1825, %1804, %1803, %1815, %1816) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "divsi_index"}> ({
    %1780 = "arith.constant"() <{value = -144115188075855872 : index}> : () -> index
    %1781 = "arith.constant"() <{value = -3074457345618258602 : index}> : () -> index
    %1782 = "arith.constant"() <{value = 144115188075855871 : index}> : () -> index
    %1783 = "arith.constant"() <{value = 3074457345618258602 : index}> : () -> index
    %1784 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %1785 = "arith.constant"() <{value = 21 : index}> : () -> index
    %1786 = "arith.constant"() <{value = -64 : index}> : () -> index
    %1787 = "arith.constant"() <{value = -3 : index}> : () -> index
    %1788 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1789 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1790 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1791 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1792 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1793 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1794 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1795 = "arith.divsi"(%1794, %1794) : (index, index) -> index
    %1796 = "arith.divsi"(%1793, %1794) : (index, index) -> index
    %1797 = "arith.divsi"(%1792, %1794) : (index, index) -> index
    %1798 = "arith.divsi"(%1791, %1794) : (index, index) -> index
    %1799 = "arith.divsi"(%1790, %1794) : (index, index) -> index
    %1800 = "arith.divsi"(%1789, %1794) : (index, index) -> index
    %1801 = "arith.divsi"(%1788, %1794) : (index, index) -> index
    %1802 = "arith.divsi"(%1788, %1792) : (index, index) -> index
    "func.return"(%1795, %1794, %1794, %1794, %1794, %1794, %1794, %1796, %1793, %1792, %1794, %1794, %1794, %1794, %1797, %1792, %1793, %1794, %1794, %1794, %1794, %1798, %1791, %1787, %1793, %1794, %1794, %1794, %1799, %1790, %1786, %1785, %1793, %1794, %1794, %1800, %1789, %1784, %1783, %1782, %1793, %1794, %1801, %1788, %1802, %1781, %1780, %1792, %1793) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "divsi_i128"}> ({
    %1758 = "arith.constant"() <{value = -1329227995784915872903807060280344576 : i128}> : () -> i128
    %1759 = "arith.constant"() <{value = -1339694357956450643556592942644756738 : i128}> : () -> i128
    %1760 = "arith.constant"() <{value = 1329227995784915872903807060280344575 : i128}> : () -> i128
    %1761 = "arith.constant"() <{value = 1339694357956450643556592942644756738 : i128}> : () -> i128
    %1762 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %1763 = "arith.constant"() <{value = -128 : i128}> : () -> i128
    %1764 = "arith.constant"() <{value = -127 : i128}> : () -> i128
    %1765 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1766 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1767 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1768 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1769 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1770 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1771 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1772 = "arith.divsi"(%1771, %1771) : (i128, i128) -> i128
    %1773 = "arith.divsi"(%1770, %1771) : (i128, i128) -> i128
    %1774 = "arith.divsi"(%1769, %1771) : (i128, i128) -> i128
    %1775 = "arith.divsi"(%1768, %1771) : (i128, i128) -> i128
    %1776 = "arith.divsi"(%1767, %1771) : (i128, i128) -> i128
    %1777 = "arith.divsi"(%1766, %1771) : (i128, i128) -> i128
    %1778 = "arith.divsi"(%1765, %1771) : (i128, i128) -> i128
    %1779 = "arith.divsi"(%1765, %1769) : (i128, i128) -> i128
    "func.return"(%1772, %1771, %1771, %1771, %1771, %1771, %1771, %1773, %1770, %1769, %1771, %1771, %1771, %1771, %1774, %1769, %1770, %1771, %1771, %1771, %1771, %1775, %1768, %1764, %1770, %1771, %1771, %1771, %1776, %1767, %1763, %1770, %1770, %1771, %1771, %1777, %1766, %1762, %1761, %1760, %1770, %1771, %1778, %1765, %1779, %1759, %1758, %1769, %1770) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "divui_i1"}> ({
    %1754 = "arith.constant"() <{value = true}> : () -> i1
    %1755 = "arith.constant"() <{value = false}> : () -> i1
    %1756 = "arith.divui"(%1755, %1755) : (i1, i1) -> i1
    %1757 = "arith.divui"(%1754, %1755) : (i1, i1) -> i1
    "func.return"(%1756, %1755, %1757, %1754) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "divui_i7"}> ({
    %1735 = "arith.constant"() <{value = 9 : i7}> : () -> i7
    %1736 = "arith.constant"() <{value = 10 : i7}> : () -> i7
    %1737 = "arith.constant"() <{value = 2 : i7}> : () -> i7
    %1738 = "arith.constant"() <{value = 18 : i7}> : () -> i7
    %1739 = "arith.constant"() <{value = 21 : i7}> : () -> i7
    %1740 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1741 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1742 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1743 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1744 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1745 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1746 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1747 = "arith.divui"(%1746, %1746) : (i7, i7) -> i7
    %1748 = "arith.divui"(%1745, %1746) : (i7, i7) -> i7
    %1749 = "arith.divui"(%1744, %1746) : (i7, i7) -> i7
    %1750 = "arith.divui"(%1743, %1746) : (i7, i7) -> i7
    %1751 = "arith.divui"(%1742, %1746) : (i7, i7) -> i7
    %1752 = "arith.divui"(%1741, %1746) : (i7, i7) -> i7
    %1753 = "arith.divui"(%1740, %1746) : (i7, i7) -> i7
    "func.return"(%1747, %1746, %1746, %1746, %1746, %1746, %1746, %1748, %1745, %1746, %1746, %1746, %1746, %1746, %1749, %1744, %1745, %1739, %1738, %1737, %1745, %1750, %1743, %1746, %1745, %1746, %1746, %1746, %1751, %1742, %1746, %1745, %1745, %1746, %1746, %1752, %1741, %1746, %1736, %1735, %1745, %1746, %1753, %1740, %1746, %1736, %1735, %1745, %1745) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "divui_i8"}> ({
    %1706 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %1707 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %1708 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %1709 = "arith.constant"() <{value = 18 : i8}> : () -> i8
    %1710 = "arith.constant"() <{value = 63 : i8}> : () -> i8
    %1711 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1712 = "arith.constant"() <{value = 35 : i8}> : () -> i8
    %1713 = "arith.constant"() <{value = 124 : i8}> : () -> i8
    %1714 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1715 = "arith.constant"() <{value = 31 : i8}> : () -> i8
    %1716 = "arith.constant"() <{value = 36 : i8}> : () -> i8
    %1717 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1718 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1719 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1720 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1721 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1722 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1723 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1724 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1725 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1726 = "arith.divui"(%1725, %1725) : (i8, i8) -> i8
    %1727 = "arith.divui"(%1724, %1725) : (i8, i8) -> i8
    %1728 = "arith.divui"(%1723, %1725) : (i8, i8) -> i8
    %1729 = "arith.divui"(%1722, %1725) : (i8, i8) -> i8
    %1730 = "arith.divui"(%1721, %1725) : (i8, i8) -> i8
    %1731 = "arith.divui"(%1720, %1725) : (i8, i8) -> i8
    %1732 = "arith.divui"(%1719, %1725) : (i8, i8) -> i8
    %1733 = "arith.divui"(%1718, %1725) : (i8, i8) -> i8
    %1734 = "arith.divui"(%1717, %1725) : (i8, i8) -> i8
    "func.return"(%1726, %1725, %1725, %1725, %1725, %1725, %1725, %1725, %1725, %1727, %1724, %1725, %1725, %1725, %1725, %1725, %1725, %1725, %1728, %1723, %1724, %1718, %1716, %1724, %1715, %1722, %1724, %1729, %1722, %1725, %1724, %1725, %1725, %1725, %1725, %1725, %1730, %1721, %1725, %1714, %1724, %1725, %1725, %1725, %1725, %1731, %1720, %1725, %1713, %1712, %1724, %1715, %1724, %1724, %1732, %1719, %1725, %1711, %1724, %1725, %1724, %1725, %1725, %1733, %1718, %1725, %1710, %1709, %1725, %1708, %1724, %1725, %1734, %1717, %1725, %1707, %1709, %1725, %1706, %1724, %1724) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "divui_i32"}> ({
    %1688 = "arith.constant"() <{value = 67108864 : i32}> : () -> i32
    %1689 = "arith.constant"() <{value = 67108863 : i32}> : () -> i32
    %1690 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1691 = "arith.constant"() <{value = 134217727 : i32}> : () -> i32
    %1692 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1693 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1694 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1695 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1696 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1697 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1698 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1699 = "arith.divui"(%1698, %1698) : (i32, i32) -> i32
    %1700 = "arith.divui"(%1697, %1698) : (i32, i32) -> i32
    %1701 = "arith.divui"(%1696, %1698) : (i32, i32) -> i32
    %1702 = "arith.divui"(%1695, %1698) : (i32, i32) -> i32
    %1703 = "arith.divui"(%1694, %1698) : (i32, i32) -> i32
    %1704 = "arith.divui"(%1693, %1698) : (i32, i32) -> i32
    %1705 = "arith.divui"(%1692, %1698) : (i32, i32) -> i32
    "func.return"(%1699, %1698, %1698, %1698, %1698, %1698, %1698, %1700, %1697, %1698, %1698, %1698, %1698, %1698, %1701, %1696, %1697, %1697, %1691, %1690, %1697, %1702, %1695, %1698, %1697, %1691, %1697, %1697, %1703, %1694, %1698, %1698, %1697, %1698, %1698, %1704, %1693, %1698, %1698, %1689, %1697, %1698, %1705, %1692, %1698, %1698, %1688, %1697, %1697) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "divui_index"}> ({
    %1667 = "arith.constant"() <{value = 144115188075855872 : index}> : () -> index
    %1668 = "arith.constant"() <{value = 144115188075855871 : index}> : () -> index
    %1669 = "arith.constant"() <{value = 3074457345618258602 : index}> : () -> index
    %1670 = "arith.constant"() <{value = 21 : index}> : () -> index
    %1671 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1672 = "arith.constant"() <{value = 288230376151711743 : index}> : () -> index
    %1673 = "arith.constant"() <{value = 6148914691236517205 : index}> : () -> index
    %1674 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1675 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1676 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1677 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1678 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1679 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1680 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1681 = "arith.divui"(%1680, %1680) : (index, index) -> index
    %1682 = "arith.divui"(%1679, %1680) : (index, index) -> index
    %1683 = "arith.divui"(%1678, %1680) : (index, index) -> index
    %1684 = "arith.divui"(%1677, %1680) : (index, index) -> index
    %1685 = "arith.divui"(%1676, %1680) : (index, index) -> index
    %1686 = "arith.divui"(%1675, %1680) : (index, index) -> index
    %1687 = "arith.divui"(%1674, %1680) : (index, index) -> index
    "func.return"(%1681, %1680, %1680, %1680, %1680, %1680, %1680, %1682, %1679, %1680, %1680, %1680, %1680, %1680, %1683, %1678, %1679, %1673, %1672, %1671, %1679, %1684, %1677, %1680, %1679, %1680, %1680, %1680, %1685, %1676, %1680, %1670, %1679, %1680, %1680, %1686, %1675, %1680, %1669, %1668, %1679, %1680, %1687, %1674, %1680, %1669, %1667, %1679, %1679) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "divui_i128"}> ({
    %1647 = "arith.constant"() <{value = 1329227995784915872903807060280344576 : i128}> : () -> i128
    %1648 = "arith.constant"() <{value = 1329227995784915872903807060280344575 : i128}> : () -> i128
    %1649 = "arith.constant"() <{value = 1339694357956450643556592942644756738 : i128}> : () -> i128
    %1650 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %1651 = "arith.constant"() <{value = 2658455991569831745807614120560689151 : i128}> : () -> i128
    %1652 = "arith.constant"() <{value = 2679388715912901287113185885289513476 : i128}> : () -> i128
    %1653 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1654 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1655 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1656 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1657 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1658 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1659 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1660 = "arith.divui"(%1659, %1659) : (i128, i128) -> i128
    %1661 = "arith.divui"(%1658, %1659) : (i128, i128) -> i128
    %1662 = "arith.divui"(%1657, %1659) : (i128, i128) -> i128
    %1663 = "arith.divui"(%1656, %1659) : (i128, i128) -> i128
    %1664 = "arith.divui"(%1655, %1659) : (i128, i128) -> i128
    %1665 = "arith.divui"(%1654, %1659) : (i128, i128) -> i128
    %1666 = "arith.divui"(%1653, %1659) : (i128, i128) -> i128
    "func.return"(%1660, %1659, %1659, %1659, %1659, %1659, %1659, %1661, %1658, %1659, %1659, %1659, %1659, %1659, %1662, %1657, %1658, %1652, %1651, %1650, %1658, %1663, %1656, %1659, %1658, %1659, %1659, %1659, %1664, %1655, %1659, %1658, %1658, %1659, %1659, %1665, %1654, %1659, %1649, %1648, %1658, %1659, %1666, %1653, %1659, %1649, %1647, %1658, %1658) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "ceildivsi_i1"}> ({
    %1643 = "arith.constant"() <{value = true}> : () -> i1
    %1644 = "arith.constant"() <{value = false}> : () -> i1
    %1645 = "arith.ceildivsi"(%1644, %1644) : (i1, i1) -> i1
    %1646 = "arith.ceildivsi"(%1643, %1644) : (i1, i1) -> i1
    "func.return"(%1645, %1644, %1646, %1643) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "ceildivsi_i7"}> ({
    %1613 = "arith.constant"() <{value = 9 : i7}> : () -> i7
    %1614 = "arith.constant"() <{value = 11 : i7}> : () -> i7
    %1615 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %1616 = "arith.constant"() <{value = 2 : i7}> : () -> i7
    %1617 = "arith.constant"() <{value = -7 : i7}> : () -> i7
    %1618 = "arith.constant"() <{value = -6 : i7}> : () -> i7
    %1619 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1620 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1621 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1622 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1623 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1624 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1625 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1626 = "arith.ceildivsi"(%1625, %1625) : (i7, i7) -> i7
    %1627 = "arith.ceildivsi"(%1624, %1625) : (i7, i7) -> i7
    %1628 = "arith.ceildivsi"(%1624, %1619) : (i7, i7) -> i7
    %1629 = "arith.ceildivsi"(%1623, %1625) : (i7, i7) -> i7
    %1630 = "arith.ceildivsi"(%1623, %1619) : (i7, i7) -> i7
    %1631 = "arith.ceildivsi"(%1622, %1625) : (i7, i7) -> i7
    %1632 = "arith.ceildivsi"(%1622, %1619) : (i7, i7) -> i7
    %1633 = "arith.ceildivsi"(%1621, %1625) : (i7, i7) -> i7
    %1634 = "arith.ceildivsi"(%1621, %1619) : (i7, i7) -> i7
    %1635 = "arith.ceildivsi"(%1620, %1625) : (i7, i7) -> i7
    %1636 = "arith.ceildivsi"(%1620, %1619) : (i7, i7) -> i7
    %1637 = "arith.ceildivsi"(%1619, %1625) : (i7, i7) -> i7
    %1638 = "arith.ceildivsi"(%1619, %1623) : (i7, i7) -> i7
    %1639 = "arith.ceildivsi"(%1619, %1622) : (i7, i7) -> i7
    %1640 = "arith.ceildivsi"(%1619, %1621) : (i7, i7) -> i7
    %1641 = "arith.ceildivsi"(%1619, %1620) : (i7, i7) -> i7
    %1642 = "arith.ceildivsi"(%1619, %1619) : (i7, i7) -> i7
    "func.return"(%1626, %1625, %1625, %1625, %1625, %1625, %1625, %1627, %1624, %1623, %1624, %1624, %1624, %1628, %1629, %1623, %1624, %1625, %1625, %1625, %1630, %1631, %1622, %1618, %1624, %1624, %1624, %1632, %1633, %1621, %1617, %1616, %1624, %1624, %1634, %1635, %1620, %1615, %1614, %1613, %1624, %1636, %1637, %1619, %1638, %1639, %1640, %1641, %1642) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "ceildivsi_i8"}> ({
    %1572 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %1573 = "arith.constant"() <{value = -18 : i8}> : () -> i8
    %1574 = "arith.constant"() <{value = 19 : i8}> : () -> i8
    %1575 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %1576 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %1577 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %1578 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %1579 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1580 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %1581 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1582 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1583 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1584 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1585 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1586 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1587 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1588 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1589 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1590 = "arith.ceildivsi"(%1589, %1589) : (i8, i8) -> i8
    %1591 = "arith.ceildivsi"(%1588, %1589) : (i8, i8) -> i8
    %1592 = "arith.ceildivsi"(%1588, %1581) : (i8, i8) -> i8
    %1593 = "arith.ceildivsi"(%1587, %1589) : (i8, i8) -> i8
    %1594 = "arith.ceildivsi"(%1587, %1581) : (i8, i8) -> i8
    %1595 = "arith.ceildivsi"(%1586, %1589) : (i8, i8) -> i8
    %1596 = "arith.ceildivsi"(%1586, %1581) : (i8, i8) -> i8
    %1597 = "arith.ceildivsi"(%1585, %1589) : (i8, i8) -> i8
    %1598 = "arith.ceildivsi"(%1585, %1581) : (i8, i8) -> i8
    %1599 = "arith.ceildivsi"(%1584, %1589) : (i8, i8) -> i8
    %1600 = "arith.ceildivsi"(%1584, %1581) : (i8, i8) -> i8
    %1601 = "arith.ceildivsi"(%1583, %1589) : (i8, i8) -> i8
    %1602 = "arith.ceildivsi"(%1583, %1581) : (i8, i8) -> i8
    %1603 = "arith.ceildivsi"(%1582, %1589) : (i8, i8) -> i8
    %1604 = "arith.ceildivsi"(%1582, %1581) : (i8, i8) -> i8
    %1605 = "arith.ceildivsi"(%1581, %1589) : (i8, i8) -> i8
    %1606 = "arith.ceildivsi"(%1581, %1587) : (i8, i8) -> i8
    %1607 = "arith.ceildivsi"(%1581, %1586) : (i8, i8) -> i8
    %1608 = "arith.ceildivsi"(%1581, %1585) : (i8, i8) -> i8
    %1609 = "arith.ceildivsi"(%1581, %1584) : (i8, i8) -> i8
    %1610 = "arith.ceildivsi"(%1581, %1583) : (i8, i8) -> i8
    %1611 = "arith.ceildivsi"(%1581, %1582) : (i8, i8) -> i8
    %1612 = "arith.ceildivsi"(%1581, %1581) : (i8, i8) -> i8
    "func.return"(%1590, %1589, %1589, %1589, %1589, %1589, %1589, %1589, %1589, %1591, %1588, %1587, %1588, %1588, %1589, %1588, %1588, %1592, %1593, %1587, %1588, %1589, %1589, %1588, %1589, %1589, %1594, %1595, %1586, %1580, %1588, %1588, %1589, %1588, %1588, %1596, %1597, %1585, %1584, %1579, %1588, %1587, %1588, %1588, %1598, %1599, %1584, %1585, %1578, %1587, %1588, %1589, %1589, %1600, %1601, %1583, %1577, %1579, %1586, %1587, %1588, %1588, %1602, %1603, %1582, %1576, %1575, %1574, %1573, %1572, %1588, %1604, %1605, %1581, %1606, %1607, %1608, %1609, %1610, %1611, %1612) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ceildivsi_i32"}> ({
    %1542 = "arith.constant"() <{value = 67108864 : i32}> : () -> i32
    %1543 = "arith.constant"() <{value = -429496729 : i32}> : () -> i32
    %1544 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %1545 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %1546 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %1547 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1548 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1549 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1550 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1551 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1552 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1553 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1554 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1555 = "arith.ceildivsi"(%1554, %1554) : (i32, i32) -> i32
    %1556 = "arith.ceildivsi"(%1553, %1554) : (i32, i32) -> i32
    %1557 = "arith.ceildivsi"(%1553, %1548) : (i32, i32) -> i32
    %1558 = "arith.ceildivsi"(%1552, %1554) : (i32, i32) -> i32
    %1559 = "arith.ceildivsi"(%1552, %1548) : (i32, i32) -> i32
    %1560 = "arith.ceildivsi"(%1551, %1554) : (i32, i32) -> i32
    %1561 = "arith.ceildivsi"(%1551, %1548) : (i32, i32) -> i32
    %1562 = "arith.ceildivsi"(%1550, %1554) : (i32, i32) -> i32
    %1563 = "arith.ceildivsi"(%1550, %1548) : (i32, i32) -> i32
    %1564 = "arith.ceildivsi"(%1549, %1554) : (i32, i32) -> i32
    %1565 = "arith.ceildivsi"(%1549, %1548) : (i32, i32) -> i32
    %1566 = "arith.ceildivsi"(%1548, %1554) : (i32, i32) -> i32
    %1567 = "arith.ceildivsi"(%1548, %1552) : (i32, i32) -> i32
    %1568 = "arith.ceildivsi"(%1548, %1551) : (i32, i32) -> i32
    %1569 = "arith.ceildivsi"(%1548, %1550) : (i32, i32) -> i32
    %1570 = "arith.ceildivsi"(%1548, %1549) : (i32, i32) -> i32
    %1571 = "arith.ceildivsi"(%1548, %1548) : (i32, i32) -> i32
    "func.return"(%1555, %1554, %1554, %1554, %1554, %1554, %1554, %1556, %1553, %1552, %1554, %1553, %1553, %1557, %1558, %1552, %1553, %1553, %1554, %1554, %1559, %1560, %1551, %1547, %1553, %1554, %1554, %1561, %1562, %1550, %1546, %1545, %1553, %1553, %1563, %1564, %1549, %1544, %1543, %1542, %1553, %1565, %1566, %1548, %1567, %1568, %1569, %1570, %1571) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "ceildivsi_index"}> ({
    %1512 = "arith.constant"() <{value = 144115188075855872 : index}> : () -> index
    %1513 = "arith.constant"() <{value = 3074457345618258603 : index}> : () -> index
    %1514 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %1515 = "arith.constant"() <{value = 22 : index}> : () -> index
    %1516 = "arith.constant"() <{value = -64 : index}> : () -> index
    %1517 = "arith.constant"() <{value = -3 : index}> : () -> index
    %1518 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1519 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1520 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1521 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1522 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1523 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1524 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1525 = "arith.ceildivsi"(%1524, %1524) : (index, index) -> index
    %1526 = "arith.ceildivsi"(%1523, %1524) : (index, index) -> index
    %1527 = "arith.ceildivsi"(%1523, %1518) : (index, index) -> index
    %1528 = "arith.ceildivsi"(%1522, %1524) : (index, index) -> index
    %1529 = "arith.ceildivsi"(%1522, %1518) : (index, index) -> index
    %1530 = "arith.ceildivsi"(%1521, %1524) : (index, index) -> index
    %1531 = "arith.ceildivsi"(%1521, %1518) : (index, index) -> index
    %1532 = "arith.ceildivsi"(%1520, %1524) : (index, index) -> index
    %1533 = "arith.ceildivsi"(%1520, %1518) : (index, index) -> index
    %1534 = "arith.ceildivsi"(%1519, %1524) : (index, index) -> index
    %1535 = "arith.ceildivsi"(%1519, %1518) : (index, index) -> index
    %1536 = "arith.ceildivsi"(%1518, %1524) : (index, index) -> index
    %1537 = "arith.ceildivsi"(%1518, %1522) : (index, index) -> index
    %1538 = "arith.ceildivsi"(%1518, %1521) : (index, index) -> index
    %1539 = "arith.ceildivsi"(%1518, %1520) : (index, index) -> index
    %1540 = "arith.ceildivsi"(%1518, %1519) : (index, index) -> index
    %1541 = "arith.ceildivsi"(%1518, %1518) : (index, index) -> index
    "func.return"(%1525, %1524, %1524, %1524, %1524, %1524, %1524, %1526, %1523, %1522, %1523, %1523, %1523, %1527, %1528, %1522, %1523, %1524, %1524, %1524, %1529, %1530, %1521, %1517, %1523, %1523, %1523, %1531, %1532, %1520, %1516, %1515, %1523, %1523, %1533, %1534, %1519, %1514, %1513, %1512, %1523, %1535, %1536, %1518, %1537, %1538, %1539, %1540, %1541) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "ceildivsi_i128"}> ({
    %1482 = "arith.constant"() <{value = 1329227995784915872903807060280344576 : i128}> : () -> i128
    %1483 = "arith.constant"() <{value = 1339694357956450643556592942644756739 : i128}> : () -> i128
    %1484 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %1485 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %1486 = "arith.constant"() <{value = -128 : i128}> : () -> i128
    %1487 = "arith.constant"() <{value = -127 : i128}> : () -> i128
    %1488 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1489 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1490 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1491 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1492 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1493 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1494 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1495 = "arith.ceildivsi"(%1494, %1494) : (i128, i128) -> i128
    %1496 = "arith.ceildivsi"(%1493, %1494) : (i128, i128) -> i128
    %1497 = "arith.ceildivsi"(%1493, %1488) : (i128, i128) -> i128
    %1498 = "arith.ceildivsi"(%1492, %1494) : (i128, i128) -> i128
    %1499 = "arith.ceildivsi"(%1492, %1488) : (i128, i128) -> i128
    %1500 = "arith.ceildivsi"(%1491, %1494) : (i128, i128) -> i128
    %1501 = "arith.ceildivsi"(%1491, %1488) : (i128, i128) -> i128
    %1502 = "arith.ceildivsi"(%1490, %1494) : (i128, i128) -> i128
    %1503 = "arith.ceildivsi"(%1490, %1488) : (i128, i128) -> i128
    %1504 = "arith.ceildivsi"(%1489, %1494) : (i128, i128) -> i128
    %1505 = "arith.ceildivsi"(%1489, %1488) : (i128, i128) -> i128
    %1506 = "arith.ceildivsi"(%1488, %1494) : (i128, i128) -> i128
    %1507 = "arith.ceildivsi"(%1488, %1492) : (i128, i128) -> i128
    %1508 = "arith.ceildivsi"(%1488, %1491) : (i128, i128) -> i128
    %1509 = "arith.ceildivsi"(%1488, %1490) : (i128, i128) -> i128
    %1510 = "arith.ceildivsi"(%1488, %1489) : (i128, i128) -> i128
    %1511 = "arith.ceildivsi"(%1488, %1488) : (i128, i128) -> i128
    "func.return"(%1495, %1494, %1494, %1494, %1494, %1494, %1494, %1496, %1493, %1492, %1493, %1493, %1493, %1497, %1498, %1492, %1493, %1494, %1494, %1494, %1499, %1500, %1491, %1487, %1493, %1493, %1493, %1501, %1502, %1490, %1486, %1485, %1493, %1493, %1503, %1504, %1489, %1484, %1483, %1482, %1493, %1505, %1506, %1488, %1507, %1508, %1509, %1510, %1511) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "ceildivui_i1"}> ({
    %1478 = "arith.constant"() <{value = true}> : () -> i1
    %1479 = "arith.constant"() <{value = false}> : () -> i1
    %1480 = "arith.ceildivui"(%1479, %1479) : (i1, i1) -> i1
    %1481 = "arith.ceildivui"(%1478, %1479) : (i1, i1) -> i1
    "func.return"(%1480, %1479, %1481, %1478) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "ceildivui_i7"}> ({
    %1457 = "arith.constant"() <{value = 10 : i7}> : () -> i7
    %1458 = "arith.constant"() <{value = 9 : i7}> : () -> i7
    %1459 = "arith.constant"() <{value = 11 : i7}> : () -> i7
    %1460 = "arith.constant"() <{value = 2 : i7}> : () -> i7
    %1461 = "arith.constant"() <{value = 3 : i7}> : () -> i7
    %1462 = "arith.constant"() <{value = 19 : i7}> : () -> i7
    %1463 = "arith.constant"() <{value = 22 : i7}> : () -> i7
    %1464 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1465 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1466 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1467 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1468 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1469 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1470 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1471 = "arith.ceildivui"(%1470, %1470) : (i7, i7) -> i7
    %1472 = "arith.ceildivui"(%1469, %1470) : (i7, i7) -> i7
    %1473 = "arith.ceildivui"(%1468, %1470) : (i7, i7) -> i7
    %1474 = "arith.ceildivui"(%1467, %1470) : (i7, i7) -> i7
    %1475 = "arith.ceildivui"(%1466, %1470) : (i7, i7) -> i7
    %1476 = "arith.ceildivui"(%1465, %1470) : (i7, i7) -> i7
    %1477 = "arith.ceildivui"(%1464, %1470) : (i7, i7) -> i7
    "func.return"(%1471, %1470, %1470, %1470, %1470, %1470, %1470, %1472, %1469, %1469, %1469, %1469, %1469, %1469, %1473, %1468, %1469, %1463, %1462, %1461, %1460, %1474, %1467, %1469, %1469, %1469, %1469, %1469, %1475, %1466, %1469, %1460, %1469, %1469, %1469, %1476, %1465, %1469, %1459, %1458, %1469, %1469, %1477, %1464, %1469, %1459, %1457, %1460, %1469) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "ceildivui_i8"}> ({
    %1430 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %1431 = "arith.constant"() <{value = 19 : i8}> : () -> i8
    %1432 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %1433 = "arith.constant"() <{value = 36 : i8}> : () -> i8
    %1434 = "arith.constant"() <{value = 125 : i8}> : () -> i8
    %1435 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1436 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1437 = "arith.constant"() <{value = 32 : i8}> : () -> i8
    %1438 = "arith.constant"() <{value = 37 : i8}> : () -> i8
    %1439 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1440 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1441 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1442 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1443 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1444 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1445 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1446 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1447 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1448 = "arith.ceildivui"(%1447, %1447) : (i8, i8) -> i8
    %1449 = "arith.ceildivui"(%1446, %1447) : (i8, i8) -> i8
    %1450 = "arith.ceildivui"(%1445, %1447) : (i8, i8) -> i8
    %1451 = "arith.ceildivui"(%1444, %1447) : (i8, i8) -> i8
    %1452 = "arith.ceildivui"(%1443, %1447) : (i8, i8) -> i8
    %1453 = "arith.ceildivui"(%1442, %1447) : (i8, i8) -> i8
    %1454 = "arith.ceildivui"(%1441, %1447) : (i8, i8) -> i8
    %1455 = "arith.ceildivui"(%1440, %1447) : (i8, i8) -> i8
    %1456 = "arith.ceildivui"(%1439, %1447) : (i8, i8) -> i8
    "func.return"(%1448, %1447, %1447, %1447, %1447, %1447, %1447, %1447, %1447, %1449, %1446, %1446, %1446, %1446, %1446, %1446, %1446, %1446, %1450, %1445, %1446, %1439, %1438, %1444, %1437, %1436, %1444, %1451, %1444, %1446, %1446, %1446, %1446, %1446, %1446, %1446, %1452, %1443, %1446, %1435, %1446, %1446, %1446, %1446, %1446, %1453, %1442, %1446, %1434, %1433, %1446, %1437, %1444, %1444, %1454, %1441, %1446, %1435, %1444, %1446, %1446, %1446, %1446, %1455, %1440, %1446, %1432, %1431, %1446, %1430, %1446, %1446, %1456, %1439, %1446, %1432, %1431, %1446, %1430, %1444, %1446) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ceildivui_i32"}> ({
    %1412 = "arith.constant"() <{value = 67108864 : i32}> : () -> i32
    %1413 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1414 = "arith.constant"() <{value = 134217728 : i32}> : () -> i32
    %1415 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1416 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1417 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1418 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1419 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1420 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1421 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1422 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1423 = "arith.ceildivui"(%1422, %1422) : (i32, i32) -> i32
    %1424 = "arith.ceildivui"(%1421, %1422) : (i32, i32) -> i32
    %1425 = "arith.ceildivui"(%1420, %1422) : (i32, i32) -> i32
    %1426 = "arith.ceildivui"(%1419, %1422) : (i32, i32) -> i32
    %1427 = "arith.ceildivui"(%1418, %1422) : (i32, i32) -> i32
    %1428 = "arith.ceildivui"(%1417, %1422) : (i32, i32) -> i32
    %1429 = "arith.ceildivui"(%1416, %1422) : (i32, i32) -> i32
    "func.return"(%1423, %1422, %1422, %1422, %1422, %1422, %1422, %1424, %1421, %1421, %1421, %1421, %1421, %1421, %1425, %1420, %1421, %1415, %1414, %1413, %1415, %1426, %1419, %1421, %1421, %1414, %1415, %1415, %1427, %1418, %1421, %1421, %1421, %1421, %1421, %1428, %1417, %1421, %1421, %1412, %1421, %1421, %1429, %1416, %1421, %1421, %1412, %1415, %1421) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "ceildivui_index"}> ({
    %1392 = "arith.constant"() <{value = 144115188075855872 : index}> : () -> index
    %1393 = "arith.constant"() <{value = 3074457345618258603 : index}> : () -> index
    %1394 = "arith.constant"() <{value = 22 : index}> : () -> index
    %1395 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1396 = "arith.constant"() <{value = 288230376151711744 : index}> : () -> index
    %1397 = "arith.constant"() <{value = 6148914691236517205 : index}> : () -> index
    %1398 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1399 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1400 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1401 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1402 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1403 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1404 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1405 = "arith.ceildivui"(%1404, %1404) : (index, index) -> index
    %1406 = "arith.ceildivui"(%1403, %1404) : (index, index) -> index
    %1407 = "arith.ceildivui"(%1402, %1404) : (index, index) -> index
    %1408 = "arith.ceildivui"(%1401, %1404) : (index, index) -> index
    %1409 = "arith.ceildivui"(%1400, %1404) : (index, index) -> index
    %1410 = "arith.ceildivui"(%1399, %1404) : (index, index) -> index
    %1411 = "arith.ceildivui"(%1398, %1404) : (index, index) -> index
    "func.return"(%1405, %1404, %1404, %1404, %1404, %1404, %1404, %1406, %1403, %1403, %1403, %1403, %1403, %1403, %1407, %1402, %1403, %1397, %1396, %1401, %1395, %1408, %1401, %1403, %1403, %1403, %1403, %1403, %1409, %1400, %1403, %1394, %1403, %1403, %1403, %1410, %1399, %1403, %1393, %1392, %1403, %1403, %1411, %1398, %1403, %1393, %1392, %1395, %1403) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "ceildivui_i128"}> ({
    %1372 = "arith.constant"() <{value = 1329227995784915872903807060280344576 : i128}> : () -> i128
    %1373 = "arith.constant"() <{value = 1339694357956450643556592942644756739 : i128}> : () -> i128
    %1374 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %1375 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    %1376 = "arith.constant"() <{value = 2658455991569831745807614120560689152 : i128}> : () -> i128
    %1377 = "arith.constant"() <{value = 2679388715912901287113185885289513477 : i128}> : () -> i128
    %1378 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1379 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1380 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1381 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1382 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1383 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1384 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1385 = "arith.ceildivui"(%1384, %1384) : (i128, i128) -> i128
    %1386 = "arith.ceildivui"(%1383, %1384) : (i128, i128) -> i128
    %1387 = "arith.ceildivui"(%1382, %1384) : (i128, i128) -> i128
    %1388 = "arith.ceildivui"(%1381, %1384) : (i128, i128) -> i128
    %1389 = "arith.ceildivui"(%1380, %1384) : (i128, i128) -> i128
    %1390 = "arith.ceildivui"(%1379, %1384) : (i128, i128) -> i128
    %1391 = "arith.ceildivui"(%1378, %1384) : (i128, i128) -> i128
    "func.return"(%1385, %1384, %1384, %1384, %1384, %1384, %1384, %1386, %1383, %1383, %1383, %1383, %1383, %1383, %1387, %1382, %1383, %1377, %1376, %1375, %1374, %1388, %1381, %1383, %1383, %1383, %1383, %1383, %1389, %1380, %1383, %1374, %1383, %1383, %1383, %1390, %1379, %1383, %1373, %1372, %1383, %1383, %1391, %1378, %1383, %1373, %1372, %1374, %1383) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "floordivsi_i1"}> ({
    %1368 = "arith.constant"() <{value = true}> : () -> i1
    %1369 = "arith.constant"() <{value = false}> : () -> i1
    %1370 = "arith.floordivsi"(%1369, %1369) : (i1, i1) -> i1
    %1371 = "arith.floordivsi"(%1368, %1369) : (i1, i1) -> i1
    "func.return"(%1370, %1369, %1371, %1368) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "floordivsi_i7"}> ({
    %1345 = "arith.constant"() <{value = -2 : i7}> : () -> i7
    %1346 = "arith.constant"() <{value = -10 : i7}> : () -> i7
    %1347 = "arith.constant"() <{value = -11 : i7}> : () -> i7
    %1348 = "arith.constant"() <{value = 9 : i7}> : () -> i7
    %1349 = "arith.constant"() <{value = 10 : i7}> : () -> i7
    %1350 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %1351 = "arith.constant"() <{value = -7 : i7}> : () -> i7
    %1352 = "arith.constant"() <{value = -6 : i7}> : () -> i7
    %1353 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1354 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1355 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1356 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1357 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1358 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1359 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1360 = "arith.floordivsi"(%1359, %1359) : (i7, i7) -> i7
    %1361 = "arith.floordivsi"(%1358, %1359) : (i7, i7) -> i7
    %1362 = "arith.floordivsi"(%1357, %1359) : (i7, i7) -> i7
    %1363 = "arith.floordivsi"(%1356, %1359) : (i7, i7) -> i7
    %1364 = "arith.floordivsi"(%1355, %1359) : (i7, i7) -> i7
    %1365 = "arith.floordivsi"(%1354, %1359) : (i7, i7) -> i7
    %1366 = "arith.floordivsi"(%1353, %1359) : (i7, i7) -> i7
    %1367 = "arith.floordivsi"(%1353, %1357) : (i7, i7) -> i7
    "func.return"(%1360, %1359, %1359, %1359, %1359, %1359, %1359, %1361, %1358, %1357, %1359, %1359, %1359, %1357, %1362, %1357, %1358, %1357, %1357, %1357, %1359, %1363, %1356, %1352, %1358, %1359, %1359, %1357, %1364, %1355, %1351, %1358, %1358, %1359, %1357, %1365, %1354, %1350, %1349, %1348, %1358, %1357, %1366, %1353, %1367, %1347, %1346, %1345, %1358) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "floordivsi_i8"}> ({
    %1314 = "arith.constant"() <{value = -16 : i8}> : () -> i8
    %1315 = "arith.constant"() <{value = -64 : i8}> : () -> i8
    %1316 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %1317 = "arith.constant"() <{value = -19 : i8}> : () -> i8
    %1318 = "arith.constant"() <{value = 18 : i8}> : () -> i8
    %1319 = "arith.constant"() <{value = 63 : i8}> : () -> i8
    %1320 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %1321 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1322 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %1323 = "arith.constant"() <{value = -4 : i8}> : () -> i8
    %1324 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1325 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %1326 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1327 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1328 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1329 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1330 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1331 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1332 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1333 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1334 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1335 = "arith.floordivsi"(%1334, %1334) : (i8, i8) -> i8
    %1336 = "arith.floordivsi"(%1333, %1334) : (i8, i8) -> i8
    %1337 = "arith.floordivsi"(%1332, %1334) : (i8, i8) -> i8
    %1338 = "arith.floordivsi"(%1331, %1334) : (i8, i8) -> i8
    %1339 = "arith.floordivsi"(%1330, %1334) : (i8, i8) -> i8
    %1340 = "arith.floordivsi"(%1329, %1334) : (i8, i8) -> i8
    %1341 = "arith.floordivsi"(%1328, %1334) : (i8, i8) -> i8
    %1342 = "arith.floordivsi"(%1327, %1334) : (i8, i8) -> i8
    %1343 = "arith.floordivsi"(%1326, %1334) : (i8, i8) -> i8
    %1344 = "arith.floordivsi"(%1326, %1332) : (i8, i8) -> i8
    "func.return"(%1335, %1334, %1334, %1334, %1334, %1334, %1334, %1334, %1334, %1336, %1333, %1332, %1334, %1334, %1332, %1334, %1334, %1332, %1337, %1332, %1333, %1332, %1332, %1334, %1332, %1332, %1334, %1338, %1331, %1325, %1333, %1334, %1332, %1334, %1334, %1332, %1339, %1330, %1329, %1324, %1333, %1332, %1334, %1334, %1332, %1340, %1329, %1330, %1323, %1332, %1333, %1332, %1332, %1334, %1341, %1328, %1322, %1321, %1333, %1325, %1333, %1334, %1332, %1342, %1327, %1320, %1319, %1318, %1317, %1316, %1333, %1332, %1343, %1326, %1344, %1315, %1317, %1318, %1314, %1325, %1333) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "floordivsi_i32"}> ({
    %1290 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %1291 = "arith.constant"() <{value = -67108864 : i32}> : () -> i32
    %1292 = "arith.constant"() <{value = 429496729 : i32}> : () -> i32
    %1293 = "arith.constant"() <{value = 67108863 : i32}> : () -> i32
    %1294 = "arith.constant"() <{value = -429496730 : i32}> : () -> i32
    %1295 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %1296 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %1297 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %1298 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1299 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1300 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1301 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1302 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1303 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1304 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1305 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1306 = "arith.floordivsi"(%1305, %1305) : (i32, i32) -> i32
    %1307 = "arith.floordivsi"(%1304, %1305) : (i32, i32) -> i32
    %1308 = "arith.floordivsi"(%1303, %1305) : (i32, i32) -> i32
    %1309 = "arith.floordivsi"(%1302, %1305) : (i32, i32) -> i32
    %1310 = "arith.floordivsi"(%1301, %1305) : (i32, i32) -> i32
    %1311 = "arith.floordivsi"(%1300, %1305) : (i32, i32) -> i32
    %1312 = "arith.floordivsi"(%1299, %1305) : (i32, i32) -> i32
    %1313 = "arith.floordivsi"(%1299, %1303) : (i32, i32) -> i32
    "func.return"(%1306, %1305, %1305, %1305, %1305, %1305, %1305, %1307, %1304, %1303, %1303, %1305, %1305, %1303, %1308, %1303, %1304, %1305, %1303, %1303, %1305, %1309, %1302, %1298, %1304, %1303, %1303, %1305, %1310, %1301, %1297, %1296, %1304, %1305, %1303, %1311, %1300, %1295, %1294, %1293, %1304, %1303, %1312, %1299, %1313, %1292, %1291, %1290, %1304) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "floordivsi_index"}> ({
    %1266 = "arith.constant"() <{value = -2 : index}> : () -> index
    %1267 = "arith.constant"() <{value = -144115188075855872 : index}> : () -> index
    %1268 = "arith.constant"() <{value = -3074457345618258603 : index}> : () -> index
    %1269 = "arith.constant"() <{value = 144115188075855871 : index}> : () -> index
    %1270 = "arith.constant"() <{value = 3074457345618258602 : index}> : () -> index
    %1271 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %1272 = "arith.constant"() <{value = 21 : index}> : () -> index
    %1273 = "arith.constant"() <{value = -64 : index}> : () -> index
    %1274 = "arith.constant"() <{value = -3 : index}> : () -> index
    %1275 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1276 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1277 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1278 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1279 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1280 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1281 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1282 = "arith.floordivsi"(%1281, %1281) : (index, index) -> index
    %1283 = "arith.floordivsi"(%1280, %1281) : (index, index) -> index
    %1284 = "arith.floordivsi"(%1279, %1281) : (index, index) -> index
    %1285 = "arith.floordivsi"(%1278, %1281) : (index, index) -> index
    %1286 = "arith.floordivsi"(%1277, %1281) : (index, index) -> index
    %1287 = "arith.floordivsi"(%1276, %1281) : (index, index) -> index
    %1288 = "arith.floordivsi"(%1275, %1281) : (index, index) -> index
    %1289 = "arith.floordivsi"(%1275, %1279) : (index, index) -> index
    "func.return"(%1282, %1281, %1281, %1281, %1281, %1281, %1281, %1283, %1280, %1279, %1281, %1281, %1281, %1279, %1284, %1279, %1280, %1279, %1279, %1279, %1281, %1285, %1278, %1274, %1280, %1281, %1281, %1279, %1286, %1277, %1273, %1272, %1280, %1281, %1279, %1287, %1276, %1271, %1270, %1269, %1280, %1279, %1288, %1275, %1289, %1268, %1267, %1266, %1280) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "floordivsi_i128"}> ({
    %1243 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    %1244 = "arith.constant"() <{value = -1329227995784915872903807060280344576 : i128}> : () -> i128
    %1245 = "arith.constant"() <{value = -1339694357956450643556592942644756739 : i128}> : () -> i128
    %1246 = "arith.constant"() <{value = 1329227995784915872903807060280344575 : i128}> : () -> i128
    %1247 = "arith.constant"() <{value = 1339694357956450643556592942644756738 : i128}> : () -> i128
    %1248 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %1249 = "arith.constant"() <{value = -128 : i128}> : () -> i128
    %1250 = "arith.constant"() <{value = -127 : i128}> : () -> i128
    %1251 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1252 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1253 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1254 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1255 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1256 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1257 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1258 = "arith.floordivsi"(%1257, %1257) : (i128, i128) -> i128
    %1259 = "arith.floordivsi"(%1256, %1257) : (i128, i128) -> i128
    %1260 = "arith.floordivsi"(%1255, %1257) : (i128, i128) -> i128
    %1261 = "arith.floordivsi"(%1254, %1257) : (i128, i128) -> i128
    %1262 = "arith.floordivsi"(%1253, %1257) : (i128, i128) -> i128
    %1263 = "arith.floordivsi"(%1252, %1257) : (i128, i128) -> i128
    %1264 = "arith.floordivsi"(%1251, %1257) : (i128, i128) -> i128
    %1265 = "arith.floordivsi"(%1251, %1255) : (i128, i128) -> i128
    "func.return"(%1258, %1257, %1257, %1257, %1257, %1257, %1257, %1259, %1256, %1255, %1257, %1257, %1257, %1255, %1260, %1255, %1256, %1255, %1255, %1255, %1257, %1261, %1254, %1250, %1256, %1257, %1257, %1255, %1262, %1253, %1249, %1256, %1256, %1257, %1255, %1263, %1252, %1248, %1247, %1246, %1256, %1255, %1264, %1251, %1265, %1245, %1244, %1243, %1256) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "remsi_i1"}> ({
    %1239 = "arith.constant"() <{value = true}> : () -> i1
    %1240 = "arith.constant"() <{value = false}> : () -> i1
    %1241 = "arith.remsi"(%1240, %1240) : (i1, i1) -> i1
    %1242 = "arith.remsi"(%1239, %1240) : (i1, i1) -> i1
    "func.return"(%1241, %1240, %1242, %1240) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "remsi_i7"}> ({
    %1223 = "arith.constant"() <{value = -4 : i7}> : () -> i7
    %1224 = "arith.constant"() <{value = 3 : i7}> : () -> i7
    %1225 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1226 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1227 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1228 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1229 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1230 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1231 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1232 = "arith.remsi"(%1231, %1231) : (i7, i7) -> i7
    %1233 = "arith.remsi"(%1230, %1231) : (i7, i7) -> i7
    %1234 = "arith.remsi"(%1229, %1231) : (i7, i7) -> i7
    %1235 = "arith.remsi"(%1228, %1231) : (i7, i7) -> i7
    %1236 = "arith.remsi"(%1227, %1231) : (i7, i7) -> i7
    %1237 = "arith.remsi"(%1226, %1231) : (i7, i7) -> i7
    %1238 = "arith.remsi"(%1225, %1231) : (i7, i7) -> i7
    "func.return"(%1232, %1231, %1231, %1231, %1231, %1231, %1231, %1233, %1231, %1231, %1230, %1230, %1230, %1230, %1234, %1231, %1231, %1229, %1229, %1229, %1229, %1235, %1231, %1231, %1231, %1228, %1228, %1228, %1236, %1231, %1231, %1230, %1231, %1227, %1227, %1237, %1231, %1231, %1224, %1231, %1231, %1226, %1238, %1231, %1231, %1223, %1229, %1229, %1231) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "remsi_i8"}> ({
    %1204 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %1205 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1206 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1207 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1208 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1209 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1210 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1211 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1212 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1213 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1214 = "arith.remsi"(%1213, %1213) : (i8, i8) -> i8
    %1215 = "arith.remsi"(%1212, %1213) : (i8, i8) -> i8
    %1216 = "arith.remsi"(%1211, %1213) : (i8, i8) -> i8
    %1217 = "arith.remsi"(%1210, %1213) : (i8, i8) -> i8
    %1218 = "arith.remsi"(%1209, %1213) : (i8, i8) -> i8
    %1219 = "arith.remsi"(%1208, %1213) : (i8, i8) -> i8
    %1220 = "arith.remsi"(%1207, %1213) : (i8, i8) -> i8
    %1221 = "arith.remsi"(%1206, %1213) : (i8, i8) -> i8
    %1222 = "arith.remsi"(%1205, %1213) : (i8, i8) -> i8
    "func.return"(%1214, %1213, %1213, %1213, %1213, %1213, %1213, %1213, %1213, %1215, %1213, %1213, %1212, %1212, %1212, %1212, %1212, %1212, %1216, %1213, %1213, %1211, %1211, %1211, %1211, %1211, %1211, %1217, %1213, %1213, %1213, %1210, %1210, %1210, %1210, %1210, %1218, %1213, %1213, %1212, %1213, %1213, %1209, %1209, %1209, %1219, %1213, %1213, %1211, %1213, %1213, %1208, %1208, %1208, %1220, %1213, %1213, %1213, %1212, %1212, %1213, %1207, %1207, %1221, %1213, %1213, %1212, %1212, %1212, %1209, %1213, %1206, %1222, %1213, %1213, %1213, %1204, %1204, %1213, %1211, %1213) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "remsi_i32"}> ({
    %1187 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %1188 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %1189 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1190 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1191 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1192 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1193 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1194 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1195 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1196 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1197 = "arith.remsi"(%1196, %1196) : (i32, i32) -> i32
    %1198 = "arith.remsi"(%1195, %1196) : (i32, i32) -> i32
    %1199 = "arith.remsi"(%1194, %1196) : (i32, i32) -> i32
    %1200 = "arith.remsi"(%1193, %1196) : (i32, i32) -> i32
    %1201 = "arith.remsi"(%1192, %1196) : (i32, i32) -> i32
    %1202 = "arith.remsi"(%1191, %1196) : (i32, i32) -> i32
    %1203 = "arith.remsi"(%1190, %1196) : (i32, i32) -> i32
    "func.return"(%1197, %1196, %1196, %1196, %1196, %1196, %1196, %1198, %1196, %1196, %1195, %1195, %1195, %1195, %1199, %1196, %1196, %1194, %1194, %1194, %1194, %1200, %1196, %1196, %1196, %1193, %1193, %1193, %1201, %1196, %1196, %1189, %1196, %1192, %1192, %1202, %1196, %1196, %1189, %1188, %1196, %1191, %1203, %1196, %1196, %1187, %1196, %1194, %1196) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "remsi_index"}> ({
    %1171 = "arith.constant"() <{value = -2 : index}> : () -> index
    %1172 = "arith.constant"() <{value = 63 : index}> : () -> index
    %1173 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1174 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1175 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1176 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1177 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1178 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1179 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1180 = "arith.remsi"(%1179, %1179) : (index, index) -> index
    %1181 = "arith.remsi"(%1178, %1179) : (index, index) -> index
    %1182 = "arith.remsi"(%1177, %1179) : (index, index) -> index
    %1183 = "arith.remsi"(%1176, %1179) : (index, index) -> index
    %1184 = "arith.remsi"(%1175, %1179) : (index, index) -> index
    %1185 = "arith.remsi"(%1174, %1179) : (index, index) -> index
    %1186 = "arith.remsi"(%1173, %1179) : (index, index) -> index
    "func.return"(%1180, %1179, %1179, %1179, %1179, %1179, %1179, %1181, %1179, %1179, %1178, %1178, %1178, %1178, %1182, %1179, %1179, %1177, %1177, %1177, %1177, %1183, %1179, %1179, %1179, %1176, %1176, %1176, %1184, %1179, %1179, %1178, %1179, %1175, %1175, %1185, %1179, %1179, %1178, %1172, %1179, %1174, %1186, %1179, %1179, %1171, %1179, %1177, %1179) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "remsi_i128"}> ({
    %1156 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    %1157 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1158 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1159 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1160 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1161 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1162 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1163 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1164 = "arith.remsi"(%1163, %1163) : (i128, i128) -> i128
    %1165 = "arith.remsi"(%1162, %1163) : (i128, i128) -> i128
    %1166 = "arith.remsi"(%1161, %1163) : (i128, i128) -> i128
    %1167 = "arith.remsi"(%1160, %1163) : (i128, i128) -> i128
    %1168 = "arith.remsi"(%1159, %1163) : (i128, i128) -> i128
    %1169 = "arith.remsi"(%1158, %1163) : (i128, i128) -> i128
    %1170 = "arith.remsi"(%1157, %1163) : (i128, i128) -> i128
    "func.return"(%1164, %1163, %1163, %1163, %1163, %1163, %1163, %1165, %1163, %1163, %1162, %1162, %1162, %1162, %1166, %1163, %1163, %1161, %1161, %1161, %1161, %1167, %1163, %1163, %1163, %1160, %1160, %1160, %1168, %1163, %1163, %1162, %1163, %1159, %1159, %1169, %1163, %1163, %1162, %1160, %1163, %1158, %1170, %1163, %1163, %1156, %1163, %1161, %1163) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "remui_i1"}> ({
    %1152 = "arith.constant"() <{value = true}> : () -> i1
    %1153 = "arith.constant"() <{value = false}> : () -> i1
    %1154 = "arith.remui"(%1153, %1153) : (i1, i1) -> i1
    %1155 = "arith.remui"(%1152, %1153) : (i1, i1) -> i1
    "func.return"(%1154, %1153, %1155, %1153) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "remui_i7"}> ({
    %1136 = "arith.constant"() <{value = 4 : i7}> : () -> i7
    %1137 = "arith.constant"() <{value = 3 : i7}> : () -> i7
    %1138 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1139 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1140 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1141 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1142 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1143 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1144 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1145 = "arith.remui"(%1144, %1144) : (i7, i7) -> i7
    %1146 = "arith.remui"(%1143, %1144) : (i7, i7) -> i7
    %1147 = "arith.remui"(%1142, %1144) : (i7, i7) -> i7
    %1148 = "arith.remui"(%1141, %1144) : (i7, i7) -> i7
    %1149 = "arith.remui"(%1140, %1144) : (i7, i7) -> i7
    %1150 = "arith.remui"(%1139, %1144) : (i7, i7) -> i7
    %1151 = "arith.remui"(%1138, %1144) : (i7, i7) -> i7
    "func.return"(%1145, %1144, %1144, %1144, %1144, %1144, %1144, %1146, %1144, %1143, %1143, %1143, %1143, %1143, %1147, %1144, %1144, %1143, %1143, %1143, %1139, %1148, %1144, %1141, %1144, %1141, %1141, %1141, %1149, %1144, %1140, %1143, %1144, %1140, %1140, %1150, %1144, %1139, %1137, %1144, %1144, %1139, %1151, %1144, %1138, %1136, %1143, %1143, %1144) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "remui_i8"}> ({
    %1113 = "arith.constant"() <{value = 121 : i8}> : () -> i8
    %1114 = "arith.constant"() <{value = 122 : i8}> : () -> i8
    %1115 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %1116 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %1117 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1118 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1119 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1120 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1121 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1122 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1123 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1124 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1125 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1126 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1127 = "arith.remui"(%1126, %1126) : (i8, i8) -> i8
    %1128 = "arith.remui"(%1125, %1126) : (i8, i8) -> i8
    %1129 = "arith.remui"(%1124, %1126) : (i8, i8) -> i8
    %1130 = "arith.remui"(%1123, %1126) : (i8, i8) -> i8
    %1131 = "arith.remui"(%1122, %1126) : (i8, i8) -> i8
    %1132 = "arith.remui"(%1121, %1126) : (i8, i8) -> i8
    %1133 = "arith.remui"(%1120, %1126) : (i8, i8) -> i8
    %1134 = "arith.remui"(%1119, %1126) : (i8, i8) -> i8
    %1135 = "arith.remui"(%1118, %1126) : (i8, i8) -> i8
    "func.return"(%1127, %1126, %1126, %1126, %1126, %1126, %1126, %1126, %1126, %1128, %1126, %1125, %1125, %1125, %1125, %1125, %1125, %1125, %1129, %1126, %1126, %1125, %1117, %1116, %1122, %1125, %1119, %1130, %1126, %1123, %1126, %1123, %1123, %1123, %1123, %1123, %1131, %1126, %1122, %1125, %1126, %1122, %1122, %1122, %1122, %1132, %1126, %1121, %1125, %1115, %1126, %1125, %1114, %1113, %1133, %1126, %1120, %1126, %1125, %1120, %1126, %1120, %1120, %1134, %1126, %1119, %1125, %1125, %1119, %1122, %1126, %1119, %1135, %1126, %1118, %1126, %1123, %1118, %1126, %1125, %1126) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "remui_i32"}> ({
    %1094 = "arith.constant"() <{value = 2147483643 : i32}> : () -> i32
    %1095 = "arith.constant"() <{value = 2147483644 : i32}> : () -> i32
    %1096 = "arith.constant"() <{value = 27 : i32}> : () -> i32
    %1097 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %1098 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %1099 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1100 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1101 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1102 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1103 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1104 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1105 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1106 = "arith.remui"(%1105, %1105) : (i32, i32) -> i32
    %1107 = "arith.remui"(%1104, %1105) : (i32, i32) -> i32
    %1108 = "arith.remui"(%1103, %1105) : (i32, i32) -> i32
    %1109 = "arith.remui"(%1102, %1105) : (i32, i32) -> i32
    %1110 = "arith.remui"(%1101, %1105) : (i32, i32) -> i32
    %1111 = "arith.remui"(%1100, %1105) : (i32, i32) -> i32
    %1112 = "arith.remui"(%1099, %1105) : (i32, i32) -> i32
    "func.return"(%1106, %1105, %1105, %1105, %1105, %1105, %1105, %1107, %1105, %1104, %1104, %1104, %1104, %1104, %1108, %1105, %1105, %1098, %1097, %1104, %1100, %1109, %1105, %1102, %1105, %1096, %1095, %1094, %1110, %1105, %1101, %1101, %1105, %1101, %1101, %1111, %1105, %1100, %1100, %1097, %1105, %1100, %1112, %1105, %1099, %1099, %1105, %1104, %1105) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "remui_index"}> ({
    %1078 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1079 = "arith.constant"() <{value = 63 : index}> : () -> index
    %1080 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1081 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1082 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1083 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1084 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1085 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1086 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1087 = "arith.remui"(%1086, %1086) : (index, index) -> index
    %1088 = "arith.remui"(%1085, %1086) : (index, index) -> index
    %1089 = "arith.remui"(%1084, %1086) : (index, index) -> index
    %1090 = "arith.remui"(%1083, %1086) : (index, index) -> index
    %1091 = "arith.remui"(%1082, %1086) : (index, index) -> index
    %1092 = "arith.remui"(%1081, %1086) : (index, index) -> index
    %1093 = "arith.remui"(%1080, %1086) : (index, index) -> index
    "func.return"(%1087, %1086, %1086, %1086, %1086, %1086, %1086, %1088, %1086, %1085, %1085, %1085, %1085, %1085, %1089, %1086, %1086, %1086, %1079, %1085, %1081, %1090, %1086, %1083, %1086, %1083, %1083, %1083, %1091, %1086, %1082, %1085, %1086, %1082, %1082, %1092, %1086, %1081, %1085, %1079, %1086, %1081, %1093, %1086, %1080, %1078, %1086, %1085, %1086) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "remui_i128"}> ({
    %1062 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %1063 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    %1064 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1065 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1066 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1067 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1068 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1069 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1070 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1071 = "arith.remui"(%1070, %1070) : (i128, i128) -> i128
    %1072 = "arith.remui"(%1069, %1070) : (i128, i128) -> i128
    %1073 = "arith.remui"(%1068, %1070) : (i128, i128) -> i128
    %1074 = "arith.remui"(%1067, %1070) : (i128, i128) -> i128
    %1075 = "arith.remui"(%1066, %1070) : (i128, i128) -> i128
    %1076 = "arith.remui"(%1065, %1070) : (i128, i128) -> i128
    %1077 = "arith.remui"(%1064, %1070) : (i128, i128) -> i128
    "func.return"(%1071, %1070, %1070, %1070, %1070, %1070, %1070, %1072, %1070, %1069, %1069, %1069, %1069, %1069, %1073, %1070, %1070, %1063, %1067, %1069, %1065, %1074, %1070, %1067, %1070, %1067, %1067, %1067, %1075, %1070, %1066, %1069, %1070, %1066, %1066, %1076, %1070, %1065, %1069, %1067, %1070, %1065, %1077, %1070, %1064, %1062, %1070, %1069, %1070) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "andi_i1"}> ({
    %1060 = "arith.constant"() <{value = true}> : () -> i1
    %1061 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%1061, %1061, %1061, %1060) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "andi_i7"}> ({
    %1053 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1054 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1055 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1056 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1057 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1058 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1059 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    "func.return"(%1059, %1059, %1059, %1059, %1059, %1059, %1059, %1059, %1058, %1058, %1059, %1058, %1058, %1059, %1059, %1058, %1057, %1056, %1055, %1054, %1053, %1059, %1059, %1056, %1056, %1056, %1056, %1059, %1059, %1058, %1055, %1056, %1055, %1055, %1059, %1059, %1058, %1054, %1056, %1055, %1054, %1059, %1059, %1059, %1053, %1059, %1059, %1059, %1053) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "andi_i8"}> ({
    %1043 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1044 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1045 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1046 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1047 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1048 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1049 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1050 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1051 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1052 = "arith.constant"() <{value = 121 : i8}> : () -> i8
    "func.return"(%1051, %1051, %1051, %1051, %1051, %1051, %1051, %1051, %1051, %1051, %1050, %1050, %1051, %1050, %1050, %1051, %1050, %1051, %1051, %1050, %1049, %1048, %1047, %1046, %1045, %1044, %1043, %1051, %1051, %1048, %1048, %1048, %1051, %1051, %1048, %1051, %1051, %1050, %1047, %1048, %1047, %1050, %1051, %1047, %1051, %1051, %1050, %1046, %1051, %1050, %1046, %1045, %1052, %1043, %1051, %1051, %1045, %1051, %1051, %1045, %1045, %1045, %1051, %1051, %1050, %1044, %1048, %1047, %1052, %1045, %1044, %1051, %1051, %1051, %1043, %1051, %1051, %1043, %1051, %1051, %1043) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "andi_i32"}> ({
    %1035 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1036 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1037 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1038 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1039 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1040 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1041 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1042 = "arith.constant"() <{value = 2147483643 : i32}> : () -> i32
    "func.return"(%1041, %1041, %1041, %1041, %1041, %1041, %1041, %1041, %1040, %1040, %1040, %1041, %1040, %1041, %1041, %1040, %1039, %1038, %1037, %1036, %1035, %1041, %1040, %1038, %1038, %1037, %1042, %1035, %1041, %1041, %1037, %1037, %1037, %1037, %1041, %1041, %1040, %1036, %1042, %1037, %1036, %1041, %1041, %1041, %1035, %1035, %1041, %1041, %1035) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "andi_index"}> ({
    %1028 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1029 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1030 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1031 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1032 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1033 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1034 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%1034, %1034, %1034, %1034, %1034, %1034, %1034, %1034, %1033, %1033, %1033, %1034, %1033, %1034, %1034, %1033, %1032, %1031, %1030, %1029, %1028, %1034, %1033, %1031, %1031, %1034, %1031, %1034, %1034, %1034, %1030, %1034, %1030, %1030, %1034, %1034, %1033, %1029, %1031, %1030, %1029, %1034, %1034, %1034, %1028, %1034, %1034, %1034, %1028) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "andi_i128"}> ({
    %1021 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1022 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1023 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1024 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1025 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1026 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1027 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    "func.return"(%1027, %1027, %1027, %1027, %1027, %1027, %1027, %1027, %1026, %1026, %1026, %1027, %1026, %1027, %1027, %1026, %1025, %1024, %1023, %1022, %1021, %1027, %1026, %1024, %1024, %1027, %1024, %1027, %1027, %1027, %1023, %1027, %1023, %1023, %1027, %1027, %1026, %1022, %1024, %1023, %1022, %1027, %1027, %1027, %1021, %1027, %1027, %1027, %1021) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "ori_i1"}> ({
    %1019 = "arith.constant"() <{value = true}> : () -> i1
    %1020 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%1020, %1019, %1019, %1019) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "ori_i7"}> ({
    %1009 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %1010 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %1011 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %1012 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %1013 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %1014 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %1015 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %1016 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %1017 = "arith.constant"() <{value = -58 : i7}> : () -> i7
    %1018 = "arith.constant"() <{value = -57 : i7}> : () -> i7
    "func.return"(%1015, %1014, %1013, %1012, %1011, %1010, %1009, %1014, %1014, %1013, %1011, %1011, %1010, %1016, %1013, %1013, %1013, %1013, %1013, %1013, %1013, %1012, %1011, %1013, %1012, %1011, %1010, %1017, %1011, %1011, %1013, %1011, %1011, %1010, %1018, %1010, %1010, %1013, %1010, %1010, %1010, %1013, %1009, %1016, %1013, %1017, %1018, %1013, %1009) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "ori_i8"}> ({
    %991 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %992 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %993 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %994 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %995 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %996 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %997 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %998 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %999 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1000 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1001 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %1002 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %1003 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %1004 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %1005 = "arith.constant"() <{value = -126 : i8}> : () -> i8
    %1006 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %1007 = "arith.constant"() <{value = -121 : i8}> : () -> i8
    %1008 = "arith.constant"() <{value = -120 : i8}> : () -> i8
    "func.return"(%999, %998, %997, %996, %995, %994, %993, %992, %991, %998, %998, %997, %1000, %995, %994, %1001, %992, %1002, %997, %997, %997, %997, %997, %997, %997, %997, %997, %996, %1000, %997, %996, %995, %1003, %1004, %992, %1005, %995, %995, %997, %995, %995, %997, %1006, %992, %1007, %994, %994, %997, %1003, %997, %994, %994, %997, %994, %993, %1001, %997, %1004, %1006, %994, %993, %992, %1008, %992, %992, %997, %992, %992, %997, %992, %992, %997, %991, %1002, %997, %1005, %1007, %994, %1008, %997, %991) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "ori_i32"}> ({
    %981 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %982 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %983 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %984 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %985 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %986 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %987 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %988 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %989 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %990 = "arith.constant"() <{value = -2147483616 : i32}> : () -> i32
    "func.return"(%987, %986, %985, %984, %983, %982, %981, %986, %986, %985, %984, %988, %982, %989, %985, %985, %985, %985, %985, %985, %985, %984, %984, %985, %984, %984, %985, %984, %983, %988, %985, %984, %983, %982, %990, %982, %982, %985, %985, %982, %982, %985, %981, %989, %985, %984, %990, %985, %981) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "ori_index"}> ({
    %969 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %970 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %971 = "arith.constant"() <{value = 64 : index}> : () -> index
    %972 = "arith.constant"() <{value = 3 : index}> : () -> index
    %973 = "arith.constant"() <{value = -1 : index}> : () -> index
    %974 = "arith.constant"() <{value = 1 : index}> : () -> index
    %975 = "arith.constant"() <{value = 0 : index}> : () -> index
    %976 = "arith.constant"() <{value = 65 : index}> : () -> index
    %977 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %978 = "arith.constant"() <{value = 67 : index}> : () -> index
    %979 = "arith.constant"() <{value = -9223372036854775805 : index}> : () -> index
    %980 = "arith.constant"() <{value = -9223372036854775744 : index}> : () -> index
    "func.return"(%975, %974, %973, %972, %971, %970, %969, %974, %974, %973, %972, %976, %970, %977, %973, %973, %973, %973, %973, %973, %973, %972, %972, %973, %972, %978, %970, %979, %971, %976, %973, %978, %971, %970, %980, %970, %970, %973, %970, %970, %970, %973, %969, %977, %973, %979, %980, %973, %969) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "ori_i128"}> ({
    %957 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %958 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %959 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %960 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %961 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %962 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %963 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %964 = "arith.constant"() <{value = 129 : i128}> : () -> i128
    %965 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %966 = "arith.constant"() <{value = 255 : i128}> : () -> i128
    %967 = "arith.constant"() <{value = -170141183460469231731687303715884105601 : i128}> : () -> i128
    %968 = "arith.constant"() <{value = -170141183460469231731687303715884105600 : i128}> : () -> i128
    "func.return"(%963, %962, %961, %960, %959, %958, %957, %962, %962, %961, %960, %964, %958, %965, %961, %961, %961, %961, %961, %961, %961, %960, %960, %961, %960, %966, %958, %967, %959, %964, %961, %966, %959, %958, %968, %958, %958, %961, %958, %958, %958, %961, %957, %965, %961, %967, %968, %961, %957) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "xori_i1"}> ({
    %955 = "arith.constant"() <{value = true}> : () -> i1
    %956 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%956, %955, %955, %956) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "xori_i7"}> ({
    %939 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %940 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %941 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %942 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %943 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %944 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %945 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %946 = "arith.constant"() <{value = -2 : i7}> : () -> i7
    %947 = "arith.constant"() <{value = 62 : i7}> : () -> i7
    %948 = "arith.constant"() <{value = -63 : i7}> : () -> i7
    %949 = "arith.constant"() <{value = -7 : i7}> : () -> i7
    %950 = "arith.constant"() <{value = -8 : i7}> : () -> i7
    %951 = "arith.constant"() <{value = 57 : i7}> : () -> i7
    %952 = "arith.constant"() <{value = -58 : i7}> : () -> i7
    %953 = "arith.constant"() <{value = 56 : i7}> : () -> i7
    %954 = "arith.constant"() <{value = -57 : i7}> : () -> i7
    "func.return"(%945, %944, %943, %942, %941, %940, %939, %944, %945, %946, %941, %942, %947, %948, %943, %946, %945, %949, %950, %939, %940, %942, %941, %949, %945, %944, %951, %952, %941, %942, %950, %944, %945, %953, %954, %940, %947, %939, %951, %953, %945, %943, %939, %948, %940, %952, %954, %943, %945) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "xori_i8"}> ({
    %908 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %909 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %910 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %911 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %912 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %913 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %914 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %915 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %916 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %917 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %918 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %919 = "arith.constant"() <{value = 6 : i8}> : () -> i8
    %920 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %921 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %922 = "arith.constant"() <{value = 126 : i8}> : () -> i8
    %923 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %924 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %925 = "arith.constant"() <{value = -9 : i8}> : () -> i8
    %926 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %927 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %928 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %929 = "arith.constant"() <{value = 125 : i8}> : () -> i8
    %930 = "arith.constant"() <{value = -126 : i8}> : () -> i8
    %931 = "arith.constant"() <{value = 15 : i8}> : () -> i8
    %932 = "arith.constant"() <{value = 120 : i8}> : () -> i8
    %933 = "arith.constant"() <{value = -121 : i8}> : () -> i8
    %934 = "arith.constant"() <{value = -15 : i8}> : () -> i8
    %935 = "arith.constant"() <{value = -122 : i8}> : () -> i8
    %936 = "arith.constant"() <{value = 121 : i8}> : () -> i8
    %937 = "arith.constant"() <{value = 119 : i8}> : () -> i8
    %938 = "arith.constant"() <{value = -120 : i8}> : () -> i8
    "func.return"(%916, %915, %914, %913, %912, %911, %910, %909, %908, %915, %916, %917, %918, %919, %920, %921, %922, %923, %914, %917, %916, %924, %920, %919, %925, %908, %909, %913, %918, %924, %916, %926, %927, %928, %929, %930, %912, %919, %920, %926, %916, %917, %931, %932, %933, %911, %920, %919, %927, %917, %916, %934, %935, %936, %910, %921, %925, %928, %931, %934, %916, %937, %938, %909, %922, %908, %929, %932, %935, %937, %916, %914, %908, %923, %909, %930, %933, %936, %938, %914, %916) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "xori_i32"}> ({
    %889 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %890 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %891 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %892 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %893 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %894 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %895 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %896 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %897 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %898 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %899 = "arith.constant"() <{value = 2147483646 : i32}> : () -> i32
    %900 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %901 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %902 = "arith.constant"() <{value = -33 : i32}> : () -> i32
    %903 = "arith.constant"() <{value = -37 : i32}> : () -> i32
    %904 = "arith.constant"() <{value = -2147483644 : i32}> : () -> i32
    %905 = "arith.constant"() <{value = 2147483643 : i32}> : () -> i32
    %906 = "arith.constant"() <{value = 2147483615 : i32}> : () -> i32
    %907 = "arith.constant"() <{value = -2147483616 : i32}> : () -> i32
    "func.return"(%895, %894, %893, %892, %891, %890, %889, %894, %895, %896, %897, %898, %899, %900, %893, %896, %895, %901, %902, %889, %890, %892, %897, %901, %895, %903, %904, %905, %891, %898, %902, %903, %895, %906, %907, %890, %899, %889, %904, %906, %895, %893, %889, %900, %890, %905, %907, %893, %895) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "xori_index"}> ({
    %870 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %871 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %872 = "arith.constant"() <{value = 64 : index}> : () -> index
    %873 = "arith.constant"() <{value = 3 : index}> : () -> index
    %874 = "arith.constant"() <{value = -1 : index}> : () -> index
    %875 = "arith.constant"() <{value = 1 : index}> : () -> index
    %876 = "arith.constant"() <{value = 0 : index}> : () -> index
    %877 = "arith.constant"() <{value = -2 : index}> : () -> index
    %878 = "arith.constant"() <{value = 2 : index}> : () -> index
    %879 = "arith.constant"() <{value = 65 : index}> : () -> index
    %880 = "arith.constant"() <{value = 9223372036854775806 : index}> : () -> index
    %881 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %882 = "arith.constant"() <{value = -4 : index}> : () -> index
    %883 = "arith.constant"() <{value = -65 : index}> : () -> index
    %884 = "arith.constant"() <{value = 67 : index}> : () -> index
    %885 = "arith.constant"() <{value = 9223372036854775804 : index}> : () -> index
    %886 = "arith.constant"() <{value = -9223372036854775805 : index}> : () -> index
    %887 = "arith.constant"() <{value = 9223372036854775743 : index}> : () -> index
    %888 = "arith.constant"() <{value = -9223372036854775744 : index}> : () -> index
    "func.return"(%876, %875, %874, %873, %872, %871, %870, %875, %876, %877, %878, %879, %880, %881, %874, %877, %876, %882, %883, %870, %871, %873, %878, %882, %876, %884, %885, %886, %872, %879, %883, %884, %876, %887, %888, %871, %880, %870, %885, %887, %876, %874, %870, %881, %871, %886, %888, %874, %876) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "xori_i128"}> ({
    %851 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %852 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %853 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %854 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %855 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %856 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %857 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %858 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    %859 = "arith.constant"() <{value = 126 : i128}> : () -> i128
    %860 = "arith.constant"() <{value = 129 : i128}> : () -> i128
    %861 = "arith.constant"() <{value = 170141183460469231731687303715884105726 : i128}> : () -> i128
    %862 = "arith.constant"() <{value = -170141183460469231731687303715884105727 : i128}> : () -> i128
    %863 = "arith.constant"() <{value = -128 : i128}> : () -> i128
    %864 = "arith.constant"() <{value = -129 : i128}> : () -> i128
    %865 = "arith.constant"() <{value = 255 : i128}> : () -> i128
    %866 = "arith.constant"() <{value = 170141183460469231731687303715884105600 : i128}> : () -> i128
    %867 = "arith.constant"() <{value = -170141183460469231731687303715884105601 : i128}> : () -> i128
    %868 = "arith.constant"() <{value = 170141183460469231731687303715884105599 : i128}> : () -> i128
    %869 = "arith.constant"() <{value = -170141183460469231731687303715884105600 : i128}> : () -> i128
    "func.return"(%857, %856, %855, %854, %853, %852, %851, %856, %857, %858, %859, %860, %861, %862, %855, %858, %857, %863, %864, %851, %852, %854, %859, %863, %857, %865, %866, %867, %853, %860, %864, %865, %857, %868, %869, %852, %861, %851, %866, %868, %857, %855, %851, %862, %852, %867, %869, %855, %857) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "shli_i1"}> ({
    %847 = "arith.constant"() <{value = true}> : () -> i1
    %848 = "arith.constant"() <{value = false}> : () -> i1
    %849 = "arith.shli"(%848, %847) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %850 = "arith.shli"(%847, %847) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%848, %849, %847, %850) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "shli_i7"}> ({
    %808 = "arith.constant"() <{value = 14 : i7}> : () -> i7
    %809 = "arith.constant"() <{value = 12 : i7}> : () -> i7
    %810 = "arith.constant"() <{value = -2 : i7}> : () -> i7
    %811 = "arith.constant"() <{value = 2 : i7}> : () -> i7
    %812 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %813 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %814 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %815 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %816 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %817 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %818 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %819 = "arith.shli"(%818, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %820 = "arith.shli"(%818, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %821 = "arith.shli"(%818, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %822 = "arith.shli"(%818, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %823 = "arith.shli"(%817, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %824 = "arith.shli"(%817, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %825 = "arith.shli"(%817, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %826 = "arith.shli"(%817, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %827 = "arith.shli"(%816, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %828 = "arith.shli"(%816, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %829 = "arith.shli"(%816, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %830 = "arith.shli"(%816, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %831 = "arith.shli"(%815, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %832 = "arith.shli"(%815, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %833 = "arith.shli"(%815, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %834 = "arith.shli"(%815, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %835 = "arith.shli"(%814, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %836 = "arith.shli"(%814, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %837 = "arith.shli"(%814, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %838 = "arith.shli"(%814, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %839 = "arith.shli"(%813, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %840 = "arith.shli"(%813, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %841 = "arith.shli"(%813, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %842 = "arith.shli"(%813, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %843 = "arith.shli"(%812, %816) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %844 = "arith.shli"(%812, %814) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %845 = "arith.shli"(%812, %813) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    %846 = "arith.shli"(%812, %812) <{overflowFlags = #arith.overflow<none>}> : (i7, i7) -> i7
    "func.return"(%818, %818, %819, %818, %820, %821, %822, %817, %811, %823, %812, %824, %825, %826, %816, %810, %827, %812, %828, %829, %830, %815, %809, %831, %818, %832, %833, %834, %814, %808, %835, %812, %836, %837, %838, %813, %810, %839, %812, %840, %841, %842, %812, %818, %843, %818, %844, %845, %846) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shli_i8"}> ({
    %745 = "arith.constant"() <{value = 32 : i8}> : () -> i8
    %746 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %747 = "arith.constant"() <{value = -28 : i8}> : () -> i8
    %748 = "arith.constant"() <{value = -14 : i8}> : () -> i8
    %749 = "arith.constant"() <{value = 28 : i8}> : () -> i8
    %750 = "arith.constant"() <{value = 14 : i8}> : () -> i8
    %751 = "arith.constant"() <{value = -4 : i8}> : () -> i8
    %752 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %753 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %754 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %755 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %756 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %757 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %758 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %759 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %760 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %761 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %762 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %763 = "arith.shli"(%762, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %764 = "arith.shli"(%762, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %765 = "arith.shli"(%762, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %766 = "arith.shli"(%762, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %767 = "arith.shli"(%762, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %768 = "arith.shli"(%761, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %769 = "arith.shli"(%761, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %770 = "arith.shli"(%761, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %771 = "arith.shli"(%761, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %772 = "arith.shli"(%761, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %773 = "arith.shli"(%760, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %774 = "arith.shli"(%760, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %775 = "arith.shli"(%760, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %776 = "arith.shli"(%760, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %777 = "arith.shli"(%760, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %778 = "arith.shli"(%759, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %779 = "arith.shli"(%759, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %780 = "arith.shli"(%759, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %781 = "arith.shli"(%759, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %782 = "arith.shli"(%759, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %783 = "arith.shli"(%758, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %784 = "arith.shli"(%758, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %785 = "arith.shli"(%758, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %786 = "arith.shli"(%758, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %787 = "arith.shli"(%758, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %788 = "arith.shli"(%757, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %789 = "arith.shli"(%757, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %790 = "arith.shli"(%757, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %791 = "arith.shli"(%757, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %792 = "arith.shli"(%757, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %793 = "arith.shli"(%756, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %794 = "arith.shli"(%756, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %795 = "arith.shli"(%756, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %796 = "arith.shli"(%756, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %797 = "arith.shli"(%756, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %798 = "arith.shli"(%755, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %799 = "arith.shli"(%755, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %800 = "arith.shli"(%755, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %801 = "arith.shli"(%755, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %802 = "arith.shli"(%755, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %803 = "arith.shli"(%754, %760) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %804 = "arith.shli"(%754, %757) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %805 = "arith.shli"(%754, %756) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %806 = "arith.shli"(%754, %755) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %807 = "arith.shli"(%754, %754) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%762, %762, %763, %762, %762, %764, %765, %766, %767, %761, %759, %768, %753, %754, %769, %770, %771, %772, %760, %752, %773, %751, %754, %774, %775, %776, %777, %759, %753, %778, %756, %762, %779, %780, %781, %782, %758, %750, %783, %749, %754, %784, %785, %786, %787, %757, %748, %788, %747, %754, %789, %790, %791, %792, %756, %746, %793, %745, %762, %794, %795, %796, %797, %755, %752, %798, %751, %754, %799, %800, %801, %802, %754, %762, %803, %762, %762, %804, %805, %806, %807) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "shli_i32"}> ({
    %699 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %700 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    %701 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %702 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %703 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %704 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %705 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %706 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %707 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %708 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %709 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %710 = "arith.shli"(%709, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %711 = "arith.shli"(%709, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %712 = "arith.shli"(%709, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %713 = "arith.shli"(%709, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %714 = "arith.shli"(%709, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %715 = "arith.shli"(%708, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %716 = "arith.shli"(%708, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %717 = "arith.shli"(%708, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %718 = "arith.shli"(%708, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %719 = "arith.shli"(%708, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %720 = "arith.shli"(%707, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %721 = "arith.shli"(%707, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %722 = "arith.shli"(%707, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %723 = "arith.shli"(%707, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %724 = "arith.shli"(%707, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %725 = "arith.shli"(%706, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %726 = "arith.shli"(%706, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %727 = "arith.shli"(%706, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %728 = "arith.shli"(%706, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %729 = "arith.shli"(%706, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %730 = "arith.shli"(%705, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %731 = "arith.shli"(%705, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %732 = "arith.shli"(%705, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %733 = "arith.shli"(%705, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %734 = "arith.shli"(%705, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %735 = "arith.shli"(%704, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %736 = "arith.shli"(%704, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %737 = "arith.shli"(%704, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %738 = "arith.shli"(%704, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %739 = "arith.shli"(%704, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %740 = "arith.shli"(%703, %707) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %741 = "arith.shli"(%703, %706) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %742 = "arith.shli"(%703, %705) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %743 = "arith.shli"(%703, %704) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %744 = "arith.shli"(%703, %703) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%709, %709, %710, %711, %712, %713, %714, %708, %702, %715, %716, %717, %718, %719, %707, %701, %720, %721, %722, %723, %724, %706, %700, %725, %726, %727, %728, %729, %705, %699, %730, %731, %732, %733, %734, %704, %701, %735, %736, %737, %738, %739, %703, %709, %740, %741, %742, %743, %744) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "shli_index"}> ({
    %656 = "arith.constant"() <{value = 512 : index}> : () -> index
    %657 = "arith.constant"() <{value = 128 : index}> : () -> index
    %658 = "arith.constant"() <{value = 24 : index}> : () -> index
    %659 = "arith.constant"() <{value = 6 : index}> : () -> index
    %660 = "arith.constant"() <{value = -8 : index}> : () -> index
    %661 = "arith.constant"() <{value = -2 : index}> : () -> index
    %662 = "arith.constant"() <{value = 8 : index}> : () -> index
    %663 = "arith.constant"() <{value = 2 : index}> : () -> index
    %664 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %665 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %666 = "arith.constant"() <{value = 64 : index}> : () -> index
    %667 = "arith.constant"() <{value = 3 : index}> : () -> index
    %668 = "arith.constant"() <{value = -1 : index}> : () -> index
    %669 = "arith.constant"() <{value = 1 : index}> : () -> index
    %670 = "arith.constant"() <{value = 0 : index}> : () -> index
    %671 = "arith.shli"(%670, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %672 = "arith.shli"(%670, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %673 = "arith.shli"(%670, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %674 = "arith.shli"(%670, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %675 = "arith.shli"(%669, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %676 = "arith.shli"(%669, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %677 = "arith.shli"(%669, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %678 = "arith.shli"(%669, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %679 = "arith.shli"(%668, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %680 = "arith.shli"(%668, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %681 = "arith.shli"(%668, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %682 = "arith.shli"(%668, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %683 = "arith.shli"(%667, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %684 = "arith.shli"(%667, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %685 = "arith.shli"(%667, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %686 = "arith.shli"(%667, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %687 = "arith.shli"(%666, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %688 = "arith.shli"(%666, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %689 = "arith.shli"(%666, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %690 = "arith.shli"(%666, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %691 = "arith.shli"(%665, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %692 = "arith.shli"(%665, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %693 = "arith.shli"(%665, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %694 = "arith.shli"(%665, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %695 = "arith.shli"(%664, %668) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %696 = "arith.shli"(%664, %666) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %697 = "arith.shli"(%664, %665) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %698 = "arith.shli"(%664, %664) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%670, %670, %671, %670, %672, %673, %674, %669, %663, %675, %662, %676, %677, %678, %668, %661, %679, %660, %680, %681, %682, %667, %659, %683, %658, %684, %685, %686, %666, %657, %687, %656, %688, %689, %690, %665, %661, %691, %660, %692, %693, %694, %664, %670, %695, %670, %696, %697, %698) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "shli_i128"}> ({
    %617 = "arith.constant"() <{value = 256 : i128}> : () -> i128
    %618 = "arith.constant"() <{value = 254 : i128}> : () -> i128
    %619 = "arith.constant"() <{value = -2 : i128}> : () -> i128
    %620 = "arith.constant"() <{value = 2 : i128}> : () -> i128
    %621 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %622 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %623 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %624 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %625 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %626 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %627 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %628 = "arith.shli"(%627, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %629 = "arith.shli"(%627, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %630 = "arith.shli"(%627, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %631 = "arith.shli"(%627, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %632 = "arith.shli"(%626, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %633 = "arith.shli"(%626, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %634 = "arith.shli"(%626, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %635 = "arith.shli"(%626, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %636 = "arith.shli"(%625, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %637 = "arith.shli"(%625, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %638 = "arith.shli"(%625, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %639 = "arith.shli"(%625, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %640 = "arith.shli"(%624, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %641 = "arith.shli"(%624, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %642 = "arith.shli"(%624, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %643 = "arith.shli"(%624, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %644 = "arith.shli"(%623, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %645 = "arith.shli"(%623, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %646 = "arith.shli"(%623, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %647 = "arith.shli"(%623, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %648 = "arith.shli"(%622, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %649 = "arith.shli"(%622, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %650 = "arith.shli"(%622, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %651 = "arith.shli"(%622, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %652 = "arith.shli"(%621, %625) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %653 = "arith.shli"(%621, %623) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %654 = "arith.shli"(%621, %622) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    %655 = "arith.shli"(%621, %621) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
    "func.return"(%627, %627, %628, %627, %629, %630, %631, %626, %620, %632, %621, %633, %634, %635, %625, %619, %636, %621, %637, %638, %639, %624, %618, %640, %621, %641, %642, %643, %623, %617, %644, %627, %645, %646, %647, %622, %619, %648, %621, %649, %650, %651, %621, %627, %652, %627, %653, %654, %655) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "shrsi_i1"}> ({
    %613 = "arith.constant"() <{value = true}> : () -> i1
    %614 = "arith.constant"() <{value = false}> : () -> i1
    %615 = "arith.shrsi"(%614, %613) : (i1, i1) -> i1
    %616 = "arith.shrsi"(%613, %613) : (i1, i1) -> i1
    "func.return"(%614, %615, %613, %616) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "shrsi_i7"}> ({
    %575 = "arith.constant"() <{value = -32 : i7}> : () -> i7
    %576 = "arith.constant"() <{value = 31 : i7}> : () -> i7
    %577 = "arith.constant"() <{value = 3 : i7}> : () -> i7
    %578 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %579 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %580 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %581 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %582 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %583 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %584 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %585 = "arith.shrsi"(%584, %582) : (i7, i7) -> i7
    %586 = "arith.shrsi"(%584, %580) : (i7, i7) -> i7
    %587 = "arith.shrsi"(%584, %579) : (i7, i7) -> i7
    %588 = "arith.shrsi"(%584, %578) : (i7, i7) -> i7
    %589 = "arith.shrsi"(%583, %582) : (i7, i7) -> i7
    %590 = "arith.shrsi"(%583, %580) : (i7, i7) -> i7
    %591 = "arith.shrsi"(%583, %579) : (i7, i7) -> i7
    %592 = "arith.shrsi"(%583, %578) : (i7, i7) -> i7
    %593 = "arith.shrsi"(%582, %582) : (i7, i7) -> i7
    %594 = "arith.shrsi"(%582, %580) : (i7, i7) -> i7
    %595 = "arith.shrsi"(%582, %579) : (i7, i7) -> i7
    %596 = "arith.shrsi"(%582, %578) : (i7, i7) -> i7
    %597 = "arith.shrsi"(%581, %582) : (i7, i7) -> i7
    %598 = "arith.shrsi"(%581, %580) : (i7, i7) -> i7
    %599 = "arith.shrsi"(%581, %579) : (i7, i7) -> i7
    %600 = "arith.shrsi"(%581, %578) : (i7, i7) -> i7
    %601 = "arith.shrsi"(%580, %582) : (i7, i7) -> i7
    %602 = "arith.shrsi"(%580, %580) : (i7, i7) -> i7
    %603 = "arith.shrsi"(%580, %579) : (i7, i7) -> i7
    %604 = "arith.shrsi"(%580, %578) : (i7, i7) -> i7
    %605 = "arith.shrsi"(%579, %582) : (i7, i7) -> i7
    %606 = "arith.shrsi"(%579, %580) : (i7, i7) -> i7
    %607 = "arith.shrsi"(%579, %579) : (i7, i7) -> i7
    %608 = "arith.shrsi"(%579, %578) : (i7, i7) -> i7
    %609 = "arith.shrsi"(%578, %582) : (i7, i7) -> i7
    %610 = "arith.shrsi"(%578, %580) : (i7, i7) -> i7
    %611 = "arith.shrsi"(%578, %579) : (i7, i7) -> i7
    %612 = "arith.shrsi"(%578, %578) : (i7, i7) -> i7
    "func.return"(%584, %584, %585, %584, %586, %587, %588, %583, %584, %589, %584, %590, %591, %592, %582, %582, %593, %582, %594, %595, %596, %581, %577, %597, %584, %598, %599, %600, %580, %577, %601, %584, %602, %603, %604, %579, %576, %605, %584, %606, %607, %608, %578, %575, %609, %582, %610, %611, %612) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shrsi_i8"}> ({
    %513 = "arith.constant"() <{value = -32 : i8}> : () -> i8
    %514 = "arith.constant"() <{value = -64 : i8}> : () -> i8
    %515 = "arith.constant"() <{value = 31 : i8}> : () -> i8
    %516 = "arith.constant"() <{value = 63 : i8}> : () -> i8
    %517 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %518 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %519 = "arith.constant"() <{value = -4 : i8}> : () -> i8
    %520 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %521 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %522 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %523 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %524 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %525 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %526 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %527 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %528 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %529 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %530 = "arith.shrsi"(%529, %527) : (i8, i8) -> i8
    %531 = "arith.shrsi"(%529, %524) : (i8, i8) -> i8
    %532 = "arith.shrsi"(%529, %523) : (i8, i8) -> i8
    %533 = "arith.shrsi"(%529, %522) : (i8, i8) -> i8
    %534 = "arith.shrsi"(%529, %521) : (i8, i8) -> i8
    %535 = "arith.shrsi"(%528, %527) : (i8, i8) -> i8
    %536 = "arith.shrsi"(%528, %524) : (i8, i8) -> i8
    %537 = "arith.shrsi"(%528, %523) : (i8, i8) -> i8
    %538 = "arith.shrsi"(%528, %522) : (i8, i8) -> i8
    %539 = "arith.shrsi"(%528, %521) : (i8, i8) -> i8
    %540 = "arith.shrsi"(%527, %527) : (i8, i8) -> i8
    %541 = "arith.shrsi"(%527, %524) : (i8, i8) -> i8
    %542 = "arith.shrsi"(%527, %523) : (i8, i8) -> i8
    %543 = "arith.shrsi"(%527, %522) : (i8, i8) -> i8
    %544 = "arith.shrsi"(%527, %521) : (i8, i8) -> i8
    %545 = "arith.shrsi"(%526, %527) : (i8, i8) -> i8
    %546 = "arith.shrsi"(%526, %524) : (i8, i8) -> i8
    %547 = "arith.shrsi"(%526, %523) : (i8, i8) -> i8
    %548 = "arith.shrsi"(%526, %522) : (i8, i8) -> i8
    %549 = "arith.shrsi"(%526, %521) : (i8, i8) -> i8
    %550 = "arith.shrsi"(%525, %527) : (i8, i8) -> i8
    %551 = "arith.shrsi"(%525, %524) : (i8, i8) -> i8
    %552 = "arith.shrsi"(%525, %523) : (i8, i8) -> i8
    %553 = "arith.shrsi"(%525, %522) : (i8, i8) -> i8
    %554 = "arith.shrsi"(%525, %521) : (i8, i8) -> i8
    %555 = "arith.shrsi"(%524, %527) : (i8, i8) -> i8
    %556 = "arith.shrsi"(%524, %524) : (i8, i8) -> i8
    %557 = "arith.shrsi"(%524, %523) : (i8, i8) -> i8
    %558 = "arith.shrsi"(%524, %522) : (i8, i8) -> i8
    %559 = "arith.shrsi"(%524, %521) : (i8, i8) -> i8
    %560 = "arith.shrsi"(%523, %527) : (i8, i8) -> i8
    %561 = "arith.shrsi"(%523, %524) : (i8, i8) -> i8
    %562 = "arith.shrsi"(%523, %523) : (i8, i8) -> i8
    %563 = "arith.shrsi"(%523, %522) : (i8, i8) -> i8
    %564 = "arith.shrsi"(%523, %521) : (i8, i8) -> i8
    %565 = "arith.shrsi"(%522, %527) : (i8, i8) -> i8
    %566 = "arith.shrsi"(%522, %524) : (i8, i8) -> i8
    %567 = "arith.shrsi"(%522, %523) : (i8, i8) -> i8
    %568 = "arith.shrsi"(%522, %522) : (i8, i8) -> i8
    %569 = "arith.shrsi"(%522, %521) : (i8, i8) -> i8
    %570 = "arith.shrsi"(%521, %527) : (i8, i8) -> i8
    %571 = "arith.shrsi"(%521, %524) : (i8, i8) -> i8
    %572 = "arith.shrsi"(%521, %523) : (i8, i8) -> i8
    %573 = "arith.shrsi"(%521, %522) : (i8, i8) -> i8
    %574 = "arith.shrsi"(%521, %521) : (i8, i8) -> i8
    "func.return"(%529, %529, %530, %529, %529, %531, %532, %533, %534, %528, %529, %535, %529, %529, %536, %537, %538, %539, %527, %527, %540, %527, %527, %541, %542, %543, %544, %526, %528, %545, %529, %529, %546, %547, %548, %549, %525, %520, %550, %528, %529, %551, %552, %553, %554, %524, %519, %555, %518, %527, %556, %557, %558, %559, %523, %517, %560, %526, %529, %561, %562, %563, %564, %522, %516, %565, %515, %529, %566, %567, %568, %569, %521, %514, %570, %513, %527, %571, %572, %573, %574) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "shrsi_i32"}> ({
    %467 = "arith.constant"() <{value = -1073741824 : i32}> : () -> i32
    %468 = "arith.constant"() <{value = 1073741823 : i32}> : () -> i32
    %469 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %470 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %471 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %472 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %473 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %474 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %475 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %476 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %477 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %478 = "arith.shrsi"(%477, %475) : (i32, i32) -> i32
    %479 = "arith.shrsi"(%477, %474) : (i32, i32) -> i32
    %480 = "arith.shrsi"(%477, %473) : (i32, i32) -> i32
    %481 = "arith.shrsi"(%477, %472) : (i32, i32) -> i32
    %482 = "arith.shrsi"(%477, %471) : (i32, i32) -> i32
    %483 = "arith.shrsi"(%476, %475) : (i32, i32) -> i32
    %484 = "arith.shrsi"(%476, %474) : (i32, i32) -> i32
    %485 = "arith.shrsi"(%476, %473) : (i32, i32) -> i32
    %486 = "arith.shrsi"(%476, %472) : (i32, i32) -> i32
    %487 = "arith.shrsi"(%476, %471) : (i32, i32) -> i32
    %488 = "arith.shrsi"(%475, %475) : (i32, i32) -> i32
    %489 = "arith.shrsi"(%475, %474) : (i32, i32) -> i32
    %490 = "arith.shrsi"(%475, %473) : (i32, i32) -> i32
    %491 = "arith.shrsi"(%475, %472) : (i32, i32) -> i32
    %492 = "arith.shrsi"(%475, %471) : (i32, i32) -> i32
    %493 = "arith.shrsi"(%474, %475) : (i32, i32) -> i32
    %494 = "arith.shrsi"(%474, %474) : (i32, i32) -> i32
    %495 = "arith.shrsi"(%474, %473) : (i32, i32) -> i32
    %496 = "arith.shrsi"(%474, %472) : (i32, i32) -> i32
    %497 = "arith.shrsi"(%474, %471) : (i32, i32) -> i32
    %498 = "arith.shrsi"(%473, %475) : (i32, i32) -> i32
    %499 = "arith.shrsi"(%473, %474) : (i32, i32) -> i32
    %500 = "arith.shrsi"(%473, %473) : (i32, i32) -> i32
    %501 = "arith.shrsi"(%473, %472) : (i32, i32) -> i32
    %502 = "arith.shrsi"(%473, %471) : (i32, i32) -> i32
    %503 = "arith.shrsi"(%472, %475) : (i32, i32) -> i32
    %504 = "arith.shrsi"(%472, %474) : (i32, i32) -> i32
    %505 = "arith.shrsi"(%472, %473) : (i32, i32) -> i32
    %506 = "arith.shrsi"(%472, %472) : (i32, i32) -> i32
    %507 = "arith.shrsi"(%472, %471) : (i32, i32) -> i32
    %508 = "arith.shrsi"(%471, %475) : (i32, i32) -> i32
    %509 = "arith.shrsi"(%471, %474) : (i32, i32) -> i32
    %510 = "arith.shrsi"(%471, %473) : (i32, i32) -> i32
    %511 = "arith.shrsi"(%471, %472) : (i32, i32) -> i32
    %512 = "arith.shrsi"(%471, %471) : (i32, i32) -> i32
    "func.return"(%477, %477, %478, %479, %480, %481, %482, %476, %477, %483, %484, %485, %486, %487, %475, %475, %488, %489, %490, %491, %492, %474, %470, %493, %494, %495, %496, %497, %473, %469, %498, %499, %500, %501, %502, %472, %468, %503, %504, %505, %506, %507, %471, %467, %508, %509, %510, %511, %512) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "shrsi_index"}> ({
    %426 = "arith.constant"() <{value = -1152921504606846976 : index}> : () -> index
    %427 = "arith.constant"() <{value = -4611686018427387904 : index}> : () -> index
    %428 = "arith.constant"() <{value = 1152921504606846975 : index}> : () -> index
    %429 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %430 = "arith.constant"() <{value = 8 : index}> : () -> index
    %431 = "arith.constant"() <{value = 32 : index}> : () -> index
    %432 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %433 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %434 = "arith.constant"() <{value = 64 : index}> : () -> index
    %435 = "arith.constant"() <{value = 3 : index}> : () -> index
    %436 = "arith.constant"() <{value = -1 : index}> : () -> index
    %437 = "arith.constant"() <{value = 1 : index}> : () -> index
    %438 = "arith.constant"() <{value = 0 : index}> : () -> index
    %439 = "arith.shrsi"(%438, %436) : (index, index) -> index
    %440 = "arith.shrsi"(%438, %434) : (index, index) -> index
    %441 = "arith.shrsi"(%438, %433) : (index, index) -> index
    %442 = "arith.shrsi"(%438, %432) : (index, index) -> index
    %443 = "arith.shrsi"(%437, %436) : (index, index) -> index
    %444 = "arith.shrsi"(%437, %434) : (index, index) -> index
    %445 = "arith.shrsi"(%437, %433) : (index, index) -> index
    %446 = "arith.shrsi"(%437, %432) : (index, index) -> index
    %447 = "arith.shrsi"(%436, %436) : (index, index) -> index
    %448 = "arith.shrsi"(%436, %434) : (index, index) -> index
    %449 = "arith.shrsi"(%436, %433) : (index, index) -> index
    %450 = "arith.shrsi"(%436, %432) : (index, index) -> index
    %451 = "arith.shrsi"(%435, %436) : (index, index) -> index
    %452 = "arith.shrsi"(%435, %434) : (index, index) -> index
    %453 = "arith.shrsi"(%435, %433) : (index, index) -> index
    %454 = "arith.shrsi"(%435, %432) : (index, index) -> index
    %455 = "arith.shrsi"(%434, %436) : (index, index) -> index
    %456 = "arith.shrsi"(%434, %434) : (index, index) -> index
    %457 = "arith.shrsi"(%434, %433) : (index, index) -> index
    %458 = "arith.shrsi"(%434, %432) : (index, index) -> index
    %459 = "arith.shrsi"(%433, %436) : (index, index) -> index
    %460 = "arith.shrsi"(%433, %434) : (index, index) -> index
    %461 = "arith.shrsi"(%433, %433) : (index, index) -> index
    %462 = "arith.shrsi"(%433, %432) : (index, index) -> index
    %463 = "arith.shrsi"(%432, %436) : (index, index) -> index
    %464 = "arith.shrsi"(%432, %434) : (index, index) -> index
    %465 = "arith.shrsi"(%432, %433) : (index, index) -> index
    %466 = "arith.shrsi"(%432, %432) : (index, index) -> index
    "func.return"(%438, %438, %439, %438, %440, %441, %442, %437, %438, %443, %438, %444, %445, %446, %436, %436, %447, %436, %448, %449, %450, %435, %437, %451, %438, %452, %453, %454, %434, %431, %455, %430, %456, %457, %458, %433, %429, %459, %428, %460, %461, %462, %432, %427, %463, %426, %464, %465, %466) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "shrsi_i128"}> ({
    %387 = "arith.constant"() <{value = -85070591730234615865843651857942052864 : i128}> : () -> i128
    %388 = "arith.constant"() <{value = 85070591730234615865843651857942052863 : i128}> : () -> i128
    %389 = "arith.constant"() <{value = 64 : i128}> : () -> i128
    %390 = "arith.constant"() <{value = 63 : i128}> : () -> i128
    %391 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %392 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %393 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %394 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %395 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %396 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %397 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %398 = "arith.shrsi"(%397, %395) : (i128, i128) -> i128
    %399 = "arith.shrsi"(%397, %393) : (i128, i128) -> i128
    %400 = "arith.shrsi"(%397, %392) : (i128, i128) -> i128
    %401 = "arith.shrsi"(%397, %391) : (i128, i128) -> i128
    %402 = "arith.shrsi"(%396, %395) : (i128, i128) -> i128
    %403 = "arith.shrsi"(%396, %393) : (i128, i128) -> i128
    %404 = "arith.shrsi"(%396, %392) : (i128, i128) -> i128
    %405 = "arith.shrsi"(%396, %391) : (i128, i128) -> i128
    %406 = "arith.shrsi"(%395, %395) : (i128, i128) -> i128
    %407 = "arith.shrsi"(%395, %393) : (i128, i128) -> i128
    %408 = "arith.shrsi"(%395, %392) : (i128, i128) -> i128
    %409 = "arith.shrsi"(%395, %391) : (i128, i128) -> i128
    %410 = "arith.shrsi"(%394, %395) : (i128, i128) -> i128
    %411 = "arith.shrsi"(%394, %393) : (i128, i128) -> i128
    %412 = "arith.shrsi"(%394, %392) : (i128, i128) -> i128
    %413 = "arith.shrsi"(%394, %391) : (i128, i128) -> i128
    %414 = "arith.shrsi"(%393, %395) : (i128, i128) -> i128
    %415 = "arith.shrsi"(%393, %393) : (i128, i128) -> i128
    %416 = "arith.shrsi"(%393, %392) : (i128, i128) -> i128
    %417 = "arith.shrsi"(%393, %391) : (i128, i128) -> i128
    %418 = "arith.shrsi"(%392, %395) : (i128, i128) -> i128
    %419 = "arith.shrsi"(%392, %393) : (i128, i128) -> i128
    %420 = "arith.shrsi"(%392, %392) : (i128, i128) -> i128
    %421 = "arith.shrsi"(%392, %391) : (i128, i128) -> i128
    %422 = "arith.shrsi"(%391, %395) : (i128, i128) -> i128
    %423 = "arith.shrsi"(%391, %393) : (i128, i128) -> i128
    %424 = "arith.shrsi"(%391, %392) : (i128, i128) -> i128
    %425 = "arith.shrsi"(%391, %391) : (i128, i128) -> i128
    "func.return"(%397, %397, %398, %397, %399, %400, %401, %396, %397, %402, %397, %403, %404, %405, %395, %395, %406, %395, %407, %408, %409, %394, %390, %410, %397, %411, %412, %413, %393, %389, %414, %397, %415, %416, %417, %392, %388, %418, %397, %419, %420, %421, %391, %387, %422, %395, %423, %424, %425) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "shrui_i1"}> ({
    %383 = "arith.constant"() <{value = true}> : () -> i1
    %384 = "arith.constant"() <{value = false}> : () -> i1
    %385 = "arith.shrui"(%384, %383) : (i1, i1) -> i1
    %386 = "arith.shrui"(%383, %383) : (i1, i1) -> i1
    "func.return"(%384, %385, %383, %386) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "shrui_i7"}> ({
    %345 = "arith.constant"() <{value = 32 : i7}> : () -> i7
    %346 = "arith.constant"() <{value = 31 : i7}> : () -> i7
    %347 = "arith.constant"() <{value = 3 : i7}> : () -> i7
    %348 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %349 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %350 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %351 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %352 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %353 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %354 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    %355 = "arith.shrui"(%354, %352) : (i7, i7) -> i7
    %356 = "arith.shrui"(%354, %350) : (i7, i7) -> i7
    %357 = "arith.shrui"(%354, %349) : (i7, i7) -> i7
    %358 = "arith.shrui"(%354, %348) : (i7, i7) -> i7
    %359 = "arith.shrui"(%353, %352) : (i7, i7) -> i7
    %360 = "arith.shrui"(%353, %350) : (i7, i7) -> i7
    %361 = "arith.shrui"(%353, %349) : (i7, i7) -> i7
    %362 = "arith.shrui"(%353, %348) : (i7, i7) -> i7
    %363 = "arith.shrui"(%352, %352) : (i7, i7) -> i7
    %364 = "arith.shrui"(%352, %350) : (i7, i7) -> i7
    %365 = "arith.shrui"(%352, %349) : (i7, i7) -> i7
    %366 = "arith.shrui"(%352, %348) : (i7, i7) -> i7
    %367 = "arith.shrui"(%351, %352) : (i7, i7) -> i7
    %368 = "arith.shrui"(%351, %350) : (i7, i7) -> i7
    %369 = "arith.shrui"(%351, %349) : (i7, i7) -> i7
    %370 = "arith.shrui"(%351, %348) : (i7, i7) -> i7
    %371 = "arith.shrui"(%350, %352) : (i7, i7) -> i7
    %372 = "arith.shrui"(%350, %350) : (i7, i7) -> i7
    %373 = "arith.shrui"(%350, %349) : (i7, i7) -> i7
    %374 = "arith.shrui"(%350, %348) : (i7, i7) -> i7
    %375 = "arith.shrui"(%349, %352) : (i7, i7) -> i7
    %376 = "arith.shrui"(%349, %350) : (i7, i7) -> i7
    %377 = "arith.shrui"(%349, %349) : (i7, i7) -> i7
    %378 = "arith.shrui"(%349, %348) : (i7, i7) -> i7
    %379 = "arith.shrui"(%348, %352) : (i7, i7) -> i7
    %380 = "arith.shrui"(%348, %350) : (i7, i7) -> i7
    %381 = "arith.shrui"(%348, %349) : (i7, i7) -> i7
    %382 = "arith.shrui"(%348, %348) : (i7, i7) -> i7
    "func.return"(%354, %354, %355, %354, %356, %357, %358, %353, %354, %359, %354, %360, %361, %362, %352, %349, %363, %353, %364, %365, %366, %351, %347, %367, %354, %368, %369, %370, %350, %347, %371, %354, %372, %373, %374, %349, %346, %375, %354, %376, %377, %378, %348, %345, %379, %353, %380, %381, %382) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shrui_i8"}> ({
    %283 = "arith.constant"() <{value = 32 : i8}> : () -> i8
    %284 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %285 = "arith.constant"() <{value = 31 : i8}> : () -> i8
    %286 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %287 = "arith.constant"() <{value = 62 : i8}> : () -> i8
    %288 = "arith.constant"() <{value = 124 : i8}> : () -> i8
    %289 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %290 = "arith.constant"() <{value = 63 : i8}> : () -> i8
    %291 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %292 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %293 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %294 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %295 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %296 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %297 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %298 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %299 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %300 = "arith.shrui"(%299, %297) : (i8, i8) -> i8
    %301 = "arith.shrui"(%299, %294) : (i8, i8) -> i8
    %302 = "arith.shrui"(%299, %293) : (i8, i8) -> i8
    %303 = "arith.shrui"(%299, %292) : (i8, i8) -> i8
    %304 = "arith.shrui"(%299, %291) : (i8, i8) -> i8
    %305 = "arith.shrui"(%298, %297) : (i8, i8) -> i8
    %306 = "arith.shrui"(%298, %294) : (i8, i8) -> i8
    %307 = "arith.shrui"(%298, %293) : (i8, i8) -> i8
    %308 = "arith.shrui"(%298, %292) : (i8, i8) -> i8
    %309 = "arith.shrui"(%298, %291) : (i8, i8) -> i8
    %310 = "arith.shrui"(%297, %297) : (i8, i8) -> i8
    %311 = "arith.shrui"(%297, %294) : (i8, i8) -> i8
    %312 = "arith.shrui"(%297, %293) : (i8, i8) -> i8
    %313 = "arith.shrui"(%297, %292) : (i8, i8) -> i8
    %314 = "arith.shrui"(%297, %291) : (i8, i8) -> i8
    %315 = "arith.shrui"(%296, %297) : (i8, i8) -> i8
    %316 = "arith.shrui"(%296, %294) : (i8, i8) -> i8
    %317 = "arith.shrui"(%296, %293) : (i8, i8) -> i8
    %318 = "arith.shrui"(%296, %292) : (i8, i8) -> i8
    %319 = "arith.shrui"(%296, %291) : (i8, i8) -> i8
    %320 = "arith.shrui"(%295, %297) : (i8, i8) -> i8
    %321 = "arith.shrui"(%295, %294) : (i8, i8) -> i8
    %322 = "arith.shrui"(%295, %293) : (i8, i8) -> i8
    %323 = "arith.shrui"(%295, %292) : (i8, i8) -> i8
    %324 = "arith.shrui"(%295, %291) : (i8, i8) -> i8
    %325 = "arith.shrui"(%294, %297) : (i8, i8) -> i8
    %326 = "arith.shrui"(%294, %294) : (i8, i8) -> i8
    %327 = "arith.shrui"(%294, %293) : (i8, i8) -> i8
    %328 = "arith.shrui"(%294, %292) : (i8, i8) -> i8
    %329 = "arith.shrui"(%294, %291) : (i8, i8) -> i8
    %330 = "arith.shrui"(%293, %297) : (i8, i8) -> i8
    %331 = "arith.shrui"(%293, %294) : (i8, i8) -> i8
    %332 = "arith.shrui"(%293, %293) : (i8, i8) -> i8
    %333 = "arith.shrui"(%293, %292) : (i8, i8) -> i8
    %334 = "arith.shrui"(%293, %291) : (i8, i8) -> i8
    %335 = "arith.shrui"(%292, %297) : (i8, i8) -> i8
    %336 = "arith.shrui"(%292, %294) : (i8, i8) -> i8
    %337 = "arith.shrui"(%292, %293) : (i8, i8) -> i8
    %338 = "arith.shrui"(%292, %292) : (i8, i8) -> i8
    %339 = "arith.shrui"(%292, %291) : (i8, i8) -> i8
    %340 = "arith.shrui"(%291, %297) : (i8, i8) -> i8
    %341 = "arith.shrui"(%291, %294) : (i8, i8) -> i8
    %342 = "arith.shrui"(%291, %293) : (i8, i8) -> i8
    %343 = "arith.shrui"(%291, %292) : (i8, i8) -> i8
    %344 = "arith.shrui"(%291, %291) : (i8, i8) -> i8
    "func.return"(%299, %299, %300, %299, %299, %301, %302, %303, %304, %298, %299, %305, %299, %299, %306, %307, %308, %309, %297, %292, %310, %290, %298, %311, %312, %313, %314, %296, %298, %315, %299, %299, %316, %317, %318, %319, %295, %289, %320, %298, %299, %321, %322, %323, %324, %294, %288, %325, %287, %298, %326, %327, %328, %329, %293, %286, %330, %296, %299, %331, %332, %333, %334, %292, %290, %335, %285, %299, %336, %337, %338, %339, %291, %284, %340, %283, %298, %341, %342, %343, %344) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "shrui_i32"}> ({
    %237 = "arith.constant"() <{value = 1073741824 : i32}> : () -> i32
    %238 = "arith.constant"() <{value = 1073741823 : i32}> : () -> i32
    %239 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %240 = "arith.constant"() <{value = 2147483645 : i32}> : () -> i32
    %241 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %242 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %243 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %244 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %245 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %246 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %247 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %248 = "arith.shrui"(%247, %245) : (i32, i32) -> i32
    %249 = "arith.shrui"(%247, %244) : (i32, i32) -> i32
    %250 = "arith.shrui"(%247, %243) : (i32, i32) -> i32
    %251 = "arith.shrui"(%247, %242) : (i32, i32) -> i32
    %252 = "arith.shrui"(%247, %241) : (i32, i32) -> i32
    %253 = "arith.shrui"(%246, %245) : (i32, i32) -> i32
    %254 = "arith.shrui"(%246, %244) : (i32, i32) -> i32
    %255 = "arith.shrui"(%246, %243) : (i32, i32) -> i32
    %256 = "arith.shrui"(%246, %242) : (i32, i32) -> i32
    %257 = "arith.shrui"(%246, %241) : (i32, i32) -> i32
    %258 = "arith.shrui"(%245, %245) : (i32, i32) -> i32
    %259 = "arith.shrui"(%245, %244) : (i32, i32) -> i32
    %260 = "arith.shrui"(%245, %243) : (i32, i32) -> i32
    %261 = "arith.shrui"(%245, %242) : (i32, i32) -> i32
    %262 = "arith.shrui"(%245, %241) : (i32, i32) -> i32
    %263 = "arith.shrui"(%244, %245) : (i32, i32) -> i32
    %264 = "arith.shrui"(%244, %244) : (i32, i32) -> i32
    %265 = "arith.shrui"(%244, %243) : (i32, i32) -> i32
    %266 = "arith.shrui"(%244, %242) : (i32, i32) -> i32
    %267 = "arith.shrui"(%244, %241) : (i32, i32) -> i32
    %268 = "arith.shrui"(%243, %245) : (i32, i32) -> i32
    %269 = "arith.shrui"(%243, %244) : (i32, i32) -> i32
    %270 = "arith.shrui"(%243, %243) : (i32, i32) -> i32
    %271 = "arith.shrui"(%243, %242) : (i32, i32) -> i32
    %272 = "arith.shrui"(%243, %241) : (i32, i32) -> i32
    %273 = "arith.shrui"(%242, %245) : (i32, i32) -> i32
    %274 = "arith.shrui"(%242, %244) : (i32, i32) -> i32
    %275 = "arith.shrui"(%242, %243) : (i32, i32) -> i32
    %276 = "arith.shrui"(%242, %242) : (i32, i32) -> i32
    %277 = "arith.shrui"(%242, %241) : (i32, i32) -> i32
    %278 = "arith.shrui"(%241, %245) : (i32, i32) -> i32
    %279 = "arith.shrui"(%241, %244) : (i32, i32) -> i32
    %280 = "arith.shrui"(%241, %243) : (i32, i32) -> i32
    %281 = "arith.shrui"(%241, %242) : (i32, i32) -> i32
    %282 = "arith.shrui"(%241, %241) : (i32, i32) -> i32
    "func.return"(%247, %247, %248, %249, %250, %251, %252, %246, %247, %253, %254, %255, %256, %257, %245, %242, %258, %259, %260, %261, %262, %244, %240, %263, %264, %265, %266, %267, %243, %239, %268, %269, %270, %271, %272, %242, %238, %273, %274, %275, %276, %277, %241, %237, %278, %279, %280, %281, %282) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "shrui_index"}> ({
    %195 = "arith.constant"() <{value = 1152921504606846976 : index}> : () -> index
    %196 = "arith.constant"() <{value = 4611686018427387904 : index}> : () -> index
    %197 = "arith.constant"() <{value = 1152921504606846975 : index}> : () -> index
    %198 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %199 = "arith.constant"() <{value = 8 : index}> : () -> index
    %200 = "arith.constant"() <{value = 32 : index}> : () -> index
    %201 = "arith.constant"() <{value = 2305843009213693951 : index}> : () -> index
    %202 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %203 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %204 = "arith.constant"() <{value = 64 : index}> : () -> index
    %205 = "arith.constant"() <{value = 3 : index}> : () -> index
    %206 = "arith.constant"() <{value = -1 : index}> : () -> index
    %207 = "arith.constant"() <{value = 1 : index}> : () -> index
    %208 = "arith.constant"() <{value = 0 : index}> : () -> index
    %209 = "arith.shrui"(%208, %206) : (index, index) -> index
    %210 = "arith.shrui"(%208, %204) : (index, index) -> index
    %211 = "arith.shrui"(%208, %203) : (index, index) -> index
    %212 = "arith.shrui"(%208, %202) : (index, index) -> index
    %213 = "arith.shrui"(%207, %206) : (index, index) -> index
    %214 = "arith.shrui"(%207, %204) : (index, index) -> index
    %215 = "arith.shrui"(%207, %203) : (index, index) -> index
    %216 = "arith.shrui"(%207, %202) : (index, index) -> index
    %217 = "arith.shrui"(%206, %206) : (index, index) -> index
    %218 = "arith.shrui"(%206, %204) : (index, index) -> index
    %219 = "arith.shrui"(%206, %203) : (index, index) -> index
    %220 = "arith.shrui"(%206, %202) : (index, index) -> index
    %221 = "arith.shrui"(%205, %206) : (index, index) -> index
    %222 = "arith.shrui"(%205, %204) : (index, index) -> index
    %223 = "arith.shrui"(%205, %203) : (index, index) -> index
    %224 = "arith.shrui"(%205, %202) : (index, index) -> index
    %225 = "arith.shrui"(%204, %206) : (index, index) -> index
    %226 = "arith.shrui"(%204, %204) : (index, index) -> index
    %227 = "arith.shrui"(%204, %203) : (index, index) -> index
    %228 = "arith.shrui"(%204, %202) : (index, index) -> index
    %229 = "arith.shrui"(%203, %206) : (index, index) -> index
    %230 = "arith.shrui"(%203, %204) : (index, index) -> index
    %231 = "arith.shrui"(%203, %203) : (index, index) -> index
    %232 = "arith.shrui"(%203, %202) : (index, index) -> index
    %233 = "arith.shrui"(%202, %206) : (index, index) -> index
    %234 = "arith.shrui"(%202, %204) : (index, index) -> index
    %235 = "arith.shrui"(%202, %203) : (index, index) -> index
    %236 = "arith.shrui"(%202, %202) : (index, index) -> index
    "func.return"(%208, %208, %209, %208, %210, %211, %212, %207, %208, %213, %208, %214, %215, %216, %206, %203, %217, %201, %218, %219, %220, %205, %207, %221, %208, %222, %223, %224, %204, %200, %225, %199, %226, %227, %228, %203, %198, %229, %197, %230, %231, %232, %202, %196, %233, %195, %234, %235, %236) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "shrui_i128"}> ({
    %156 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128
    %157 = "arith.constant"() <{value = 85070591730234615865843651857942052863 : i128}> : () -> i128
    %158 = "arith.constant"() <{value = 64 : i128}> : () -> i128
    %159 = "arith.constant"() <{value = 63 : i128}> : () -> i128
    %160 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %161 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %162 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %163 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %164 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %165 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %166 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %167 = "arith.shrui"(%166, %164) : (i128, i128) -> i128
    %168 = "arith.shrui"(%166, %162) : (i128, i128) -> i128
    %169 = "arith.shrui"(%166, %161) : (i128, i128) -> i128
    %170 = "arith.shrui"(%166, %160) : (i128, i128) -> i128
    %171 = "arith.shrui"(%165, %164) : (i128, i128) -> i128
    %172 = "arith.shrui"(%165, %162) : (i128, i128) -> i128
    %173 = "arith.shrui"(%165, %161) : (i128, i128) -> i128
    %174 = "arith.shrui"(%165, %160) : (i128, i128) -> i128
    %175 = "arith.shrui"(%164, %164) : (i128, i128) -> i128
    %176 = "arith.shrui"(%164, %162) : (i128, i128) -> i128
    %177 = "arith.shrui"(%164, %161) : (i128, i128) -> i128
    %178 = "arith.shrui"(%164, %160) : (i128, i128) -> i128
    %179 = "arith.shrui"(%163, %164) : (i128, i128) -> i128
    %180 = "arith.shrui"(%163, %162) : (i128, i128) -> i128
    %181 = "arith.shrui"(%163, %161) : (i128, i128) -> i128
    %182 = "arith.shrui"(%163, %160) : (i128, i128) -> i128
    %183 = "arith.shrui"(%162, %164) : (i128, i128) -> i128
    %184 = "arith.shrui"(%162, %162) : (i128, i128) -> i128
    %185 = "arith.shrui"(%162, %161) : (i128, i128) -> i128
    %186 = "arith.shrui"(%162, %160) : (i128, i128) -> i128
    %187 = "arith.shrui"(%161, %164) : (i128, i128) -> i128
    %188 = "arith.shrui"(%161, %162) : (i128, i128) -> i128
    %189 = "arith.shrui"(%161, %161) : (i128, i128) -> i128
    %190 = "arith.shrui"(%161, %160) : (i128, i128) -> i128
    %191 = "arith.shrui"(%160, %164) : (i128, i128) -> i128
    %192 = "arith.shrui"(%160, %162) : (i128, i128) -> i128
    %193 = "arith.shrui"(%160, %161) : (i128, i128) -> i128
    %194 = "arith.shrui"(%160, %160) : (i128, i128) -> i128
    "func.return"(%166, %166, %167, %166, %168, %169, %170, %165, %166, %171, %166, %172, %173, %174, %164, %161, %175, %165, %176, %177, %178, %163, %159, %179, %166, %180, %181, %182, %162, %158, %183, %166, %184, %185, %186, %161, %157, %187, %166, %188, %189, %190, %160, %156, %191, %165, %192, %193, %194) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "maxsi_i1"}> ({
    %154 = "arith.constant"() <{value = true}> : () -> i1
    %155 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%155, %155, %155, %154) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "maxsi_i7"}> ({
    %147 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %148 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %149 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %150 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %151 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %152 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %153 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    "func.return"(%153, %152, %153, %150, %149, %148, %153, %152, %152, %152, %150, %149, %148, %152, %153, %152, %151, %150, %149, %148, %151, %150, %150, %150, %150, %149, %148, %150, %149, %149, %149, %149, %149, %148, %149, %148, %148, %148, %148, %148, %148, %148, %153, %152, %151, %150, %149, %148, %147) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "maxsi_i8"}> ({
    %138 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %139 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %140 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %141 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %142 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %143 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %144 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %145 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %146 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "func.return"(%146, %145, %146, %143, %142, %146, %140, %139, %146, %145, %145, %145, %143, %142, %145, %140, %139, %145, %146, %145, %144, %143, %142, %144, %140, %139, %144, %143, %143, %143, %143, %142, %143, %140, %139, %143, %142, %142, %142, %142, %142, %142, %140, %139, %142, %146, %145, %144, %143, %142, %141, %140, %139, %141, %140, %140, %140, %140, %140, %140, %140, %139, %140, %139, %139, %139, %139, %139, %139, %139, %139, %139, %146, %145, %144, %143, %142, %141, %140, %139, %138) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "maxsi_i32"}> ({
    %131 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %132 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %133 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %134 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %135 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %136 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %137 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%137, %136, %137, %137, %133, %132, %137, %136, %136, %136, %136, %133, %132, %136, %137, %136, %135, %135, %133, %132, %135, %137, %136, %135, %134, %133, %132, %134, %133, %133, %133, %133, %133, %132, %133, %132, %132, %132, %132, %132, %132, %132, %137, %136, %135, %134, %133, %132, %131) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "maxsi_index"}> ({
    %124 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %125 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %126 = "arith.constant"() <{value = 64 : index}> : () -> index
    %127 = "arith.constant"() <{value = 3 : index}> : () -> index
    %128 = "arith.constant"() <{value = -1 : index}> : () -> index
    %129 = "arith.constant"() <{value = 1 : index}> : () -> index
    %130 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%130, %129, %130, %127, %126, %125, %130, %129, %129, %129, %127, %126, %125, %129, %130, %129, %128, %127, %126, %125, %128, %127, %127, %127, %127, %126, %125, %127, %126, %126, %126, %126, %126, %125, %126, %125, %125, %125, %125, %125, %125, %125, %130, %129, %128, %127, %126, %125, %124) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "maxsi_i128"}> ({
    %117 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %118 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %119 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %120 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %121 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %122 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %123 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    "func.return"(%123, %122, %123, %120, %119, %118, %123, %122, %122, %122, %120, %119, %118, %122, %123, %122, %121, %120, %119, %118, %121, %120, %120, %120, %120, %119, %118, %120, %119, %119, %119, %119, %119, %118, %119, %118, %118, %118, %118, %118, %118, %118, %123, %122, %121, %120, %119, %118, %117) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "maxui_i1"}> ({
    %115 = "arith.constant"() <{value = true}> : () -> i1
    %116 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%116, %115, %115, %115) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "maxui_i7"}> ({
    %108 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %109 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %110 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %111 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %112 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %113 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %114 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    "func.return"(%114, %113, %112, %111, %110, %109, %108, %113, %113, %112, %111, %110, %109, %108, %112, %112, %112, %112, %112, %112, %112, %111, %111, %112, %111, %110, %109, %108, %110, %110, %112, %110, %110, %109, %108, %109, %109, %112, %109, %109, %109, %108, %108, %108, %112, %108, %108, %108, %108) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "maxui_i8"}> ({
    %99 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %100 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %101 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %102 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %103 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %104 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %105 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %106 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %107 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "func.return"(%107, %106, %105, %104, %103, %102, %101, %100, %99, %106, %106, %105, %104, %103, %102, %101, %100, %99, %105, %105, %105, %105, %105, %105, %105, %105, %105, %104, %104, %105, %104, %103, %102, %101, %100, %99, %103, %103, %105, %103, %103, %102, %101, %100, %99, %102, %102, %105, %102, %102, %102, %102, %102, %102, %101, %101, %105, %101, %101, %102, %101, %100, %99, %100, %100, %105, %100, %100, %102, %100, %100, %99, %99, %99, %105, %99, %99, %102, %99, %99, %99) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "maxui_i32"}> ({
    %92 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %93 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %94 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %95 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %96 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %97 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %98 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%98, %97, %96, %95, %94, %93, %92, %97, %97, %96, %95, %94, %93, %92, %96, %96, %96, %96, %96, %96, %96, %95, %95, %96, %95, %95, %95, %95, %94, %94, %96, %95, %94, %93, %92, %93, %93, %96, %95, %93, %93, %92, %92, %92, %96, %95, %92, %92, %92) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "maxui_index"}> ({
    %85 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %86 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %87 = "arith.constant"() <{value = 64 : index}> : () -> index
    %88 = "arith.constant"() <{value = 3 : index}> : () -> index
    %89 = "arith.constant"() <{value = -1 : index}> : () -> index
    %90 = "arith.constant"() <{value = 1 : index}> : () -> index
    %91 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%91, %90, %89, %88, %87, %86, %85, %90, %90, %89, %88, %87, %86, %85, %89, %89, %89, %89, %89, %89, %89, %88, %88, %89, %88, %87, %86, %85, %87, %87, %89, %87, %87, %86, %85, %86, %86, %89, %86, %86, %86, %85, %85, %85, %89, %85, %85, %85, %85) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "maxui_i128"}> ({
    %78 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %79 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %80 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %81 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %82 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %83 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %84 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    "func.return"(%84, %83, %82, %81, %80, %79, %78, %83, %83, %82, %81, %80, %79, %78, %82, %82, %82, %82, %82, %82, %82, %81, %81, %82, %81, %80, %79, %78, %80, %80, %82, %80, %80, %79, %78, %79, %79, %82, %79, %79, %79, %78, %78, %78, %82, %78, %78, %78, %78) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "minsi_i1"}> ({
    %76 = "arith.constant"() <{value = true}> : () -> i1
    %77 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%77, %76, %76, %76) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "minsi_i7"}> ({
    %69 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %70 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %71 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %72 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %73 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %74 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %75 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    "func.return"(%75, %75, %73, %75, %75, %75, %69, %75, %74, %73, %74, %74, %74, %69, %73, %73, %73, %73, %73, %73, %69, %75, %74, %73, %72, %72, %72, %69, %75, %74, %73, %72, %71, %71, %69, %75, %74, %73, %72, %71, %70, %69, %69, %69, %69, %69, %69, %69, %69) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "minsi_i8"}> ({
    %60 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %61 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %62 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %63 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %64 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %65 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %66 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %67 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %68 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "func.return"(%68, %68, %66, %68, %68, %63, %68, %68, %60, %68, %67, %66, %67, %67, %63, %67, %67, %60, %66, %66, %66, %66, %66, %63, %66, %66, %60, %68, %67, %66, %65, %65, %63, %65, %65, %60, %68, %67, %66, %65, %64, %63, %64, %64, %60, %63, %63, %63, %63, %63, %63, %63, %63, %60, %68, %67, %66, %65, %64, %63, %62, %62, %60, %68, %67, %66, %65, %64, %63, %62, %61, %60, %60, %60, %60, %60, %60, %60, %60, %60, %60) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "minsi_i32"}> ({
    %53 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %54 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %55 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %56 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %57 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %58 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %59 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%59, %59, %57, %56, %59, %59, %53, %59, %58, %57, %56, %58, %58, %53, %57, %57, %57, %56, %57, %57, %53, %56, %56, %56, %56, %56, %56, %53, %59, %58, %57, %56, %55, %55, %53, %59, %58, %57, %56, %55, %54, %53, %53, %53, %53, %53, %53, %53, %53) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "minsi_index"}> ({
    %46 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %47 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %48 = "arith.constant"() <{value = 64 : index}> : () -> index
    %49 = "arith.constant"() <{value = 3 : index}> : () -> index
    %50 = "arith.constant"() <{value = -1 : index}> : () -> index
    %51 = "arith.constant"() <{value = 1 : index}> : () -> index
    %52 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%52, %52, %50, %52, %52, %52, %46, %52, %51, %50, %51, %51, %51, %46, %50, %50, %50, %50, %50, %50, %46, %52, %51, %50, %49, %49, %49, %46, %52, %51, %50, %49, %48, %48, %46, %52, %51, %50, %49, %48, %47, %46, %46, %46, %46, %46, %46, %46, %46) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "minsi_i128"}> ({
    %39 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %40 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %41 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %42 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %43 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %44 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %45 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    "func.return"(%45, %45, %43, %45, %45, %45, %39, %45, %44, %43, %44, %44, %44, %39, %43, %43, %43, %43, %43, %43, %39, %45, %44, %43, %42, %42, %42, %39, %45, %44, %43, %42, %41, %41, %39, %45, %44, %43, %42, %41, %40, %39, %39, %39, %39, %39, %39, %39, %39) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1), sym_name = "minui_i1"}> ({
    %37 = "arith.constant"() <{value = true}> : () -> i1
    %38 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%38, %38, %38, %37) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7), sym_name = "minui_i7"}> ({
    %30 = "arith.constant"() <{value = -64 : i7}> : () -> i7
    %31 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %32 = "arith.constant"() <{value = 7 : i7}> : () -> i7
    %33 = "arith.constant"() <{value = 6 : i7}> : () -> i7
    %34 = "arith.constant"() <{value = -1 : i7}> : () -> i7
    %35 = "arith.constant"() <{value = 1 : i7}> : () -> i7
    %36 = "arith.constant"() <{value = 0 : i7}> : () -> i7
    "func.return"(%36, %36, %36, %36, %36, %36, %36, %36, %35, %35, %35, %35, %35, %35, %36, %35, %34, %33, %32, %31, %30, %36, %35, %33, %33, %33, %33, %33, %36, %35, %32, %33, %32, %32, %32, %36, %35, %31, %33, %32, %31, %31, %36, %35, %30, %33, %32, %31, %30) : (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "minui_i8"}> ({
    %21 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %22 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %23 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %24 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %25 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %26 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %27 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %28 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %29 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    "func.return"(%29, %29, %29, %29, %29, %29, %29, %29, %29, %29, %28, %28, %28, %28, %28, %28, %28, %28, %29, %28, %27, %26, %25, %24, %23, %22, %21, %29, %28, %26, %26, %26, %26, %26, %26, %26, %29, %28, %25, %26, %25, %25, %25, %25, %25, %29, %28, %24, %26, %25, %24, %23, %22, %21, %29, %28, %23, %26, %25, %23, %23, %23, %23, %29, %28, %22, %26, %25, %22, %23, %22, %22, %29, %28, %21, %26, %25, %21, %23, %22, %21) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "minui_i32"}> ({
    %14 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%20, %20, %20, %20, %20, %20, %20, %20, %19, %19, %19, %19, %19, %19, %20, %19, %18, %17, %16, %15, %14, %20, %19, %17, %17, %16, %15, %14, %20, %19, %16, %16, %16, %16, %16, %20, %19, %15, %15, %16, %15, %15, %20, %19, %14, %14, %16, %15, %14) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index), sym_name = "minui_index"}> ({
    %7 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %8 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %9 = "arith.constant"() <{value = 64 : index}> : () -> index
    %10 = "arith.constant"() <{value = 3 : index}> : () -> index
    %11 = "arith.constant"() <{value = -1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"(%13, %13, %13, %13, %13, %13, %13, %13, %12, %12, %12, %12, %12, %12, %13, %12, %11, %10, %9, %8, %7, %13, %12, %10, %10, %10, %10, %10, %13, %12, %9, %10, %9, %9, %9, %13, %12, %8, %10, %9, %8, %8, %13, %12, %7, %10, %9, %8, %7) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128), sym_name = "minui_i128"}> ({
    %0 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %2 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %3 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %4 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %5 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %6 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    "func.return"(%6, %6, %6, %6, %6, %6, %6, %6, %5, %5, %5, %5, %5, %5, %6, %5, %4, %3, %2, %1, %0, %6, %5, %3, %3, %3, %3, %3, %6, %5, %2, %3, %2, %2, %2, %6, %5, %1, %3, %2, %1, %1, %6, %5, %0, %3, %2, %1, %0) : (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
}) : () -> ()


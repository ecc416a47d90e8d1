"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i8), sym_name = "extsi_i1_i8"}> ({
    %956 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %957 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "func.return"(%956, %957) : (i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8), sym_name = "extui_i1_i8"}> ({
    %954 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %955 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "func.return"(%954, %955) : (i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "extsi_i1_i32"}> ({
    %952 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %953 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "func.return"(%952, %953) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "extui_i1_i32"}> ({
    %950 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %951 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%950, %951) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64), sym_name = "extsi_i1_i64"}> ({
    %948 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %949 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "func.return"(%948, %949) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64), sym_name = "extui_i1_i64"}> ({
    %946 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %947 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "func.return"(%946, %947) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "trunci_i8_i1"}> ({
    %944 = "arith.constant"() <{value = false}> : () -> i1
    %945 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%944, %945, %945, %944, %945, %945, %944, %945, %944) : (i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "extsi_i8_i32"}> ({
    %935 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %936 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %937 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %938 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %939 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %940 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %941 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %942 = "arith.constant"() <{value = 127 : i32}> : () -> i32
    %943 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    "func.return"(%935, %936, %937, %938, %939, %940, %941, %942, %943) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "extui_i8_i32"}> ({
    %926 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %927 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %928 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %929 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %930 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %931 = "arith.constant"() <{value = 249 : i32}> : () -> i32
    %932 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %933 = "arith.constant"() <{value = 127 : i32}> : () -> i32
    %934 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    "func.return"(%926, %927, %928, %929, %930, %931, %932, %933, %934) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "extsi_i8_i64"}> ({
    %917 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %918 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %919 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %920 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %921 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %922 = "arith.constant"() <{value = -7 : i64}> : () -> i64
    %923 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %924 = "arith.constant"() <{value = 127 : i64}> : () -> i64
    %925 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    "func.return"(%917, %918, %919, %920, %921, %922, %923, %924, %925) : (i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "extui_i8_i64"}> ({
    %908 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %909 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %910 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %911 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %912 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %913 = "arith.constant"() <{value = 249 : i64}> : () -> i64
    %914 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %915 = "arith.constant"() <{value = 127 : i64}> : () -> i64
    %916 = "arith.constant"() <{value = 128 : i64}> : () -> i64
    "func.return"(%908, %909, %910, %911, %912, %913, %914, %915, %916) : (i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1), sym_name = "trunci_i32_i1"}> ({
    %906 = "arith.constant"() <{value = false}> : () -> i1
    %907 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%906, %907, %907, %907, %906, %907, %906) : (i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "trunci_i32_i8"}> ({
    %901 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %902 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %903 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %904 = "arith.constant"() <{value = -5 : i8}> : () -> i8
    %905 = "arith.constant"() <{value = 32 : i8}> : () -> i8
    "func.return"(%901, %902, %903, %904, %905, %903, %901) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "extsi_i32_i64"}> ({
    %894 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %895 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %896 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %897 = "arith.constant"() <{value = -5 : i64}> : () -> i64
    %898 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %899 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
    %900 = "arith.constant"() <{value = -2147483648 : i64}> : () -> i64
    "func.return"(%894, %895, %896, %897, %898, %899, %900) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "extui_i32_i64"}> ({
    %887 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %888 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %889 = "arith.constant"() <{value = 4294967295 : i64}> : () -> i64
    %890 = "arith.constant"() <{value = 4294967291 : i64}> : () -> i64
    %891 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %892 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
    %893 = "arith.constant"() <{value = 2147483648 : i64}> : () -> i64
    "func.return"(%887, %888, %889, %890, %891, %892, %893) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1), sym_name = "trunci_i64_i1"}> ({
    %885 = "arith.constant"() <{value = false}> : () -> i1
    %886 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%885, %886, %886, %885, %885, %886) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8), sym_name = "trunci_i64_i8"}> ({
    %882 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %883 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %884 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "func.return"(%882, %883, %884, %882, %882, %884) : (i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32), sym_name = "trunci_i64_i32"}> ({
    %877 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %878 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %879 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %880 = "arith.constant"() <{value = -1294967296 : i32}> : () -> i32
    %881 = "arith.constant"() <{value = 1294967296 : i32}> : () -> i32
    "func.return"(%877, %878, %879, %880, %881, %879) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index), sym_name = "index_cast_i8_index"}> ({
    %868 = "arith.constant"() <{value = 0 : index}> : () -> index
    %869 = "arith.constant"() <{value = 1 : index}> : () -> index
    %870 = "arith.constant"() <{value = -1 : index}> : () -> index
    %871 = "arith.constant"() <{value = 2 : index}> : () -> index
    %872 = "arith.constant"() <{value = 7 : index}> : () -> index
    %873 = "arith.constant"() <{value = -7 : index}> : () -> index
    %874 = "arith.constant"() <{value = 8 : index}> : () -> index
    %875 = "arith.constant"() <{value = 127 : index}> : () -> index
    %876 = "arith.constant"() <{value = -128 : index}> : () -> index
    "func.return"(%868, %869, %870, %871, %872, %873, %874, %875, %876) : (index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "index_cast_index_i8"}> ({
    %863 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %864 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %865 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %866 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %867 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    "func.return"(%863, %864, %865, %866, %867, %865, %863) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_cast_i32_index"}> ({
    %856 = "arith.constant"() <{value = 0 : index}> : () -> index
    %857 = "arith.constant"() <{value = 1 : index}> : () -> index
    %858 = "arith.constant"() <{value = -1 : index}> : () -> index
    %859 = "arith.constant"() <{value = -5 : index}> : () -> index
    %860 = "arith.constant"() <{value = 32 : index}> : () -> index
    %861 = "arith.constant"() <{value = 2147483647 : index}> : () -> index
    %862 = "arith.constant"() <{value = -2147483648 : index}> : () -> index
    "func.return"(%856, %857, %858, %859, %860, %861, %862) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "index_cast_index_i32"}> ({
    %851 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %852 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %853 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %854 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %855 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    "func.return"(%851, %852, %853, %854, %855, %853, %851) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "index_cast_i64_index"}> ({
    %845 = "arith.constant"() <{value = 0 : index}> : () -> index
    %846 = "arith.constant"() <{value = 1 : index}> : () -> index
    %847 = "arith.constant"() <{value = -1 : index}> : () -> index
    %848 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %849 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %850 = "arith.constant"() <{value = 4294967296 : index}> : () -> index
    "func.return"(%845, %846, %847, %848, %849, %850) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "index_cast_index_i64"}> ({
    %838 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %839 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %840 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %841 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %842 = "arith.constant"() <{value = 64 : i64}> : () -> i64
    %843 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %844 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    "func.return"(%838, %839, %840, %841, %842, %843, %844) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_cast_i128_index"}> ({
    %833 = "arith.constant"() <{value = 0 : index}> : () -> index
    %834 = "arith.constant"() <{value = 1 : index}> : () -> index
    %835 = "arith.constant"() <{value = -1 : index}> : () -> index
    %836 = "arith.constant"() <{value = 127 : index}> : () -> index
    %837 = "arith.constant"() <{value = 128 : index}> : () -> index
    "func.return"(%833, %834, %835, %836, %837, %835, %833) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128), sym_name = "index_cast_index_i128"}> ({
    %826 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %827 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %828 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %829 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    %830 = "arith.constant"() <{value = 64 : i128}> : () -> i128
    %831 = "arith.constant"() <{value = 9223372036854775807 : i128}> : () -> i128
    %832 = "arith.constant"() <{value = -9223372036854775808 : i128}> : () -> i128
    "func.return"(%826, %827, %828, %829, %830, %831, %832) : (i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index), sym_name = "index_castui_i8_index"}> ({
    %817 = "arith.constant"() <{value = 0 : index}> : () -> index
    %818 = "arith.constant"() <{value = 1 : index}> : () -> index
    %819 = "arith.constant"() <{value = 255 : index}> : () -> index
    %820 = "arith.constant"() <{value = 2 : index}> : () -> index
    %821 = "arith.constant"() <{value = 7 : index}> : () -> index
    %822 = "arith.constant"() <{value = 249 : index}> : () -> index
    %823 = "arith.constant"() <{value = 8 : index}> : () -> index
    %824 = "arith.constant"() <{value = 127 : index}> : () -> index
    %825 = "arith.constant"() <{value = 128 : index}> : () -> index
    "func.return"(%817, %818, %819, %820, %821, %822, %823, %824, %825) : (index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "index_castui_index_i8"}> ({
    %812 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %813 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %814 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %815 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %816 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    "func.return"(%812, %813, %814, %815, %816, %814, %812) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_castui_i32_index"}> ({
    %805 = "arith.constant"() <{value = 0 : index}> : () -> index
    %806 = "arith.constant"() <{value = 1 : index}> : () -> index
    %807 = "arith.constant"() <{value = 4294967295 : index}> : () -> index
    %808 = "arith.constant"() <{value = 4294967291 : index}> : () -> index
    %809 = "arith.constant"() <{value = 32 : index}> : () -> index
    %810 = "arith.constant"() <{value = 2147483647 : index}> : () -> index
    %811 = "arith.constant"() <{value = 2147483648 : index}> : () -> index
    "func.return"(%805, %806, %807, %808, %809, %810, %811) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "index_castui_index_i32"}> ({
    %800 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %801 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %802 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %803 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %804 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    "func.return"(%800, %801, %802, %803, %804, %802, %800) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "index_castui_i64_index"}> ({
    %794 = "arith.constant"() <{value = 0 : index}> : () -> index
    %795 = "arith.constant"() <{value = 1 : index}> : () -> index
    %796 = "arith.constant"() <{value = -1 : index}> : () -> index
    %797 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %798 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %799 = "arith.constant"() <{value = 4294967296 : index}> : () -> index
    "func.return"(%794, %795, %796, %797, %798, %799) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "index_castui_index_i64"}> ({
    %787 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %788 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %789 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %790 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %791 = "arith.constant"() <{value = 64 : i64}> : () -> i64
    %792 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %793 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    "func.return"(%787, %788, %789, %790, %791, %792, %793) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_castui_i128_index"}> ({
    %782 = "arith.constant"() <{value = 0 : index}> : () -> index
    %783 = "arith.constant"() <{value = 1 : index}> : () -> index
    %784 = "arith.constant"() <{value = -1 : index}> : () -> index
    %785 = "arith.constant"() <{value = 127 : index}> : () -> index
    %786 = "arith.constant"() <{value = 128 : index}> : () -> index
    "func.return"(%782, %783, %784, %785, %786, %784, %782) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128), sym_name = "index_castui_index_i128"}> ({
    %775 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %776 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %777 = "arith.constant"() <{value = 18446744073709551615 : i128}> : () -> i128
    %778 = "arith.constant"() <{value = 3 : i128}> : () -> i128
    %779 = "arith.constant"() <{value = 64 : i128}> : () -> i128
    %780 = "arith.constant"() <{value = 9223372036854775807 : i128}> : () -> i128
    %781 = "arith.constant"() <{value = 9223372036854775808 : i128}> : () -> i128
    "func.return"(%775, %776, %777, %778, %779, %780, %781) : (i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16), sym_name = "sitofp_i1_f16"}> ({
    %773 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %774 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    "func.return"(%773, %774) : (f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32), sym_name = "sitofp_i1_f32"}> ({
    %771 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %772 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    "func.return"(%771, %772) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64), sym_name = "sitofp_i1_f64"}> ({
    %769 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %770 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "func.return"(%769, %770) : (f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16), sym_name = "sitofp_i1_bf16"}> ({
    %767 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %768 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    "func.return"(%767, %768) : (bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "sitofp_i8_f16"}> ({
    %758 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %759 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %760 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %761 = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
    %762 = "arith.constant"() <{value = 7.000000e+00 : f16}> : () -> f16
    %763 = "arith.constant"() <{value = -7.000000e+00 : f16}> : () -> f16
    %764 = "arith.constant"() <{value = 8.000000e+00 : f16}> : () -> f16
    %765 = "arith.constant"() <{value = 1.270000e+02 : f16}> : () -> f16
    %766 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    "func.return"(%758, %759, %760, %761, %762, %763, %764, %765, %766) : (f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "sitofp_i8_f32"}> ({
    %749 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %750 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %751 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %752 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %753 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %754 = "arith.constant"() <{value = -7.000000e+00 : f32}> : () -> f32
    %755 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %756 = "arith.constant"() <{value = 1.270000e+02 : f32}> : () -> f32
    %757 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    "func.return"(%749, %750, %751, %752, %753, %754, %755, %756, %757) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "sitofp_i8_f64"}> ({
    %740 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %741 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %742 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %743 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %744 = "arith.constant"() <{value = 7.000000e+00 : f64}> : () -> f64
    %745 = "arith.constant"() <{value = -7.000000e+00 : f64}> : () -> f64
    %746 = "arith.constant"() <{value = 8.000000e+00 : f64}> : () -> f64
    %747 = "arith.constant"() <{value = 1.270000e+02 : f64}> : () -> f64
    %748 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    "func.return"(%740, %741, %742, %743, %744, %745, %746, %747, %748) : (f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "sitofp_i8_bf16"}> ({
    %731 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %732 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %733 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %734 = "arith.constant"() <{value = 2.000000e+00 : bf16}> : () -> bf16
    %735 = "arith.constant"() <{value = 7.000000e+00 : bf16}> : () -> bf16
    %736 = "arith.constant"() <{value = -7.000000e+00 : bf16}> : () -> bf16
    %737 = "arith.constant"() <{value = 8.000000e+00 : bf16}> : () -> bf16
    %738 = "arith.constant"() <{value = 1.270000e+02 : bf16}> : () -> bf16
    %739 = "arith.constant"() <{value = -1.280000e+02 : bf16}> : () -> bf16
    "func.return"(%731, %732, %733, %734, %735, %736, %737, %738, %739) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16), sym_name = "sitofp_i32_f16"}> ({
    %724 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %725 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %726 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %727 = "arith.constant"() <{value = -5.000000e+00 : f16}> : () -> f16
    %728 = "arith.constant"() <{value = 3.200000e+01 : f16}> : () -> f16
    %729 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %730 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
    "func.return"(%724, %725, %726, %727, %728, %729, %730) : (f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32), sym_name = "sitofp_i32_f32"}> ({
    %717 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %718 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %719 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %720 = "arith.constant"() <{value = -5.000000e+00 : f32}> : () -> f32
    %721 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %722 = "arith.constant"() <{value = 2.14748365E+9 : f32}> : () -> f32
    %723 = "arith.constant"() <{value = -2.14748365E+9 : f32}> : () -> f32
    "func.return"(%717, %718, %719, %720, %721, %722, %723) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64), sym_name = "sitofp_i32_f64"}> ({
    %710 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %711 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %712 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %713 = "arith.constant"() <{value = -5.000000e+00 : f64}> : () -> f64
    %714 = "arith.constant"() <{value = 3.200000e+01 : f64}> : () -> f64
    %715 = "arith.constant"() <{value = 0x41DFFFFFFFC00000 : f64}> : () -> f64
    %716 = "arith.constant"() <{value = 0xC1E0000000000000 : f64}> : () -> f64
    "func.return"(%710, %711, %712, %713, %714, %715, %716) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "sitofp_i32_bf16"}> ({
    %703 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %704 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %705 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %706 = "arith.constant"() <{value = -5.000000e+00 : bf16}> : () -> bf16
    %707 = "arith.constant"() <{value = 3.200000e+01 : bf16}> : () -> bf16
    %708 = "arith.constant"() <{value = 2.147480e+09 : bf16}> : () -> bf16
    %709 = "arith.constant"() <{value = -2.147480e+09 : bf16}> : () -> bf16
    "func.return"(%703, %704, %705, %706, %707, %708, %709) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16), sym_name = "sitofp_i64_f16"}> ({
    %698 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %699 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %700 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %701 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %702 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
    "func.return"(%698, %699, %700, %701, %702, %701) : (f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32), sym_name = "sitofp_i64_f32"}> ({
    %692 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %693 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %694 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %695 = "arith.constant"() <{value = 9.00719925E+15 : f32}> : () -> f32
    %696 = "arith.constant"() <{value = -9.22337203E+18 : f32}> : () -> f32
    %697 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    "func.return"(%692, %693, %694, %695, %696, %697) : (f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64), sym_name = "sitofp_i64_f64"}> ({
    %686 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %687 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %688 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %689 = "arith.constant"() <{value = 0x4340000000000000 : f64}> : () -> f64
    %690 = "arith.constant"() <{value = -9.2233720368547758E+18 : f64}> : () -> f64
    %691 = "arith.constant"() <{value = 0x4170000010000000 : f64}> : () -> f64
    "func.return"(%686, %687, %688, %689, %690, %691) : (f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "sitofp_i64_bf16"}> ({
    %680 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %681 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %682 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %683 = "arith.constant"() <{value = 9.007190e+15 : bf16}> : () -> bf16
    %684 = "arith.constant"() <{value = -9.223370e+18 : bf16}> : () -> bf16
    %685 = "arith.constant"() <{value = 1.677720e+07 : bf16}> : () -> bf16
    "func.return"(%680, %681, %682, %683, %684, %685) : (bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16), sym_name = "uitofp_i1_f16"}> ({
    %678 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %679 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    "func.return"(%678, %679) : (f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32), sym_name = "uitofp_i1_f32"}> ({
    %676 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %677 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%676, %677) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64), sym_name = "uitofp_i1_f64"}> ({
    %674 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %675 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "func.return"(%674, %675) : (f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16), sym_name = "uitofp_i1_bf16"}> ({
    %672 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %673 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    "func.return"(%672, %673) : (bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "uitofp_i8_f16"}> ({
    %663 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %664 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %665 = "arith.constant"() <{value = 2.550000e+02 : f16}> : () -> f16
    %666 = "arith.constant"() <{value = 2.000000e+00 : f16}> : () -> f16
    %667 = "arith.constant"() <{value = 7.000000e+00 : f16}> : () -> f16
    %668 = "arith.constant"() <{value = 2.490000e+02 : f16}> : () -> f16
    %669 = "arith.constant"() <{value = 8.000000e+00 : f16}> : () -> f16
    %670 = "arith.constant"() <{value = 1.270000e+02 : f16}> : () -> f16
    %671 = "arith.constant"() <{value = 1.280000e+02 : f16}> : () -> f16
    "func.return"(%663, %664, %665, %666, %667, %668, %669, %670, %671) : (f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "uitofp_i8_f32"}> ({
    %654 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %655 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %656 = "arith.constant"() <{value = 2.550000e+02 : f32}> : () -> f32
    %657 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %658 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %659 = "arith.constant"() <{value = 2.490000e+02 : f32}> : () -> f32
    %660 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %661 = "arith.constant"() <{value = 1.270000e+02 : f32}> : () -> f32
    %662 = "arith.constant"() <{value = 1.280000e+02 : f32}> : () -> f32
    "func.return"(%654, %655, %656, %657, %658, %659, %660, %661, %662) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "uitofp_i8_f64"}> ({
    %645 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %646 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %647 = "arith.constant"() <{value = 2.550000e+02 : f64}> : () -> f64
    %648 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %649 = "arith.constant"() <{value = 7.000000e+00 : f64}> : () -> f64
    %650 = "arith.constant"() <{value = 2.490000e+02 : f64}> : () -> f64
    %651 = "arith.constant"() <{value = 8.000000e+00 : f64}> : () -> f64
    %652 = "arith.constant"() <{value = 1.270000e+02 : f64}> : () -> f64
    %653 = "arith.constant"() <{value = 1.280000e+02 : f64}> : () -> f64
    "func.return"(%645, %646, %647, %648, %649, %650, %651, %652, %653) : (f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "uitofp_i8_bf16"}> ({
    %636 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %637 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %638 = "arith.constant"() <{value = 2.550000e+02 : bf16}> : () -> bf16
    %639 = "arith.constant"() <{value = 2.000000e+00 : bf16}> : () -> bf16
    %640 = "arith.constant"() <{value = 7.000000e+00 : bf16}> : () -> bf16
    %641 = "arith.constant"() <{value = 2.490000e+02 : bf16}> : () -> bf16
    %642 = "arith.constant"() <{value = 8.000000e+00 : bf16}> : () -> bf16
    %643 = "arith.constant"() <{value = 1.270000e+02 : bf16}> : () -> bf16
    %644 = "arith.constant"() <{value = 1.280000e+02 : bf16}> : () -> bf16
    "func.return"(%636, %637, %638, %639, %640, %641, %642, %643, %644) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16), sym_name = "uitofp_i32_f16"}> ({
    %632 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %633 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %634 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %635 = "arith.constant"() <{value = 3.200000e+01 : f16}> : () -> f16
    "func.return"(%632, %633, %634, %634, %635, %634, %634) : (f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32), sym_name = "uitofp_i32_f32"}> ({
    %627 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %628 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %629 = "arith.constant"() <{value = 4.2949673E+9 : f32}> : () -> f32
    %630 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %631 = "arith.constant"() <{value = 2.14748365E+9 : f32}> : () -> f32
    "func.return"(%627, %628, %629, %629, %630, %631, %631) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64), sym_name = "uitofp_i32_f64"}> ({
    %620 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %621 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %622 = "arith.constant"() <{value = 0x41EFFFFFFFE00000 : f64}> : () -> f64
    %623 = "arith.constant"() <{value = 0x41EFFFFFFF600000 : f64}> : () -> f64
    %624 = "arith.constant"() <{value = 3.200000e+01 : f64}> : () -> f64
    %625 = "arith.constant"() <{value = 0x41DFFFFFFFC00000 : f64}> : () -> f64
    %626 = "arith.constant"() <{value = 0x41E0000000000000 : f64}> : () -> f64
    "func.return"(%620, %621, %622, %623, %624, %625, %626) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "uitofp_i32_bf16"}> ({
    %615 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %616 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %617 = "arith.constant"() <{value = 4.294970e+09 : bf16}> : () -> bf16
    %618 = "arith.constant"() <{value = 3.200000e+01 : bf16}> : () -> bf16
    %619 = "arith.constant"() <{value = 2.147480e+09 : bf16}> : () -> bf16
    "func.return"(%615, %616, %617, %617, %618, %619, %619) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16), sym_name = "uitofp_i64_f16"}> ({
    %612 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %613 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %614 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    "func.return"(%612, %613, %614, %614, %614, %614) : (f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32), sym_name = "uitofp_i64_f32"}> ({
    %606 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %607 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %608 = "arith.constant"() <{value = 1.84467441E+19 : f32}> : () -> f32
    %609 = "arith.constant"() <{value = 9.00719925E+15 : f32}> : () -> f32
    %610 = "arith.constant"() <{value = 9.22337203E+18 : f32}> : () -> f32
    %611 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    "func.return"(%606, %607, %608, %609, %610, %611) : (f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64), sym_name = "uitofp_i64_f64"}> ({
    %600 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %601 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %602 = "arith.constant"() <{value = 1.8446744073709552E+19 : f64}> : () -> f64
    %603 = "arith.constant"() <{value = 0x4340000000000000 : f64}> : () -> f64
    %604 = "arith.constant"() <{value = 9.2233720368547758E+18 : f64}> : () -> f64
    %605 = "arith.constant"() <{value = 0x4170000010000000 : f64}> : () -> f64
    "func.return"(%600, %601, %602, %603, %604, %605) : (f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "uitofp_i64_bf16"}> ({
    %594 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %595 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %596 = "arith.constant"() <{value = 1.844670e+19 : bf16}> : () -> bf16
    %597 = "arith.constant"() <{value = 9.007190e+15 : bf16}> : () -> bf16
    %598 = "arith.constant"() <{value = 9.223370e+18 : bf16}> : () -> bf16
    %599 = "arith.constant"() <{value = 1.677720e+07 : bf16}> : () -> bf16
    "func.return"(%594, %595, %596, %597, %598, %599) : (bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptosi_f32_i1"}> ({
    %570 = "arith.constant"() <{value = true}> : () -> i1
    %571 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %572 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %573 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %574 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %575 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %576 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %577 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %578 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %579 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %580 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %581 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %582 = "arith.constant"() <{value = false}> : () -> i1
    %583 = "arith.fptosi"(%581) : (f32) -> i1
    %584 = "arith.fptosi"(%580) : (f32) -> i1
    %585 = "arith.fptosi"(%579) : (f32) -> i1
    %586 = "arith.fptosi"(%578) : (f32) -> i1
    %587 = "arith.fptosi"(%577) : (f32) -> i1
    %588 = "arith.fptosi"(%576) : (f32) -> i1
    %589 = "arith.fptosi"(%575) : (f32) -> i1
    %590 = "arith.fptosi"(%574) : (f32) -> i1
    %591 = "arith.fptosi"(%573) : (f32) -> i1
    %592 = "arith.fptosi"(%572) : (f32) -> i1
    %593 = "arith.fptosi"(%571) : (f32) -> i1
    "func.return"(%582, %582, %583, %570, %584, %585, %586, %587, %588, %582, %570, %589, %590, %591, %592, %593) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptosi_f32_i8"}> ({
    %548 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %549 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %550 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %551 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %552 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %553 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %554 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %555 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %556 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %557 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %558 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %559 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %560 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %561 = "arith.fptosi"(%557) : (f32) -> i8
    %562 = "arith.fptosi"(%556) : (f32) -> i8
    %563 = "arith.fptosi"(%555) : (f32) -> i8
    %564 = "arith.fptosi"(%554) : (f32) -> i8
    %565 = "arith.fptosi"(%553) : (f32) -> i8
    %566 = "arith.fptosi"(%552) : (f32) -> i8
    %567 = "arith.fptosi"(%551) : (f32) -> i8
    %568 = "arith.fptosi"(%550) : (f32) -> i8
    %569 = "arith.fptosi"(%549) : (f32) -> i8
    "func.return"(%558, %558, %559, %560, %561, %562, %563, %564, %565, %558, %560, %566, %548, %567, %568, %569) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptosi_f32_i32"}> ({
    %529 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %530 = "arith.constant"() <{value = -129 : i32}> : () -> i32
    %531 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    %532 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %533 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %534 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %535 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %536 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %537 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %538 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %539 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %540 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %541 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %542 = "arith.fptosi"(%538) : (f32) -> i32
    %543 = "arith.fptosi"(%537) : (f32) -> i32
    %544 = "arith.fptosi"(%536) : (f32) -> i32
    %545 = "arith.fptosi"(%535) : (f32) -> i32
    %546 = "arith.fptosi"(%534) : (f32) -> i32
    %547 = "arith.fptosi"(%533) : (f32) -> i32
    "func.return"(%539, %539, %540, %541, %542, %543, %544, %545, %546, %539, %541, %532, %531, %530, %529, %547) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptosi_f32_i64"}> ({
    %511 = "arith.constant"() <{value = 4000000000 : i64}> : () -> i64
    %512 = "arith.constant"() <{value = 256 : i64}> : () -> i64
    %513 = "arith.constant"() <{value = -129 : i64}> : () -> i64
    %514 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    %515 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %516 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %517 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %518 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %519 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %520 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %521 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %522 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %523 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %524 = "arith.fptosi"(%520) : (f32) -> i64
    %525 = "arith.fptosi"(%519) : (f32) -> i64
    %526 = "arith.fptosi"(%518) : (f32) -> i64
    %527 = "arith.fptosi"(%517) : (f32) -> i64
    %528 = "arith.fptosi"(%516) : (f32) -> i64
    "func.return"(%521, %521, %522, %523, %524, %525, %526, %527, %528, %521, %523, %515, %514, %513, %512, %511) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptosi_f64_i1"}> ({
    %489 = "arith.constant"() <{value = true}> : () -> i1
    %490 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %491 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %492 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %493 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %494 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %495 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %496 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %497 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %498 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %499 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %500 = "arith.constant"() <{value = false}> : () -> i1
    %501 = "arith.fptosi"(%499) : (f64) -> i1
    %502 = "arith.fptosi"(%498) : (f64) -> i1
    %503 = "arith.fptosi"(%497) : (f64) -> i1
    %504 = "arith.fptosi"(%496) : (f64) -> i1
    %505 = "arith.fptosi"(%495) : (f64) -> i1
    %506 = "arith.fptosi"(%494) : (f64) -> i1
    %507 = "arith.fptosi"(%493) : (f64) -> i1
    %508 = "arith.fptosi"(%492) : (f64) -> i1
    %509 = "arith.fptosi"(%491) : (f64) -> i1
    %510 = "arith.fptosi"(%490) : (f64) -> i1
    "func.return"(%500, %500, %501, %502, %500, %503, %504, %505, %489, %506, %507, %508, %509, %510) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptosi_f64_i8"}> ({
    %470 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %471 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %472 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %473 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %474 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %475 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %476 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %477 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %478 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %479 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %480 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %481 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %482 = "arith.fptosi"(%478) : (f64) -> i8
    %483 = "arith.fptosi"(%477) : (f64) -> i8
    %484 = "arith.fptosi"(%476) : (f64) -> i8
    %485 = "arith.fptosi"(%475) : (f64) -> i8
    %486 = "arith.fptosi"(%474) : (f64) -> i8
    %487 = "arith.fptosi"(%473) : (f64) -> i8
    %488 = "arith.fptosi"(%472) : (f64) -> i8
    "func.return"(%479, %479, %480, %481, %479, %482, %483, %484, %471, %485, %470, %486, %487, %488) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptosi_f64_i32"}> ({
    %454 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %455 = "arith.constant"() <{value = -129 : i32}> : () -> i32
    %456 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    %457 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %458 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %459 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %460 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %461 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %462 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %463 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %464 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %465 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %466 = "arith.fptosi"(%462) : (f64) -> i32
    %467 = "arith.fptosi"(%461) : (f64) -> i32
    %468 = "arith.fptosi"(%460) : (f64) -> i32
    %469 = "arith.fptosi"(%459) : (f64) -> i32
    "func.return"(%463, %463, %464, %465, %463, %466, %467, %468, %458, %457, %456, %455, %454, %469) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptosi_f64_i64"}> ({
    %439 = "arith.constant"() <{value = 4000000000 : i64}> : () -> i64
    %440 = "arith.constant"() <{value = 256 : i64}> : () -> i64
    %441 = "arith.constant"() <{value = -129 : i64}> : () -> i64
    %442 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    %443 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %444 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %445 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %446 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %447 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %448 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %449 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %450 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    %451 = "arith.fptosi"(%447) : (f64) -> i64
    %452 = "arith.fptosi"(%446) : (f64) -> i64
    %453 = "arith.fptosi"(%445) : (f64) -> i64
    "func.return"(%448, %448, %449, %450, %448, %451, %452, %453, %444, %443, %442, %441, %440, %439) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptosi_f16_i1"}> ({
    %420 = "arith.constant"() <{value = true}> : () -> i1
    %421 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %422 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %423 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %424 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %425 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %426 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %427 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %428 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %429 = "arith.constant"() <{value = false}> : () -> i1
    %430 = "arith.fptosi"(%428) : (f16) -> i1
    %431 = "arith.fptosi"(%427) : (f16) -> i1
    %432 = "arith.fptosi"(%426) : (f16) -> i1
    %433 = "arith.fptosi"(%425) : (f16) -> i1
    %434 = "arith.fptosi"(%424) : (f16) -> i1
    %435 = "arith.fptosi"(%423) : (f16) -> i1
    %436 = "arith.fptosi"(%422) : (f16) -> i1
    %437 = "arith.fptosi"(%421) : (f16) -> i1
    %438 = "arith.fptosi"(%426) : (f16) -> i1
    "func.return"(%429, %429, %430, %431, %429, %432, %433, %420, %434, %435, %436, %437, %438) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptosi_f16_i8"}> ({
    %403 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %404 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %405 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %406 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %407 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %408 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %409 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %410 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %411 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %412 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %413 = "arith.fptosi"(%410) : (f16) -> i8
    %414 = "arith.fptosi"(%409) : (f16) -> i8
    %415 = "arith.fptosi"(%408) : (f16) -> i8
    %416 = "arith.fptosi"(%407) : (f16) -> i8
    %417 = "arith.fptosi"(%406) : (f16) -> i8
    %418 = "arith.fptosi"(%405) : (f16) -> i8
    %419 = "arith.fptosi"(%409) : (f16) -> i8
    "func.return"(%411, %411, %412, %413, %411, %414, %415, %404, %416, %403, %417, %418, %419) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptosi_f16_i32"}> ({
    %390 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %391 = "arith.constant"() <{value = -129 : i32}> : () -> i32
    %392 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    %393 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %394 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %395 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %396 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %397 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %398 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %399 = "arith.constant"() <{value = 65504 : i32}> : () -> i32
    %400 = "arith.fptosi"(%396) : (f16) -> i32
    %401 = "arith.fptosi"(%395) : (f16) -> i32
    %402 = "arith.fptosi"(%396) : (f16) -> i32
    "func.return"(%397, %397, %398, %399, %397, %400, %401, %394, %393, %392, %391, %390, %402) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptosi_f16_i64"}> ({
    %377 = "arith.constant"() <{value = 256 : i64}> : () -> i64
    %378 = "arith.constant"() <{value = -129 : i64}> : () -> i64
    %379 = "arith.constant"() <{value = -128 : i64}> : () -> i64
    %380 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %381 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %382 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %383 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %384 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %385 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %386 = "arith.constant"() <{value = 65504 : i64}> : () -> i64
    %387 = "arith.fptosi"(%383) : (f16) -> i64
    %388 = "arith.fptosi"(%382) : (f16) -> i64
    %389 = "arith.fptosi"(%383) : (f16) -> i64
    "func.return"(%384, %384, %385, %386, %384, %387, %388, %381, %380, %379, %378, %377, %389) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptoui_f32_i1"}> ({
    %352 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %353 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %354 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %355 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %356 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %357 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %358 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %359 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %360 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %361 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %362 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %363 = "arith.constant"() <{value = false}> : () -> i1
    %364 = "arith.constant"() <{value = true}> : () -> i1
    %365 = "arith.fptoui"(%362) : (f32) -> i1
    %366 = "arith.fptoui"(%361) : (f32) -> i1
    %367 = "arith.fptoui"(%360) : (f32) -> i1
    %368 = "arith.fptoui"(%359) : (f32) -> i1
    %369 = "arith.fptoui"(%358) : (f32) -> i1
    %370 = "arith.fptoui"(%357) : (f32) -> i1
    %371 = "arith.fptoui"(%362) : (f32) -> i1
    %372 = "arith.fptoui"(%356) : (f32) -> i1
    %373 = "arith.fptoui"(%355) : (f32) -> i1
    %374 = "arith.fptoui"(%354) : (f32) -> i1
    %375 = "arith.fptoui"(%353) : (f32) -> i1
    %376 = "arith.fptoui"(%352) : (f32) -> i1
    "func.return"(%363, %363, %364, %365, %366, %367, %368, %369, %370, %363, %371, %372, %373, %374, %375, %376) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptoui_f32_i8"}> ({
    %328 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %329 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %330 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %331 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %332 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %333 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %334 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %335 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %336 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %337 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %338 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %339 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %340 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %341 = "arith.fptoui"(%338) : (f32) -> i8
    %342 = "arith.fptoui"(%337) : (f32) -> i8
    %343 = "arith.fptoui"(%336) : (f32) -> i8
    %344 = "arith.fptoui"(%335) : (f32) -> i8
    %345 = "arith.fptoui"(%334) : (f32) -> i8
    %346 = "arith.fptoui"(%333) : (f32) -> i8
    %347 = "arith.fptoui"(%338) : (f32) -> i8
    %348 = "arith.fptoui"(%332) : (f32) -> i8
    %349 = "arith.fptoui"(%331) : (f32) -> i8
    %350 = "arith.fptoui"(%330) : (f32) -> i8
    %351 = "arith.fptoui"(%329) : (f32) -> i8
    "func.return"(%339, %339, %340, %341, %342, %343, %344, %345, %346, %339, %347, %328, %348, %349, %350, %351) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptoui_f32_i32"}> ({
    %306 = "arith.constant"() <{value = -294967296 : i32}> : () -> i32
    %307 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %308 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %309 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %310 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %311 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %312 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %313 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %314 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %315 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %316 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %317 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %318 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %319 = "arith.fptoui"(%316) : (f32) -> i32
    %320 = "arith.fptoui"(%315) : (f32) -> i32
    %321 = "arith.fptoui"(%314) : (f32) -> i32
    %322 = "arith.fptoui"(%313) : (f32) -> i32
    %323 = "arith.fptoui"(%312) : (f32) -> i32
    %324 = "arith.fptoui"(%311) : (f32) -> i32
    %325 = "arith.fptoui"(%316) : (f32) -> i32
    %326 = "arith.fptoui"(%310) : (f32) -> i32
    %327 = "arith.fptoui"(%309) : (f32) -> i32
    "func.return"(%317, %317, %318, %319, %320, %321, %322, %323, %324, %317, %325, %308, %326, %327, %307, %306) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptoui_f32_i64"}> ({
    %284 = "arith.constant"() <{value = 4000000000 : i64}> : () -> i64
    %285 = "arith.constant"() <{value = 256 : i64}> : () -> i64
    %286 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %287 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %288 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %289 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %290 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %291 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %292 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %293 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %294 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %295 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %296 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %297 = "arith.fptoui"(%294) : (f32) -> i64
    %298 = "arith.fptoui"(%293) : (f32) -> i64
    %299 = "arith.fptoui"(%292) : (f32) -> i64
    %300 = "arith.fptoui"(%291) : (f32) -> i64
    %301 = "arith.fptoui"(%290) : (f32) -> i64
    %302 = "arith.fptoui"(%289) : (f32) -> i64
    %303 = "arith.fptoui"(%294) : (f32) -> i64
    %304 = "arith.fptoui"(%288) : (f32) -> i64
    %305 = "arith.fptoui"(%287) : (f32) -> i64
    "func.return"(%295, %295, %296, %297, %298, %299, %300, %301, %302, %295, %303, %286, %304, %305, %285, %284) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptoui_f64_i1"}> ({
    %262 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %263 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %264 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %265 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %266 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %267 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %268 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %269 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %270 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %271 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %272 = "arith.constant"() <{value = false}> : () -> i1
    %273 = "arith.constant"() <{value = true}> : () -> i1
    %274 = "arith.fptoui"(%271) : (f64) -> i1
    %275 = "arith.fptoui"(%270) : (f64) -> i1
    %276 = "arith.fptoui"(%269) : (f64) -> i1
    %277 = "arith.fptoui"(%268) : (f64) -> i1
    %278 = "arith.fptoui"(%267) : (f64) -> i1
    %279 = "arith.fptoui"(%266) : (f64) -> i1
    %280 = "arith.fptoui"(%265) : (f64) -> i1
    %281 = "arith.fptoui"(%264) : (f64) -> i1
    %282 = "arith.fptoui"(%263) : (f64) -> i1
    %283 = "arith.fptoui"(%262) : (f64) -> i1
    "func.return"(%272, %272, %273, %274, %272, %275, %276, %277, %278, %279, %280, %281, %282, %283) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptoui_f64_i8"}> ({
    %241 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %242 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %243 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %244 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %245 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %246 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %247 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %248 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %249 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %250 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %251 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %252 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %253 = "arith.fptoui"(%250) : (f64) -> i8
    %254 = "arith.fptoui"(%249) : (f64) -> i8
    %255 = "arith.fptoui"(%248) : (f64) -> i8
    %256 = "arith.fptoui"(%247) : (f64) -> i8
    %257 = "arith.fptoui"(%246) : (f64) -> i8
    %258 = "arith.fptoui"(%245) : (f64) -> i8
    %259 = "arith.fptoui"(%244) : (f64) -> i8
    %260 = "arith.fptoui"(%243) : (f64) -> i8
    %261 = "arith.fptoui"(%242) : (f64) -> i8
    "func.return"(%251, %251, %252, %253, %251, %254, %255, %256, %257, %241, %258, %259, %260, %261) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptoui_f64_i32"}> ({
    %222 = "arith.constant"() <{value = -294967296 : i32}> : () -> i32
    %223 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %224 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %225 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %226 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %227 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %228 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %229 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %230 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %231 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %232 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %233 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %234 = "arith.fptoui"(%231) : (f64) -> i32
    %235 = "arith.fptoui"(%230) : (f64) -> i32
    %236 = "arith.fptoui"(%229) : (f64) -> i32
    %237 = "arith.fptoui"(%228) : (f64) -> i32
    %238 = "arith.fptoui"(%227) : (f64) -> i32
    %239 = "arith.fptoui"(%226) : (f64) -> i32
    %240 = "arith.fptoui"(%225) : (f64) -> i32
    "func.return"(%232, %232, %233, %234, %232, %235, %236, %237, %238, %224, %239, %240, %223, %222) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptoui_f64_i64"}> ({
    %203 = "arith.constant"() <{value = 4000000000 : i64}> : () -> i64
    %204 = "arith.constant"() <{value = 256 : i64}> : () -> i64
    %205 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %206 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %207 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %208 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %209 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %210 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %211 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %212 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %213 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %214 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %215 = "arith.fptoui"(%212) : (f64) -> i64
    %216 = "arith.fptoui"(%211) : (f64) -> i64
    %217 = "arith.fptoui"(%210) : (f64) -> i64
    %218 = "arith.fptoui"(%209) : (f64) -> i64
    %219 = "arith.fptoui"(%208) : (f64) -> i64
    %220 = "arith.fptoui"(%207) : (f64) -> i64
    %221 = "arith.fptoui"(%206) : (f64) -> i64
    "func.return"(%213, %213, %214, %215, %213, %216, %217, %218, %219, %205, %220, %221, %204, %203) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptoui_f16_i1"}> ({
    %184 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %185 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %186 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %187 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %188 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %189 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %190 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %191 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %192 = "arith.constant"() <{value = false}> : () -> i1
    %193 = "arith.constant"() <{value = true}> : () -> i1
    %194 = "arith.fptoui"(%191) : (f16) -> i1
    %195 = "arith.fptoui"(%190) : (f16) -> i1
    %196 = "arith.fptoui"(%189) : (f16) -> i1
    %197 = "arith.fptoui"(%188) : (f16) -> i1
    %198 = "arith.fptoui"(%187) : (f16) -> i1
    %199 = "arith.fptoui"(%186) : (f16) -> i1
    %200 = "arith.fptoui"(%185) : (f16) -> i1
    %201 = "arith.fptoui"(%184) : (f16) -> i1
    %202 = "arith.fptoui"(%190) : (f16) -> i1
    "func.return"(%192, %192, %193, %194, %192, %195, %196, %197, %198, %199, %200, %201, %202) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptoui_f16_i8"}> ({
    %166 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %167 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %168 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %169 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %170 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %171 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %172 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %173 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %174 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %175 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %176 = "arith.fptoui"(%173) : (f16) -> i8
    %177 = "arith.fptoui"(%172) : (f16) -> i8
    %178 = "arith.fptoui"(%171) : (f16) -> i8
    %179 = "arith.fptoui"(%170) : (f16) -> i8
    %180 = "arith.fptoui"(%169) : (f16) -> i8
    %181 = "arith.fptoui"(%168) : (f16) -> i8
    %182 = "arith.fptoui"(%167) : (f16) -> i8
    %183 = "arith.fptoui"(%172) : (f16) -> i8
    "func.return"(%174, %174, %175, %176, %174, %177, %178, %179, %166, %180, %181, %182, %183) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptoui_f16_i32"}> ({
    %150 = "arith.constant"() <{value = 256 : i32}> : () -> i32
    %151 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %152 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %153 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %154 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %155 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %156 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %157 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %158 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %159 = "arith.constant"() <{value = 65504 : i32}> : () -> i32
    %160 = "arith.fptoui"(%156) : (f16) -> i32
    %161 = "arith.fptoui"(%155) : (f16) -> i32
    %162 = "arith.fptoui"(%154) : (f16) -> i32
    %163 = "arith.fptoui"(%153) : (f16) -> i32
    %164 = "arith.fptoui"(%152) : (f16) -> i32
    %165 = "arith.fptoui"(%156) : (f16) -> i32
    "func.return"(%157, %157, %158, %159, %157, %160, %161, %162, %151, %163, %164, %150, %165) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptoui_f16_i64"}> ({
    %134 = "arith.constant"() <{value = 256 : i64}> : () -> i64
    %135 = "arith.constant"() <{value = 255 : i64}> : () -> i64
    %136 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %137 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %138 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %139 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %140 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %141 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %142 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %143 = "arith.constant"() <{value = 65504 : i64}> : () -> i64
    %144 = "arith.fptoui"(%140) : (f16) -> i64
    %145 = "arith.fptoui"(%139) : (f16) -> i64
    %146 = "arith.fptoui"(%138) : (f16) -> i64
    %147 = "arith.fptoui"(%137) : (f16) -> i64
    %148 = "arith.fptoui"(%136) : (f16) -> i64
    %149 = "arith.fptoui"(%140) : (f16) -> i64
    "func.return"(%141, %141, %142, %143, %141, %144, %145, %146, %135, %147, %148, %134, %149) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extf_f16_f32"}> ({
    %126 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %127 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %128 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %129 = "arith.constant"() <{value = 6.550400e+04 : f32}> : () -> f32
    %130 = "arith.constant"() <{value = 0.333007813 : f32}> : () -> f32
    %131 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %132 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %133 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    "func.return"(%126, %127, %128, %129, %130, %131, %132, %133, %131, %128) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extf_bf16_f32"}> ({
    %118 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %119 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %120 = "arith.constant"() <{value = -3.000000e+00 : f32}> : () -> f32
    %121 = "arith.constant"() <{value = 3.00405527E+38 : f32}> : () -> f32
    %122 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %123 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %124 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %125 = "arith.constant"() <{value = 6.553600e+04 : f32}> : () -> f32
    "func.return"(%118, %119, %120, %121, %122, %123, %124, %125, %119) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "extf_f32_f64"}> ({
    %104 = "arith.constant"() <{value = 1.0000001192092896 : f64}> : () -> f64
    %105 = "arith.constant"() <{value = 6.552000e+04 : f64}> : () -> f64
    %106 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %107 = "arith.constant"() <{value = 1.4012984643248171E-45 : f64}> : () -> f64
    %108 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %109 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %110 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %111 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %112 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %113 = "arith.constant"() <{value = 3.0000000054977558E+38 : f64}> : () -> f64
    %114 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %115 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %116 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %117 = "arith.extf"(%108) : (f32) -> f64
    "func.return"(%109, %110, %111, %112, %113, %114, %115, %116, %117, %107, %106, %105, %104) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extf_f8E4M3FN_f32"}> ({
    %98 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %99 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %100 = "arith.constant"() <{value = -2.000000e+00 : f32}> : () -> f32
    %101 = "arith.constant"() <{value = 4.480000e+02 : f32}> : () -> f32
    %102 = "arith.constant"() <{value = 0x7FF00000 : f32}> : () -> f32
    %103 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    "func.return"(%98, %99, %100, %101, %102, %103, %102, %99) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "truncf_f64_f32"}> ({
    %85 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %86 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %87 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %88 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %89 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %90 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %91 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %92 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %93 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %94 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %95 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %96 = "arith.truncf"(%91) : (f64) -> f32
    %97 = "arith.truncf"(%90) : (f64) -> f32
    "func.return"(%92, %93, %94, %95, %96, %97, %89, %88, %87, %86, %85) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "truncf_f32_f16"}> ({
    %67 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %68 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %69 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
    %70 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %71 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %72 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %73 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %74 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %75 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %76 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %77 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %78 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %79 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %80 = "arith.truncf"(%75) : (f32) -> f16
    %81 = "arith.truncf"(%74) : (f32) -> f16
    %82 = "arith.truncf"(%73) : (f32) -> f16
    %83 = "arith.truncf"(%72) : (f32) -> f16
    %84 = "arith.truncf"(%71) : (f32) -> f16
    "func.return"(%76, %77, %78, %79, %80, %70, %69, %68, %81, %82, %67, %83, %84) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "truncf_f32_bf16"}> ({
    %49 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %50 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %51 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %52 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %53 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %54 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %55 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %56 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %57 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %58 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %59 = "arith.constant"() <{value = -0.000000e+00 : bf16}> : () -> bf16
    %60 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %61 = "arith.constant"() <{value = -1.500000e+00 : bf16}> : () -> bf16
    %62 = "arith.truncf"(%57) : (f32) -> bf16
    %63 = "arith.truncf"(%56) : (f32) -> bf16
    %64 = "arith.truncf"(%55) : (f32) -> bf16
    %65 = "arith.truncf"(%54) : (f32) -> bf16
    %66 = "arith.truncf"(%53) : (f32) -> bf16
    "func.return"(%58, %59, %60, %61, %62, %52, %51, %50, %63, %64, %49, %65, %66) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "truncf_f32_f8E4M3FN"}> ({
    %28 = "arith.constant"() <{value = 5.000000e-01 : f8E4M3FN}> : () -> f8E4M3FN
    %29 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %30 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %31 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %32 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %33 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %34 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %35 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %36 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %37 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %38 = "arith.constant"() <{value = -0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %39 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %40 = "arith.constant"() <{value = -1.500000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %41 = "arith.truncf"(%36) : (f32) -> f8E4M3FN
    %42 = "arith.truncf"(%35) : (f32) -> f8E4M3FN
    %43 = "arith.truncf"(%34) : (f32) -> f8E4M3FN
    %44 = "arith.truncf"(%33) : (f32) -> f8E4M3FN
    %45 = "arith.truncf"(%32) : (f32) -> f8E4M3FN
    %46 = "arith.truncf"(%31) : (f32) -> f8E4M3FN
    %47 = "arith.truncf"(%30) : (f32) -> f8E4M3FN
    %48 = "arith.truncf"(%29) : (f32) -> f8E4M3FN
    "func.return"(%37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %28, %47, %48) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32), sym_name = "bitcast_i32_f32"}> ({
    %23 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 0xFFFFFFFF : f32}> : () -> f32
    %26 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    "func.return"(%23, %24, %25, %26, %27) : (f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "bitcast_f32_i32"}> ({
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 1065353216 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = -1077936128 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 2137108966 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 2139095040 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = -8388608 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 2143289344 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 2139095041 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%13, %14, %15, %16, %17, %18, %19, %20, %21, %22) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64), sym_name = "bitcast_i64_f64"}> ({
    %10 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 0xFFFFFFFFFFFFFFFF : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "func.return"(%10, %11, %12) : (f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i16, i16, i16, i16, i16, i16, i16), sym_name = "bitcast_f16_i16"}> ({
    %3 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %4 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %5 = "arith.constant"() <{value = 15360 : i16}> : () -> i16
    %6 = "arith.constant"() <{value = 31743 : i16}> : () -> i16
    %7 = "arith.constant"() <{value = 13652 : i16}> : () -> i16
    %8 = "arith.constant"() <{value = 31744 : i16}> : () -> i16
    %9 = "arith.constant"() <{value = 32256 : i16}> : () -> i16
    "func.return"(%3, %4, %5, %6, %7, %8, %9) : (i16, i16, i16, i16, i16, i16, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16), sym_name = "bitcast_i16_bf16"}> ({
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 0xFFFF : bf16}> : () -> bf16
    "func.return"(%0, %1, %2) : (bf16, bf16, bf16) -> ()
  }) : () -> ()
}) : () -> ()


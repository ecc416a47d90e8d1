"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_i32"}> ({
  ^bb0(%arg65: i32):
    %633 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %634 = "arith.addi"(%arg65, %633) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%634) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_rhs_i32"}> ({
  ^bb0(%arg64: i32):
    %631 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %632 = "arith.addi"(%arg64, %631) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%632) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_sub_lhs_i32"}> ({
  ^bb0(%arg63: i32):
    %629 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %630 = "arith.subi"(%629, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%630) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_add_i32"}> ({
  ^bb0(%arg62: i32):
    %627 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %628 = "arith.addi"(%arg62, %627) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%628) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_add_i32"}> ({
  ^bb0(%arg61: i32):
    %625 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %626 = "arith.subi"(%625, %arg61) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%626) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_rhs_i32"}> ({
  ^bb0(%arg60: i32):
    %623 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %624 = "arith.subi"(%arg60, %623) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%624) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_rhs_sub_lhs_i32"}> ({
  ^bb0(%arg59: i32):
    %621 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    %622 = "arith.subi"(%621, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%622) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_rhs_i32"}> ({
  ^bb0(%arg58: i32):
    %619 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %620 = "arith.subi"(%619, %arg58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%620) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_lhs_sub_lhs_i32"}> ({
  ^bb0(%arg57: i32):
    %617 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %618 = "arith.addi"(%arg57, %617) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%618) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mul_mul_i32"}> ({
  ^bb0(%arg56: i32):
    %615 = "arith.constant"() <{value = 35 : i32}> : () -> i32
    %616 = "arith.muli"(%arg56, %615) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%616) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_add_index"}> ({
  ^bb0(%arg55: index):
    %613 = "arith.constant"() <{value = 12 : index}> : () -> index
    %614 = "arith.addi"(%arg55, %613) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%614) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_rhs_index"}> ({
  ^bb0(%arg54: index):
    %611 = "arith.constant"() <{value = 2 : index}> : () -> index
    %612 = "arith.addi"(%arg54, %611) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%612) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "add_sub_lhs_index"}> ({
  ^bb0(%arg53: index):
    %609 = "arith.constant"() <{value = 12 : index}> : () -> index
    %610 = "arith.subi"(%609, %arg53) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%610) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_add_index"}> ({
  ^bb0(%arg52: index):
    %607 = "arith.constant"() <{value = -2 : index}> : () -> index
    %608 = "arith.addi"(%arg52, %607) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%608) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_add_index"}> ({
  ^bb0(%arg51: index):
    %605 = "arith.constant"() <{value = 2 : index}> : () -> index
    %606 = "arith.subi"(%605, %arg51) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%606) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_rhs_index"}> ({
  ^bb0(%arg50: index):
    %603 = "arith.constant"() <{value = 12 : index}> : () -> index
    %604 = "arith.subi"(%arg50, %603) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%604) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_rhs_sub_lhs_index"}> ({
  ^bb0(%arg49: index):
    %601 = "arith.constant"() <{value = -2 : index}> : () -> index
    %602 = "arith.subi"(%601, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%602) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_rhs_index"}> ({
  ^bb0(%arg48: index):
    %599 = "arith.constant"() <{value = 12 : index}> : () -> index
    %600 = "arith.subi"(%599, %arg48) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%600) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "sub_lhs_sub_lhs_index"}> ({
  ^bb0(%arg47: index):
    %597 = "arith.constant"() <{value = 2 : index}> : () -> index
    %598 = "arith.addi"(%arg47, %597) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%598) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "mul_mul_index"}> ({
  ^bb0(%arg46: index):
    %595 = "arith.constant"() <{value = 35 : index}> : () -> index
    %596 = "arith.muli"(%arg46, %595) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%596) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_i8"}> ({
  ^bb0(%arg45: i8):
    %593 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %594 = "arith.addi"(%arg45, %593) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%594) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_rhs_i8"}> ({
  ^bb0(%arg44: i8):
    %591 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %592 = "arith.addi"(%arg44, %591) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%592) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_sub_lhs_i8"}> ({
  ^bb0(%arg43: i8):
    %589 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %590 = "arith.subi"(%589, %arg43) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%590) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_add_i8"}> ({
  ^bb0(%arg42: i8):
    %587 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %588 = "arith.addi"(%arg42, %587) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%588) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_add_i8"}> ({
  ^bb0(%arg41: i8):
    %585 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %586 = "arith.subi"(%585, %arg41) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%586) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_rhs_i8"}> ({
  ^bb0(%arg40: i8):
    %583 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %584 = "arith.subi"(%arg40, %583) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%584) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_rhs_sub_lhs_i8"}> ({
  ^bb0(%arg39: i8):
    %581 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %582 = "arith.subi"(%581, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%582) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_rhs_i8"}> ({
  ^bb0(%arg38: i8):
    %579 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %580 = "arith.subi"(%579, %arg38) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%580) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "sub_lhs_sub_lhs_i8"}> ({
  ^bb0(%arg37: i8):
    %577 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %578 = "arith.addi"(%arg37, %577) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%578) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "mul_mul_i8"}> ({
  ^bb0(%arg36: i8):
    %575 = "arith.constant"() <{value = 35 : i8}> : () -> i8
    %576 = "arith.muli"(%arg36, %575) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%576) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "add_add_wrap"}> ({
  ^bb0(%arg35: i8):
    %573 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %574 = "arith.addi"(%arg35, %573) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%574) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags"}> ({
  ^bb0(%arg34: i32):
    %571 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %572 = "arith.addi"(%arg34, %571) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%572) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "add_add_flags_both"}> ({
  ^bb0(%arg33: i32):
    %569 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %570 = "arith.addi"(%arg33, %569) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%570) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_sub_flags"}> ({
  ^bb0(%arg32: i32):
    %567 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %568 = "arith.subi"(%arg32, %567) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%568) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sub_add_flags"}> ({
  ^bb0(%arg31: i32):
    %565 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %566 = "arith.addi"(%arg31, %565) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%566) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "add_mul_neg_one"}> ({
  ^bb0(%arg29: i32, %arg30: i32):
    %563 = "arith.subi"(%arg29, %arg30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %564 = "arith.subi"(%arg30, %arg29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%563, %564) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<2xi32>) -> vector<2xi32>, sym_name = "add_mul_neg_one_vector"}> ({
  ^bb0(%arg27: vector<2xi32>, %arg28: vector<2xi32>):
    %562 = "arith.subi"(%arg27, %arg28) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%562) : (vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "sub_sub_lhs_rhs_lhs"}> ({
  ^bb0(%arg25: i32, %arg26: i32):
    %560 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %561 = "arith.subi"(%560, %arg26) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%561) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i1), sym_name = "extended"}> ({
  ^bb0(%arg23: i32, %arg24: i32):
    %553 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %554 = "arith.addi"(%arg23, %arg24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %555 = "arith.muli"(%arg23, %arg24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %556 = "arith.muli"(%arg23, %arg24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %557 = "arith.cmpi"(%arg23, %553) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %558 = "arith.extsi"(%557) : (i1) -> i32
    %559:2 = "arith.addui_extended"(%arg23, %arg24) : (i32, i32) -> (i32, i1)
    "func.return"(%554, %555, %556, %arg23, %558, %559#0, %559#1) : (i32, i32, i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "xor_not_cmpi"}> ({
  ^bb0(%arg21: i32, %arg22: i32):
    %543 = "arith.cmpi"(%arg21, %arg22) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %544 = "arith.cmpi"(%arg21, %arg22) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %545 = "arith.cmpi"(%arg21, %arg22) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %546 = "arith.cmpi"(%arg21, %arg22) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %547 = "arith.cmpi"(%arg21, %arg22) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %548 = "arith.cmpi"(%arg21, %arg22) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %549 = "arith.cmpi"(%arg21, %arg22) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %550 = "arith.cmpi"(%arg21, %arg22) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %551 = "arith.cmpi"(%arg21, %arg22) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %552 = "arith.cmpi"(%arg21, %arg22) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "func.return"(%543, %544, %545, %546, %547, %548, %549, %550, %551, %552) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32), sym_name = "ops_of_exts"}> ({
  ^bb0(%arg18: i8, %arg19: i8, %arg20: i16):
    %500 = "arith.extui"(%arg18) : (i8) -> i32
    %501 = "arith.extui"(%arg19) : (i8) -> i32
    %502 = "arith.extui"(%arg20) : (i16) -> i32
    %503 = "arith.xori"(%arg18, %arg19) : (i8, i8) -> i8
    %504 = "arith.extui"(%503) : (i8) -> i32
    %505 = "arith.xori"(%500, %502) : (i32, i32) -> i32
    %506 = "arith.andi"(%arg18, %arg19) : (i8, i8) -> i8
    %507 = "arith.extui"(%506) : (i8) -> i32
    %508 = "arith.andi"(%500, %502) : (i32, i32) -> i32
    %509 = "arith.ori"(%arg18, %arg19) : (i8, i8) -> i8
    %510 = "arith.extui"(%509) : (i8) -> i32
    %511 = "arith.ori"(%500, %502) : (i32, i32) -> i32
    %512 = "arith.cmpi"(%arg18, %arg19) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %513 = "arith.cmpi"(%500, %502) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %514 = "arith.cmpi"(%arg18, %arg19) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %515 = "arith.cmpi"(%500, %502) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %516 = "arith.cmpi"(%500, %501) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %517 = "arith.cmpi"(%500, %502) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %518 = "arith.cmpi"(%500, %501) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %519 = "arith.cmpi"(%500, %502) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %520 = "arith.extsi"(%arg18) : (i8) -> i32
    %521 = "arith.extsi"(%arg19) : (i8) -> i32
    %522 = "arith.extsi"(%arg20) : (i16) -> i32
    %523 = "arith.xori"(%arg18, %arg19) : (i8, i8) -> i8
    %524 = "arith.extsi"(%523) : (i8) -> i32
    %525 = "arith.xori"(%520, %522) : (i32, i32) -> i32
    %526 = "arith.andi"(%arg18, %arg19) : (i8, i8) -> i8
    %527 = "arith.extsi"(%526) : (i8) -> i32
    %528 = "arith.andi"(%520, %522) : (i32, i32) -> i32
    %529 = "arith.ori"(%arg18, %arg19) : (i8, i8) -> i8
    %530 = "arith.extsi"(%529) : (i8) -> i32
    %531 = "arith.ori"(%520, %522) : (i32, i32) -> i32
    %532 = "arith.cmpi"(%arg18, %arg19) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %533 = "arith.cmpi"(%520, %522) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %534 = "arith.cmpi"(%arg18, %arg19) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %535 = "arith.cmpi"(%520, %522) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %536 = "arith.cmpi"(%520, %521) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %537 = "arith.cmpi"(%520, %522) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %538 = "arith.cmpi"(%520, %521) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %539 = "arith.cmpi"(%520, %522) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %540 = "arith.extui"(%arg18) : (i8) -> i32
    %541 = "arith.extsi"(%arg19) : (i8) -> i32
    %542 = "arith.xori"(%540, %541) : (i32, i32) -> i32
    "func.return"(%504, %505, %507, %508, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %524, %525, %527, %528, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %542) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>), sym_name = "selects"}> ({
  ^bb0(%arg13: i1, %arg14: i1, %arg15: i32, %arg16: i32, %arg17: i32):
    %484 = "arith.constant"() <{value = true}> : () -> i1
    %485 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %486 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %487 = "arith.select"(%arg13, %arg16, %arg15) : (i1, i32, i32) -> i32
    %488 = "arith.select"(%arg13, %arg15, %arg16) : (i1, i32, i32) -> i32
    %489 = "arith.select"(%arg13, %arg15, %arg17) : (i1, i32, i32) -> i32
    %490 = "arith.select"(%arg13, %arg17, %arg16) : (i1, i32, i32) -> i32
    %491 = "arith.select"(%arg14, %488, %arg17) : (i1, i32, i32) -> i32
    %492 = "arith.xori"(%arg13, %484) : (i1, i1) -> i1
    %493 = "arith.extui"(%arg13) : (i1) -> i32
    %494 = "arith.xori"(%arg13, %484) : (i1, i1) -> i1
    %495 = "arith.extui"(%494) : (i1) -> i32
    %496 = "arith.extui"(%arg13) : (i1) -> i8
    %497 = "arith.xori"(%arg13, %484) : (i1, i1) -> i1
    %498 = "arith.extui"(%497) : (i1) -> i8
    %499 = "arith.select"(%arg13, %486, %485) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%487, %489, %490, %491, %492, %493, %495, %496, %498, %499) : (i32, i32, i32, i32, i1, i32, i32, i8, i8, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8, i32, index, f32, i64) -> (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg7: i64, %arg8: i8, %arg9: i32, %arg10: index, %arg11: f32, %arg12: i64):
    %459 = "arith.constant"() <{value = 48 : i64}> : () -> i64
    %460 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %461 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %462 = "arith.extsi"(%arg8) : (i8) -> i32
    %463 = "arith.index_cast"(%arg8) : (i8) -> index
    %464 = "arith.index_castui"(%462) : (i32) -> index
    %465 = "arith.extui"(%arg8) : (i8) -> i32
    %466 = "arith.index_castui"(%arg8) : (i8) -> index
    %467 = "arith.index_cast"(%465) : (i32) -> index
    %468 = "arith.extui"(%arg8) : (i8) -> i64
    %469 = "arith.extsi"(%arg8) : (i8) -> i16
    %470 = "arith.trunci"(%arg8) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i4
    %471 = "arith.extui"(%arg8) : (i8) -> i16
    %472 = "arith.shrui"(%arg12, %460) : (i64, i64) -> i64
    %473 = "arith.trunci"(%472) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %474 = "arith.shrsi"(%arg12, %461) : (i64, i64) -> i64
    %475 = "arith.trunci"(%474) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %476 = "arith.shrui"(%arg12, %459) : (i64, i64) -> i64
    %477 = "arith.trunci"(%476) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %478 = "arith.sitofp"(%arg9) : (i32) -> f64
    %479 = "arith.sitofp"(%arg9) : (i32) -> f32
    %480 = "arith.truncf"(%478) <{roundingmode = 4 : i32}> : (f64) -> f32
    %481 = "arith.uitofp"(%arg9) : (i32) -> f64
    %482 = "arith.uitofp"(%arg9) : (i32) -> f32
    %483 = "arith.truncf"(%481) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%arg7, %arg10, %463, %464, %466, %467, %468, %arg9, %arg11, %arg9, %469, %arg8, %470, %471, %473, %475, %477, %479, %480, %482, %483) : (i64, index, index, index, index, index, i64, i32, f32, i32, i16, i8, i4, i16, i32, i32, i16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f32, f32, f32), sym_name = "negfs"}> ({
  ^bb0(%arg4: f32, %arg5: f32, %arg6: f64):
    %455 = "arith.negf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %456 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %457 = "arith.divf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %458 = "arith.mulf"(%455, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%456, %457, %458) : (f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i32, i64, i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_int_to_fp"}> ({
  ^bb0(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: i16):
    %0 = "arith.constant"() <{value = -100 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = -100 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 300 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = -4 : i16}> : () -> i16
    %4 = "arith.constant"() <{value = 4 : i16}> : () -> i16
    %5 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %6 = "arith.constant"() <{value = 300 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = -4 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 300 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = -4 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = -4 : i8}> : () -> i8
    %15 = "arith.constant"() <{value = 4 : i8}> : () -> i8
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.constant"() <{value = true}> : () -> i1
    %18 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %19 = "arith.constant"() <{value = 2.000000e+09 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = -1.000000e+10 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %23 = "arith.cmpi"(%arg0, %22) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %24 = "arith.cmpi"(%arg0, %22) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %25 = "arith.cmpi"(%arg0, %22) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %26 = "arith.cmpi"(%arg0, %22) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %27 = "arith.cmpi"(%arg0, %22) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %28 = "arith.cmpi"(%arg0, %22) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %29 = "arith.cmpi"(%arg0, %22) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %30 = "arith.cmpi"(%arg0, %22) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %31 = "arith.cmpi"(%arg0, %22) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %32 = "arith.cmpi"(%arg0, %22) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %33 = "arith.cmpi"(%arg0, %15) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %34 = "arith.cmpi"(%arg0, %15) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %35 = "arith.cmpi"(%arg0, %15) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %36 = "arith.cmpi"(%arg0, %15) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %37 = "arith.cmpi"(%arg0, %15) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %38 = "arith.cmpi"(%arg0, %15) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %39 = "arith.cmpi"(%arg0, %14) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %40 = "arith.cmpi"(%arg0, %14) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %41 = "arith.cmpi"(%arg0, %14) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %42 = "arith.cmpi"(%arg0, %14) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %43 = "arith.cmpi"(%arg0, %14) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %44 = "arith.cmpi"(%arg0, %14) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %45 = "arith.cmpi"(%arg0, %22) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %46 = "arith.cmpi"(%arg0, %22) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %47 = "arith.cmpi"(%arg0, %22) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %48 = "arith.cmpi"(%arg0, %22) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %49 = "arith.cmpi"(%arg0, %22) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %50 = "arith.cmpi"(%arg0, %22) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %51 = "arith.cmpi"(%arg0, %22) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %52 = "arith.cmpi"(%arg0, %22) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %53 = "arith.cmpi"(%arg0, %22) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %54 = "arith.cmpi"(%arg0, %22) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %55 = "arith.cmpi"(%arg0, %15) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %56 = "arith.cmpi"(%arg0, %15) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %57 = "arith.cmpi"(%arg0, %15) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %58 = "arith.cmpi"(%arg0, %15) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %59 = "arith.cmpi"(%arg0, %15) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %60 = "arith.cmpi"(%arg0, %15) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %61 = "arith.sitofp"(%arg1) : (i32) -> f32
    %62 = "arith.cmpi"(%arg1, %13) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %63 = "arith.cmpi"(%arg1, %13) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %64 = "arith.cmpi"(%arg1, %13) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %65 = "arith.cmpi"(%arg1, %13) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %66 = "arith.cmpi"(%arg1, %13) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %67 = "arith.cmpi"(%arg1, %13) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %68 = "arith.cmpi"(%arg1, %13) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %69 = "arith.cmpi"(%arg1, %13) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %70 = "arith.cmpi"(%arg1, %13) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %71 = "arith.cmpi"(%arg1, %13) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %72 = "arith.cmpi"(%arg1, %12) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %73 = "arith.cmpi"(%arg1, %12) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %74 = "arith.cmpi"(%arg1, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %75 = "arith.cmpi"(%arg1, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %76 = "arith.cmpi"(%arg1, %12) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %77 = "arith.cmpi"(%arg1, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %78 = "arith.cmpi"(%arg1, %11) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %79 = "arith.cmpi"(%arg1, %11) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %80 = "arith.cmpi"(%arg1, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %81 = "arith.cmpi"(%arg1, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %82 = "arith.cmpi"(%arg1, %11) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %83 = "arith.cmpi"(%arg1, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %84 = "arith.cmpi"(%arg1, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %85 = "arith.cmpi"(%arg1, %10) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %86 = "arith.cmpi"(%arg1, %10) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %87 = "arith.cmpi"(%arg1, %10) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %88 = "arith.cmpi"(%arg1, %10) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %89 = "arith.cmpi"(%arg1, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %90 = "arith.cmpi"(%arg1, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %91 = "arith.cmpi"(%arg1, %10) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %92 = "arith.cmpi"(%arg1, %10) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %93 = "arith.cmpi"(%arg1, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %94 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %95 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %96 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %97 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %98 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %99 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %100 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %101 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %102 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %103 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %104 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %105 = "arith.cmpf"(%61, %20) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %106 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %107 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %108 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %109 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %110 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %111 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %112 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %113 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %114 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %115 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %116 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %117 = "arith.cmpf"(%61, %19) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %118 = "arith.uitofp"(%arg1) : (i32) -> f32
    %119 = "arith.cmpi"(%arg1, %13) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %120 = "arith.cmpi"(%arg1, %13) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %121 = "arith.cmpi"(%arg1, %13) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %122 = "arith.cmpi"(%arg1, %13) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %123 = "arith.cmpi"(%arg1, %13) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %124 = "arith.cmpi"(%arg1, %13) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %125 = "arith.cmpi"(%arg1, %13) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %126 = "arith.cmpi"(%arg1, %13) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %127 = "arith.cmpi"(%arg1, %13) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %128 = "arith.cmpi"(%arg1, %13) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %129 = "arith.cmpi"(%arg1, %12) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %130 = "arith.cmpi"(%arg1, %12) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %131 = "arith.cmpi"(%arg1, %12) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %132 = "arith.cmpi"(%arg1, %12) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %133 = "arith.cmpi"(%arg1, %12) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %134 = "arith.cmpi"(%arg1, %12) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %135 = "arith.cmpi"(%arg1, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %136 = "arith.cmpi"(%arg1, %10) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %137 = "arith.cmpi"(%arg1, %10) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %138 = "arith.cmpi"(%arg1, %10) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %139 = "arith.cmpi"(%arg1, %10) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %140 = "arith.cmpi"(%arg1, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %141 = "arith.cmpi"(%arg1, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %142 = "arith.cmpi"(%arg1, %10) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %143 = "arith.cmpi"(%arg1, %10) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %144 = "arith.cmpi"(%arg1, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %145 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %146 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %147 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %148 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %149 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %150 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %151 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %152 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %153 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %154 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %155 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %156 = "arith.cmpf"(%118, %20) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %157 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %158 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %159 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %160 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %161 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %162 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %163 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %164 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %165 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %166 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %167 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %168 = "arith.cmpf"(%118, %19) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %169 = "arith.sitofp"(%arg2) : (i64) -> f32
    %170 = "arith.cmpi"(%arg2, %9) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %171 = "arith.cmpi"(%arg2, %9) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %172 = "arith.cmpi"(%arg2, %9) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %173 = "arith.cmpi"(%arg2, %9) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %174 = "arith.cmpi"(%arg2, %9) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %175 = "arith.cmpi"(%arg2, %9) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %176 = "arith.cmpi"(%arg2, %9) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %177 = "arith.cmpi"(%arg2, %9) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %178 = "arith.cmpi"(%arg2, %9) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %179 = "arith.cmpi"(%arg2, %9) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %180 = "arith.cmpi"(%arg2, %8) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %181 = "arith.cmpi"(%arg2, %8) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %182 = "arith.cmpi"(%arg2, %8) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %183 = "arith.cmpi"(%arg2, %8) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %184 = "arith.cmpi"(%arg2, %8) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %185 = "arith.cmpi"(%arg2, %8) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %186 = "arith.cmpi"(%arg2, %7) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %187 = "arith.cmpi"(%arg2, %7) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %188 = "arith.cmpi"(%arg2, %7) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %189 = "arith.cmpi"(%arg2, %7) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %190 = "arith.cmpi"(%arg2, %7) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %191 = "arith.cmpi"(%arg2, %7) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %192 = "arith.cmpi"(%arg2, %6) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %193 = "arith.cmpi"(%arg2, %6) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %194 = "arith.cmpi"(%arg2, %6) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %195 = "arith.cmpi"(%arg2, %6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %196 = "arith.cmpi"(%arg2, %6) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %197 = "arith.cmpi"(%arg2, %6) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %198 = "arith.cmpi"(%arg2, %6) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %199 = "arith.cmpi"(%arg2, %6) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %200 = "arith.cmpi"(%arg2, %6) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %201 = "arith.cmpi"(%arg2, %6) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %202 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %203 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %204 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %205 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %206 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %207 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %208 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %209 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %210 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %211 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %212 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %213 = "arith.cmpf"(%169, %21) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %214 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %215 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %216 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %217 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %218 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %219 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %220 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %221 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %222 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %223 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %224 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %225 = "arith.cmpf"(%169, %20) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %226 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %227 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %228 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %229 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %230 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %231 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %232 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %233 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %234 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %235 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %236 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %237 = "arith.cmpf"(%169, %19) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %238 = "arith.uitofp"(%arg2) : (i64) -> f32
    %239 = "arith.cmpi"(%arg2, %9) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %240 = "arith.cmpi"(%arg2, %9) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %241 = "arith.cmpi"(%arg2, %9) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %242 = "arith.cmpi"(%arg2, %9) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %243 = "arith.cmpi"(%arg2, %9) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %244 = "arith.cmpi"(%arg2, %9) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %245 = "arith.cmpi"(%arg2, %9) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %246 = "arith.cmpi"(%arg2, %9) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %247 = "arith.cmpi"(%arg2, %9) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %248 = "arith.cmpi"(%arg2, %9) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %249 = "arith.cmpi"(%arg2, %8) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %250 = "arith.cmpi"(%arg2, %8) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %251 = "arith.cmpi"(%arg2, %8) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %252 = "arith.cmpi"(%arg2, %8) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %253 = "arith.cmpi"(%arg2, %8) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %254 = "arith.cmpi"(%arg2, %8) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %255 = "arith.cmpi"(%arg2, %6) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %256 = "arith.cmpi"(%arg2, %6) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %257 = "arith.cmpi"(%arg2, %6) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %258 = "arith.cmpi"(%arg2, %6) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %259 = "arith.cmpi"(%arg2, %6) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %260 = "arith.cmpi"(%arg2, %6) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %261 = "arith.cmpi"(%arg2, %6) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %262 = "arith.cmpi"(%arg2, %6) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %263 = "arith.cmpi"(%arg2, %6) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %264 = "arith.cmpi"(%arg2, %6) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %265 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %266 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %267 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %268 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %269 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %270 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %271 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %272 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %273 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %274 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %275 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %276 = "arith.cmpf"(%238, %21) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %277 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %278 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %279 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %280 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %281 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %282 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %283 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %284 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %285 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %286 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %287 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %288 = "arith.cmpf"(%238, %20) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %289 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %290 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %291 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %292 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %293 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %294 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %295 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %296 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %297 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %298 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %299 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %300 = "arith.cmpf"(%238, %19) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %301 = "arith.cmpi"(%arg3, %5) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %302 = "arith.cmpi"(%arg3, %5) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %303 = "arith.cmpi"(%arg3, %5) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %304 = "arith.cmpi"(%arg3, %5) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %305 = "arith.cmpi"(%arg3, %5) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %306 = "arith.cmpi"(%arg3, %5) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %307 = "arith.cmpi"(%arg3, %5) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %308 = "arith.cmpi"(%arg3, %5) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %309 = "arith.cmpi"(%arg3, %5) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %310 = "arith.cmpi"(%arg3, %5) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %311 = "arith.cmpi"(%arg3, %4) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %312 = "arith.cmpi"(%arg3, %4) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %313 = "arith.cmpi"(%arg3, %4) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %314 = "arith.cmpi"(%arg3, %4) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %315 = "arith.cmpi"(%arg3, %4) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %316 = "arith.cmpi"(%arg3, %4) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %317 = "arith.cmpi"(%arg3, %3) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %318 = "arith.cmpi"(%arg3, %3) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %319 = "arith.cmpi"(%arg3, %3) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %320 = "arith.cmpi"(%arg3, %3) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %321 = "arith.cmpi"(%arg3, %3) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %322 = "arith.cmpi"(%arg3, %3) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %323 = "arith.cmpi"(%arg3, %2) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %324 = "arith.cmpi"(%arg3, %2) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %325 = "arith.cmpi"(%arg3, %2) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %326 = "arith.cmpi"(%arg3, %2) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %327 = "arith.cmpi"(%arg3, %2) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %328 = "arith.cmpi"(%arg3, %2) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %329 = "arith.cmpi"(%arg3, %2) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %330 = "arith.cmpi"(%arg3, %2) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %331 = "arith.cmpi"(%arg3, %2) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %332 = "arith.cmpi"(%arg3, %2) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %333 = "arith.cmpi"(%arg3, %5) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %334 = "arith.cmpi"(%arg3, %5) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %335 = "arith.cmpi"(%arg3, %5) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %336 = "arith.cmpi"(%arg3, %5) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %337 = "arith.cmpi"(%arg3, %5) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %338 = "arith.cmpi"(%arg3, %5) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %339 = "arith.cmpi"(%arg3, %5) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %340 = "arith.cmpi"(%arg3, %5) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %341 = "arith.cmpi"(%arg3, %5) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %342 = "arith.cmpi"(%arg3, %5) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %343 = "arith.cmpi"(%arg3, %4) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %344 = "arith.cmpi"(%arg3, %4) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %345 = "arith.cmpi"(%arg3, %4) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %346 = "arith.cmpi"(%arg3, %4) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %347 = "arith.cmpi"(%arg3, %4) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %348 = "arith.cmpi"(%arg3, %4) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %349 = "arith.cmpi"(%arg3, %2) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %350 = "arith.cmpi"(%arg3, %2) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %351 = "arith.cmpi"(%arg3, %2) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %352 = "arith.cmpi"(%arg3, %2) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %353 = "arith.cmpi"(%arg3, %2) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %354 = "arith.cmpi"(%arg3, %2) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %355 = "arith.cmpi"(%arg3, %2) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %356 = "arith.cmpi"(%arg3, %2) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %357 = "arith.cmpi"(%arg3, %2) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %358 = "arith.cmpi"(%arg3, %2) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %359 = "arith.sitofp"(%arg1) : (i32) -> f16
    %360 = "arith.cmpi"(%arg1, %12) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %361 = "arith.cmpi"(%arg1, %12) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %362 = "arith.cmpi"(%arg1, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %363 = "arith.cmpi"(%arg1, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %364 = "arith.cmpi"(%arg1, %12) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %365 = "arith.cmpi"(%arg1, %12) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %366 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %367 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %368 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %369 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %370 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %371 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %372 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %373 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %374 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %375 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %376 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %377 = "arith.cmpf"(%359, %18) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %378 = "arith.cmpi"(%arg1, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %379 = "arith.cmpi"(%arg1, %1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %380 = "arith.cmpi"(%arg1, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %381 = "arith.cmpi"(%arg1, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %382 = "arith.cmpi"(%arg1, %1) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %383 = "arith.cmpi"(%arg1, %1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %384 = "arith.cmpi"(%arg1, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %385 = "arith.cmpi"(%arg1, %1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %386 = "arith.cmpi"(%arg1, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %387 = "arith.cmpi"(%arg1, %1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %388 = "arith.uitofp"(%arg1) : (i32) -> f16
    %389 = "arith.cmpi"(%arg1, %12) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %390 = "arith.cmpi"(%arg1, %12) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %391 = "arith.cmpi"(%arg1, %12) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %392 = "arith.cmpi"(%arg1, %12) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %393 = "arith.cmpi"(%arg1, %12) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %394 = "arith.cmpi"(%arg1, %12) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %395 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %396 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %397 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %398 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %399 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %400 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %401 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %402 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %403 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %404 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %405 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %406 = "arith.cmpf"(%388, %18) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %407 = "arith.sitofp"(%arg3) : (i16) -> f16
    %408 = "arith.cmpi"(%arg3, %4) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %409 = "arith.cmpi"(%arg3, %4) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %410 = "arith.cmpi"(%arg3, %4) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %411 = "arith.cmpi"(%arg3, %4) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %412 = "arith.cmpi"(%arg3, %4) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %413 = "arith.cmpi"(%arg3, %4) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %414 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %415 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %416 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %417 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %418 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %419 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %420 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %421 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %422 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %423 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %424 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %425 = "arith.cmpf"(%407, %18) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    %426 = "arith.cmpi"(%arg3, %0) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %427 = "arith.cmpi"(%arg3, %0) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %428 = "arith.cmpi"(%arg3, %0) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %429 = "arith.cmpi"(%arg3, %0) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %430 = "arith.cmpi"(%arg3, %0) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %431 = "arith.cmpi"(%arg3, %0) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %432 = "arith.cmpi"(%arg3, %0) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %433 = "arith.cmpi"(%arg3, %0) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %434 = "arith.cmpi"(%arg3, %0) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %435 = "arith.cmpi"(%arg3, %0) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %436 = "arith.uitofp"(%arg3) : (i16) -> f16
    %437 = "arith.cmpi"(%arg3, %4) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %438 = "arith.cmpi"(%arg3, %4) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %439 = "arith.cmpi"(%arg3, %4) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %440 = "arith.cmpi"(%arg3, %4) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %441 = "arith.cmpi"(%arg3, %4) <{predicate = 8 : i64}> : (i16, i16) -> i1
    %442 = "arith.cmpi"(%arg3, %4) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %443 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %444 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f16, f16) -> i1
    %445 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f16, f16) -> i1
    %446 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %447 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f16, f16) -> i1
    %448 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f16, f16) -> i1
    %449 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %450 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f16, f16) -> i1
    %451 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f16, f16) -> i1
    %452 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f16, f16) -> i1
    %453 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
    %454 = "arith.cmpf"(%436, %18) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f16, f16) -> i1
    "func.return"(%23, %24, %25, %26, %27, %28, %17, %29, %30, %31, %32, %16, %16, %33, %34, %35, %36, %17, %17, %16, %37, %38, %17, %16, %16, %39, %40, %41, %42, %17, %17, %16, %43, %44, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %45, %46, %47, %48, %49, %50, %17, %51, %52, %53, %54, %16, %16, %55, %56, %57, %58, %17, %17, %16, %59, %60, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %62, %63, %64, %65, %66, %67, %17, %68, %69, %70, %71, %16, %16, %72, %73, %74, %75, %17, %17, %16, %76, %77, %17, %16, %16, %78, %79, %80, %81, %17, %17, %16, %82, %83, %17, %16, %84, %85, %86, %87, %88, %89, %17, %90, %91, %92, %93, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %119, %120, %121, %122, %123, %124, %17, %125, %126, %127, %128, %16, %16, %129, %130, %131, %132, %17, %17, %16, %133, %134, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %135, %136, %137, %138, %139, %140, %17, %141, %142, %143, %144, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %170, %171, %172, %173, %174, %175, %17, %176, %177, %178, %179, %16, %16, %180, %181, %182, %183, %17, %17, %16, %184, %185, %17, %16, %16, %186, %187, %188, %189, %17, %17, %16, %190, %191, %17, %16, %192, %193, %194, %195, %196, %197, %17, %198, %199, %200, %201, %16, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %239, %240, %241, %242, %243, %244, %17, %245, %246, %247, %248, %16, %16, %249, %250, %251, %252, %17, %17, %16, %253, %254, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %255, %256, %257, %258, %259, %260, %17, %261, %262, %263, %264, %16, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %17, %307, %308, %309, %310, %16, %16, %311, %312, %313, %314, %17, %17, %16, %315, %316, %17, %16, %16, %317, %318, %319, %320, %17, %17, %16, %321, %322, %17, %16, %323, %324, %325, %326, %327, %328, %17, %329, %330, %331, %332, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %333, %334, %335, %336, %337, %338, %17, %339, %340, %341, %342, %16, %16, %343, %344, %345, %346, %17, %17, %16, %347, %348, %17, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %349, %350, %351, %352, %353, %354, %17, %355, %356, %357, %358, %16, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %16, %16, %16, %16, %17, %17, %17, %17, %17, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %16, %16, %17, %17, %17, %17, %16, %16, %17, %17, %16, %16, %360, %361, %362, %363, %17, %17, %16, %364, %365, %17, %16, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %17, %384, %385, %386, %387, %16, %16, %389, %390, %391, %392, %17, %17, %16, %393, %394, %17, %16, %395, %396, %397, %398, %399, %400, %401, %402, %403, %404, %405, %406, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16, %16, %408, %409, %410, %411, %17, %17, %16, %412, %413, %17, %16, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %17, %432, %433, %434, %435, %16, %16, %437, %438, %439, %440, %17, %17, %16, %441, %442, %17, %16, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %16, %17, %17, %16, %16, %17, %17, %16, %17, %16, %17, %16) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()


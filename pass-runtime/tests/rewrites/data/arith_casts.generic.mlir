"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i8), sym_name = "extsi_i1_i8"}> ({
    %1730 = "arith.constant"() <{value = false}> : () -> i1
    %1731 = "arith.extsi"(%1730) : (i1) -> i8
    %1732 = "arith.constant"() <{value = true}> : () -> i1
    %1733 = "arith.extsi"(%1732) : (i1) -> i8
    "func.return"(%1731, %1733) : (i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8), sym_name = "extui_i1_i8"}> ({
    %1726 = "arith.constant"() <{value = false}> : () -> i1
    %1727 = "arith.extui"(%1726) : (i1) -> i8
    %1728 = "arith.constant"() <{value = true}> : () -> i1
    %1729 = "arith.extui"(%1728) : (i1) -> i8
    "func.return"(%1727, %1729) : (i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "extsi_i1_i32"}> ({
    %1722 = "arith.constant"() <{value = false}> : () -> i1
    %1723 = "arith.extsi"(%1722) : (i1) -> i32
    %1724 = "arith.constant"() <{value = true}> : () -> i1
    %1725 = "arith.extsi"(%1724) : (i1) -> i32
    "func.return"(%1723, %1725) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "extui_i1_i32"}> ({
    %1718 = "arith.constant"() <{value = false}> : () -> i1
    %1719 = "arith.extui"(%1718) : (i1) -> i32
    %1720 = "arith.constant"() <{value = true}> : () -> i1
    %1721 = "arith.extui"(%1720) : (i1) -> i32
    "func.return"(%1719, %1721) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64), sym_name = "extsi_i1_i64"}> ({
    %1714 = "arith.constant"() <{value = false}> : () -> i1
    %1715 = "arith.extsi"(%1714) : (i1) -> i64
    %1716 = "arith.constant"() <{value = true}> : () -> i1
    %1717 = "arith.extsi"(%1716) : (i1) -> i64
    "func.return"(%1715, %1717) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64), sym_name = "extui_i1_i64"}> ({
    %1710 = "arith.constant"() <{value = false}> : () -> i1
    %1711 = "arith.extui"(%1710) : (i1) -> i64
    %1712 = "arith.constant"() <{value = true}> : () -> i1
    %1713 = "arith.extui"(%1712) : (i1) -> i64
    "func.return"(%1711, %1713) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "trunci_i8_i1"}> ({
    %1692 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1693 = "arith.trunci"(%1692) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1694 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1695 = "arith.trunci"(%1694) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1696 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1697 = "arith.trunci"(%1696) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1698 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1699 = "arith.trunci"(%1698) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1700 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1701 = "arith.trunci"(%1700) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1702 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1703 = "arith.trunci"(%1702) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1704 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1705 = "arith.trunci"(%1704) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1706 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1707 = "arith.trunci"(%1706) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1708 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1709 = "arith.trunci"(%1708) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    "func.return"(%1693, %1695, %1697, %1699, %1701, %1703, %1705, %1707, %1709) : (i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "extsi_i8_i32"}> ({
    %1674 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1675 = "arith.extsi"(%1674) : (i8) -> i32
    %1676 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1677 = "arith.extsi"(%1676) : (i8) -> i32
    %1678 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1679 = "arith.extsi"(%1678) : (i8) -> i32
    %1680 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1681 = "arith.extsi"(%1680) : (i8) -> i32
    %1682 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1683 = "arith.extsi"(%1682) : (i8) -> i32
    %1684 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1685 = "arith.extsi"(%1684) : (i8) -> i32
    %1686 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1687 = "arith.extsi"(%1686) : (i8) -> i32
    %1688 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1689 = "arith.extsi"(%1688) : (i8) -> i32
    %1690 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1691 = "arith.extsi"(%1690) : (i8) -> i32
    "func.return"(%1675, %1677, %1679, %1681, %1683, %1685, %1687, %1689, %1691) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "extui_i8_i32"}> ({
    %1656 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1657 = "arith.extui"(%1656) : (i8) -> i32
    %1658 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1659 = "arith.extui"(%1658) : (i8) -> i32
    %1660 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1661 = "arith.extui"(%1660) : (i8) -> i32
    %1662 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1663 = "arith.extui"(%1662) : (i8) -> i32
    %1664 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1665 = "arith.extui"(%1664) : (i8) -> i32
    %1666 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1667 = "arith.extui"(%1666) : (i8) -> i32
    %1668 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1669 = "arith.extui"(%1668) : (i8) -> i32
    %1670 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1671 = "arith.extui"(%1670) : (i8) -> i32
    %1672 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1673 = "arith.extui"(%1672) : (i8) -> i32
    "func.return"(%1657, %1659, %1661, %1663, %1665, %1667, %1669, %1671, %1673) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "extsi_i8_i64"}> ({
    %1638 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1639 = "arith.extsi"(%1638) : (i8) -> i64
    %1640 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1641 = "arith.extsi"(%1640) : (i8) -> i64
    %1642 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1643 = "arith.extsi"(%1642) : (i8) -> i64
    %1644 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1645 = "arith.extsi"(%1644) : (i8) -> i64
    %1646 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1647 = "arith.extsi"(%1646) : (i8) -> i64
    %1648 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1649 = "arith.extsi"(%1648) : (i8) -> i64
    %1650 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1651 = "arith.extsi"(%1650) : (i8) -> i64
    %1652 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1653 = "arith.extsi"(%1652) : (i8) -> i64
    %1654 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1655 = "arith.extsi"(%1654) : (i8) -> i64
    "func.return"(%1639, %1641, %1643, %1645, %1647, %1649, %1651, %1653, %1655) : (i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "extui_i8_i64"}> ({
    %1620 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1621 = "arith.extui"(%1620) : (i8) -> i64
    %1622 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1623 = "arith.extui"(%1622) : (i8) -> i64
    %1624 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1625 = "arith.extui"(%1624) : (i8) -> i64
    %1626 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1627 = "arith.extui"(%1626) : (i8) -> i64
    %1628 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1629 = "arith.extui"(%1628) : (i8) -> i64
    %1630 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1631 = "arith.extui"(%1630) : (i8) -> i64
    %1632 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1633 = "arith.extui"(%1632) : (i8) -> i64
    %1634 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1635 = "arith.extui"(%1634) : (i8) -> i64
    %1636 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1637 = "arith.extui"(%1636) : (i8) -> i64
    "func.return"(%1621, %1623, %1625, %1627, %1629, %1631, %1633, %1635, %1637) : (i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1), sym_name = "trunci_i32_i1"}> ({
    %1606 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1607 = "arith.trunci"(%1606) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %1608 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1609 = "arith.trunci"(%1608) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %1610 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1611 = "arith.trunci"(%1610) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %1612 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1613 = "arith.trunci"(%1612) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %1614 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1615 = "arith.trunci"(%1614) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %1616 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1617 = "arith.trunci"(%1616) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %1618 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1619 = "arith.trunci"(%1618) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    "func.return"(%1607, %1609, %1611, %1613, %1615, %1617, %1619) : (i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "trunci_i32_i8"}> ({
    %1592 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1593 = "arith.trunci"(%1592) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %1594 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1595 = "arith.trunci"(%1594) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %1596 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1597 = "arith.trunci"(%1596) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %1598 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1599 = "arith.trunci"(%1598) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %1600 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1601 = "arith.trunci"(%1600) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %1602 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1603 = "arith.trunci"(%1602) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %1604 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1605 = "arith.trunci"(%1604) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    "func.return"(%1593, %1595, %1597, %1599, %1601, %1603, %1605) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "extsi_i32_i64"}> ({
    %1578 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1579 = "arith.extsi"(%1578) : (i32) -> i64
    %1580 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1581 = "arith.extsi"(%1580) : (i32) -> i64
    %1582 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1583 = "arith.extsi"(%1582) : (i32) -> i64
    %1584 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1585 = "arith.extsi"(%1584) : (i32) -> i64
    %1586 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1587 = "arith.extsi"(%1586) : (i32) -> i64
    %1588 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1589 = "arith.extsi"(%1588) : (i32) -> i64
    %1590 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1591 = "arith.extsi"(%1590) : (i32) -> i64
    "func.return"(%1579, %1581, %1583, %1585, %1587, %1589, %1591) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "extui_i32_i64"}> ({
    %1564 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1565 = "arith.extui"(%1564) : (i32) -> i64
    %1566 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1567 = "arith.extui"(%1566) : (i32) -> i64
    %1568 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1569 = "arith.extui"(%1568) : (i32) -> i64
    %1570 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1571 = "arith.extui"(%1570) : (i32) -> i64
    %1572 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1573 = "arith.extui"(%1572) : (i32) -> i64
    %1574 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1575 = "arith.extui"(%1574) : (i32) -> i64
    %1576 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1577 = "arith.extui"(%1576) : (i32) -> i64
    "func.return"(%1565, %1567, %1569, %1571, %1573, %1575, %1577) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1), sym_name = "trunci_i64_i1"}> ({
    %1552 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1553 = "arith.trunci"(%1552) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    %1554 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1555 = "arith.trunci"(%1554) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    %1556 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1557 = "arith.trunci"(%1556) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    %1558 = "arith.constant"() <{value = 3000000000 : i64}> : () -> i64
    %1559 = "arith.trunci"(%1558) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    %1560 = "arith.constant"() <{value = -3000000000 : i64}> : () -> i64
    %1561 = "arith.trunci"(%1560) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    %1562 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %1563 = "arith.trunci"(%1562) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    "func.return"(%1553, %1555, %1557, %1559, %1561, %1563) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8), sym_name = "trunci_i64_i8"}> ({
    %1540 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1541 = "arith.trunci"(%1540) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %1542 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1543 = "arith.trunci"(%1542) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %1544 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1545 = "arith.trunci"(%1544) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %1546 = "arith.constant"() <{value = 3000000000 : i64}> : () -> i64
    %1547 = "arith.trunci"(%1546) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %1548 = "arith.constant"() <{value = -3000000000 : i64}> : () -> i64
    %1549 = "arith.trunci"(%1548) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %1550 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %1551 = "arith.trunci"(%1550) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    "func.return"(%1541, %1543, %1545, %1547, %1549, %1551) : (i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32), sym_name = "trunci_i64_i32"}> ({
    %1528 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1529 = "arith.trunci"(%1528) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1530 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1531 = "arith.trunci"(%1530) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1532 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1533 = "arith.trunci"(%1532) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1534 = "arith.constant"() <{value = 3000000000 : i64}> : () -> i64
    %1535 = "arith.trunci"(%1534) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1536 = "arith.constant"() <{value = -3000000000 : i64}> : () -> i64
    %1537 = "arith.trunci"(%1536) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %1538 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %1539 = "arith.trunci"(%1538) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    "func.return"(%1529, %1531, %1533, %1535, %1537, %1539) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index), sym_name = "index_cast_i8_index"}> ({
    %1510 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1511 = "arith.index_cast"(%1510) : (i8) -> index
    %1512 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1513 = "arith.index_cast"(%1512) : (i8) -> index
    %1514 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1515 = "arith.index_cast"(%1514) : (i8) -> index
    %1516 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1517 = "arith.index_cast"(%1516) : (i8) -> index
    %1518 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1519 = "arith.index_cast"(%1518) : (i8) -> index
    %1520 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1521 = "arith.index_cast"(%1520) : (i8) -> index
    %1522 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1523 = "arith.index_cast"(%1522) : (i8) -> index
    %1524 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1525 = "arith.index_cast"(%1524) : (i8) -> index
    %1526 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1527 = "arith.index_cast"(%1526) : (i8) -> index
    "func.return"(%1511, %1513, %1515, %1517, %1519, %1521, %1523, %1525, %1527) : (index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "index_cast_index_i8"}> ({
    %1496 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1497 = "arith.index_cast"(%1496) : (index) -> i8
    %1498 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1499 = "arith.index_cast"(%1498) : (index) -> i8
    %1500 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1501 = "arith.index_cast"(%1500) : (index) -> i8
    %1502 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1503 = "arith.index_cast"(%1502) : (index) -> i8
    %1504 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1505 = "arith.index_cast"(%1504) : (index) -> i8
    %1506 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1507 = "arith.index_cast"(%1506) : (index) -> i8
    %1508 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1509 = "arith.index_cast"(%1508) : (index) -> i8
    "func.return"(%1497, %1499, %1501, %1503, %1505, %1507, %1509) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_cast_i32_index"}> ({
    %1482 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1483 = "arith.index_cast"(%1482) : (i32) -> index
    %1484 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1485 = "arith.index_cast"(%1484) : (i32) -> index
    %1486 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1487 = "arith.index_cast"(%1486) : (i32) -> index
    %1488 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1489 = "arith.index_cast"(%1488) : (i32) -> index
    %1490 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1491 = "arith.index_cast"(%1490) : (i32) -> index
    %1492 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1493 = "arith.index_cast"(%1492) : (i32) -> index
    %1494 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1495 = "arith.index_cast"(%1494) : (i32) -> index
    "func.return"(%1483, %1485, %1487, %1489, %1491, %1493, %1495) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "index_cast_index_i32"}> ({
    %1468 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1469 = "arith.index_cast"(%1468) : (index) -> i32
    %1470 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1471 = "arith.index_cast"(%1470) : (index) -> i32
    %1472 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1473 = "arith.index_cast"(%1472) : (index) -> i32
    %1474 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1475 = "arith.index_cast"(%1474) : (index) -> i32
    %1476 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1477 = "arith.index_cast"(%1476) : (index) -> i32
    %1478 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1479 = "arith.index_cast"(%1478) : (index) -> i32
    %1480 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1481 = "arith.index_cast"(%1480) : (index) -> i32
    "func.return"(%1469, %1471, %1473, %1475, %1477, %1479, %1481) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "index_cast_i64_index"}> ({
    %1456 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1457 = "arith.index_cast"(%1456) : (i64) -> index
    %1458 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1459 = "arith.index_cast"(%1458) : (i64) -> index
    %1460 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1461 = "arith.index_cast"(%1460) : (i64) -> index
    %1462 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %1463 = "arith.index_cast"(%1462) : (i64) -> index
    %1464 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1465 = "arith.index_cast"(%1464) : (i64) -> index
    %1466 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
    %1467 = "arith.index_cast"(%1466) : (i64) -> index
    "func.return"(%1457, %1459, %1461, %1463, %1465, %1467) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "index_cast_index_i64"}> ({
    %1442 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1443 = "arith.index_cast"(%1442) : (index) -> i64
    %1444 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1445 = "arith.index_cast"(%1444) : (index) -> i64
    %1446 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1447 = "arith.index_cast"(%1446) : (index) -> i64
    %1448 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1449 = "arith.index_cast"(%1448) : (index) -> i64
    %1450 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1451 = "arith.index_cast"(%1450) : (index) -> i64
    %1452 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1453 = "arith.index_cast"(%1452) : (index) -> i64
    %1454 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1455 = "arith.index_cast"(%1454) : (index) -> i64
    "func.return"(%1443, %1445, %1447, %1449, %1451, %1453, %1455) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_cast_i128_index"}> ({
    %1428 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1429 = "arith.index_cast"(%1428) : (i128) -> index
    %1430 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1431 = "arith.index_cast"(%1430) : (i128) -> index
    %1432 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1433 = "arith.index_cast"(%1432) : (i128) -> index
    %1434 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1435 = "arith.index_cast"(%1434) : (i128) -> index
    %1436 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1437 = "arith.index_cast"(%1436) : (i128) -> index
    %1438 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1439 = "arith.index_cast"(%1438) : (i128) -> index
    %1440 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1441 = "arith.index_cast"(%1440) : (i128) -> index
    "func.return"(%1429, %1431, %1433, %1435, %1437, %1439, %1441) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128), sym_name = "index_cast_index_i128"}> ({
    %1414 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1415 = "arith.index_cast"(%1414) : (index) -> i128
    %1416 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1417 = "arith.index_cast"(%1416) : (index) -> i128
    %1418 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1419 = "arith.index_cast"(%1418) : (index) -> i128
    %1420 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1421 = "arith.index_cast"(%1420) : (index) -> i128
    %1422 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1423 = "arith.index_cast"(%1422) : (index) -> i128
    %1424 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1425 = "arith.index_cast"(%1424) : (index) -> i128
    %1426 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1427 = "arith.index_cast"(%1426) : (index) -> i128
    "func.return"(%1415, %1417, %1419, %1421, %1423, %1425, %1427) : (i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index, index, index), sym_name = "index_castui_i8_index"}> ({
    %1396 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1397 = "arith.index_castui"(%1396) : (i8) -> index
    %1398 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1399 = "arith.index_castui"(%1398) : (i8) -> index
    %1400 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1401 = "arith.index_castui"(%1400) : (i8) -> index
    %1402 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1403 = "arith.index_castui"(%1402) : (i8) -> index
    %1404 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1405 = "arith.index_castui"(%1404) : (i8) -> index
    %1406 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1407 = "arith.index_castui"(%1406) : (i8) -> index
    %1408 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1409 = "arith.index_castui"(%1408) : (i8) -> index
    %1410 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1411 = "arith.index_castui"(%1410) : (i8) -> index
    %1412 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1413 = "arith.index_castui"(%1412) : (i8) -> index
    "func.return"(%1397, %1399, %1401, %1403, %1405, %1407, %1409, %1411, %1413) : (index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "index_castui_index_i8"}> ({
    %1382 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1383 = "arith.index_castui"(%1382) : (index) -> i8
    %1384 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1385 = "arith.index_castui"(%1384) : (index) -> i8
    %1386 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1387 = "arith.index_castui"(%1386) : (index) -> i8
    %1388 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1389 = "arith.index_castui"(%1388) : (index) -> i8
    %1390 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1391 = "arith.index_castui"(%1390) : (index) -> i8
    %1392 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1393 = "arith.index_castui"(%1392) : (index) -> i8
    %1394 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1395 = "arith.index_castui"(%1394) : (index) -> i8
    "func.return"(%1383, %1385, %1387, %1389, %1391, %1393, %1395) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_castui_i32_index"}> ({
    %1368 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1369 = "arith.index_castui"(%1368) : (i32) -> index
    %1370 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1371 = "arith.index_castui"(%1370) : (i32) -> index
    %1372 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1373 = "arith.index_castui"(%1372) : (i32) -> index
    %1374 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1375 = "arith.index_castui"(%1374) : (i32) -> index
    %1376 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1377 = "arith.index_castui"(%1376) : (i32) -> index
    %1378 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1379 = "arith.index_castui"(%1378) : (i32) -> index
    %1380 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1381 = "arith.index_castui"(%1380) : (i32) -> index
    "func.return"(%1369, %1371, %1373, %1375, %1377, %1379, %1381) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "index_castui_index_i32"}> ({
    %1354 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1355 = "arith.index_castui"(%1354) : (index) -> i32
    %1356 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1357 = "arith.index_castui"(%1356) : (index) -> i32
    %1358 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1359 = "arith.index_castui"(%1358) : (index) -> i32
    %1360 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1361 = "arith.index_castui"(%1360) : (index) -> i32
    %1362 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1363 = "arith.index_castui"(%1362) : (index) -> i32
    %1364 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1365 = "arith.index_castui"(%1364) : (index) -> i32
    %1366 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1367 = "arith.index_castui"(%1366) : (index) -> i32
    "func.return"(%1355, %1357, %1359, %1361, %1363, %1365, %1367) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index), sym_name = "index_castui_i64_index"}> ({
    %1342 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1343 = "arith.index_castui"(%1342) : (i64) -> index
    %1344 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1345 = "arith.index_castui"(%1344) : (i64) -> index
    %1346 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1347 = "arith.index_castui"(%1346) : (i64) -> index
    %1348 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %1349 = "arith.index_castui"(%1348) : (i64) -> index
    %1350 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1351 = "arith.index_castui"(%1350) : (i64) -> index
    %1352 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
    %1353 = "arith.index_castui"(%1352) : (i64) -> index
    "func.return"(%1343, %1345, %1347, %1349, %1351, %1353) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64), sym_name = "index_castui_index_i64"}> ({
    %1328 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1329 = "arith.index_castui"(%1328) : (index) -> i64
    %1330 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1331 = "arith.index_castui"(%1330) : (index) -> i64
    %1332 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1333 = "arith.index_castui"(%1332) : (index) -> i64
    %1334 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1335 = "arith.index_castui"(%1334) : (index) -> i64
    %1336 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1337 = "arith.index_castui"(%1336) : (index) -> i64
    %1338 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1339 = "arith.index_castui"(%1338) : (index) -> i64
    %1340 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1341 = "arith.index_castui"(%1340) : (index) -> i64
    "func.return"(%1329, %1331, %1333, %1335, %1337, %1339, %1341) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, index, index, index, index, index), sym_name = "index_castui_i128_index"}> ({
    %1314 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %1315 = "arith.index_castui"(%1314) : (i128) -> index
    %1316 = "arith.constant"() <{value = 1 : i128}> : () -> i128
    %1317 = "arith.index_castui"(%1316) : (i128) -> index
    %1318 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1319 = "arith.index_castui"(%1318) : (i128) -> index
    %1320 = "arith.constant"() <{value = 127 : i128}> : () -> i128
    %1321 = "arith.index_castui"(%1320) : (i128) -> index
    %1322 = "arith.constant"() <{value = 128 : i128}> : () -> i128
    %1323 = "arith.index_castui"(%1322) : (i128) -> index
    %1324 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %1325 = "arith.index_castui"(%1324) : (i128) -> index
    %1326 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %1327 = "arith.index_castui"(%1326) : (i128) -> index
    "func.return"(%1315, %1317, %1319, %1321, %1323, %1325, %1327) : (index, index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i128, i128, i128, i128, i128, i128, i128), sym_name = "index_castui_index_i128"}> ({
    %1300 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1301 = "arith.index_castui"(%1300) : (index) -> i128
    %1302 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1303 = "arith.index_castui"(%1302) : (index) -> i128
    %1304 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1305 = "arith.index_castui"(%1304) : (index) -> i128
    %1306 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1307 = "arith.index_castui"(%1306) : (index) -> i128
    %1308 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1309 = "arith.index_castui"(%1308) : (index) -> i128
    %1310 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1311 = "arith.index_castui"(%1310) : (index) -> i128
    %1312 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1313 = "arith.index_castui"(%1312) : (index) -> i128
    "func.return"(%1301, %1303, %1305, %1307, %1309, %1311, %1313) : (i128, i128, i128, i128, i128, i128, i128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16), sym_name = "sitofp_i1_f16"}> ({
    %1296 = "arith.constant"() <{value = false}> : () -> i1
    %1297 = "arith.sitofp"(%1296) : (i1) -> f16
    %1298 = "arith.constant"() <{value = true}> : () -> i1
    %1299 = "arith.sitofp"(%1298) : (i1) -> f16
    "func.return"(%1297, %1299) : (f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32), sym_name = "sitofp_i1_f32"}> ({
    %1292 = "arith.constant"() <{value = false}> : () -> i1
    %1293 = "arith.sitofp"(%1292) : (i1) -> f32
    %1294 = "arith.constant"() <{value = true}> : () -> i1
    %1295 = "arith.sitofp"(%1294) : (i1) -> f32
    "func.return"(%1293, %1295) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64), sym_name = "sitofp_i1_f64"}> ({
    %1288 = "arith.constant"() <{value = false}> : () -> i1
    %1289 = "arith.sitofp"(%1288) : (i1) -> f64
    %1290 = "arith.constant"() <{value = true}> : () -> i1
    %1291 = "arith.sitofp"(%1290) : (i1) -> f64
    "func.return"(%1289, %1291) : (f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16), sym_name = "sitofp_i1_bf16"}> ({
    %1284 = "arith.constant"() <{value = false}> : () -> i1
    %1285 = "arith.sitofp"(%1284) : (i1) -> bf16
    %1286 = "arith.constant"() <{value = true}> : () -> i1
    %1287 = "arith.sitofp"(%1286) : (i1) -> bf16
    "func.return"(%1285, %1287) : (bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "sitofp_i8_f16"}> ({
    %1266 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1267 = "arith.sitofp"(%1266) : (i8) -> f16
    %1268 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1269 = "arith.sitofp"(%1268) : (i8) -> f16
    %1270 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1271 = "arith.sitofp"(%1270) : (i8) -> f16
    %1272 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1273 = "arith.sitofp"(%1272) : (i8) -> f16
    %1274 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1275 = "arith.sitofp"(%1274) : (i8) -> f16
    %1276 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1277 = "arith.sitofp"(%1276) : (i8) -> f16
    %1278 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1279 = "arith.sitofp"(%1278) : (i8) -> f16
    %1280 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1281 = "arith.sitofp"(%1280) : (i8) -> f16
    %1282 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1283 = "arith.sitofp"(%1282) : (i8) -> f16
    "func.return"(%1267, %1269, %1271, %1273, %1275, %1277, %1279, %1281, %1283) : (f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "sitofp_i8_f32"}> ({
    %1248 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1249 = "arith.sitofp"(%1248) : (i8) -> f32
    %1250 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1251 = "arith.sitofp"(%1250) : (i8) -> f32
    %1252 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1253 = "arith.sitofp"(%1252) : (i8) -> f32
    %1254 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1255 = "arith.sitofp"(%1254) : (i8) -> f32
    %1256 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1257 = "arith.sitofp"(%1256) : (i8) -> f32
    %1258 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1259 = "arith.sitofp"(%1258) : (i8) -> f32
    %1260 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1261 = "arith.sitofp"(%1260) : (i8) -> f32
    %1262 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1263 = "arith.sitofp"(%1262) : (i8) -> f32
    %1264 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1265 = "arith.sitofp"(%1264) : (i8) -> f32
    "func.return"(%1249, %1251, %1253, %1255, %1257, %1259, %1261, %1263, %1265) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "sitofp_i8_f64"}> ({
    %1230 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1231 = "arith.sitofp"(%1230) : (i8) -> f64
    %1232 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1233 = "arith.sitofp"(%1232) : (i8) -> f64
    %1234 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1235 = "arith.sitofp"(%1234) : (i8) -> f64
    %1236 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1237 = "arith.sitofp"(%1236) : (i8) -> f64
    %1238 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1239 = "arith.sitofp"(%1238) : (i8) -> f64
    %1240 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1241 = "arith.sitofp"(%1240) : (i8) -> f64
    %1242 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1243 = "arith.sitofp"(%1242) : (i8) -> f64
    %1244 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1245 = "arith.sitofp"(%1244) : (i8) -> f64
    %1246 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1247 = "arith.sitofp"(%1246) : (i8) -> f64
    "func.return"(%1231, %1233, %1235, %1237, %1239, %1241, %1243, %1245, %1247) : (f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "sitofp_i8_bf16"}> ({
    %1212 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1213 = "arith.sitofp"(%1212) : (i8) -> bf16
    %1214 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1215 = "arith.sitofp"(%1214) : (i8) -> bf16
    %1216 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1217 = "arith.sitofp"(%1216) : (i8) -> bf16
    %1218 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1219 = "arith.sitofp"(%1218) : (i8) -> bf16
    %1220 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1221 = "arith.sitofp"(%1220) : (i8) -> bf16
    %1222 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1223 = "arith.sitofp"(%1222) : (i8) -> bf16
    %1224 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1225 = "arith.sitofp"(%1224) : (i8) -> bf16
    %1226 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1227 = "arith.sitofp"(%1226) : (i8) -> bf16
    %1228 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1229 = "arith.sitofp"(%1228) : (i8) -> bf16
    "func.return"(%1213, %1215, %1217, %1219, %1221, %1223, %1225, %1227, %1229) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16), sym_name = "sitofp_i32_f16"}> ({
    %1198 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1199 = "arith.sitofp"(%1198) : (i32) -> f16
    %1200 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1201 = "arith.sitofp"(%1200) : (i32) -> f16
    %1202 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1203 = "arith.sitofp"(%1202) : (i32) -> f16
    %1204 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1205 = "arith.sitofp"(%1204) : (i32) -> f16
    %1206 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1207 = "arith.sitofp"(%1206) : (i32) -> f16
    %1208 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1209 = "arith.sitofp"(%1208) : (i32) -> f16
    %1210 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1211 = "arith.sitofp"(%1210) : (i32) -> f16
    "func.return"(%1199, %1201, %1203, %1205, %1207, %1209, %1211) : (f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32), sym_name = "sitofp_i32_f32"}> ({
    %1184 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1185 = "arith.sitofp"(%1184) : (i32) -> f32
    %1186 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1187 = "arith.sitofp"(%1186) : (i32) -> f32
    %1188 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1189 = "arith.sitofp"(%1188) : (i32) -> f32
    %1190 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1191 = "arith.sitofp"(%1190) : (i32) -> f32
    %1192 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1193 = "arith.sitofp"(%1192) : (i32) -> f32
    %1194 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1195 = "arith.sitofp"(%1194) : (i32) -> f32
    %1196 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1197 = "arith.sitofp"(%1196) : (i32) -> f32
    "func.return"(%1185, %1187, %1189, %1191, %1193, %1195, %1197) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64), sym_name = "sitofp_i32_f64"}> ({
    %1170 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1171 = "arith.sitofp"(%1170) : (i32) -> f64
    %1172 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1173 = "arith.sitofp"(%1172) : (i32) -> f64
    %1174 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1175 = "arith.sitofp"(%1174) : (i32) -> f64
    %1176 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1177 = "arith.sitofp"(%1176) : (i32) -> f64
    %1178 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1179 = "arith.sitofp"(%1178) : (i32) -> f64
    %1180 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1181 = "arith.sitofp"(%1180) : (i32) -> f64
    %1182 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1183 = "arith.sitofp"(%1182) : (i32) -> f64
    "func.return"(%1171, %1173, %1175, %1177, %1179, %1181, %1183) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "sitofp_i32_bf16"}> ({
    %1156 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1157 = "arith.sitofp"(%1156) : (i32) -> bf16
    %1158 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1159 = "arith.sitofp"(%1158) : (i32) -> bf16
    %1160 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1161 = "arith.sitofp"(%1160) : (i32) -> bf16
    %1162 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1163 = "arith.sitofp"(%1162) : (i32) -> bf16
    %1164 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1165 = "arith.sitofp"(%1164) : (i32) -> bf16
    %1166 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1167 = "arith.sitofp"(%1166) : (i32) -> bf16
    %1168 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1169 = "arith.sitofp"(%1168) : (i32) -> bf16
    "func.return"(%1157, %1159, %1161, %1163, %1165, %1167, %1169) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16), sym_name = "sitofp_i64_f16"}> ({
    %1144 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1145 = "arith.sitofp"(%1144) : (i64) -> f16
    %1146 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1147 = "arith.sitofp"(%1146) : (i64) -> f16
    %1148 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1149 = "arith.sitofp"(%1148) : (i64) -> f16
    %1150 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %1151 = "arith.sitofp"(%1150) : (i64) -> f16
    %1152 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1153 = "arith.sitofp"(%1152) : (i64) -> f16
    %1154 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %1155 = "arith.sitofp"(%1154) : (i64) -> f16
    "func.return"(%1145, %1147, %1149, %1151, %1153, %1155) : (f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32), sym_name = "sitofp_i64_f32"}> ({
    %1132 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1133 = "arith.sitofp"(%1132) : (i64) -> f32
    %1134 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1135 = "arith.sitofp"(%1134) : (i64) -> f32
    %1136 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1137 = "arith.sitofp"(%1136) : (i64) -> f32
    %1138 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %1139 = "arith.sitofp"(%1138) : (i64) -> f32
    %1140 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1141 = "arith.sitofp"(%1140) : (i64) -> f32
    %1142 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %1143 = "arith.sitofp"(%1142) : (i64) -> f32
    "func.return"(%1133, %1135, %1137, %1139, %1141, %1143) : (f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64), sym_name = "sitofp_i64_f64"}> ({
    %1120 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1121 = "arith.sitofp"(%1120) : (i64) -> f64
    %1122 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1123 = "arith.sitofp"(%1122) : (i64) -> f64
    %1124 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1125 = "arith.sitofp"(%1124) : (i64) -> f64
    %1126 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %1127 = "arith.sitofp"(%1126) : (i64) -> f64
    %1128 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1129 = "arith.sitofp"(%1128) : (i64) -> f64
    %1130 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %1131 = "arith.sitofp"(%1130) : (i64) -> f64
    "func.return"(%1121, %1123, %1125, %1127, %1129, %1131) : (f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "sitofp_i64_bf16"}> ({
    %1108 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1109 = "arith.sitofp"(%1108) : (i64) -> bf16
    %1110 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1111 = "arith.sitofp"(%1110) : (i64) -> bf16
    %1112 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1113 = "arith.sitofp"(%1112) : (i64) -> bf16
    %1114 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %1115 = "arith.sitofp"(%1114) : (i64) -> bf16
    %1116 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1117 = "arith.sitofp"(%1116) : (i64) -> bf16
    %1118 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %1119 = "arith.sitofp"(%1118) : (i64) -> bf16
    "func.return"(%1109, %1111, %1113, %1115, %1117, %1119) : (bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16), sym_name = "uitofp_i1_f16"}> ({
    %1104 = "arith.constant"() <{value = false}> : () -> i1
    %1105 = "arith.uitofp"(%1104) : (i1) -> f16
    %1106 = "arith.constant"() <{value = true}> : () -> i1
    %1107 = "arith.uitofp"(%1106) : (i1) -> f16
    "func.return"(%1105, %1107) : (f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32), sym_name = "uitofp_i1_f32"}> ({
    %1100 = "arith.constant"() <{value = false}> : () -> i1
    %1101 = "arith.uitofp"(%1100) : (i1) -> f32
    %1102 = "arith.constant"() <{value = true}> : () -> i1
    %1103 = "arith.uitofp"(%1102) : (i1) -> f32
    "func.return"(%1101, %1103) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64), sym_name = "uitofp_i1_f64"}> ({
    %1096 = "arith.constant"() <{value = false}> : () -> i1
    %1097 = "arith.uitofp"(%1096) : (i1) -> f64
    %1098 = "arith.constant"() <{value = true}> : () -> i1
    %1099 = "arith.uitofp"(%1098) : (i1) -> f64
    "func.return"(%1097, %1099) : (f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16), sym_name = "uitofp_i1_bf16"}> ({
    %1092 = "arith.constant"() <{value = false}> : () -> i1
    %1093 = "arith.uitofp"(%1092) : (i1) -> bf16
    %1094 = "arith.constant"() <{value = true}> : () -> i1
    %1095 = "arith.uitofp"(%1094) : (i1) -> bf16
    "func.return"(%1093, %1095) : (bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "uitofp_i8_f16"}> ({
    %1074 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1075 = "arith.uitofp"(%1074) : (i8) -> f16
    %1076 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1077 = "arith.uitofp"(%1076) : (i8) -> f16
    %1078 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1079 = "arith.uitofp"(%1078) : (i8) -> f16
    %1080 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1081 = "arith.uitofp"(%1080) : (i8) -> f16
    %1082 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1083 = "arith.uitofp"(%1082) : (i8) -> f16
    %1084 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1085 = "arith.uitofp"(%1084) : (i8) -> f16
    %1086 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1087 = "arith.uitofp"(%1086) : (i8) -> f16
    %1088 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1089 = "arith.uitofp"(%1088) : (i8) -> f16
    %1090 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1091 = "arith.uitofp"(%1090) : (i8) -> f16
    "func.return"(%1075, %1077, %1079, %1081, %1083, %1085, %1087, %1089, %1091) : (f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "uitofp_i8_f32"}> ({
    %1056 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1057 = "arith.uitofp"(%1056) : (i8) -> f32
    %1058 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1059 = "arith.uitofp"(%1058) : (i8) -> f32
    %1060 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1061 = "arith.uitofp"(%1060) : (i8) -> f32
    %1062 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1063 = "arith.uitofp"(%1062) : (i8) -> f32
    %1064 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1065 = "arith.uitofp"(%1064) : (i8) -> f32
    %1066 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1067 = "arith.uitofp"(%1066) : (i8) -> f32
    %1068 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1069 = "arith.uitofp"(%1068) : (i8) -> f32
    %1070 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1071 = "arith.uitofp"(%1070) : (i8) -> f32
    %1072 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1073 = "arith.uitofp"(%1072) : (i8) -> f32
    "func.return"(%1057, %1059, %1061, %1063, %1065, %1067, %1069, %1071, %1073) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "uitofp_i8_f64"}> ({
    %1038 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1039 = "arith.uitofp"(%1038) : (i8) -> f64
    %1040 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1041 = "arith.uitofp"(%1040) : (i8) -> f64
    %1042 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1043 = "arith.uitofp"(%1042) : (i8) -> f64
    %1044 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1045 = "arith.uitofp"(%1044) : (i8) -> f64
    %1046 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1047 = "arith.uitofp"(%1046) : (i8) -> f64
    %1048 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1049 = "arith.uitofp"(%1048) : (i8) -> f64
    %1050 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1051 = "arith.uitofp"(%1050) : (i8) -> f64
    %1052 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1053 = "arith.uitofp"(%1052) : (i8) -> f64
    %1054 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1055 = "arith.uitofp"(%1054) : (i8) -> f64
    "func.return"(%1039, %1041, %1043, %1045, %1047, %1049, %1051, %1053, %1055) : (f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "uitofp_i8_bf16"}> ({
    %1020 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1021 = "arith.uitofp"(%1020) : (i8) -> bf16
    %1022 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1023 = "arith.uitofp"(%1022) : (i8) -> bf16
    %1024 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1025 = "arith.uitofp"(%1024) : (i8) -> bf16
    %1026 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %1027 = "arith.uitofp"(%1026) : (i8) -> bf16
    %1028 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1029 = "arith.uitofp"(%1028) : (i8) -> bf16
    %1030 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1031 = "arith.uitofp"(%1030) : (i8) -> bf16
    %1032 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1033 = "arith.uitofp"(%1032) : (i8) -> bf16
    %1034 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1035 = "arith.uitofp"(%1034) : (i8) -> bf16
    %1036 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1037 = "arith.uitofp"(%1036) : (i8) -> bf16
    "func.return"(%1021, %1023, %1025, %1027, %1029, %1031, %1033, %1035, %1037) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16), sym_name = "uitofp_i32_f16"}> ({
    %1006 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1007 = "arith.uitofp"(%1006) : (i32) -> f16
    %1008 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1009 = "arith.uitofp"(%1008) : (i32) -> f16
    %1010 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1011 = "arith.uitofp"(%1010) : (i32) -> f16
    %1012 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1013 = "arith.uitofp"(%1012) : (i32) -> f16
    %1014 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1015 = "arith.uitofp"(%1014) : (i32) -> f16
    %1016 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1017 = "arith.uitofp"(%1016) : (i32) -> f16
    %1018 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1019 = "arith.uitofp"(%1018) : (i32) -> f16
    "func.return"(%1007, %1009, %1011, %1013, %1015, %1017, %1019) : (f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32), sym_name = "uitofp_i32_f32"}> ({
    %992 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %993 = "arith.uitofp"(%992) : (i32) -> f32
    %994 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %995 = "arith.uitofp"(%994) : (i32) -> f32
    %996 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %997 = "arith.uitofp"(%996) : (i32) -> f32
    %998 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %999 = "arith.uitofp"(%998) : (i32) -> f32
    %1000 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1001 = "arith.uitofp"(%1000) : (i32) -> f32
    %1002 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1003 = "arith.uitofp"(%1002) : (i32) -> f32
    %1004 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1005 = "arith.uitofp"(%1004) : (i32) -> f32
    "func.return"(%993, %995, %997, %999, %1001, %1003, %1005) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64), sym_name = "uitofp_i32_f64"}> ({
    %978 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %979 = "arith.uitofp"(%978) : (i32) -> f64
    %980 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %981 = "arith.uitofp"(%980) : (i32) -> f64
    %982 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %983 = "arith.uitofp"(%982) : (i32) -> f64
    %984 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %985 = "arith.uitofp"(%984) : (i32) -> f64
    %986 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %987 = "arith.uitofp"(%986) : (i32) -> f64
    %988 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %989 = "arith.uitofp"(%988) : (i32) -> f64
    %990 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %991 = "arith.uitofp"(%990) : (i32) -> f64
    "func.return"(%979, %981, %983, %985, %987, %989, %991) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "uitofp_i32_bf16"}> ({
    %964 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %965 = "arith.uitofp"(%964) : (i32) -> bf16
    %966 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %967 = "arith.uitofp"(%966) : (i32) -> bf16
    %968 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %969 = "arith.uitofp"(%968) : (i32) -> bf16
    %970 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %971 = "arith.uitofp"(%970) : (i32) -> bf16
    %972 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %973 = "arith.uitofp"(%972) : (i32) -> bf16
    %974 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %975 = "arith.uitofp"(%974) : (i32) -> bf16
    %976 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %977 = "arith.uitofp"(%976) : (i32) -> bf16
    "func.return"(%965, %967, %969, %971, %973, %975, %977) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16), sym_name = "uitofp_i64_f16"}> ({
    %952 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %953 = "arith.uitofp"(%952) : (i64) -> f16
    %954 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %955 = "arith.uitofp"(%954) : (i64) -> f16
    %956 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %957 = "arith.uitofp"(%956) : (i64) -> f16
    %958 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %959 = "arith.uitofp"(%958) : (i64) -> f16
    %960 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %961 = "arith.uitofp"(%960) : (i64) -> f16
    %962 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %963 = "arith.uitofp"(%962) : (i64) -> f16
    "func.return"(%953, %955, %957, %959, %961, %963) : (f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32), sym_name = "uitofp_i64_f32"}> ({
    %940 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %941 = "arith.uitofp"(%940) : (i64) -> f32
    %942 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %943 = "arith.uitofp"(%942) : (i64) -> f32
    %944 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %945 = "arith.uitofp"(%944) : (i64) -> f32
    %946 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %947 = "arith.uitofp"(%946) : (i64) -> f32
    %948 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %949 = "arith.uitofp"(%948) : (i64) -> f32
    %950 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %951 = "arith.uitofp"(%950) : (i64) -> f32
    "func.return"(%941, %943, %945, %947, %949, %951) : (f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64), sym_name = "uitofp_i64_f64"}> ({
    %928 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %929 = "arith.uitofp"(%928) : (i64) -> f64
    %930 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %931 = "arith.uitofp"(%930) : (i64) -> f64
    %932 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %933 = "arith.uitofp"(%932) : (i64) -> f64
    %934 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %935 = "arith.uitofp"(%934) : (i64) -> f64
    %936 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %937 = "arith.uitofp"(%936) : (i64) -> f64
    %938 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %939 = "arith.uitofp"(%938) : (i64) -> f64
    "func.return"(%929, %931, %933, %935, %937, %939) : (f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "uitofp_i64_bf16"}> ({
    %916 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %917 = "arith.uitofp"(%916) : (i64) -> bf16
    %918 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %919 = "arith.uitofp"(%918) : (i64) -> bf16
    %920 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %921 = "arith.uitofp"(%920) : (i64) -> bf16
    %922 = "arith.constant"() <{value = 9007199254740993 : i64}> : () -> i64
    %923 = "arith.uitofp"(%922) : (i64) -> bf16
    %924 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %925 = "arith.uitofp"(%924) : (i64) -> bf16
    %926 = "arith.constant"() <{value = 16777217 : i64}> : () -> i64
    %927 = "arith.uitofp"(%926) : (i64) -> bf16
    "func.return"(%917, %919, %921, %923, %925, %927) : (bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptosi_f32_i1"}> ({
    %885 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %886 = "arith.fptosi"(%885) : (f32) -> i1
    %887 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %888 = "arith.fptosi"(%887) : (f32) -> i1
    %889 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %890 = "arith.fptosi"(%889) : (f32) -> i1
    %891 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %892 = "arith.fptosi"(%891) : (f32) -> i1
    %893 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %894 = "arith.fptosi"(%893) : (f32) -> i1
    %895 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %896 = "arith.fptosi"(%895) : (f32) -> i1
    %897 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %898 = "arith.fptosi"(%897) : (f32) -> i1
    %899 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %900 = "arith.fptosi"(%899) : (f32) -> i1
    %901 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %902 = "arith.fptosi"(%901) : (f32) -> i1
    %903 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %904 = "arith.fptosi"(%903) : (f32) -> i1
    %905 = "arith.fptosi"(%891) : (f32) -> i1
    %906 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %907 = "arith.fptosi"(%906) : (f32) -> i1
    %908 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %909 = "arith.fptosi"(%908) : (f32) -> i1
    %910 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %911 = "arith.fptosi"(%910) : (f32) -> i1
    %912 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %913 = "arith.fptosi"(%912) : (f32) -> i1
    %914 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %915 = "arith.fptosi"(%914) : (f32) -> i1
    "func.return"(%886, %888, %890, %892, %894, %896, %898, %900, %902, %904, %905, %907, %909, %911, %913, %915) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptosi_f32_i8"}> ({
    %854 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %855 = "arith.fptosi"(%854) : (f32) -> i8
    %856 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %857 = "arith.fptosi"(%856) : (f32) -> i8
    %858 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %859 = "arith.fptosi"(%858) : (f32) -> i8
    %860 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %861 = "arith.fptosi"(%860) : (f32) -> i8
    %862 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %863 = "arith.fptosi"(%862) : (f32) -> i8
    %864 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %865 = "arith.fptosi"(%864) : (f32) -> i8
    %866 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %867 = "arith.fptosi"(%866) : (f32) -> i8
    %868 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %869 = "arith.fptosi"(%868) : (f32) -> i8
    %870 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %871 = "arith.fptosi"(%870) : (f32) -> i8
    %872 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %873 = "arith.fptosi"(%872) : (f32) -> i8
    %874 = "arith.fptosi"(%860) : (f32) -> i8
    %875 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %876 = "arith.fptosi"(%875) : (f32) -> i8
    %877 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %878 = "arith.fptosi"(%877) : (f32) -> i8
    %879 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %880 = "arith.fptosi"(%879) : (f32) -> i8
    %881 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %882 = "arith.fptosi"(%881) : (f32) -> i8
    %883 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %884 = "arith.fptosi"(%883) : (f32) -> i8
    "func.return"(%855, %857, %859, %861, %863, %865, %867, %869, %871, %873, %874, %876, %878, %880, %882, %884) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptosi_f32_i32"}> ({
    %823 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %824 = "arith.fptosi"(%823) : (f32) -> i32
    %825 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %826 = "arith.fptosi"(%825) : (f32) -> i32
    %827 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %828 = "arith.fptosi"(%827) : (f32) -> i32
    %829 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %830 = "arith.fptosi"(%829) : (f32) -> i32
    %831 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %832 = "arith.fptosi"(%831) : (f32) -> i32
    %833 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %834 = "arith.fptosi"(%833) : (f32) -> i32
    %835 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %836 = "arith.fptosi"(%835) : (f32) -> i32
    %837 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %838 = "arith.fptosi"(%837) : (f32) -> i32
    %839 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %840 = "arith.fptosi"(%839) : (f32) -> i32
    %841 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %842 = "arith.fptosi"(%841) : (f32) -> i32
    %843 = "arith.fptosi"(%829) : (f32) -> i32
    %844 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %845 = "arith.fptosi"(%844) : (f32) -> i32
    %846 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %847 = "arith.fptosi"(%846) : (f32) -> i32
    %848 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %849 = "arith.fptosi"(%848) : (f32) -> i32
    %850 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %851 = "arith.fptosi"(%850) : (f32) -> i32
    %852 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %853 = "arith.fptosi"(%852) : (f32) -> i32
    "func.return"(%824, %826, %828, %830, %832, %834, %836, %838, %840, %842, %843, %845, %847, %849, %851, %853) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptosi_f32_i64"}> ({
    %792 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %793 = "arith.fptosi"(%792) : (f32) -> i64
    %794 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %795 = "arith.fptosi"(%794) : (f32) -> i64
    %796 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %797 = "arith.fptosi"(%796) : (f32) -> i64
    %798 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %799 = "arith.fptosi"(%798) : (f32) -> i64
    %800 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %801 = "arith.fptosi"(%800) : (f32) -> i64
    %802 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %803 = "arith.fptosi"(%802) : (f32) -> i64
    %804 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %805 = "arith.fptosi"(%804) : (f32) -> i64
    %806 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %807 = "arith.fptosi"(%806) : (f32) -> i64
    %808 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %809 = "arith.fptosi"(%808) : (f32) -> i64
    %810 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %811 = "arith.fptosi"(%810) : (f32) -> i64
    %812 = "arith.fptosi"(%798) : (f32) -> i64
    %813 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %814 = "arith.fptosi"(%813) : (f32) -> i64
    %815 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %816 = "arith.fptosi"(%815) : (f32) -> i64
    %817 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %818 = "arith.fptosi"(%817) : (f32) -> i64
    %819 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %820 = "arith.fptosi"(%819) : (f32) -> i64
    %821 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %822 = "arith.fptosi"(%821) : (f32) -> i64
    "func.return"(%793, %795, %797, %799, %801, %803, %805, %807, %809, %811, %812, %814, %816, %818, %820, %822) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptosi_f64_i1"}> ({
    %764 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %765 = "arith.fptosi"(%764) : (f64) -> i1
    %766 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %767 = "arith.fptosi"(%766) : (f64) -> i1
    %768 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %769 = "arith.fptosi"(%768) : (f64) -> i1
    %770 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %771 = "arith.fptosi"(%770) : (f64) -> i1
    %772 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %773 = "arith.fptosi"(%772) : (f64) -> i1
    %774 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %775 = "arith.fptosi"(%774) : (f64) -> i1
    %776 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %777 = "arith.fptosi"(%776) : (f64) -> i1
    %778 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %779 = "arith.fptosi"(%778) : (f64) -> i1
    %780 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %781 = "arith.fptosi"(%780) : (f64) -> i1
    %782 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %783 = "arith.fptosi"(%782) : (f64) -> i1
    %784 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %785 = "arith.fptosi"(%784) : (f64) -> i1
    %786 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %787 = "arith.fptosi"(%786) : (f64) -> i1
    %788 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %789 = "arith.fptosi"(%788) : (f64) -> i1
    %790 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %791 = "arith.fptosi"(%790) : (f64) -> i1
    "func.return"(%765, %767, %769, %771, %773, %775, %777, %779, %781, %783, %785, %787, %789, %791) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptosi_f64_i8"}> ({
    %736 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %737 = "arith.fptosi"(%736) : (f64) -> i8
    %738 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %739 = "arith.fptosi"(%738) : (f64) -> i8
    %740 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %741 = "arith.fptosi"(%740) : (f64) -> i8
    %742 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %743 = "arith.fptosi"(%742) : (f64) -> i8
    %744 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %745 = "arith.fptosi"(%744) : (f64) -> i8
    %746 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %747 = "arith.fptosi"(%746) : (f64) -> i8
    %748 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %749 = "arith.fptosi"(%748) : (f64) -> i8
    %750 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %751 = "arith.fptosi"(%750) : (f64) -> i8
    %752 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %753 = "arith.fptosi"(%752) : (f64) -> i8
    %754 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %755 = "arith.fptosi"(%754) : (f64) -> i8
    %756 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %757 = "arith.fptosi"(%756) : (f64) -> i8
    %758 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %759 = "arith.fptosi"(%758) : (f64) -> i8
    %760 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %761 = "arith.fptosi"(%760) : (f64) -> i8
    %762 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %763 = "arith.fptosi"(%762) : (f64) -> i8
    "func.return"(%737, %739, %741, %743, %745, %747, %749, %751, %753, %755, %757, %759, %761, %763) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptosi_f64_i32"}> ({
    %708 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %709 = "arith.fptosi"(%708) : (f64) -> i32
    %710 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %711 = "arith.fptosi"(%710) : (f64) -> i32
    %712 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %713 = "arith.fptosi"(%712) : (f64) -> i32
    %714 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %715 = "arith.fptosi"(%714) : (f64) -> i32
    %716 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %717 = "arith.fptosi"(%716) : (f64) -> i32
    %718 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %719 = "arith.fptosi"(%718) : (f64) -> i32
    %720 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %721 = "arith.fptosi"(%720) : (f64) -> i32
    %722 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %723 = "arith.fptosi"(%722) : (f64) -> i32
    %724 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %725 = "arith.fptosi"(%724) : (f64) -> i32
    %726 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %727 = "arith.fptosi"(%726) : (f64) -> i32
    %728 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %729 = "arith.fptosi"(%728) : (f64) -> i32
    %730 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %731 = "arith.fptosi"(%730) : (f64) -> i32
    %732 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %733 = "arith.fptosi"(%732) : (f64) -> i32
    %734 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %735 = "arith.fptosi"(%734) : (f64) -> i32
    "func.return"(%709, %711, %713, %715, %717, %719, %721, %723, %725, %727, %729, %731, %733, %735) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptosi_f64_i64"}> ({
    %680 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %681 = "arith.fptosi"(%680) : (f64) -> i64
    %682 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %683 = "arith.fptosi"(%682) : (f64) -> i64
    %684 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %685 = "arith.fptosi"(%684) : (f64) -> i64
    %686 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %687 = "arith.fptosi"(%686) : (f64) -> i64
    %688 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %689 = "arith.fptosi"(%688) : (f64) -> i64
    %690 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %691 = "arith.fptosi"(%690) : (f64) -> i64
    %692 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %693 = "arith.fptosi"(%692) : (f64) -> i64
    %694 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %695 = "arith.fptosi"(%694) : (f64) -> i64
    %696 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %697 = "arith.fptosi"(%696) : (f64) -> i64
    %698 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %699 = "arith.fptosi"(%698) : (f64) -> i64
    %700 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %701 = "arith.fptosi"(%700) : (f64) -> i64
    %702 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %703 = "arith.fptosi"(%702) : (f64) -> i64
    %704 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %705 = "arith.fptosi"(%704) : (f64) -> i64
    %706 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %707 = "arith.fptosi"(%706) : (f64) -> i64
    "func.return"(%681, %683, %685, %687, %689, %691, %693, %695, %697, %699, %701, %703, %705, %707) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptosi_f16_i1"}> ({
    %654 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %655 = "arith.fptosi"(%654) : (f16) -> i1
    %656 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %657 = "arith.fptosi"(%656) : (f16) -> i1
    %658 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %659 = "arith.fptosi"(%658) : (f16) -> i1
    %660 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %661 = "arith.fptosi"(%660) : (f16) -> i1
    %662 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %663 = "arith.fptosi"(%662) : (f16) -> i1
    %664 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %665 = "arith.fptosi"(%664) : (f16) -> i1
    %666 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %667 = "arith.fptosi"(%666) : (f16) -> i1
    %668 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %669 = "arith.fptosi"(%668) : (f16) -> i1
    %670 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %671 = "arith.fptosi"(%670) : (f16) -> i1
    %672 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %673 = "arith.fptosi"(%672) : (f16) -> i1
    %674 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %675 = "arith.fptosi"(%674) : (f16) -> i1
    %676 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %677 = "arith.fptosi"(%676) : (f16) -> i1
    %678 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %679 = "arith.fptosi"(%678) : (f16) -> i1
    "func.return"(%655, %657, %659, %661, %663, %665, %667, %669, %671, %673, %675, %677, %679) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptosi_f16_i8"}> ({
    %628 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %629 = "arith.fptosi"(%628) : (f16) -> i8
    %630 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %631 = "arith.fptosi"(%630) : (f16) -> i8
    %632 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %633 = "arith.fptosi"(%632) : (f16) -> i8
    %634 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %635 = "arith.fptosi"(%634) : (f16) -> i8
    %636 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %637 = "arith.fptosi"(%636) : (f16) -> i8
    %638 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %639 = "arith.fptosi"(%638) : (f16) -> i8
    %640 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %641 = "arith.fptosi"(%640) : (f16) -> i8
    %642 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %643 = "arith.fptosi"(%642) : (f16) -> i8
    %644 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %645 = "arith.fptosi"(%644) : (f16) -> i8
    %646 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %647 = "arith.fptosi"(%646) : (f16) -> i8
    %648 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %649 = "arith.fptosi"(%648) : (f16) -> i8
    %650 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %651 = "arith.fptosi"(%650) : (f16) -> i8
    %652 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %653 = "arith.fptosi"(%652) : (f16) -> i8
    "func.return"(%629, %631, %633, %635, %637, %639, %641, %643, %645, %647, %649, %651, %653) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptosi_f16_i32"}> ({
    %602 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %603 = "arith.fptosi"(%602) : (f16) -> i32
    %604 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %605 = "arith.fptosi"(%604) : (f16) -> i32
    %606 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %607 = "arith.fptosi"(%606) : (f16) -> i32
    %608 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %609 = "arith.fptosi"(%608) : (f16) -> i32
    %610 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %611 = "arith.fptosi"(%610) : (f16) -> i32
    %612 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %613 = "arith.fptosi"(%612) : (f16) -> i32
    %614 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %615 = "arith.fptosi"(%614) : (f16) -> i32
    %616 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %617 = "arith.fptosi"(%616) : (f16) -> i32
    %618 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %619 = "arith.fptosi"(%618) : (f16) -> i32
    %620 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %621 = "arith.fptosi"(%620) : (f16) -> i32
    %622 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %623 = "arith.fptosi"(%622) : (f16) -> i32
    %624 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %625 = "arith.fptosi"(%624) : (f16) -> i32
    %626 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %627 = "arith.fptosi"(%626) : (f16) -> i32
    "func.return"(%603, %605, %607, %609, %611, %613, %615, %617, %619, %621, %623, %625, %627) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptosi_f16_i64"}> ({
    %576 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %577 = "arith.fptosi"(%576) : (f16) -> i64
    %578 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %579 = "arith.fptosi"(%578) : (f16) -> i64
    %580 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %581 = "arith.fptosi"(%580) : (f16) -> i64
    %582 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %583 = "arith.fptosi"(%582) : (f16) -> i64
    %584 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %585 = "arith.fptosi"(%584) : (f16) -> i64
    %586 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %587 = "arith.fptosi"(%586) : (f16) -> i64
    %588 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %589 = "arith.fptosi"(%588) : (f16) -> i64
    %590 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %591 = "arith.fptosi"(%590) : (f16) -> i64
    %592 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %593 = "arith.fptosi"(%592) : (f16) -> i64
    %594 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %595 = "arith.fptosi"(%594) : (f16) -> i64
    %596 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %597 = "arith.fptosi"(%596) : (f16) -> i64
    %598 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %599 = "arith.fptosi"(%598) : (f16) -> i64
    %600 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %601 = "arith.fptosi"(%600) : (f16) -> i64
    "func.return"(%577, %579, %581, %583, %585, %587, %589, %591, %593, %595, %597, %599, %601) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptoui_f32_i1"}> ({
    %545 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %546 = "arith.fptoui"(%545) : (f32) -> i1
    %547 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %548 = "arith.fptoui"(%547) : (f32) -> i1
    %549 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %550 = "arith.fptoui"(%549) : (f32) -> i1
    %551 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %552 = "arith.fptoui"(%551) : (f32) -> i1
    %553 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %554 = "arith.fptoui"(%553) : (f32) -> i1
    %555 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %556 = "arith.fptoui"(%555) : (f32) -> i1
    %557 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %558 = "arith.fptoui"(%557) : (f32) -> i1
    %559 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %560 = "arith.fptoui"(%559) : (f32) -> i1
    %561 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %562 = "arith.fptoui"(%561) : (f32) -> i1
    %563 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %564 = "arith.fptoui"(%563) : (f32) -> i1
    %565 = "arith.fptoui"(%551) : (f32) -> i1
    %566 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %567 = "arith.fptoui"(%566) : (f32) -> i1
    %568 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %569 = "arith.fptoui"(%568) : (f32) -> i1
    %570 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %571 = "arith.fptoui"(%570) : (f32) -> i1
    %572 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %573 = "arith.fptoui"(%572) : (f32) -> i1
    %574 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %575 = "arith.fptoui"(%574) : (f32) -> i1
    "func.return"(%546, %548, %550, %552, %554, %556, %558, %560, %562, %564, %565, %567, %569, %571, %573, %575) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptoui_f32_i8"}> ({
    %514 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %515 = "arith.fptoui"(%514) : (f32) -> i8
    %516 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %517 = "arith.fptoui"(%516) : (f32) -> i8
    %518 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %519 = "arith.fptoui"(%518) : (f32) -> i8
    %520 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %521 = "arith.fptoui"(%520) : (f32) -> i8
    %522 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %523 = "arith.fptoui"(%522) : (f32) -> i8
    %524 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %525 = "arith.fptoui"(%524) : (f32) -> i8
    %526 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %527 = "arith.fptoui"(%526) : (f32) -> i8
    %528 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %529 = "arith.fptoui"(%528) : (f32) -> i8
    %530 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %531 = "arith.fptoui"(%530) : (f32) -> i8
    %532 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %533 = "arith.fptoui"(%532) : (f32) -> i8
    %534 = "arith.fptoui"(%520) : (f32) -> i8
    %535 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %536 = "arith.fptoui"(%535) : (f32) -> i8
    %537 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %538 = "arith.fptoui"(%537) : (f32) -> i8
    %539 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %540 = "arith.fptoui"(%539) : (f32) -> i8
    %541 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %542 = "arith.fptoui"(%541) : (f32) -> i8
    %543 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %544 = "arith.fptoui"(%543) : (f32) -> i8
    "func.return"(%515, %517, %519, %521, %523, %525, %527, %529, %531, %533, %534, %536, %538, %540, %542, %544) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptoui_f32_i32"}> ({
    %483 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %484 = "arith.fptoui"(%483) : (f32) -> i32
    %485 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %486 = "arith.fptoui"(%485) : (f32) -> i32
    %487 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %488 = "arith.fptoui"(%487) : (f32) -> i32
    %489 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %490 = "arith.fptoui"(%489) : (f32) -> i32
    %491 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %492 = "arith.fptoui"(%491) : (f32) -> i32
    %493 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %494 = "arith.fptoui"(%493) : (f32) -> i32
    %495 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %496 = "arith.fptoui"(%495) : (f32) -> i32
    %497 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %498 = "arith.fptoui"(%497) : (f32) -> i32
    %499 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %500 = "arith.fptoui"(%499) : (f32) -> i32
    %501 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %502 = "arith.fptoui"(%501) : (f32) -> i32
    %503 = "arith.fptoui"(%489) : (f32) -> i32
    %504 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %505 = "arith.fptoui"(%504) : (f32) -> i32
    %506 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %507 = "arith.fptoui"(%506) : (f32) -> i32
    %508 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %509 = "arith.fptoui"(%508) : (f32) -> i32
    %510 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %511 = "arith.fptoui"(%510) : (f32) -> i32
    %512 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %513 = "arith.fptoui"(%512) : (f32) -> i32
    "func.return"(%484, %486, %488, %490, %492, %494, %496, %498, %500, %502, %503, %505, %507, %509, %511, %513) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptoui_f32_i64"}> ({
    %452 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %453 = "arith.fptoui"(%452) : (f32) -> i64
    %454 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %455 = "arith.fptoui"(%454) : (f32) -> i64
    %456 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %457 = "arith.fptoui"(%456) : (f32) -> i64
    %458 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %459 = "arith.fptoui"(%458) : (f32) -> i64
    %460 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %461 = "arith.fptoui"(%460) : (f32) -> i64
    %462 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %463 = "arith.fptoui"(%462) : (f32) -> i64
    %464 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %465 = "arith.fptoui"(%464) : (f32) -> i64
    %466 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %467 = "arith.fptoui"(%466) : (f32) -> i64
    %468 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %469 = "arith.fptoui"(%468) : (f32) -> i64
    %470 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %471 = "arith.fptoui"(%470) : (f32) -> i64
    %472 = "arith.fptoui"(%458) : (f32) -> i64
    %473 = "arith.constant"() <{value = 2.559000e+02 : f32}> : () -> f32
    %474 = "arith.fptoui"(%473) : (f32) -> i64
    %475 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %476 = "arith.fptoui"(%475) : (f32) -> i64
    %477 = "arith.constant"() <{value = -1.290000e+02 : f32}> : () -> f32
    %478 = "arith.fptoui"(%477) : (f32) -> i64
    %479 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %480 = "arith.fptoui"(%479) : (f32) -> i64
    %481 = "arith.constant"() <{value = 4.000000e+09 : f32}> : () -> f32
    %482 = "arith.fptoui"(%481) : (f32) -> i64
    "func.return"(%453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %472, %474, %476, %478, %480, %482) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptoui_f64_i1"}> ({
    %424 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %425 = "arith.fptoui"(%424) : (f64) -> i1
    %426 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %427 = "arith.fptoui"(%426) : (f64) -> i1
    %428 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %429 = "arith.fptoui"(%428) : (f64) -> i1
    %430 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %431 = "arith.fptoui"(%430) : (f64) -> i1
    %432 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %433 = "arith.fptoui"(%432) : (f64) -> i1
    %434 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %435 = "arith.fptoui"(%434) : (f64) -> i1
    %436 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %437 = "arith.fptoui"(%436) : (f64) -> i1
    %438 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %439 = "arith.fptoui"(%438) : (f64) -> i1
    %440 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %441 = "arith.fptoui"(%440) : (f64) -> i1
    %442 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %443 = "arith.fptoui"(%442) : (f64) -> i1
    %444 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %445 = "arith.fptoui"(%444) : (f64) -> i1
    %446 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %447 = "arith.fptoui"(%446) : (f64) -> i1
    %448 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %449 = "arith.fptoui"(%448) : (f64) -> i1
    %450 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %451 = "arith.fptoui"(%450) : (f64) -> i1
    "func.return"(%425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptoui_f64_i8"}> ({
    %396 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %397 = "arith.fptoui"(%396) : (f64) -> i8
    %398 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %399 = "arith.fptoui"(%398) : (f64) -> i8
    %400 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %401 = "arith.fptoui"(%400) : (f64) -> i8
    %402 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %403 = "arith.fptoui"(%402) : (f64) -> i8
    %404 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %405 = "arith.fptoui"(%404) : (f64) -> i8
    %406 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %407 = "arith.fptoui"(%406) : (f64) -> i8
    %408 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %409 = "arith.fptoui"(%408) : (f64) -> i8
    %410 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %411 = "arith.fptoui"(%410) : (f64) -> i8
    %412 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %413 = "arith.fptoui"(%412) : (f64) -> i8
    %414 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %415 = "arith.fptoui"(%414) : (f64) -> i8
    %416 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %417 = "arith.fptoui"(%416) : (f64) -> i8
    %418 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %419 = "arith.fptoui"(%418) : (f64) -> i8
    %420 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %421 = "arith.fptoui"(%420) : (f64) -> i8
    %422 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %423 = "arith.fptoui"(%422) : (f64) -> i8
    "func.return"(%397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptoui_f64_i32"}> ({
    %368 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %369 = "arith.fptoui"(%368) : (f64) -> i32
    %370 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %371 = "arith.fptoui"(%370) : (f64) -> i32
    %372 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %373 = "arith.fptoui"(%372) : (f64) -> i32
    %374 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %375 = "arith.fptoui"(%374) : (f64) -> i32
    %376 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %377 = "arith.fptoui"(%376) : (f64) -> i32
    %378 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %379 = "arith.fptoui"(%378) : (f64) -> i32
    %380 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %381 = "arith.fptoui"(%380) : (f64) -> i32
    %382 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %383 = "arith.fptoui"(%382) : (f64) -> i32
    %384 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %385 = "arith.fptoui"(%384) : (f64) -> i32
    %386 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %387 = "arith.fptoui"(%386) : (f64) -> i32
    %388 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %389 = "arith.fptoui"(%388) : (f64) -> i32
    %390 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %391 = "arith.fptoui"(%390) : (f64) -> i32
    %392 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %393 = "arith.fptoui"(%392) : (f64) -> i32
    %394 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %395 = "arith.fptoui"(%394) : (f64) -> i32
    "func.return"(%369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptoui_f64_i64"}> ({
    %340 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %341 = "arith.fptoui"(%340) : (f64) -> i64
    %342 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %343 = "arith.fptoui"(%342) : (f64) -> i64
    %344 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %345 = "arith.fptoui"(%344) : (f64) -> i64
    %346 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %347 = "arith.fptoui"(%346) : (f64) -> i64
    %348 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %349 = "arith.fptoui"(%348) : (f64) -> i64
    %350 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %351 = "arith.fptoui"(%350) : (f64) -> i64
    %352 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %353 = "arith.fptoui"(%352) : (f64) -> i64
    %354 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %355 = "arith.fptoui"(%354) : (f64) -> i64
    %356 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %357 = "arith.fptoui"(%356) : (f64) -> i64
    %358 = "arith.constant"() <{value = 2.559000e+02 : f64}> : () -> f64
    %359 = "arith.fptoui"(%358) : (f64) -> i64
    %360 = "arith.constant"() <{value = -1.280000e+02 : f64}> : () -> f64
    %361 = "arith.fptoui"(%360) : (f64) -> i64
    %362 = "arith.constant"() <{value = -1.290000e+02 : f64}> : () -> f64
    %363 = "arith.fptoui"(%362) : (f64) -> i64
    %364 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %365 = "arith.fptoui"(%364) : (f64) -> i64
    %366 = "arith.constant"() <{value = 4.000000e+09 : f64}> : () -> f64
    %367 = "arith.fptoui"(%366) : (f64) -> i64
    "func.return"(%341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "fptoui_f16_i1"}> ({
    %314 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %315 = "arith.fptoui"(%314) : (f16) -> i1
    %316 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %317 = "arith.fptoui"(%316) : (f16) -> i1
    %318 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %319 = "arith.fptoui"(%318) : (f16) -> i1
    %320 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %321 = "arith.fptoui"(%320) : (f16) -> i1
    %322 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %323 = "arith.fptoui"(%322) : (f16) -> i1
    %324 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %325 = "arith.fptoui"(%324) : (f16) -> i1
    %326 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %327 = "arith.fptoui"(%326) : (f16) -> i1
    %328 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %329 = "arith.fptoui"(%328) : (f16) -> i1
    %330 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %331 = "arith.fptoui"(%330) : (f16) -> i1
    %332 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %333 = "arith.fptoui"(%332) : (f16) -> i1
    %334 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %335 = "arith.fptoui"(%334) : (f16) -> i1
    %336 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %337 = "arith.fptoui"(%336) : (f16) -> i1
    %338 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %339 = "arith.fptoui"(%338) : (f16) -> i1
    "func.return"(%315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "fptoui_f16_i8"}> ({
    %288 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %289 = "arith.fptoui"(%288) : (f16) -> i8
    %290 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %291 = "arith.fptoui"(%290) : (f16) -> i8
    %292 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %293 = "arith.fptoui"(%292) : (f16) -> i8
    %294 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %295 = "arith.fptoui"(%294) : (f16) -> i8
    %296 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %297 = "arith.fptoui"(%296) : (f16) -> i8
    %298 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %299 = "arith.fptoui"(%298) : (f16) -> i8
    %300 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %301 = "arith.fptoui"(%300) : (f16) -> i8
    %302 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %303 = "arith.fptoui"(%302) : (f16) -> i8
    %304 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %305 = "arith.fptoui"(%304) : (f16) -> i8
    %306 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %307 = "arith.fptoui"(%306) : (f16) -> i8
    %308 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %309 = "arith.fptoui"(%308) : (f16) -> i8
    %310 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %311 = "arith.fptoui"(%310) : (f16) -> i8
    %312 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %313 = "arith.fptoui"(%312) : (f16) -> i8
    "func.return"(%289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "fptoui_f16_i32"}> ({
    %262 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %263 = "arith.fptoui"(%262) : (f16) -> i32
    %264 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %265 = "arith.fptoui"(%264) : (f16) -> i32
    %266 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %267 = "arith.fptoui"(%266) : (f16) -> i32
    %268 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %269 = "arith.fptoui"(%268) : (f16) -> i32
    %270 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %271 = "arith.fptoui"(%270) : (f16) -> i32
    %272 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %273 = "arith.fptoui"(%272) : (f16) -> i32
    %274 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %275 = "arith.fptoui"(%274) : (f16) -> i32
    %276 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %277 = "arith.fptoui"(%276) : (f16) -> i32
    %278 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %279 = "arith.fptoui"(%278) : (f16) -> i32
    %280 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %281 = "arith.fptoui"(%280) : (f16) -> i32
    %282 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %283 = "arith.fptoui"(%282) : (f16) -> i32
    %284 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %285 = "arith.fptoui"(%284) : (f16) -> i32
    %286 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %287 = "arith.fptoui"(%286) : (f16) -> i32
    "func.return"(%263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), sym_name = "fptoui_f16_i64"}> ({
    %236 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %237 = "arith.fptoui"(%236) : (f16) -> i64
    %238 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %239 = "arith.fptoui"(%238) : (f16) -> i64
    %240 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %241 = "arith.fptoui"(%240) : (f16) -> i64
    %242 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %243 = "arith.fptoui"(%242) : (f16) -> i64
    %244 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %245 = "arith.fptoui"(%244) : (f16) -> i64
    %246 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %247 = "arith.fptoui"(%246) : (f16) -> i64
    %248 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %249 = "arith.fptoui"(%248) : (f16) -> i64
    %250 = "arith.constant"() <{value = -1.500000e+00 : f16}> : () -> f16
    %251 = "arith.fptoui"(%250) : (f16) -> i64
    %252 = "arith.constant"() <{value = 2.558750e+02 : f16}> : () -> f16
    %253 = "arith.fptoui"(%252) : (f16) -> i64
    %254 = "arith.constant"() <{value = -1.280000e+02 : f16}> : () -> f16
    %255 = "arith.fptoui"(%254) : (f16) -> i64
    %256 = "arith.constant"() <{value = -1.290000e+02 : f16}> : () -> f16
    %257 = "arith.fptoui"(%256) : (f16) -> i64
    %258 = "arith.constant"() <{value = 2.560000e+02 : f16}> : () -> f16
    %259 = "arith.fptoui"(%258) : (f16) -> i64
    %260 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %261 = "arith.fptoui"(%260) : (f16) -> i64
    "func.return"(%237, %239, %241, %243, %245, %247, %249, %251, %253, %255, %257, %259, %261) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extf_f16_f32"}> ({
    %216 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %217 = "arith.extf"(%216) : (f16) -> f32
    %218 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %219 = "arith.extf"(%218) : (f16) -> f32
    %220 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %221 = "arith.extf"(%220) : (f16) -> f32
    %222 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %223 = "arith.extf"(%222) : (f16) -> f32
    %224 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %225 = "arith.extf"(%224) : (f16) -> f32
    %226 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %227 = "arith.extf"(%226) : (f16) -> f32
    %228 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %229 = "arith.extf"(%228) : (f16) -> f32
    %230 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %231 = "arith.extf"(%230) : (f16) -> f32
    %232 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %233 = "arith.extf"(%232) : (f16) -> f32
    %234 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %235 = "arith.extf"(%234) : (f16) -> f32
    "func.return"(%217, %219, %221, %223, %225, %227, %229, %231, %233, %235) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extf_bf16_f32"}> ({
    %198 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %199 = "arith.extf"(%198) : (bf16) -> f32
    %200 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %201 = "arith.extf"(%200) : (bf16) -> f32
    %202 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %203 = "arith.extf"(%202) : (bf16) -> f32
    %204 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %205 = "arith.extf"(%204) : (bf16) -> f32
    %206 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %207 = "arith.extf"(%206) : (bf16) -> f32
    %208 = "arith.constant"() <{value = 0x7FC0 : bf16}> : () -> bf16
    %209 = "arith.extf"(%208) : (bf16) -> f32
    %210 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %211 = "arith.extf"(%210) : (bf16) -> f32
    %212 = "arith.constant"() <{value = 6.553600e+04 : bf16}> : () -> bf16
    %213 = "arith.extf"(%212) : (bf16) -> f32
    %214 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %215 = "arith.extf"(%214) : (bf16) -> f32
    "func.return"(%199, %201, %203, %205, %207, %209, %211, %213, %215) : (f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64), sym_name = "extf_f32_f64"}> ({
    %172 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %173 = "arith.extf"(%172) : (f32) -> f64
    %174 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %175 = "arith.extf"(%174) : (f32) -> f64
    %176 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %177 = "arith.extf"(%176) : (f32) -> f64
    %178 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %179 = "arith.extf"(%178) : (f32) -> f64
    %180 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %181 = "arith.extf"(%180) : (f32) -> f64
    %182 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %183 = "arith.extf"(%182) : (f32) -> f64
    %184 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %185 = "arith.extf"(%184) : (f32) -> f64
    %186 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %187 = "arith.extf"(%186) : (f32) -> f64
    %188 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %189 = "arith.extf"(%188) : (f32) -> f64
    %190 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %191 = "arith.extf"(%190) : (f32) -> f64
    %192 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %193 = "arith.extf"(%192) : (f32) -> f64
    %194 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %195 = "arith.extf"(%194) : (f32) -> f64
    %196 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %197 = "arith.extf"(%196) : (f32) -> f64
    "func.return"(%173, %175, %177, %179, %181, %183, %185, %187, %189, %191, %193, %195, %197) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extf_f8E4M3FN_f32"}> ({
    %156 = "arith.constant"() <{value = 0.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %157 = "arith.extf"(%156) : (f8E4M3FN) -> f32
    %158 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %159 = "arith.extf"(%158) : (f8E4M3FN) -> f32
    %160 = "arith.constant"() <{value = -2.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %161 = "arith.extf"(%160) : (f8E4M3FN) -> f32
    %162 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %163 = "arith.extf"(%162) : (f8E4M3FN) -> f32
    %164 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %165 = "arith.extf"(%164) : (f8E4M3FN) -> f32
    %166 = "arith.constant"() <{value = 5.000000e-01 : f8E4M3FN}> : () -> f8E4M3FN
    %167 = "arith.extf"(%166) : (f8E4M3FN) -> f32
    %168 = "arith.constant"() <{value = 0x7F : f8E4M3FN}> : () -> f8E4M3FN
    %169 = "arith.extf"(%168) : (f8E4M3FN) -> f32
    %170 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %171 = "arith.extf"(%170) : (f8E4M3FN) -> f32
    "func.return"(%157, %159, %161, %163, %165, %167, %169, %171) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "truncf_f64_f32"}> ({
    %134 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %135 = "arith.truncf"(%134) : (f64) -> f32
    %136 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %137 = "arith.truncf"(%136) : (f64) -> f32
    %138 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %139 = "arith.truncf"(%138) : (f64) -> f32
    %140 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %141 = "arith.truncf"(%140) : (f64) -> f32
    %142 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %143 = "arith.truncf"(%142) : (f64) -> f32
    %144 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %145 = "arith.truncf"(%144) : (f64) -> f32
    %146 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %147 = "arith.truncf"(%146) : (f64) -> f32
    %148 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %149 = "arith.truncf"(%148) : (f64) -> f32
    %150 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %151 = "arith.truncf"(%150) : (f64) -> f32
    %152 = "arith.constant"() <{value = 6.552000e+04 : f64}> : () -> f64
    %153 = "arith.truncf"(%152) : (f64) -> f32
    %154 = "arith.constant"() <{value = 1.0000001192092896 : f64}> : () -> f64
    %155 = "arith.truncf"(%154) : (f64) -> f32
    "func.return"(%135, %137, %139, %141, %143, %145, %147, %149, %151, %153, %155) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "truncf_f32_f16"}> ({
    %108 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %109 = "arith.truncf"(%108) : (f32) -> f16
    %110 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %111 = "arith.truncf"(%110) : (f32) -> f16
    %112 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %113 = "arith.truncf"(%112) : (f32) -> f16
    %114 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %115 = "arith.truncf"(%114) : (f32) -> f16
    %116 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %117 = "arith.truncf"(%116) : (f32) -> f16
    %118 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %119 = "arith.truncf"(%118) : (f32) -> f16
    %120 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %121 = "arith.truncf"(%120) : (f32) -> f16
    %122 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %123 = "arith.truncf"(%122) : (f32) -> f16
    %124 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %125 = "arith.truncf"(%124) : (f32) -> f16
    %126 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %127 = "arith.truncf"(%126) : (f32) -> f16
    %128 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %129 = "arith.truncf"(%128) : (f32) -> f16
    %130 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %131 = "arith.truncf"(%130) : (f32) -> f16
    %132 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %133 = "arith.truncf"(%132) : (f32) -> f16
    "func.return"(%109, %111, %113, %115, %117, %119, %121, %123, %125, %127, %129, %131, %133) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16), sym_name = "truncf_f32_bf16"}> ({
    %82 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %83 = "arith.truncf"(%82) : (f32) -> bf16
    %84 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %85 = "arith.truncf"(%84) : (f32) -> bf16
    %86 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %87 = "arith.truncf"(%86) : (f32) -> bf16
    %88 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %89 = "arith.truncf"(%88) : (f32) -> bf16
    %90 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %91 = "arith.truncf"(%90) : (f32) -> bf16
    %92 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %93 = "arith.truncf"(%92) : (f32) -> bf16
    %94 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %95 = "arith.truncf"(%94) : (f32) -> bf16
    %96 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %97 = "arith.truncf"(%96) : (f32) -> bf16
    %98 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %99 = "arith.truncf"(%98) : (f32) -> bf16
    %100 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %101 = "arith.truncf"(%100) : (f32) -> bf16
    %102 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %103 = "arith.truncf"(%102) : (f32) -> bf16
    %104 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %105 = "arith.truncf"(%104) : (f32) -> bf16
    %106 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %107 = "arith.truncf"(%106) : (f32) -> bf16
    "func.return"(%83, %85, %87, %89, %91, %93, %95, %97, %99, %101, %103, %105, %107) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN), sym_name = "truncf_f32_f8E4M3FN"}> ({
    %56 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %57 = "arith.truncf"(%56) : (f32) -> f8E4M3FN
    %58 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %59 = "arith.truncf"(%58) : (f32) -> f8E4M3FN
    %60 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %61 = "arith.truncf"(%60) : (f32) -> f8E4M3FN
    %62 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %63 = "arith.truncf"(%62) : (f32) -> f8E4M3FN
    %64 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %65 = "arith.truncf"(%64) : (f32) -> f8E4M3FN
    %66 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %67 = "arith.truncf"(%66) : (f32) -> f8E4M3FN
    %68 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %69 = "arith.truncf"(%68) : (f32) -> f8E4M3FN
    %70 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %71 = "arith.truncf"(%70) : (f32) -> f8E4M3FN
    %72 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %73 = "arith.truncf"(%72) : (f32) -> f8E4M3FN
    %74 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %75 = "arith.truncf"(%74) : (f32) -> f8E4M3FN
    %76 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %77 = "arith.truncf"(%76) : (f32) -> f8E4M3FN
    %78 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %79 = "arith.truncf"(%78) : (f32) -> f8E4M3FN
    %80 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    %81 = "arith.truncf"(%80) : (f32) -> f8E4M3FN
    "func.return"(%57, %59, %61, %63, %65, %67, %69, %71, %73, %75, %77, %79, %81) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32), sym_name = "bitcast_i32_f32"}> ({
    %46 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %47 = "arith.bitcast"(%46) : (i32) -> f32
    %48 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %49 = "arith.bitcast"(%48) : (i32) -> f32
    %50 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %51 = "arith.bitcast"(%50) : (i32) -> f32
    %52 = "arith.constant"() <{value = 2139095040 : i32}> : () -> i32
    %53 = "arith.bitcast"(%52) : (i32) -> f32
    %54 = "arith.constant"() <{value = 2143289344 : i32}> : () -> i32
    %55 = "arith.bitcast"(%54) : (i32) -> f32
    "func.return"(%47, %49, %51, %53, %55) : (f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "bitcast_f32_i32"}> ({
    %26 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %27 = "arith.bitcast"(%26) : (f32) -> i32
    %28 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %29 = "arith.bitcast"(%28) : (f32) -> i32
    %30 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %31 = "arith.bitcast"(%30) : (f32) -> i32
    %32 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %33 = "arith.bitcast"(%32) : (f32) -> i32
    %34 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %35 = "arith.bitcast"(%34) : (f32) -> i32
    %36 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %37 = "arith.bitcast"(%36) : (f32) -> i32
    %38 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %39 = "arith.bitcast"(%38) : (f32) -> i32
    %40 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %41 = "arith.bitcast"(%40) : (f32) -> i32
    %42 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %43 = "arith.bitcast"(%42) : (f32) -> i32
    %44 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %45 = "arith.bitcast"(%44) : (f32) -> i32
    "func.return"(%27, %29, %31, %33, %35, %37, %39, %41, %43, %45) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64), sym_name = "bitcast_i64_f64"}> ({
    %20 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %21 = "arith.bitcast"(%20) : (i64) -> f64
    %22 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %23 = "arith.bitcast"(%22) : (i64) -> f64
    %24 = "arith.constant"() <{value = 4607182418800017408 : i64}> : () -> i64
    %25 = "arith.bitcast"(%24) : (i64) -> f64
    "func.return"(%21, %23, %25) : (f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i16, i16, i16, i16, i16, i16, i16), sym_name = "bitcast_f16_i16"}> ({
    %6 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %7 = "arith.bitcast"(%6) : (f16) -> i16
    %8 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %9 = "arith.bitcast"(%8) : (f16) -> i16
    %10 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %11 = "arith.bitcast"(%10) : (f16) -> i16
    %12 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %13 = "arith.bitcast"(%12) : (f16) -> i16
    %14 = "arith.constant"() <{value = 3.330080e-01 : f16}> : () -> f16
    %15 = "arith.bitcast"(%14) : (f16) -> i16
    %16 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %17 = "arith.bitcast"(%16) : (f16) -> i16
    %18 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %19 = "arith.bitcast"(%18) : (f16) -> i16
    "func.return"(%7, %9, %11, %13, %15, %17, %19) : (i16, i16, i16, i16, i16, i16, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, bf16, bf16), sym_name = "bitcast_i16_bf16"}> ({
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.bitcast"(%0) : (i16) -> bf16
    %2 = "arith.constant"() <{value = 16256 : i16}> : () -> i16
    %3 = "arith.bitcast"(%2) : (i16) -> bf16
    %4 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %5 = "arith.bitcast"(%4) : (i16) -> bf16
    "func.return"(%1, %3, %5) : (bf16, bf16, bf16) -> ()
  }) : () -> ()
}) : () -> ()


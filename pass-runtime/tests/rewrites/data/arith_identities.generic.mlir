"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_i32"}> ({
  ^bb0(%arg17: i32, %arg18: i32):
    %1412 = "arith.addi"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1413 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1414 = "arith.addi"(%arg17, %1413) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1415 = "arith.addi"(%1413, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1416 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1417 = "arith.addi"(%arg17, %1416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1418 = "arith.addi"(%1416, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1419 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1420 = "arith.addi"(%arg17, %1419) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1421 = "arith.addi"(%1419, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1422 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1423 = "arith.addi"(%arg17, %1422) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1424 = "arith.addi"(%1422, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1425 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %1426 = "arith.addi"(%arg17, %1425) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1427 = "arith.addi"(%1425, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1428 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1429 = "arith.addi"(%arg17, %1428) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1430 = "arith.addi"(%1428, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1431 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1432 = "arith.addi"(%arg17, %1431) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1433 = "arith.addi"(%1431, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1434 = "arith.subi"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1435 = "arith.subi"(%arg17, %1413) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1436 = "arith.subi"(%1413, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1437 = "arith.subi"(%arg17, %1416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1438 = "arith.subi"(%1416, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1439 = "arith.subi"(%arg17, %1419) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1440 = "arith.subi"(%1419, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1441 = "arith.subi"(%arg17, %1422) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1442 = "arith.subi"(%1422, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1443 = "arith.subi"(%arg17, %1425) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1444 = "arith.subi"(%1425, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1445 = "arith.subi"(%arg17, %1428) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1446 = "arith.subi"(%1428, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1447 = "arith.subi"(%arg17, %1431) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1448 = "arith.subi"(%1431, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1449 = "arith.muli"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1450 = "arith.muli"(%arg17, %1413) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1451 = "arith.muli"(%1413, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1452 = "arith.muli"(%arg17, %1416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1453 = "arith.muli"(%1416, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1454 = "arith.muli"(%arg17, %1419) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1455 = "arith.muli"(%1419, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1456 = "arith.muli"(%arg17, %1422) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1457 = "arith.muli"(%1422, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1458 = "arith.muli"(%arg17, %1425) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1459 = "arith.muli"(%1425, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1460 = "arith.muli"(%arg17, %1428) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1461 = "arith.muli"(%1428, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1462 = "arith.muli"(%arg17, %1431) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1463 = "arith.muli"(%1431, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1464 = "arith.divsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1465 = "arith.divsi"(%arg17, %1413) : (i32, i32) -> i32
    %1466 = "arith.divsi"(%1413, %arg17) : (i32, i32) -> i32
    %1467 = "arith.divsi"(%arg17, %1416) : (i32, i32) -> i32
    %1468 = "arith.divsi"(%1416, %arg17) : (i32, i32) -> i32
    %1469 = "arith.divsi"(%arg17, %1419) : (i32, i32) -> i32
    %1470 = "arith.divsi"(%1419, %arg17) : (i32, i32) -> i32
    %1471 = "arith.divsi"(%arg17, %1422) : (i32, i32) -> i32
    %1472 = "arith.divsi"(%1422, %arg17) : (i32, i32) -> i32
    %1473 = "arith.divsi"(%arg17, %1425) : (i32, i32) -> i32
    %1474 = "arith.divsi"(%1425, %arg17) : (i32, i32) -> i32
    %1475 = "arith.divsi"(%arg17, %1428) : (i32, i32) -> i32
    %1476 = "arith.divsi"(%1428, %arg17) : (i32, i32) -> i32
    %1477 = "arith.divsi"(%arg17, %1431) : (i32, i32) -> i32
    %1478 = "arith.divsi"(%1431, %arg17) : (i32, i32) -> i32
    %1479 = "arith.divui"(%arg17, %arg17) : (i32, i32) -> i32
    %1480 = "arith.divui"(%arg17, %1413) : (i32, i32) -> i32
    %1481 = "arith.divui"(%1413, %arg17) : (i32, i32) -> i32
    %1482 = "arith.divui"(%arg17, %1416) : (i32, i32) -> i32
    %1483 = "arith.divui"(%1416, %arg17) : (i32, i32) -> i32
    %1484 = "arith.divui"(%arg17, %1419) : (i32, i32) -> i32
    %1485 = "arith.divui"(%1419, %arg17) : (i32, i32) -> i32
    %1486 = "arith.divui"(%arg17, %1422) : (i32, i32) -> i32
    %1487 = "arith.divui"(%1422, %arg17) : (i32, i32) -> i32
    %1488 = "arith.divui"(%arg17, %1425) : (i32, i32) -> i32
    %1489 = "arith.divui"(%1425, %arg17) : (i32, i32) -> i32
    %1490 = "arith.divui"(%arg17, %1428) : (i32, i32) -> i32
    %1491 = "arith.divui"(%1428, %arg17) : (i32, i32) -> i32
    %1492 = "arith.divui"(%arg17, %1431) : (i32, i32) -> i32
    %1493 = "arith.divui"(%1431, %arg17) : (i32, i32) -> i32
    %1494 = "arith.ceildivsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1495 = "arith.ceildivsi"(%arg17, %1413) : (i32, i32) -> i32
    %1496 = "arith.ceildivsi"(%1413, %arg17) : (i32, i32) -> i32
    %1497 = "arith.ceildivsi"(%arg17, %1416) : (i32, i32) -> i32
    %1498 = "arith.ceildivsi"(%1416, %arg17) : (i32, i32) -> i32
    %1499 = "arith.ceildivsi"(%arg17, %1419) : (i32, i32) -> i32
    %1500 = "arith.ceildivsi"(%1419, %arg17) : (i32, i32) -> i32
    %1501 = "arith.ceildivsi"(%arg17, %1422) : (i32, i32) -> i32
    %1502 = "arith.ceildivsi"(%1422, %arg17) : (i32, i32) -> i32
    %1503 = "arith.ceildivsi"(%arg17, %1425) : (i32, i32) -> i32
    %1504 = "arith.ceildivsi"(%1425, %arg17) : (i32, i32) -> i32
    %1505 = "arith.ceildivsi"(%arg17, %1428) : (i32, i32) -> i32
    %1506 = "arith.ceildivsi"(%1428, %arg17) : (i32, i32) -> i32
    %1507 = "arith.ceildivsi"(%arg17, %1431) : (i32, i32) -> i32
    %1508 = "arith.ceildivsi"(%1431, %arg17) : (i32, i32) -> i32
    %1509 = "arith.ceildivui"(%arg17, %arg17) : (i32, i32) -> i32
    %1510 = "arith.ceildivui"(%arg17, %1413) : (i32, i32) -> i32
    %1511 = "arith.ceildivui"(%1413, %arg17) : (i32, i32) -> i32
    %1512 = "arith.ceildivui"(%arg17, %1416) : (i32, i32) -> i32
    %1513 = "arith.ceildivui"(%1416, %arg17) : (i32, i32) -> i32
    %1514 = "arith.ceildivui"(%arg17, %1419) : (i32, i32) -> i32
    %1515 = "arith.ceildivui"(%1419, %arg17) : (i32, i32) -> i32
    %1516 = "arith.ceildivui"(%arg17, %1422) : (i32, i32) -> i32
    %1517 = "arith.ceildivui"(%1422, %arg17) : (i32, i32) -> i32
    %1518 = "arith.ceildivui"(%arg17, %1425) : (i32, i32) -> i32
    %1519 = "arith.ceildivui"(%1425, %arg17) : (i32, i32) -> i32
    %1520 = "arith.ceildivui"(%arg17, %1428) : (i32, i32) -> i32
    %1521 = "arith.ceildivui"(%1428, %arg17) : (i32, i32) -> i32
    %1522 = "arith.ceildivui"(%arg17, %1431) : (i32, i32) -> i32
    %1523 = "arith.ceildivui"(%1431, %arg17) : (i32, i32) -> i32
    %1524 = "arith.floordivsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1525 = "arith.floordivsi"(%arg17, %1413) : (i32, i32) -> i32
    %1526 = "arith.floordivsi"(%1413, %arg17) : (i32, i32) -> i32
    %1527 = "arith.floordivsi"(%arg17, %1416) : (i32, i32) -> i32
    %1528 = "arith.floordivsi"(%1416, %arg17) : (i32, i32) -> i32
    %1529 = "arith.floordivsi"(%arg17, %1419) : (i32, i32) -> i32
    %1530 = "arith.floordivsi"(%1419, %arg17) : (i32, i32) -> i32
    %1531 = "arith.floordivsi"(%arg17, %1422) : (i32, i32) -> i32
    %1532 = "arith.floordivsi"(%1422, %arg17) : (i32, i32) -> i32
    %1533 = "arith.floordivsi"(%arg17, %1425) : (i32, i32) -> i32
    %1534 = "arith.floordivsi"(%1425, %arg17) : (i32, i32) -> i32
    %1535 = "arith.floordivsi"(%arg17, %1428) : (i32, i32) -> i32
    %1536 = "arith.floordivsi"(%1428, %arg17) : (i32, i32) -> i32
    %1537 = "arith.floordivsi"(%arg17, %1431) : (i32, i32) -> i32
    %1538 = "arith.floordivsi"(%1431, %arg17) : (i32, i32) -> i32
    %1539 = "arith.remsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1540 = "arith.remsi"(%arg17, %1413) : (i32, i32) -> i32
    %1541 = "arith.remsi"(%1413, %arg17) : (i32, i32) -> i32
    %1542 = "arith.remsi"(%arg17, %1416) : (i32, i32) -> i32
    %1543 = "arith.remsi"(%1416, %arg17) : (i32, i32) -> i32
    %1544 = "arith.remsi"(%arg17, %1419) : (i32, i32) -> i32
    %1545 = "arith.remsi"(%1419, %arg17) : (i32, i32) -> i32
    %1546 = "arith.remsi"(%arg17, %1422) : (i32, i32) -> i32
    %1547 = "arith.remsi"(%1422, %arg17) : (i32, i32) -> i32
    %1548 = "arith.remsi"(%arg17, %1425) : (i32, i32) -> i32
    %1549 = "arith.remsi"(%1425, %arg17) : (i32, i32) -> i32
    %1550 = "arith.remsi"(%arg17, %1428) : (i32, i32) -> i32
    %1551 = "arith.remsi"(%1428, %arg17) : (i32, i32) -> i32
    %1552 = "arith.remsi"(%arg17, %1431) : (i32, i32) -> i32
    %1553 = "arith.remsi"(%1431, %arg17) : (i32, i32) -> i32
    %1554 = "arith.remui"(%arg17, %arg17) : (i32, i32) -> i32
    %1555 = "arith.remui"(%arg17, %1413) : (i32, i32) -> i32
    %1556 = "arith.remui"(%1413, %arg17) : (i32, i32) -> i32
    %1557 = "arith.remui"(%arg17, %1416) : (i32, i32) -> i32
    %1558 = "arith.remui"(%1416, %arg17) : (i32, i32) -> i32
    %1559 = "arith.remui"(%arg17, %1419) : (i32, i32) -> i32
    %1560 = "arith.remui"(%1419, %arg17) : (i32, i32) -> i32
    %1561 = "arith.remui"(%arg17, %1422) : (i32, i32) -> i32
    %1562 = "arith.remui"(%1422, %arg17) : (i32, i32) -> i32
    %1563 = "arith.remui"(%arg17, %1425) : (i32, i32) -> i32
    %1564 = "arith.remui"(%1425, %arg17) : (i32, i32) -> i32
    %1565 = "arith.remui"(%arg17, %1428) : (i32, i32) -> i32
    %1566 = "arith.remui"(%1428, %arg17) : (i32, i32) -> i32
    %1567 = "arith.remui"(%arg17, %1431) : (i32, i32) -> i32
    %1568 = "arith.remui"(%1431, %arg17) : (i32, i32) -> i32
    %1569 = "arith.andi"(%arg17, %arg17) : (i32, i32) -> i32
    %1570 = "arith.andi"(%arg17, %1413) : (i32, i32) -> i32
    %1571 = "arith.andi"(%1413, %arg17) : (i32, i32) -> i32
    %1572 = "arith.andi"(%arg17, %1416) : (i32, i32) -> i32
    %1573 = "arith.andi"(%1416, %arg17) : (i32, i32) -> i32
    %1574 = "arith.andi"(%arg17, %1419) : (i32, i32) -> i32
    %1575 = "arith.andi"(%1419, %arg17) : (i32, i32) -> i32
    %1576 = "arith.andi"(%arg17, %1422) : (i32, i32) -> i32
    %1577 = "arith.andi"(%1422, %arg17) : (i32, i32) -> i32
    %1578 = "arith.andi"(%arg17, %1425) : (i32, i32) -> i32
    %1579 = "arith.andi"(%1425, %arg17) : (i32, i32) -> i32
    %1580 = "arith.andi"(%arg17, %1428) : (i32, i32) -> i32
    %1581 = "arith.andi"(%1428, %arg17) : (i32, i32) -> i32
    %1582 = "arith.andi"(%arg17, %1431) : (i32, i32) -> i32
    %1583 = "arith.andi"(%1431, %arg17) : (i32, i32) -> i32
    %1584 = "arith.ori"(%arg17, %arg17) : (i32, i32) -> i32
    %1585 = "arith.ori"(%arg17, %1413) : (i32, i32) -> i32
    %1586 = "arith.ori"(%1413, %arg17) : (i32, i32) -> i32
    %1587 = "arith.ori"(%arg17, %1416) : (i32, i32) -> i32
    %1588 = "arith.ori"(%1416, %arg17) : (i32, i32) -> i32
    %1589 = "arith.ori"(%arg17, %1419) : (i32, i32) -> i32
    %1590 = "arith.ori"(%1419, %arg17) : (i32, i32) -> i32
    %1591 = "arith.ori"(%arg17, %1422) : (i32, i32) -> i32
    %1592 = "arith.ori"(%1422, %arg17) : (i32, i32) -> i32
    %1593 = "arith.ori"(%arg17, %1425) : (i32, i32) -> i32
    %1594 = "arith.ori"(%1425, %arg17) : (i32, i32) -> i32
    %1595 = "arith.ori"(%arg17, %1428) : (i32, i32) -> i32
    %1596 = "arith.ori"(%1428, %arg17) : (i32, i32) -> i32
    %1597 = "arith.ori"(%arg17, %1431) : (i32, i32) -> i32
    %1598 = "arith.ori"(%1431, %arg17) : (i32, i32) -> i32
    %1599 = "arith.xori"(%arg17, %arg17) : (i32, i32) -> i32
    %1600 = "arith.xori"(%arg17, %1413) : (i32, i32) -> i32
    %1601 = "arith.xori"(%1413, %arg17) : (i32, i32) -> i32
    %1602 = "arith.xori"(%arg17, %1416) : (i32, i32) -> i32
    %1603 = "arith.xori"(%1416, %arg17) : (i32, i32) -> i32
    %1604 = "arith.xori"(%arg17, %1419) : (i32, i32) -> i32
    %1605 = "arith.xori"(%1419, %arg17) : (i32, i32) -> i32
    %1606 = "arith.xori"(%arg17, %1422) : (i32, i32) -> i32
    %1607 = "arith.xori"(%1422, %arg17) : (i32, i32) -> i32
    %1608 = "arith.xori"(%arg17, %1425) : (i32, i32) -> i32
    %1609 = "arith.xori"(%1425, %arg17) : (i32, i32) -> i32
    %1610 = "arith.xori"(%arg17, %1428) : (i32, i32) -> i32
    %1611 = "arith.xori"(%1428, %arg17) : (i32, i32) -> i32
    %1612 = "arith.xori"(%arg17, %1431) : (i32, i32) -> i32
    %1613 = "arith.xori"(%1431, %arg17) : (i32, i32) -> i32
    %1614 = "arith.shli"(%arg17, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1615 = "arith.shli"(%arg17, %1413) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1616 = "arith.shli"(%1413, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1617 = "arith.shli"(%arg17, %1416) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1618 = "arith.shli"(%1416, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1619 = "arith.shli"(%arg17, %1419) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1620 = "arith.shli"(%1419, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1621 = "arith.shli"(%arg17, %1422) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1622 = "arith.shli"(%1422, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1623 = "arith.shli"(%arg17, %1425) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1624 = "arith.shli"(%1425, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1625 = "arith.shli"(%arg17, %1428) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1626 = "arith.shli"(%1428, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1627 = "arith.shli"(%arg17, %1431) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1628 = "arith.shli"(%1431, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1629 = "arith.shrsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1630 = "arith.shrsi"(%arg17, %1413) : (i32, i32) -> i32
    %1631 = "arith.shrsi"(%1413, %arg17) : (i32, i32) -> i32
    %1632 = "arith.shrsi"(%arg17, %1416) : (i32, i32) -> i32
    %1633 = "arith.shrsi"(%1416, %arg17) : (i32, i32) -> i32
    %1634 = "arith.shrsi"(%arg17, %1419) : (i32, i32) -> i32
    %1635 = "arith.shrsi"(%1419, %arg17) : (i32, i32) -> i32
    %1636 = "arith.shrsi"(%arg17, %1422) : (i32, i32) -> i32
    %1637 = "arith.shrsi"(%1422, %arg17) : (i32, i32) -> i32
    %1638 = "arith.shrsi"(%arg17, %1425) : (i32, i32) -> i32
    %1639 = "arith.shrsi"(%1425, %arg17) : (i32, i32) -> i32
    %1640 = "arith.shrsi"(%arg17, %1428) : (i32, i32) -> i32
    %1641 = "arith.shrsi"(%1428, %arg17) : (i32, i32) -> i32
    %1642 = "arith.shrsi"(%arg17, %1431) : (i32, i32) -> i32
    %1643 = "arith.shrsi"(%1431, %arg17) : (i32, i32) -> i32
    %1644 = "arith.shrui"(%arg17, %arg17) : (i32, i32) -> i32
    %1645 = "arith.shrui"(%arg17, %1413) : (i32, i32) -> i32
    %1646 = "arith.shrui"(%1413, %arg17) : (i32, i32) -> i32
    %1647 = "arith.shrui"(%arg17, %1416) : (i32, i32) -> i32
    %1648 = "arith.shrui"(%1416, %arg17) : (i32, i32) -> i32
    %1649 = "arith.shrui"(%arg17, %1419) : (i32, i32) -> i32
    %1650 = "arith.shrui"(%1419, %arg17) : (i32, i32) -> i32
    %1651 = "arith.shrui"(%arg17, %1422) : (i32, i32) -> i32
    %1652 = "arith.shrui"(%1422, %arg17) : (i32, i32) -> i32
    %1653 = "arith.shrui"(%arg17, %1425) : (i32, i32) -> i32
    %1654 = "arith.shrui"(%1425, %arg17) : (i32, i32) -> i32
    %1655 = "arith.shrui"(%arg17, %1428) : (i32, i32) -> i32
    %1656 = "arith.shrui"(%1428, %arg17) : (i32, i32) -> i32
    %1657 = "arith.shrui"(%arg17, %1431) : (i32, i32) -> i32
    %1658 = "arith.shrui"(%1431, %arg17) : (i32, i32) -> i32
    %1659 = "arith.maxsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1660 = "arith.maxsi"(%arg17, %1413) : (i32, i32) -> i32
    %1661 = "arith.maxsi"(%1413, %arg17) : (i32, i32) -> i32
    %1662 = "arith.maxsi"(%arg17, %1416) : (i32, i32) -> i32
    %1663 = "arith.maxsi"(%1416, %arg17) : (i32, i32) -> i32
    %1664 = "arith.maxsi"(%arg17, %1419) : (i32, i32) -> i32
    %1665 = "arith.maxsi"(%1419, %arg17) : (i32, i32) -> i32
    %1666 = "arith.maxsi"(%arg17, %1422) : (i32, i32) -> i32
    %1667 = "arith.maxsi"(%1422, %arg17) : (i32, i32) -> i32
    %1668 = "arith.maxsi"(%arg17, %1425) : (i32, i32) -> i32
    %1669 = "arith.maxsi"(%1425, %arg17) : (i32, i32) -> i32
    %1670 = "arith.maxsi"(%arg17, %1428) : (i32, i32) -> i32
    %1671 = "arith.maxsi"(%1428, %arg17) : (i32, i32) -> i32
    %1672 = "arith.maxsi"(%arg17, %1431) : (i32, i32) -> i32
    %1673 = "arith.maxsi"(%1431, %arg17) : (i32, i32) -> i32
    %1674 = "arith.maxui"(%arg17, %arg17) : (i32, i32) -> i32
    %1675 = "arith.maxui"(%arg17, %1413) : (i32, i32) -> i32
    %1676 = "arith.maxui"(%1413, %arg17) : (i32, i32) -> i32
    %1677 = "arith.maxui"(%arg17, %1416) : (i32, i32) -> i32
    %1678 = "arith.maxui"(%1416, %arg17) : (i32, i32) -> i32
    %1679 = "arith.maxui"(%arg17, %1419) : (i32, i32) -> i32
    %1680 = "arith.maxui"(%1419, %arg17) : (i32, i32) -> i32
    %1681 = "arith.maxui"(%arg17, %1422) : (i32, i32) -> i32
    %1682 = "arith.maxui"(%1422, %arg17) : (i32, i32) -> i32
    %1683 = "arith.maxui"(%arg17, %1425) : (i32, i32) -> i32
    %1684 = "arith.maxui"(%1425, %arg17) : (i32, i32) -> i32
    %1685 = "arith.maxui"(%arg17, %1428) : (i32, i32) -> i32
    %1686 = "arith.maxui"(%1428, %arg17) : (i32, i32) -> i32
    %1687 = "arith.maxui"(%arg17, %1431) : (i32, i32) -> i32
    %1688 = "arith.maxui"(%1431, %arg17) : (i32, i32) -> i32
    %1689 = "arith.minsi"(%arg17, %arg17) : (i32, i32) -> i32
    %1690 = "arith.minsi"(%arg17, %1413) : (i32, i32) -> i32
    %1691 = "arith.minsi"(%1413, %arg17) : (i32, i32) -> i32
    %1692 = "arith.minsi"(%arg17, %1416) : (i32, i32) -> i32
    %1693 = "arith.minsi"(%1416, %arg17) : (i32, i32) -> i32
    %1694 = "arith.minsi"(%arg17, %1419) : (i32, i32) -> i32
    %1695 = "arith.minsi"(%1419, %arg17) : (i32, i32) -> i32
    %1696 = "arith.minsi"(%arg17, %1422) : (i32, i32) -> i32
    %1697 = "arith.minsi"(%1422, %arg17) : (i32, i32) -> i32
    %1698 = "arith.minsi"(%arg17, %1425) : (i32, i32) -> i32
    %1699 = "arith.minsi"(%1425, %arg17) : (i32, i32) -> i32
    %1700 = "arith.minsi"(%arg17, %1428) : (i32, i32) -> i32
    %1701 = "arith.minsi"(%1428, %arg17) : (i32, i32) -> i32
    %1702 = "arith.minsi"(%arg17, %1431) : (i32, i32) -> i32
    %1703 = "arith.minsi"(%1431, %arg17) : (i32, i32) -> i32
    %1704 = "arith.minui"(%arg17, %arg17) : (i32, i32) -> i32
    %1705 = "arith.minui"(%arg17, %1413) : (i32, i32) -> i32
    %1706 = "arith.minui"(%1413, %arg17) : (i32, i32) -> i32
    %1707 = "arith.minui"(%arg17, %1416) : (i32, i32) -> i32
    %1708 = "arith.minui"(%1416, %arg17) : (i32, i32) -> i32
    %1709 = "arith.minui"(%arg17, %1419) : (i32, i32) -> i32
    %1710 = "arith.minui"(%1419, %arg17) : (i32, i32) -> i32
    %1711 = "arith.minui"(%arg17, %1422) : (i32, i32) -> i32
    %1712 = "arith.minui"(%1422, %arg17) : (i32, i32) -> i32
    %1713 = "arith.minui"(%arg17, %1425) : (i32, i32) -> i32
    %1714 = "arith.minui"(%1425, %arg17) : (i32, i32) -> i32
    %1715 = "arith.minui"(%arg17, %1428) : (i32, i32) -> i32
    %1716 = "arith.minui"(%1428, %arg17) : (i32, i32) -> i32
    %1717 = "arith.minui"(%arg17, %1431) : (i32, i32) -> i32
    %1718 = "arith.minui"(%1431, %arg17) : (i32, i32) -> i32
    %1719 = "arith.cmpi"(%arg17, %arg17) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1720 = "arith.cmpi"(%arg17, %1413) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1721 = "arith.cmpi"(%1413, %arg17) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1722 = "arith.cmpi"(%arg17, %1416) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1723 = "arith.cmpi"(%1416, %arg17) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1724 = "arith.cmpi"(%arg17, %arg17) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1725 = "arith.cmpi"(%arg17, %1413) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1726 = "arith.cmpi"(%1413, %arg17) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1727 = "arith.cmpi"(%arg17, %1416) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1728 = "arith.cmpi"(%1416, %arg17) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %1729 = "arith.cmpi"(%arg17, %arg17) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1730 = "arith.cmpi"(%arg17, %1413) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1731 = "arith.cmpi"(%1413, %arg17) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1732 = "arith.cmpi"(%arg17, %1416) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1733 = "arith.cmpi"(%1416, %arg17) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1734 = "arith.cmpi"(%arg17, %arg17) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1735 = "arith.cmpi"(%arg17, %1413) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1736 = "arith.cmpi"(%1413, %arg17) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1737 = "arith.cmpi"(%arg17, %1416) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1738 = "arith.cmpi"(%1416, %arg17) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %1739 = "arith.cmpi"(%arg17, %arg17) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1740 = "arith.cmpi"(%arg17, %1413) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1741 = "arith.cmpi"(%1413, %arg17) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1742 = "arith.cmpi"(%arg17, %1416) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1743 = "arith.cmpi"(%1416, %arg17) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %1744 = "arith.cmpi"(%arg17, %arg17) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1745 = "arith.cmpi"(%arg17, %1413) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1746 = "arith.cmpi"(%1413, %arg17) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1747 = "arith.cmpi"(%arg17, %1416) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1748 = "arith.cmpi"(%1416, %arg17) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1749 = "arith.cmpi"(%arg17, %arg17) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1750 = "arith.cmpi"(%arg17, %1413) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1751 = "arith.cmpi"(%1413, %arg17) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1752 = "arith.cmpi"(%arg17, %1416) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1753 = "arith.cmpi"(%1416, %arg17) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %1754 = "arith.cmpi"(%arg17, %arg17) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1755 = "arith.cmpi"(%arg17, %1413) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1756 = "arith.cmpi"(%1413, %arg17) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1757 = "arith.cmpi"(%arg17, %1416) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1758 = "arith.cmpi"(%1416, %arg17) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %1759 = "arith.cmpi"(%arg17, %arg17) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1760 = "arith.cmpi"(%arg17, %1413) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1761 = "arith.cmpi"(%1413, %arg17) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1762 = "arith.cmpi"(%arg17, %1416) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1763 = "arith.cmpi"(%1416, %arg17) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %1764 = "arith.cmpi"(%arg17, %arg17) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1765 = "arith.cmpi"(%arg17, %1413) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1766 = "arith.cmpi"(%1413, %arg17) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1767 = "arith.cmpi"(%arg17, %1416) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %1768 = "arith.cmpi"(%1416, %arg17) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%1412, %1414, %1415, %1417, %1418, %1420, %1421, %1423, %1424, %1426, %1427, %1429, %1430, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1447, %1448, %1449, %1450, %1451, %1452, %1453, %1454, %1455, %1456, %1457, %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, %1474, %1475, %1476, %1477, %1478, %1479, %1480, %1481, %1482, %1483, %1484, %1485, %1486, %1487, %1488, %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, %1505, %1506, %1507, %1508, %1509, %1510, %1511, %1512, %1513, %1514, %1515, %1516, %1517, %1518, %1519, %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593, %1594, %1595, %1596, %1597, %1598, %1599, %1600, %1601, %1602, %1603, %1604, %1605, %1606, %1607, %1608, %1609, %1610, %1611, %1612, %1613, %1614, %1615, %1616, %1617, %1618, %1619, %1620, %1621, %1622, %1623, %1624, %1625, %1626, %1627, %1628, %1629, %1630, %1631, %1632, %1633, %1634, %1635, %1636, %1637, %1638, %1639, %1640, %1641, %1642, %1643, %1644, %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652, %1653, %1654, %1655, %1656, %1657, %1658, %1659, %1660, %1661, %1662, %1663, %1664, %1665, %1666, %1667, %1668, %1669, %1670, %1671, %1672, %1673, %1674, %1675, %1676, %1677, %1678, %1679, %1680, %1681, %1682, %1683, %1684, %1685, %1686, %1687, %1688, %1689, %1690, %1691, %1692, %1693, %1694, %1695, %1696, %1697, %1698, %1699, %1700, %1701, %1702, %1703, %1704, %1705, %1706, %1707, %1708, %1709, %1710, %1711, %1712, %1713, %1714, %1715, %1716, %1717, %1718, %1719, %1720, %1721, %1722, %1723, %1724, %1725, %1726, %1727, %1728, %1729, %1730, %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738, %1739, %1740, %1741, %1742, %1743, %1744, %1745, %1746, %1747, %1748, %1749, %1750, %1751, %1752, %1753, %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761, %1762, %1763, %1764, %1765, %1766, %1767, %1768) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_index"}> ({
  ^bb0(%arg15: index, %arg16: index):
    %1055 = "arith.addi"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1056 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1057 = "arith.addi"(%arg15, %1056) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1058 = "arith.addi"(%1056, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1059 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1060 = "arith.addi"(%arg15, %1059) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1061 = "arith.addi"(%1059, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1062 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1063 = "arith.addi"(%arg15, %1062) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1064 = "arith.addi"(%1062, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1065 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1066 = "arith.addi"(%arg15, %1065) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1067 = "arith.addi"(%1065, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1068 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1069 = "arith.addi"(%arg15, %1068) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1070 = "arith.addi"(%1068, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1071 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1072 = "arith.addi"(%arg15, %1071) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1073 = "arith.addi"(%1071, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1074 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %1075 = "arith.addi"(%arg15, %1074) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1076 = "arith.addi"(%1074, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1077 = "arith.subi"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1078 = "arith.subi"(%arg15, %1056) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1079 = "arith.subi"(%1056, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1080 = "arith.subi"(%arg15, %1059) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1081 = "arith.subi"(%1059, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1082 = "arith.subi"(%arg15, %1062) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1083 = "arith.subi"(%1062, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1084 = "arith.subi"(%arg15, %1065) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1085 = "arith.subi"(%1065, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1086 = "arith.subi"(%arg15, %1068) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1087 = "arith.subi"(%1068, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1088 = "arith.subi"(%arg15, %1071) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1089 = "arith.subi"(%1071, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1090 = "arith.subi"(%arg15, %1074) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1091 = "arith.subi"(%1074, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1092 = "arith.muli"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1093 = "arith.muli"(%arg15, %1056) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1094 = "arith.muli"(%1056, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1095 = "arith.muli"(%arg15, %1059) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1096 = "arith.muli"(%1059, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1097 = "arith.muli"(%arg15, %1062) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1098 = "arith.muli"(%1062, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1099 = "arith.muli"(%arg15, %1065) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1100 = "arith.muli"(%1065, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1101 = "arith.muli"(%arg15, %1068) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1102 = "arith.muli"(%1068, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1103 = "arith.muli"(%arg15, %1071) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1104 = "arith.muli"(%1071, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1105 = "arith.muli"(%arg15, %1074) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1106 = "arith.muli"(%1074, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1107 = "arith.divsi"(%arg15, %arg15) : (index, index) -> index
    %1108 = "arith.divsi"(%arg15, %1056) : (index, index) -> index
    %1109 = "arith.divsi"(%1056, %arg15) : (index, index) -> index
    %1110 = "arith.divsi"(%arg15, %1059) : (index, index) -> index
    %1111 = "arith.divsi"(%1059, %arg15) : (index, index) -> index
    %1112 = "arith.divsi"(%arg15, %1062) : (index, index) -> index
    %1113 = "arith.divsi"(%1062, %arg15) : (index, index) -> index
    %1114 = "arith.divsi"(%arg15, %1065) : (index, index) -> index
    %1115 = "arith.divsi"(%1065, %arg15) : (index, index) -> index
    %1116 = "arith.divsi"(%arg15, %1068) : (index, index) -> index
    %1117 = "arith.divsi"(%1068, %arg15) : (index, index) -> index
    %1118 = "arith.divsi"(%arg15, %1071) : (index, index) -> index
    %1119 = "arith.divsi"(%1071, %arg15) : (index, index) -> index
    %1120 = "arith.divsi"(%arg15, %1074) : (index, index) -> index
    %1121 = "arith.divsi"(%1074, %arg15) : (index, index) -> index
    %1122 = "arith.divui"(%arg15, %arg15) : (index, index) -> index
    %1123 = "arith.divui"(%arg15, %1056) : (index, index) -> index
    %1124 = "arith.divui"(%1056, %arg15) : (index, index) -> index
    %1125 = "arith.divui"(%arg15, %1059) : (index, index) -> index
    %1126 = "arith.divui"(%1059, %arg15) : (index, index) -> index
    %1127 = "arith.divui"(%arg15, %1062) : (index, index) -> index
    %1128 = "arith.divui"(%1062, %arg15) : (index, index) -> index
    %1129 = "arith.divui"(%arg15, %1065) : (index, index) -> index
    %1130 = "arith.divui"(%1065, %arg15) : (index, index) -> index
    %1131 = "arith.divui"(%arg15, %1068) : (index, index) -> index
    %1132 = "arith.divui"(%1068, %arg15) : (index, index) -> index
    %1133 = "arith.divui"(%arg15, %1071) : (index, index) -> index
    %1134 = "arith.divui"(%1071, %arg15) : (index, index) -> index
    %1135 = "arith.divui"(%arg15, %1074) : (index, index) -> index
    %1136 = "arith.divui"(%1074, %arg15) : (index, index) -> index
    %1137 = "arith.ceildivsi"(%arg15, %arg15) : (index, index) -> index
    %1138 = "arith.ceildivsi"(%arg15, %1056) : (index, index) -> index
    %1139 = "arith.ceildivsi"(%1056, %arg15) : (index, index) -> index
    %1140 = "arith.ceildivsi"(%arg15, %1059) : (index, index) -> index
    %1141 = "arith.ceildivsi"(%1059, %arg15) : (index, index) -> index
    %1142 = "arith.ceildivsi"(%arg15, %1062) : (index, index) -> index
    %1143 = "arith.ceildivsi"(%1062, %arg15) : (index, index) -> index
    %1144 = "arith.ceildivsi"(%arg15, %1065) : (index, index) -> index
    %1145 = "arith.ceildivsi"(%1065, %arg15) : (index, index) -> index
    %1146 = "arith.ceildivsi"(%arg15, %1068) : (index, index) -> index
    %1147 = "arith.ceildivsi"(%1068, %arg15) : (index, index) -> index
    %1148 = "arith.ceildivsi"(%arg15, %1071) : (index, index) -> index
    %1149 = "arith.ceildivsi"(%1071, %arg15) : (index, index) -> index
    %1150 = "arith.ceildivsi"(%arg15, %1074) : (index, index) -> index
    %1151 = "arith.ceildivsi"(%1074, %arg15) : (index, index) -> index
    %1152 = "arith.ceildivui"(%arg15, %arg15) : (index, index) -> index
    %1153 = "arith.ceildivui"(%arg15, %1056) : (index, index) -> index
    %1154 = "arith.ceildivui"(%1056, %arg15) : (index, index) -> index
    %1155 = "arith.ceildivui"(%arg15, %1059) : (index, index) -> index
    %1156 = "arith.ceildivui"(%1059, %arg15) : (index, index) -> index
    %1157 = "arith.ceildivui"(%arg15, %1062) : (index, index) -> index
    %1158 = "arith.ceildivui"(%1062, %arg15) : (index, index) -> index
    %1159 = "arith.ceildivui"(%arg15, %1065) : (index, index) -> index
    %1160 = "arith.ceildivui"(%1065, %arg15) : (index, index) -> index
    %1161 = "arith.ceildivui"(%arg15, %1068) : (index, index) -> index
    %1162 = "arith.ceildivui"(%1068, %arg15) : (index, index) -> index
    %1163 = "arith.ceildivui"(%arg15, %1071) : (index, index) -> index
    %1164 = "arith.ceildivui"(%1071, %arg15) : (index, index) -> index
    %1165 = "arith.ceildivui"(%arg15, %1074) : (index, index) -> index
    %1166 = "arith.ceildivui"(%1074, %arg15) : (index, index) -> index
    %1167 = "arith.floordivsi"(%arg15, %arg15) : (index, index) -> index
    %1168 = "arith.floordivsi"(%arg15, %1056) : (index, index) -> index
    %1169 = "arith.floordivsi"(%1056, %arg15) : (index, index) -> index
    %1170 = "arith.floordivsi"(%arg15, %1059) : (index, index) -> index
    %1171 = "arith.floordivsi"(%1059, %arg15) : (index, index) -> index
    %1172 = "arith.floordivsi"(%arg15, %1062) : (index, index) -> index
    %1173 = "arith.floordivsi"(%1062, %arg15) : (index, index) -> index
    %1174 = "arith.floordivsi"(%arg15, %1065) : (index, index) -> index
    %1175 = "arith.floordivsi"(%1065, %arg15) : (index, index) -> index
    %1176 = "arith.floordivsi"(%arg15, %1068) : (index, index) -> index
    %1177 = "arith.floordivsi"(%1068, %arg15) : (index, index) -> index
    %1178 = "arith.floordivsi"(%arg15, %1071) : (index, index) -> index
    %1179 = "arith.floordivsi"(%1071, %arg15) : (index, index) -> index
    %1180 = "arith.floordivsi"(%arg15, %1074) : (index, index) -> index
    %1181 = "arith.floordivsi"(%1074, %arg15) : (index, index) -> index
    %1182 = "arith.remsi"(%arg15, %arg15) : (index, index) -> index
    %1183 = "arith.remsi"(%arg15, %1056) : (index, index) -> index
    %1184 = "arith.remsi"(%1056, %arg15) : (index, index) -> index
    %1185 = "arith.remsi"(%arg15, %1059) : (index, index) -> index
    %1186 = "arith.remsi"(%1059, %arg15) : (index, index) -> index
    %1187 = "arith.remsi"(%arg15, %1062) : (index, index) -> index
    %1188 = "arith.remsi"(%1062, %arg15) : (index, index) -> index
    %1189 = "arith.remsi"(%arg15, %1065) : (index, index) -> index
    %1190 = "arith.remsi"(%1065, %arg15) : (index, index) -> index
    %1191 = "arith.remsi"(%arg15, %1068) : (index, index) -> index
    %1192 = "arith.remsi"(%1068, %arg15) : (index, index) -> index
    %1193 = "arith.remsi"(%arg15, %1071) : (index, index) -> index
    %1194 = "arith.remsi"(%1071, %arg15) : (index, index) -> index
    %1195 = "arith.remsi"(%arg15, %1074) : (index, index) -> index
    %1196 = "arith.remsi"(%1074, %arg15) : (index, index) -> index
    %1197 = "arith.remui"(%arg15, %arg15) : (index, index) -> index
    %1198 = "arith.remui"(%arg15, %1056) : (index, index) -> index
    %1199 = "arith.remui"(%1056, %arg15) : (index, index) -> index
    %1200 = "arith.remui"(%arg15, %1059) : (index, index) -> index
    %1201 = "arith.remui"(%1059, %arg15) : (index, index) -> index
    %1202 = "arith.remui"(%arg15, %1062) : (index, index) -> index
    %1203 = "arith.remui"(%1062, %arg15) : (index, index) -> index
    %1204 = "arith.remui"(%arg15, %1065) : (index, index) -> index
    %1205 = "arith.remui"(%1065, %arg15) : (index, index) -> index
    %1206 = "arith.remui"(%arg15, %1068) : (index, index) -> index
    %1207 = "arith.remui"(%1068, %arg15) : (index, index) -> index
    %1208 = "arith.remui"(%arg15, %1071) : (index, index) -> index
    %1209 = "arith.remui"(%1071, %arg15) : (index, index) -> index
    %1210 = "arith.remui"(%arg15, %1074) : (index, index) -> index
    %1211 = "arith.remui"(%1074, %arg15) : (index, index) -> index
    %1212 = "arith.andi"(%arg15, %arg15) : (index, index) -> index
    %1213 = "arith.andi"(%arg15, %1056) : (index, index) -> index
    %1214 = "arith.andi"(%1056, %arg15) : (index, index) -> index
    %1215 = "arith.andi"(%arg15, %1059) : (index, index) -> index
    %1216 = "arith.andi"(%1059, %arg15) : (index, index) -> index
    %1217 = "arith.andi"(%arg15, %1062) : (index, index) -> index
    %1218 = "arith.andi"(%1062, %arg15) : (index, index) -> index
    %1219 = "arith.andi"(%arg15, %1065) : (index, index) -> index
    %1220 = "arith.andi"(%1065, %arg15) : (index, index) -> index
    %1221 = "arith.andi"(%arg15, %1068) : (index, index) -> index
    %1222 = "arith.andi"(%1068, %arg15) : (index, index) -> index
    %1223 = "arith.andi"(%arg15, %1071) : (index, index) -> index
    %1224 = "arith.andi"(%1071, %arg15) : (index, index) -> index
    %1225 = "arith.andi"(%arg15, %1074) : (index, index) -> index
    %1226 = "arith.andi"(%1074, %arg15) : (index, index) -> index
    %1227 = "arith.ori"(%arg15, %arg15) : (index, index) -> index
    %1228 = "arith.ori"(%arg15, %1056) : (index, index) -> index
    %1229 = "arith.ori"(%1056, %arg15) : (index, index) -> index
    %1230 = "arith.ori"(%arg15, %1059) : (index, index) -> index
    %1231 = "arith.ori"(%1059, %arg15) : (index, index) -> index
    %1232 = "arith.ori"(%arg15, %1062) : (index, index) -> index
    %1233 = "arith.ori"(%1062, %arg15) : (index, index) -> index
    %1234 = "arith.ori"(%arg15, %1065) : (index, index) -> index
    %1235 = "arith.ori"(%1065, %arg15) : (index, index) -> index
    %1236 = "arith.ori"(%arg15, %1068) : (index, index) -> index
    %1237 = "arith.ori"(%1068, %arg15) : (index, index) -> index
    %1238 = "arith.ori"(%arg15, %1071) : (index, index) -> index
    %1239 = "arith.ori"(%1071, %arg15) : (index, index) -> index
    %1240 = "arith.ori"(%arg15, %1074) : (index, index) -> index
    %1241 = "arith.ori"(%1074, %arg15) : (index, index) -> index
    %1242 = "arith.xori"(%arg15, %arg15) : (index, index) -> index
    %1243 = "arith.xori"(%arg15, %1056) : (index, index) -> index
    %1244 = "arith.xori"(%1056, %arg15) : (index, index) -> index
    %1245 = "arith.xori"(%arg15, %1059) : (index, index) -> index
    %1246 = "arith.xori"(%1059, %arg15) : (index, index) -> index
    %1247 = "arith.xori"(%arg15, %1062) : (index, index) -> index
    %1248 = "arith.xori"(%1062, %arg15) : (index, index) -> index
    %1249 = "arith.xori"(%arg15, %1065) : (index, index) -> index
    %1250 = "arith.xori"(%1065, %arg15) : (index, index) -> index
    %1251 = "arith.xori"(%arg15, %1068) : (index, index) -> index
    %1252 = "arith.xori"(%1068, %arg15) : (index, index) -> index
    %1253 = "arith.xori"(%arg15, %1071) : (index, index) -> index
    %1254 = "arith.xori"(%1071, %arg15) : (index, index) -> index
    %1255 = "arith.xori"(%arg15, %1074) : (index, index) -> index
    %1256 = "arith.xori"(%1074, %arg15) : (index, index) -> index
    %1257 = "arith.shli"(%arg15, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1258 = "arith.shli"(%arg15, %1056) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1259 = "arith.shli"(%1056, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1260 = "arith.shli"(%arg15, %1059) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1261 = "arith.shli"(%1059, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1262 = "arith.shli"(%arg15, %1062) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1263 = "arith.shli"(%1062, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1264 = "arith.shli"(%arg15, %1065) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1265 = "arith.shli"(%1065, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1266 = "arith.shli"(%arg15, %1068) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1267 = "arith.shli"(%1068, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1268 = "arith.shli"(%arg15, %1071) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1269 = "arith.shli"(%1071, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1270 = "arith.shli"(%arg15, %1074) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1271 = "arith.shli"(%1074, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1272 = "arith.shrsi"(%arg15, %arg15) : (index, index) -> index
    %1273 = "arith.shrsi"(%arg15, %1056) : (index, index) -> index
    %1274 = "arith.shrsi"(%1056, %arg15) : (index, index) -> index
    %1275 = "arith.shrsi"(%arg15, %1059) : (index, index) -> index
    %1276 = "arith.shrsi"(%1059, %arg15) : (index, index) -> index
    %1277 = "arith.shrsi"(%arg15, %1062) : (index, index) -> index
    %1278 = "arith.shrsi"(%1062, %arg15) : (index, index) -> index
    %1279 = "arith.shrsi"(%arg15, %1065) : (index, index) -> index
    %1280 = "arith.shrsi"(%1065, %arg15) : (index, index) -> index
    %1281 = "arith.shrsi"(%arg15, %1068) : (index, index) -> index
    %1282 = "arith.shrsi"(%1068, %arg15) : (index, index) -> index
    %1283 = "arith.shrsi"(%arg15, %1071) : (index, index) -> index
    %1284 = "arith.shrsi"(%1071, %arg15) : (index, index) -> index
    %1285 = "arith.shrsi"(%arg15, %1074) : (index, index) -> index
    %1286 = "arith.shrsi"(%1074, %arg15) : (index, index) -> index
    %1287 = "arith.shrui"(%arg15, %arg15) : (index, index) -> index
    %1288 = "arith.shrui"(%arg15, %1056) : (index, index) -> index
    %1289 = "arith.shrui"(%1056, %arg15) : (index, index) -> index
    %1290 = "arith.shrui"(%arg15, %1059) : (index, index) -> index
    %1291 = "arith.shrui"(%1059, %arg15) : (index, index) -> index
    %1292 = "arith.shrui"(%arg15, %1062) : (index, index) -> index
    %1293 = "arith.shrui"(%1062, %arg15) : (index, index) -> index
    %1294 = "arith.shrui"(%arg15, %1065) : (index, index) -> index
    %1295 = "arith.shrui"(%1065, %arg15) : (index, index) -> index
    %1296 = "arith.shrui"(%arg15, %1068) : (index, index) -> index
    %1297 = "arith.shrui"(%1068, %arg15) : (index, index) -> index
    %1298 = "arith.shrui"(%arg15, %1071) : (index, index) -> index
    %1299 = "arith.shrui"(%1071, %arg15) : (index, index) -> index
    %1300 = "arith.shrui"(%arg15, %1074) : (index, index) -> index
    %1301 = "arith.shrui"(%1074, %arg15) : (index, index) -> index
    %1302 = "arith.maxsi"(%arg15, %arg15) : (index, index) -> index
    %1303 = "arith.maxsi"(%arg15, %1056) : (index, index) -> index
    %1304 = "arith.maxsi"(%1056, %arg15) : (index, index) -> index
    %1305 = "arith.maxsi"(%arg15, %1059) : (index, index) -> index
    %1306 = "arith.maxsi"(%1059, %arg15) : (index, index) -> index
    %1307 = "arith.maxsi"(%arg15, %1062) : (index, index) -> index
    %1308 = "arith.maxsi"(%1062, %arg15) : (index, index) -> index
    %1309 = "arith.maxsi"(%arg15, %1065) : (index, index) -> index
    %1310 = "arith.maxsi"(%1065, %arg15) : (index, index) -> index
    %1311 = "arith.maxsi"(%arg15, %1068) : (index, index) -> index
    %1312 = "arith.maxsi"(%1068, %arg15) : (index, index) -> index
    %1313 = "arith.maxsi"(%arg15, %1071) : (index, index) -> index
    %1314 = "arith.maxsi"(%1071, %arg15) : (index, index) -> index
    %1315 = "arith.maxsi"(%arg15, %1074) : (index, index) -> index
    %1316 = "arith.maxsi"(%1074, %arg15) : (index, index) -> index
    %1317 = "arith.maxui"(%arg15, %arg15) : (index, index) -> index
    %1318 = "arith.maxui"(%arg15, %1056) : (index, index) -> index
    %1319 = "arith.maxui"(%1056, %arg15) : (index, index) -> index
    %1320 = "arith.maxui"(%arg15, %1059) : (index, index) -> index
    %1321 = "arith.maxui"(%1059, %arg15) : (index, index) -> index
    %1322 = "arith.maxui"(%arg15, %1062) : (index, index) -> index
    %1323 = "arith.maxui"(%1062, %arg15) : (index, index) -> index
    %1324 = "arith.maxui"(%arg15, %1065) : (index, index) -> index
    %1325 = "arith.maxui"(%1065, %arg15) : (index, index) -> index
    %1326 = "arith.maxui"(%arg15, %1068) : (index, index) -> index
    %1327 = "arith.maxui"(%1068, %arg15) : (index, index) -> index
    %1328 = "arith.maxui"(%arg15, %1071) : (index, index) -> index
    %1329 = "arith.maxui"(%1071, %arg15) : (index, index) -> index
    %1330 = "arith.maxui"(%arg15, %1074) : (index, index) -> index
    %1331 = "arith.maxui"(%1074, %arg15) : (index, index) -> index
    %1332 = "arith.minsi"(%arg15, %arg15) : (index, index) -> index
    %1333 = "arith.minsi"(%arg15, %1056) : (index, index) -> index
    %1334 = "arith.minsi"(%1056, %arg15) : (index, index) -> index
    %1335 = "arith.minsi"(%arg15, %1059) : (index, index) -> index
    %1336 = "arith.minsi"(%1059, %arg15) : (index, index) -> index
    %1337 = "arith.minsi"(%arg15, %1062) : (index, index) -> index
    %1338 = "arith.minsi"(%1062, %arg15) : (index, index) -> index
    %1339 = "arith.minsi"(%arg15, %1065) : (index, index) -> index
    %1340 = "arith.minsi"(%1065, %arg15) : (index, index) -> index
    %1341 = "arith.minsi"(%arg15, %1068) : (index, index) -> index
    %1342 = "arith.minsi"(%1068, %arg15) : (index, index) -> index
    %1343 = "arith.minsi"(%arg15, %1071) : (index, index) -> index
    %1344 = "arith.minsi"(%1071, %arg15) : (index, index) -> index
    %1345 = "arith.minsi"(%arg15, %1074) : (index, index) -> index
    %1346 = "arith.minsi"(%1074, %arg15) : (index, index) -> index
    %1347 = "arith.minui"(%arg15, %arg15) : (index, index) -> index
    %1348 = "arith.minui"(%arg15, %1056) : (index, index) -> index
    %1349 = "arith.minui"(%1056, %arg15) : (index, index) -> index
    %1350 = "arith.minui"(%arg15, %1059) : (index, index) -> index
    %1351 = "arith.minui"(%1059, %arg15) : (index, index) -> index
    %1352 = "arith.minui"(%arg15, %1062) : (index, index) -> index
    %1353 = "arith.minui"(%1062, %arg15) : (index, index) -> index
    %1354 = "arith.minui"(%arg15, %1065) : (index, index) -> index
    %1355 = "arith.minui"(%1065, %arg15) : (index, index) -> index
    %1356 = "arith.minui"(%arg15, %1068) : (index, index) -> index
    %1357 = "arith.minui"(%1068, %arg15) : (index, index) -> index
    %1358 = "arith.minui"(%arg15, %1071) : (index, index) -> index
    %1359 = "arith.minui"(%1071, %arg15) : (index, index) -> index
    %1360 = "arith.minui"(%arg15, %1074) : (index, index) -> index
    %1361 = "arith.minui"(%1074, %arg15) : (index, index) -> index
    %1362 = "arith.cmpi"(%arg15, %arg15) <{predicate = 0 : i64}> : (index, index) -> i1
    %1363 = "arith.cmpi"(%arg15, %1056) <{predicate = 0 : i64}> : (index, index) -> i1
    %1364 = "arith.cmpi"(%1056, %arg15) <{predicate = 0 : i64}> : (index, index) -> i1
    %1365 = "arith.cmpi"(%arg15, %1059) <{predicate = 0 : i64}> : (index, index) -> i1
    %1366 = "arith.cmpi"(%1059, %arg15) <{predicate = 0 : i64}> : (index, index) -> i1
    %1367 = "arith.cmpi"(%arg15, %arg15) <{predicate = 1 : i64}> : (index, index) -> i1
    %1368 = "arith.cmpi"(%arg15, %1056) <{predicate = 1 : i64}> : (index, index) -> i1
    %1369 = "arith.cmpi"(%1056, %arg15) <{predicate = 1 : i64}> : (index, index) -> i1
    %1370 = "arith.cmpi"(%arg15, %1059) <{predicate = 1 : i64}> : (index, index) -> i1
    %1371 = "arith.cmpi"(%1059, %arg15) <{predicate = 1 : i64}> : (index, index) -> i1
    %1372 = "arith.cmpi"(%arg15, %arg15) <{predicate = 2 : i64}> : (index, index) -> i1
    %1373 = "arith.cmpi"(%arg15, %1056) <{predicate = 2 : i64}> : (index, index) -> i1
    %1374 = "arith.cmpi"(%1056, %arg15) <{predicate = 2 : i64}> : (index, index) -> i1
    %1375 = "arith.cmpi"(%arg15, %1059) <{predicate = 2 : i64}> : (index, index) -> i1
    %1376 = "arith.cmpi"(%1059, %arg15) <{predicate = 2 : i64}> : (index, index) -> i1
    %1377 = "arith.cmpi"(%arg15, %arg15) <{predicate = 3 : i64}> : (index, index) -> i1
    %1378 = "arith.cmpi"(%arg15, %1056) <{predicate = 3 : i64}> : (index, index) -> i1
    %1379 = "arith.cmpi"(%1056, %arg15) <{predicate = 3 : i64}> : (index, index) -> i1
    %1380 = "arith.cmpi"(%arg15, %1059) <{predicate = 3 : i64}> : (index, index) -> i1
    %1381 = "arith.cmpi"(%1059, %arg15) <{predicate = 3 : i64}> : (index, index) -> i1
    %1382 = "arith.cmpi"(%arg15, %arg15) <{predicate = 4 : i64}> : (index, index) -> i1
    %1383 = "arith.cmpi"(%arg15, %1056) <{predicate = 4 : i64}> : (index, index) -> i1
    %1384 = "arith.cmpi"(%1056, %arg15) <{predicate = 4 : i64}> : (index, index) -> i1
    %1385 = "arith.cmpi"(%arg15, %1059) <{predicate = 4 : i64}> : (index, index) -> i1
    %1386 = "arith.cmpi"(%1059, %arg15) <{predicate = 4 : i64}> : (index, index) -> i1
    %1387 = "arith.cmpi"(%arg15, %arg15) <{predicate = 5 : i64}> : (index, index) -> i1
    %1388 = "arith.cmpi"(%arg15, %1056) <{predicate = 5 : i64}> : (index, index) -> i1
    %1389 = "arith.cmpi"(%1056, %arg15) <{predicate = 5 : i64}> : (index, index) -> i1
    %1390 = "arith.cmpi"(%arg15, %1059) <{predicate = 5 : i64}> : (index, index) -> i1
    %1391 = "arith.cmpi"(%1059, %arg15) <{predicate = 5 : i64}> : (index, index) -> i1
    %1392 = "arith.cmpi"(%arg15, %arg15) <{predicate = 6 : i64}> : (index, index) -> i1
    %1393 = "arith.cmpi"(%arg15, %1056) <{predicate = 6 : i64}> : (index, index) -> i1
    %1394 = "arith.cmpi"(%1056, %arg15) <{predicate = 6 : i64}> : (index, index) -> i1
    %1395 = "arith.cmpi"(%arg15, %1059) <{predicate = 6 : i64}> : (index, index) -> i1
    %1396 = "arith.cmpi"(%1059, %arg15) <{predicate = 6 : i64}> : (index, index) -> i1
    %1397 = "arith.cmpi"(%arg15, %arg15) <{predicate = 7 : i64}> : (index, index) -> i1
    %1398 = "arith.cmpi"(%arg15, %1056) <{predicate = 7 : i64}> : (index, index) -> i1
    %1399 = "arith.cmpi"(%1056, %arg15) <{predicate = 7 : i64}> : (index, index) -> i1
    %1400 = "arith.cmpi"(%arg15, %1059) <{predicate = 7 : i64}> : (index, index) -> i1
    %1401 = "arith.cmpi"(%1059, %arg15) <{predicate = 7 : i64}> : (index, index) -> i1
    %1402 = "arith.cmpi"(%arg15, %arg15) <{predicate = 8 : i64}> : (index, index) -> i1
    %1403 = "arith.cmpi"(%arg15, %1056) <{predicate = 8 : i64}> : (index, index) -> i1
    %1404 = "arith.cmpi"(%1056, %arg15) <{predicate = 8 : i64}> : (index, index) -> i1
    %1405 = "arith.cmpi"(%arg15, %1059) <{predicate = 8 : i64}> : (index, index) -> i1
    %1406 = "arith.cmpi"(%1059, %arg15) <{predicate = 8 : i64}> : (index, index) -> i1
    %1407 = "arith.cmpi"(%arg15, %arg15) <{predicate = 9 : i64}> : (index, index) -> i1
    %1408 = "arith.cmpi"(%arg15, %1056) <{predicate = 9 : i64}> : (index, index) -> i1
    %1409 = "arith.cmpi"(%1056, %arg15) <{predicate = 9 : i64}> : (index, index) -> i1
    %1410 = "arith.cmpi"(%arg15, %1059) <{predicate = 9 : i64}> : (index, index) -> i1
    %1411 = "arith.cmpi"(%1059, %arg15) <{predicate = 9 : i64}> : (index, index) -> i1
    "func.return"(%1055, %1057, %1058, %1060, %1061, %1063, %1064, %1066, %1067, %1069, %1070, %1072, %1073, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335, %1336, %1337, %1338, %1339, %1340, %1341, %1342, %1343, %1344, %1345, %1346, %1347, %1348, %1349, %1350, %1351, %1352, %1353, %1354, %1355, %1356, %1357, %1358, %1359, %1360, %1361, %1362, %1363, %1364, %1365, %1366, %1367, %1368, %1369, %1370, %1371, %1372, %1373, %1374, %1375, %1376, %1377, %1378, %1379, %1380, %1381, %1382, %1383, %1384, %1385, %1386, %1387, %1388, %1389, %1390, %1391, %1392, %1393, %1394, %1395, %1396, %1397, %1398, %1399, %1400, %1401, %1402, %1403, %1404, %1405, %1406, %1407, %1408, %1409, %1410, %1411) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_i1"}> ({
  ^bb0(%arg13: i1, %arg14: i1):
    %903 = "arith.addi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %904 = "arith.constant"() <{value = false}> : () -> i1
    %905 = "arith.addi"(%arg13, %904) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %906 = "arith.addi"(%904, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %907 = "arith.constant"() <{value = true}> : () -> i1
    %908 = "arith.addi"(%arg13, %907) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %909 = "arith.addi"(%907, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %910 = "arith.subi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %911 = "arith.subi"(%arg13, %904) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %912 = "arith.subi"(%904, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %913 = "arith.subi"(%arg13, %907) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %914 = "arith.subi"(%907, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %915 = "arith.muli"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %916 = "arith.muli"(%arg13, %904) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %917 = "arith.muli"(%904, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %918 = "arith.muli"(%arg13, %907) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %919 = "arith.muli"(%907, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %920 = "arith.divsi"(%arg13, %arg13) : (i1, i1) -> i1
    %921 = "arith.divsi"(%arg13, %904) : (i1, i1) -> i1
    %922 = "arith.divsi"(%904, %arg13) : (i1, i1) -> i1
    %923 = "arith.divsi"(%arg13, %907) : (i1, i1) -> i1
    %924 = "arith.divsi"(%907, %arg13) : (i1, i1) -> i1
    %925 = "arith.divui"(%arg13, %arg13) : (i1, i1) -> i1
    %926 = "arith.divui"(%arg13, %904) : (i1, i1) -> i1
    %927 = "arith.divui"(%904, %arg13) : (i1, i1) -> i1
    %928 = "arith.divui"(%arg13, %907) : (i1, i1) -> i1
    %929 = "arith.divui"(%907, %arg13) : (i1, i1) -> i1
    %930 = "arith.ceildivsi"(%arg13, %arg13) : (i1, i1) -> i1
    %931 = "arith.ceildivsi"(%arg13, %904) : (i1, i1) -> i1
    %932 = "arith.ceildivsi"(%904, %arg13) : (i1, i1) -> i1
    %933 = "arith.ceildivsi"(%arg13, %907) : (i1, i1) -> i1
    %934 = "arith.ceildivsi"(%907, %arg13) : (i1, i1) -> i1
    %935 = "arith.ceildivui"(%arg13, %arg13) : (i1, i1) -> i1
    %936 = "arith.ceildivui"(%arg13, %904) : (i1, i1) -> i1
    %937 = "arith.ceildivui"(%904, %arg13) : (i1, i1) -> i1
    %938 = "arith.ceildivui"(%arg13, %907) : (i1, i1) -> i1
    %939 = "arith.ceildivui"(%907, %arg13) : (i1, i1) -> i1
    %940 = "arith.floordivsi"(%arg13, %arg13) : (i1, i1) -> i1
    %941 = "arith.floordivsi"(%arg13, %904) : (i1, i1) -> i1
    %942 = "arith.floordivsi"(%904, %arg13) : (i1, i1) -> i1
    %943 = "arith.floordivsi"(%arg13, %907) : (i1, i1) -> i1
    %944 = "arith.floordivsi"(%907, %arg13) : (i1, i1) -> i1
    %945 = "arith.remsi"(%arg13, %arg13) : (i1, i1) -> i1
    %946 = "arith.remsi"(%arg13, %904) : (i1, i1) -> i1
    %947 = "arith.remsi"(%904, %arg13) : (i1, i1) -> i1
    %948 = "arith.remsi"(%arg13, %907) : (i1, i1) -> i1
    %949 = "arith.remsi"(%907, %arg13) : (i1, i1) -> i1
    %950 = "arith.remui"(%arg13, %arg13) : (i1, i1) -> i1
    %951 = "arith.remui"(%arg13, %904) : (i1, i1) -> i1
    %952 = "arith.remui"(%904, %arg13) : (i1, i1) -> i1
    %953 = "arith.remui"(%arg13, %907) : (i1, i1) -> i1
    %954 = "arith.remui"(%907, %arg13) : (i1, i1) -> i1
    %955 = "arith.andi"(%arg13, %arg13) : (i1, i1) -> i1
    %956 = "arith.andi"(%arg13, %904) : (i1, i1) -> i1
    %957 = "arith.andi"(%904, %arg13) : (i1, i1) -> i1
    %958 = "arith.andi"(%arg13, %907) : (i1, i1) -> i1
    %959 = "arith.andi"(%907, %arg13) : (i1, i1) -> i1
    %960 = "arith.ori"(%arg13, %arg13) : (i1, i1) -> i1
    %961 = "arith.ori"(%arg13, %904) : (i1, i1) -> i1
    %962 = "arith.ori"(%904, %arg13) : (i1, i1) -> i1
    %963 = "arith.ori"(%arg13, %907) : (i1, i1) -> i1
    %964 = "arith.ori"(%907, %arg13) : (i1, i1) -> i1
    %965 = "arith.xori"(%arg13, %arg13) : (i1, i1) -> i1
    %966 = "arith.xori"(%arg13, %904) : (i1, i1) -> i1
    %967 = "arith.xori"(%904, %arg13) : (i1, i1) -> i1
    %968 = "arith.xori"(%arg13, %907) : (i1, i1) -> i1
    %969 = "arith.xori"(%907, %arg13) : (i1, i1) -> i1
    %970 = "arith.shli"(%arg13, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %971 = "arith.shli"(%arg13, %904) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %972 = "arith.shli"(%904, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %973 = "arith.shli"(%arg13, %907) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %974 = "arith.shli"(%907, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %975 = "arith.shrsi"(%arg13, %arg13) : (i1, i1) -> i1
    %976 = "arith.shrsi"(%arg13, %904) : (i1, i1) -> i1
    %977 = "arith.shrsi"(%904, %arg13) : (i1, i1) -> i1
    %978 = "arith.shrsi"(%arg13, %907) : (i1, i1) -> i1
    %979 = "arith.shrsi"(%907, %arg13) : (i1, i1) -> i1
    %980 = "arith.shrui"(%arg13, %arg13) : (i1, i1) -> i1
    %981 = "arith.shrui"(%arg13, %904) : (i1, i1) -> i1
    %982 = "arith.shrui"(%904, %arg13) : (i1, i1) -> i1
    %983 = "arith.shrui"(%arg13, %907) : (i1, i1) -> i1
    %984 = "arith.shrui"(%907, %arg13) : (i1, i1) -> i1
    %985 = "arith.maxsi"(%arg13, %arg13) : (i1, i1) -> i1
    %986 = "arith.maxsi"(%arg13, %904) : (i1, i1) -> i1
    %987 = "arith.maxsi"(%904, %arg13) : (i1, i1) -> i1
    %988 = "arith.maxsi"(%arg13, %907) : (i1, i1) -> i1
    %989 = "arith.maxsi"(%907, %arg13) : (i1, i1) -> i1
    %990 = "arith.maxui"(%arg13, %arg13) : (i1, i1) -> i1
    %991 = "arith.maxui"(%arg13, %904) : (i1, i1) -> i1
    %992 = "arith.maxui"(%904, %arg13) : (i1, i1) -> i1
    %993 = "arith.maxui"(%arg13, %907) : (i1, i1) -> i1
    %994 = "arith.maxui"(%907, %arg13) : (i1, i1) -> i1
    %995 = "arith.minsi"(%arg13, %arg13) : (i1, i1) -> i1
    %996 = "arith.minsi"(%arg13, %904) : (i1, i1) -> i1
    %997 = "arith.minsi"(%904, %arg13) : (i1, i1) -> i1
    %998 = "arith.minsi"(%arg13, %907) : (i1, i1) -> i1
    %999 = "arith.minsi"(%907, %arg13) : (i1, i1) -> i1
    %1000 = "arith.minui"(%arg13, %arg13) : (i1, i1) -> i1
    %1001 = "arith.minui"(%arg13, %904) : (i1, i1) -> i1
    %1002 = "arith.minui"(%904, %arg13) : (i1, i1) -> i1
    %1003 = "arith.minui"(%arg13, %907) : (i1, i1) -> i1
    %1004 = "arith.minui"(%907, %arg13) : (i1, i1) -> i1
    %1005 = "arith.cmpi"(%arg13, %arg13) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %1006 = "arith.cmpi"(%arg13, %904) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %1007 = "arith.cmpi"(%904, %arg13) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %1008 = "arith.cmpi"(%arg13, %907) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %1009 = "arith.cmpi"(%907, %arg13) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %1010 = "arith.cmpi"(%arg13, %arg13) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %1011 = "arith.cmpi"(%arg13, %904) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %1012 = "arith.cmpi"(%904, %arg13) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %1013 = "arith.cmpi"(%arg13, %907) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %1014 = "arith.cmpi"(%907, %arg13) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %1015 = "arith.cmpi"(%arg13, %arg13) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %1016 = "arith.cmpi"(%arg13, %904) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %1017 = "arith.cmpi"(%904, %arg13) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %1018 = "arith.cmpi"(%arg13, %907) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %1019 = "arith.cmpi"(%907, %arg13) <{predicate = 2 : i64}> : (i1, i1) -> i1
    %1020 = "arith.cmpi"(%arg13, %arg13) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %1021 = "arith.cmpi"(%arg13, %904) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %1022 = "arith.cmpi"(%904, %arg13) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %1023 = "arith.cmpi"(%arg13, %907) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %1024 = "arith.cmpi"(%907, %arg13) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %1025 = "arith.cmpi"(%arg13, %arg13) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %1026 = "arith.cmpi"(%arg13, %904) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %1027 = "arith.cmpi"(%904, %arg13) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %1028 = "arith.cmpi"(%arg13, %907) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %1029 = "arith.cmpi"(%907, %arg13) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %1030 = "arith.cmpi"(%arg13, %arg13) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %1031 = "arith.cmpi"(%arg13, %904) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %1032 = "arith.cmpi"(%904, %arg13) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %1033 = "arith.cmpi"(%arg13, %907) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %1034 = "arith.cmpi"(%907, %arg13) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %1035 = "arith.cmpi"(%arg13, %arg13) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %1036 = "arith.cmpi"(%arg13, %904) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %1037 = "arith.cmpi"(%904, %arg13) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %1038 = "arith.cmpi"(%arg13, %907) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %1039 = "arith.cmpi"(%907, %arg13) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %1040 = "arith.cmpi"(%arg13, %arg13) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %1041 = "arith.cmpi"(%arg13, %904) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %1042 = "arith.cmpi"(%904, %arg13) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %1043 = "arith.cmpi"(%arg13, %907) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %1044 = "arith.cmpi"(%907, %arg13) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %1045 = "arith.cmpi"(%arg13, %arg13) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %1046 = "arith.cmpi"(%arg13, %904) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %1047 = "arith.cmpi"(%904, %arg13) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %1048 = "arith.cmpi"(%arg13, %907) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %1049 = "arith.cmpi"(%907, %arg13) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %1050 = "arith.cmpi"(%arg13, %arg13) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %1051 = "arith.cmpi"(%arg13, %904) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %1052 = "arith.cmpi"(%904, %arg13) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %1053 = "arith.cmpi"(%arg13, %907) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %1054 = "arith.cmpi"(%907, %arg13) <{predicate = 9 : i64}> : (i1, i1) -> i1
    "func.return"(%903, %905, %906, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "identities_i8"}> ({
  ^bb0(%arg11: i8, %arg12: i8):
    %464 = "arith.addi"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %465 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %466 = "arith.addi"(%arg11, %465) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %467 = "arith.addi"(%465, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %468 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %469 = "arith.addi"(%arg11, %468) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %470 = "arith.addi"(%468, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %471 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %472 = "arith.addi"(%arg11, %471) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %473 = "arith.addi"(%471, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %474 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %475 = "arith.addi"(%arg11, %474) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %476 = "arith.addi"(%474, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %477 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %478 = "arith.addi"(%arg11, %477) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %479 = "arith.addi"(%477, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %480 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %481 = "arith.addi"(%arg11, %480) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %482 = "arith.addi"(%480, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %483 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %484 = "arith.addi"(%arg11, %483) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %485 = "arith.addi"(%483, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %486 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %487 = "arith.addi"(%arg11, %486) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %488 = "arith.addi"(%486, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %489 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %490 = "arith.addi"(%arg11, %489) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %491 = "arith.addi"(%489, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %492 = "arith.subi"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %493 = "arith.subi"(%arg11, %465) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %494 = "arith.subi"(%465, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %495 = "arith.subi"(%arg11, %468) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %496 = "arith.subi"(%468, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %497 = "arith.subi"(%arg11, %471) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %498 = "arith.subi"(%471, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %499 = "arith.subi"(%arg11, %474) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %500 = "arith.subi"(%474, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %501 = "arith.subi"(%arg11, %477) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %502 = "arith.subi"(%477, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %503 = "arith.subi"(%arg11, %480) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %504 = "arith.subi"(%480, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %505 = "arith.subi"(%arg11, %483) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %506 = "arith.subi"(%483, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %507 = "arith.subi"(%arg11, %486) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %508 = "arith.subi"(%486, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %509 = "arith.subi"(%arg11, %489) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %510 = "arith.subi"(%489, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %511 = "arith.muli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %512 = "arith.muli"(%arg11, %465) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %513 = "arith.muli"(%465, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %514 = "arith.muli"(%arg11, %468) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %515 = "arith.muli"(%468, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %516 = "arith.muli"(%arg11, %471) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %517 = "arith.muli"(%471, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %518 = "arith.muli"(%arg11, %474) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %519 = "arith.muli"(%474, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %520 = "arith.muli"(%arg11, %477) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %521 = "arith.muli"(%477, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %522 = "arith.muli"(%arg11, %480) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %523 = "arith.muli"(%480, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %524 = "arith.muli"(%arg11, %483) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %525 = "arith.muli"(%483, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %526 = "arith.muli"(%arg11, %486) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %527 = "arith.muli"(%486, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %528 = "arith.muli"(%arg11, %489) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %529 = "arith.muli"(%489, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %530 = "arith.divsi"(%arg11, %arg11) : (i8, i8) -> i8
    %531 = "arith.divsi"(%arg11, %465) : (i8, i8) -> i8
    %532 = "arith.divsi"(%465, %arg11) : (i8, i8) -> i8
    %533 = "arith.divsi"(%arg11, %468) : (i8, i8) -> i8
    %534 = "arith.divsi"(%468, %arg11) : (i8, i8) -> i8
    %535 = "arith.divsi"(%arg11, %471) : (i8, i8) -> i8
    %536 = "arith.divsi"(%471, %arg11) : (i8, i8) -> i8
    %537 = "arith.divsi"(%arg11, %474) : (i8, i8) -> i8
    %538 = "arith.divsi"(%474, %arg11) : (i8, i8) -> i8
    %539 = "arith.divsi"(%arg11, %477) : (i8, i8) -> i8
    %540 = "arith.divsi"(%477, %arg11) : (i8, i8) -> i8
    %541 = "arith.divsi"(%arg11, %480) : (i8, i8) -> i8
    %542 = "arith.divsi"(%480, %arg11) : (i8, i8) -> i8
    %543 = "arith.divsi"(%arg11, %483) : (i8, i8) -> i8
    %544 = "arith.divsi"(%483, %arg11) : (i8, i8) -> i8
    %545 = "arith.divsi"(%arg11, %486) : (i8, i8) -> i8
    %546 = "arith.divsi"(%486, %arg11) : (i8, i8) -> i8
    %547 = "arith.divsi"(%arg11, %489) : (i8, i8) -> i8
    %548 = "arith.divsi"(%489, %arg11) : (i8, i8) -> i8
    %549 = "arith.divui"(%arg11, %arg11) : (i8, i8) -> i8
    %550 = "arith.divui"(%arg11, %465) : (i8, i8) -> i8
    %551 = "arith.divui"(%465, %arg11) : (i8, i8) -> i8
    %552 = "arith.divui"(%arg11, %468) : (i8, i8) -> i8
    %553 = "arith.divui"(%468, %arg11) : (i8, i8) -> i8
    %554 = "arith.divui"(%arg11, %471) : (i8, i8) -> i8
    %555 = "arith.divui"(%471, %arg11) : (i8, i8) -> i8
    %556 = "arith.divui"(%arg11, %474) : (i8, i8) -> i8
    %557 = "arith.divui"(%474, %arg11) : (i8, i8) -> i8
    %558 = "arith.divui"(%arg11, %477) : (i8, i8) -> i8
    %559 = "arith.divui"(%477, %arg11) : (i8, i8) -> i8
    %560 = "arith.divui"(%arg11, %480) : (i8, i8) -> i8
    %561 = "arith.divui"(%480, %arg11) : (i8, i8) -> i8
    %562 = "arith.divui"(%arg11, %483) : (i8, i8) -> i8
    %563 = "arith.divui"(%483, %arg11) : (i8, i8) -> i8
    %564 = "arith.divui"(%arg11, %486) : (i8, i8) -> i8
    %565 = "arith.divui"(%486, %arg11) : (i8, i8) -> i8
    %566 = "arith.divui"(%arg11, %489) : (i8, i8) -> i8
    %567 = "arith.divui"(%489, %arg11) : (i8, i8) -> i8
    %568 = "arith.ceildivsi"(%arg11, %arg11) : (i8, i8) -> i8
    %569 = "arith.ceildivsi"(%arg11, %465) : (i8, i8) -> i8
    %570 = "arith.ceildivsi"(%465, %arg11) : (i8, i8) -> i8
    %571 = "arith.ceildivsi"(%arg11, %468) : (i8, i8) -> i8
    %572 = "arith.ceildivsi"(%468, %arg11) : (i8, i8) -> i8
    %573 = "arith.ceildivsi"(%arg11, %471) : (i8, i8) -> i8
    %574 = "arith.ceildivsi"(%471, %arg11) : (i8, i8) -> i8
    %575 = "arith.ceildivsi"(%arg11, %474) : (i8, i8) -> i8
    %576 = "arith.ceildivsi"(%474, %arg11) : (i8, i8) -> i8
    %577 = "arith.ceildivsi"(%arg11, %477) : (i8, i8) -> i8
    %578 = "arith.ceildivsi"(%477, %arg11) : (i8, i8) -> i8
    %579 = "arith.ceildivsi"(%arg11, %480) : (i8, i8) -> i8
    %580 = "arith.ceildivsi"(%480, %arg11) : (i8, i8) -> i8
    %581 = "arith.ceildivsi"(%arg11, %483) : (i8, i8) -> i8
    %582 = "arith.ceildivsi"(%483, %arg11) : (i8, i8) -> i8
    %583 = "arith.ceildivsi"(%arg11, %486) : (i8, i8) -> i8
    %584 = "arith.ceildivsi"(%486, %arg11) : (i8, i8) -> i8
    %585 = "arith.ceildivsi"(%arg11, %489) : (i8, i8) -> i8
    %586 = "arith.ceildivsi"(%489, %arg11) : (i8, i8) -> i8
    %587 = "arith.ceildivui"(%arg11, %arg11) : (i8, i8) -> i8
    %588 = "arith.ceildivui"(%arg11, %465) : (i8, i8) -> i8
    %589 = "arith.ceildivui"(%465, %arg11) : (i8, i8) -> i8
    %590 = "arith.ceildivui"(%arg11, %468) : (i8, i8) -> i8
    %591 = "arith.ceildivui"(%468, %arg11) : (i8, i8) -> i8
    %592 = "arith.ceildivui"(%arg11, %471) : (i8, i8) -> i8
    %593 = "arith.ceildivui"(%471, %arg11) : (i8, i8) -> i8
    %594 = "arith.ceildivui"(%arg11, %474) : (i8, i8) -> i8
    %595 = "arith.ceildivui"(%474, %arg11) : (i8, i8) -> i8
    %596 = "arith.ceildivui"(%arg11, %477) : (i8, i8) -> i8
    %597 = "arith.ceildivui"(%477, %arg11) : (i8, i8) -> i8
    %598 = "arith.ceildivui"(%arg11, %480) : (i8, i8) -> i8
    %599 = "arith.ceildivui"(%480, %arg11) : (i8, i8) -> i8
    %600 = "arith.ceildivui"(%arg11, %483) : (i8, i8) -> i8
    %601 = "arith.ceildivui"(%483, %arg11) : (i8, i8) -> i8
    %602 = "arith.ceildivui"(%arg11, %486) : (i8, i8) -> i8
    %603 = "arith.ceildivui"(%486, %arg11) : (i8, i8) -> i8
    %604 = "arith.ceildivui"(%arg11, %489) : (i8, i8) -> i8
    %605 = "arith.ceildivui"(%489, %arg11) : (i8, i8) -> i8
    %606 = "arith.floordivsi"(%arg11, %arg11) : (i8, i8) -> i8
    %607 = "arith.floordivsi"(%arg11, %465) : (i8, i8) -> i8
    %608 = "arith.floordivsi"(%465, %arg11) : (i8, i8) -> i8
    %609 = "arith.floordivsi"(%arg11, %468) : (i8, i8) -> i8
    %610 = "arith.floordivsi"(%468, %arg11) : (i8, i8) -> i8
    %611 = "arith.floordivsi"(%arg11, %471) : (i8, i8) -> i8
    %612 = "arith.floordivsi"(%471, %arg11) : (i8, i8) -> i8
    %613 = "arith.floordivsi"(%arg11, %474) : (i8, i8) -> i8
    %614 = "arith.floordivsi"(%474, %arg11) : (i8, i8) -> i8
    %615 = "arith.floordivsi"(%arg11, %477) : (i8, i8) -> i8
    %616 = "arith.floordivsi"(%477, %arg11) : (i8, i8) -> i8
    %617 = "arith.floordivsi"(%arg11, %480) : (i8, i8) -> i8
    %618 = "arith.floordivsi"(%480, %arg11) : (i8, i8) -> i8
    %619 = "arith.floordivsi"(%arg11, %483) : (i8, i8) -> i8
    %620 = "arith.floordivsi"(%483, %arg11) : (i8, i8) -> i8
    %621 = "arith.floordivsi"(%arg11, %486) : (i8, i8) -> i8
    %622 = "arith.floordivsi"(%486, %arg11) : (i8, i8) -> i8
    %623 = "arith.floordivsi"(%arg11, %489) : (i8, i8) -> i8
    %624 = "arith.floordivsi"(%489, %arg11) : (i8, i8) -> i8
    %625 = "arith.remsi"(%arg11, %arg11) : (i8, i8) -> i8
    %626 = "arith.remsi"(%arg11, %465) : (i8, i8) -> i8
    %627 = "arith.remsi"(%465, %arg11) : (i8, i8) -> i8
    %628 = "arith.remsi"(%arg11, %468) : (i8, i8) -> i8
    %629 = "arith.remsi"(%468, %arg11) : (i8, i8) -> i8
    %630 = "arith.remsi"(%arg11, %471) : (i8, i8) -> i8
    %631 = "arith.remsi"(%471, %arg11) : (i8, i8) -> i8
    %632 = "arith.remsi"(%arg11, %474) : (i8, i8) -> i8
    %633 = "arith.remsi"(%474, %arg11) : (i8, i8) -> i8
    %634 = "arith.remsi"(%arg11, %477) : (i8, i8) -> i8
    %635 = "arith.remsi"(%477, %arg11) : (i8, i8) -> i8
    %636 = "arith.remsi"(%arg11, %480) : (i8, i8) -> i8
    %637 = "arith.remsi"(%480, %arg11) : (i8, i8) -> i8
    %638 = "arith.remsi"(%arg11, %483) : (i8, i8) -> i8
    %639 = "arith.remsi"(%483, %arg11) : (i8, i8) -> i8
    %640 = "arith.remsi"(%arg11, %486) : (i8, i8) -> i8
    %641 = "arith.remsi"(%486, %arg11) : (i8, i8) -> i8
    %642 = "arith.remsi"(%arg11, %489) : (i8, i8) -> i8
    %643 = "arith.remsi"(%489, %arg11) : (i8, i8) -> i8
    %644 = "arith.remui"(%arg11, %arg11) : (i8, i8) -> i8
    %645 = "arith.remui"(%arg11, %465) : (i8, i8) -> i8
    %646 = "arith.remui"(%465, %arg11) : (i8, i8) -> i8
    %647 = "arith.remui"(%arg11, %468) : (i8, i8) -> i8
    %648 = "arith.remui"(%468, %arg11) : (i8, i8) -> i8
    %649 = "arith.remui"(%arg11, %471) : (i8, i8) -> i8
    %650 = "arith.remui"(%471, %arg11) : (i8, i8) -> i8
    %651 = "arith.remui"(%arg11, %474) : (i8, i8) -> i8
    %652 = "arith.remui"(%474, %arg11) : (i8, i8) -> i8
    %653 = "arith.remui"(%arg11, %477) : (i8, i8) -> i8
    %654 = "arith.remui"(%477, %arg11) : (i8, i8) -> i8
    %655 = "arith.remui"(%arg11, %480) : (i8, i8) -> i8
    %656 = "arith.remui"(%480, %arg11) : (i8, i8) -> i8
    %657 = "arith.remui"(%arg11, %483) : (i8, i8) -> i8
    %658 = "arith.remui"(%483, %arg11) : (i8, i8) -> i8
    %659 = "arith.remui"(%arg11, %486) : (i8, i8) -> i8
    %660 = "arith.remui"(%486, %arg11) : (i8, i8) -> i8
    %661 = "arith.remui"(%arg11, %489) : (i8, i8) -> i8
    %662 = "arith.remui"(%489, %arg11) : (i8, i8) -> i8
    %663 = "arith.andi"(%arg11, %arg11) : (i8, i8) -> i8
    %664 = "arith.andi"(%arg11, %465) : (i8, i8) -> i8
    %665 = "arith.andi"(%465, %arg11) : (i8, i8) -> i8
    %666 = "arith.andi"(%arg11, %468) : (i8, i8) -> i8
    %667 = "arith.andi"(%468, %arg11) : (i8, i8) -> i8
    %668 = "arith.andi"(%arg11, %471) : (i8, i8) -> i8
    %669 = "arith.andi"(%471, %arg11) : (i8, i8) -> i8
    %670 = "arith.andi"(%arg11, %474) : (i8, i8) -> i8
    %671 = "arith.andi"(%474, %arg11) : (i8, i8) -> i8
    %672 = "arith.andi"(%arg11, %477) : (i8, i8) -> i8
    %673 = "arith.andi"(%477, %arg11) : (i8, i8) -> i8
    %674 = "arith.andi"(%arg11, %480) : (i8, i8) -> i8
    %675 = "arith.andi"(%480, %arg11) : (i8, i8) -> i8
    %676 = "arith.andi"(%arg11, %483) : (i8, i8) -> i8
    %677 = "arith.andi"(%483, %arg11) : (i8, i8) -> i8
    %678 = "arith.andi"(%arg11, %486) : (i8, i8) -> i8
    %679 = "arith.andi"(%486, %arg11) : (i8, i8) -> i8
    %680 = "arith.andi"(%arg11, %489) : (i8, i8) -> i8
    %681 = "arith.andi"(%489, %arg11) : (i8, i8) -> i8
    %682 = "arith.ori"(%arg11, %arg11) : (i8, i8) -> i8
    %683 = "arith.ori"(%arg11, %465) : (i8, i8) -> i8
    %684 = "arith.ori"(%465, %arg11) : (i8, i8) -> i8
    %685 = "arith.ori"(%arg11, %468) : (i8, i8) -> i8
    %686 = "arith.ori"(%468, %arg11) : (i8, i8) -> i8
    %687 = "arith.ori"(%arg11, %471) : (i8, i8) -> i8
    %688 = "arith.ori"(%471, %arg11) : (i8, i8) -> i8
    %689 = "arith.ori"(%arg11, %474) : (i8, i8) -> i8
    %690 = "arith.ori"(%474, %arg11) : (i8, i8) -> i8
    %691 = "arith.ori"(%arg11, %477) : (i8, i8) -> i8
    %692 = "arith.ori"(%477, %arg11) : (i8, i8) -> i8
    %693 = "arith.ori"(%arg11, %480) : (i8, i8) -> i8
    %694 = "arith.ori"(%480, %arg11) : (i8, i8) -> i8
    %695 = "arith.ori"(%arg11, %483) : (i8, i8) -> i8
    %696 = "arith.ori"(%483, %arg11) : (i8, i8) -> i8
    %697 = "arith.ori"(%arg11, %486) : (i8, i8) -> i8
    %698 = "arith.ori"(%486, %arg11) : (i8, i8) -> i8
    %699 = "arith.ori"(%arg11, %489) : (i8, i8) -> i8
    %700 = "arith.ori"(%489, %arg11) : (i8, i8) -> i8
    %701 = "arith.xori"(%arg11, %arg11) : (i8, i8) -> i8
    %702 = "arith.xori"(%arg11, %465) : (i8, i8) -> i8
    %703 = "arith.xori"(%465, %arg11) : (i8, i8) -> i8
    %704 = "arith.xori"(%arg11, %468) : (i8, i8) -> i8
    %705 = "arith.xori"(%468, %arg11) : (i8, i8) -> i8
    %706 = "arith.xori"(%arg11, %471) : (i8, i8) -> i8
    %707 = "arith.xori"(%471, %arg11) : (i8, i8) -> i8
    %708 = "arith.xori"(%arg11, %474) : (i8, i8) -> i8
    %709 = "arith.xori"(%474, %arg11) : (i8, i8) -> i8
    %710 = "arith.xori"(%arg11, %477) : (i8, i8) -> i8
    %711 = "arith.xori"(%477, %arg11) : (i8, i8) -> i8
    %712 = "arith.xori"(%arg11, %480) : (i8, i8) -> i8
    %713 = "arith.xori"(%480, %arg11) : (i8, i8) -> i8
    %714 = "arith.xori"(%arg11, %483) : (i8, i8) -> i8
    %715 = "arith.xori"(%483, %arg11) : (i8, i8) -> i8
    %716 = "arith.xori"(%arg11, %486) : (i8, i8) -> i8
    %717 = "arith.xori"(%486, %arg11) : (i8, i8) -> i8
    %718 = "arith.xori"(%arg11, %489) : (i8, i8) -> i8
    %719 = "arith.xori"(%489, %arg11) : (i8, i8) -> i8
    %720 = "arith.shli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %721 = "arith.shli"(%arg11, %465) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %722 = "arith.shli"(%465, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %723 = "arith.shli"(%arg11, %468) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %724 = "arith.shli"(%468, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %725 = "arith.shli"(%arg11, %471) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %726 = "arith.shli"(%471, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %727 = "arith.shli"(%arg11, %474) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %728 = "arith.shli"(%474, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %729 = "arith.shli"(%arg11, %477) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %730 = "arith.shli"(%477, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %731 = "arith.shli"(%arg11, %480) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %732 = "arith.shli"(%480, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %733 = "arith.shli"(%arg11, %483) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %734 = "arith.shli"(%483, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %735 = "arith.shli"(%arg11, %486) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %736 = "arith.shli"(%486, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %737 = "arith.shli"(%arg11, %489) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %738 = "arith.shli"(%489, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %739 = "arith.shrsi"(%arg11, %arg11) : (i8, i8) -> i8
    %740 = "arith.shrsi"(%arg11, %465) : (i8, i8) -> i8
    %741 = "arith.shrsi"(%465, %arg11) : (i8, i8) -> i8
    %742 = "arith.shrsi"(%arg11, %468) : (i8, i8) -> i8
    %743 = "arith.shrsi"(%468, %arg11) : (i8, i8) -> i8
    %744 = "arith.shrsi"(%arg11, %471) : (i8, i8) -> i8
    %745 = "arith.shrsi"(%471, %arg11) : (i8, i8) -> i8
    %746 = "arith.shrsi"(%arg11, %474) : (i8, i8) -> i8
    %747 = "arith.shrsi"(%474, %arg11) : (i8, i8) -> i8
    %748 = "arith.shrsi"(%arg11, %477) : (i8, i8) -> i8
    %749 = "arith.shrsi"(%477, %arg11) : (i8, i8) -> i8
    %750 = "arith.shrsi"(%arg11, %480) : (i8, i8) -> i8
    %751 = "arith.shrsi"(%480, %arg11) : (i8, i8) -> i8
    %752 = "arith.shrsi"(%arg11, %483) : (i8, i8) -> i8
    %753 = "arith.shrsi"(%483, %arg11) : (i8, i8) -> i8
    %754 = "arith.shrsi"(%arg11, %486) : (i8, i8) -> i8
    %755 = "arith.shrsi"(%486, %arg11) : (i8, i8) -> i8
    %756 = "arith.shrsi"(%arg11, %489) : (i8, i8) -> i8
    %757 = "arith.shrsi"(%489, %arg11) : (i8, i8) -> i8
    %758 = "arith.shrui"(%arg11, %arg11) : (i8, i8) -> i8
    %759 = "arith.shrui"(%arg11, %465) : (i8, i8) -> i8
    %760 = "arith.shrui"(%465, %arg11) : (i8, i8) -> i8
    %761 = "arith.shrui"(%arg11, %468) : (i8, i8) -> i8
    %762 = "arith.shrui"(%468, %arg11) : (i8, i8) -> i8
    %763 = "arith.shrui"(%arg11, %471) : (i8, i8) -> i8
    %764 = "arith.shrui"(%471, %arg11) : (i8, i8) -> i8
    %765 = "arith.shrui"(%arg11, %474) : (i8, i8) -> i8
    %766 = "arith.shrui"(%474, %arg11) : (i8, i8) -> i8
    %767 = "arith.shrui"(%arg11, %477) : (i8, i8) -> i8
    %768 = "arith.shrui"(%477, %arg11) : (i8, i8) -> i8
    %769 = "arith.shrui"(%arg11, %480) : (i8, i8) -> i8
    %770 = "arith.shrui"(%480, %arg11) : (i8, i8) -> i8
    %771 = "arith.shrui"(%arg11, %483) : (i8, i8) -> i8
    %772 = "arith.shrui"(%483, %arg11) : (i8, i8) -> i8
    %773 = "arith.shrui"(%arg11, %486) : (i8, i8) -> i8
    %774 = "arith.shrui"(%486, %arg11) : (i8, i8) -> i8
    %775 = "arith.shrui"(%arg11, %489) : (i8, i8) -> i8
    %776 = "arith.shrui"(%489, %arg11) : (i8, i8) -> i8
    %777 = "arith.maxsi"(%arg11, %arg11) : (i8, i8) -> i8
    %778 = "arith.maxsi"(%arg11, %465) : (i8, i8) -> i8
    %779 = "arith.maxsi"(%465, %arg11) : (i8, i8) -> i8
    %780 = "arith.maxsi"(%arg11, %468) : (i8, i8) -> i8
    %781 = "arith.maxsi"(%468, %arg11) : (i8, i8) -> i8
    %782 = "arith.maxsi"(%arg11, %471) : (i8, i8) -> i8
    %783 = "arith.maxsi"(%471, %arg11) : (i8, i8) -> i8
    %784 = "arith.maxsi"(%arg11, %474) : (i8, i8) -> i8
    %785 = "arith.maxsi"(%474, %arg11) : (i8, i8) -> i8
    %786 = "arith.maxsi"(%arg11, %477) : (i8, i8) -> i8
    %787 = "arith.maxsi"(%477, %arg11) : (i8, i8) -> i8
    %788 = "arith.maxsi"(%arg11, %480) : (i8, i8) -> i8
    %789 = "arith.maxsi"(%480, %arg11) : (i8, i8) -> i8
    %790 = "arith.maxsi"(%arg11, %483) : (i8, i8) -> i8
    %791 = "arith.maxsi"(%483, %arg11) : (i8, i8) -> i8
    %792 = "arith.maxsi"(%arg11, %486) : (i8, i8) -> i8
    %793 = "arith.maxsi"(%486, %arg11) : (i8, i8) -> i8
    %794 = "arith.maxsi"(%arg11, %489) : (i8, i8) -> i8
    %795 = "arith.maxsi"(%489, %arg11) : (i8, i8) -> i8
    %796 = "arith.maxui"(%arg11, %arg11) : (i8, i8) -> i8
    %797 = "arith.maxui"(%arg11, %465) : (i8, i8) -> i8
    %798 = "arith.maxui"(%465, %arg11) : (i8, i8) -> i8
    %799 = "arith.maxui"(%arg11, %468) : (i8, i8) -> i8
    %800 = "arith.maxui"(%468, %arg11) : (i8, i8) -> i8
    %801 = "arith.maxui"(%arg11, %471) : (i8, i8) -> i8
    %802 = "arith.maxui"(%471, %arg11) : (i8, i8) -> i8
    %803 = "arith.maxui"(%arg11, %474) : (i8, i8) -> i8
    %804 = "arith.maxui"(%474, %arg11) : (i8, i8) -> i8
    %805 = "arith.maxui"(%arg11, %477) : (i8, i8) -> i8
    %806 = "arith.maxui"(%477, %arg11) : (i8, i8) -> i8
    %807 = "arith.maxui"(%arg11, %480) : (i8, i8) -> i8
    %808 = "arith.maxui"(%480, %arg11) : (i8, i8) -> i8
    %809 = "arith.maxui"(%arg11, %483) : (i8, i8) -> i8
    %810 = "arith.maxui"(%483, %arg11) : (i8, i8) -> i8
    %811 = "arith.maxui"(%arg11, %486) : (i8, i8) -> i8
    %812 = "arith.maxui"(%486, %arg11) : (i8, i8) -> i8
    %813 = "arith.maxui"(%arg11, %489) : (i8, i8) -> i8
    %814 = "arith.maxui"(%489, %arg11) : (i8, i8) -> i8
    %815 = "arith.minsi"(%arg11, %arg11) : (i8, i8) -> i8
    %816 = "arith.minsi"(%arg11, %465) : (i8, i8) -> i8
    %817 = "arith.minsi"(%465, %arg11) : (i8, i8) -> i8
    %818 = "arith.minsi"(%arg11, %468) : (i8, i8) -> i8
    %819 = "arith.minsi"(%468, %arg11) : (i8, i8) -> i8
    %820 = "arith.minsi"(%arg11, %471) : (i8, i8) -> i8
    %821 = "arith.minsi"(%471, %arg11) : (i8, i8) -> i8
    %822 = "arith.minsi"(%arg11, %474) : (i8, i8) -> i8
    %823 = "arith.minsi"(%474, %arg11) : (i8, i8) -> i8
    %824 = "arith.minsi"(%arg11, %477) : (i8, i8) -> i8
    %825 = "arith.minsi"(%477, %arg11) : (i8, i8) -> i8
    %826 = "arith.minsi"(%arg11, %480) : (i8, i8) -> i8
    %827 = "arith.minsi"(%480, %arg11) : (i8, i8) -> i8
    %828 = "arith.minsi"(%arg11, %483) : (i8, i8) -> i8
    %829 = "arith.minsi"(%483, %arg11) : (i8, i8) -> i8
    %830 = "arith.minsi"(%arg11, %486) : (i8, i8) -> i8
    %831 = "arith.minsi"(%486, %arg11) : (i8, i8) -> i8
    %832 = "arith.minsi"(%arg11, %489) : (i8, i8) -> i8
    %833 = "arith.minsi"(%489, %arg11) : (i8, i8) -> i8
    %834 = "arith.minui"(%arg11, %arg11) : (i8, i8) -> i8
    %835 = "arith.minui"(%arg11, %465) : (i8, i8) -> i8
    %836 = "arith.minui"(%465, %arg11) : (i8, i8) -> i8
    %837 = "arith.minui"(%arg11, %468) : (i8, i8) -> i8
    %838 = "arith.minui"(%468, %arg11) : (i8, i8) -> i8
    %839 = "arith.minui"(%arg11, %471) : (i8, i8) -> i8
    %840 = "arith.minui"(%471, %arg11) : (i8, i8) -> i8
    %841 = "arith.minui"(%arg11, %474) : (i8, i8) -> i8
    %842 = "arith.minui"(%474, %arg11) : (i8, i8) -> i8
    %843 = "arith.minui"(%arg11, %477) : (i8, i8) -> i8
    %844 = "arith.minui"(%477, %arg11) : (i8, i8) -> i8
    %845 = "arith.minui"(%arg11, %480) : (i8, i8) -> i8
    %846 = "arith.minui"(%480, %arg11) : (i8, i8) -> i8
    %847 = "arith.minui"(%arg11, %483) : (i8, i8) -> i8
    %848 = "arith.minui"(%483, %arg11) : (i8, i8) -> i8
    %849 = "arith.minui"(%arg11, %486) : (i8, i8) -> i8
    %850 = "arith.minui"(%486, %arg11) : (i8, i8) -> i8
    %851 = "arith.minui"(%arg11, %489) : (i8, i8) -> i8
    %852 = "arith.minui"(%489, %arg11) : (i8, i8) -> i8
    %853 = "arith.cmpi"(%arg11, %arg11) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %854 = "arith.cmpi"(%arg11, %465) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %855 = "arith.cmpi"(%465, %arg11) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %856 = "arith.cmpi"(%arg11, %468) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %857 = "arith.cmpi"(%468, %arg11) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %858 = "arith.cmpi"(%arg11, %arg11) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %859 = "arith.cmpi"(%arg11, %465) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %860 = "arith.cmpi"(%465, %arg11) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %861 = "arith.cmpi"(%arg11, %468) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %862 = "arith.cmpi"(%468, %arg11) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %863 = "arith.cmpi"(%arg11, %arg11) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %864 = "arith.cmpi"(%arg11, %465) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %865 = "arith.cmpi"(%465, %arg11) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %866 = "arith.cmpi"(%arg11, %468) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %867 = "arith.cmpi"(%468, %arg11) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %868 = "arith.cmpi"(%arg11, %arg11) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %869 = "arith.cmpi"(%arg11, %465) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %870 = "arith.cmpi"(%465, %arg11) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %871 = "arith.cmpi"(%arg11, %468) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %872 = "arith.cmpi"(%468, %arg11) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %873 = "arith.cmpi"(%arg11, %arg11) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %874 = "arith.cmpi"(%arg11, %465) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %875 = "arith.cmpi"(%465, %arg11) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %876 = "arith.cmpi"(%arg11, %468) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %877 = "arith.cmpi"(%468, %arg11) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %878 = "arith.cmpi"(%arg11, %arg11) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %879 = "arith.cmpi"(%arg11, %465) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %880 = "arith.cmpi"(%465, %arg11) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %881 = "arith.cmpi"(%arg11, %468) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %882 = "arith.cmpi"(%468, %arg11) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %883 = "arith.cmpi"(%arg11, %arg11) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %884 = "arith.cmpi"(%arg11, %465) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %885 = "arith.cmpi"(%465, %arg11) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %886 = "arith.cmpi"(%arg11, %468) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %887 = "arith.cmpi"(%468, %arg11) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %888 = "arith.cmpi"(%arg11, %arg11) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %889 = "arith.cmpi"(%arg11, %465) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %890 = "arith.cmpi"(%465, %arg11) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %891 = "arith.cmpi"(%arg11, %468) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %892 = "arith.cmpi"(%468, %arg11) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %893 = "arith.cmpi"(%arg11, %arg11) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %894 = "arith.cmpi"(%arg11, %465) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %895 = "arith.cmpi"(%465, %arg11) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %896 = "arith.cmpi"(%arg11, %468) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %897 = "arith.cmpi"(%468, %arg11) <{predicate = 8 : i64}> : (i8, i8) -> i1
    %898 = "arith.cmpi"(%arg11, %arg11) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %899 = "arith.cmpi"(%arg11, %465) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %900 = "arith.cmpi"(%465, %arg11) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %901 = "arith.cmpi"(%arg11, %468) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %902 = "arith.cmpi"(%468, %arg11) <{predicate = 9 : i64}> : (i8, i8) -> i1
    "func.return"(%464, %466, %467, %469, %470, %472, %473, %475, %476, %478, %479, %481, %482, %484, %485, %487, %488, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %623, %624, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i1, i32, i32, i32, i32, i1, i32, i1, i32, i1, i1, i1), sym_name = "nested_i32"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
    %421 = "arith.subi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %422 = "arith.addi"(%421, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %423 = "arith.addi"(%arg9, %421) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %424 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %425 = "arith.subi"(%424, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %426 = "arith.subi"(%424, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %427 = "arith.xori"(%arg8, %arg9) : (i32, i32) -> i32
    %428 = "arith.xori"(%427, %arg9) : (i32, i32) -> i32
    %429 = "arith.xori"(%427, %arg8) : (i32, i32) -> i32
    %430 = "arith.xori"(%arg9, %427) : (i32, i32) -> i32
    %431 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %432 = "arith.xori"(%arg8, %431) : (i32, i32) -> i32
    %433 = "arith.andi"(%arg8, %432) : (i32, i32) -> i32
    %434 = "arith.andi"(%432, %arg8) : (i32, i32) -> i32
    %435 = "arith.ori"(%arg8, %432) : (i32, i32) -> i32
    %436 = "arith.ori"(%432, %arg8) : (i32, i32) -> i32
    %437 = "arith.andi"(%arg8, %arg9) : (i32, i32) -> i32
    %438 = "arith.andi"(%arg8, %437) : (i32, i32) -> i32
    %439 = "arith.andi"(%437, %arg9) : (i32, i32) -> i32
    %440 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %441 = "arith.divsi"(%440, %arg9) : (i32, i32) -> i32
    %442 = "arith.divui"(%440, %arg9) : (i32, i32) -> i32
    %443 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %444 = "arith.divui"(%443, %arg8) : (i32, i32) -> i32
    %445 = "arith.divsi"(%443, %arg8) : (i32, i32) -> i32
    %446 = "arith.cmpi"(%arg8, %arg9) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %447 = "arith.select"(%446, %arg8, %arg9) : (i1, i32, i32) -> i32
    %448 = "arith.select"(%446, %arg9, %arg8) : (i1, i32, i32) -> i32
    %449 = "arith.cmpi"(%arg8, %arg9) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %450 = "arith.select"(%449, %arg8, %arg9) : (i1, i32, i32) -> i32
    %451 = "arith.select"(%449, %arg10, %arg10) : (i1, i32, i32) -> i32
    %452 = "arith.constant"() <{value = true}> : () -> i1
    %453 = "arith.select"(%452, %arg8, %arg9) : (i1, i32, i32) -> i32
    %454 = "arith.constant"() <{value = false}> : () -> i1
    %455 = "arith.select"(%454, %arg8, %arg9) : (i1, i32, i32) -> i32
    %456 = "arith.select"(%446, %452, %454) : (i1, i1, i1) -> i1
    %457 = "arith.extsi"(%446) : (i1) -> i32
    %458 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %459 = "arith.cmpi"(%457, %458) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %460 = "arith.extui"(%446) : (i1) -> i32
    %461 = "arith.cmpi"(%460, %458) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %462 = "arith.cmpi"(%446, %452) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %463 = "arith.cmpi"(%446, %454) <{predicate = 1 : i64}> : (i1, i1) -> i1
    "func.return"(%421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %453, %455, %456, %457, %459, %460, %461, %462, %463) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i1, i32, i32, i32, i32, i1, i32, i1, i32, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i32, index, f32, f16, i1) -> (i16, i64, i16, i64, i32, i8, i16, i64, i32, i4, i16, i8, f32, f16, f64, f16, f16, f32, f32, f32, f32), sym_name = "casts"}> ({
  ^bb0(%arg2: i8, %arg3: i32, %arg4: index, %arg5: f32, %arg6: f16, %arg7: i1):
    %400 = "arith.extui"(%arg2) : (i8) -> i16
    %401 = "arith.extui"(%400) : (i16) -> i64
    %402 = "arith.extsi"(%arg2) : (i8) -> i16
    %403 = "arith.extsi"(%402) : (i16) -> i64
    %404 = "arith.extsi"(%arg2) : (i8) -> i32
    %405 = "arith.trunci"(%404) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %406 = "arith.trunci"(%404) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %407 = "arith.extui"(%arg2) : (i8) -> i64
    %408 = "arith.trunci"(%407) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %409 = "arith.trunci"(%407) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i4
    %410 = "arith.trunci"(%arg3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %411 = "arith.trunci"(%410) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %412 = "arith.extf"(%arg6) : (f16) -> f32
    %413 = "arith.truncf"(%412) : (f32) -> f16
    %414 = "arith.extf"(%arg5) : (f32) -> f64
    %415 = "arith.truncf"(%414) : (f64) -> f16
    %416 = "arith.truncf"(%arg5) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f16
    %417 = "arith.extf"(%416) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
    %418 = "arith.extf"(%416) : (f16) -> f32
    %419 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %420 = "arith.negf"(%419) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%400, %401, %402, %403, %404, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420) : (i16, i64, i16, i64, i32, i8, i16, i64, i32, i4, i16, i8, f32, f16, f64, f16, f16, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "float_identities_f32"}> ({
  ^bb0(%arg1: f32):
    %181 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %182 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %183 = "arith.addf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %184 = "arith.addf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %185 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %186 = "arith.addf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %187 = "arith.addf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %188 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %189 = "arith.addf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %190 = "arith.addf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %191 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %192 = "arith.addf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %193 = "arith.addf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %194 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
    %195 = "arith.addf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %196 = "arith.addf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %197 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %198 = "arith.addf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %199 = "arith.addf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %200 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %201 = "arith.addf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %202 = "arith.addf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %203 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %204 = "arith.addf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %205 = "arith.addf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %206 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %207 = "arith.addf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %208 = "arith.addf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %209 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %210 = "arith.addf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %211 = "arith.addf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %212 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %213 = "arith.subf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %214 = "arith.subf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %215 = "arith.subf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %216 = "arith.subf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %217 = "arith.subf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %218 = "arith.subf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %219 = "arith.subf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %220 = "arith.subf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %221 = "arith.subf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %222 = "arith.subf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %223 = "arith.subf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %224 = "arith.subf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %225 = "arith.subf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %226 = "arith.subf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %227 = "arith.subf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %228 = "arith.subf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %229 = "arith.subf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %230 = "arith.subf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %231 = "arith.subf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %232 = "arith.subf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %233 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %234 = "arith.mulf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %235 = "arith.mulf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %236 = "arith.mulf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %237 = "arith.mulf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %238 = "arith.mulf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %239 = "arith.mulf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %240 = "arith.mulf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %241 = "arith.mulf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %242 = "arith.mulf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %243 = "arith.mulf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %244 = "arith.mulf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %245 = "arith.mulf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %246 = "arith.mulf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %247 = "arith.mulf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %248 = "arith.mulf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %249 = "arith.mulf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %250 = "arith.mulf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %251 = "arith.mulf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %252 = "arith.mulf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %253 = "arith.mulf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %254 = "arith.divf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %255 = "arith.divf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %256 = "arith.divf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %257 = "arith.divf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %258 = "arith.divf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %259 = "arith.divf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %260 = "arith.divf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %261 = "arith.divf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %262 = "arith.divf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %263 = "arith.divf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %264 = "arith.divf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %265 = "arith.divf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %266 = "arith.divf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %267 = "arith.divf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %268 = "arith.divf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %269 = "arith.divf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %270 = "arith.divf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %271 = "arith.divf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %272 = "arith.divf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %273 = "arith.divf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %274 = "arith.divf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %275 = "arith.remf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %276 = "arith.remf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %277 = "arith.remf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %278 = "arith.remf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %279 = "arith.remf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %280 = "arith.remf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %281 = "arith.remf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %282 = "arith.remf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %283 = "arith.remf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %284 = "arith.remf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %285 = "arith.remf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %286 = "arith.remf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %287 = "arith.remf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %288 = "arith.remf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %289 = "arith.remf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %290 = "arith.remf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %291 = "arith.remf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %292 = "arith.remf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %293 = "arith.remf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %294 = "arith.remf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %295 = "arith.remf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %296 = "arith.maximumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %297 = "arith.maximumf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %298 = "arith.maximumf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %299 = "arith.maximumf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %300 = "arith.maximumf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %301 = "arith.maximumf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %302 = "arith.maximumf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %303 = "arith.maximumf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %304 = "arith.maximumf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %305 = "arith.maximumf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %306 = "arith.maximumf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %307 = "arith.maximumf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %308 = "arith.maximumf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %309 = "arith.maximumf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %310 = "arith.maximumf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %311 = "arith.maximumf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %312 = "arith.maximumf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %313 = "arith.maximumf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %314 = "arith.maximumf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %315 = "arith.maximumf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %316 = "arith.maximumf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %317 = "arith.minimumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %318 = "arith.minimumf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %319 = "arith.minimumf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %320 = "arith.minimumf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %321 = "arith.minimumf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %322 = "arith.minimumf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %323 = "arith.minimumf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %324 = "arith.minimumf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %325 = "arith.minimumf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %326 = "arith.minimumf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %327 = "arith.minimumf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %328 = "arith.minimumf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %329 = "arith.minimumf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %330 = "arith.minimumf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %331 = "arith.minimumf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %332 = "arith.minimumf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %333 = "arith.minimumf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %334 = "arith.minimumf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %335 = "arith.minimumf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %336 = "arith.minimumf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %337 = "arith.minimumf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %338 = "arith.maxnumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %339 = "arith.maxnumf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %340 = "arith.maxnumf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %341 = "arith.maxnumf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %342 = "arith.maxnumf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %343 = "arith.maxnumf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %344 = "arith.maxnumf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %345 = "arith.maxnumf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %346 = "arith.maxnumf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %347 = "arith.maxnumf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %348 = "arith.maxnumf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %349 = "arith.maxnumf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %350 = "arith.maxnumf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %351 = "arith.maxnumf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %352 = "arith.maxnumf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %353 = "arith.maxnumf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %354 = "arith.maxnumf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %355 = "arith.maxnumf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %356 = "arith.maxnumf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %357 = "arith.maxnumf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %358 = "arith.maxnumf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %359 = "arith.minnumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %360 = "arith.minnumf"(%arg1, %182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %361 = "arith.minnumf"(%182, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %362 = "arith.minnumf"(%arg1, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %363 = "arith.minnumf"(%185, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %364 = "arith.minnumf"(%arg1, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %365 = "arith.minnumf"(%188, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %366 = "arith.minnumf"(%arg1, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %367 = "arith.minnumf"(%191, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %368 = "arith.minnumf"(%arg1, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %369 = "arith.minnumf"(%194, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %370 = "arith.minnumf"(%arg1, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %371 = "arith.minnumf"(%197, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %372 = "arith.minnumf"(%arg1, %200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %373 = "arith.minnumf"(%200, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %374 = "arith.minnumf"(%arg1, %203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %375 = "arith.minnumf"(%203, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %376 = "arith.minnumf"(%arg1, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %377 = "arith.minnumf"(%206, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %378 = "arith.minnumf"(%arg1, %209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %379 = "arith.minnumf"(%209, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %380 = "arith.mulf"(%arg1, %182) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
    %381 = "arith.mulf"(%arg1, %182) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %382 = "arith.mulf"(%arg1, %185) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
    %383 = "arith.mulf"(%arg1, %185) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %384 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %385 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %386 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %387 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %388 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %389 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %390 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %391 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %392 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %393 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %394 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %395 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %396 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %397 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %398 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %399 = "arith.cmpf"(%arg1, %203) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    "func.return"(%181, %183, %184, %186, %187, %189, %190, %192, %193, %195, %196, %198, %199, %201, %202, %204, %205, %207, %208, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242, %243, %244, %245, %246, %247, %248, %249, %250, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284, %285, %286, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "float_identities_f64"}> ({
  ^bb0(%arg0: f64):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "arith.addf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %3 = "arith.addf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %4 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %5 = "arith.addf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %6 = "arith.addf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %7 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %8 = "arith.addf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %9 = "arith.addf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %10 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %11 = "arith.addf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %12 = "arith.addf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %13 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %14 = "arith.addf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %15 = "arith.addf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %16 = "arith.constant"() <{value = 1.000000e+308 : f64}> : () -> f64
    %17 = "arith.addf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %18 = "arith.addf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %19 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %20 = "arith.addf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %21 = "arith.addf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %22 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %23 = "arith.addf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %24 = "arith.addf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %25 = "arith.subf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %26 = "arith.subf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %27 = "arith.subf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %28 = "arith.subf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %29 = "arith.subf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %30 = "arith.subf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %31 = "arith.subf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %32 = "arith.subf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %33 = "arith.subf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %34 = "arith.subf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %35 = "arith.subf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %36 = "arith.subf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %37 = "arith.subf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %38 = "arith.subf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %39 = "arith.subf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %40 = "arith.subf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %41 = "arith.subf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %42 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %43 = "arith.mulf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %44 = "arith.mulf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %45 = "arith.mulf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %46 = "arith.mulf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %47 = "arith.mulf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %48 = "arith.mulf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %49 = "arith.mulf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %50 = "arith.mulf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %51 = "arith.mulf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %52 = "arith.mulf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %53 = "arith.mulf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %54 = "arith.mulf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %55 = "arith.mulf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %56 = "arith.mulf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %57 = "arith.mulf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %58 = "arith.mulf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %59 = "arith.divf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %60 = "arith.divf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %61 = "arith.divf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %62 = "arith.divf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %63 = "arith.divf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %64 = "arith.divf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %65 = "arith.divf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %66 = "arith.divf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %67 = "arith.divf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %68 = "arith.divf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %69 = "arith.divf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %70 = "arith.divf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %71 = "arith.divf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %72 = "arith.divf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %73 = "arith.divf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %74 = "arith.divf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %75 = "arith.divf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %76 = "arith.remf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %77 = "arith.remf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %78 = "arith.remf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %79 = "arith.remf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %80 = "arith.remf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %81 = "arith.remf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %82 = "arith.remf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %83 = "arith.remf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %84 = "arith.remf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %85 = "arith.remf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %86 = "arith.remf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %87 = "arith.remf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %88 = "arith.remf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %89 = "arith.remf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %90 = "arith.remf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %91 = "arith.remf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %92 = "arith.remf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %93 = "arith.maximumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %94 = "arith.maximumf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %95 = "arith.maximumf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %96 = "arith.maximumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %97 = "arith.maximumf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %98 = "arith.maximumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %99 = "arith.maximumf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %100 = "arith.maximumf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %101 = "arith.maximumf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %102 = "arith.maximumf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %103 = "arith.maximumf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %104 = "arith.maximumf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %105 = "arith.maximumf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %106 = "arith.maximumf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %107 = "arith.maximumf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %108 = "arith.maximumf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %109 = "arith.maximumf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %110 = "arith.minimumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %111 = "arith.minimumf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %112 = "arith.minimumf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %113 = "arith.minimumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %114 = "arith.minimumf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %115 = "arith.minimumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %116 = "arith.minimumf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %117 = "arith.minimumf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %118 = "arith.minimumf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %119 = "arith.minimumf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %120 = "arith.minimumf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %121 = "arith.minimumf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %122 = "arith.minimumf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %123 = "arith.minimumf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %124 = "arith.minimumf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %125 = "arith.minimumf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %126 = "arith.minimumf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %127 = "arith.maxnumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %128 = "arith.maxnumf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %129 = "arith.maxnumf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %130 = "arith.maxnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %131 = "arith.maxnumf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %132 = "arith.maxnumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %133 = "arith.maxnumf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %134 = "arith.maxnumf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %135 = "arith.maxnumf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %136 = "arith.maxnumf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %137 = "arith.maxnumf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %138 = "arith.maxnumf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %139 = "arith.maxnumf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %140 = "arith.maxnumf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %141 = "arith.maxnumf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %142 = "arith.maxnumf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %143 = "arith.maxnumf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %144 = "arith.minnumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %145 = "arith.minnumf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %146 = "arith.minnumf"(%1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %147 = "arith.minnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %148 = "arith.minnumf"(%4, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %149 = "arith.minnumf"(%arg0, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %150 = "arith.minnumf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %151 = "arith.minnumf"(%arg0, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %152 = "arith.minnumf"(%10, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %153 = "arith.minnumf"(%arg0, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %154 = "arith.minnumf"(%13, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %155 = "arith.minnumf"(%arg0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %156 = "arith.minnumf"(%16, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %157 = "arith.minnumf"(%arg0, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %158 = "arith.minnumf"(%19, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %159 = "arith.minnumf"(%arg0, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %160 = "arith.minnumf"(%22, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %161 = "arith.mulf"(%arg0, %1) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f64, f64) -> f64
    %162 = "arith.mulf"(%arg0, %1) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %163 = "arith.mulf"(%arg0, %4) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f64, f64) -> f64
    %164 = "arith.mulf"(%arg0, %4) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %165 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %166 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %167 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %168 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %169 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %170 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %171 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %172 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %173 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %174 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %175 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %176 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %177 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %178 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %179 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %180 = "arith.cmpf"(%arg0, %22) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    "func.return"(%0, %2, %3, %5, %6, %8, %9, %11, %12, %14, %15, %17, %18, %20, %21, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()


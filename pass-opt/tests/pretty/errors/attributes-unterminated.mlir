func.func @f() attributes {

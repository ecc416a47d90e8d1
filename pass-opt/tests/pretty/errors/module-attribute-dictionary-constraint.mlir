module attributes {sym_name = 3} {
}

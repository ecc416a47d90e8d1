// found by the parse_pretty fuzz target: a vector of no elements.
func.func private @f(%a: vector<0x[4]xi16>)

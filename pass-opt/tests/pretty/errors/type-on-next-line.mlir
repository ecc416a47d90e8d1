// A word that is no type, first on its line: the error goes to the end of
// the line before, past a comment there.
func.func @g(%a: // the argument's type follows
    widget) {
  return
}

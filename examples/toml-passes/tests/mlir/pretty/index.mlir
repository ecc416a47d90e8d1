// A cast, its two types written.
func.func @index(%a: index, %n: i64) -> index {
  %0 = index.casts %n : i64 to index
  %1 = index.casts %a : index to i32
  %2 = index.casts %1 {tag} : i32 to index
  return %2 : index
}

#!/bin/bash
# Regenerates this directory's test data with mlir-opt 22: the inputs (the
# generic form of src/*.mlir; src/*.loc.mlir keep their locations) and, for
# each case of cases.tsv, what mlir-opt prints (expected/NAME.out, and
# expected/NAME.err: standard error then the exit status).
# mlir-opt 22's reconcile-unrealized-casts places the casts it keeps in an
# order that varies from run to run on reconcile-chains.mlir (an unordered
# walk over pointers): the committed goldens are one of its outputs, which
# pass-opt gives every time; keep them when a rerun changes only them.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
common=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-disable-threading)
for src in src/*.mlir; do
  base=$(basename "$src")
  case "$base" in
    *.loc.mlir) "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$src" > "${base%.loc.mlir}.mlir" ;;
    *) "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$src" > "$base" ;;
  esac
done
mkdir -p expected
grep -v '^#' cases.tsv | while IFS=$'\t' read -r -a fields; do
  name=${fields[0]}
  input=${fields[1]}
  args=("${fields[@]:2}")
  status=0
  # Never `-o /dev/null`: as root, a failing mlir-opt would delete it.
  "$MLIR_OPT" "${common[@]}" "${args[@]}" "$input" > "expected/$name.out" 2> "expected/$name.err" || status=$?
  echo "exit status: $status" >> "expected/$name.err"
done

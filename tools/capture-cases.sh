#!/bin/bash
# Runs every case of ./cases.tsv (NAME, INPUT, then mlir-opt's flags, tab
# separated; `#` lines are comments) through mlir-opt 22 and writes what it
# prints: expected/NAME.out, and expected/NAME.err (standard error, then the
# exit status). The capture scripts of pass-opt's data-driven tests call it
# from their own folder; the test binaries read the same table.
set -euo pipefail
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
# Flags every case runs with (the test binaries give pass-opt the same).
common=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-disable-threading)
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

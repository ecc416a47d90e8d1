#!/bin/bash
# Regenerates expected/ with mlir-opt 22: for each case of cases.tsv, what
# mlir-opt prints (expected/NAME.out, and expected/NAME.err: standard error
# then the exit status). The inputs are this directory's own files.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
common=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-disable-threading)
mkdir -p expected
grep -v '^#' cases.tsv | while IFS=$'\t' read -r -a fields; do
  name=${fields[0]}
  input=${fields[1]}
  args=("${fields[@]:2}")
  status=0
  "$MLIR_OPT" "${common[@]}" "${args[@]}" "$input" > "expected/$name.out" 2> "expected/$name.err" || status=$?
  echo "exit status: $status" >> "expected/$name.err"
done

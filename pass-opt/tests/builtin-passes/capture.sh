#!/bin/bash
# Regenerates this directory's test data with mlir-opt 22: the inputs (the
# generic form of src/*.mlir; src/*.loc.mlir keep their locations) and, for
# each case of cases.tsv, what mlir-opt prints (expected/NAME.out, and
# expected/NAME.err: standard error then the exit status).
# Inputs under verbatim/ are used as written: what they test (inherent
# entries of a generic op's dictionary) does not survive mlir-opt's printing.
# mlir-opt 22's reconcile-unrealized-casts places the casts it keeps in an
# order that varies from run to run on reconcile-chains.mlir (an unordered
# walk over pointers): the committed goldens are one of its outputs, which
# pass-opt gives every time; keep them when a rerun changes only them.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
for src in src/*.mlir; do
  base=$(basename "$src")
  case "$base" in
    *.loc.mlir) "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$src" > "${base%.loc.mlir}.mlir" ;;
    *) "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$src" > "$base" ;;
  esac
done
MLIR_OPT=$MLIR_OPT bash ../../../tools/capture-cases.sh

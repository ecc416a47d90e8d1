#!/usr/bin/env bash
# Regenerates the goldens of the pretty forms generated from the specs'
# `format`s (tests/mlir_goldens.rs): for each input, mlir-opt 22's
# default output (NAME.pretty) and its generic output (NAME.generic); for
# each malformed input of errors/, the first line of its diagnostics
# (NAME.expected). The test needs only the goldens.
set -euo pipefail
cd "$(dirname "$0")"
mlir_opt=${MLIR_OPT:-mlir-opt-22}
for f in *.mlir; do
  "$mlir_opt" "$f" > "${f%.mlir}.pretty"
  "$mlir_opt" --mlir-print-op-generic "$f" > "${f%.mlir}.generic"
done
cd errors
for f in *.mlir; do
  if "$mlir_opt" "$f" > /dev/null 2> "${f%.mlir}.stderr"; then
    echo "errors/$f: mlir-opt accepted it; a case must be invalid" >&2
    exit 1
  fi
  head -n 1 "${f%.mlir}.stderr" > "${f%.mlir}.expected"
  rm "${f%.mlir}.stderr"
done

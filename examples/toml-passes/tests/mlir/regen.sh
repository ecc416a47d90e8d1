#!/usr/bin/env bash
# Regenerates the goldens of the generated verifiers: for each case, the
# first line of what mlir-opt 22 reports (the repository's
# `tools/install-mlir-oracle.sh` installs it). The test (tests/mlir_goldens.rs) needs only the goldens.
set -euo pipefail
cd "$(dirname "$0")/cases"
for f in *.mlir; do
  if mlir-opt-22 "$f" > /dev/null 2> "${f%.mlir}.stderr"; then
    echo "$f: mlir-opt accepted it; a case must be invalid" >&2
    exit 1
  fi
  head -n 1 "${f%.mlir}.stderr" > "${f%.mlir}.expected"
  rm "${f%.mlir}.stderr"
done

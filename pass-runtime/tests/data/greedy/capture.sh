#!/bin/sh
# Regenerates the inputs' generic form and mlir-opt's outputs for the cases
# in cases.tsv (needs mlir-opt-22 on PATH). Run from this directory.
set -e
for f in *.mlir; do
  case "$f" in *.gen.mlir|*.expected.mlir) continue ;; esac
  mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic "$f" > "${f%.mlir}.gen.mlir"
done
tail -n +2 cases.tsv | while IFS="$(printf '\t')" read -r input pipeline expected; do
  mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic --pass-pipeline="$pipeline" "$input" > "$expected"
done

#!/bin/bash
# Regenerates data_layout_cases.tsv: for each layout of its first column,
# what mlir-opt 22's set-llvm-module-datalayout says of it (LLVM's message
# after "invalid data layout descriptor: ", empty when accepted).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
module=$(mktemp --suffix=.mlir)
trap 'rm -f "$module"' EXIT
echo 'module {}' > "$module"
layouts=$(grep -v '^#' data_layout_cases.tsv | cut -f1)
{
  echo "# layout<TAB>LLVM's message (empty: accepted). Made by capture-data-layouts.sh with mlir-opt 22."
  while IFS= read -r layout; do
    message=$("$MLIR_OPT" "--set-llvm-module-datalayout=data-layout=$layout" "$module" 2>&1 \
      | sed -n 's/.*invalid data layout descriptor: //p' || true)
    printf '%s\t%s\n' "$layout" "$message"
  done <<< "$layouts"
} > data_layout_cases.tsv.new
mv data_layout_cases.tsv.new data_layout_cases.tsv

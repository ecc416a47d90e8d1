#!/bin/bash
# Regenerates expected/ with mlir-opt 22: for each case of cases.tsv, what
# mlir-opt prints (expected/NAME.out, and expected/NAME.err: standard error
# then the exit status). The inputs are this directory's own files.
set -euo pipefail
cd "$(dirname "$0")"
bash ../../../tools/capture-cases.sh

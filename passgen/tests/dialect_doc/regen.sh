#!/bin/sh
# Regenerates calc.md, the golden of passgen/tests/dialect_doc.rs, with the
# MLIR oracle: `mlir-tblgen-22 -gen-dialect-doc` on calc.td.
set -e
cd "$(dirname "$0")"
mlir-tblgen-22 -gen-dialect-doc -I /usr/lib/llvm-22/include calc.td -o calc.md

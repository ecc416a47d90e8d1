#!/bin/sh
# Regenerates the goldens of passgen/tests/dialect_doc.rs with the MLIR
# oracle: `mlir-tblgen-22 -gen-dialect-doc` on each .td file here writes the
# .md file of the same name.
set -e
cd "$(dirname "$0")"
for td in *.td; do
  mlir-tblgen-22 -gen-dialect-doc -I /usr/lib/llvm-22/include "$td" -o "${td%.td}.md"
done

#!/bin/sh
# Regenerates mlir-opt 22's default (pretty) prints of corpus files, the
# goldens of tests/file_tests.rs's `corpus_prints_as_mlir_opt_by_default`:
# each input of the corpus (*.generic.mlir, *.debuginfo.mlir with
# --mlir-print-debuginfo) and the outputs of the lowerings (*.scf-to-cf.mlir,
# *.to-llvm.mlir), printed by `mlir-opt-22` without a printing flag.
# Then the cells of the print matrix (tools/pretty-matrix.py capture).
# Needs mlir-opt 22 (tools/install-mlir-oracle.sh).
#
#   tests/corpus/pretty/capture.sh
set -eu
cd "$(dirname "$0")/.."
mlir_opt=${MLIR_OPT:-mlir-opt-22}
for src in *.generic.mlir *.debuginfo.mlir *.scf-to-cf.mlir *.to-llvm.mlir; do
    flags=""
    case $src in *.debuginfo.mlir) flags="--mlir-print-debuginfo" ;; esac
    # $flags is split into words on purpose.
    # shellcheck disable=SC2086
    "$mlir_opt" --allow-unregistered-dialect $flags "$src" > "pretty/$src"
done
# The print matrix of tests/file_tests.rs's `corpus_matrix_prints_as_mlir_opt`
# (every input in both forms x its pipelines x printing flags): matrix/.
python3 ../../../tools/pretty-matrix.py capture

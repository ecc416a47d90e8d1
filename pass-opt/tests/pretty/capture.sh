#!/bin/sh
# Regenerates mlir-opt 22's goldens for the pretty-form tests
# (tests/pretty_asm.rs):
# - expected/NAME.generic.mlir: each input of inputs/ printed in the
#   generic form (--mlir-print-op-generic);
# - expected/NAME.pretty.mlir: the same input in mlir-opt's default
#   (pretty) output, which is pass-opt's default too;
# - expected/NAME.local-scope.mlir and split-chunks.split.mlir: the default
#   output with --mlir-print-local-scope and with --split-input-file;
# - errors/NAME.stderr: mlir-opt's diagnostics for each malformed input
#   (NAME.debuginfo.mlir with --mlir-print-debuginfo).
# locations.mlir, scf-locations.mlir and llvm-locations.mlir are printed
# with --mlir-print-debuginfo.
# Needs mlir-opt 22 (tools/install-mlir-oracle.sh).
#
#   tests/pretty/capture.sh
set -eu
cd "$(dirname "$0")"
mlir_opt=${MLIR_OPT:-mlir-opt-22}
mkdir -p expected
for src in inputs/*.mlir; do
    name=$(basename "$src" .mlir)
    flags=""
    case $name in locations | scf-locations | llvm-locations) flags="--mlir-print-debuginfo" ;; esac
    # Run from inputs/ so that locations name the file as the tests do.
    # $flags is split into words on purpose.
    # shellcheck disable=SC2086
    (cd inputs && "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic $flags "$name.mlir") \
        > "expected/$name.generic.mlir"
    # shellcheck disable=SC2086
    (cd inputs && "$mlir_opt" --allow-unregistered-dialect $flags "$name.mlir") > "expected/$name.pretty.mlir"
done
# The default form with the other printing flags: local scope, split input.
for name in calls llvm-aliases locations scf-for; do
    flags=""
    case $name in locations) flags="--mlir-print-debuginfo" ;; esac
    # shellcheck disable=SC2086
    (cd inputs && "$mlir_opt" --allow-unregistered-dialect --mlir-print-local-scope $flags "$name.mlir") \
        > "expected/$name.local-scope.mlir"
done
(cd inputs && "$mlir_opt" --allow-unregistered-dialect --split-input-file split-chunks.mlir) \
    > expected/split-chunks.split.mlir
cd errors
for src in *.mlir; do
    flags=""
    case $src in *.debuginfo.mlir) flags="--mlir-print-debuginfo" ;; esac
    # shellcheck disable=SC2086
    if "$mlir_opt" --allow-unregistered-dialect $flags "$src" > /dev/null 2> "${src%.mlir}.stderr"; then
        echo "errors/$src: mlir-opt accepts it" >&2
        exit 1
    fi
done

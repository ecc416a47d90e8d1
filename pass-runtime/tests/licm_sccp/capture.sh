#!/bin/sh
# Regenerates the goldens of licm_sccp.rs with mlir-opt 22: each source in
# src/ (custom syntax, hand-written) becomes <name>.mlir (its generic form,
# the test's input) and <name>.<tag>.mlir (mlir-opt's generic output of each
# pipeline below). Run from this directory.
set -eu
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
run() { # name tag pipeline
    "$MLIR_OPT" --mlir-print-op-generic --pass-pipeline="$3" "$1.mlir" > "$1.$2.mlir"
}
for src in src/*.mlir; do
    name=$(basename "$src" .mlir)
    "$MLIR_OPT" --mlir-print-op-generic "$src" > "$name.mlir"
    case "$name" in
    licm_*)
        run "$name" licm 'builtin.module(func.func(loop-invariant-code-motion))'
        # Loops do not interact across functions: the module-level run must
        # give the same output (the test runs both against one golden).
        run "$name" licm-module 'builtin.module(loop-invariant-code-motion)'
        cmp "$name.licm.mlir" "$name.licm-module.mlir"
        rm "$name.licm-module.mlir"
        ;;
    sccp_*)
        run "$name" sccp 'builtin.module(func.func(sccp))'
        run "$name" sccp-module 'builtin.module(sccp)'
        ;;
    esac
done

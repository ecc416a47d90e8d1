#!/bin/sh
# Regenerates the inputs of cases.tsv (the sources in src/, printed by
# mlir-opt in generic form with their locations) and mlir-opt's outputs for
# them in expected/ (`.txt` files hold what mlir-opt prints on standard
# error, with "(anonymous namespace)::" taken out of pass names). Cases whose
# expected file is under hand/ are checked by hand: mlir-opt cannot run them.
# Needs mlir-opt 22 (tools/install-mlir-oracle.sh).
#
#   tests/inline/capture.sh
set -eu
cd "$(dirname "$0")"
mlir_opt=${MLIR_OPT:-mlir-opt-22}
for src in src/*.mlir; do
    "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$src" > "$(basename "$src")"
done
tab=$(printf '\t')
tail -n +2 cases.tsv | while IFS="$tab" read -r input pipeline flags expected; do
    case $expected in hand/*) continue ;; esac
    [ "$flags" = "-" ] && flags=""
    # $flags is split into words on purpose.
    # shellcheck disable=SC2086
    case $expected in
    *.txt)
        "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic $flags --pass-pipeline="$pipeline" \
            "$input.mlir" 2>&1 >/dev/null | sed 's/(anonymous namespace):://' > "$expected" ;;
    *)
        "$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic $flags --pass-pipeline="$pipeline" \
            "$input.mlir" > "$expected" ;;
    esac
done

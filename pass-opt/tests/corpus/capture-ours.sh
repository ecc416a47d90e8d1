#!/bin/sh
# For a corpus case whose output legitimately differs from mlir-opt's (op
# order, constant placement): records our output in ours/<expected> and what
# mlir-opt makes of it in ours/<expected>.reoptimized (tests/pass_corpus.rs
# checks the latter equals mlir-opt's own output). Needs mlir-opt 22
# (tools/install-mlir-oracle.sh) and a built pass-opt.
#
#   tests/corpus/capture-ours.sh INPUT 'PIPELINE' EXPECTED
set -eu
cd "$(dirname "$0")"
input=$1 pipeline=$2 expected=$3
pass_opt=${PASS_OPT:-../../../target/release/pass-opt}
mlir_opt=${MLIR_OPT:-mlir-opt-22}
"$pass_opt" --allow-unregistered-dialect --pass-pipeline="$pipeline" "$input" > "ours/$expected"
"$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic --pass-pipeline="$pipeline" "ours/$expected" > "ours/$expected.reoptimized"

#!/usr/bin/env bash
# Captures what `mlir-opt` (22, from tools/install-mlir-oracle.sh)
# prints for the instrumentation flags, as goldens for tests/instrumentation_cli.rs.
# Each golden: line 1 is `$ [@INPUT] <pass-opt/mlir-opt arguments>` (the input is
# dups.mlir unless named), the rest is stderr.
# `dups.mlir` is MLIR's reference input in generic form.
set -euo pipefail
cd "$(dirname "$0")"
# Never `-o /dev/null`: a failing mlir-opt deletes its output file, and as root
# that is /dev/null itself.
out=$(mktemp -d)/out.mlir
capture() {
  local name=$1; shift
  capture_on dups.mlir "$name" "$@"
}
capture_on() {
  local input=$1 name=$2; shift 2
  { if [ "$input" = dups.mlir ]; then printf '$ %s\n' "$*"; else printf '$ @%s %s\n' "$input" "$*"; fi; mlir-opt-22 --mlir-print-op-generic "$input" -o "$out" "$@" 2>&1 || true; } > "$name.txt"
}
P='builtin.module(func.func(test-function-pass,test-options-pass),test-module-pass)'
capture after-all --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-disable-threading
capture before-list --pass-pipeline="$P" --mlir-print-ir-before=test-options-pass,test-module-pass --mlir-disable-threading
capture module-scope --pass-pipeline="$P" --mlir-print-ir-before=test-module-pass --mlir-print-ir-after=test-function-pass --mlir-print-ir-module-scope --mlir-disable-threading
capture module-scope-threaded --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-print-ir-module-scope
capture after-change --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading
capture after-failure --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-print-ir-after-failure --mlir-disable-threading
capture after-all-failing --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-print-ir-after-all --mlir-disable-threading
# One function: MLIR goes on with the next function after a failure, where we stop.
cat > single.mlir <<'MLIR'
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "clean"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
MLIR
capture_on single.mlir after-invalid-ir --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' --mlir-print-ir-after-failure
capture timing-tree --pass-pipeline="$P" --mlir-timing --mlir-disable-threading
capture timing-tree-threaded --pass-pipeline="$P" --mlir-timing
capture timing-list --pass-pipeline="$P" --mlir-timing --mlir-timing-display=list
capture timing-json-tree --pass-pipeline="$P" --mlir-timing --mlir-output-format=json --mlir-disable-threading
capture timing-json-list --pass-pipeline="$P" --mlir-timing --mlir-timing-display=list --mlir-output-format=json
capture local-reproducer-threaded --pass-pipeline="$P" --mlir-pass-pipeline-crash-reproducer=repro.mlir --mlir-pass-pipeline-local-reproducer
rm -f repro.mlir
# The files of an IR tree dump and a reproducer, as one text each.
rm -rf tree && mlir-opt-22 --mlir-print-op-generic dups.mlir -o "$out" --pass-pipeline="$P" --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-tree-dir=tree
for f in $(find tree -type f | sort); do printf '== %s\n' "$f"; cat "$f"; done > tree-dir.txt
rm -rf tree
mlir-opt-22 --mlir-print-op-generic dups.mlir -o "$out" --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=reproducer-failure.mlir 2>/dev/null || true

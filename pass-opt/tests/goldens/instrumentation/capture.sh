#!/usr/bin/env bash
# Captures what `mlir-opt` (22, from tools/install-mlir-oracle.sh)
# prints for the instrumentation flags, as goldens for tests/instrumentation_cli.rs.
# Each golden: line 1 is `$ [@INPUT] <pass-opt/mlir-opt arguments>` (the input is
# dups.mlir unless named), the rest is stderr. IR is printed as the flags say:
# most goldens ask for the generic form (G); the `*-pretty` ones print
# mlir-opt's default, the pretty form (IR that fails to verify still prints
# generically).
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
  { if [ "$input" = dups.mlir ]; then printf '$ %s\n' "$*"; else printf '$ @%s %s\n' "$input" "$*"; fi; mlir-opt-22 "$input" -o "$out" "$@" 2>&1 || true; } > "$name.txt"
}
G=--mlir-print-op-generic
P='builtin.module(func.func(test-function-pass,test-options-pass),test-module-pass)'
capture after-all "$G" --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-disable-threading
capture before-list "$G" --pass-pipeline="$P" --mlir-print-ir-before=test-options-pass,test-module-pass --mlir-disable-threading
capture module-scope "$G" --pass-pipeline="$P" --mlir-print-ir-before=test-module-pass --mlir-print-ir-after=test-function-pass --mlir-print-ir-module-scope --mlir-disable-threading
capture module-scope-threaded "$G" --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-print-ir-module-scope
capture after-change "$G" --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading
capture after-failure "$G" --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-print-ir-after-failure --mlir-disable-threading
capture after-all-failing "$G" --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-print-ir-after-all --mlir-disable-threading
# One function: MLIR goes on with the next function after a failure, where we stop.
cat > single.mlir <<'MLIR'
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "clean"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
MLIR
capture_on single.mlir after-invalid-ir "$G" --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' --mlir-print-ir-after-failure
capture timing-tree "$G" --pass-pipeline="$P" --mlir-timing --mlir-disable-threading
capture timing-tree-threaded "$G" --pass-pipeline="$P" --mlir-timing
capture timing-list "$G" --pass-pipeline="$P" --mlir-timing --mlir-timing-display=list
capture timing-json-tree "$G" --pass-pipeline="$P" --mlir-timing --mlir-output-format=json --mlir-disable-threading
capture timing-json-list "$G" --pass-pipeline="$P" --mlir-timing --mlir-timing-display=list --mlir-output-format=json
capture local-reproducer-threaded "$G" --pass-pipeline="$P" --mlir-pass-pipeline-crash-reproducer=repro.mlir --mlir-pass-pipeline-local-reproducer
# The pretty form, mlir-opt's default, around passes; after a verifier
# failure the IR is printed generically all the same.
capture after-all-pretty --pass-pipeline="$P" --mlir-print-ir-after-all --mlir-disable-threading
capture module-scope-pretty --pass-pipeline="$P" --mlir-print-ir-before=test-module-pass --mlir-print-ir-after=test-function-pass --mlir-print-ir-module-scope --mlir-disable-threading
capture after-failure-pretty --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-print-ir-after-failure --mlir-disable-threading
capture_on single.mlir after-invalid-ir-pretty --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' --mlir-print-ir-after-failure
# The print-ir pass prints as the output is printed (threads off: mlir-opt
# interleaves the dumps of functions printed in parallel).
capture print-ir-pretty --pass-pipeline='builtin.module(func.func(print-ir{label=fn}),print-ir)' --mlir-disable-threading
capture print-ir-generic "$G" --pass-pipeline='builtin.module(func.func(print-ir{label=fn}),print-ir)' --mlir-disable-threading
rm -f repro.mlir
# The files of an IR tree dump and a reproducer, as one text each.
rm -rf tree && mlir-opt-22 --mlir-print-op-generic dups.mlir -o "$out" --pass-pipeline="$P" --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-tree-dir=tree
for f in $(find tree -type f | sort); do printf '== %s\n' "$f"; cat "$f"; done > tree-dir.txt
rm -rf tree
mlir-opt-22 --mlir-print-op-generic dups.mlir -o "$out" --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=reproducer-failure.mlir 2>/dev/null || true
mlir-opt-22 dups.mlir -o "$out" --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=reproducer-failure.pretty.mlir 2>/dev/null || true
mlir-opt-22 dups.mlir -o "$out" --mlir-print-local-scope --pass-pipeline='builtin.module(func.func(test-function-pass),test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=reproducer-failure.local-scope.mlir 2>/dev/null || true

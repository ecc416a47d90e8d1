#!/bin/bash
# Regenerates every golden the project's tests compare with that mlir-opt 22
# (or FileCheck 22) makes: the pass-opt corpus, then each folder's own
# capture script. Afterwards `git diff` shows what the oracle now prints
# differently; read it before committing. Goldens of our own output (no
# oracle) are blessed with `UPDATE_EXPECT=1 cargo test` instead
# (docs/testing.md).
#
#   tools/regen-goldens.sh            # everything
#   tools/regen-goldens.sh FILTER     # only the scripts whose path contains FILTER
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
filter=${1:-}
if ! command -v mlir-opt-22 >/dev/null || ! command -v FileCheck-22 >/dev/null; then
  echo "mlir-opt-22 and FileCheck-22 are needed: run tools/install-mlir-oracle.sh (as root)" >&2
  exit 1
fi
scripts=(
  tools/build-corpus.py
  pass-opt/tests/builtin-passes/capture.sh
  pass-opt/tests/split-verify/capture.sh
  pass-opt/tests/invalid-ops/capture.py
  pass-opt/tests/inline/capture.sh
  pass-opt/tests/pretty/capture.sh
  pass-opt/tests/corpus/pretty/capture.sh
  pass-opt/tests/goldens/conversion/capture.sh
  pass-opt/tests/goldens/instrumentation/capture.sh
  pass-runtime/tests/conversion/goldens/regen.sh
  pass-runtime/tests/data/greedy/capture.sh
  pass-runtime/tests/licm_sccp/capture.sh
  pass-runtime/tests/rewrites/data/gen_arith_cases.py
  pass-runtime/tests/rewrites/data/gen_pattern_cases.py
  filetest/tests/tricky/capture.sh
)
for script in "${scripts[@]}"; do
  [[ -n "$filter" && "$script" != *"$filter"* ]] && continue
  echo "== $script"
  # Each script runs from its own folder (some expect it).
  case "$script" in
    *.py) (cd "$root/$(dirname "$script")" && python3 "$root/$script") ;;
    *) (cd "$root/$(dirname "$script")" && bash "$root/$script") ;;
  esac
done
echo "done; see git status"

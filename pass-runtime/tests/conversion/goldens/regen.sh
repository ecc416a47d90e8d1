#!/bin/sh
# Regenerates the goldens of tests/conversion/mlir_legalizer.rs with the
# oracle: MLIR's own test driver (-test-legalize-patterns), whose patterns,
# target and type converter the test ports. The listener's notify* lines go.
set -e
cd "$(dirname "$0")"
run() { mlir-opt-22 --allow-unregistered-dialect --split-input-file --mlir-print-op-generic "$@"; }
# The inputs in generic form with their locations, for our parser.
for f in legalizer legalizer_fail legalizer_no_rollback legalizer_full legalizer_analysis type_conversion; do
  run --mlir-print-debuginfo $f.mlir > $f.generic.mlir
done
for f in legalizer legalizer_fail; do
  run --test-legalize-patterns $f.mlir 2>$f.stderr | grep -v '^notify' > $f.out || true
done
run --test-legalize-patterns=allow-pattern-rollback=0 legalizer_no_rollback.mlir 2>legalizer_no_rollback.stderr \
  | grep -v '^notify' > legalizer_no_rollback.out
run --test-legalize-type-conversion type_conversion.mlir 2>type_conversion.stderr | grep -v '^notify' > type_conversion.out || true
for m in full analysis; do
  run --test-legalize-patterns=test-legalize-mode=$m legalizer_$m.mlir 2>legalizer_$m.stderr \
    | grep -v '^notify' > legalizer_$m.out || true
done
# Remarks and errors, one per line, without the source echo and notes.
# (A failed conversion reports only its error.)
for f in legalizer legalizer_fail legalizer_no_rollback legalizer_full legalizer_analysis type_conversion; do
  kinds='remark|error'
  [ $f = legalizer_fail ] && kinds=error
  grep -E "^[^ ]+:[0-9]+:[0-9]+: ($kinds): " $f.stderr | grep -v -E 'apply(Partial|Full)Conversion failed' \
    | sort -t: -k2,2n -k3,3n > $f.diags
  rm $f.stderr
done

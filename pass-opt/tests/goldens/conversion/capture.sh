#!/bin/sh
# Regenerates the goldens of pass-opt/tests/conversion_cli.rs with mlir-opt.
set -e
cd "$(dirname "$0")"
mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic unknown_root.mlir > unknown_root.generic.mlir
mlir-opt-22 --allow-unregistered-dialect --test-legalize-unknown-root-patterns --mlir-print-op-generic \
  unknown_root.mlir > unknown_root.out

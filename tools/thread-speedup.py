#!/usr/bin/env python3
"""How much faster a nested pipeline runs on two threads than on one.

Runs pass-opt with --mlir-timing, alternately with RAYON_NUM_THREADS=1 and
=2, reads the user and wall times of one row of the report (by default the
`'func.func' Pipeline` row), and prints each setting's median wall time,
the speedup of the medians, and the user time of the two-thread runs
against the one-thread wall time (the extra CPU the second thread costs).

    python3 tools/thread-speedup.py --runs 11 -- /work/bench/big.generic.mlir \\
        --mlir-print-op-generic --pass-pipeline='builtin.module(func.func(cse,canonicalize))'
"""

import argparse
import os
import re
import statistics
import subprocess
import sys


def row_times(output, row):
    """(user, wall) seconds of the timing report's row named `row`."""
    for line in output.splitlines():
        if line.strip().endswith(row):
            numbers = re.findall(r"(\d+\.\d+) \(", line)
            if len(numbers) == 2:
                return float(numbers[0]), float(numbers[1])
    sys.exit(f"no row '{row}' with user and wall times in:\n{output}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pass-opt", default="target/release/pass-opt")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--row", default="'func.func' Pipeline")
    parser.add_argument("args", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    tool_args = args.args[1:] if args.args[:1] == ["--"] else args.args
    results = {1: [], 2: []}
    for _ in range(args.runs):
        for threads in (1, 2):
            env = dict(os.environ, RAYON_NUM_THREADS=str(threads))
            cmd = [args.pass_opt, *tool_args, "--mlir-timing", "-o", os.devnull]
            run = subprocess.run(cmd, env=env, capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"failed: {' '.join(cmd)}\n{run.stderr}")
            results[threads].append(row_times(run.stderr, args.row))
    wall = {t: statistics.median(w for _, w in results[t]) for t in results}
    user2 = statistics.median(u for u, _ in results[2])
    for t in (1, 2):
        walls = sorted(w for _, w in results[t])
        print(f"{t} thread(s): wall {' '.join(f'{w:.3f}' for w in walls)} s, median {wall[t]:.3f} s")
    print(f"speedup of the medians: {wall[1] / wall[2]:.2f}x")
    print(f"user time with 2 threads: {user2:.3f} s ({(user2 / wall[1] - 1) * 100:+.0f}% of the 1-thread run)")


if __name__ == "__main__":
    main()

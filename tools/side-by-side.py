#!/usr/bin/env python3
"""Runs pass-opt and mlir-opt on the same arguments, alternately, and prints
each tool's wall times (sorted), their median, its peak memory, the speedup
of the medians and whether the two outputs are byte-identical.

    python3 tools/side-by-side.py --runs 5 -- big.printed.mlir
    python3 tools/side-by-side.py --runs 5 -- big.generic.mlir --mlir-print-op-generic \\
        --pass-pipeline='builtin.module(func.func(cse,canonicalize))'

Each tool writes its output with `-o` to a temporary file. Both run with
their default threading unless the arguments say otherwise; `--pass-opt-env
RAYON_NUM_THREADS=1` sets a variable for pass-opt alone. docs/performance.md
records what this printed and on which machine state.
"""

import argparse
import filecmp
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run(cmd, env):
    """Wall seconds of one run of `cmd`."""
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def peak_kb(cmd, env):
    """Peak resident KB of one more run of `cmd`, as /usr/bin/time reports it."""
    out = subprocess.run(
        ["/usr/bin/time", "-f", "%M"] + cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    return int(out.stderr.decode().strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pass-opt", default="target/release/pass-opt")
    parser.add_argument("--mlir-opt", default="mlir-opt-22")
    parser.add_argument("--pass-opt-env", action="append", default=[], help="NAME=VALUE for pass-opt only")
    parser.add_argument("args", nargs=argparse.REMAINDER)
    opts = parser.parse_args()
    args = opts.args[1:] if opts.args[:1] == ["--"] else opts.args
    pass_env = dict(os.environ)
    for item in opts.pass_opt_env:
        name, _, value = item.partition("=")
        pass_env[name] = value
    with tempfile.TemporaryDirectory() as tmp:
        outs = {"pass-opt": os.path.join(tmp, "pass.out"), "mlir-opt": os.path.join(tmp, "mlir.out")}
        tools = {
            "pass-opt": ([opts.pass_opt] + args + ["-o", outs["pass-opt"]], pass_env),
            "mlir-opt": ([opts.mlir_opt] + args + ["-o", outs["mlir-opt"]], dict(os.environ)),
        }
        times = {name: [] for name in tools}
        for _ in range(opts.runs):
            for name, (cmd, env) in tools.items():
                times[name].append(run(cmd, env))
        medians = {}
        for name, (cmd, env) in tools.items():
            ts = sorted(times[name])
            medians[name] = statistics.median(ts)
            shown = " ".join(f"{t:.2f}" for t in ts)
            print(f"{name}: {shown} s, median {medians[name]:.2f} s, peak {peak_kb(cmd, env) / 1024:.0f} MB")
        print(f"speedup of the medians: {medians['mlir-opt'] / medians['pass-opt']:.1f}x")
        same = filecmp.cmp(outs["pass-opt"], outs["mlir-opt"], shallow=False)
        print("outputs: " + ("byte-identical" if same else "DIFFERENT"))
        return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())

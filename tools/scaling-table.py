#!/usr/bin/env python3
"""Time and peak memory of pass-opt and mlir-opt as the input grows.

Generates gen_ir.py's workload with 1,000, 10,000 and 100,000 functions
(--sizes), in the generic form as mlir-opt prints it, and runs both tools
on each with three pipelines: none (parse, verify, print),
func.func(cse,canonicalize), and the lowering
convert-scf-to-cf,convert-arith-to-llvm. Both tools print the generic form
to a file and run with their default threading; the runs alternate between
the tools, and the table gives each one's median wall time, median CPU time
(user and system, all threads) and peak memory (/usr/bin/time) and says whether the outputs are byte-identical. It prints
the Markdown table of docs/performance.md ("Scaling curve").

    python3 tools/scaling-table.py --pass-opt target/release/pass-opt \
        --mlir-opt mlir-opt-22 --dir /work/bench/scaling --runs 3

Linear growth multiplies time and memory by ten from one row to the next.
Wall times of short runs move by 20% or more on a shared machine; the CPU
time is the steadier figure to read growth from.
"""

import argparse
import filecmp
import os
import statistics
import subprocess
import sys

GEN_IR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen_ir.py")
PIPELINES = [
    ("parse, verify, print", None),
    ("`func.func(cse,canonicalize)`", "builtin.module(func.func(cse,canonicalize))"),
    ("`convert-scf-to-cf,convert-arith-to-llvm`", "builtin.module(convert-scf-to-cf,convert-arith-to-llvm)"),
]


def generate(directory, funcs, mlir_opt):
    """The generic-form input with `funcs` functions, made once."""
    path = os.path.join(directory, f"f{funcs}.generic.mlir")
    if not os.path.exists(path):
        pretty = subprocess.run(
            [sys.executable, GEN_IR, "--funcs", str(funcs), "--ops", "20", "--seed", "7"],
            check=True, capture_output=True,
        ).stdout
        with open(path + ".tmp", "wb") as out:
            subprocess.run([mlir_opt, "--mlir-print-op-generic"], input=pretty, stdout=out, check=True)
        os.replace(path + ".tmp", path)
    return path


def measure(cmd):
    """Wall seconds, CPU seconds (user and system) and peak resident
    megabytes of one run."""
    result = subprocess.run(
        ["/usr/bin/time", "-f", "%e %U %S %M"] + cmd,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(cmd)}\n{result.stderr}")
    wall, user, system, kb = result.stderr.strip().splitlines()[-1].split()
    return float(wall), float(user) + float(system), int(kb) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pass-opt", default="target/release/pass-opt")
    parser.add_argument("--mlir-opt", default="mlir-opt-22")
    parser.add_argument("--dir", default="/tmp/scaling")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="1000,10000,100000")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    sizes = [int(s) for s in args.sizes.split(",")]
    inputs = {n: generate(args.dir, n, args.mlir_opt) for n in sizes}

    print("| pipeline | functions (input) | pass-opt | mlir-opt 22 | speedup | outputs |")
    print("|---|---|---|---|---|---|")
    for label, pipeline in PIPELINES:
        for n in sizes:
            path = inputs[n]
            extra = ["--mlir-print-op-generic"] + ([f"--pass-pipeline={pipeline}"] if pipeline else [])
            outs = {tool: os.path.join(args.dir, f"out.{os.path.basename(tool)}.mlir")
                    for tool in (args.pass_opt, args.mlir_opt)}
            times = {tool: [] for tool in outs}
            cpu = {tool: [] for tool in outs}
            peaks = {tool: [] for tool in outs}
            for _ in range(args.runs):
                for tool, out in outs.items():
                    wall, seconds, mb = measure([tool, path, "-o", out] + extra)
                    times[tool].append(wall)
                    cpu[tool].append(seconds)
                    peaks[tool].append(mb)
            same = filecmp.cmp(outs[args.pass_opt], outs[args.mlir_opt], shallow=False)
            cell = lambda t: (f"{statistics.median(times[t]):.2f} s ({statistics.median(cpu[t]):.2f} s CPU), "
                              f"{max(peaks[t]):.0f} MB")
            speedup = statistics.median(times[args.mlir_opt]) / statistics.median(times[args.pass_opt])
            size_mb = os.path.getsize(path) / 1e6
            print(f"| {label} | {n:,} ({size_mb:.0f} MB) | {cell(args.pass_opt)} | {cell(args.mlir_opt)} "
                  f"| {speedup:.1f}x | {'identical' if same else 'DIFFERENT'} |", flush=True)
            for out in outs.values():
                os.remove(out)


if __name__ == "__main__":
    main()

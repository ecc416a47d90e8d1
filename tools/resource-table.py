#!/usr/bin/env python3
"""Time and peak memory of pass-opt and mlir-opt on adversarial input shapes.

Writes the shapes into a scratch directory, runs both tools on each (one
after the other, in one session), and prints the Markdown table of
docs/reliability.md ("Resource behaviour"). Each run is timed with
/usr/bin/time; a run is stopped after --timeout seconds.

    python3 tools/resource-table.py --pass-opt target/release/pass-opt \
        --mlir-opt mlir-opt-22 --dir /tmp/shapes

The wide shapes come in three sizes, so that growth can be read off the
table: linear growth doubles time and memory when the size doubles.
"""

import argparse
import os
import subprocess
import sys

GEN_IR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen_ir.py")
PIPELINE = "builtin.module(func.func(cse,canonicalize))"


def deep_scf_if(n):
    out = ['"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({\n^bb0(%c: i1):\n']
    out.append('"scf.if"(%c) ({\n' * n)
    out.append('"scf.yield"() : () -> ()\n}, {\n}) : (i1) -> ()\n' * n)
    out.append('"func.return"() : () -> ()\n}) : () -> ()\n')
    return "".join(out)


def deep_array(n):
    return '"builtin.module"() ({\n}) {x = ' + "[" * n + "1" + "]" * n + "} : () -> ()\n"


def operands(n):
    """One function taking n values and returning them all."""
    types = ", ".join(["i32"] * n)
    args = ", ".join(f"%a{i}: i32" for i in range(n))
    uses = ", ".join(f"%a{i}" for i in range(n))
    return (
        f'"func.func"() <{{function_type = ({types}) -> ({types}), sym_name = "f"}}> ({{\n'
        f"^bb0({args}):\n"
        f'  "func.return"({uses}) : ({types}) -> ()\n'
        "}) : () -> ()\n"
    )


def block_ops(n):
    """One block of n ops: a chain of additions, every tenth a repeat that CSE removes."""
    out = ['"func.func"() <{function_type = (i64) -> i64, sym_name = "f"}> ({\n^bb0(%x: i64):\n']
    prev = "%x"
    for i in range(n - 1):
        if i % 10 == 9:
            out.append(f'  %v{i} = "arith.addi"({prev}, %x) <{{overflowFlags = #arith.overflow<none>}}> : (i64, i64) -> i64\n')
        else:
            out.append(f'  %v{i} = "arith.addi"({prev}, {prev}) <{{overflowFlags = #arith.overflow<none>}}> : (i64, i64) -> i64\n')
            prev = f"%v{i}"
    out.append(f'  "func.return"({prev}) : (i64) -> ()\n}}) : () -> ()\n')
    return "".join(out)


def gen_ir(funcs, ops, mlir_opt):
    """gen_ir.py's workload (the benchmark's functions), in the generic form."""
    text = subprocess.run(
        [sys.executable, GEN_IR, "--funcs", str(funcs), "--ops", str(ops), "--seed", "7"],
        check=True, capture_output=True, text=True,
    ).stdout
    return subprocess.run(
        [mlir_opt, "--mlir-print-op-generic"], input=text, check=True, capture_output=True, text=True
    ).stdout


def shapes(mlir_opt):
    """(name, how to make it, whether the pipeline is run on it too)."""
    yield "10,000 nested `scf.if`", lambda: deep_scf_if(10_000), False
    yield "100,000 nested `scf.if`", lambda: deep_scf_if(100_000), False
    yield "100,000-deep array attribute", lambda: deep_array(100_000), False
    for n in (25_000, 50_000, 100_000):
        yield f"{n:,} operands (one `func.return`)", lambda n=n: operands(n), True
    for n in (250_000, 500_000, 1_000_000):
        yield f"{n:,} ops in one block", lambda n=n: block_ops(n), True
    for n in (25_000, 50_000, 100_000):
        yield f"{n:,} functions (gen_ir.py, 2 ops each)", lambda n=n: gen_ir(n, 2, mlir_opt), True
    yield "200 MB input (gen_ir.py, 50,000 functions of 20 ops)", lambda: gen_ir(50_000, 20, mlir_opt), True


def measure(cmd, timeout):
    """(seconds, peak KB, how it ended)."""
    timed = ["/usr/bin/time", "-f", "%e %M", "--"] + cmd
    try:
        run = subprocess.run(timed, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, f"stopped after {timeout} s"
    lines = run.stderr.strip().splitlines()
    seconds, kb = lines[-1].split()[-2:]
    signal = next((l.split()[-1] for l in lines if l.startswith("Command terminated by signal")), None)
    if signal is not None:
        how = {"11": "SIGSEGV", "6": "SIGABRT", "9": "SIGKILL"}.get(signal, f"signal {signal}")
    elif run.returncode == 0:
        how = "ok"
    else:
        how = f"exit {run.returncode}"
        if any("nesting too deep" in l for l in lines):
            how += ", located error"
    return float(seconds), int(kb), how


def cell(result):
    seconds, kb, how = result
    if seconds is None:
        return how
    text = f"{seconds:.2f} s, {kb / 1024:,.0f} MB"
    return text if how == "ok" else f"{text} ({how})"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pass-opt", required=True)
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--dir", default="/tmp/shapes")
    ap.add_argument("--timeout", type=int, default=300)
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)

    print("| input | size | pass-opt: parse, verify, print | mlir-opt 22 | "
          f"pass-opt: `{PIPELINE}` | mlir-opt 22 |")
    print("|---|---|---|---|---|---|")
    for i, (name, make, run_pipeline) in enumerate(shapes(args.mlir_opt)):
        path = os.path.join(args.dir, f"shape-{i}.mlir")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(make())
        size = os.path.getsize(path)
        common = [path, "-o", "/dev/null"]
        ours = cell(measure([args.pass_opt] + common, args.timeout))
        theirs = cell(measure([args.mlir_opt, "--mlir-print-op-generic"] + common, args.timeout))
        row = [name, f"{size / 1e6:,.1f} MB", ours, theirs]
        if run_pipeline:
            flag = f"--pass-pipeline={PIPELINE}"
            row.append(cell(measure([args.pass_opt, flag] + common, args.timeout)))
            row.append(cell(measure([args.mlir_opt, "--mlir-print-op-generic", flag] + common, args.timeout)))
        else:
            row += ["", ""]
        print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()

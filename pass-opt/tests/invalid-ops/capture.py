#!/usr/bin/env python3
"""Regenerates expected/*.txt with mlir-opt 22: for each case of each
`*.mlir` file here, mlir-opt's first error (`LINE:COL<TAB>message`, LINE
counted from the case's `// case:` line) or `ok` when mlir-opt accepts it.

A case is a chunk of `--split-input-file` whose first line is
`// case: NAME`. Every error must carry a location in the file, and every
chunk must name its case: the script stops otherwise, so the corpus stays
readable by `invalid_ops.rs`, which parses pass-opt's output the same way.
"""
import os
import re
import subprocess
import sys

MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")
FLAGS = ["--allow-unregistered-dialect", "--mlir-disable-threading"]
MARKER = "// -----"
CASE = re.compile(r"^// case: ([a-z0-9-]+)$")


def cases(path):
    """(name, line of its `// case:` comment, last line) for each chunk."""
    with open(path) as f:
        lines = f.read().split("\n")
    chunks, start = [], 0
    for i, line in enumerate(lines + [MARKER]):
        if line.strip() == MARKER:
            chunks.append((start, i - 1))
            start = i + 1
    out = []
    for first, last in chunks:
        names = [(n + 1, CASE.match(lines[n])) for n in range(first, last + 1) if n < len(lines)]
        names = [(line, m.group(1)) for line, m in names if m]
        if len(names) != 1:
            sys.exit(f"{path}:{first + 1}: a chunk needs exactly one `// case: NAME` line, found {len(names)}")
        out.append((names[0][1], names[0][0], last + 1))
    seen = set()
    for name, line, _ in out:
        if name in seen:
            sys.exit(f"{path}:{line}: case {name} is named twice")
        seen.add(name)
    return out


def first_error(path, case_line, first, last, lines):
    """mlir-opt's first error in one case (`LINE:COL<TAB>message`, LINE
    relative to the case), or `ok`. The case runs alone, at its place in the
    file (the lines before it blank), so that its exit status is its own."""
    base = os.path.basename(path)
    text = "\n" * (first - 1) + "\n".join(lines[first - 1 : last]) + "\n"
    run = subprocess.run([MLIR_OPT, *FLAGS, "-", "--mlir-print-op-generic"], input=text, capture_output=True, text=True)
    located = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$")
    for line in run.stderr.split("\n"):
        m = located.match(line)
        if m:
            return f"{int(m.group(1)) - case_line}:{m.group(2)}\t{m.group(3)}"
        if "error: " in line and not line.startswith(" "):
            sys.exit(f"{base}:{case_line}: an error without a location in the case: {line}")
    if run.returncode != 0:
        sys.exit(f"{base}:{case_line}: mlir-opt fails without an error (rewrite the case): {run.stderr}")
    return "ok"


def main():
    os.chdir(os.path.dirname(os.path.abspath(__file__)))
    os.makedirs("expected", exist_ok=True)
    for path in sorted(p for p in os.listdir(".") if p.endswith(".mlir")):
        with open(path) as f:
            lines = f.read().split("\n")
        results = []
        for name, case_line, last in cases(path):
            first = case_line
            results.append(f"{name}\t{first_error(path, case_line, first, last, lines)}\n")
        with open(os.path.join("expected", path[: -len(".mlir")] + ".txt"), "w") as out:
            out.writelines(results)


main()

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
FLAGS = ["--split-input-file", "--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-disable-threading"]
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


def first_errors(path, table):
    """The first error mlir-opt reports in each case, by name."""
    base = os.path.basename(path)
    run = subprocess.run([MLIR_OPT, *FLAGS, base], capture_output=True, text=True)
    located = re.compile(r"^" + re.escape(base) + r":(\d+):(\d+): error: (.*)$")
    found = {}
    for line in run.stderr.split("\n"):
        if "error: " not in line or line.startswith(" "):
            continue
        m = located.match(line)
        if not m:
            sys.exit(f"{path}: an error without a location in the file: {line}")
        row, col, message = int(m.group(1)), int(m.group(2)), m.group(3)
        owner = [c for c in table if c[1] <= row <= c[2]]
        if not owner:
            sys.exit(f"{path}:{row}: an error outside every case: {line}")
        name, case_line, _ = owner[0]
        found.setdefault(name, f"{row - case_line}:{col}\t{message}")
    return found


def main():
    os.chdir(os.path.dirname(os.path.abspath(__file__)))
    os.makedirs("expected", exist_ok=True)
    for path in sorted(p for p in os.listdir(".") if p.endswith(".mlir")):
        table = cases(path)
        found = first_errors(path, table)
        with open(os.path.join("expected", path[: -len(".mlir")] + ".txt"), "w") as out:
            for name, _, _ in table:
                out.write(f"{name}\t{found.get(name, 'ok')}\n")


main()

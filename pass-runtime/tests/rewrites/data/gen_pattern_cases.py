#!/usr/bin/env python3
"""Generates single-pattern cases and their mlir-opt 22 goldens.

    python3 gen_pattern_cases.py      # in this directory; needs mlir-opt-22

The cases are the chunks of pattern_cases.mlir. For each, writes patterns/<case>.generic.mlir (the input, in generic
form, its first line naming the pattern) and patterns/<case>.expected.mlir:
mlir-opt's `canonicalize` with only that pattern enabled (for MLIR's unnamed
patterns, with nothing disabled) and region simplification off. The inputs
are built so that folding and constant hoisting change nothing else.
"""
import subprocess
import sys

CASES_FILE = "pattern_cases.mlir"


def read_cases(path):
    """The cases of `path`, as (name, pattern, debuginfo, input): chunks
    split at `// -----` lines, each opening with `// case: NAME`,
    `// pattern: PATTERN` and, for a case printed with locations,
    `// debuginfo`. The input is the chunk's other lines, given to mlir-opt
    after an empty line (its locations count from line 2)."""
    cases = []
    for chunk in open(path).read().split("// -----\n"):
        lines = chunk.split("\n")
        keys = {}
        while lines and lines[0].startswith("//"):
            key, _, value = lines.pop(0)[2:].strip().partition(":")
            keys[key] = value.strip()
        if "case" in keys:
            src = "\n" + "\n".join(lines).removesuffix("\n")
            cases.append((keys["case"], keys["pattern"], "debuginfo" in keys, src))
    return cases


def run(args, text):
    p = subprocess.run(["mlir-opt-22", "--allow-unregistered-dialect"] + args, input=text, capture_output=True,
                       text=True)
    if p.returncode != 0:
        sys.exit(p.stderr)
    return p.stdout


def main():
    for name, pattern, debuginfo, src in read_cases(CASES_FILE):
        debug = ["--mlir-print-debuginfo"] if debuginfo else []
        generic = run(["--mlir-print-op-generic"] + debug, src)
        if pattern:
            opts = f'enable-patterns="{pattern}" region-simplify=disabled'
        else:
            opts = "region-simplify=disabled"
        expected = run(["--mlir-print-op-generic"] + debug +
                       [f"--pass-pipeline=builtin.module(func.func(canonicalize{{{opts}}}))"], generic)
        header = f"// pattern: {pattern}\n" + ("// debuginfo\n" if debug else "")
        open(f"patterns/{name}.generic.mlir", "w").write(header + generic)
        open(f"patterns/{name}.expected.mlir", "w").write(expected)


if __name__ == "__main__":
    main()

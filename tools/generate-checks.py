#!/usr/bin/env python3
"""Writes FileCheck lines for an MLIR-style file test from what mlir-opt prints.

usage: tools/generate-checks.py TEST.mlir [--oracle mlir-opt-22]

TEST.mlir holds `// RUN: pass-opt %s FLAGS | FileCheck %s` lines and the
input IR. The script runs the oracle (`mlir-opt-22 FLAGS`: the pretty form,
or the generic one when FLAGS has `--mlir-print-op-generic`) on the IR, turns its output into CHECK lines and rewrites TEST.mlir
as its RUN lines, the IR, and the new CHECK lines (any old ones dropped):

- a function (`func.func`, `llvm.func`, in either form) starts a
  `CHECK-LABEL` (in the pretty form, the line up to its first value, the
  rest a `CHECK-SAME` capturing the arguments), every other
  line is a `CHECK-NEXT` of the one before (`CHECK-EMPTY` for a blank one);
- an SSA value is captured where it first appears in a function
  (`[[V3:%[[:alnum:]_.$-]+]]`: a class FileCheck reads as LLVM's POSIX
  regex does, where `\\]` in brackets is no escape) and matched as that
  capture afterwards, so the
  checks do not depend on value numbering;
- `[[` and `{{` in the IR are escaped.

Review the result (and keep the IR minimal) before committing it: the
checks say what the pass must print, so they are only as good as the
oracle's output for this input.
"""

import argparse
import re
import shlex
import subprocess
import sys

VALUE = re.compile(r"%[A-Za-z0-9_$.-]+")
# A function, generic (`"func.func"() <{...}> ({`) or pretty (`func.func @f(`).
LABEL = re.compile(r'"(func|llvm)\.func"|^\s*(func|llvm)\.func\b')


def escape(text):
    return text.replace("[[", "{{\\[\\[}}").replace("{{", "{{\\{\\{}}")


def check_lines(output, prefix):
    lines = output.rstrip("\n").split("\n")
    checks = []
    names = {}
    counter = 0
    first = True
    for line in lines:
        label = LABEL.search(line)
        if label:
            names = {}
            first_value = VALUE.search(line)
            if first_value is None:
                checks.append(f"// {prefix}-LABEL: {escape(line.strip())}")
                first = False
                continue
            # FileCheck allows no capture in a label: the part before the
            # first value is the label, the rest a CHECK-SAME.
            checks.append(f"// {prefix}-LABEL: {escape(line[: first_value.start()].strip())}")
            line = line[first_value.start() :]
        if not line.strip():
            checks.append(f"// {prefix}-EMPTY:")
            continue
        pieces = []
        last = 0
        for m in VALUE.finditer(line):
            pieces.append(escape(line[last:m.start()]))
            token = m.group(0)
            if token in names:
                pieces.append(f"[[{names[token]}]]")
            else:
                counter += 1
                names[token] = f"V{counter}"
                pieces.append(f"[[V{counter}:%[[:alnum:]_.$-]+]]")
            last = m.end()
        pieces.append(escape(line[last:]))
        text = "".join(pieces).strip()
        kind = f"{prefix}-SAME" if label else prefix if first else f"{prefix}-NEXT"
        first = False
        checks.append(f"// {kind}: {text}")
    return checks


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("test")
    parser.add_argument("--oracle", default="mlir-opt-22")
    parser.add_argument("--check-prefix", default="CHECK")
    args = parser.parse_args()
    with open(args.test) as f:
        text = f.read()
    run_lines = [l for l in text.split("\n") if "RUN:" in l]
    body = [l for l in text.split("\n") if "RUN:" not in l and f"{args.check_prefix}" not in l]
    ir = "\n".join(body).strip("\n") + "\n"
    run = " ".join(l.split("RUN:", 1)[1].strip().rstrip("\\") for l in run_lines)
    tool_flags = shlex.split(run.split("|", 1)[0])[1:]
    flags = [a for a in tool_flags if a != "%s"]
    result = subprocess.run(
        [args.oracle, *flags, "-"], input=ir, capture_output=True, text=True
    )
    if result.returncode != 0:
        sys.exit(f"{args.oracle} failed:\n{result.stderr}")
    checks = check_lines(result.stdout, args.check_prefix)
    with open(args.test, "w") as f:
        f.write("\n".join(run_lines) + "\n\n" + ir + "\n" + "\n".join(checks) + "\n")
    print(f"{args.test}: {len(checks)} check lines")


if __name__ == "__main__":
    main()

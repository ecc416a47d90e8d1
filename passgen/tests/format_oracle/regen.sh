#!/bin/sh
# Rewrites the last column of op.txt, inference.txt and params.txt with what
# the MLIR oracle says of each case's format: `OK`, or `OFFSET|MESSAGE` with
# mlir-tblgen-22's first error and the byte offset its caret points at.
# Each case puts its format into the matching .td template and runs
# `mlir-tblgen-22 -gen-op-decls` (ops) or `-gen-typedef-defs` (parameters).
# passgen's src/dialect/format_tests.rs checks our parser against the files.
set -e
cd "$(dirname "$0")"
exec python3 - <<'PY'
import subprocess, tempfile, os

TRAITS = {
    "same": "SameOperandsAndResultType",
    "sameops": "SameTypeOperands",
    "atm": 'AllTypesMatch<["a", "r"]>',
    "tmw": 'TypesMatchWith<"r is a", "a", "r", "$_self">',
    "infer": "DeclareOpInterfaceMethods<InferTypeOpInterface>",
    "none": "",
}

def oracle(template, fmt, generator, trait=None):
    text = open(template).read().replace("FMT", "[{" + fmt + "}]")
    if trait is not None:
        text = text.replace("TRAIT", trait)
    with tempfile.NamedTemporaryFile("w", suffix=".td", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run(
            ["mlir-tblgen-22", generator, "-I", "/usr/lib/llvm-22/include", f.name, "-o", os.devnull],
            capture_output=True, text=True).stderr
    finally:
        os.unlink(f.name)
    if not out:
        return "OK"
    lines = out.split("\n")
    message = lines[0].split("error: ", 1)[1]
    return "%d|%s" % (lines[2].index("^"), message)

def regen(cases, template, generator, variants=False):
    rows = []
    for line in open(cases).read().splitlines():
        cols = line.split("\t")
        if variants:
            variant, fmt = cols[0], cols[1]
            rows.append("\t".join([variant, fmt, oracle(template, fmt, generator, TRAITS[variant])]))
        else:
            rows.append("\t".join([cols[0], oracle(template, cols[0], generator)]))
    open(cases, "w").write("\n".join(rows) + "\n")

regen("op.txt", "op.td", "-gen-op-decls")
regen("inference.txt", "inference.td", "-gen-op-decls", variants=True)
regen("params.txt", "params.td", "-gen-typedef-defs")
PY

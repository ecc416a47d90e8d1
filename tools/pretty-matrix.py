#!/usr/bin/env python3
"""Compares pass-opt with mlir-opt 22 over the corpus's print matrix (issue 17).

A cell is (input file, pipeline, printing flag):
- input: every corpus input (`*.generic.mlir`, `*.debuginfo.mlir`) and
  mlir-opt's default print of it (`pretty/<same name>`);
- pipeline: none, and each `corpus.tsv` pipeline of that input (the
  pipelines of `X.generic.mlir` apply to `X.debuginfo.mlir` too);
- flag: none (pretty form), `--mlir-print-op-generic`, `--mlir-print-debuginfo`.

Both tools run in `pass-opt/tests/corpus/` on the input's relative path (so
that file locations are the same); stdout, stderr and the exit status must be
equal byte for byte. Modes:

  tools/pretty-matrix.py compare          # every cell against mlir-opt-22
  tools/pretty-matrix.py shapes [N]       # gen_ir.py shapes, N seeds each
  tools/pretty-matrix.py capture          # writes the goldens of
                                          # tests/pretty_matrix.rs

`capture` (run by `corpus/pretty/capture.sh`, after the pretty inputs) writes
`corpus/matrix/cells.tsv` (input, pipeline, flag, expected file relative to
the corpus, exit status) and, for each cell whose output is not already a
committed file of the corpus byte for byte, `corpus/matrix/<name>` (one file
per distinct output; a failing cell's golden is its stderr, with the tool's
name replaced by TOOL). Needs mlir-opt 22 (tools/install-mlir-oracle.sh); `compare` and
`shapes` need a built pass-opt (target/release/pass-opt, or $PASS_OPT).
"""

import hashlib
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "pass-opt", "tests", "corpus")
MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")
PASS_OPT = os.environ.get("PASS_OPT", os.path.join(ROOT, "target", "release", "pass-opt"))
FLAGS = {"default": [], "generic": ["--mlir-print-op-generic"], "debuginfo": ["--mlir-print-debuginfo"]}
GEN = os.path.join(ROOT, "tools", "gen_ir.py")


def corpus_rows():
    """The rows of the corpus's table: (input, pipeline, expected output)."""
    with open(os.path.join(CORPUS, "corpus.tsv")) as f:
        for line in f.read().splitlines()[1:]:
            if line.strip():
                inp, pipeline, expected = line.split("\t")
                yield inp, pipeline, expected


def pipelines_by_input():
    table = {}
    for inp, pipeline, _ in corpus_rows():
        table.setdefault(inp, []).append(pipeline)
    return table


def cells(full=True):
    """(input relative to the corpus, pipeline or '', flag name), in a stable order.

    Without `full`, the cells `capture` records: a pipeline's debuginfo print
    only from the inputs that carry their own locations (`*.debuginfo.mlir`,
    in both forms). From `X.generic.mlir` the same print differs only in the
    file named by the locations, which the cells without a pipeline cover.
    """
    pipes = pipelines_by_input()
    names = sorted(n for n in os.listdir(CORPUS) if n.endswith((".generic.mlir", ".debuginfo.mlir")))
    out = []
    for name in names:
        base = name.split(".")[0]
        for inp in (name, "pretty/" + name):
            for pipeline in [""] + pipes.get(base + ".generic.mlir", []):
                for flag in FLAGS:
                    if full or not (pipeline and flag == "debuginfo" and ".generic." in name):
                        out.append((inp, pipeline, flag))
    return out


def run(tool, cwd, inp, pipeline, flag):
    args = [tool, "--allow-unregistered-dialect"] + FLAGS[flag]
    if pipeline:
        args.append("--pass-pipeline=" + pipeline)
    args.append(inp)
    p = subprocess.run(args, cwd=cwd, capture_output=True)
    # The tool's name is part of some messages; compare what follows it.
    err = p.stderr.replace(os.path.basename(tool).encode(), b"TOOL")
    return p.returncode, p.stdout, err


def first_diff(a, b):
    al, bl = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
    for i, (x, y) in enumerate(zip(al, bl)):
        if x != y:
            return f"line {i + 1}:\n      ours: {x}\n      mlir: {y}"
    return f"lengths differ ({len(al)} vs {len(bl)} lines)"


def compare(cwd, todo, jobs=2):
    def one(cell):
        ours = run(PASS_OPT, cwd, *cell)
        theirs = run(MLIR_OPT, cwd, *cell)
        return cell, ours, theirs

    bad = 0
    with ThreadPoolExecutor(jobs) as ex:
        for (inp, pipeline, flag), ours, theirs in ex.map(one, todo):
            if ours == theirs:
                continue
            bad += 1
            what = []
            if ours[0] != theirs[0]:
                what.append(f"exit {ours[0]} vs {theirs[0]}")
            if ours[1] != theirs[1]:
                what.append("stdout " + first_diff(ours[1], theirs[1]))
            if ours[2] != theirs[2]:
                what.append("stderr " + first_diff(ours[2], theirs[2]))
            print(f"DIFF {inp} | {pipeline or '-'} | {flag}: " + "; ".join(what), flush=True)
    print(f"{bad} of {len(todo)} cells differ")
    return bad


def shapes(seeds):
    """gen_ir.py's shapes at small sizes and several seeds, each in the matrix."""
    pipes = sorted({p for ps in pipelines_by_input().values() for p in ps})
    variants = {
        "regions": ["--funcs", "3", "--ops", "8"],
        "straight": ["--funcs", "3", "--ops", "10", "--no-regions"],
        "nested": ["--funcs", "2", "--ops", "6", "--nested-modules", "1", "--private-unused", "2"],
        "tiny": ["--funcs", "1", "--ops", "1"],
        "wide": ["--funcs", "2", "--ops", "40"],
    }
    todo = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, args in variants.items():
            for seed in range(1, seeds + 1):
                src = f"{name}-{seed}.mlir"
                text = subprocess.run(
                    [sys.executable, GEN, *args, "--seed", str(seed)], capture_output=True, check=True
                ).stdout
                with open(os.path.join(tmp, src), "wb") as f:
                    f.write(text)
                # The generic print as a second input form.
                gen = subprocess.run(
                    [MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", src],
                    cwd=tmp,
                    capture_output=True,
                    check=True,
                ).stdout
                with open(os.path.join(tmp, f"{name}-{seed}.g.mlir"), "wb") as f:
                    f.write(gen)
                for inp in (src, f"{name}-{seed}.g.mlir"):
                    for pipeline in [""] + pipes:
                        for flag in FLAGS:
                            todo.append((inp, pipeline, flag))
        return compare(tmp, todo)


def golden_name(inp, pipeline, flag, pipes):
    base = os.path.basename(inp)[: -len(".mlir")]
    stem = base.replace(".generic", "").replace(".debuginfo", "")
    if pipeline:
        # The corpus's name for the pipeline (small.cse.mlir -> cse).
        tag = pipes[(stem + ".generic.mlir", pipeline)][len(stem) + 1 : -len(".mlir")]
    else:
        tag = "print"
    if flag != "debuginfo":
        # The input's form and locations do not show.
        return f"{stem}.{tag}.{flag}.mlir"
    # Locations name the input file.
    src = ("pretty-" if inp.startswith("pretty/") else "") + base.split(".", 1)[1]
    return f"{stem}.{tag}.{flag}.{src}.mlir"


def capture():
    pipes = {(inp, pipeline): expected for inp, pipeline, expected in corpus_rows()}
    # Committed files of the corpus, by content.
    known = {}
    for sub in ("", "pretty"):
        d = os.path.join(CORPUS, sub)
        for n in sorted(os.listdir(d)):
            if n.endswith(".mlir"):
                with open(os.path.join(d, n), "rb") as f:
                    known.setdefault(hashlib.sha256(f.read()).digest(), os.path.join(sub, n) if sub else n)
    outdir = os.path.join(CORPUS, "matrix")
    os.makedirs(outdir, exist_ok=True)
    for n in os.listdir(outdir):
        os.remove(os.path.join(outdir, n))
    rows = ["input\tpipeline\tflag\texpected\tstatus"]
    todo = cells(full=False)
    with ThreadPoolExecutor(2) as ex:
        results = list(ex.map(lambda c: run(MLIR_OPT, CORPUS, *c), todo))
    for (inp, pipeline, flag), (status, out, err) in zip(todo, results):
        if status != 0:
            # Diagnostics are the golden of a failing cell.
            name = golden_name(inp, pipeline, flag, pipes)[: -len(".mlir")] + ".stderr"
            with open(os.path.join(outdir, name), "wb") as f:
                f.write(err)
            rows.append(f"{inp}\t{pipeline or '-'}\t{flag}\tmatrix/{name}\t{status}")
            continue
        digest = hashlib.sha256(out).digest()
        if digest not in known:
            name = golden_name(inp, pipeline, flag, pipes)
            with open(os.path.join(outdir, name), "wb") as f:
                f.write(out)
            known[digest] = "matrix/" + name
        rows.append(f"{inp}\t{pipeline or '-'}\t{flag}\t{known[digest]}\t0")
    with open(os.path.join(outdir, "cells.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print(f"{len(todo)} cells, {len(os.listdir(outdir)) - 1} new goldens")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "compare"
    if mode == "compare":
        sys.exit(1 if compare(CORPUS, cells()) else 0)
    elif mode == "shapes":
        sys.exit(1 if shapes(int(sys.argv[2]) if len(sys.argv) > 2 else 3) else 0)
    elif mode == "capture":
        capture()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Finds where pass-opt's parser and mlir-opt disagree: mutates small valid
inputs (one or two characters deleted, inserted or replaced), runs both
tools on each mutant and prints the mutants whose first error (or `ok`)
differs, grouped by mlir-opt's message.

    python3 tools/mutation-sweep.py --seed 1 --count 300 \
        --pass-opt target/release/pass-opt

A discovery tool, not a test: each difference it finds that matters
becomes a case of `pass-opt/tests/invalid-ops/` (with mlir-opt's message
as its golden) before the fix. Needs `mlir-opt-22`
(`tools/install-mlir-oracle.sh`).
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

TEMPLATES = [
    '"x.a"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>} : () -> ()',
    '"x.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} : () -> ()',
    '"x.a"() : () -> memref<4x?xf32, strided<[?, 1], offset: ?>>',
    '"x.a"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>',
    '"x.a"() : () -> tuple<i32, f32, tuple<>>',
    '"x.a"() : () -> ((i32) -> (f32, i1))',
    '"x.a"() : () -> !x.opaque<"abc" x [1, 2]>',
    '"x.a"() {a = #x.opaque<foo(bar)>} : () -> ()',
    '"x.a"() {a = [1 : i32, "s", unit, @sym::@nested, 2.5 : f64]} : () -> ()',
    '"x.a"() {a = {b = 1 : i64, c = true}} : () -> ()',
    '"x.a"() : () -> () loc(fused<"x">["a":1:2, callsite("f" at "b":3:4)])',
    '"x.a"() : () -> () loc("name"("file":1:2))',
    '"x.a"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> ()',
    '"x.a"() {a = dense<"0x01020304"> : tensor<4xi8>} : () -> ()',
    '"x.a"() {a = sparse<[[0, 1]], [5]> : tensor<2x2xi32>} : () -> ()',
    '"x.a"() {a = array<i64: 1, -2, 3>} : () -> ()',
    '"x.a"() {a = distinct[0]<"x">} : () -> ()',
    '"x.a"() : () -> vector<[4]x8xbf16>',
    '"x.a"() : () -> complex<f64>',
    '"x.a"() {a = 0x7FC00000 : f32, b = -12 : si8, c = 255 : ui8} : () -> ()',
    '"x.a"() {a = @"quoted sym"} : () -> ()',
    '%0:2 = "x.a"() : () -> (i32, i32)\n"x.b"(%0#1) : (i32) -> ()',
    '"x.a"() ({\n^bb0(%x: i32):\n  "x.b"(%x)[^bb1] : (i32) -> ()\n^bb1:\n  "x.c"() : () -> ()\n}) : () -> ()',
    '"x.a"() <{p = 1 : i32}> {q} : () -> ()',
    '"x.a"() {a = strided<[4, 1], offset: 2>} : () -> ()',
    '"x.a"() {a = i32, b = !x.t, c = index} : () -> ()',
]
PIECES = list('<>[](){},:x?*0123456789-#!@%"^ \n=.') + ['', 'i32', 'f32', '->']
FLAGS = ['--allow-unregistered-dialect', '--mlir-disable-threading']


def first_error(tool, path):
    """`ok`, or the first error's `LINE:COL: error: message`."""
    run = subprocess.run([tool, *FLAGS, path], capture_output=True, text=True, errors='replace', timeout=60)
    if run.returncode == 0:
        return 'ok'
    for line in run.stderr.splitlines():
        if 'error:' in line:
            return line.split(path + ':', 1)[-1]
    return f'exit {run.returncode}: {run.stderr[:200]}'


def mutate(rng, text):
    chars = list(text)
    for _ in range(rng.randint(1, 2)):
        i = rng.randrange(len(chars))
        roll = rng.random()
        if roll < 0.4:
            del chars[i]
        elif roll < 0.8:
            chars.insert(i, rng.choice(PIECES))
        else:
            chars[i] = rng.choice(PIECES)
    return ''.join(chars)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=300)
    ap.add_argument('--pass-opt', default='target/release/pass-opt')
    ap.add_argument('--mlir-opt', default='mlir-opt-22')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    groups = defaultdict(list)
    with tempfile.NamedTemporaryFile('w', suffix='.mlir', delete=False) as f:
        path = f.name
    for _ in range(args.count):
        text = mutate(rng, rng.choice(TEMPLATES))
        with open(path, 'w') as f:
            f.write(text + '\n')
        theirs, ours = first_error(args.mlir_opt, path), first_error(args.pass_opt, path)
        if theirs != ours:
            groups[re.sub(r'^\d+:\d+: ', '', theirs)].append((text, theirs, ours))
    os.unlink(path)
    for message, cases in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f'## {message} ({len(cases)})')
        for text, theirs, ours in cases[:3]:
            print(f'   {text!r}\n     mlir-opt: {theirs}\n     pass-opt: {ours}')
    total = sum(len(c) for c in groups.values())
    print(f'{total} of {args.count} mutants differ', file=sys.stderr)


if __name__ == '__main__':
    main()

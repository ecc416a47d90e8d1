#!/usr/bin/env python3
"""Random modules for the inliner: a few functions, public or private, with
one or several blocks, calling each other (cycles included) directly or from
an scf.if. Deterministic per seed.

  random_calls.py SEED > src/random-x.mlir

src/random-a.mlir, -b and -c are seeds 10, 95 and 189 (with a comment on top).
"""
import random
import sys


def gen(seed):
    r = random.Random(seed)
    n = r.randint(2, 6)
    names = [f"f{i}" for i in range(n)]
    private = {f: r.random() < 0.5 for f in names}
    multi = {f: r.random() < 0.25 for f in names}
    out = ["module {"]
    for f in names:
        vis = "private " if private[f] else ""
        out.append(f"  func.func {vis}@{f}(%x: i32, %c: i1) -> i32 {{")
        v, k = "%x", 0
        for _ in range(r.randint(0, 3)):
            callee = r.choice(names)
            k += 1
            if r.random() < 0.2:
                out.append(f"    %r{k} = scf.if %c -> (i32) {{")
                out.append(f"      %s{k} = func.call @{callee}({v}, %c) : (i32, i1) -> i32")
                out.append(f"      scf.yield %s{k} : i32")
                out.append("    } else {")
                out.append(f"      scf.yield {v} : i32")
                out.append("    }")
            else:
                out.append(f"    %r{k} = func.call @{callee}({v}, %c) : (i32, i1) -> i32")
            k += 1
            out.append(f"    %a{k} = arith.addi %r{k - 1}, %x : i32")
            v = f"%a{k}"
        if multi[f]:
            out += ["    cf.cond_br %c, ^bb1, ^bb2", "  ^bb1:", f"    return {v} : i32", "  ^bb2:",
                    f"    %m = arith.muli {v}, {v} : i32", "    return %m : i32"]
        else:
            out.append(f"    return {v} : i32")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(gen(int(sys.argv[1])))

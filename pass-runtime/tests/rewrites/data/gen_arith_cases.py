#!/usr/bin/env python3
"""Generates the arith folding cases and their mlir-opt 22 goldens.

    python3 gen_arith_cases.py        # in this directory; needs mlir-opt-22

Writes, for each suite:
  <suite>.generic.mlir   the cases in MLIR's generic form (the test's input)
  <suite>.folded.mlir    `canonicalize` with every named pattern disabled:
                         what folding alone gives
  <suite>.canonical.mlir `canonicalize` (folding and patterns)

Each function applies ops to constants and block arguments and returns the
results; the test compares what each returned value becomes. Most are
generated here; the straight-line ones are written out in arith_cases.mlir.
"""
import re
import subprocess
import sys

INT_TYPES = {
    "i1": [0, 1],
    "i7": [0, 1, -1, 6, 7, 63, -64],
    "i8": [0, 1, -1, 2, 7, -7, 8, 127, -128],
    "i32": [0, 1, -1, -5, 32, 2147483647, -2147483648],
    "index": [0, 1, -1, 3, 64, 9223372036854775807, -9223372036854775808],
    "i128": [0, 1, -1, 127, 128, 170141183460469231731687303715884105727, -170141183460469231731687303715884105728],
}

INT_BINARY = ["addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi",
              "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"]

FLOAT_VALUES = {
    "f32": ["0.0", "-0.0", "1.0", "-1.5", "3.0e+38", "0x7F800000", "0xFF800000", "0x7FC00000", "0x7F800001",
            "1.0e-45"],
    "f64": ["0.0", "-0.0", "1.0", "-2.5", "0.1", "1.0e+308", "0x7FF0000000000000", "0x7FF8000000000000"],
    "f16": ["0.0", "-0.0", "1.0", "65504.0", "0.333", "0x7C00", "0x7E00"],
    "bf16": ["0.0", "1.0", "-3.0", "3.0e+38", "0x7F80", "0x7FC0"],
    "f8E4M3FN": ["0.0", "1.0", "-2.0", "448.0", "0x7F"],
}

FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]

CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true"]


class Func:
    def __init__(self, name, args=()):
        self.name = name
        self.args = list(args)
        self.lines = []
        self.results = []
        self.consts = {}
        self.n = 0

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def const(self, value, ty):
        key = (str(value), ty)
        if key not in self.consts:
            v = self.fresh()
            if ty == "i1" and value in (0, 1, -1):
                lit = "true" if value else "false"
                self.lines.append(f"    {v} = arith.constant {lit}")
            else:
                self.lines.append(f"    {v} = arith.constant {value} : {ty}")
            self.consts[key] = v
        return self.consts[key]

    def let(self, text):
        """Defines a fresh value as `text` (not a result of the case)."""
        v = self.fresh()
        self.lines.append(f"    {v} = {text}")
        return v

    def op(self, text, ty):
        """Defines a fresh value as `text`, a result of the case."""
        v = self.let(text)
        self.results.append((v, ty))
        return v

    def op_pair(self, text, types):
        """Defines two fresh values (`%v:2`) as `text`; the first
        `len(types)` of them, of `types`, are results of the case."""
        v = self.fresh()
        self.lines.append(f"    {v}:2 = {text}")
        self.results.extend((f"{v}#{i}", ty) for i, ty in enumerate(types))

    def render(self):
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(self.args))
        rtys = ", ".join(t for _, t in self.results)
        out = [f"  func.func @{self.name}({args}) -> ({rtys}) {{"]
        out += self.lines
        out.append(f"    return {', '.join(v for v, _ in self.results)} : {rtys}")
        out.append("  }")
        return out



class Written:
    """A function of `WRITTEN_FILE`, rendered as written."""

    def __init__(self, lines):
        self.lines = lines

    def render(self):
        return ["  " + line if line else line for line in self.lines]


WRITTEN_FILE = "arith_cases.mlir"


def read_written(path):
    """The functions of `path` by (suite, name): chunks split at `// -----`
    lines, each opening with `// suite: SUITE` and comments, then one
    `func.func @NAME`."""
    written = {}
    for chunk in open(path).read().split("// -----\n")[1:]:
        lines = chunk.rstrip("\n").split("\n")
        suite = lines[0].removeprefix("// suite: ")
        lines = [line for line in lines if not line.startswith("//")]
        name = re.match(r"func\.func @(\w+)\(", lines[0]).group(1)
        written[(suite, name)] = Written(lines)
    return written


WRITTEN = read_written(WRITTEN_FILE)

def int_binary_suite():
    funcs = []
    for op in INT_BINARY:
        for ty, vals in INT_TYPES.items():
            f = Func(f"{op}_{ty}")
            for a in vals:
                for b in vals:
                    ca, cb = f.const(a, ty), f.const(b, ty)
                    f.op(f"arith.{op} {ca}, {cb} : {ty}", ty)
            funcs.append(f)
    return funcs


def extended_suite():
    funcs = []
    for op in ["addui_extended", "mulsi_extended", "mului_extended"]:
        for ty in ["i8", "i32", "index"]:
            vals = INT_TYPES[ty][:7]
            f = Func(f"{op}_{ty}")
            for a in vals:
                for b in vals:
                    ca, cb = f.const(a, ty), f.const(b, ty)
                    second = "i1" if op == "addui_extended" and ty != "index" else ty
                    if op == "addui_extended" and ty == "index":
                        second = "i1"
                    f.op_pair(f"arith.{op} {ca}, {cb} : {ty}" + (f", {second}" if op == "addui_extended" else ""),
                              [ty, second])
            funcs.append(f)
    return funcs


def cmpi_suite():
    funcs = []
    for ty, vals in INT_TYPES.items():
        f = Func(f"cmpi_{ty}")
        for p in CMPI:
            for a in vals[:7]:
                for b in vals[:7]:
                    f.op(f"arith.cmpi {p}, {f.const(a, ty)}, {f.const(b, ty)} : {ty}", "i1")
        funcs.append(f)
    return funcs


def float_suite():
    funcs = []
    for ty, vals in FLOAT_VALUES.items():
        for op in FLOAT_BINARY:
            f = Func(f"{op}_{ty}")
            for a in vals:
                for b in vals:
                    f.op(f"arith.{op} {f.const(a, ty)}, {f.const(b, ty)} : {ty}", ty)
            funcs.append(f)
        f = Func(f"negf_{ty}")
        for a in vals:
            f.op(f"arith.negf {f.const(a, ty)} : {ty}", ty)
        funcs.append(f)
        f = Func(f"cmpf_{ty}")
        for p in CMPF:
            picked = [v for v in vals if v in ("0.0", "-0.0", "1.0", "-1.5", "-2.5", "0x7FC00000", "0x7FF8000000000000",
                                               "0x7F800000", "0x7E00", "0x7FC0", "0x7F")]
            for a in picked:
                for b in picked:
                    f.op(f"arith.cmpf {p}, {f.const(a, ty)}, {f.const(b, ty)} : {ty}", "i1")
        funcs.append(f)
    return funcs


def cast_func(name, op, src, dst, vals):
    """`arith.<op>` from `src` to `dst` of each constant of `vals`."""
    f = Func(name)
    for a in vals:
        f.op(f"arith.{op} {f.const(a, src)} : {src} to {dst}", dst)
    return f


def cast_suite():
    funcs = []
    ints = ["i1", "i8", "i32", "i64"]
    for src in ints:
        for dst in ints:
            w = lambda t: int(t[1:])
            if w(src) == w(dst):
                continue
            ops = ["extsi", "extui"] if w(dst) > w(src) else ["trunci"]
            vals = INT_TYPES.get(src, [0, 1, -1, 3000000000, -3000000000, 9223372036854775807])
            for op in ops:
                funcs.append(cast_func(f"{op}_{src}_{dst}", op, src, dst, vals))
    for op in ["index_cast", "index_castui"]:
        for it in ["i8", "i32", "i64", "i128"]:
            vals = INT_TYPES.get(it, [0, 1, -1, 9223372036854775807, -9223372036854775808, 4294967296])
            funcs.append(cast_func(f"{op}_{it}_index", op, it, "index", vals))
            funcs.append(cast_func(f"{op}_index_{it}", op, "index", it, INT_TYPES["index"]))
    for op in ["sitofp", "uitofp"]:
        for it in ["i1", "i8", "i32", "i64"]:
            vals = INT_TYPES.get(it, [0, 1, -1, 9007199254740993, -9223372036854775808, 16777217])
            for ft in ["f16", "f32", "f64", "bf16"]:
                funcs.append(cast_func(f"{op}_{it}_{ft}", op, it, ft, vals))
    for op in ["fptosi", "fptoui"]:
        for ft in ["f32", "f64", "f16"]:
            vals = FLOAT_VALUES[ft] + ["-1.5", "255.9", "-128.0", "-129.0", "256.0", "4.0e+09"]
            for it in ["i1", "i8", "i32", "i64"]:
                funcs.append(cast_func(f"{op}_{ft}_{it}", op, ft, it, vals))
    for src, dst, op in [("f16", "f32", "extf"), ("bf16", "f32", "extf"), ("f32", "f64", "extf"),
                         ("f8E4M3FN", "f32", "extf"), ("f64", "f32", "truncf"), ("f32", "f16", "truncf"),
                         ("f32", "bf16", "truncf"), ("f32", "f8E4M3FN", "truncf")]:
        vals = FLOAT_VALUES[src] + ["0.5", "65520.0", "1.00000011920928955078125"]
        funcs.append(cast_func(f"{op}_{src}_{dst}", op, src, dst, vals))
    for src, dst, vals in [("i32", "f32", [0, 1, -1, 2139095040, 2143289344]), ("f32", "i32", FLOAT_VALUES["f32"]),
                           ("i64", "f64", [0, -1, 4607182418800017408]), ("f16", "i16", FLOAT_VALUES["f16"]),
                           ("i16", "bf16", [0, 16256, -1])]:
        funcs.append(cast_func(f"bitcast_{src}_{dst}", "bitcast", src, dst, vals))
    return funcs


def identity_suite():
    """Algebraic identities on block arguments (not constants)."""
    funcs = []
    for ty in ["i32", "index", "i1", "i8"]:
        vals = INT_TYPES[ty]
        f = Func(f"identities_{ty}", [ty, ty])
        x, y = "%a0", "%a1"
        for op in INT_BINARY:
            f.op(f"arith.{op} {x}, {x} : {ty}", ty)
            for c in vals:
                k = f.const(c, ty)
                f.op(f"arith.{op} {x}, {k} : {ty}", ty)
                f.op(f"arith.{op} {k}, {x} : {ty}", ty)
        for p in CMPI:
            f.op(f"arith.cmpi {p}, {x}, {x} : {ty}", "i1")
            for c in [0, 1]:
                f.op(f"arith.cmpi {p}, {x}, {f.const(c, ty)} : {ty}", "i1")
                f.op(f"arith.cmpi {p}, {f.const(c, ty)}, {x} : {ty}", "i1")
        funcs.append(f)
    funcs.append(WRITTEN[("identities", "nested_i32")])
    funcs.append(WRITTEN[("identities", "casts")])
    # Float identities.
    for ty in ["f32", "f64"]:
        f = Func(f"float_identities_{ty}", [ty])
        x = "%a0"
        for op in FLOAT_BINARY:
            f.op(f"arith.{op} {x}, {x} : {ty}", ty)
            for c in FLOAT_VALUES[ty]:
                k = f.const(c, ty)
                f.op(f"arith.{op} {x}, {k} : {ty}", ty)
                f.op(f"arith.{op} {k}, {x} : {ty}", ty)
        for c in ["0.0", "-0.0"]:
            f.op(f"arith.mulf {x}, {f.const(c, ty)} fastmath<nnan,nsz> : {ty}", ty)
            f.op(f"arith.mulf {x}, {f.const(c, ty)} fastmath<fast> : {ty}", ty)
        for p in CMPF:
            f.op(f"arith.cmpf {p}, {x}, {f.const('0x7FC00000' if ty == 'f32' else '0x7FF8000000000000', ty)} : {ty}", "i1")
        funcs.append(f)
    return funcs


def vector_suite():
    funcs = []
    f = Func("vectors", ["vector<4xi32>", "vector<4xi1>"])
    x, m = "%a0", "%a1"
    s1 = f.const("dense<7>", "vector<4xi32>")
    s2 = f.const("dense<-3>", "vector<4xi32>")
    d1 = f.const("dense<[1, 2, 3, 4]>", "vector<4xi32>")
    d2 = f.const("dense<[0, 2, -3, 4]>", "vector<4xi32>")
    z = f.const("dense<0>", "vector<4xi32>")
    one = f.const("dense<1>", "vector<4xi32>")
    for op in INT_BINARY:
        for a, b in [(s1, s2), (s1, d1), (d1, d2), (d2, d1), (x, z), (x, one), (z, x), (x, x)]:
            f.op(f"arith.{op} {a}, {b} : vector<4xi32>", "vector<4xi32>")
    for p in ["eq", "slt", "ult"]:
        for a, b in [(s1, s2), (d1, d2), (x, x)]:
            f.op(f"arith.cmpi {p}, {a}, {b} : vector<4xi32>", "vector<4xi1>")
    mc = f.const("dense<[true, false, true, false]>", "vector<4xi1>")
    f.op(f"arith.select {mc}, {d1}, {d2} : vector<4xi1>, vector<4xi32>", "vector<4xi32>")
    f.op(f"arith.select {m}, {d1}, {d1} : vector<4xi1>, vector<4xi32>", "vector<4xi32>")
    f.op(f"arith.extsi {d2} : vector<4xi32> to vector<4xi64>", "vector<4xi64>")
    f.op(f"arith.trunci {d2} : vector<4xi32> to vector<4xi8>", "vector<4xi8>")
    f.op(f"arith.sitofp {d2} : vector<4xi32> to vector<4xf32>", "vector<4xf32>")
    f.op(f"arith.index_cast {s2} : vector<4xi32> to vector<4xindex>", "vector<4xindex>")
    fv = f.const("dense<[1.5, -0.0, 2.0, 0x7FC00000]>", "vector<4xf32>")
    fs = f.const("dense<2.0>", "vector<4xf32>")
    for op in FLOAT_BINARY:
        f.op(f"arith.{op} {fv}, {fs} : vector<4xf32>", "vector<4xf32>")
    f.op(f"arith.negf {fv} : vector<4xf32>", "vector<4xf32>")
    f.op(f"arith.fptosi {fs} : vector<4xf32> to vector<4xi32>", "vector<4xi32>")
    f.op(f"arith.bitcast {fs} : vector<4xf32> to vector<4xi32>", "vector<4xi32>")
    f.op(f"arith.cmpf olt, {fv}, {fs} : vector<4xf32>", "vector<4xi1>")
    funcs.append(f)
    return funcs


def patterns_suite():
    """One function per canonicalization pattern (and its near misses)."""
    funcs = []

    def fn(name, args, build):
        f = Func(name, args)
        build(f, *[f"%a{i}" for i in range(len(args))])
        funcs.append(f)

    def chain(f, x, inner, outer, c0, c1, const_left_inner=False, const_left_outer=False, ty="i32",
              ovf_inner="", ovf_outer=""):
        k0, k1 = f.const(c0, ty), f.const(c1, ty)
        a = f"{k0}, {x}" if const_left_inner else f"{x}, {k0}"
        v = f.let(f"arith.{inner} {a}{ovf_inner} : {ty}")
        b = f"{k1}, {v}" if const_left_outer else f"{v}, {k1}"
        f.op(f"arith.{outer} {b}{ovf_outer} : {ty}", ty)

    for ty in ["i32", "index", "i8"]:
        fn(f"add_add_{ty}", [ty], lambda f, x: chain(f, x, "addi", "addi", 5, 7, ty=ty))
        fn(f"add_sub_rhs_{ty}", [ty], lambda f, x: chain(f, x, "subi", "addi", 5, 7, ty=ty))
        fn(f"add_sub_lhs_{ty}", [ty], lambda f, x: chain(f, x, "subi", "addi", 5, 7, const_left_inner=True, ty=ty))
        fn(f"sub_rhs_add_{ty}", [ty], lambda f, x: chain(f, x, "addi", "subi", 5, 7, ty=ty))
        fn(f"sub_lhs_add_{ty}", [ty], lambda f, x: chain(f, x, "addi", "subi", 5, 7, const_left_outer=True, ty=ty))
        fn(f"sub_rhs_sub_rhs_{ty}", [ty], lambda f, x: chain(f, x, "subi", "subi", 5, 7, ty=ty))
        fn(f"sub_rhs_sub_lhs_{ty}", [ty], lambda f, x: chain(f, x, "subi", "subi", 5, 7, const_left_inner=True, ty=ty))
        fn(f"sub_lhs_sub_rhs_{ty}", [ty], lambda f, x: chain(f, x, "subi", "subi", 5, 7, const_left_outer=True, ty=ty))
        fn(f"sub_lhs_sub_lhs_{ty}", [ty],
           lambda f, x: chain(f, x, "subi", "subi", 5, 7, const_left_inner=True, const_left_outer=True, ty=ty))
        fn(f"mul_mul_{ty}", [ty], lambda f, x: chain(f, x, "muli", "muli", 5, 7, ty=ty))
    fn("add_add_wrap", ["i8"], lambda f, x: chain(f, x, "addi", "addi", 100, 100, ty="i8"))
    fn("add_add_flags", ["i32"], lambda f, x: chain(f, x, "addi", "addi", 1, 2, ovf_inner=" overflow<nsw, nuw>",
                                                    ovf_outer=" overflow<nsw>"))
    fn("add_add_flags_both", ["i32"], lambda f, x: chain(f, x, "addi", "addi", 1, 2, ovf_inner=" overflow<nuw>",
                                                         ovf_outer=" overflow<nuw>"))
    fn("sub_sub_flags", ["i32"], lambda f, x: chain(f, x, "subi", "subi", 1, 2, ovf_inner=" overflow<nsw>",
                                                    ovf_outer=" overflow<nsw>"))
    fn("sub_add_flags", ["i32"], lambda f, x: chain(f, x, "addi", "subi", 1, 2, ovf_inner=" overflow<nsw>",
                                                    ovf_outer=" overflow<nsw>"))

    def add_mul_neg(f, x, y):
        m = f.const(-1, "i32")
        p = f.let(f"arith.muli {y}, {m} : i32")
        f.op(f"arith.addi {x}, {p} : i32", "i32")
        q = f.let(f"arith.muli {x}, {m} : i32")
        f.op(f"arith.addi {q}, {y} : i32", "i32")
    fn("add_mul_neg_one", ["i32", "i32"], add_mul_neg)

    def add_mul_neg_vec(f, x, y):
        m = f.const("dense<-1>", "vector<2xi32>")
        p = f.let(f"arith.muli {y}, {m} : vector<2xi32>")
        f.op(f"arith.addi {x}, {p} : vector<2xi32>", "vector<2xi32>")
    fn("add_mul_neg_one_vector", ["vector<2xi32>", "vector<2xi32>"], add_mul_neg_vec)

    def sub_sub(f, a, b):
        s = f.let(f"arith.subi {a}, {b} overflow<nsw> : i32")
        f.op(f"arith.subi {s}, {a} overflow<nsw, nuw> : i32", "i32")
    fn("sub_sub_lhs_rhs_lhs", ["i32", "i32"], sub_sub)

    def extended(f, a, b):
        for op in ["addui_extended", "mulsi_extended", "mului_extended"]:
            second = ", i1" if op == "addui_extended" else ""
            f.op_pair(f"arith.{op} {a}, {b} : i32{second}", ["i32"])
        f.op_pair(f"arith.mulsi_extended {a}, {f.const(1, 'i32')} : i32", ["i32", "i32"])
        f.op_pair(f"arith.addui_extended {a}, {b} : i32, i1", ["i32", "i1"])
    fn("extended", ["i32", "i32"], extended)

    def not_cmp(f, a, b):
        t = f.const(1, "i1")
        for p in CMPI:
            c = f.let(f"arith.cmpi {p}, {a}, {b} : i32")
            f.op(f"arith.xori {c}, {t} : i1", "i1")
    fn("xor_not_cmpi", ["i32", "i32"], not_cmp)

    def of_exts(f, a, b, c):
        for ext in ["extui", "extsi"]:
            ea = f.let(f"arith.{ext} {a} : i8 to i32")
            eb = f.let(f"arith.{ext} {b} : i8 to i32")
            ec = f.let(f"arith.{ext} {c} : i16 to i32")
            for op in ["xori", "andi", "ori"]:
                f.op(f"arith.{op} {ea}, {eb} : i32", "i32")
                f.op(f"arith.{op} {ea}, {ec} : i32", "i32")
            for p in ["eq", "ne", "slt", "ult"]:
                f.op(f"arith.cmpi {p}, {ea}, {eb} : i32", "i1")
                f.op(f"arith.cmpi {p}, {ea}, {ec} : i32", "i1")
        ea = f.let(f"arith.extui {a} : i8 to i32")
        eb = f.let(f"arith.extsi {b} : i8 to i32")
        f.op(f"arith.xori {ea}, {eb} : i32", "i32")
    fn("ops_of_exts", ["i8", "i8", "i16"], of_exts)

    funcs.append(WRITTEN[("patterns", "selects")])
    funcs.append(WRITTEN[("patterns", "casts")])

    def negs(f, a, b, c):
        na = f.let(f"arith.negf {a} : f32")
        nb = f.let(f"arith.negf {b} : f32")
        nc = f.let(f"arith.negf {c} : f64")
        f.op(f"arith.mulf {na}, {nb} fastmath<nnan> : f32", "f32")
        f.op(f"arith.divf {na}, {nb} : f32", "f32")
        f.op(f"arith.mulf {na}, {a} : f32", "f32")
    fn("negfs", ["f32", "f32", "f64"], negs)

    def cmpf_int(f, i8, i32, i64, u16):
        # `false` and `true` are left out: mlir-opt 22 crashes on them (its
        # predicate conversion reaches llvm_unreachable).
        preds = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "ult", "une", "uno"]
        consts = {"f32": ["-0.0", "4.5", "-4.5", "300.0", "-1.0e+10", "0x7F800000", "0x7FC00000", "16777217.0",
                          "2.0e+09"],
                  "f16": ["4.5", "65504.0", "-100.0"]}
        for ft, vals in consts.items():
            for src, sty in [(i8, "i8"), (i32, "i32"), (i64, "i64"), (u16, "i16")]:
                if ft == "f16" and sty in ("i8", "i64"):
                    continue
                for op in ["sitofp", "uitofp"]:
                    v = f.let(f"arith.{op} {src} : {sty} to {ft}")
                    for c in vals:
                        k = f.const(c, ft)
                        for p in preds:
                            f.op(f"arith.cmpf {p}, {v}, {k} : {ft}", "i1")
    fn("cmpf_int_to_fp", ["i8", "i32", "i64", "i16"], cmpf_int)
    return funcs


SUITES = {
    "int_binary": int_binary_suite,
    "extended": extended_suite,
    "cmpi": cmpi_suite,
    "float": float_suite,
    "casts": cast_suite,
    "identities": identity_suite,
    "vectors": vector_suite,
    "patterns": patterns_suite,
}


def run(args, text):
    p = subprocess.run(["mlir-opt-22"] + args, input=text, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(p.stderr)
    return p.stdout


def main():
    for name, suite in SUITES.items():
        lines = ["module {"]
        for f in suite():
            lines += f.render()
        lines.append("}")
        src = "\n".join(lines) + "\n"
        generic = run(["--mlir-print-op-generic"], src)
        open(f"arith_{name}.generic.mlir", "w").write(generic)
        folded = run(["--mlir-print-op-generic",
                      "--pass-pipeline=builtin.module(func.func(canonicalize{enable-patterns=none}))"], generic)
        open(f"arith_{name}.folded.mlir", "w").write(folded)
        canonical = run(["--mlir-print-op-generic", "--pass-pipeline=builtin.module(func.func(canonicalize))"], generic)
        # Only worth keeping where patterns change something.
        if canonical != folded:
            open(f"arith_{name}.canonical.mlir", "w").write(canonical)


if __name__ == "__main__":
    main()

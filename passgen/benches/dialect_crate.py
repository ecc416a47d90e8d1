#!/usr/bin/env python3
"""Writes the crate that measures the compile time of a declared dialect
(docs/performance.md, "Compile time of a declared dialect"):

  OUT/dialect   a crate whose build.rs generates a dialect of N ops (50 by
                default) from dialect.toml with passgen, include_dialect!d,
                with the hooks its spec declares
  OUT/none      the same crate without the dialect (the floor)

The ops are those of `passgen/benches/codegen.rs`'s `dialect_spec`: two
operands, a result, an enum attribute with a default and an optional flag
set, traits; every tenth op with a variadic group and a region, every
seventh with a successor and a hand-written verifier.

Usage: dialect_crate.py OUT REPO_DIR [N]
"""

import os
import sys

out, repo = sys.argv[1], os.path.abspath(sys.argv[2])
n = int(sys.argv[3]) if len(sys.argv) > 3 else 50


def spec(ops):
    s = ('[dialect]\nname = "bench"\nsummary = "A dialect to measure"\n\n'
         '[[type]]\nname = "num"\nsummary = "A number"\nparameters = [{ name = "width", type = "u32" }]\n\n'
         '[[attribute]]\nname = "mode"\nsummary = "A mode"\nkind = "enum"\ncases = ["a", "b", "c"]\n\n'
         '[[attribute]]\nname = "flags"\nsummary = "Flags"\nkind = "bit-enum"\n'
         'cases = [{ name = "none", value = 0 }, { name = "x", value = 1 }, { name = "y", value = 2 }]\n')
    for i in range(ops):
        s += (f'\n[[op]]\nname = "op{i}"\nsummary = "Op number {i}"\ndescription = "Does thing {i}."\n'
              f'traits = ["Pure", "SameOperandsAndResultType"]\nverifier = {"true" if i % 7 == 0 else "false"}\n'
              '[[op.operand]]\nname = "lhs"\ntype = "SignlessIntegerLike"\n'
              '[[op.operand]]\nname = "rhs"\ntype = "SignlessIntegerLike"\n'
              '[[op.result]]\nname = "result"\ntype = "SignlessIntegerLike"\n'
              '[[op.attribute]]\nname = "mode"\ntype = "bench.mode"\ndefault = "b"\n'
              '[[op.attribute]]\nname = "flags"\ntype = "bench.flags"\noptional = true\n')
        if i % 10 == 0:
            s += ('[[op.operand]]\nname = "rest"\ntype = "AnyType"\nvariadic = true\n'
                  '[[op.region]]\nname = "body"\nsingle-block = true\n')
        if i % 7 == 0:
            s += '[[op.successor]]\nname = "next"\n'
    return s


def hooks(ops):
    s = ""
    for i in range(0, ops, 7):
        camel = f"Op{i}Op"
        s += (f"impl pass_runtime::ods::Verify for {camel} {{\n"
              f"    fn verify(self, _: &pass_runtime::ir::OpView<'_>) -> Result<(), pass_runtime::ir::Diagnostic> {{\n"
              f"        Ok(())\n    }}\n}}\n")
    return s


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


for kind in ["dialect", "none"]:
    root = os.path.join(out, kind)
    deps = f'[dependencies]\npass-runtime = {{ path = "{repo}/pass-runtime" }}\n'
    if kind == "dialect":
        deps += f'\n[build-dependencies]\npassgen = {{ path = "{repo}/passgen" }}\n'
        write(os.path.join(root, "build.rs"),
              'fn main() -> Result<(), passgen::Error> {\n    passgen::Builder::new().spec("dialect.toml").generate()\n}\n')
        write(os.path.join(root, "dialect.toml"), spec(n))
        lib = 'pass_runtime::include_dialect!("dialect");\n\n' + hooks(n)
    else:
        lib = "pub fn nothing() {}\n"
    write(os.path.join(root, "Cargo.toml"),
          f'[package]\nname = "bench-{kind}"\nversion = "0.1.0"\nedition = "2021"\n\n[workspace]\n\n{deps}')
    write(os.path.join(root, "src/lib.rs"), lib)
